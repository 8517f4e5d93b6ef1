/**
 * @jest-environment node
 *
 * The content check on the editor's redirects and short links (content/redirects.json,
 * gatsby/content-check/redirects.ts): a loop, a chain, a `from` that is a page, a `to` that leads
 * nowhere (or to another site without https:), a duplicate, each as `file: field: problem`; and an
 * article renamed since the last commit without a redirect from its old address.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import { redirectTarget, type Redirect } from "../src/lib/redirects";
import { checkContent, formatProblem } from "./content-check";

const REPO = path.resolve(__dirname, "..");
const F = "content/redirects.json";
const real = (JSON.parse(fs.readFileSync(path.join(REPO, F), "utf8")) as { redirects: Redirect[] }).redirects;
/** A listed article and a service, read from content/. */
const article = fs
  .readdirSync(path.join(REPO, "content", "blog"))
  .find((d) => matter(fs.readFileSync(path.join(REPO, "content", "blog", d, "index.mdx"), "utf8")).data.listed)!;
const service = (
  JSON.parse(fs.readFileSync(path.join(REPO, "content", "services.json"), "utf8")) as { slug: string }[]
)[0]!.slug;
let root = "";

function write(list: unknown[]) {
  fs.writeFileSync(path.join(root, F), JSON.stringify({ redirects: list }, null, 2));
}
function check(list: unknown[], env: Record<string, string> = {}): string[] {
  write(list);
  return checkContent({ root, env })
    .map(formatProblem)
    .filter((l) => l.startsWith(F));
}
const git = (...args: string[]) => {
  const r = spawnSync("git", ["-c", "user.email=t@example.com", "-c", "user.name=t", ...args], {
    cwd: root,
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(r.stderr);
  return r.stdout.trim();
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-redirects-"));
  fs.cpSync(path.join(REPO, "content"), path.join(root, "content"), { recursive: true });
  fs.cpSync(path.join(REPO, "static", "og"), path.join(root, "static", "og"), { recursive: true });
  fs.symlinkSync(path.join(REPO, "src"), path.join(root, "src"));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("redirects and short links", () => {
  test("the real redirects pass, and a short link's target carries its campaign", () => {
    expect(check(real)).toEqual([]);
    const short = real.find((r) => r.campaign)!;
    const target = new URL(redirectTarget(short), "https://x.example");
    expect(target.pathname).toBe(short.to);
    for (const [k, v] of Object.entries(short.campaign!)) expect(target.searchParams.get(`utm_${k}`)).toBe(v);
    expect(redirectTarget({ from: "/a", to: "/blog?page=2#top", permanent: false, campaign: { source: "x" } })).toBe(
      "/blog?page=2&utm_source=x#top",
    );
  });

  test("a loop, a chain, a live page, a dead or insecure target and a duplicate are refused", () => {
    const lines = check([
      { from: "/go/a", to: "/go/b", permanent: false },
      { from: "/go/b", to: "/go/a", permanent: false },
      { from: "/old-seo", to: "/go/c", permanent: true },
      { from: "/go/c", to: `/services/${service}`, permanent: false },
      { from: "/about", to: "/contact", permanent: true },
      { from: `/blog/${article}/`, to: "/blog", permanent: true },
      { from: "/go/nowhere", to: "/no-such-page", permanent: false },
      { from: "/go/typo", to: "/services/sea", permanent: false },
      { from: "/go/plain", to: "http://example.com/", permanent: false },
      { from: "/go/ftp", to: "ftp://example.com/file", permanent: false },
      { from: "/GO/C", to: "/contact", permanent: true },
      { from: "go/x", to: "/contact", permanent: "yes", campaign: { source: "News Letter", medium: "email", id: "1" } },
      { from: "/go/y", to: "/contact", permanent: false, campaign: { medium: "email", campaign: "" } },
    ]);
    expect(lines).toEqual([
      `${F}: redirects[5].from: "/about" is a page of the site: the page would be shown and the redirect never used; remove the redirect or the page`,
      `${F}: redirects[6].from: "/blog/${article}/" is a page of the site: the page would be shown and the redirect never used; remove the redirect or the page`,
      `${F}: redirects[11].from: "/GO/C" is already redirected by redirects[4]: keep one of the two`,
      `${F}: redirects[12].permanent: must be true (permanent, 301) or false (temporary, 302), not the text "yes"`,
      `${F}: redirects[12].from: must be an address of this site starting with / (for example /go/spring-audit), without ? or #, not the text "go/x"`,
      `${F}: redirects[12].campaign.source: must be lower-case letters, digits, ".", "-" or "_" (for example spring-audit), so reports group it as one campaign, not the text "News Letter"`,
      `${F}: redirects[12].campaign.id: is not a campaign field: use source, medium, campaign, term, content`,
      `${F}: redirects[13].campaign.source: is required with any other campaign field (for example newsletter)`,
      `${F}: redirects[1].to: is a loop: /go/a → /go/b → /go/a; a visitor would never arrive`,
      `${F}: redirects[2].to: is a loop: /go/b → /go/a → /go/b; a visitor would never arrive`,
      `${F}: redirects[3].to: "/go/c" is itself redirected by redirects[4] (a chain): point this redirect straight at "/services/${service}"`,
      `${F}: redirects[7].to: link "/no-such-page" leads to no page of the site`,
      expect.stringMatching(
        new RegExp(
          `^${F}: redirects\\[8\\]\\.to: link "/services/sea" leads to no page: no service has the slug "sea"`,
        ),
      ),
      `${F}: redirects[9].to: another site's address must be a full https:// address, not "http://example.com/"`,
      `${F}: redirects[10].to: another site's address must be a full https:// address, not "ftp://example.com/file"`,
    ]);
  });

  test("an article renamed since the last commit needs a redirect from its old address", () => {
    write(real);
    git("init", "-q");
    git("add", "-A");
    git("commit", "-q", "-m", "published");
    const renamed = `${article}-renamed`;
    fs.renameSync(path.join(root, "content", "blog", article), path.join(root, "content", "blog", renamed));
    const file = path.join(root, "content", "blog", renamed, "index.mdx");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(`slug: "${article}"`, `slug: "${renamed}"`));
    expect(check(real)).toEqual([
      `${F}: redirects: the article at "/blog/${article}" is no longer a page (its slug changed or it was removed), and links to it would break: add the redirect { "from": "/blog/${article}", "to": "/blog/${renamed}", "permanent": true }`,
    ]);
    expect(check([...real, { from: `/blog/${article}`, to: `/blog/${renamed}`, permanent: true }])).toEqual([]);
    // Once committed, the last commit has the new address: compared with the last build's (Netlify's CACHED_COMMIT_REF).
    const before = git("rev-parse", "HEAD");
    git("add", "-A");
    git("commit", "-q", "-m", "renamed");
    expect(check(real)).toEqual([]);
    expect(check(real, { CACHED_COMMIT_REF: before })).toHaveLength(1);
    expect(check(real, { CACHED_COMMIT_REF: "0".repeat(40) })).toEqual([]);
  });
});
