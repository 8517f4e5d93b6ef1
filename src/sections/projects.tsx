import { graphql } from "gatsby";
import { Box } from "theme-ui";
import ProjectTile from "../components/project-tile";
import Section from "../components/section";
import { cardGrid } from "../styles/marketing";
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
      <Box as="ul" sx={cardGrid(3)}>
        {s.projects.map((site, i) => {
          const image = site.src.childImageSharp?.gatsbyImageData;
          return image ? (
            <li key={site.url}>
              <ProjectTile
                name={site.alt}
                url={site.url}
                category={site.category}
                image={image}
                eager={eagerImage(position, i)}
              />
            </li>
          ) : null;
        })}
      </Box>
      <SectionAction action={s.action} />
    </Section>
  );
}
