import { graphql, type HeadProps, type PageProps } from "gatsby";
import InnerSections from "../sections/inner";
import ContentPageHead, { pageKey } from "./page-head";

/**
 * A page of the inner pages' family built from content/pages/<name>.json (/about): its sections in
 * order, drawn by the family's registry (src/sections/inner.tsx), without the home page's code.
 * gatsby/pages.ts picks a page's family from its section types. docs/decisions/sections.md
 */
export const query = graphql`
  query InnerContentPage($id: String!, $parent: String!) {
    ...ContentPageData
  }
`;

export default function InnerContentPage({ data }: PageProps<Queries.InnerContentPageQuery>) {
  if (!data.pagesJson) return null;
  return <InnerSections sections={data.pagesJson.sections} page={pageKey(data.pagesJson.path)} />;
}

export function Head({ data }: HeadProps<Queries.InnerContentPageQuery>) {
  return <ContentPageHead data={data} />;
}
