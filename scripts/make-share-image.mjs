#!/usr/bin/env node
/**
 * Makes static/og/default.png, the site-wide 1200x630 image of the ProfessionalService JSON-LD
 * (every page shares its own card, drawn at build time by gatsby/share-images.ts), and the app
 * icons in static/icons/.
 * Run once after changing the brand artwork: `node scripts/make-share-image.mjs` (the PNG is
 * committed, so builds need no fonts or network). Text is rendered from the system's sans-serif
 * font by librsvg through sharp.
 */
import sharp from "sharp";
import { mkdirSync, readFileSync } from "node:fs";

mkdirSync("static/icons", { recursive: true });
const site = JSON.parse(readFileSync(new URL("../content/site.json", import.meta.url), "utf8"));
const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <radialGradient id="g1" cx="85%" cy="0%" r="70%"><stop offset="0" stop-color="#7C5CFF" stop-opacity=".75"/><stop offset="1" stop-color="#7C5CFF" stop-opacity="0"/></radialGradient>
    <radialGradient id="g2" cx="0%" cy="100%" r="60%"><stop offset="0" stop-color="#FF7A59" stop-opacity=".55"/><stop offset="1" stop-color="#FF7A59" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="#0B1026"/>
  <rect width="1200" height="630" fill="url(#g1)"/>
  <rect width="1200" height="630" fill="url(#g2)"/>
  <g transform="translate(80 80) scale(2.4)">
    <rect width="40" height="40" rx="11" fill="#4B2BD6"/>
    <path d="M11 30 L20 9 L29 30" stroke="#fff" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
    <path d="M14.5 23.5 H25.5" stroke="#FF7A59" stroke-width="3.6" stroke-linecap="round"/>
  </g>
  <text x="200" y="136" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="44" fill="#fff">${esc(site.brand)}</text>
  <text x="80" y="330" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="64" fill="#fff">Quality Digital Services</text>
  <text x="80" y="410" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="64" fill="#fff">You Really Need!</text>
  <text x="80" y="500" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="26" fill="#C5CAE0">Web design · SEO · Social media · Reputation · Email · Ecommerce · Apps</text>
  <rect x="80" y="548" width="120" height="8" rx="4" fill="#FF7A59"/>
</svg>`;

await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile("static/og/default.png");
console.log("wrote static/og/default.png");

// App icons for the web manifest and home screens, from the same mark as static/favicon.svg.
const mark = readFileSync(new URL("../static/favicon.svg", import.meta.url));
for (const [name, size] of [
  ["icon-192.png", 192],
  ["icon-512.png", 512],
  ["apple-touch-icon.png", 180],
]) {
  await sharp(mark, { density: 72 * (size / 40) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`static/icons/${name}`);
  console.log(`wrote static/icons/${name}`);
}
