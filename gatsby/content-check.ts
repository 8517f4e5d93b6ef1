/**
 * The content check: reads every file under content/ and checks it against the content model
 * (gatsby/content-model.ts, the same model the GraphQL types come from). Each problem is one line
 * `file: field: problem`, written for editors: the file relative to the repository, the field as
 * a path (`services[3].price`, entries counted from 1) and what to do in plain English.
 *
 * Used by `npm run content:check` (scripts/content-check.mjs) and by the build (gatsby-node.ts).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { configuredTrackers, trackersFromEnv } from "../src/contracts/trackers.ts";
import { jobPath, jobProblems, type JobFacts } from "../src/lib/jobs.ts";
import { siteKey } from "../src/lib/site-address.ts";
import matter from "gray-matter";
import {
  JSON_SOURCES,
  LEGAL_SLUGS,
  MDX_COLLECTIONS,
  PAGES,
  REF_TARGETS,
  SECTION_TYPES,
  objectFields,
  sectionFields,
  type Field,
  type Fields,
  type MdxCollection,
  type RefTarget,
} from "./content-model.ts";

export interface ContentProblem {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  field: string;
  problem: string;
  /** Worth a look but not wrong: printed, never stops the check or the build. */
  warning?: boolean;
}

export const formatProblem = (p: ContentProblem): string =>
  `${p.file}: ${p.field}: ${p.warning ? "warning: " : ""}${p.problem}`;

export interface CheckOptions {
  /** Repository root: content/, static/ and src/ are read from here. */
  root: string;
  /** The build's environment: the trackers it turns on must be in the third-party list. Default: process.env. */
  env?: Record<string, string | undefined>;
  /** scripts/lib/mdx-compile.mjs, when this module cannot find it itself (see mdxCompiler). */
  mdxCompiler?: string;
}

/** Used for problems with a whole file rather than one field. */
export const WHOLE_FILE = "(whole file)";

const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".tif", ".tiff"];
const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The route of a content page: "/" or one or two lower-case slugs. */
const PAGE_PATH_RE = /^\/$|^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){1,2}$/;

/* ------------------------------------------------------------------------------------------ */
/* Wording                                                                                    */
/* ------------------------------------------------------------------------------------------ */

/** What a value of this field should be, as an editor would say it. */
function expected(field: Field): string {
  switch (field.kind) {
    case "string":
      return "text";
    case "int":
      return "a whole number";
    case "boolean":
      return "true or false";
    case "date":
      return "a date written YYYY-MM-DD, like 2025-08-01";
    case "image":
      return "the path of an image file";
    case "ref":
      return `the ${REF_TARGETS[field.to].key ?? "slug"} of a ${REF_TARGETS[field.to].entry}`;
    case "object":
      return "a group of fields in { }";
    case "list":
      return "a list in [ ]";
    case "sections":
      return "a list of sections in [ ]";
  }
}

/** What is missing, for "required ... is missing". */
function missingNoun(field: Field): string {
  switch (field.kind) {
    case "string":
      return "text";
    case "int":
      return "number";
    case "boolean":
      return "true or false value";
    case "date":
      return "date";
    case "image":
      return "image";
    case "ref":
      return `${REF_TARGETS[field.to].entry} ${REF_TARGETS[field.to].key ?? "slug"}`;
    case "object":
      return "group of fields";
    case "list":
      return "list";
    case "sections":
      return "list of sections";
  }
}

function describe(value: unknown): string {
  if (value === null) return "empty (null)";
  if (Array.isArray(value)) return "a list";
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  switch (typeof value) {
    case "string":
      return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
    case "number":
      return `the number ${value}`;
    case "boolean":
      return String(value);
    case "object":
      return "a group of fields";
    default:
      return typeof value;
  }
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const here = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = here;
    }
  }
  return row[b.length]!;
}

/** The closest known name to a misspelt one, if any is close enough to be a typo. */
export function closest(value: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const k of known) {
    const [a, b] = [value.toLowerCase(), k.toLowerCase()];
    // A known name that starts with what was typed (or the reverse) counts as close: "seo-tools" -> "seo".
    const prefix = Math.min(a.length, b.length) >= 3 && (a.startsWith(b) || b.startsWith(a));
    const d = a === b ? 0 : prefix ? 1 : distance(a, b);
    if (d < bestScore) {
      best = k;
      bestScore = d;
    }
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(value.length / 3)) ? best : undefined;
}

const didYouMean = (value: string, known: readonly string[]) => {
  const guess = closest(value, known);
  return guess ? ` (did you mean "${guess}"?)` : "";
};

/* ------------------------------------------------------------------------------------------ */
/* Reading files                                                                              */
/* ------------------------------------------------------------------------------------------ */

interface Context {
  root: string;
  contentDir: string;
  problems: ContentProblem[];
  slugs: Record<RefTarget, string[]>;
  /** Targets whose slugs could not be read (a file that does not parse): references to them are not checked. */
  unreadable: Set<RefTarget>;
  /** Internal links written in content (format "link"), checked once every route is known. */
  links: { w: Where; at: string; href: string }[];
}

const rel = (ctx: Context, abs: string) => path.relative(ctx.root, abs).split(path.sep).join("/");

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** True when the file exists with exactly this spelling (Netlify's disks are case-sensitive). */
function existsExactly(from: string, abs: string): { ok: boolean; nearby?: string } {
  const parts = path.relative(from, abs).split(path.sep);
  let dir = from;
  for (const [i, part] of parts.entries()) {
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return { ok: false };
    const names = fs.readdirSync(dir);
    if (!names.includes(part)) {
      const other = names.find((n) => n.toLowerCase() === part.toLowerCase());
      return { ok: false, nearby: other ? [...parts.slice(0, i), other].join("/") : undefined };
    }
    dir = path.join(dir, part);
  }
  return { ok: fs.statSync(dir).isFile() };
}

function lineColumn(text: string, position: number): string {
  const before = text.slice(0, position);
  const line = before.split("\n").length;
  const column = position - before.lastIndexOf("\n");
  return `line ${line}, column ${column}`;
}

/**
 * Where JSON that JSON.parse refused goes wrong, as V8's messages do not always say ("Unexpected
 * token ']', "…" is not valid JSON" for a trailing comma in a list names no position): the first
 * place a strict reading of the JSON grammar fails, and why, in the words of V8's messages; a
 * trailing comma is named as such, at the comma.
 */
export function jsonErrorAt(text: string): { position: number; reason: string } | undefined {
  let i = 0;
  const fail = (reason: string, at = i): never => {
    throw { position: at, reason };
  };
  const space = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === "\\") i++;
      else if (text.charCodeAt(i) < 0x20) fail("Bad control character in string literal");
      i++;
    }
    if (i >= text.length) fail("Unterminated string");
    i++;
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === "{") {
      i++;
      space();
      if (text[i] === "}") return void i++;
      for (;;) {
        space();
        if (text[i] !== '"')
          fail(
            text[i] === "}" ? "A comma after the last property: remove it" : "Expected double-quoted property name",
            text[i] === "}" ? lastComma(i) : i,
          );
        string();
        space();
        if (text[i] !== ":") fail("Expected ':' after property name");
        i++;
        value();
        space();
        if (text[i] === ",") i++;
        else if (text[i] === "}") return void i++;
        else fail("Expected ',' or '}' after property value");
      }
    }
    if (c === "[") {
      i++;
      space();
      if (text[i] === "]") return void i++;
      for (;;) {
        space();
        if (text[i] === "]") fail("A comma after the last entry: remove it", lastComma(i));
        value();
        space();
        if (text[i] === ",") i++;
        else if (text[i] === "]") return void i++;
        else fail("Expected ',' or ']' after array element");
      }
    }
    if (c === '"') return string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i));
    if (!literal) fail(i >= text.length ? "Unexpected end of JSON input" : `Unexpected token '${c}'`);
    i += literal![0].length;
  };
  const lastComma = (before: number) => text.lastIndexOf(",", before);
  try {
    value();
    space();
    if (i < text.length) fail("Unexpected non-whitespace character after JSON");
    return undefined;
  } catch (e) {
    if (e && typeof e === "object" && "position" in e) return e as { position: number; reason: string };
    throw e;
  }
}

function parseJson(ctx: Context, abs: string): { ok: true; value: unknown } | { ok: false } {
  const source = fs.readFileSync(abs, "utf8");
  try {
    return { ok: true, value: JSON.parse(source) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /at position (\d+)/.exec(message);
    // V8 names no position for an unexpected token (a trailing comma in a list) and the closing
    // bracket for one in an object: the file's own reading names the comma, else V8's position.
    const found = jsonErrorAt(source);
    const at = found?.position ?? (position ? Number(position[1]) : undefined);
    const where = at !== undefined ? ` at ${lineColumn(source, at)}` : "";
    const reason = found?.reason ?? message.replace(/\s*(in JSON )?at position.*$/s, "");
    ctx.problems.push({
      file: rel(ctx, abs),
      field: WHOLE_FILE,
      problem: `is not valid JSON${where}: ${reason} (look for a missing comma, quote or bracket there)`,
    });
    return { ok: false };
  }
}

interface MdxFile {
  abs: string;
  frontmatter: Record<string, unknown>;
  body: string;
  /** Line number of the body's first line in the file. */
  bodyLine: number;
}

function parseMdx(ctx: Context, abs: string): MdxFile | undefined {
  const source = fs.readFileSync(abs, "utf8");
  try {
    // The same options gatsby-plugin-mdx uses: YAML frontmatter only.
    const parsed = matter(source, { language: "yaml", engines: { js: () => ({}), javascript: () => ({}) } });
    const head = source.endsWith(parsed.content) ? source.slice(0, source.length - parsed.content.length) : "";
    const bodyLine = head.split("\n").length;
    return { abs, frontmatter: parsed.data as Record<string, unknown>, body: parsed.content, bodyLine };
  } catch (error) {
    const e = error as { reason?: string; mark?: { line?: number }; message?: string };
    const line = typeof e.mark?.line === "number" ? ` near line ${e.mark.line + 2}` : "";
    ctx.problems.push({
      file: rel(ctx, abs),
      field: "frontmatter",
      problem: `is not valid YAML${line}: ${e.reason ?? e.message ?? String(error)} (check the quotes and colons there)`,
    });
    return undefined;
  }
}

/* ------------------------------------------------------------------------------------------ */
/* Checking values against the model                                                          */
/* ------------------------------------------------------------------------------------------ */

interface Where {
  ctx: Context;
  /** The content file, absolute: images resolve relative to its folder. */
  abs: string;
}

function report(w: Where, field: string, problem: string) {
  w.ctx.problems.push({ file: rel(w.ctx, w.abs), field, problem });
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Date);

function checkString(w: Where, field: Extract<Field, { kind: "string" }>, value: string, at: string) {
  if (field.placeholders) {
    const allowed = field.placeholders;
    for (const [, name] of value.matchAll(/\{([^{}]*)\}/g)) {
      if (allowed.includes(name!)) continue;
      const guess = closest(name!, allowed);
      report(
        w,
        at,
        `"{${name}}" is not filled in by the page: ` +
          (guess
            ? `did you mean "{${guess}}"?`
            : allowed.length > 0
              ? `this text can use ${allowed.map((n) => `{${n}}`).join(", ")}`
              : "this text uses no words in { }"),
      );
    }
  }
  if (field.oneOf && !field.oneOf.includes(value)) {
    const guess = closest(value, field.oneOf);
    report(
      w,
      at,
      `"${value}" is not one of the ${field.oneOfName ?? "allowed values"}` +
        (guess ? ` (did you mean "${guess}"?)` : `: use one of ${field.oneOf.join(", ")}`),
    );
    return;
  }
  switch (field.format) {
    case "slug":
      if (!SLUG_RE.test(value))
        report(w, at, `must be a lower-case slug: letters a-z, digits and hyphens, like "my-new-page"`);
      break;
    case "url": {
      let ok = false;
      try {
        const url = new URL(value);
        ok = (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
      } catch {
        ok = false;
      }
      if (!ok) report(w, at, `must be a full web address starting with https://, not "${value}"`);
      break;
    }
    case "email":
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) report(w, at, `must be an e-mail address, not "${value}"`);
      break;
    case "time":
      if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value))
        report(w, at, `must be a time written HH:MM on the 24-hour clock, like 09:00 or 18:00`);
      break;
    case "staticFile": {
      const staticDir = path.join(w.ctx.root, "static");
      const file = path.join(staticDir, value);
      if (!value.startsWith("/") || !file.startsWith(staticDir + path.sep) || !existsExactly(staticDir, file).ok)
        report(w, at, `file "${value}" does not exist in static/ (write it as /folder/name.png from static/)`);
      break;
    }
    case "pagePath":
      if (!PAGE_PATH_RE.test(value))
        report(
          w,
          at,
          `"${value}" must be a lower-case path like "/free-website-audit" or "/campaigns/spring-seo": a-z, digits and hyphens, one or two levels, starting with /`,
        );
      break;
    case "link":
      if (/^\/(?!\/)\S*$/.test(value)) w.ctx.links.push({ w, at, href: value });
      else report(w, at, `must be the path of a page of the site starting with /, like "/contact", not "${value}"`);
      break;
  }
}

function checkImage(w: Where, value: string, at: string) {
  if (/^[a-z]+:/i.test(value)) {
    report(w, at, `must be an image file in content/, not a web address ("${value}")`);
    return;
  }
  const { contentDir } = w.ctx;
  const abs = path.resolve(path.dirname(w.abs), value);
  const relFromFile = rel(w.ctx, abs);
  if (!abs.startsWith(contentDir + path.sep)) {
    report(
      w,
      at,
      `image "${value}" is outside content/: paths are relative to the folder of ${rel(w.ctx, w.abs)}, like "images/team/name.jpg" or "./hero.jpg"`,
    );
    return;
  }
  const found = existsExactly(contentDir, abs);
  if (!found.ok) {
    const hint = found.nearby
      ? ` (there is content/${found.nearby}: names are case-sensitive)`
      : ` (looked for ${relFromFile}; paths are relative to the folder of ${rel(w.ctx, w.abs)})`;
    report(w, at, `image "${value}" does not exist${hint}`);
    return;
  }
  if (!IMAGE_EXTENSIONS.includes(path.extname(abs).toLowerCase()))
    report(w, at, `"${value}" must be a JPG, PNG, WebP or AVIF image`);
}

function checkDate(w: Where, value: unknown, at: string) {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) report(w, at, `must be ${expected({ kind: "date", required: true })}`);
    return;
  }
  const parsed = typeof value === "string" ? new Date(`${value}T00:00:00Z`) : undefined;
  const ok =
    typeof value === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    parsed !== undefined &&
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 10) === value;
  if (!ok) report(w, at, `must be ${expected({ kind: "date", required: true })}, not ${describe(value)}`);
}

function checkValue(w: Where, field: Field, value: unknown, at: string): void {
  const wrong = () => report(w, at, `must be ${expected(field)}, not ${describe(value)}`);
  switch (field.kind) {
    case "string":
      if (typeof value !== "string") return wrong();
      if (value.trim() === "") {
        if (field.required) report(w, at, "required text is missing");
        return;
      }
      return checkString(w, field, value, at);
    case "int":
      if (typeof value !== "number" || !Number.isInteger(value)) return wrong();
      if ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max))
        report(w, at, `must be between ${field.min ?? "-∞"} and ${field.max ?? "∞"}, not ${value}`);
      return;
    case "boolean":
      if (typeof value !== "boolean") return wrong();
      return;
    case "date":
      return checkDate(w, value, at);
    case "image":
      if (typeof value !== "string" || value.trim() === "") return wrong();
      return checkImage(w, value, at);
    case "ref": {
      if (typeof value !== "string") return wrong();
      const known = w.ctx.slugs[field.to];
      if (!known.includes(value) && !w.ctx.unreadable.has(field.to)) {
        const target = REF_TARGETS[field.to];
        report(
          w,
          at,
          `"${value}" is not the ${target.key ?? "slug"} of any ${target.entry}${didYouMean(value, known) || `: use one of ${known.join(", ")}`}`,
        );
      }
      return;
    }
    case "object": {
      if (!isPlainObject(value)) return wrong();
      const fields = objectFields(field.type);
      if (!fields) throw new Error(`content model: unknown object type ${field.type}`);
      return checkFields(w, fields, value, at);
    }
    case "sections":
      return checkSections(w, value, at);
    case "list": {
      if (!Array.isArray(value)) return wrong();
      value.forEach((item, i) => {
        const itemAt = `${at}[${i + 1}]`;
        if (item === null || item === undefined) report(w, itemAt, "is empty: fill it in or remove it from the list");
        else checkValue(w, field.of, item, itemAt);
      });
      if (field.of.kind === "object") {
        const fields = objectFields(field.of.type);
        if (fields) checkUnique(w, fields, value, at, "entry");
      }
      return;
    }
  }
}

/** A page's sections: each a group of fields with a known `type` and that type's fields. */
function checkSections(w: Where, value: unknown, at: string) {
  if (!Array.isArray(value)) return report(w, at, `must be a list of sections in [ ], not ${describe(value)}`);
  if (value.length === 0) return report(w, at, "a page needs at least one section");
  const types = Object.keys(SECTION_TYPES);
  value.forEach((item, i) => {
    const itemAt = `${at}[${i + 1}]`;
    if (!isPlainObject(item)) return report(w, itemAt, `must be a section in { }, not ${describe(item)}`);
    const type = item.type;
    if (typeof type !== "string" || type.trim() === "")
      return report(w, `${itemAt}.type`, `required section type is missing: use one of ${types.join(", ")}`);
    if (!types.includes(type)) {
      const guess = closest(type, types);
      return report(
        w,
        `${itemAt}.type`,
        `unknown section type "${type}"${guess ? ` (did you mean "${guess}"?)` : ""}: use one of ${types.join(", ")}`,
      );
    }
    checkFields(w, sectionFields(type), item, itemAt);
  });
}

/** Checks an object's fields: required ones present, each value valid, no unknown fields. */
function checkFields(w: Where, fields: Fields, value: Record<string, unknown>, at: string) {
  const join = (key: string) => (at ? `${at}.${key}` : key);
  for (const [key, field] of Object.entries(fields)) {
    const v = value[key];
    if (v === undefined || v === null || (field.kind === "string" && typeof v === "string" && v.trim() === "")) {
      if (field.required) report(w, join(key), `required ${missingNoun(field)} is missing`);
      continue;
    }
    checkValue(w, field, v, join(key));
  }
  const known = Object.keys(fields);
  for (const key of Object.keys(value)) {
    if (!(key in fields)) {
      report(w, join(key), `is not a field the site uses: remove it or fix its name${didYouMean(key, known)}`);
    }
  }
}

/** In a list of entries, fields marked `unique` must differ from entry to entry. */
function checkUnique(w: Where, fields: Fields, items: unknown[], at: string, entry: string) {
  for (const [key, field] of Object.entries(fields)) {
    if (!field.unique) continue;
    const seen = new Map<string, number>();
    items.forEach((item, i) => {
      if (!isPlainObject(item)) return;
      const v = item[key];
      if (typeof v !== "string" && typeof v !== "number") return;
      const id = String(v).trim();
      const first = seen.get(id);
      if (first !== undefined) {
        report(
          w,
          `${at}[${i + 1}].${key}`,
          `"${id}" is already used by ${at}[${first + 1}]: each ${entry} needs its own ${key}`,
        );
      } else seen.set(id, i);
    });
  }
}

/* ------------------------------------------------------------------------------------------ */
/* Links in article bodies and in the site's code                                             */
/* ------------------------------------------------------------------------------------------ */

interface Routes {
  pages: Set<string>;
  ctx: Context;
}

/** The routes of the files in src/pages (route -> file relative to the repository), 404 aside. */
function pageFileRoutes(root: string): Map<string, string> {
  const pagesDir = path.join(root, "src", "pages");
  const routes = new Map<string, string>();
  for (const file of walk(pagesDir)) {
    if (/\.test\.[jt]sx?$/.test(file) || !/\.[jt]sx?$/.test(file)) continue;
    const route = `/${path
      .relative(pagesDir, file)
      .replace(/\.[jt]sx?$/, "")
      .split(path.sep)
      .join("/")}`;
    if (route === "/404") continue;
    routes.set(route.replace(/\/index$/, "") || "/", path.relative(root, file).split(path.sep).join("/"));
  }
  return routes;
}

function staticRoutes(root: string, legalSlugs: string[], contentPages: string[] = []): Set<string> {
  const routes = new Set<string>(["/", ...pageFileRoutes(root).keys(), ...contentPages]);
  for (const slug of legalSlugs) routes.add(`/${slug}`);
  return routes;
}

/** Why an internal link leads nowhere, or undefined when it leads to a page. */
function deadLink(routes: Routes, href: string): string | undefined {
  const clean = href.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");
  if (clean.startsWith("/api/") || /\.[a-z0-9]+$/i.test(clean)) return undefined;
  if (routes.pages.has(clean)) return undefined;
  const m = /^\/(services|blog)\/([^/]+)$/.exec(clean);
  if (m) {
    const to: RefTarget = m[1] === "blog" ? "blog" : "services";
    const slug = m[2]!;
    if (routes.ctx.slugs[to].includes(slug) || routes.ctx.unreadable.has(to)) return undefined;
    return `link "${href}" leads to no page: no ${REF_TARGETS[to].entry} has the slug "${slug}"${didYouMean(slug, routes.ctx.slugs[to])}`;
  }
  return `link "${href}" leads to no page of the site${didYouMean(clean, [...routes.pages])}`;
}

function checkBodyLinks(routes: Routes, mdx: MdxFile) {
  let fenced = false;
  mdx.body.split("\n").forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    const hrefs = [
      ...[...line.matchAll(/\]\((\/[^)\s]*)/g)].map((m) => m[1]!),
      ...[...line.matchAll(/href=["'](\/[^"']*)["']/g)].map((m) => m[1]!),
      ...[...line.matchAll(/^\s*\[[^\]]+\]:\s*(\/\S*)/g)].map((m) => m[1]!),
    ];
    for (const href of hrefs) {
      if (href.startsWith("//")) continue;
      const why = deadLink(routes, href);
      if (why) report({ ctx: routes.ctx, abs: mdx.abs }, `body (line ${mdx.bodyLine + i})`, why);
    }
  });
}

/**
 * The site's own code links to some entries by slug (the 404 page's popular services). Renaming
 * such a slug in content would break the link, so the check says where.
 */
function checkCodeLinks(routes: Routes) {
  const { root } = routes.ctx;
  for (const file of walk(path.join(root, "src"))) {
    if (!/\.(ts|tsx)$/.test(file) || /\.test\.tsx?$/.test(file) || file.endsWith(".d.ts")) continue;
    fs.readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, i) => {
        for (const m of line.matchAll(/["'`](\/(?:services|blog)\/[A-Za-z0-9-]+)["'`]/g)) {
          const why = deadLink(routes, m[1]!);
          if (why)
            report(
              { ctx: routes.ctx, abs: file },
              `line ${i + 1}`,
              `${why} (the site's code links here: keep the old slug, or ask a developer to update the link)`,
            );
        }
      });
  }
}

/**
 * The privacy choices' table (content/privacy-choices.json) lists only what the site can set: each
 * cookie or storage key set by the site itself (its `setBy` is the brand of site.json) must be
 * named in the site's code (src/, gatsby-browser.tsx, or the module of Gatsby's router that stores scroll
 * positions), so the table cannot promise a key that was
 * renamed or removed. Third parties' keys are for their providers to set.
 */
function checkStorageKeys(ctx: Context, privacy: unknown, site: unknown) {
  if (!isPlainObject(privacy) || !Array.isArray(privacy.storage) || !isPlainObject(site)) return;
  const files = [...walk(path.join(ctx.root, "src")), path.join(ctx.root, "gatsby-browser.tsx")].filter(
    (f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith(".d.ts") && fs.existsSync(f),
  );
  // Gatsby's router keeps each page's scroll position in sessionStorage (`@@scroll|<path>|<key>`):
  // its module is code the site ships and sets keys with, so it counts (found as Node finds it).
  const router = routerScrollModule(ctx.root);
  if (router) files.push(router);
  const code = files.map((f) => fs.readFileSync(f, "utf8")).join("\n");
  privacy.storage.forEach((entry, i) => {
    if (!isPlainObject(entry) || entry.setBy !== site.brand || typeof entry.name !== "string") return;
    const literal = entry.name.endsWith("*") ? entry.name.slice(0, -1) : entry.name;
    if (!new RegExp(`["'\`]${literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(code))
      report(
        { ctx, abs: path.join(ctx.contentDir, "privacy-choices.json") },
        `storage[${i + 1}].name`,
        `the site's code never sets "${entry.name}": remove it from the table, or ask a developer to add what sets it`,
      );
  });
}

/** The file of Gatsby's router that stores scroll positions, resolved from the repository (or the working directory). */
function routerScrollModule(root: string): string | undefined {
  for (const from of [root, process.cwd()])
    try {
      return createRequire(path.join(from, "package.json")).resolve("gatsby-react-router-scroll/session-storage");
    } catch {
      // not installed there: try the next place
    }
  return undefined;
}

/**
 * The Privacy Policy states how long leads are kept, and the daily job deletes by the figures in
 * content/site.json `dataRetention` (netlify/functions/leads-retention.ts). Its Data Retention
 * section must say the same: inquiries kept for the `inquiryMonths` figure (the first "N months"
 * after the word "inquiries" in a sentence), spam for the `spamDays` figure (the first "N days"
 * after "spam") and job applications for `applicationMonths` (netlify/functions/applications-retention.ts).
 * A policy that promises one figure while the job deletes by another is refused.
 */
function checkRetentionText(ctx: Context, legal: MdxFile[], site: unknown) {
  const policy = legal.find((m) => m.frontmatter.slug === "PrivacyPolicy");
  const retention = isPlainObject(site) ? site.dataRetention : undefined;
  if (!policy || !isPlainObject(retention)) return;
  const w = { ctx, abs: policy.abs };
  const lines = policy.body.split("\n");
  const start = lines.findIndex((l) => /^##\s.*retention/i.test(l));
  if (start < 0) {
    report(
      w,
      "body",
      'needs a section whose heading says "Retention" (## 7. Data Retention) stating how long inquiries, spam and job applications are kept',
    );
    return;
  }
  const next = lines.findIndex((l, i) => i > start && /^##\s/.test(l));
  const section = lines.slice(start, next < 0 ? lines.length : next);
  const figures = [
    { word: "inquiries", unit: "months", field: "inquiryMonths", value: retention.inquiryMonths, what: "leads" },
    { word: "spam", unit: "days", field: "spamDays", value: retention.spamDays, what: "leads" },
    {
      word: "job applications",
      unit: "months",
      field: "applicationMonths",
      value: retention.applicationMonths,
      what: "applications",
    },
  ];
  for (const { word, unit, field, value, what } of figures) {
    // A figure the model refuses is reported there; the text is held to usable figures only.
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1) continue;
    const re = new RegExp(`\\b${word}\\b[^.]*?\\b(\\d+)\\s+${unit.slice(0, -1)}s?\\b`, "i");
    const text = section.join("\n");
    const found = re.exec(text);
    const line = policy.bodyLine + start + (found ? text.slice(0, found.index).split("\n").length - 1 : 0);
    const settings = `Site settings (content/site.json dataRetention.${field}) say ${value} ${unit}`;
    if (!found) {
      report(
        w,
        `body (line ${line})`,
        `the Data Retention section must say how long ${word === "spam" ? "spam is" : `${word} are`} kept, like "${word} … ${value} ${unit}": ${settings}`,
      );
    } else if (Number(found[1]) !== value) {
      report(
        w,
        `body (line ${line})`,
        `says ${word} ${word === "spam" ? "is" : "are"} kept ${found[1]} ${unit}, but ${settings}, and ${what} are deleted by that figure: make the two agree`,
      );
    }
  }
}

/**
 * A tracker the build turns on (GA4_MEASUREMENT_ID, META_PIXEL_ID; src/contracts/trackers.ts) must
 * be in the policies' third-party list (content/third-party-services.json, by name) and have its
 * cookies in the privacy choices' table (entries with its `provider`), so what the policies say is
 * what the site does. A malformed id is reported here too, before the build stops on it.
 */
function checkTrackers(ctx: Context, env: Record<string, string | undefined>, services: unknown, privacy: unknown) {
  let ids;
  try {
    ids = trackersFromEnv(env);
  } catch (e) {
    // Not a file: the build's environment variables (Netlify's site configuration, or .env).
    report({ ctx, abs: path.join(ctx.root, "environment") }, "tracker id", (e as Error).message);
    return;
  }
  const names = Array.isArray(services) ? services.map((s) => (isPlainObject(s) ? s.name : undefined)) : [];
  const storage = isPlainObject(privacy) && Array.isArray(privacy.storage) ? privacy.storage : [];
  for (const t of configuredTrackers(ids)) {
    if (!names.includes(t.thirdParty))
      report(
        { ctx, abs: path.join(ctx.contentDir, "third-party-services.json") },
        "name",
        `${t.env} turns ${t.thirdParty} on, but the third-party services list has no "${t.thirdParty}": add it, so the policies name it`,
      );
    const rows = storage.filter((k) => isPlainObject(k) && k.provider === t.id);
    if (rows.length === 0)
      report(
        { ctx, abs: path.join(ctx.contentDir, "privacy-choices.json") },
        "storage",
        `${t.env} turns ${t.thirdParty} on, but no cookie in the table has provider "${t.id}": list the cookies it sets`,
      );
    // Every cookie its documentation names, in the category that deletes it on withdrawal.
    else
      for (const cookie of t.cookies) {
        const row = rows.find((k) => k.name === cookie.name);
        if (!row || row.category !== cookie.category || row.storedIn !== "Cookie")
          report(
            { ctx, abs: path.join(ctx.contentDir, "privacy-choices.json") },
            "storage",
            `${t.env} turns ${t.thirdParty} on, which can set the cookie "${cookie.name}": ${
              row
                ? `its row must say Cookie and the ${cookie.category} category`
                : `add a row for it (Cookie, ${cookie.category}, provider "${t.id}")`
            }, so the table lists it and withdrawing consent deletes it`,
          );
      }
  }
}

/* ------------------------------------------------------------------------------------------ */
/* The check                                                                                  */
/* ------------------------------------------------------------------------------------------ */

function checkMdxCollection(ctx: Context, name: string, c: MdxCollection, files: MdxFile[]) {
  for (const mdx of files) {
    const w = { ctx, abs: mdx.abs };
    checkFields(w, c.frontmatter, mdx.frontmatter, "");
    const slug = mdx.frontmatter.slug;
    if (c.layout === "folder" && typeof slug === "string" && SLUG_RE.test(slug)) {
      const folder = path.basename(path.dirname(mdx.abs));
      if (folder !== slug) report(w, "slug", `must equal the folder name "${folder}"`);
    }
  }
  for (const [key, field] of Object.entries(c.frontmatter)) {
    if (!field.unique) continue;
    const seen = new Map<string, MdxFile>();
    for (const mdx of files) {
      const v = mdx.frontmatter[key];
      if (typeof v !== "string" && typeof v !== "number") continue;
      const first = seen.get(String(v));
      if (first)
        report(
          { ctx, abs: mdx.abs },
          key,
          `"${String(v)}" is already used by ${rel(ctx, first.abs)}: each ${c.entry} needs its own ${key}`,
        );
      else seen.set(String(v), mdx);
    }
  }
  if (name === "legal") {
    const dir = path.join(ctx.contentDir, c.dir);
    for (const slug of LEGAL_SLUGS) {
      if (!files.some((f) => f.frontmatter.slug === slug))
        report({ ctx, abs: dir }, "slug", `no file has the slug "${slug}": the /${slug} page needs one`);
    }
  }
}

/**
 * Openings (content/jobs.json): beyond the model's field checks, what would make an opening's
 * JobPosting invalid for Google (src/lib/jobs.ts jobProblems: an on-site job without its office, a
 * remote one without the countries it may be worked from, a salary range upside down, ...).
 */
function checkJobs(w: Where, jobs: unknown[], label: string) {
  const file = rel(w.ctx, w.abs);
  jobs.forEach((job, i) => {
    if (!isPlainObject(job)) return;
    for (const p of jobProblems(job as Partial<JobFacts>)) {
      const field = `${label}[${i + 1}].${p.field}`;
      // A value the model already refused (an unknown employment type, ...) is reported once.
      if (!w.ctx.problems.some((q) => q.file === file && q.field === field)) report(w, field, p.problem);
    }
  });
}

/**
 * The compiler of the build, run on the bodies by scripts/lib/mdx-compile.mjs (see there): in the
 * checked repository, else next to this module (Jest; the build bundles this module into .cache/,
 * so the repository comes first), else in the working directory. scripts/content-check.mjs, an ES
 * module without __dirname, passes the path itself.
 */
function mdxCompiler(root: string): string {
  const at = (dir: string) => path.join(dir, "scripts", "lib", "mdx-compile.mjs");
  const candidates = [root, ...(typeof __dirname === "string" ? [path.join(__dirname, "..")] : []), process.cwd()];
  return candidates.map(at).find((file) => fs.existsSync(file)) ?? at(root);
}

/**
 * Every MDX body through the build's own compiler (gatsby-plugin-mdx's @mdx-js/mdx with its remark
 * and rehype plugins): what would stop the build, and what would compile to code (a tag, braces,
 * import/export) where an editor typed text. Lines are of the file, front matter counted.
 */
function checkMdxBodies(ctx: Context, files: MdxFile[], compiler: string) {
  if (files.length === 0) return;
  const input = JSON.stringify(files.map((f, i) => ({ id: String(i), body: f.body })));
  const run = spawnSync(process.execPath, [compiler], { input, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`content check: the MDX compiler failed: ${run.stderr || run.error}`);
  const found = JSON.parse(run.stdout) as { id: string; line: number; column: number; problem: string; kind: string }[];
  const textHint = "to show { } or < as text, write \\{, \\} and \\< (the content manager does this for you)";
  for (const f of found) {
    const mdx = files[Number(f.id)]!;
    const where = `body (line ${mdx.bodyLine + f.line - 1})`;
    report(
      { ctx, abs: mdx.abs },
      where,
      f.kind === "compile"
        ? `the build cannot read the text at column ${f.column}: ${f.problem} (curly braces and angle brackets are code in MDX: ${textHint})`
        : `${f.problem} (column ${f.column})`,
    );
  }
}

/**
 * A case study's live site is how /our-work finds its tile (src/sections/work.tsx, by siteKey): a
 * live site that matches no tile of content/portfolio.json gets no "Read the case study" link
 * there. Not wrong in itself (a client may be left out of the portfolio), so a warning.
 */
function checkLiveSites(ctx: Context, studies: MdxFile[], portfolio: unknown) {
  if (!Array.isArray(portfolio)) return;
  const tiles = portfolio.flatMap((t) => (isPlainObject(t) && typeof t.url === "string" ? [t.url] : []));
  const keys = new Set(tiles.map(siteKey));
  for (const study of studies) {
    const url = study.frontmatter.url;
    // An address that is no web address at all is reported by the model's check of the field.
    if (typeof url !== "string" || !URL.canParse(url) || keys.has(siteKey(url))) continue;
    const guess = closest(siteKey(url), tiles.map(siteKey));
    const tile = guess ? tiles.find((t) => siteKey(t) === guess) : undefined;
    ctx.problems.push({
      file: rel(ctx, study.abs),
      field: "url",
      problem: `"${url}" is the address of no site in the portfolio (content/portfolio.json), so /our-work shows no "Read the case study" link for it${tile ? ` (did you mean "${tile}"?)` : ": add the site to the portfolio, or copy its address from there"}`,
      warning: true,
    });
  }
}

/**
 * Page files in the order they keep their paths: of files that claim one path, the established
 * one first, so the check names the newcomer (a page added with the path of /about, never the
 * About page) and the build keeps the established page (gatsby-node.ts). Established is, in
 * this order: the file named for the path (about.json for /about, home.json or index.json for /),
 * a file in git's index rather than one that is not, the file changed longest ago; then by name.
 */
export function establishedFirst<T extends { abs: string; path: string }>(root: string, claims: T[]): T[] {
  const byPath = new Map<string, T[]>();
  for (const c of claims) byPath.set(c.path.toLowerCase(), [...(byPath.get(c.path.toLowerCase()) ?? []), c]);
  const clashing = claims.filter((c) => (byPath.get(c.path.toLowerCase())?.length ?? 0) > 1);
  if (clashing.length === 0) return claims;
  const git = spawnSync("git", ["ls-files", "-z", "--", ...clashing.map((c) => c.abs)], {
    cwd: root,
    encoding: "utf8",
  });
  const tracked = new Set(
    git.status === 0
      ? git.stdout
          .split("\0")
          .filter(Boolean)
          .map((f) => path.resolve(root, f))
      : [],
  );
  const named = (c: T) => {
    const base = path.basename(c.abs, ".json").toLowerCase();
    const last = c.path.split("/").at(-1)!.toLowerCase();
    return c.path === "/" ? base === "home" || base === "index" : base === last;
  };
  const rank = (c: T): [number, number, number] => [
    named(c) ? 0 : 1,
    tracked.has(path.resolve(c.abs)) ? 0 : 1,
    fs.existsSync(c.abs) ? fs.statSync(c.abs).mtimeMs : Infinity,
  ];
  const order = (a: T, b: T) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra[0] - rb[0] || ra[1] - rb[1] || ra[2] - rb[2] || a.abs.localeCompare(b.abs);
  };
  // Each path's files together, where its first file was, the established one first.
  const out: T[] = [];
  for (const c of claims) {
    const group = byPath.get(c.path.toLowerCase())!;
    if (group[0] === c) out.push(...[...group].sort(order));
  }
  return out;
}

/** Where the site makes pages of its own: a content page may not take a path under these. */
export const RESERVED_PATHS = ["/blog", "/services", "/our-work", "/admin", "/api", "/og", "/fonts", "/404"];
/** Of those, the site pages whose own route (never what lies under it) a page file may take when named for it. */
export const OWNABLE_PATHS = ["/blog", "/services", "/our-work"];

/**
 * content/pages/<name>.json: each file against the model, then their paths: not taken by another
 * page (a file in src/pages, a legal page, another content page; letter case aside), not under a
 * path where the site makes pages of its own, nested only under another content page. The home
 * page "/" comes from content/pages when src/pages has no index. Returns the paths of the pages.
 */
function checkPages(ctx: Context, files: { abs: string; value: unknown }[], legalSlugs: string[]): string[] {
  const fileRoutes = pageFileRoutes(ctx.root);
  const taken = new Map<string, string>([...fileRoutes].map(([route, file]) => [route.toLowerCase(), file]));
  for (const slug of legalSlugs) taken.set(`/${slug}`.toLowerCase(), `the legal page /${slug}`);
  const paths = new Map<string, string>();
  const valid: { w: Where; path: string }[] = [];
  const claims: { abs: string; path: string }[] = [];
  for (const { abs, value } of files) {
    const w = { ctx, abs };
    if (!isPlainObject(value)) {
      report(w, WHOLE_FILE, `must be one ${PAGES.entry} in { }, not ${describe(value)}`);
      continue;
    }
    checkFields(w, PAGES.fields, value, "");
    if (typeof value.path === "string" && PAGE_PATH_RE.test(value.path)) claims.push({ abs, path: value.path });
  }
  // Of two page files with one path, the established one keeps it and the other is named.
  for (const { abs, path: p } of establishedFirst(ctx.root, claims)) {
    const w = { ctx, abs };
    const other = taken.get(p.toLowerCase()) ?? paths.get(p);
    // A page may own a reserved route itself (not what lies under it) when its file is named for it:
    // content/pages/our-work.json for /our-work, in place of the page component it replaces.
    const ownsRoute = OWNABLE_PATHS.includes(p) && path.basename(abs) === `${p.slice(1)}.json`;
    const reserved = ownsRoute ? undefined : RESERVED_PATHS.find((r) => p === r || p.startsWith(`${r}/`));
    if (other) report(w, "path", `"${p}" is already the path of ${other}: choose another path`);
    else if (reserved)
      report(w, "path", `"${p}" is under ${reserved}, where the site makes its own pages: choose another path`);
    else {
      paths.set(p, rel(ctx, abs));
      valid.push({ w, path: p });
    }
  }
  for (const { w, path: p } of valid) {
    const parent = p.split("/").slice(0, -1).join("/");
    if (parent && !paths.has(parent))
      report(
        w,
        "path",
        `"${p}" is nested under "${parent}", which is no page in content/${PAGES.dir}: create that page first, or use a path of one level`,
      );
  }
  if (!fileRoutes.has("/") && !paths.has("/"))
    report(
      { ctx, abs: path.join(ctx.contentDir, PAGES.dir) },
      "path",
      `no page has the path "/": the home page needs one`,
    );
  return [...paths.keys()];
}

/** Checks everything under <root>/content and returns the problems, in file order. */
export function checkContent({ root, env = process.env, mdxCompiler: compiler }: CheckOptions): ContentProblem[] {
  const contentDir = path.join(root, "content");
  const ctx: Context = {
    root,
    contentDir,
    problems: [],
    slugs: { blog: [], services: [], testimonials: [] },
    unreadable: new Set(),
    links: [],
  };
  const files = walk(contentDir);
  const jsonValues = new Map<string, unknown>();
  const mdx: Record<string, MdxFile[]> = Object.fromEntries(Object.keys(MDX_COLLECTIONS).map((k) => [k, []]));
  const unreadableArticles: string[] = [];
  const sources = new Map(JSON_SOURCES.map((s) => [s.file, s]));
  const blogDir = path.join(contentDir, MDX_COLLECTIONS.blog.dir);
  const pageFiles: { abs: string; value: unknown }[] = [];

  for (const s of JSON_SOURCES) {
    if (!fs.existsSync(path.join(contentDir, s.file)))
      report({ ctx, abs: path.join(contentDir, s.file) }, WHOLE_FILE, `is missing: the site needs this file`);
  }

  for (const abs of files) {
    const relToContent = path.relative(contentDir, abs).split(path.sep);
    const ext = path.extname(abs).toLowerCase();
    const w = { ctx, abs };
    if (ext === ".json") {
      if (relToContent.length === 1 && sources.has(relToContent[0]!)) {
        const parsed = parseJson(ctx, abs);
        if (parsed.ok) jsonValues.set(relToContent[0]!, parsed.value);
      } else if (relToContent.length === 2 && relToContent[0] === PAGES.dir) {
        const parsed = parseJson(ctx, abs);
        if (parsed.ok) pageFiles.push({ abs, value: parsed.value });
      } else {
        report(
          w,
          WHOLE_FILE,
          `the site does not use this file: content files are ${JSON_SOURCES.map((s) => s.file).join(", ")} and pages in content/${PAGES.dir}/<name>.json`,
        );
      }
    } else if (ext === ".mdx" || ext === ".md") {
      const [top] = relToContent;
      const collection = Object.entries(MDX_COLLECTIONS).find(([, c]) => c.dir === top);
      const shapeOk =
        ext === ".mdx" &&
        collection !== undefined &&
        (collection[1].layout === "folder"
          ? relToContent.length === 3 && relToContent[2] === "index.mdx"
          : relToContent.length === 2);
      if (!collection || !shapeOk) {
        const c = collection?.[1];
        const folder = relToContent.length === 3 ? relToContent[1]! : undefined;
        const beside = folder ? path.join(contentDir, top!, folder, "index.mdx") : undefined;
        if (c?.layout === "folder" && beside && fs.existsSync(beside) && ext === ".mdx")
          // What the CMS writes for a new entry whose slug another one has: <slug>/index-1.mdx.
          report(
            w,
            WHOLE_FILE,
            `is a second ${c.entry} in the folder of the ${c.entry} "${folder}" (${rel(ctx, beside)}), and the site ignores it: ` +
              `"${folder}" is already that ${c.entry}'s slug, so give this ${c.entry} a slug of its own and move it to content/${c.dir}/<its-slug>/index.mdx, with its images`,
          );
        else
          report(
            w,
            WHOLE_FILE,
            "the site does not use this file: articles are content/blog/<slug>/index.mdx, case studies content/case-studies/<slug>/index.mdx, legal pages content/legal/<name>.mdx",
          );
        continue;
      }
      const parsed = parseMdx(ctx, abs);
      if (parsed) mdx[collection[0]]!.push(parsed);
      // An article whose frontmatter cannot be read still has its folder name for a slug.
      else if (collection[0] === "blog") unreadableArticles.push(relToContent[1]!);
    }
  }
  for (const entry of fs.existsSync(blogDir) ? fs.readdirSync(blogDir, { withFileTypes: true }) : []) {
    if (entry.isDirectory() && !fs.existsSync(path.join(blogDir, entry.name, "index.mdx")))
      report(
        { ctx, abs: path.join(blogDir, entry.name) },
        "index.mdx",
        "is missing: every article folder needs an index.mdx",
      );
  }
  // The same for the case studies (content/case-studies/<slug>/index.mdx).
  const caseStudyDir = path.join(contentDir, MDX_COLLECTIONS.caseStudies.dir);
  for (const entry of fs.existsSync(caseStudyDir) ? fs.readdirSync(caseStudyDir, { withFileTypes: true }) : []) {
    if (entry.isDirectory() && !fs.existsSync(path.join(caseStudyDir, entry.name, "index.mdx")))
      report(
        { ctx, abs: path.join(caseStudyDir, entry.name) },
        "index.mdx",
        "is missing: every case study folder needs an index.mdx",
      );
  }

  // Slugs first, so references can be checked in any order.
  const services = jsonValues.get("services.json");
  if (Array.isArray(services))
    ctx.slugs.services = services.flatMap((s) => (isPlainObject(s) && typeof s.slug === "string" ? [s.slug] : []));
  else ctx.unreadable.add("services");
  // Case studies quote a testimonial by the name of the person (content/testimonials.json).
  const testimonials = jsonValues.get("testimonials.json");
  if (Array.isArray(testimonials))
    ctx.slugs.testimonials = testimonials.flatMap((t) =>
      isPlainObject(t) && typeof t.name === "string" ? [t.name] : [],
    );
  else ctx.unreadable.add("testimonials");
  ctx.slugs.blog = [
    ...mdx.blog!.flatMap((m) => (typeof m.frontmatter.slug === "string" ? [m.frontmatter.slug] : [])),
    ...unreadableArticles,
  ];

  for (const s of JSON_SOURCES) {
    if (!jsonValues.has(s.file)) continue;
    const value = jsonValues.get(s.file);
    const w = { ctx, abs: path.join(contentDir, s.file) };
    const label = s.file.replace(/\.json$/, "");
    if (s.shape === "object") {
      if (isPlainObject(value)) checkFields(w, s.fields, value, "");
      else report(w, WHOLE_FILE, `must be one group of fields in { }, not ${describe(value)}`);
    } else if (!Array.isArray(value)) {
      report(w, WHOLE_FILE, `must be a list of ${s.entry} entries in [ ], not ${describe(value)}`);
    } else {
      value.forEach((item, i) => {
        const at = `${label}[${i + 1}]`;
        if (isPlainObject(item)) checkFields(w, s.fields, item, at);
        else report(w, at, `must be a ${s.entry} entry in { }, not ${describe(item)}`);
      });
      checkUnique(w, s.fields, value, label, s.entry);
      if (s.file === "jobs.json") checkJobs(w, value, label);
    }
  }

  for (const [name, c] of Object.entries(MDX_COLLECTIONS)) checkMdxCollection(ctx, name, c, mdx[name] ?? []);
  checkMdxBodies(ctx, Object.values(mdx).flat(), compiler ?? mdxCompiler(root));
  checkLiveSites(ctx, mdx.caseStudies ?? [], jsonValues.get("portfolio.json"));

  const legalSlugs = mdx.legal!.flatMap((m) =>
    LEGAL_SLUGS.some((s) => s === m.frontmatter.slug) ? [String(m.frontmatter.slug)] : [],
  );
  const contentPaths = checkPages(ctx, pageFiles, legalSlugs);
  const routes: Routes = { pages: staticRoutes(root, legalSlugs, contentPaths), ctx };
  // Each opening has a page at /Career/<slug>, open or filled (gatsby-node.ts).
  const jobs = jsonValues.get("jobs.json");
  for (const job of Array.isArray(jobs) ? jobs : [])
    if (isPlainObject(job) && typeof job.slug === "string") routes.pages.add(jobPath(job.slug));
  // Each case study has a page at /our-work/<slug> (gatsby-node.ts).
  for (const c of mdx.caseStudies ?? [])
    if (typeof c.frontmatter.slug === "string") routes.pages.add(`/our-work/${c.frontmatter.slug}`);
  for (const file of [...mdx.blog!, ...mdx.legal!, ...(mdx.caseStudies ?? [])]) checkBodyLinks(routes, file);
  checkCodeLinks(routes);
  checkStorageKeys(ctx, jsonValues.get("privacy-choices.json"), jsonValues.get("site.json"));
  checkRetentionText(ctx, mdx.legal!, jsonValues.get("site.json"));
  checkTrackers(ctx, env, jsonValues.get("third-party-services.json"), jsonValues.get("privacy-choices.json"));
  for (const link of ctx.links) {
    const why = deadLink(routes, link.href);
    if (why) report(link.w, link.at, why);
  }

  const order = (p: ContentProblem) => p.file;
  return ctx.problems
    .map((p, i) => ({ p, i }))
    .sort((a, b) => order(a.p).localeCompare(order(b.p)) || a.i - b.i)
    .map(({ p }) => p);
}

/** The message the build and develop print when the check finds problems. */
export function problemsMessage(problems: ContentProblem[]): string {
  const n = problems.length;
  return [
    `The content check found ${n} problem${n === 1 ? "" : "s"} in content/ (file: field: problem).`,
    "Fix each one; `npm run content:check` lists them again without building.",
    "",
    ...problems.map(formatProblem),
  ].join("\n");
}

/** The part of Gatsby's reporter the build hook uses. */
export interface CheckReporter {
  error: (message: string) => void;
  warn?: (message: string) => void;
  panicOnBuild: (message: string) => void;
}

/**
 * The check as the build runs it (gatsby-node.ts): a build stops with the problems
 * (panicOnBuild); `gatsby develop` prints them and keeps running, so the editor can fix the files
 * and see the check run again. Returns true when the content is clean.
 */
export function runContentCheck(root: string, reporter: CheckReporter, developing: boolean): boolean {
  const found = checkContent({ root });
  const warnings = found.filter((p) => p.warning);
  if (warnings.length > 0) (reporter.warn ?? reporter.error)(warnings.map(formatProblem).join("\n"));
  const problems = found.filter((p) => !p.warning);
  if (problems.length === 0) return true;
  const message = problemsMessage(problems);
  if (developing) {
    reporter.error(
      `${message}\n\nThe development server keeps running: pages that read these fields may fail until they are fixed. The check runs again when you save a file in content/.`,
    );
  } else {
    reporter.panicOnBuild(`${message}\n\nThe build stops here so that broken content is never published.`);
  }
  return false;
}
