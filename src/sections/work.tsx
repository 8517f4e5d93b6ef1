import { graphql } from "gatsby";
import ProjectGrid from "../components/project-grid";
import Section from "../components/section";
import { siteKey } from "../lib/site-address";
import { fill } from "../lib/template";
import { eagerImage, type SectionProps } from "./types";

// `sites`: every site of content/portfolio.json; `caseStudies`: every case study (resolvers in gatsby/pages.ts).
export const query = graphql`
  fragment WorkSectionFields on WorkSection {
    anchor
    title
    caseStudyLink
    sites {
      ...ProjectTileSite
    }
    caseStudies {
      frontmatter {
        slug
        url
      }
    }
  }
`;

/**
 * Every client site as a scrolling tile; a tile links to the case study whose live-site address is
 * the site's (compared by siteKey: a trailing slash or "www." makes no difference), so an editor adds a
 * case study without touching the portfolio. `{count}` in the title.
 */
export default function Work({ section: s, id, tone, position = 0 }: SectionProps<Queries.WorkSectionFieldsFragment>) {
  const studies = new Map(
    s.caseStudies.flatMap(({ frontmatter: fm }) =>
      fm.url ? [[siteKey(fm.url), `/our-work/${fm.slug}`] as const] : [],
    ),
  );
  return (
    <Section id={id} tone={tone} title={fill(s.title, { count: String(s.sites.length) })}>
      <ProjectGrid
        sites={s.sites}
        eager={(i) => eagerImage(position, i)}
        caseStudy={(site) => {
          const study = studies.get(siteKey(site.url));
          return study ? { to: study, label: s.caseStudyLink } : undefined;
        }}
        gridSx={{ rowGap: 6 }}
      />
    </Section>
  );
}
