/**
 * Topics and authors (docs/decisions/topics-authors.md): the fields that list articles by topic,
 * author and relation, and the pages /blog/topic/<service-slug> and /blog/author/<team-slug>.
 * Which articles each lists is decided in src/lib/topics.ts.
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import {
  authorEntries,
  authorPath,
  relatedEntries,
  topicEntries,
  topicPath,
  topicsWithEntries,
  type Filed,
} from "../src/lib/topics";
import { personJsonLd } from "../src/lib/person-data";

interface NodeModel {
  findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }>;
  findOne: (args: { type: string }) => Promise<unknown>;
}
interface Member {
  slug: string;
  name: string;
  role: string;
  social?: Record<string, unknown>;
}
interface Context {
  nodeModel: NodeModel;
}

interface MdxNode {
  fields?: { collection?: string };
  frontmatter?: Record<string, unknown>;
}

const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? ""));
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);

/** An MDX node as src/lib/topics.ts reads it: a case study is filed under the services it used. */
export function filed(node: MdxNode): Filed & { node: MdxNode } {
  const fm = node.frontmatter ?? {};
  return {
    slug: String(fm.slug ?? ""),
    date: day(fm.date),
    order: typeof fm.order === "number" ? fm.order : null,
    topics: strings(node.fields?.collection === "blog" ? fm.topics : fm.services),
    authors: strings(fm.authors),
    listed: node.fields?.collection === "blog" ? fm.listed === true : true,
    node,
  };
}

async function collection(context: Context, name: string) {
  const all = [...(await context.nodeModel.findAll({ type: "Mdx" })).entries] as MdxNode[];
  return all.filter((n) => n.fields?.collection === name).map(filed);
}

const nodes = (items: { node: MdxNode }[]) => items.map((i) => i.node);
/** Everything a team member can have written: articles and case studies. */
const written = async (context: Context) => [
  ...(await collection(context, "blog")),
  ...(await collection(context, "case-studies")),
];
const sameAs = (m: Pick<Member, "social">) =>
  ["linkedin", "twitter"].flatMap((k) => {
    const url = m.social?.[k];
    return typeof url === "string" && url.startsWith("https://") ? [url] : [];
  });

/** Fields computed from other content; only the pages that ask for them query them. */
export function blogResolvers() {
  return {
    Mdx: {
      // Three listed articles by shared topics, then the newest: an article's by its topics, a
      // case study's by its services.
      related: {
        type: "[Mdx!]!",
        resolve: async (source: MdxNode, _args: unknown, context: Context) =>
          nodes(relatedEntries(filed(source), await collection(context, "blog"))),
      },
    },
    ServicesJson: {
      // The listed articles filed under the service, newest first (`limit`: the first ones).
      articles: {
        type: "[Mdx!]!",
        args: { limit: "Int" },
        resolve: async (source: { slug: string }, args: { limit?: number | null }, context: Context) =>
          nodes(topicEntries(await collection(context, "blog"), source.slug).slice(0, args.limit ?? undefined)),
      },
      // The topic page's address, or null when no listed article is filed under the service.
      topicPage: {
        type: "String",
        resolve: async (source: { slug: string }, _args: unknown, context: Context) =>
          topicEntries(await collection(context, "blog"), source.slug).length > 0 ? topicPath(source.slug) : null,
      },
    },
    TeamJson: {
      articles: {
        type: "[Mdx!]!",
        resolve: async (source: { slug: string }, _args: unknown, context: Context) =>
          nodes(authorEntries(await collection(context, "blog"), source.slug)),
      },
      // The author page's address, or null for a member who wrote no listed article or case study.
      authorPage: {
        type: "String",
        resolve: async (source: { slug: string }, _args: unknown, context: Context) =>
          authorEntries(
            [...(await collection(context, "blog")), ...(await collection(context, "case-studies"))],
            source.slug,
          ).length > 0
            ? authorPath(source.slug)
            : null,
      },
      // The https profile links, for the Person's sameAs (the content check refuses others).
      sameAs: { type: "[String!]!", resolve: sameAs },
      // The member as schema.org's Person, for the structured data of what they wrote.
      person: {
        type: "JSON!",
        resolve: async (source: Member, _args: unknown, context: Context) => {
          const site = (await context.nodeModel.findOne({ type: "SiteJson" })) as { siteUrl: string } | null;
          const page = authorEntries(await written(context), source.slug).length > 0 ? authorPath(source.slug) : null;
          return personJsonLd(site?.siteUrl ?? "", {
            name: source.name,
            role: source.role,
            authorPage: page,
            sameAs: sameAs(source),
          });
        },
      },
      caseStudies: {
        type: "[Mdx!]!",
        resolve: async (source: { slug: string }, _args: unknown, context: Context) =>
          nodes(authorEntries(await collection(context, "case-studies"), source.slug)),
      },
    },
  };
}

type Actions = Parameters<NonNullable<GatsbyNode["createPages"]>>[0];

/**
 * A page per topic with at least one listed article, and per team member who wrote a listed
 * article or a case study. Their frontmatter was checked before the build began.
 */
export async function createTopicAndAuthorPages({ graphql, actions, reporter }: Actions) {
  const result = await graphql<{
    allServicesJson: { nodes: { id: string; slug: string }[] };
    allTeamJson: { nodes: { id: string; slug: string }[] };
    allMdx: {
      nodes: { fields: { collection: string } | null; frontmatter: Record<string, unknown> }[];
    };
  }>(`
    query TopicAndAuthorPages {
      allServicesJson {
        nodes {
          id
          slug
        }
      }
      allTeamJson {
        nodes {
          id
          slug
        }
      }
      allMdx(filter: { fields: { collection: { in: ["blog", "case-studies"] } } }) {
        nodes {
          fields {
            collection
          }
          frontmatter {
            slug
            date
            order
            listed
            topics {
              slug
            }
            services {
              slug
            }
            authors {
              slug
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the topics and authors for their pages", result.errors);
    return;
  }
  const slugs = (v: unknown) => (Array.isArray(v) ? v.map((x: { slug: string }) => x.slug) : []);
  const items = result.data.allMdx.nodes.map((n) =>
    filed({
      fields: n.fields ?? undefined,
      frontmatter: {
        ...n.frontmatter,
        topics: slugs(n.frontmatter.topics),
        services: slugs(n.frontmatter.services),
        authors: slugs(n.frontmatter.authors),
      },
    }),
  );
  const articles = items.filter((i) => i.node.fields?.collection === "blog");
  const topics = topicsWithEntries(articles);
  const topicTemplate = path.resolve("src/templates/topic.tsx");
  for (const service of result.data.allServicesJson.nodes) {
    if (!topics.has(service.slug)) continue;
    actions.createPage({ path: topicPath(service.slug), component: topicTemplate, context: { id: service.id } });
  }
  const authorTemplate = path.resolve("src/templates/author.tsx");
  for (const member of result.data.allTeamJson.nodes) {
    if (authorEntries(items, member.slug).length === 0) continue;
    actions.createPage({ path: authorPath(member.slug), component: authorTemplate, context: { id: member.id } });
  }
}
