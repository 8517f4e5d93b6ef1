import { graphql, Link } from "gatsby";
import type { ReactNode } from "react";
import { Box, Text } from "theme-ui";
import { servicePath } from "../hooks/use-services";
import { cardGrid } from "../styles/marketing";

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
  /** Labels from content/marketing.json (caseStudies). */
  labels: { clientLabel: string; industryLabel: string; servicesLabel: string; liveSiteLabel: string };
}

/** Client, industry, the services used (linked to their pages) and the live site (new tab). */
export default function CaseStudyFacts({ facts, labels }: CaseStudyFactsProps) {
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
      <a key="live" href={facts.url} target="_blank" rel="noopener noreferrer">
        {new URL(facts.url).hostname}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>,
    ]);
  return (
    <Box as="dl" sx={{ ...cardGrid(2), mt: 5, gap: 3, dd: { m: 0, fontWeight: "bold" } }}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text as="dt" variant="muted" sx={{ fontSize: 1 }}>
            {label}
          </Text>
          <dd>{value}</dd>
        </div>
      ))}
    </Box>
  );
}
