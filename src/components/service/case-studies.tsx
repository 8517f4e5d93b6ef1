import { graphql } from "gatsby";
import CaseStudyList from "../case-study-list";
import Section from "../section";

/** On Query, with the page's $id: the case studies of clients who used this service, and their labels. */
export const query = graphql`
  fragment ServiceCaseStudies on Query {
    # The case studies of clients who used this service (content/case-studies/, frontmatter services).
    caseStudies: allMdx(
      filter: {
        fields: { collection: { eq: "case-studies" } }
        frontmatter: { services: { elemMatch: { id: { eq: $id } } } }
      }
      sort: { frontmatter: { date: DESC } }
    ) {
      nodes {
        ...CaseStudyCard
      }
    }
    caseStudyLabelsJson {
      caseStudies {
        serviceListTitle
        tileLink
      }
    }
  }
`;

/** A service page's case studies, newest first; nothing when no case study names the service. */
export default function ServiceCaseStudies({ data }: { data: Queries.ServiceCaseStudiesFragment }) {
  const labels = data.caseStudyLabelsJson?.caseStudies;
  if (data.caseStudies.nodes.length === 0 || !labels) return null;
  return (
    <Section id="case-studies" tone="muted" title={labels.serviceListTitle}>
      <CaseStudyList studies={data.caseStudies.nodes} linkLabel={labels.tileLink} />
    </Section>
  );
}
