import { graphql, type HeadProps, type PageProps } from "gatsby";
import ContactSections from "../sections/contact";
import ContentPageHead, { pageKey } from "./page-head";

/**
 * A page of the Contact family built from content/pages/<name>.json (/contact): its sections in
 * order, drawn by the family's registry (src/sections/contact.tsx), without the home page's code.
 * gatsby/pages.ts picks a page's family from its section types. docs/decisions/sections.md
 */
export const query = graphql`
  query ContactContentPage($id: String!, $parent: String!) {
    ...ContentPageData
  }
`;

export default function ContactContentPage({ data }: PageProps<Queries.ContactContentPageQuery>) {
  if (!data.pagesJson) return null;
  return <ContactSections sections={data.pagesJson.sections} page={pageKey(data.pagesJson.path)} />;
}

export function Head({ data }: HeadProps<Queries.ContactContentPageQuery>) {
  return <ContentPageHead data={data} />;
}
