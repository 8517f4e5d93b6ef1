import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Box } from "theme-ui";
import PageHero from "../components/page-hero";
import ProjectTile from "../components/project-tile";
import Section from "../components/section";
import Seo from "../components/seo";
import { cardGrid } from "../styles/marketing";

export const query = graphql`
  query OurWorkPage {
    allPortfolioJson {
      nodes {
        alt
        url
        category
        src {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 800, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
          }
        }
      }
    }
    # A tile links to the case study whose live-site address is the tile's address (portfolio.json
    # url = case study url): the address already identifies the client in both files, so an editor
    # adds a case study without touching the portfolio, and a renamed tile keeps its case study.
    caseStudies: allMdx(filter: { fields: { collection: { eq: "case-studies" } } }) {
      nodes {
        frontmatter {
          slug
          url
        }
      }
    }
    marketingJson {
      caseStudies {
        tileLink
      }
    }
  }
`;

export default function OurWorkPage({ data }: PageProps<Queries.OurWorkPageQuery>) {
  const sites = data.allPortfolioJson.nodes;
  const studies = new Map(data.caseStudies.nodes.map(({ frontmatter: fm }) => [fm.url, `/our-work/${fm.slug}`]));
  const tileLink = data.marketingJson?.caseStudies.tileLink ?? "";
  return (
    <>
      <PageHero
        eyebrow="Portfolio"
        title="Some of Our Projects"
        lead="Websites and stores we have designed and built for clients across retail, healthcare, hospitality, home services and professional services. Hover over a project to stop it scrolling; select it to visit the live site."
      />
      <Section id="projects" title={`${sites.length} client websites`}>
        <Box as="ul" sx={{ ...cardGrid(3), rowGap: 6 }}>
          {sites.map((site) => {
            const image = getImage(site.src.childImageSharp?.gatsbyImageData ?? null);
            if (!image) return null;
            return (
              <li key={site.url}>
                <ProjectTile
                  name={site.alt}
                  url={site.url}
                  category={site.category}
                  image={image}
                  caseStudy={studies.has(site.url) ? { to: studies.get(site.url)!, label: tileLink } : undefined}
                />
              </li>
            );
          })}
        </Box>
      </Section>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Our Work" pathname={location.pathname} />;
}
