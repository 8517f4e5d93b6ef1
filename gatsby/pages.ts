/**
 * Pages built from sections (content/pages/<name>.json; docs/decisions/sections.md): what the
 * build needs of them outside GraphQL. gatsby-config.ts reads it before any node exists.
 */
import fs from "node:fs";
import path from "node:path";
import { PAGES } from "./content-model.ts";

/** The paths of the content pages marked `noindex`: kept out of the sitemap (and robots: noindex). */
export function noindexPaths(root: string): string[] {
  const dir = path.join(root, "content", PAGES.dir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .flatMap((f) => {
      try {
        const page = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as { path?: unknown; noindex?: unknown };
        return page.noindex === true && typeof page.path === "string" ? [page.path] : [];
      } catch {
        return []; // the content check reports the file
      }
    })
    .sort();
}

/** JSON files in a folder of content/ become one node type named after the folder (pages/x.json -> PagesJson). */
export const jsonCollectionDir = (relativeDirectory: string): string | undefined =>
  relativeDirectory === PAGES.dir ? PAGES.dir : undefined;

interface NodeModel {
  findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }>;
}

/**
 * Fields of section types that come from other content files rather than from the page: the
 * first `count` sites of portfolio.json, every testimonial. Only pages with such a section query
 * them, so no other page's data grows.
 */
export function sectionResolvers() {
  const all = async (context: { nodeModel: NodeModel }, type: string) => [
    ...(await context.nodeModel.findAll({ type })).entries,
  ];
  return {
    ProjectsSection: {
      projects: {
        type: "[PortfolioJson!]!",
        resolve: async (source: { count: number }, _args: unknown, context: { nodeModel: NodeModel }) =>
          (await all(context, "PortfolioJson")).slice(0, source.count),
      },
    },
    TestimonialsSection: {
      testimonials: {
        type: "[TestimonialsJson!]!",
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) =>
          all(context, "TestimonialsJson"),
      },
    },
  };
}
