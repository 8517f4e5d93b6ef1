import type { ComponentType } from "react";
import { slugify } from "../lib/slugify";
import type { SectionProps } from "./types";

type Section = Queries.PageSectionsFragment;
export type SectionComponents = Partial<Record<Section["__typename"], ComponentType<SectionProps<never>>>>;

/** Sections on a dark band: the light ones between them alternate their background. */
const DARK = new Set<Section["__typename"]>([
  "HeroSection",
  "PageHeroSection",
  "StatsSection",
  "CtaSection",
  "HelpSection",
]);

/**
 * A page's sections in order, each with an anchor of its own (its `anchor`, else from its title)
 * and its tone, drawn by the given components (a template's registry). `page` names the page for
 * test hooks ("about").
 */
export default function SectionList({
  sections,
  page,
  components,
}: {
  sections: readonly Section[];
  page?: string;
  components: SectionComponents;
}) {
  const ids = new Set<string>();
  let light = 0;
  return (
    <>
      {sections.map((section, i) => {
        const Component = components[section.__typename] as ComponentType<SectionProps<Section>> | undefined;
        const title = "title" in section && typeof section.title === "string" ? section.title : "";
        const anchor = "anchor" in section && typeof section.anchor === "string" ? section.anchor : "";
        let id = anchor || slugify(title) || `section-${i + 1}`;
        if (ids.has(id)) id = `${id}-${i + 1}`;
        ids.add(id);
        const tone = DARK.has(section.__typename) ? "default" : light++ % 2 === 0 ? "default" : "muted";
        // gatsby/pages.ts gives a page the template whose registry has all of its sections.
        if (!Component) return null;
        return <Component key={id} section={section} id={id} tone={tone} page={page} position={i} />;
      })}
    </>
  );
}
