import { graphql } from "gatsby";
import { Box, Text as Paragraph } from "theme-ui";
import Section from "../components/section";
import { statPair, statValue } from "../styles/marketing";
import { SectionAction } from "./action";
import type { SectionProps } from "./types";

export const query = graphql`
  fragment TextSectionFields on TextSection {
    anchor
    eyebrow
    title
    paragraphs
    facts {
      value
      label
    }
    action {
      ...PageActionFields
    }
  }
`;

/** A heading and paragraphs of text in a narrow column or, with key facts, beside a column of them. */
export default function Text({ section: s, id, tone }: SectionProps<Queries.TextSectionFieldsFragment>) {
  const paragraphs = s.paragraphs.map((p) => (
    <Paragraph as="p" key={p} sx={{ mt: 0, mb: 3, fontSize: 3 }}>
      {p}
    </Paragraph>
  ));
  const facts = s.facts?.length ? s.facts : null;
  return (
    <Section id={id} tone={tone} eyebrow={s.eyebrow ?? undefined} title={s.title} width={facts ? undefined : "narrow"}>
      {facts ? (
        <Box sx={{ display: "grid", gap: [5, null, 6], gridTemplateColumns: ["1fr", null, "3fr 2fr"] }}>
          <div>{paragraphs}</div>
          <Box as="dl" sx={{ display: "grid", gap: 3, m: 0 }}>
            {facts.map((f) => (
              <Box key={f.label} sx={{ variant: "cards.muted", p: 4, ...statPair }}>
                <Paragraph as="dt" variant="muted">
                  {f.label}
                </Paragraph>
                <Paragraph as="dd" sx={{ ...statValue, m: 0, color: "primary" }}>
                  {f.value}
                </Paragraph>
              </Box>
            ))}
          </Box>
        </Box>
      ) : (
        paragraphs
      )}
      <SectionAction action={s.action} />
    </Section>
  );
}
