import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { countWords, readingMinutes } from "./gatsby/blog";
import { copyDecapBundle, copyYamlModule } from "./gatsby/admin";
import { writeCmsConfig } from "./gatsby/cms-config";
import { establishedFirst, runContentCheck } from "./gatsby/content-check";
import { sectionUnion, typeDefs } from "./gatsby/content-model/sdl";
import { contextHeaders, isNoindex, robotsTxt } from "./src/contracts/deploy-context";
import { PostBuildError, runPostBuild } from "./gatsby/post-build";
import { buildSwitches, switchNotices, type BuildSwitches } from "./gatsby/switches";
import { ADMIN_HTML } from "./src/contracts/admin-page";
import { writeFonts } from "./gatsby/font-subset";
import { webManifest } from "./gatsby/manifest";
import { displayHost, writeShareImages } from "./gatsby/share-images";
import { pageTemplateFile, sectionResolvers } from "./gatsby/pages";
import { statsPaths } from "./gatsby/stats-paths";
import { formatLongDate } from "./src/lib/dates";
import { isOpen, isoDay, jobPath } from "./src/lib/jobs";
import { configuredTrackers, trackersFromEnv } from "./src/contracts/trackers";
import site from "./content/site.json";

const developing = () => process.env.gatsby_executing_command === "develop";

/** The measurement switches (gatsby/switches.ts); onPreBootstrap fails the build on a bad value. */
const currentSwitches = (): BuildSwitches => buildSwitches(process.env);

/** The optional trackers of this build (src/contracts/trackers.ts); a malformed id fails the build. */
const currentTrackers = () => trackersFromEnv(process.env);

const LOUD = "!".repeat(100);

/** The URLs of the fonts' subsets, written once per build of a site root (gatsby/font-subset.ts). */
const fontUrls = new Map<string, Promise<string[]>>();
function writtenFonts(directory: string): Promise<string[]> {
  const urls = fontUrls.get(directory) ?? writeFonts(directory);
  fontUrls.set(directory, urls);
  return urls;
}

/**
 * Before anything else: the content check (gatsby/content-check.ts). A build stops with one
 * `file: field: problem` line per problem; `gatsby develop` prints them and keeps running.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  let switches = buildSwitches({});
  try {
    switches = currentSwitches();
  } catch (e) {
    reporter.panic((e as Error).message);
  }
  const notices = switchNotices(switches);
  if (notices.length > 0) {
    reporter.warn(
      [LOUD, "MEASUREMENT BUILD: workarounds turned off (gatsby/switches.ts)", ...notices, LOUD].join("\n"),
    );
  }
  if (
    !developing() &&
    switches.postBuildSkip.size > 0 &&
    fs.existsSync(path.join(program.directory, "public", "index.html"))
  ) {
    reporter.panic(
      "POST_BUILD_SKIP needs a clean build: Gatsby reuses the HTML of unchanged pages from public/, which carries the " +
        "previous build's rewrites. Run `npx gatsby clean` first.",
    );
  }
  try {
    const on = configuredTrackers(currentTrackers());
    if (on.length > 0) reporter.info(`Trackers on, each after consent: ${on.map((t) => t.env).join(", ")}`);
  } catch (e) {
    reporter.panic((e as Error).message);
  }
  if (runContentCheck(program.directory, reporter, developing())) reporter.info("Content check: content/ is valid");
  try {
    await writtenFonts(program.directory);
  } catch (e) {
    reporter.panic(`Fonts: could not cut the subsets (gatsby/font-subset.ts): ${(e as Error).message}`);
  }
  copyDecapBundle(program.directory);
  copyYamlModule(program.directory);
  // The CMS's configuration, generated from the content model (docs/decisions/cms-config.md).
  writeCmsConfig(program.directory);
};

/** `npm run develop`: /admin is the same CMS page the admin function serves on Netlify. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(
    ["/admin", "/admin/"],
    (_req: unknown, res: { set: (h: Record<string, string>) => { send: (body: string) => void } }) => {
      res.set({ "Content-Type": "text/html; charset=utf-8", "X-Robots-Tag": "noindex, nofollow" }).send(ADMIN_HTML);
    },
  );
};

let bootstrapped = false;
let recheck: ReturnType<typeof setTimeout> | undefined;
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  bootstrapped = true;
};

/** What the cookie banner shows (src/components/privacy/consent-banner.tsx), read when the bundles are made. */
function bannerTexts(root: string) {
  const texts = JSON.parse(fs.readFileSync(path.join(root, "content", "privacy-choices.json"), "utf8")) as {
    banner: { label: string; text: string; choose: string };
    rejectAll: string;
    acceptAll: string;
  };
  return { ...texts.banner, rejectAll: texts.rejectAll, acceptAll: texts.acceptAll };
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async ({ actions, plugins, store }) => {
  const trackers = currentTrackers();
  const { program } = store.getState() as { program: { directory: string } };
  const fonts = await writtenFonts(program.directory);
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
        // The optional trackers (src/contracts/trackers.ts), null unless configured.
        __GA4_ID__: JSON.stringify(trackers.ga4),
        __META_PIXEL_ID__: JSON.stringify(trackers.meta),
        // A preview's pages say what its X-Robots-Tag header says (src/contracts/deploy-context.ts).
        __SITE_NOINDEX__: JSON.stringify(isNoindex(process.env)),
        // The cookie banner's five texts (content/privacy-choices.json), so the banner, in every page's
        // bundle when a tracker is on, carries them and not the whole dialog's file with its table.
        __CONSENT_BANNER__: JSON.stringify(bannerTexts(program.directory)),
        // The fonts' subsets under their hashed names, for the head of every page (gatsby-ssr.tsx).
        __FONT_URLS__: JSON.stringify(fonts),
      }),
    ],
  });
};

/** Section fields computed from other content: a projects section's sites, a testimonials section's quotes. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(sectionResolvers());
};

/** Every content type, derived from the content model (gatsby/content-model.ts). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createTypes(typeDefs());
  // The union of section types, declared in the SDL above, picks its member by the section's `type`.
  actions.createTypes(schema.buildUnionType(sectionUnion()));
};

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, getNode, reporter, store }) => {
  // In `gatsby develop`, a saved content file runs the content check again.
  if (node.internal.type === "File" && bootstrapped && developing()) {
    const { program } = store.getState() as { program: { directory: string } };
    if (String(node.absolutePath).startsWith(path.join(program.directory, "content"))) {
      clearTimeout(recheck);
      recheck = setTimeout(() => {
        if (runContentCheck(program.directory, reporter, true)) reporter.success("Content check: content/ is valid");
      }, 300);
    }
  }
  if (node.internal.type !== "Mdx") return;
  const file = node.parent ? getNode(node.parent) : undefined;
  const relativeDir = typeof file?.relativeDirectory === "string" ? file.relativeDirectory : "";
  const collection = relativeDir.split("/")[0] ?? "";
  const words = countWords(String(node.body ?? ""));
  actions.createNodeField({ node, name: "collection", value: collection });
  actions.createNodeField({ node, name: "wordCount", value: words });
  actions.createNodeField({ node, name: "readingMinutes", value: readingMinutes(words) });
};

interface CreatePagesData {
  allServicesJson: { nodes: { id: string; slug: string }[] };
  legal: { nodes: { id: string; frontmatter: { slug: string | null }; internal: { contentFilePath: string } }[] };
  allMdx: { nodes: { id: string; frontmatter: { slug: string }; internal: { contentFilePath: string } }[] };
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, store }) => {
  const result = await graphql<CreatePagesData>(`
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
    return;
  }

  const serviceTemplate = path.resolve("src/templates/service.tsx");
  for (const service of result.data.allServicesJson.nodes) {
    actions.createPage({
      path: `/services/${service.slug}`,
      component: serviceTemplate,
      context: { id: service.id },
    });
  }

  const legalTemplate = path.resolve("src/templates/legal.tsx");
  // Legal texts under content/legal/<name>.mdx: their frontmatter slug is the route (/PrivacyPolicy).
  // The content check has made sure each of the three exists once.
  const legal = result.data.legal.nodes;
  for (const page of legal) {
    actions.createPage({
      path: `/${page.frontmatter.slug}`,
      component: `${legalTemplate}?__contentFilePath=${page.internal.contentFilePath}`,
      context: { id: page.id },
    });
  }

  // Frontmatter, slugs and hero images were checked by the content check before the build began.
  const posts = result.data.allMdx.nodes;
  const postTemplate = path.resolve("src/templates/blog-post.tsx");
  for (const post of posts) {
    actions.createPage({
      path: `/blog/${post.frontmatter.slug}`,
      component: `${postTemplate}?__contentFilePath=${post.internal.contentFilePath}`,
      context: { id: post.id },
    });
  }

  // Pages built from sections (content/pages/<name>.json): their paths were checked by the content check.
  const pages = await graphql<{
    allPagesJson: {
      nodes: {
        id: string;
        path: string;
        sections: { __typename: string }[];
        parent: { absolutePath?: string } | null;
      }[];
    };
  }>(`
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
    return;
  }
  // Two files never share a path, even where the check only warned (`gatsby develop`): the
  // established page keeps it (establishedFirst), the newcomer gets no page.
  const claimed = new Map<string, string>();
  const contentPages = pages.data.allPagesJson.nodes.map((n) => ({ ...n, abs: n.parent?.absolutePath ?? n.id }));
  const { program } = store.getState() as { program: { directory: string } };
  for (const page of establishedFirst(program.directory, contentPages)) {
    const owner = claimed.get(page.path.toLowerCase());
    if (owner) {
      reporter.panicOnBuild(`${page.abs}: path "${page.path}" is already the path of ${owner}: this file gets no page`);
      continue;
    }
    claimed.set(page.path.toLowerCase(), page.abs);
    // `parent`: the page a nested path sits under (its breadcrumb); "" for top-level pages.
    const parent = page.path.split("/").slice(0, -1).join("/");
    const component = path.resolve(pageTemplateFile(page.sections.map((s) => s.__typename)));
    actions.createPage({ path: page.path, component, context: { id: page.id, parent } });
  }

  await createCaseStudyPages(graphql, actions.createPage, reporter);
  await createJobPages(graphql, actions.createPage, reporter);
};

/* -- Job openings: content/jobs.json, one page each at /Career/<slug> (docs/decisions/job-pages.md). -- */

/**
 * /Career lists the openings open on the day of the build: its query filters by `today`, so the
 * page's data never holds a filled opening, and a new day's build runs the query again.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path !== "/Career" || (page.context as { today?: string } | undefined)?.today) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, today: isoDay() } });
};

async function createJobPages(
  graphql: Graphql,
  createPage: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["actions"]["createPage"],
  reporter: { panicOnBuild: (message: string) => void },
) {
  const result = await graphql<{
    allJobsJson: { nodes: { id: string; slug: string; closes: string; closed: boolean | null }[] };
  }>(`
    query JobPages {
      allJobsJson {
        nodes {
          id
          slug
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
  const today = isoDay();
  for (const job of result.data.allJobsJson.nodes) {
    createPage({ path: jobPath(job.slug), component: template, context: { id: job.id, open: isOpen(job, today) } });
  }
}

/* -- Case studies: content/case-studies/<slug>/index.mdx, one page each at /our-work/<slug>. -- */

interface CaseStudyNode {
  id: string;
  frontmatter: { slug: string; client: string; industry: string; hero: { absolutePath: string } | null };
  internal: { contentFilePath: string };
}
type Graphql = Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["graphql"];

async function caseStudies(graphql: Graphql): Promise<CaseStudyNode[] | undefined> {
  const result = await graphql<{ allMdx: { nodes: CaseStudyNode[] } }>(`
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

async function createCaseStudyPages(
  graphql: Graphql,
  createPage: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["actions"]["createPage"],
  reporter: { panicOnBuild: (message: string) => void },
) {
  const studies = await caseStudies(graphql);
  if (!studies) {
    reporter.panicOnBuild("Could not query the case studies for their pages");
    return;
  }
  const template = path.resolve("src/templates/case-study.tsx");
  for (const study of studies) {
    createPage({
      path: `/our-work/${study.frontmatter.slug}`,
      component: `${template}?__contentFilePath=${study.internal.contentFilePath}`,
      context: { id: study.id },
    });
  }
}

interface ShareCardData {
  allServicesJson: { nodes: { slug: string; price: string }[] };
  allJobsJson: { nodes: { slug: string; location: string; type: string; workplace: string }[] };
  allMdx: {
    nodes: {
      frontmatter: { slug: string; date: string; hero: { absolutePath: string } | null };
      fields: { readingMinutes: number | null } | null;
    }[];
  };
}

/**
 * After the HTML exists: the web manifest, the share card of every page, then the post-build pipeline
 * (gatsby/post-build: one pass over the HTML with the critical CSS check, gatsby-plugin-image's markup,
 * its swap script, paint first, and the Content-Security-Policy with the hashes of the inline scripts
 * as they are served); a rewrite whose pattern is missing fails the build. Then what the deploy
 * context adds (X-Robots-Tag on previews) and robots.txt.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter, graphql }) => {
  const { program, config } = store.getState() as {
    program: { directory: string };
    config: { siteMetadata: { siteUrl: string } };
  };
  const publicDir = path.join(program.directory, "public");
  const siteUrl = config.siteMetadata.siteUrl;
  fs.writeFileSync(path.join(publicDir, "site.webmanifest"), webManifest(site));
  // The pages the page-view beacon counts by name (netlify/lib/stats/beacon.ts); any other path is
  // counted as "(other)".
  const { pages } = store.getState() as { pages: Map<string, unknown> };
  fs.writeFileSync(path.join(publicDir, "stats-paths.json"), JSON.stringify(statsPaths([...pages.keys()])));

  const result = await graphql<ShareCardData>(`
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
    return;
  }
  const details = new Map<string, string>();
  const backgrounds = new Map<string, string>();
  for (const s of result.data.allServicesJson.nodes) details.set(`/services/${s.slug}`, `Starting at ${s.price}`);
  // Job openings: where and how, under the title ("Mumbai · Full Time · Hybrid").
  for (const j of result.data.allJobsJson.nodes)
    details.set(jobPath(j.slug), [j.location, j.type, j.workplace].join(" · "));
  for (const { frontmatter: fm, fields } of result.data.allMdx.nodes) {
    const minutes = fields?.readingMinutes ? ` · ${fields.readingMinutes} min read` : "";
    details.set(`/blog/${fm.slug}`, `${formatLongDate(fm.date)}${minutes}`);
    if (fm.hero) backgrounds.set(`/blog/${fm.slug}`, fm.hero.absolutePath);
  }
  // Case studies: the kicker is the client (the page name), the industry under the title, over the hero.
  const studies = await caseStudies(graphql as Graphql);
  if (!studies) {
    reporter.panicOnBuild("Could not query the case studies for their share images");
    return;
  }
  for (const { frontmatter: fm } of studies) {
    details.set(`/our-work/${fm.slug}`, fm.industry);
    if (fm.hero) backgrounds.set(`/our-work/${fm.slug}`, fm.hero.absolutePath);
  }

  const images = await writeShareImages({
    publicDir,
    cacheDir: path.join(program.directory, ".cache", "share-images"),
    brand: {
      name: site.brand,
      host: displayHost(siteUrl),
      mark: fs.readFileSync(path.join(program.directory, "static", "favicon.svg"), "utf8"),
    },
    extras: {
      details,
      backgrounds,
      homeKicker: `Digital agency · ${site.address.city}, ${site.address.region}`,
    },
  });
  reporter.info(
    `Share images: ${images.cards} cards in public/og (${images.rendered} drawn, ${images.cached} from .cache) in ${images.ms} ms`,
  );

  // public/ survives between builds: start _headers again from static/ (or empty), so the rules
  // below are written once, not appended to the previous build's.
  const staticHeaders = path.join(program.directory, "static", "_headers");
  fs.writeFileSync(
    path.join(publicDir, "_headers"),
    fs.existsSync(staticHeaders) ? fs.readFileSync(staticHeaders, "utf8") : "",
  );
  try {
    const report = runPostBuild(publicDir, { skip: currentSwitches().postBuildSkip });
    reporter.info(
      `Post-build pipeline (gatsby/post-build): ${report.files} HTML files read, ${report.written} written`,
    );
    for (const r of report.rewrites) {
      if (r.skipped) reporter.warn(`  ${r.name}: SKIPPED (POST_BUILD_SKIP)`);
      else reporter.info(`  ${r.name}: changed ${r.changed} files${r.output ? `; ${r.output}` : ""}`);
    }
  } catch (e) {
    if (e instanceof PostBuildError) reporter.panicOnBuild(e.message);
    else throw e;
    return;
  }
  const extra = contextHeaders(process.env);
  if (extra) {
    fs.appendFileSync(path.join(publicDir, "_headers"), extra);
    reporter.info(`Deploy context "${process.env.CONTEXT ?? "none"}": every path is sent with X-Robots-Tag: noindex`);
  }
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(process.env, config.siteMetadata.siteUrl));
};
