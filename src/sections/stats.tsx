import { graphql } from "gatsby";
import { Box, Heading, Text } from "theme-ui";
import Counter from "../components/counter";
import { cardGrid, statPair, statValue } from "../styles/marketing";
import type { SectionProps } from "./types";

export const query = graphql`
  fragment StatsSectionFields on StatsSection {
    title
    stats {
      value
      label
    }
  }
`;

/** A dark band of figures counted up when scrolled into view; its heading is for screen readers. */
export default function Stats({ section: s, id }: SectionProps<Queries.StatsSectionFieldsFragment>) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-title`} sx={{ bg: "ink", color: "onInk", py: [6, 7] }}>
      <Box sx={{ variant: "layout.container" }}>
        <Heading as="h2" id={`${id}-title`} className="visually-hidden">
          {s.title}
        </Heading>
        <Box as="dl" sx={{ ...cardGrid(s.stats.length % 3 === 0 ? 3 : 4), m: 0, textAlign: "center" }}>
          {s.stats.map((item) => (
            // "home-stat": the test hook of the home page's figures (tests/e2e/pages.spec.ts).
            <Box key={item.label} data-testid="home-stat" sx={statPair}>
              <Text as="dt" sx={{ color: "onInkMuted" }}>
                {item.label}
              </Text>
              <Text as="dd" sx={{ ...statValue, m: 0, color: "accent" }}>
                <Counter value={item.value} />
              </Text>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
