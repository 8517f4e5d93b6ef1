import { graphql } from "gatsby";
import Section from "../components/section";
import TechTabs from "../components/tech-tabs";
import type { SectionProps } from "./types";

// `technologies`: every entry of content/technologies.json in its order (a resolver in gatsby/pages.ts).
export const query = graphql`
  fragment TechnologiesSectionFields on TechnologiesSection {
    anchor
    eyebrow
    title
    intro
    tabsLabel
    technologies {
      name
      description
      why
      projects
    }
  }
`;

/** The technology tabs: the first selected; a tab shows its description, why we use it and sample projects. */
export default function Technologies({
  section: s,
  id,
  tone,
}: SectionProps<Queries.TechnologiesSectionFieldsFragment>) {
  return (
    <Section id={id} tone={tone} eyebrow={s.eyebrow ?? undefined} title={s.title} intro={s.intro ?? undefined}>
      <TechTabs technologies={s.technologies} label={s.tabsLabel} />
    </Section>
  );
}
