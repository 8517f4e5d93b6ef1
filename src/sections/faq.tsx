import { graphql } from "gatsby";
import { Box, Text } from "theme-ui";
import Section from "../components/section";
import type { SectionProps } from "./types";

export const query = graphql`
  fragment FaqSectionFields on FaqSection {
    anchor
    eyebrow
    title
    questions {
      question
      answer
    }
  }
`;

/** Questions that open to their answers (native <details>: no script). */
export default function Faq({ section: s, id, tone }: SectionProps<Queries.FaqSectionFieldsFragment>) {
  return (
    <Section id={id} tone={tone} eyebrow={s.eyebrow ?? undefined} title={s.title} width="narrow">
      <Box sx={{ display: "grid", gap: 3 }}>
        {s.questions.map((item) => (
          <Box
            as="details"
            key={item.question}
            sx={{
              variant: "cards.primary",
              p: 0,
              boxShadow: "none",
              "& > summary": {
                cursor: "pointer",
                listStyle: "none",
                p: 4,
                fontWeight: "bold",
                display: "flex",
                justifyContent: "space-between",
                gap: 3,
                "&::-webkit-details-marker": { display: "none" },
                "&::after": { content: '"+"', color: "primary", fontSize: 4, lineHeight: 1 },
                "&:focus-visible": { outline: "3px solid", outlineColor: "focus", outlineOffset: "2px" },
              },
              "&[open] > summary::after": { content: '"−"' },
            }}
          >
            <summary>{item.question}</summary>
            <Text as="p" variant="muted" sx={{ px: 4, pb: 4, mt: 0 }}>
              {item.answer}
            </Text>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
