import { graphql } from "gatsby";
import { Box, Heading, Text, type ThemeUICSSObject } from "theme-ui";
import { cardGrid, statPair, statValue } from "../styles/marketing";

export const fragment = graphql`
  fragment ResultFigure on CaseStudyResult {
    value
    label
  }
`;

interface Props {
  title: string;
  results: readonly Queries.ResultFigureFragment[];
  headingSx?: ThemeUICSSObject;
}

/** A heading, then results as big figures with their labels (a definition list: label, then figure). */
export default function ResultFigures({ title, results, headingSx }: Props) {
  return (
    <>
      <Heading as="h2" sx={headingSx}>
        {title}
      </Heading>
      <Box as="dl" data-testid="case-study-results" sx={{ ...cardGrid(2), mb: 5 }}>
        {results.map((r) => (
          <Box key={r.label} sx={{ variant: "cards.muted", p: 4, ...statPair, gap: 2 }}>
            <Text as="dt" variant="muted">
              {r.label}
            </Text>
            <Text as="dd" sx={{ ...statValue, m: 0, color: "secondary" }}>
              {r.value}
            </Text>
          </Box>
        ))}
      </Box>
    </>
  );
}
