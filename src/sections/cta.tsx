import { graphql } from "gatsby";
import CtaBand from "../components/cta-band";
import Actions from "./action";
import type { SectionProps } from "./types";

export const query = graphql`
  fragment CtaSectionFields on CtaSection {
    title
    text
    actions {
      ...PageActionFields
    }
  }
`;

/** The closing call to action: a dark card with a heading, a line of text and buttons. */
export default function Cta({ section: s, id }: SectionProps<Queries.CtaSectionFieldsFragment>) {
  return (
    <CtaBand id={id} title={s.title} text={s.text}>
      <Actions actions={s.actions} main="accent" rest="onInk" center />
    </CtaBand>
  );
}
