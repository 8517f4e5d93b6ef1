/**
 * The editor's redirects and short links (content/redirects.json, checked by
 * gatsby/content-check/redirects.ts before the build began) as Gatsby redirects: the Netlify adapter
 * writes them into public/_redirects beside its own rules, which Netlify and `npm start`
 * (@netlify/dev reads the same file) both serve. docs/decisions/redirects.md
 */
import fs from "node:fs";
import path from "node:path";
import type { Actions } from "gatsby";
import { REDIRECTS_FILE, redirectTarget, type Redirect } from "../src/lib/redirects";

export function readRedirects(root: string): Redirect[] {
  const file = path.join(root, "content", REDIRECTS_FILE);
  if (!fs.existsSync(file)) return [];
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { redirects: Redirect[] }).redirects;
}

export function createEditorRedirects(root: string, createRedirect: Actions["createRedirect"]) {
  for (const r of readRedirects(root))
    createRedirect({
      fromPath: r.from,
      toPath: redirectTarget(r),
      isPermanent: r.permanent,
      statusCode: r.permanent ? 301 : 302,
    });
}
