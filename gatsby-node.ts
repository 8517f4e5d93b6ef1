import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { countWords, readingMinutes } from "./gatsby/blog";
import { runContentCheck } from "./gatsby/content-check";
import { typeDefs } from "./gatsby/content-model";
import { writeCspHeaders } from "./gatsby/csp";
import { copyFonts } from "./gatsby/fonts";
import { webManifest } from "./gatsby/manifest";
import site from "./content/site.json";

const developing = () => process.env.gatsby_executing_command === "develop";

/**
 * Before anything else: the content check (gatsby/content-check.ts). A build stops with one
 * `file: field: problem` line per problem; `gatsby develop` prints them and keeps running.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  if (runContentCheck(program.directory, reporter, developing())) reporter.info("Content check: content/ is valid");
  copyFonts(program.directory);
};

let bootstrapped = false;
let recheck: ReturnType<typeof setTimeout> | undefined;
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  bootstrapped = true;
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) })],
  });
};

/** Every content type, derived from the content model (gatsby/content-model.ts). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs());
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
};

/** After the HTML exists: the Content-Security-Policy with the hashes of Gatsby's inline scripts. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  fs.writeFileSync(path.join(program.directory, "public", "site.webmanifest"), webManifest(site));
  const { pages } = writeCspHeaders(path.join(program.directory, "public"));
  reporter.info(`Content-Security-Policy: hashed the inline scripts of ${pages} pages into public/_headers`);
};
