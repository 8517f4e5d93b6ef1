import { graphql, useStaticQuery } from "gatsby";

export interface ServiceLink {
  slug: string;
  title: string;
  path: string;
}

/** The eight services in display order, with their routes. */
export function useServices(): ServiceLink[] {
  const data = useStaticQuery<Queries.ServiceLinksQuery>(graphql`
    query ServiceLinks {
      allServicesJson(sort: { order: ASC }) {
        nodes {
          slug
          title
        }
      }
    }
  `);
  return data.allServicesJson.nodes.map((s) => ({ slug: s.slug, title: s.title, path: servicePath(s.slug) }));
}

export function servicePath(slug: string): string {
  return `/services/${slug}`;
}
