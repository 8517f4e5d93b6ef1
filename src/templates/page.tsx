import { graphql, type HeadProps, type PageProps } from "gatsby";
import LandingSections from "../sections/landing";
import ContentPageHead, { pageKey } from "./page-head";

/**
 * A page of the landing family built from content/pages/<name>.json (the home page, campaign
 * pages): its sections in order, drawn by the family's registry (src/sections/landing.tsx).
 * gatsby/pages.ts picks a page's family from its section types. docs/decisions/sections.md
 */
export const query = graphql`
  query ContentPage($id: String!, $parent: String!) {
    ...ContentPageData
  }
`;

export default function ContentPage({ data }: PageProps<Queries.ContentPageQuery>) {
  if (!data.pagesJson) return null;
  return <LandingSections sections={data.pagesJson.sections} page={pageKey(data.pagesJson.path)} />;
}

export function Head({ data }: HeadProps<Queries.ContentPageQuery>) {
  return <ContentPageHead data={data} />;
}
