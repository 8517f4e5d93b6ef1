import { graphql, type HeadProps, type PageProps } from "gatsby";
import ServicesSections from "../sections/services-family";
import ContentPageHead, { pageKey } from "./page-head";

/**
 * A page of the Services family built from content/pages/<name>.json (/services): its sections in
 * order, drawn by the family's registry (src/sections/services-family.tsx), without the home page's code.
 * gatsby/pages.ts picks a page's family from its section types. docs/decisions/sections.md
 */
export const query = graphql`
  query ServicesContentPage($id: String!, $parent: String!) {
    ...ContentPageData
  }
`;

export default function ServicesContentPage({ data }: PageProps<Queries.ServicesContentPageQuery>) {
  if (!data.pagesJson) return null;
  return <ServicesSections sections={data.pagesJson.sections} page={pageKey(data.pagesJson.path)} />;
}

export function Head({ data }: HeadProps<Queries.ServicesContentPageQuery>) {
  return <ContentPageHead data={data} />;
}
