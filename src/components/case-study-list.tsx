import { graphql, Link } from "gatsby";
import { Box, Heading, Text } from "theme-ui";
import { cardGrid } from "../styles/marketing";

export const fragment = graphql`
  fragment CaseStudyCard on Mdx {
    id
    frontmatter {
      slug
      client
      industry
      summary
    }
  }
`;

export interface CaseStudyListProps {
  studies: readonly Queries.CaseStudyCardFragment[];
  /** The link text (content/case-study-labels.json caseStudies.tileLink). */
  linkLabel: string;
}

/** Cards of case studies, each linking to /our-work/<slug> (on the pages of the services they used). */
export default function CaseStudyList({ studies, linkLabel }: CaseStudyListProps) {
  return (
    <Box as="ul" sx={cardGrid(3)}>
      {studies.map(({ id, frontmatter: fm }) => (
        <Box as="li" key={id} sx={{ variant: "cards.primary", p: 4, display: "flex", flexDirection: "column", gap: 2 }}>
          <Heading as="h3" sx={{ fontSize: 4, m: 0 }}>
            {fm.client}
          </Heading>
          <Text as="p" variant="muted" sx={{ m: 0, fontSize: 1 }}>
            {fm.industry}
          </Text>
          <Text as="p" sx={{ m: 0, flex: 1 }}>
            {fm.summary}
          </Text>
          <Link
            to={`/our-work/${fm.slug}`}
            aria-label={`${linkLabel}: ${fm.client}`}
            sx={{ fontWeight: "bold", color: "primary" }}
          >
            {linkLabel}
          </Link>
        </Box>
      ))}
    </Box>
  );
}
