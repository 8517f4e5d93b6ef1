import { graphql, Link } from "gatsby";
import type { ReactNode } from "react";
import { useFrame } from "../hooks/use-frame";
import { servicePath } from "../hooks/use-services";
import FactList from "./fact-list";
import NewTabLink from "./new-tab-link";

export const fragment = graphql`
  fragment CaseStudyFacts on MdxFrontmatter {
    client
    industry
    url
    services {
      slug
      title
    }
  }
`;

export interface CaseStudyFactsProps {
  facts: Queries.CaseStudyFactsFragment;
  /** Labels from content/case-study-labels.json (caseStudies). */
  labels: { clientLabel: string; industryLabel: string; servicesLabel: string; liveSiteLabel: string };
}

/** Client, industry, the services used (linked to their pages) and the live site (new tab). */
export default function CaseStudyFacts({ facts, labels }: CaseStudyFactsProps) {
  const { newTab } = useFrame().cards;
  const rows: [string, ReactNode][] = [
    [labels.clientLabel, facts.client],
    [labels.industryLabel, facts.industry],
    [
      labels.servicesLabel,
      facts.services?.map((s, i) => (
        <span key={s.slug}>
          {i > 0 && ", "}
          <Link to={servicePath(s.slug)}>{s.title}</Link>
        </span>
      )),
    ],
  ];
  if (facts.url)
    rows.push([
      labels.liveSiteLabel,
      <NewTabLink key="live" href={facts.url} note={<> {newTab}</>}>
        {new URL(facts.url).hostname}
      </NewTabLink>,
    ]);
  return <FactList facts={rows} listSx={{ mt: 5 }} />;
}
