import { graphql } from "gatsby";
import { Box, Text } from "theme-ui";
import { cardGrid, statPair, statValue } from "../../styles/marketing";

export const query = graphql`
  fragment KeyFigure on MarketingStat {
    value
    label
  }
`;

/** A service page's key figures: a band of label and value pairs. */
export default function KeyFigures({ label, stats }: { label: string; stats: readonly Queries.KeyFigureFragment[] }) {
  return (
    <Box as="section" aria-label={label} sx={{ bg: "muted", py: [5, 6] }}>
      <Box as="dl" sx={{ variant: "layout.container", ...cardGrid(4), m: "0 auto" }}>
        {stats.map((s) => (
          <Box key={s.label} sx={{ ...statPair, textAlign: ["left", "center"] }}>
            <Text as="dt" variant="muted">
              {s.label}
            </Text>
            <Text as="dd" sx={{ ...statValue, m: 0, color: "primary" }}>
              {s.value}
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
