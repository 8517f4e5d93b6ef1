/**
 * The routes the e2e specs visit and the facts they check, read from content/ (services.json, jobs.json,
 * testimonials.json, the front matter of blog/ and case-studies/), so that an editor's change of a price, a title or
 * an opening changes what the tests expect with it. Only the spec's own route table, which no content file holds,
 * is written here.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";

const CONTENT = path.join(__dirname, "..", "..", "content");
const json = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(CONTENT, file), "utf8")) as T;
/** The front matter of every `<folder>/<slug>/index.mdx`. */
const frontMatter = <T>(folder: string): T[] =>
  fs
    .readdirSync(path.join(CONTENT, folder), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => matter(fs.readFileSync(path.join(CONTENT, folder, e.name, "index.mdx"), "utf8")).data as T);

const site = json<{ brand: string; email: string }>("site.json");
export const BRAND = site.brand;
/** The agency's address, which the mail links use. */
export const EMAIL = site.email;

/** The spec's route table: the static routes with the page name of their title ('{page name} | {brand}'). */
export const STATIC_ROUTES: [path: string, title: string][] = [
  ["/", "Home"],
  ["/services", "Services"],
  ["/about", "About Page"],
  ["/contact", "Contact"],
  ["/PrivacyPolicy", "Privacy Policy"],
  ["/TermsOfService", "Terms of Service"],
  ["/CookiePolicy", "Cookie Policy"],
  ["/blog", "Blog"],
  ["/our-work", "Our Work"],
  ["/Career", "Careers"],
  ["/ClientsSections", "Our Clients"],
  ["/news", "News & Insights"],
  // Not in the spec's table: the accessibility statement (issue 49), a legal page's template, linked from the footer.
  ["/accessibility", "Accessibility Statement"],
];

const services = json<
  { slug: string; title: string; order: number; price: string; page: { stats: { value: string }[] } }[]
>("services.json").sort((a, b) => a.order - b.order);

/** Each service page with its title, in the order of the services page. */
export const SERVICE_ROUTES: [path: string, title: string][] = services.map((s) => [`/services/${s.slug}`, s.title]);

/** The key figures each service page shows, by path. */
export const SERVICE_FIGURES = new Map(
  services.map((s) => [`/services/${s.slug}`, s.page.stats.map((stat) => stat.value)]),
);

/** The starting prices, in the order of the services page. */
export const SERVICE_PRICES: [title: string, price: string, slug: string][] = services.map((s) => [
  s.title,
  s.price,
  s.slug,
]);

const articles = frontMatter<{ slug: string; listed: boolean; order: number }>("blog").sort(
  (a, b) => a.order - b.order,
);

/** Every article's slug, in the blog's order: the listed ones first. */
export const BLOG_SLUGS = articles.map((a) => a.slug);
/** The articles kept off the blog list (listed: false): their pages exist. */
export const UNLISTED_BLOG_SLUGS = articles.filter((a) => !a.listed).map((a) => a.slug);

const testimonials = json<{ name: string; content: string }[]>("testimonials.json");

/** The case studies, each at /our-work/<slug>, with facts their pages show. */
export const CASE_STUDIES = frontMatter<{
  slug: string;
  date: string;
  client: string;
  url: string;
  services: string[];
  results: { value: string }[];
  quote: string;
  heroAlt: string;
}>("case-studies")
  .sort((a, b) => a.date.localeCompare(b.date))
  .map((c) => ({
    slug: c.slug,
    path: `/our-work/${c.slug}`,
    client: c.client,
    url: c.url,
    services: c.services,
    figure: c.results[0]!.value,
    quote: testimonials.find((t) => t.name === c.quote)!.content,
    quoteBy: c.quote,
    heroAlt: c.heroAlt,
  }));

const jobs = json<{ slug: string; title: string; location: string; type: string; closed?: boolean }[]>("jobs.json");

/** The open openings (content/jobs.json), in the order of /Career, each at /Career/<slug>. */
export const JOBS = jobs
  .filter((j) => !j.closed)
  .map(({ slug, title, location, type }) => ({ slug, title, location, type }));

/** An opening marked filled in content/jobs.json: its page stays and says so. */
export const FILLED_JOB = (({ slug, title }) => ({ slug, title }))(jobs.find((j) => j.closed)!);
