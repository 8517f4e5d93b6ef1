/**
 * Build step (onPreBootstrap): writes the subsets of gatsby/fonts.ts to static/fonts, named
 * `<file stem>-<8 hex of their content's SHA-256>.woff2`, and returns their URLs for the pages'
 * head (gatsby-node.ts hands them to gatsby-ssr.tsx as the webpack constant __FONT_URLS__).
 * A subset is cut once per input: .cache/fonts keeps each result under the hash of what it
 * depends on (the package's font, the range, the weights, subset-font's version).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { codePoints, FONT_FILES, LATIN_RANGE, WEIGHTS } from "./fonts";

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/** One font cut to the range and weights: woff2 bytes. */
export async function subset(source: Buffer): Promise<Buffer> {
  const text = String.fromCodePoint(...codePoints(LATIN_RANGE));
  return subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: WEIGHTS } });
}

export async function writeFonts(root: string): Promise<string[]> {
  const out = path.join(root, "static", "fonts");
  const cache = path.join(root, ".cache", "fonts");
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  fs.mkdirSync(cache, { recursive: true });
  const tool = JSON.parse(fs.readFileSync(path.join(root, "node_modules/subset-font/package.json"), "utf8")) as {
    version: string;
  };
  const urls: string[] = [];
  for (const font of FONT_FILES) {
    const source = fs.readFileSync(path.join(root, "node_modules", font.pkg, "files", font.file));
    const key = sha256(`${sha256(source)} ${LATIN_RANGE} ${WEIGHTS.min}-${WEIGHTS.max} ${tool.version}`);
    const cached = path.join(cache, `${key}.woff2`);
    const hit = fs.existsSync(cached);
    const bytes = hit ? fs.readFileSync(cached) : await subset(source);
    if (!hit) fs.writeFileSync(cached, bytes);
    const name = `${font.file.replace(/\.woff2$/, "")}-${sha256(bytes).slice(0, 8)}.woff2`;
    fs.writeFileSync(path.join(out, name), bytes);
    urls.push(`/fonts/${name}`);
  }
  return urls;
}

/** The URLs of the fonts' subsets, written once per build of a site root (onPreBootstrap, then the webpack config). */
const fontUrls = new Map<string, Promise<string[]>>();
export function writtenFonts(directory: string): Promise<string[]> {
  const urls = fontUrls.get(directory) ?? writeFonts(directory);
  fontUrls.set(directory, urls);
  return urls;
}
