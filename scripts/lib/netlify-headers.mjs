// @ts-check
/**
 * The headers a deployed file gets, resolved the way Netlify resolves them, and the rules they must
 * keep (docs/operations.md, "Headers as Netlify resolves them").
 *
 * Netlify reads public/_headers and netlify.toml's [[headers]] with its own parser
 * (@netlify/headers-parser, the one its build and `netlify dev` use): `_headers` rules first, then
 * netlify.toml's; every rule whose `for` matches a path applies, in that order, and a later rule
 * replaces an earlier one's header of the same name as written (`headersForPath` of @netlify/headers).
 * Names that differ only in case are different keys there, so both reach the response: this module
 * counts them as two values of one header, as a browser would receive them.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";

/** Headers a response must carry at most one value of. */
export const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "permissions-policy",
  "x-xss-protection",
  "x-robots-tag",
  "cache-control",
];

/**
 * A file name that carries its content's hash (`app-e528690dd4f20dbaa1ca.js`, `inter-latin-wght-normal-101e02f3.woff2`,
 * `/static/<hash>/x.png`, `/static/hero-<md5>.jpg`), or the folder of decap-cms's bundle, named after its version
 * (`/admin/decap/3.8.3/`): either changes when the bytes do.
 * @param {string} urlPath
 */
export function isContentAddressed(urlPath) {
  if (/\/static\/[0-9a-f]{16,}\//.test(urlPath)) return true;
  if (/^\/admin\/decap\/\d+\.\d+\.\d+[^/]*\//.test(urlPath)) return true;
  const name = urlPath.slice(urlPath.lastIndexOf("/") + 1);
  // A run of at least 8 hex digits with a digit in it, before the extension: `-101e02f3.woff2`, `-e528690dd4f20dbaa1ca.js`.
  const hash = /[-.]([0-9a-f]{8,})\.[a-z0-9]+(\.(map|LICENSE\.txt))?$/.exec(name)?.[1];
  return Boolean(hash && /\d/.test(hash));
}

/**
 * @param {{ publishDir: string, configPath: string }} options
 * @returns {Promise<{ for: string, forRegExp: RegExp, values: Record<string, string> }[]>}
 */
export async function readRules({ publishDir, configPath }) {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(publishDir, "_headers")],
    netlifyConfigPath: configPath,
    configHeaders: [],
    minimal: false,
  });
  if (errors.length) throw new Error(`headers do not parse: ${errors.map((e) => e.message).join("; ")}`);
  return /** @type {any} */ (headers);
}

/**
 * The headers of one path: lower-cased name → every value it reaches the response with.
 * @param {{ forRegExp: RegExp, values: Record<string, string> }[]} rules
 * @param {string} urlPath
 * @returns {Record<string, string[]>}
 */
export function headersFor(rules, urlPath) {
  /** @type {Record<string, string>} */
  const byName = {};
  for (const rule of rules) if (rule.forRegExp.test(urlPath)) Object.assign(byName, rule.values);
  /** @type {Record<string, string[]>} */
  const out = {};
  for (const [name, value] of Object.entries(byName)) (out[name.toLowerCase()] ??= []).push(value);
  return out;
}

/**
 * Every path the deploy serves: each file, and each page also under its pretty URL (`about.html` and
 * `about/index.html` are served at `/about`).
 * @param {string} publishDir
 */
export function servedPaths(publishDir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of readdirSync(publishDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(publishDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (file === "_headers" || file === "_redirects") continue;
    out.push(`/${file}`);
    if (file === "index.html") out.push("/");
    else if (file.endsWith("/index.html")) out.push(`/${file.slice(0, -"/index.html".length)}`);
    else if (file.endsWith(".html")) out.push(`/${file.slice(0, -".html".length)}`);
  }
  return out;
}

/**
 * What is wrong with the headers of the given paths: a security header with two values, an X-XSS-Protection other than
 * 0, a year-long immutable cache on a file whose name carries no content hash.
 * @param {{ forRegExp: RegExp, values: Record<string, string> }[]} rules
 * @param {string[]} paths
 */
export function problems(rules, paths) {
  /** @type {string[]} */
  const out = [];
  for (const urlPath of paths) {
    const headers = headersFor(rules, urlPath);
    for (const name of SECURITY_HEADERS) {
      const values = headers[name] ?? [];
      if (values.length > 1) out.push(`${urlPath}: ${name} has ${values.length} values: ${values.join(" | ")}`);
    }
    for (const value of headers["x-xss-protection"] ?? []) {
      if (value.trim() !== "0") out.push(`${urlPath}: x-xss-protection is "${value}", not 0`);
    }
    const immutable = (headers["cache-control"] ?? []).some((v) => /\bimmutable\b/.test(v));
    if (immutable && !isContentAddressed(urlPath)) {
      out.push(`${urlPath}: cache-control is immutable, but the name carries no content hash`);
    }
  }
  return out;
}
