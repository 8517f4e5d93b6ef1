import { graphql } from "gatsby";
import { Box, Heading, Text } from "theme-ui";
import Section from "../components/section";
import { cardGrid, iconBadge } from "../styles/marketing";
import type { SectionProps } from "./types";

export const query = graphql`
  fragment StepsSectionFields on StepsSection {
    eyebrow
    title
    intro
    steps {
      title
      description
    }
  }
`;

/** Numbered steps of a process, in order. */
export default function Steps({ section: s, id, tone }: SectionProps<Queries.StepsSectionFieldsFragment>) {
  return (
    <Section id={id} tone={tone} eyebrow={s.eyebrow ?? undefined} title={s.title} intro={s.intro ?? undefined}>
      <Box as="ol" sx={cardGrid(s.steps.length % 3 === 0 ? 3 : 4)}>
        {s.steps.map((step, i) => (
          <Box as="li" key={step.title} sx={{ variant: "cards.primary", p: 4 }}>
            <Text
              as="span"
              aria-hidden="true"
              sx={{ ...iconBadge, bg: "primary", color: "background", fontWeight: "bold", fontSize: 3 }}
            >
              {i + 1}
            </Text>
            <Heading as="h3" sx={{ fontSize: 4, mt: 3, mb: 2 }}>
              <span className="visually-hidden">Step {i + 1}: </span>
              {step.title}
            </Heading>
            <Text as="p" variant="muted" sx={{ m: 0 }}>
              {step.description}
            </Text>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
