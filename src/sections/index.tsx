import { graphql } from "gatsby";
import type { ComponentType } from "react";
import { slugify } from "../lib/slugify";
import Cards from "./cards";
import Cta from "./cta";
import Faq from "./faq";
import Hero from "./hero";
import Logos from "./logos";
import Posts from "./posts";
import Projects from "./projects";
import Spotlight from "./spotlight";
import Stats from "./stats";
import Steps from "./steps";
import Testimonials from "./testimonials";
import Text from "./text";
import type { SectionProps } from "./types";

/**
 * The section registry: one component per section type of the content model
 * (gatsby/content-model.ts SECTION_TYPES), each with its fragment beside it.
 * src/sections/index.test.tsx holds this list to the model.
 */
export const query = graphql`
  fragment PageSections on PageSection {
    __typename
    ... on HeroSection {
      ...HeroSectionFields
    }
    ... on SpotlightSection {
      ...SpotlightSectionFields
    }
    ... on CardsSection {
      ...CardsSectionFields
    }
    ... on StatsSection {
      ...StatsSectionFields
    }
    ... on StepsSection {
      ...StepsSectionFields
    }
    ... on TextSection {
      ...TextSectionFields
    }
    ... on LogosSection {
      ...LogosSectionFields
    }
    ... on ProjectsSection {
      ...ProjectsSectionFields
    }
    ... on PostsSection {
      ...PostsSectionFields
    }
    ... on TestimonialsSection {
      ...TestimonialsSectionFields
    }
    ... on FaqSection {
      ...FaqSectionFields
    }
    ... on CtaSection {
      ...CtaSectionFields
    }
  }
`;

type Section = Queries.PageSectionsFragment;
type AnySection = ComponentType<SectionProps<never>>;

export const SECTION_COMPONENTS: Record<Section["__typename"], AnySection> = {
  HeroSection: Hero,
  SpotlightSection: Spotlight,
  CardsSection: Cards,
  StatsSection: Stats,
  StepsSection: Steps,
  TextSection: Text,
  LogosSection: Logos,
  ProjectsSection: Projects,
  PostsSection: Posts,
  TestimonialsSection: Testimonials,
  FaqSection: Faq,
  CtaSection: Cta,
};

/** Sections on a dark band: the light ones between them alternate their background. */
const DARK = new Set<Section["__typename"]>(["HeroSection", "StatsSection", "CtaSection"]);

/** A page's sections in order, each with an anchor of its own (from its title) and its tone. */
export default function Sections({ sections }: { sections: readonly Section[] }) {
  const ids = new Set<string>();
  let light = 0;
  return (
    <>
      {sections.map((section, i) => {
        const Component = SECTION_COMPONENTS[section.__typename] as ComponentType<SectionProps<Section>>;
        const title = "title" in section && typeof section.title === "string" ? section.title : "";
        let id = slugify(title) || `section-${i + 1}`;
        if (ids.has(id)) id = `${id}-${i + 1}`;
        ids.add(id);
        const tone = DARK.has(section.__typename) ? "default" : light++ % 2 === 0 ? "default" : "muted";
        return <Component key={id} section={section} id={id} tone={tone} />;
      })}
    </>
  );
}
