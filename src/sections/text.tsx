import { graphql } from "gatsby";
import { Text as Paragraph } from "theme-ui";
import Section from "../components/section";
import { SectionAction } from "./action";
import type { SectionProps } from "./types";

export const query = graphql`
  fragment TextSectionFields on TextSection {
    eyebrow
    title
    paragraphs
    action {
      ...PageActionFields
    }
  }
`;

/** A heading and paragraphs of text in a narrow column. */
export default function Text({ section: s, id, tone }: SectionProps<Queries.TextSectionFieldsFragment>) {
  return (
    <Section id={id} tone={tone} eyebrow={s.eyebrow ?? undefined} title={s.title} width="narrow">
      {s.paragraphs.map((p) => (
        <Paragraph as="p" key={p} sx={{ mt: 0, mb: 3, fontSize: 3 }}>
          {p}
        </Paragraph>
      ))}
      <SectionAction action={s.action} />
    </Section>
  );
}
