/**
 * Gatsby's build hooks, each handing its work to a module of gatsby/: the bootstrap (switches,
 * content check, fonts, CMS configuration), the schema from the content model, the pages from
 * content, and what follows the HTML (share cards, the post-build pipeline, headers, robots.txt).
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { finishPublic, writeShareCards, writeSiteFiles } from "./gatsby/after-build";
import { countWords, readingMinutes } from "./gatsby/blog";
import { blogResolvers, createTopicAndAuthorPages } from "./gatsby/blog-pages";
import { bootstrap, currentSwitches, developing } from "./gatsby/bootstrap";
import { runContentCheck } from "./gatsby/content-check";
import { sectionUnion, typeDefs } from "./gatsby/content-model/sdl";
import {
  createCaseStudyPages,
  createContentFilePages,
  createJobPages,
  createSectionPages,
  type Graphql,
} from "./gatsby/create-pages";
import { sectionResolvers } from "./gatsby/pages";
import { createEditorRedirects } from "./gatsby/redirects";
import { shareCardFacts } from "./gatsby/share-card-facts";
import { webpackDefines } from "./gatsby/webpack-defines";
import { ADMIN_HTML } from "./src/contracts/admin-page";
import { tableOfContents } from "./src/lib/toc";
import { buildDay, postedBy, removeScheduledOutput } from "./gatsby/schedule";

/** The directory of the site being built. */
const siteRoot = (store: Parameters<NonNullable<GatsbyNode["onPreBootstrap"]>>[0]["store"]) =>
  (store.getState() as { program: { directory: string } }).program.directory;

/** Before anything else: gatsby/bootstrap.ts (the content check first stops a build with broken content). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ store, reporter }) => {
  await bootstrap(siteRoot(store), reporter);
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

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async ({ actions, plugins, store }) => {
  actions.setWebpackConfig({ plugins: [plugins.define(await webpackDefines(siteRoot(store)))] });
};

/** Section fields computed from other content: a projects section's sites, a testimonials section's quotes. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(sectionResolvers());
  // Topics, authors and related articles (gatsby/blog-pages.ts).
  createResolvers(blogResolvers());
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
    const root = siteRoot(store);
    if (String(node.absolutePath).startsWith(path.join(root, "content"))) {
      clearTimeout(recheck);
      recheck = setTimeout(() => {
        if (runContentCheck(root, reporter, true)) reporter.success("Content check: content/ is valid");
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
  // The table of contents of an article (src/lib/toc.ts), from the headings of its body.
  if (collection === "blog")
    actions.createNodeField({ node, name: "toc", value: tableOfContents(String(node.body ?? "")) });
};

/** The pages made from content (gatsby/create-pages.ts). */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { graphql, actions, reporter, store } = args;
  if (!(await createContentFilePages(graphql, actions.createPage, reporter))) return;
  await createTopicAndAuthorPages(args);
  if (!(await createSectionPages(graphql, actions.createPage, reporter, siteRoot(store)))) return;
  await createCaseStudyPages(graphql, actions.createPage, reporter);
  await createJobPages(graphql, actions.createPage, reporter);
  createEditorRedirects(siteRoot(store), actions.createRedirect);
};

/**
 * /Career lists the openings open on the day of the build (ATRIA_BUILD_DATE or today) and posted
 * by then: its query filters by `today` and `postedBy`, so the page's data never holds a filled or
 * a scheduled opening, and a new day's build runs the query again (gatsby/schedule.ts).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path !== "/Career" || (page.context as { today?: string } | undefined)?.today) return;
  actions.deletePage(page);
  const today = buildDay();
  actions.createPage({ ...page, context: { ...page.context, today, postedBy: postedBy(today) } });
};

/** After the HTML exists: gatsby/after-build.ts. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter, graphql }) => {
  const { config, pages } = store.getState() as {
    config: { siteMetadata: { siteUrl: string } };
    pages: Map<string, unknown>;
  };
  const root = siteRoot(store);
  const siteUrl = config.siteMetadata.siteUrl;
  // Scheduled entries are not built; an earlier build's copy of one goes too (gatsby/schedule.ts).
  const stale = removeScheduledOutput(root, buildDay());
  if (stale.length > 0) reporter.info(`Scheduled: removed ${stale.join(", ")} of an earlier build`);
  writeSiteFiles(path.join(root, "public"), [...pages.keys()]);
  const facts = await shareCardFacts(graphql as Graphql, reporter);
  if (!facts) return;
  await writeShareCards(root, siteUrl, facts, reporter);
  finishPublic(root, siteUrl, currentSwitches().postBuildSkip, reporter);
};
