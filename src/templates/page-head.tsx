import Seo from "../components/seo";
import type { Crumb } from "../lib/structured-data";

interface Data {
  pagesJson: { path: string; title: string; description: string; noindex: boolean | null } | null;
  parent: { path: string; title: string } | null;
}

/**
 * The head of a page built from sections (both templates): Seo from the file's title and
 * description; nested pages (/campaigns/spring-seo) name their parent page in the breadcrumb trail.
 */
export default function ContentPageHead({ data }: { data: Data }) {
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
