import { graphql } from "gatsby";
import LazyContactForm from "../components/forms/lazy-contact-form";
import Section from "../components/section";
import type { SectionProps } from "./types";

export const query = graphql`
  fragment ContactFormSectionFields on ContactFormSection {
    anchor
    title
  }
`;

/** The contact form (POST /api/contact) under a heading; its fields' texts are the form's own (content/forms). */
export default function ContactForm({ section: s, id, tone }: SectionProps<Queries.ContactFormSectionFieldsFragment>) {
  return (
    <Section id={id} tone={tone} title={s.title} width="narrow">
      <LazyContactForm />
    </Section>
  );
}
