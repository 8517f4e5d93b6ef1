import { graphql } from "gatsby";
import LogoStrip from "../components/logo-strip";
import type { SectionProps } from "./types";

export const query = graphql`
  fragment LogosSectionFields on LogosSection {
    title
  }
`;

/** The client logos of content/clients.json. */
export default function Logos({ section, id, tone }: SectionProps<Queries.LogosSectionFieldsFragment>) {
  return <LogoStrip id={id} title={section.title} tone={tone} />;
}
