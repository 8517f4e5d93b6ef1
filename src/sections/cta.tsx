import { graphql } from "gatsby";
import CtaBand from "../components/cta-band";
import { useSite } from "../hooks/use-site";
import { fill } from "../lib/template";
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

/** The closing call to action: a dark card with a heading, a line of text ({replyTime} filled) and buttons. */
export default function Cta({ section: s, id }: SectionProps<Queries.CtaSectionFieldsFragment>) {
  const site = useSite();
  return (
    <CtaBand id={id} title={s.title} text={fill(s.text, { replyTime: site.replyTime })}>
      <Actions actions={s.actions} main="accent" rest="onInk" center />
    </CtaBand>
  );
}
