import { graphql, type HeadProps, type PageProps } from "gatsby";
import Sections from "../src/sections";
import ContentPageHead, { pageKey } from "../src/templates/page-head";

/**
 * A page built from content/pages/<name>.json whose sections no single family has (a hero beside
 * the team): drawn by the registry of every type (src/sections/index.tsx), so it ships them all.
 * gatsby/pages.ts picks a page's family from its section types. docs/decisions/sections.md
 *
 * It lives outside src/ on purpose: Gatsby extracts the queries of every file under src/ and warns
 * ("The GraphQL query in the non-page component … will not be run") on each bootstrap about a page
 * query in a file no page uses, which is this template's normal state. Outside src/ its query is
 * extracted only when createPages gives it a page, as for any page component.
 *
 * Its query has no name, so typegen leaves it out of src/gatsby-types.d.ts: the committed types are
 * then the same whether or not some page uses this template (docs/decisions/typegen.md). The query
 * is the fragment alone, so its data has the fragment's type.
 */
export const query = graphql`
  query ($id: String!, $parent: String!) {
    ...ContentPageData
  }
`;

export default function AnyContentPage({ data }: PageProps<Queries.ContentPageDataFragment>) {
  if (!data.pagesJson) return null;
  return <Sections sections={data.pagesJson.sections} page={pageKey(data.pagesJson.path)} />;
}

export function Head({ data }: HeadProps<Queries.ContentPageDataFragment>) {
  return <ContentPageHead data={data} />;
}
