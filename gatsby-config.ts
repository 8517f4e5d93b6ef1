import type { GatsbyConfig } from "gatsby";
import site from "./content/site.json";
import { siteUrlFor } from "./src/contracts/deploy-context";
import { netlifyAdapter } from "./gatsby/adapter";
import { filledJobPaths } from "./gatsby/jobs";
import { jsonCollectionDir, noindexPaths } from "./gatsby/pages";
import { buildDay, scheduledIgnores } from "./gatsby/schedule";

/** "site" -> "SiteJson", "home-sections" -> "HomeSectionsJson" */
export function jsonTypeName(fileName: string): string {
  const camel = fileName.replace(/[-_\s]+(.)/g, (_m, c: string) => c.toUpperCase());
  return `${camel.charAt(0).toUpperCase()}${camel.slice(1)}Json`;
}

/**
 * Site URL follows the Netlify deploy context (src/contracts/deploy-context.ts): production uses the
 * canonical address from content/site.json (or SITE_URL), deploy previews and branch deploys use
 * their own DEPLOY_PRIME_URL so canonical links and share tags point at the preview itself.
 */
const siteUrl = siteUrlFor(process.env, site.siteUrl);
/** The build's day (ATRIA_BUILD_DATE or today): what is dated after it waits (gatsby/schedule.ts). */
const today = buildDay();

interface FeedQuery {
  site: { siteMetadata: { siteUrl: string } };
  allMdx: {
    nodes: {
      frontmatter: { title: string; slug: string; date: string; excerpt: string; topics: { title: string }[] | null };
    }[];
  };
}

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
    title: site.brand,
    description: site.seo.description,
  },
  trailingSlash: "never",
  // Every build is made as Netlify makes it (gatsby/adapter.ts).
  adapter: netlifyAdapter(),
  // `npm run build`, `npm start` and `npm test` have their build write the types under .cache and
  // compare them with the committed file (scripts/lib/build-state.mjs, docs/decisions/typegen.md).
  // The build's own queries live in named modules of gatsby/, whose graphql() calls typegen reads
  // beside gatsby-node.ts (Gatsby's documented `documentSearchPaths`), in this order.
  graphqlTypegen: {
    typesOutputPath: process.env.ATRIA_TYPES_OUTPUT ?? "src/gatsby-types.d.ts",
    generateOnBuild: true,
    documentSearchPaths: [
      "./gatsby-node.ts",
      "./gatsby/create-pages.ts",
      "./gatsby/share-card-facts.ts",
      "./plugins/**/gatsby-node.ts",
    ],
  },
  jsxRuntime: "automatic",
  jsxImportSource: "theme-ui",
  // `npm run develop` (scripts/develop.mjs) runs the Netlify functions beside `gatsby develop`.
  // Set in every command (a build ignores it): Gatsby's `Site` node takes a `proxy` field from it, so
  // develop and build generate the same src/gatsby-types.d.ts and `npm run cms` changes no tracked file.
  proxy: [{ prefix: "/api", url: process.env.FUNCTIONS_URL ?? "http://127.0.0.1:8889" }],
  plugins: [
    // gatsby-transformer-sharp makes the `gatsbyImageData` field; src/components/picture.tsx draws it
    // with gatsby-plugin-image's helpers. The plugin itself is not registered: its part of a build is
    // GatsbyImage's CSS and load script in every page's head and StaticImage's Babel pass, for
    // components the site does not use.
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      // Types are named after the file (site.json -> SiteJson, services.json -> ServicesJson),
      // whether the file holds one object or a list.
      resolve: "gatsby-transformer-json",
      // Files in content/pages/ are one collection: PagesJson (gatsby/pages.ts).
      options: {
        typeName: ({ node }: { node: { name: string; relativeDirectory?: string } }) =>
          jsonTypeName(jsonCollectionDir(node.relativeDirectory ?? "") ?? node.name),
      },
    },
    {
      resolve: "gatsby-source-filesystem",
      // content/booking.json is read as JSON by src/contracts/booking.ts, not queried: left out of the
      // data layer, it adds no inferred type to src/gatsby-types.d.ts (docs/decisions/booking-availability.md);
      // so is content/redirects.json, read by createPages (gatsby/redirects.ts). Articles and case
      // studies dated after the build's day are left out until then (gatsby/schedule.ts).
      options: {
        name: "content",
        path: `${__dirname}/content`,
        ignore: ["**/content/booking.json", "**/content/redirects.json", ...scheduledIgnores(__dirname, today)],
      },
    },
    {
      resolve: "gatsby-plugin-mdx",
      options: { extensions: [".mdx"] },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      // Content pages marked noindex stay out too (gatsby/pages.ts), and the pages of filled openings (gatsby/jobs.ts).
      options: {
        excludes: [
          "/ClientsSections",
          "/404",
          "/404.html",
          "/dev-404-page",
          // A reader's own preferences page (issue 50): noindex, never in search.
          "/subscription",
          ...noindexPaths(__dirname),
          ...filledJobPaths(__dirname, today),
        ],
      },
    },
    {
      resolve: "gatsby-plugin-feed",
      options: {
        query: `
          {
            site {
              siteMetadata {
                title
                description
                siteUrl
                site_url: siteUrl
              }
            }
          }
        `,
        feeds: [
          {
            output: "/rss.xml",
            title: `${site.brand} blog`,
            description: site.seo.description,
            query: `
              {
                allMdx(
                  filter: { fields: { collection: { eq: "blog" } }, frontmatter: { listed: { eq: true } } }
                  sort: [{ frontmatter: { date: DESC } }, { frontmatter: { order: ASC } }]
                ) {
                  nodes {
                    frontmatter {
                      title
                      slug
                      date
                      excerpt
                      topics {
                        title
                      }
                    }
                  }
                }
              }
            `,
            serialize: ({ query }: { query: FeedQuery }) =>
              query.allMdx.nodes.map(({ frontmatter: fm }) => {
                const url = `${query.site.siteMetadata.siteUrl}/blog/${fm.slug}`;
                // Its topics (the services it is filed under) as the item's categories.
                const categories = (fm.topics ?? []).map((t) => t.title);
                return { title: fm.title, description: fm.excerpt, date: fm.date, url, guid: url, categories };
              }),
          },
        ],
      },
    },
  ],
};

export default config;
