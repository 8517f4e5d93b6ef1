/**
 * Prints the figures behind the fallback faces of gatsby/fonts.ts (FONT_METRICS and the metrics of
 * LOCAL_FALLBACKS), measured by gatsby/font-metrics.ts:
 *
 *   node scripts/font-fallbacks.mjs [Liberation Sans dir] [Roboto dir]
 *
 * Liberation Sans has Arial's advance widths and vertical metrics by design (on Debian:
 * /usr/share/fonts/truetype/liberation, the default); Roboto's files come from @fontsource/roboto
 * (`npm pack @fontsource/roboto`, then its files/ folder). Without a folder, that font is skipped.
 */
import fs from "node:fs";
import path from "node:path";
import { measureFont, themeWidths, fontsourceFile } from "../gatsby/font-metrics.ts";

const root = path.resolve(import.meta.dirname, "..");
const [arialDir = "/usr/share/fonts/truetype/liberation", robotoDir] = process.argv.slice(2);

for (const [family, pkg] of [
  ["Inter Variable", "inter"],
  ["Space Grotesk Variable", "space-grotesk"],
]) {
  const { ascent, descent, lineGap } = measureFont(fontsourceFile(root, pkg, 400));
  console.log(family, JSON.stringify({ ascent, descent, lineGap, widths: themeWidths(root, pkg) }));
}
const locals = [
  ["Arial", arialDir, "LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf"],
  ["Roboto", robotoDir, "roboto-latin-400-normal.woff", "roboto-latin-700-normal.woff"],
];
for (const [name, dir, regular, bold] of locals) {
  if (!dir || !fs.existsSync(path.join(dir, regular))) {
    console.log(name, "skipped: no", regular, "in", dir ?? "(no folder given)");
    continue;
  }
  const r = measureFont(path.join(dir, regular));
  const b = measureFont(path.join(dir, bold));
  console.log(
    name,
    JSON.stringify({
      metrics: { ascent: r.ascent, descent: r.descent, lineGap: r.lineGap },
      width: { regular: r.width, bold: b.width },
    }),
  );
}
