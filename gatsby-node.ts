import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { BLOG_DIR, countWords, readingMinutes, validateBlogFrontmatter, type BlogFrontmatter } from "./gatsby/blog";
import { copyFonts } from "./gatsby/fonts";
import { jobTypeDefs, marketingPagesTypeDefs, marketingTypeDefs, portfolioTypeDefs } from "./gatsby/marketing-schema";
import { mdxTypeDefs, serviceTypeDefs, siteTypeDefs } from "./gatsby/site-schema";

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  copyFonts(program.directory);
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

interface CreatePagesData {
  allServicesJson: { nodes: { id: string; slug: string }[] };
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
