import { graphql, type HeadProps, type PageProps } from "gatsby";
import LogoStrip from "../components/logo-strip";
import PageHero from "../components/page-hero";
import Seo from "../components/seo";

/** The strip's heading is the home page's (content/pages/home.json), so both say the same. */
export const query = graphql`
  query ClientsSectionsPage {
    pagesJson(path: { eq: "/" }) {
      sections {
        __typename
        ... on LogosSection {
          title
        }
      }
    }
  }
`;

export default function ClientsSectionsPage({ data }: PageProps<Queries.ClientsSectionsPageQuery>) {
  const logos = data.pagesJson?.sections.find((s) => s.__typename === "LogosSection");
  const title = logos && "title" in logos ? logos.title : "";
  return (
    <>
      <PageHero
        eyebrow="Clients"
        title="Businesses We Have Worked For"
        lead="From neighborhood shops to multi-location brands, our clients trust us with the channels that bring them customers."
      />
      <LogoStrip title={title} />
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Our Clients" pathname={location.pathname} />;
}
