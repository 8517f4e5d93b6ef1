import { Box, Text } from "theme-ui";
import { statPair, statValue } from "../styles/marketing";
import Counter from "./counter";

export interface HeroStatsProps {
  stats: readonly { value: string; label: string }[];
  /** Names the list for screen readers ("At a glance"). */
  label: string;
  columns: 2 | 3;
  testId: string;
}

/** Counted-up figures in a page hero's aside: a description list of value and label pairs. */
export default function HeroStats({ stats, label, columns, testId }: HeroStatsProps) {
  return (
    <Box
      as="dl"
      aria-label={label}
      sx={{ display: "grid", gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 3, m: 0 }}
    >
      {stats.map((s) => (
        <Box key={s.label} data-testid={testId} sx={{ bg: "inkSoft", borderRadius: "lg", p: [3, 4], ...statPair }}>
          <Text as="dt" sx={{ color: "onInkMuted", fontSize: 1 }}>
            {s.label}
          </Text>
          <Text as="dd" sx={{ ...statValue, fontSize: [6, 7], m: 0, color: "accent" }}>
            <Counter value={s.value} />
          </Text>
        </Box>
      ))}
    </Box>
  );
}
