/**
 * Reading content files: the folder walk, exact-case file lookup, JSON with the place it goes
 * wrong (jsonErrorAt; why it is hand-written: docs/decisions/README.md, "Content") and MDX front
 * matter, each problem reported in the editor's words.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { WHOLE_FILE, rel, type Context } from "./problems.ts";

export function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** True when the file exists with exactly this spelling (Netlify's disks are case-sensitive). */
export function existsExactly(from: string, abs: string): { ok: boolean; nearby?: string } {
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

export function parseJson(ctx: Context, abs: string): { ok: true; value: unknown } | { ok: false } {
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

export interface MdxFile {
  abs: string;
  frontmatter: Record<string, unknown>;
  body: string;
  /** Line number of the body's first line in the file. */
  bodyLine: number;
}

export function parseMdx(ctx: Context, abs: string): MdxFile | undefined {
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
