import { graphql } from "gatsby";
import Seo from "../components/seo";
import type { Crumb } from "../lib/structured-data";

/**
 * Everything a page built from sections asks of content/pages/<name>.json, and the one query of
 * every such template (page.tsx, inner-page.tsx, ...: `query X($id: String!, $parent: String!) {
 * ...ContentPageData }`): the page by id with its sections, and its parent page by path ($parent,
 * "" at the top level) for the breadcrumb trail. gatsby-node.ts passes both in the page context.
 */
export const query = graphql`
  fragment ContentPageData on Query {
    pagesJson(id: { eq: $id }) {
      path
      title
      description
      noindex
      sections {
        ...PageSections
      }
    }
    parent: pagesJson(path: { eq: $parent }) {
      path
      title
    }
  }
`;

/**
 * The head of a page built from sections (every family's template): Seo from the file's title and
 * description; nested pages (/campaigns/spring-seo) name their parent page in the breadcrumb trail.
 */
export default function ContentPageHead({ data }: { data: Queries.ContentPageDataFragment }) {
  const page = data.pagesJson;
  if (!page) return null;
  const { parent } = data;
  const trail: Crumb[] | undefined = parent
    ? [
        { name: "Home", path: "/" },
        { name: parent.title, path: parent.path },
        { name: page.title, path: page.path },
      ]
    : undefined;
  return (
    <Seo
      title={page.title}
      description={page.description}
      pathname={page.path}
      noindex={page.noindex === true}
      breadcrumbs={trail}
    />
  );
}

/** The page's last path segment ("about"; "home" for /), naming test hooks of its sections. */
export const pageKey = (path: string): string => (path === "/" ? "home" : (path.split("/").pop() ?? ""));
