/**
 * Pages built from sections (content/pages/<name>.json; docs/decisions/sections.md): what the
 * build needs of them outside GraphQL. gatsby-config.ts reads it before any node exists.
 */
import fs from "node:fs";
import path from "node:path";
import { ANY_PAGE_TEMPLATE, PAGE_FAMILIES, type PageFamily } from "../src/lib/page-families.ts";
import { PAGES, SECTION_TYPES } from "./content-model.ts";
import { sectionTypeName } from "./content-model/sdl.ts";

/** The site's page families, then the any-page template with every section type (src/lib/page-families.ts). */
export const SECTION_FAMILIES: readonly PageFamily[] = [
  ...PAGE_FAMILIES,
  { template: ANY_PAGE_TEMPLATE, types: Object.keys(SECTION_TYPES) },
];

/**
 * The template of a content page, from its sections' GraphQL type names: the first family's whose
 * types include them all (the last family has every type). docs/decisions/sections.md
 */
export function pageTemplateFile(typenames: readonly string[]): string {
  const family = SECTION_FAMILIES.find((f) =>
    typenames.every((t) => f.types.some((type) => sectionTypeName(type) === t)),
  );
  if (!family) throw new Error(`no page family has the section types ${typenames.join(", ")}`);
  return family.template;
}

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
 * first `count` sites of portfolio.json, every testimonial, every team member. Only pages with such a section query
 * them, so no other page's data grows.
 */
/** Entries in their `order` (services, technologies). */
const byOrder = (nodes: unknown[]) =>
  [...nodes].sort((a, b) => ((a as { order: number }).order ?? 0) - ((b as { order: number }).order ?? 0));

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
    WorkSection: {
      sites: {
        type: "[PortfolioJson!]!",
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) =>
          all(context, "PortfolioJson"),
      },
      // A site's case study is the one whose live-site address is the site's (portfolio.json url).
      caseStudies: {
        type: "[Mdx!]!",
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) =>
          (await all(context, "Mdx")).filter(
            (n) => (n as { fields?: { collection?: string } }).fields?.collection === "case-studies",
          ),
      },
    },
    ServicesSection: {
      services: {
        type: "[ServicesJson!]!",
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) =>
          byOrder(await all(context, "ServicesJson")),
      },
    },
    TechnologiesSection: {
      technologies: {
        type: "[TechnologiesJson!]!",
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) =>
          byOrder(await all(context, "TechnologiesJson")),
      },
    },
    TeamSection: {
      members: {
        type: "[TeamJson!]!",
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) =>
          all(context, "TeamJson"),
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
