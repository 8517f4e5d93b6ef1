import { graphql, type HeadProps, type PageProps } from "gatsby";
import WorkSections from "../sections/work-family";
import ContentPageHead, { pageKey } from "./page-head";

/**
 * A page of the Our work family built from content/pages/<name>.json (/our-work): its sections in
 * order, drawn by the family's registry (src/sections/work-family.tsx), without the home page's code.
 * gatsby/pages.ts picks a page's family from its section types. docs/decisions/sections.md
 */
export const query = graphql`
  query WorkContentPage($id: String!, $parent: String!) {
    ...ContentPageData
  }
`;

export default function WorkContentPage({ data }: PageProps<Queries.WorkContentPageQuery>) {
  if (!data.pagesJson) return null;
  return <WorkSections sections={data.pagesJson.sections} page={pageKey(data.pagesJson.path)} />;
}

export function Head({ data }: HeadProps<Queries.WorkContentPageQuery>) {
  return <ContentPageHead data={data} />;
}
