import { graphql } from "gatsby";
import { Box, Heading, Text } from "theme-ui";
import Section from "../components/section";
import type { SectionProps } from "./types";

export const query = graphql`
  fragment StatementsSectionFields on StatementsSection {
    anchor
    eyebrow
    title
    statements {
      title
      text
    }
  }
`;

/** Short titled statements side by side (the mission and the vision): the first on a dark card. */
export default function Statements({ section: s, id, tone }: SectionProps<Queries.StatementsSectionFieldsFragment>) {
  return (
    <Section id={id} tone={tone} eyebrow={s.eyebrow ?? undefined} title={s.title}>
      <Box sx={{ display: "grid", gap: 4, gridTemplateColumns: ["1fr", null, "1fr 1fr"] }}>
        {s.statements.map((item, i) => (
          <Box
            key={item.title}
            sx={i === 0 ? { variant: "cards.ink", borderRadius: "lg" } : { variant: "cards.primary" }}
          >
            <Heading as="h3" sx={{ fontSize: 5, mb: 3, color: i === 0 ? "accent" : "primary" }}>
              {item.title}
            </Heading>
            <Text as="p" sx={{ m: 0, fontSize: 3, color: i === 0 ? "onInk" : undefined }}>
              {item.text}
            </Text>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
