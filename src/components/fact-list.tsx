import type { ReactNode } from "react";
import { Box, Text, type ThemeUICSSObject } from "theme-ui";
import { cardGrid } from "../styles/marketing";

/**
 * Facts as a description list in two columns: a muted label over each bold value (a case study's
 * client and services, a job opening's location and salary).
 */
export default function FactList({
  facts,
  listSx,
  testId,
}: {
  facts: readonly (readonly [label: string, value: ReactNode])[];
  /** Margins around the list. */
  listSx?: ThemeUICSSObject;
  testId?: string;
}) {
  return (
    <Box as="dl" data-testid={testId} sx={{ ...cardGrid(2), gap: 3, dd: { m: 0, fontWeight: "bold" }, ...listSx }}>
      {facts.map(([label, value]) => (
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
