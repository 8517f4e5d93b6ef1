import { graphql } from "gatsby";
import { Box, Text, type ThemeUICSSObject } from "theme-ui";
import { cardGrid, statPair, statValue } from "../styles/marketing";

/** A figure of the marketing copy (a service page's results); a case study's come as ResultFigure. */
export const query = graphql`
  fragment FigureGridItem on MarketingStat {
    value
    label
  }
`;

/** Figures with their labels as cards in a grid: a definition list, label then figure. */
export default function FigureGrid({
  figures,
  columns,
  sx,
  testId,
}: {
  figures: readonly { label: string; value: string }[];
  columns: 2 | 3 | 4;
  sx?: ThemeUICSSObject;
  testId?: string;
}) {
  return (
    <Box as="dl" data-testid={testId} sx={{ ...cardGrid(columns), ...sx }}>
      {figures.map((r) => (
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
  );
}
