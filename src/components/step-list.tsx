import { graphql } from "gatsby";
import { Box, Heading, Text } from "theme-ui";
import { useFrame } from "../hooks/use-frame";
import { fill } from "../lib/template";
import { cardGrid, iconBadge } from "../styles/marketing";

/** A step of a process (a steps section's `steps`, a service page's `process`). */
export const query = graphql`
  fragment StepListItem on MarketingStep {
    title
    description
  }
`;

/**
 * Numbered steps of a process, as an ordered list of cards: the number drawn in a badge (hidden from
 * screen readers, which hear "Step 2:" from content/frame.json before the title instead).
 */
export default function StepList({
  steps,
  columns,
}: {
  steps: readonly Queries.StepListItemFragment[];
  columns: 2 | 3 | 4;
}) {
  const { step: label } = useFrame().cards;
  return (
    <Box as="ol" sx={{ ...cardGrid(columns), counterReset: "step" }}>
      {steps.map((step, i) => (
        <Box as="li" key={step.title} sx={{ variant: "cards.primary", p: 4 }}>
          <Text
            as="span"
            aria-hidden="true"
            sx={{ ...iconBadge, bg: "primary", color: "background", fontWeight: "bold", fontSize: 3 }}
          >
            {i + 1}
          </Text>
          <Heading as="h3" sx={{ fontSize: 4, mt: 3, mb: 2 }}>
            <span className="visually-hidden">{fill(label, { number: String(i + 1) })} </span>
            {step.title}
          </Heading>
          <Text as="p" variant="muted" sx={{ m: 0 }}>
            {step.description}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
