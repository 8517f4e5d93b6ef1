import { graphql } from "gatsby";
import Section from "../components/section";
import StepList from "../components/step-list";
import type { SectionProps } from "./types";

export const query = graphql`
  fragment StepsSectionFields on StepsSection {
    eyebrow
    title
    intro
    steps {
      ...StepListItem
    }
  }
`;

/** Numbered steps of a process, in order. */
export default function Steps({ section: s, id, tone }: SectionProps<Queries.StepsSectionFieldsFragment>) {
  return (
    <Section id={id} tone={tone} eyebrow={s.eyebrow ?? undefined} title={s.title} intro={s.intro ?? undefined}>
      <StepList steps={s.steps} columns={s.steps.length % 3 === 0 ? 3 : 4} />
    </Section>
  );
}
