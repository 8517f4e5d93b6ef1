/**
 * @jest-environment node
 *
 * The fields gatsby/blog-pages.ts computes, on the real content's frontmatter: a service's articles
 * and topic page, a team member's author page and Person, a case study's related articles.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { blogResolvers } from "./blog-pages";

const CONTENT = path.resolve(__dirname, "..", "content");
const mdx = (collection: string) =>
  fs.readdirSync(path.join(CONTENT, collection)).map((slug) => ({
    fields: { collection },
    frontmatter: matter(fs.readFileSync(path.join(CONTENT, collection, slug, "index.mdx"), "utf8")).data,
  }));
const nodes = [...mdx("blog"), ...mdx("case-studies")];
const site = JSON.parse(fs.readFileSync(path.join(CONTENT, "site.json"), "utf8")) as { siteUrl: string };
const team = JSON.parse(fs.readFileSync(path.join(CONTENT, "team.json"), "utf8")) as {
  slug: string;
  name: string;
  role: string;
  social: Record<string, string>;
}[];
const context = {
  nodeModel: {
    findAll: async () => ({ entries: nodes }),
    findOne: async () => site,
  },
};
const r = blogResolvers();
const slugs = (list: unknown[]) => list.map((n) => (n as { frontmatter: { slug: string } }).frontmatter.slug);

test("a service's articles are its listed ones, newest first, as many as asked", async () => {
  const all = slugs(await r.ServicesJson.articles.resolve({ slug: "seo" }, {}, context));
  const filed = nodes.filter((n) => n.fields.collection === "blog" && n.frontmatter.listed);
  expect(all.sort()).toEqual(
    filed
      .filter((n) => (n.frontmatter.topics as string[]).includes("seo"))
      .map((n) => n.frontmatter.slug as string)
      .sort(),
  );
  expect(await r.ServicesJson.articles.resolve({ slug: "seo" }, { limit: 3 }, context)).toHaveLength(3);
});

test("a topic page exists only for a service with a listed article", async () => {
  expect(await r.ServicesJson.topicPage.resolve({ slug: "seo" }, {}, context)).toBe("/blog/topic/seo");
  // Only an unlisted article is filed under it (content/blog/digital-marketing-unveiling-key-trends-for-2024).
  expect(await r.ServicesJson.topicPage.resolve({ slug: "online-reputation" }, {}, context)).toBeNull();
});

test("a member's Person names their page and https profiles; one with no listed work has no page", async () => {
  const priya = team.find((m) => m.slug === "priya-raman")!;
  expect(await r.TeamJson.person.resolve(priya, {}, context)).toEqual({
    "@type": "Person",
    name: priya.name,
    jobTitle: priya.role,
    url: `${site.siteUrl}/blog/author/priya-raman`,
    sameAs: [priya.social.linkedin, priya.social.twitter],
  });
  const emily = team.find((m) => m.slug === "emily-chen")!;
  expect(await r.TeamJson.authorPage.resolve(emily, {}, context)).toBeNull();
  expect(await r.TeamJson.person.resolve(emily, {}, context)).not.toHaveProperty("url");
});

test("a case study's related articles share the services it used", async () => {
  const study = nodes.find((n) => n.frontmatter.slug === "midtown-roasters")!;
  const related = (await r.Mdx.related.resolve(study, {}, context)) as typeof nodes;
  expect(related).toHaveLength(3);
  const used = study.frontmatter.services as string[];
  expect((related[0]!.frontmatter.topics as string[]).some((t) => used.includes(t))).toBe(true);
});
