/**
 * Makes the hero image of every case study from the client's portfolio screenshot.
 *
 * For each folder content/case-studies/<slug>/, the top 1200x675 (16:9) of
 * content/images/portfolio/<slug>.jpg (the screenshot of the client's home page, drawn once in code:
 * docs/architecture.md) is written to content/case-studies/<slug>/hero.jpg. Nothing is
 * downloaded; sharp's JPEG output is deterministic, so the files regenerate byte-identical.
 *
 * Usage (from the project root): node scripts/make-case-study-heroes.mjs
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dir = path.join(root, "content", "case-studies");
const W = 1200;
const H = 675;

for (const slug of fs.readdirSync(dir).sort()) {
  const screenshot = path.join(root, "content", "images", "portfolio", `${slug}.jpg`);
  if (!fs.existsSync(screenshot)) {
    console.warn(`skip ${slug}: no screenshot at ${path.relative(root, screenshot)}`);
    continue;
  }
  const out = path.join(dir, slug, "hero.jpg");
  await sharp(screenshot)
    .extract({ left: 0, top: 0, width: W, height: H })
    .jpeg({ quality: 84, progressive: true, mozjpeg: true })
    .toFile(out);
  console.log(`${path.relative(root, out)} (${W}x${H})`);
}
