/**
 * What a page's share card says beyond its title (gatsby/share-images.ts `extras`): a service's
 * price, an opening's place and terms, an article's date and reading time over its hero, a case
 * study's industry over its hero. Read from content through GraphQL after the pages exist.
 */
import { formatLongDate } from "../src/lib/dates";
import { jobPath } from "../src/lib/jobs";
import { caseStudies, type Graphql, type PageReporter } from "./create-pages";

export interface ShareCardFacts {
  /** The line under the title, by page path. */
  details: Map<string, string>;
  /** The image under the card, by page path. */
  backgrounds: Map<string, string>;
}

export async function shareCardFacts(graphql: Graphql, reporter: PageReporter): Promise<ShareCardFacts | undefined> {
  const result = await graphql<Queries.ShareCardsQuery>(`
    query ShareCards {
      allServicesJson {
        nodes {
          slug
          price
        }
      }
      allJobsJson {
        nodes {
          slug
          location
          type
          workplace
        }
      }
      allMdx(filter: { fields: { collection: { eq: "blog" } } }) {
        nodes {
          frontmatter {
            slug
            date
            hero {
              absolutePath
            }
          }
          fields {
            readingMinutes
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query content for the share images", result.errors);
    return undefined;
  }
  const details = new Map<string, string>();
  const backgrounds = new Map<string, string>();
  for (const s of result.data.allServicesJson.nodes) details.set(`/services/${s.slug}`, `Starting at ${s.price}`);
  // Job openings: where and how, under the title ("Mumbai · Full Time · Hybrid").
  for (const j of result.data.allJobsJson.nodes)
    details.set(jobPath(j.slug), [j.location, j.type, j.workplace].join(" · "));
  for (const { frontmatter: fm, fields } of result.data.allMdx.nodes) {
    const minutes = fields?.readingMinutes ? ` · ${fields.readingMinutes} min read` : "";
    details.set(`/blog/${fm.slug}`, `${formatLongDate(fm.date!)}${minutes}`);
    if (fm.hero) backgrounds.set(`/blog/${fm.slug}`, fm.hero.absolutePath);
  }
  // Case studies: the kicker is the client (the page name), the industry under the title, over the hero.
  const studies = await caseStudies(graphql);
  if (!studies) {
    reporter.panicOnBuild("Could not query the case studies for their share images");
    return undefined;
  }
  for (const { frontmatter: fm } of studies) {
    details.set(`/our-work/${fm.slug}`, fm.industry!);
    if (fm.hero) backgrounds.set(`/our-work/${fm.slug}`, fm.hero.absolutePath);
  }
  return { details, backgrounds };
}
