import { graphql } from "gatsby";
import ProjectGrid from "../components/project-grid";
import Section from "../components/section";
import { SectionAction } from "./action";
import { eagerImage, type SectionProps } from "./types";

// `projects`: the first `count` sites of content/portfolio.json (a resolver in gatsby/pages.ts).
export const query = graphql`
  fragment ProjectsSectionFields on ProjectsSection {
    eyebrow
    title
    intro
    projects {
      ...ProjectTileSite
    }
    action {
      ...PageActionFields
    }
  }
`;

/** Auto-scrolling screenshots of client sites, each linking to the live site in a new tab. */
export default function Projects({
  section: s,
  id,
  tone,
  position = 0,
}: SectionProps<Queries.ProjectsSectionFieldsFragment>) {
  return (
    <Section id={id} tone={tone} eyebrow={s.eyebrow ?? undefined} title={s.title} intro={s.intro ?? undefined}>
      <ProjectGrid sites={s.projects} eager={(i) => eagerImage(position, i)} />
      <SectionAction action={s.action} />
    </Section>
  );
}
