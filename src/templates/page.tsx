import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../components/seo";
import Sections from "../sections";
import type { Crumb } from "../lib/structured-data";

/**
 * A page built from content/pages/<name>.json: its sections in order (src/sections/), its Seo
 * head from the file's title and description. Nested pages (/campaigns/spring-seo) name their
 * parent page in the breadcrumb trail. docs/decisions/sections.md
 */
export const query = graphql`
  query ContentPage($id: String!, $parent: String!) {
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

type Props = PageProps<Queries.ContentPageQuery>;

export default function ContentPage({ data }: Props) {
  if (!data.pagesJson) return null;
  return <Sections sections={data.pagesJson.sections} />;
}

export function Head({ data }: HeadProps<Queries.ContentPageQuery>) {
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
