/**
 * The pages made from content (gatsby-node.ts createPages): services, legal texts, articles, pages
 * built from sections, case studies and job openings, each family from its query (typegen's
 * `Queries.*`). The content check has checked slugs, paths and frontmatter before the build began.
 */
import path from "node:path";
import type { CreatePagesArgs, Reporter } from "gatsby";
import { jobPath, isOpen } from "../src/lib/jobs";
import { buildDay, postedBy } from "./schedule";
import { establishedFirst } from "./content-check";
import { pageTemplateFile } from "./pages";

export type Graphql = CreatePagesArgs["graphql"];
type CreatePage = CreatePagesArgs["actions"]["createPage"];
/** The part of Gatsby's reporter page creation uses. */
export type PageReporter = Pick<Reporter, "panicOnBuild">;

/** The MDX page of a template: Gatsby renders the file's body into the template's children. */
const withBody = (template: string, contentFilePath: string) => `${template}?__contentFilePath=${contentFilePath}`;

/** Services at /services/<slug>, legal texts at /<slug> (/PrivacyPolicy), articles at /blog/<slug>. */
export async function createContentFilePages(graphql: Graphql, createPage: CreatePage, reporter: PageReporter) {
  const result = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      allServicesJson {
        nodes {
          id
          slug
        }
      }
      legal: allMdx(filter: { fields: { collection: { eq: "legal" } } }) {
        nodes {
          id
          frontmatter {
            slug
          }
          internal {
            contentFilePath
          }
        }
      }
      allMdx(filter: { fields: { collection: { eq: "blog" } } }) {
        nodes {
          id
          frontmatter {
            slug
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query content for pages", result.errors);
    return false;
  }
  const serviceTemplate = path.resolve("src/templates/service.tsx");
  for (const service of result.data.allServicesJson.nodes) {
    createPage({ path: `/services/${service.slug}`, component: serviceTemplate, context: { id: service.id } });
  }
  // Legal texts under content/legal/<name>.mdx: their frontmatter slug is the route (/PrivacyPolicy).
  // The content check has made sure each of the three exists once.
  const legalTemplate = path.resolve("src/templates/legal.tsx");
  for (const page of result.data.legal.nodes) {
    createPage({
      path: `/${page.frontmatter.slug}`,
      component: withBody(legalTemplate, page.internal.contentFilePath!),
      context: { id: page.id },
    });
  }
  const postTemplate = path.resolve("src/templates/blog-post.tsx");
  for (const post of result.data.allMdx.nodes) {
    createPage({
      path: `/blog/${post.frontmatter.slug}`,
      component: withBody(postTemplate, post.internal.contentFilePath!),
      context: { id: post.id },
    });
  }
  return true;
}

/**
 * Pages built from sections (content/pages/<name>.json), each by its family's template. Two files
 * never share a path, even where the check only warned (`gatsby develop`): the established page
 * keeps it (establishedFirst), the newcomer gets no page.
 */
export async function createSectionPages(
  graphql: Graphql,
  createPage: CreatePage,
  reporter: PageReporter,
  root: string,
) {
  const pages = await graphql<Queries.CreateContentPagesQuery>(`
    query CreateContentPages {
      allPagesJson {
        nodes {
          id
          path
          sections {
            __typename
          }
          parent {
            ... on File {
              absolutePath
            }
          }
        }
      }
    }
  `);
  if (pages.errors || !pages.data) {
    reporter.panicOnBuild("Could not query the pages of content/pages", pages.errors);
    return false;
  }
  const claimed = new Map<string, string>();
  const contentPages = pages.data.allPagesJson.nodes.map((n) => ({
    ...n,
    abs: (n.parent as { absolutePath?: string } | null)?.absolutePath ?? n.id,
  }));
  for (const page of establishedFirst(root, contentPages)) {
    const owner = claimed.get(page.path.toLowerCase());
    if (owner) {
      reporter.panicOnBuild(`${page.abs}: path "${page.path}" is already the path of ${owner}: this file gets no page`);
      continue;
    }
    claimed.set(page.path.toLowerCase(), page.abs);
    // `parent`: the page a nested path sits under (its breadcrumb); "" for top-level pages.
    const parent = page.path.split("/").slice(0, -1).join("/");
    const component = path.resolve(pageTemplateFile(page.sections.map((s) => s.__typename)));
    createPage({ path: page.path, component, context: { id: page.id, parent } });
  }
  return true;
}

/** Job openings (content/jobs.json): one page each at /Career/<slug> (docs/decisions/job-pages.md). */
export async function createJobPages(graphql: Graphql, createPage: CreatePage, reporter: PageReporter) {
  const result = await graphql<Queries.JobPagesQuery>(`
    query JobPages {
      allJobsJson {
        nodes {
          id
          slug
          datePosted
          closes
          closed
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the job openings for their pages");
    return;
  }
  // A filled opening keeps its page (old links from job boards), saying so, without JobPosting.
  const template = path.resolve("src/templates/job.tsx");
  // An opening posted after the build's day has no page until then (gatsby/schedule.ts).
  const today = buildDay();
  const posted = postedBy(today);
  for (const job of result.data.allJobsJson.nodes) {
    if (job.datePosted > posted) continue;
    createPage({ path: jobPath(job.slug), component: template, context: { id: job.id, open: isOpen(job, today) } });
  }
}

/** Case studies (content/case-studies/<slug>/index.mdx): their pages and share cards read them. */
export async function caseStudies(graphql: Graphql) {
  const result = await graphql<Queries.CaseStudyPagesQuery>(`
    query CaseStudyPages {
      allMdx(filter: { fields: { collection: { eq: "case-studies" } } }) {
        nodes {
          id
          frontmatter {
            slug
            client
            industry
            hero {
              absolutePath
            }
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  return result.errors ? undefined : result.data?.allMdx.nodes;
}

/** One page each at /our-work/<slug>. */
export async function createCaseStudyPages(graphql: Graphql, createPage: CreatePage, reporter: PageReporter) {
  const studies = await caseStudies(graphql);
  if (!studies) {
    reporter.panicOnBuild("Could not query the case studies for their pages");
    return;
  }
  const template = path.resolve("src/templates/case-study.tsx");
  for (const study of studies) {
    createPage({
      path: `/our-work/${study.frontmatter.slug}`,
      component: withBody(template, study.internal.contentFilePath!),
      context: { id: study.id },
    });
  }
}
