import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { BLOG_DIR, countWords, readingMinutes, validateBlogFrontmatter, type BlogFrontmatter } from "./gatsby/blog";
import { copyDecapBundle } from "./gatsby/admin";
import { writeCspHeaders } from "./gatsby/csp";
import { contextHeaders, robotsTxt } from "./gatsby/deploy-context";
import { ADMIN_HTML } from "./netlify/lib/admin/page";
import { copyFonts } from "./gatsby/fonts";
import { webManifest } from "./gatsby/manifest";
import site from "./content/site.json";
import {
  cookieTypeDefs,
  jobTypeDefs,
  marketingPagesTypeDefs,
  marketingTypeDefs,
  peopleTypeDefs,
  portfolioTypeDefs,
} from "./gatsby/marketing-schema";
import { mdxTypeDefs, serviceTypeDefs, siteTypeDefs } from "./gatsby/site-schema";

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  copyFonts(program.directory);
  copyDecapBundle(program.directory);
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

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) })],
  });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes([
    siteTypeDefs,
    serviceTypeDefs,
    mdxTypeDefs,
    marketingTypeDefs,
    marketingPagesTypeDefs,
    jobTypeDefs,
    portfolioTypeDefs,
    peopleTypeDefs,
    cookieTypeDefs,
  ]);
};

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, getNode }) => {
  if (node.internal.type !== "Mdx") return;
  const file = node.parent ? getNode(node.parent) : undefined;
  const relativeDir = typeof file?.relativeDirectory === "string" ? file.relativeDirectory : "";
  const collection = relativeDir.split("/")[0] ?? "";
  const words = countWords(String(node.body ?? ""));
  actions.createNodeField({ node, name: "collection", value: collection });
  actions.createNodeField({ node, name: "wordCount", value: words });
  actions.createNodeField({ node, name: "readingMinutes", value: readingMinutes(words) });
};

/** Legal texts under content/legal/<name>.mdx: their frontmatter slug is the route (/PrivacyPolicy). */
const LEGAL_SLUGS = ["PrivacyPolicy", "TermsOfService", "CookiePolicy"];

interface CreatePagesData {
  allServicesJson: { nodes: { id: string; slug: string }[] };
  legal: { nodes: { id: string; frontmatter: { slug: string | null }; internal: { contentFilePath: string } }[] };
  allMdx: {
    nodes: {
      id: string;
      frontmatter: BlogFrontmatter & { slug: string };
      internal: { contentFilePath: string };
    }[];
  };
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
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
            title
            slug
            date
            excerpt
            hero {
              id
            }
            heroAlt
            listed
            order
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
  const legal = result.data.legal.nodes;
  const missing = LEGAL_SLUGS.filter((slug) => !legal.some((l) => l.frontmatter.slug === slug));
  const unknown = legal.filter((l) => !LEGAL_SLUGS.includes(l.frontmatter.slug ?? ""));
  if (missing.length > 0 || unknown.length > 0) {
    reporter.panicOnBuild(
      `Legal content in content/legal is invalid: ${[
        ...missing.map((slug) => `no file has slug "${slug}"`),
        ...unknown.map(
          (l) => `${l.internal.contentFilePath}: slug: "${l.frontmatter.slug}" is not one of ${LEGAL_SLUGS.join(", ")}`,
        ),
      ].join("; ")}`,
    );
    return;
  }
  for (const page of legal) {
    actions.createPage({
      path: `/${page.frontmatter.slug}`,
      component: `${legalTemplate}?__contentFilePath=${page.internal.contentFilePath}`,
      context: { id: page.id },
    });
  }

  const posts = result.data.allMdx.nodes;
  const errors = posts.flatMap((p) => validateBlogFrontmatter(p.internal.contentFilePath, p.frontmatter));
  const seen = new Map<string, string>();
  for (const p of posts) {
    const other = seen.get(p.frontmatter.slug);
    if (other) errors.push(`${p.internal.contentFilePath}: slug: "${p.frontmatter.slug}" is also used by ${other}`);
    seen.set(p.frontmatter.slug, p.internal.contentFilePath);
  }
  if (errors.length > 0) {
    reporter.panicOnBuild(`Blog content in ${BLOG_DIR} is invalid:\n${errors.join("\n")}`);
    return;
  }
  const postTemplate = path.resolve("src/templates/blog-post.tsx");
  for (const post of posts) {
    actions.createPage({
      path: `/blog/${post.frontmatter.slug}`,
      component: `${postTemplate}?__contentFilePath=${post.internal.contentFilePath}`,
      context: { id: post.id },
    });
  }
};

/**
 * After the HTML exists: the Content-Security-Policy with the hashes of Gatsby's inline scripts,
 * then what the deploy context adds (X-Robots-Tag on previews) and robots.txt.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const { program, config } = store.getState() as {
    program: { directory: string };
    config: { siteMetadata: { siteUrl: string } };
  };
  const publicDir = path.join(program.directory, "public");
  fs.writeFileSync(path.join(publicDir, "site.webmanifest"), webManifest(site));
  // public/ survives between builds: start _headers again from static/ (or empty), so the rules
  // below are written once, not appended to the previous build's.
  const staticHeaders = path.join(program.directory, "static", "_headers");
  fs.writeFileSync(
    path.join(publicDir, "_headers"),
    fs.existsSync(staticHeaders) ? fs.readFileSync(staticHeaders, "utf8") : "",
  );
  const { pages } = writeCspHeaders(publicDir);
  reporter.info(`Content-Security-Policy: hashed the inline scripts of ${pages} pages into public/_headers`);
  const extra = contextHeaders(process.env);
  if (extra) {
    fs.appendFileSync(path.join(publicDir, "_headers"), extra);
    reporter.info(`Deploy context "${process.env.CONTEXT ?? "none"}": every path is sent with X-Robots-Tag: noindex`);
  }
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(process.env, config.siteMetadata.siteUrl));
};
