/**
 * Generates the artwork of the marketing pages, all drawn in code (no downloads, no fonts except
 * the generic sans-serif of the client wordmarks):
 *
 * - content/images/clients/<slug>.png    client logos (shape mark + wordmark), 360x120
 * - content/images/portfolio/<slug>.jpg  tall mock screenshots of client websites, 1200x3200
 * - content/images/team/<slug>.jpg       illustrated team portraits, 480x480
 *
 * Usage (from the project root): node scripts/make-marketing-assets.mjs
 */
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { rng } from "./lib/rng.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = (...p) => path.join(root, "content", "images", ...p);

const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/* ---------------- client logos ---------------- */

const CLIENTS = [
  { slug: "midtown-roasters", name: "Midtown Roasters", color: "#6B3E26", accent: "#D9A066", mark: "bean" },
  { slug: "capitol-dental", name: "Capitol Dental", color: "#1D5FA8", accent: "#5EC2E8", mark: "tooth" },
  { slug: "delta-hvac", name: "Delta HVAC", color: "#C2410C", accent: "#2563EB", mark: "delta" },
  { slug: "river-city-realty", name: "River City Realty", color: "#0F766E", accent: "#14B8A6", mark: "house" },
  { slug: "golden-state-law", name: "Golden State Law", color: "#1E293B", accent: "#CA8A04", mark: "pillar" },
  { slug: "oak-park-fitness", name: "Oak Park Fitness", color: "#15803D", accent: "#84CC16", mark: "leaf" },
  { slug: "sierra-pet-clinic", name: "Sierra Pet Clinic", color: "#7C3AED", accent: "#F472B6", mark: "paw" },
  { slug: "harbor-bistro", name: "Harbor Bistro", color: "#0E4C92", accent: "#F97316", mark: "wave" },
  { slug: "summit-roofing", name: "Summit Roofing", color: "#9F1239", accent: "#FB7185", mark: "peak" },
  { slug: "bluebird-boutique", name: "Bluebird Boutique", color: "#0369A1", accent: "#FBBF24", mark: "bird" },
];

function logoMark(kind, c, a) {
  switch (kind) {
    case "bean":
      return `<ellipse cx="40" cy="60" rx="24" ry="32" fill="${c}" transform="rotate(-25 40 60)"/><path d="M30 36 C48 52 32 70 50 86" stroke="${a}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    case "tooth":
      return `<path d="M18 40 C18 24 34 22 40 30 C46 22 62 24 62 40 C62 58 56 70 54 88 C52 98 46 96 44 84 C43 76 37 76 36 84 C34 96 28 98 26 88 C24 70 18 58 18 40Z" fill="${c}"/><circle cx="52" cy="38" r="5" fill="${a}"/>`;
    case "delta":
      return `<path d="M40 18 L70 92 H10 Z" fill="${c}"/><path d="M40 48 L54 82 H26 Z" fill="${a}"/>`;
    case "house":
      return `<path d="M10 56 L40 26 L70 56 V94 H10Z" fill="${c}"/><path d="M10 82 C25 74 35 90 50 82 S65 76 70 80 V94 H10Z" fill="${a}"/>`;
    case "pillar":
      return `<path d="M10 38 L40 20 L70 38Z" fill="${a}"/><rect x="14" y="42" width="52" height="6" fill="${c}"/><rect x="18" y="52" width="9" height="32" fill="${c}"/><rect x="35.5" y="52" width="9" height="32" fill="${c}"/><rect x="53" y="52" width="9" height="32" fill="${c}"/><rect x="10" y="88" width="60" height="8" fill="${c}"/>`;
    case "leaf":
      return `<path d="M16 90 C10 50 36 22 72 20 C72 60 50 90 16 90Z" fill="${c}"/><path d="M20 86 C34 66 48 48 64 30" stroke="${a}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    case "paw":
      return `<ellipse cx="40" cy="72" rx="20" ry="16" fill="${c}"/><circle cx="18" cy="48" r="8" fill="${a}"/><circle cx="31" cy="34" r="8" fill="${a}"/><circle cx="49" cy="34" r="8" fill="${a}"/><circle cx="62" cy="48" r="8" fill="${a}"/>`;
    case "wave":
      return `<circle cx="40" cy="60" r="32" fill="${c}"/><path d="M12 66 C22 56 30 56 40 66 S58 76 68 66" stroke="${a}" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M18 50 C26 42 32 42 40 50 S54 58 62 50" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" opacity=".8"/>`;
    case "peak":
      return `<path d="M6 92 L32 40 L44 60 L56 30 L76 92Z" fill="${c}"/><path d="M50 42 L56 30 L62 42 L56 38Z" fill="#fff"/><rect x="6" y="88" width="70" height="6" fill="${a}"/>`;
    case "bird":
    default:
      return `<path d="M14 70 C14 44 34 30 56 34 L72 26 L66 44 C70 70 48 90 22 86 Z" fill="${c}"/><path d="M22 72 C34 60 46 58 58 62 C46 74 34 78 22 72Z" fill="${a}"/><circle cx="56" cy="44" r="3.5" fill="#fff"/>`;
  }
}

function logoSvg({ name, color, accent, mark }) {
  const words = name.split(" ");
  const first = words.slice(0, -1).join(" ") || name;
  const last = words.length > 1 ? words.at(-1) : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120" viewBox="0 0 360 120">
  <g transform="translate(6 0)">${logoMark(mark, color, accent)}</g>
  <text x="96" y="${last ? 58 : 72}" font-family="sans-serif" font-weight="700" font-size="30" fill="${color}">${esc(first)}</text>
  ${last ? `<text x="97" y="90" font-family="sans-serif" font-size="20" letter-spacing="4" fill="${accent === "#FBBF24" || accent === "#84CC16" ? color : accent}">${esc(last.toUpperCase())}</text>` : ""}
</svg>`;
}

/* ---------------- portfolio screenshots ---------------- */

const SITES = [
  { slug: "midtown-roasters", bg: "#FFF8F0", dark: "#3B2314", primary: "#B86B2E", soft: "#F3E2CF" },
  { slug: "capitol-dental", bg: "#F5FAFF", dark: "#0F2A4A", primary: "#1D72D8", soft: "#DCEBFB" },
  { slug: "delta-hvac", bg: "#FFFFFF", dark: "#1B1F2A", primary: "#E2541B", soft: "#FDE6DA" },
  { slug: "river-city-realty", bg: "#F4FBF9", dark: "#0C3B36", primary: "#0F8B7E", soft: "#D3EFEA" },
  { slug: "golden-state-law", bg: "#FBFAF7", dark: "#111827", primary: "#B7862A", soft: "#EFE6D2" },
  { slug: "oak-park-fitness", bg: "#0F1512", dark: "#F1F7EE", primary: "#7BD23C", soft: "#1E2A22" },
  { slug: "sierra-pet-clinic", bg: "#FBF7FF", dark: "#2E1657", primary: "#8B5CF6", soft: "#EDE4FD" },
  { slug: "harbor-bistro", bg: "#F7F4EE", dark: "#0C2340", primary: "#E56A1F", soft: "#E8DFCF" },
  { slug: "summit-roofing", bg: "#FFFFFF", dark: "#2A0E17", primary: "#BE123C", soft: "#FBE1E7" },
  { slug: "bluebird-boutique", bg: "#FFFDF5", dark: "#0B3A5B", primary: "#0284C7", soft: "#FDF0C4" },
];

const W = 1200;
const H = 3200;

/** A run of rounded bars standing in for a line of text. */
function textLines(x, y, width, lines, color, h = 14, gap = 12, rand = Math.random) {
  let s = "";
  for (let i = 0; i < lines; i++) {
    const w = i === lines - 1 ? width * (0.45 + rand() * 0.3) : width * (0.85 + rand() * 0.15);
    s += `<rect x="${x}" y="${y + i * (h + gap)}" width="${Math.round(w)}" height="${h}" rx="${h / 2}" fill="${color}"/>`;
  }
  return s;
}

/** A photo stand-in: gradient sky, hills and a sun. */
function photo(x, y, w, h, p, id, rand) {
  const sunX = x + w * (0.25 + rand() * 0.5);
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.soft}"/><stop offset="1" stop-color="${p.primary}" stop-opacity=".55"/></linearGradient>
  <clipPath id="${id}c"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18"/></clipPath></defs>
  <g clip-path="url(#${id}c)"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id})"/>
  <circle cx="${sunX}" cy="${y + h * 0.35}" r="${Math.min(w, h) * 0.12}" fill="#fff" opacity=".75"/>
  <path d="M${x} ${y + h * 0.75} Q ${x + w * 0.3} ${y + h * 0.45} ${x + w * 0.55} ${y + h * 0.7} T ${x + w} ${y + h * 0.6} V ${y + h} H ${x}Z" fill="${p.primary}" opacity=".7"/>
  <path d="M${x} ${y + h * 0.88} Q ${x + w * 0.4} ${y + h * 0.7} ${x + w} ${y + h * 0.85} V ${y + h} H ${x}Z" fill="${p.dark}" opacity=".55"/></g>`;
}

function siteSvg(p, index) {
  const rand = rng(p.slug);
  const text = p.dark;
  const faint = `${p.dark}`;
  let y = 0;
  let s = `<rect width="${W}" height="${H}" fill="${p.bg}"/>`;
  // nav
  s += `<rect width="${W}" height="88" fill="${p.bg}"/><rect y="87" width="${W}" height="1" fill="${faint}" opacity=".12"/>`;
  s += `<circle cx="72" cy="44" r="18" fill="${p.primary}"/><rect x="100" y="34" width="150" height="20" rx="6" fill="${text}"/>`;
  for (let i = 0; i < 4; i++)
    s += `<rect x="${560 + i * 110}" y="38" width="80" height="12" rx="6" fill="${text}" opacity=".55"/>`;
  s += `<rect x="1010" y="24" width="140" height="40" rx="20" fill="${p.primary}"/>`;
  y = 88;
  // hero: alternates between split and centred layouts
  const heroH = 720;
  s += `<defs><linearGradient id="hero" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.soft}"/><stop offset="1" stop-color="${p.bg}"/></linearGradient></defs>`;
  s += `<rect y="${y}" width="${W}" height="${heroH}" fill="url(#hero)"/>`;
  if (index % 2 === 0) {
    s += `<rect x="80" y="${y + 170}" width="440" height="44" rx="10" fill="${text}"/><rect x="80" y="${y + 230}" width="360" height="44" rx="10" fill="${text}"/>`;
    s += textLines(80, y + 310, 440, 3, text, 14, 14, rand).replace(/fill="([^"]+)"/g, 'fill="$1" opacity=".45"');
    s += `<rect x="80" y="${y + 430}" width="190" height="56" rx="28" fill="${p.primary}"/><rect x="290" y="${y + 430}" width="170" height="56" rx="28" fill="none" stroke="${text}" stroke-width="2" opacity=".6"/>`;
    s += photo(600, y + 90, 520, 540, p, "hp", rand);
  } else {
    s += `<rect x="250" y="${y + 150}" width="700" height="52" rx="12" fill="${text}"/><rect x="340" y="${y + 220}" width="520" height="52" rx="12" fill="${text}"/>`;
    s += `<rect x="300" y="${y + 310}" width="600" height="14" rx="7" fill="${text}" opacity=".45"/><rect x="380" y="${y + 338}" width="440" height="14" rx="7" fill="${text}" opacity=".45"/>`;
    s += `<rect x="505" y="${y + 390}" width="190" height="56" rx="28" fill="${p.primary}"/>`;
    s += photo(160, y + 490, 880, 200, p, "hp", rand);
  }
  y += heroH;
  // logo row
  s += `<rect y="${y}" width="${W}" height="140" fill="${p.bg}"/>`;
  for (let i = 0; i < 5; i++)
    s += `<rect x="${110 + i * 205}" y="${y + 56}" width="130" height="28" rx="8" fill="${text}" opacity=".18"/>`;
  y += 140;
  // three feature cards
  s += `<rect x="420" y="${y + 60}" width="360" height="34" rx="8" fill="${text}"/>`;
  for (let i = 0; i < 3; i++) {
    const x = 80 + i * 360;
    s += `<rect x="${x}" y="${y + 140}" width="320" height="380" rx="20" fill="${p.soft}"/>`;
    s += `<circle cx="${x + 60}" cy="${y + 200}" r="30" fill="${p.primary}" opacity="${0.6 + i * 0.2}"/>`;
    s += `<rect x="${x + 30}" y="${y + 260}" width="200" height="22" rx="6" fill="${text}"/>`;
    s += textLines(x + 30, y + 306, 260, 5, text, 12, 14, rand).replace(/fill="([^"]+)"/g, 'fill="$1" opacity=".4"');
    s += `<rect x="${x + 30}" y="${y + 460}" width="110" height="14" rx="7" fill="${p.primary}"/>`;
  }
  y += 600;
  // split section
  s += photo(80, y + 40, 500, 420, p, "sp", rand);
  s += `<rect x="640" y="${y + 90}" width="420" height="36" rx="8" fill="${text}"/><rect x="640" y="${y + 140}" width="300" height="36" rx="8" fill="${text}"/>`;
  s += textLines(640, y + 210, 460, 6, text, 13, 14, rand).replace(/fill="([^"]+)"/g, 'fill="$1" opacity=".45"');
  s += `<rect x="640" y="${y + 400}" width="170" height="50" rx="25" fill="${p.primary}"/>`;
  y += 520;
  // stats band
  s += `<rect y="${y}" width="${W}" height="260" fill="${p.dark}"/>`;
  for (let i = 0; i < 4; i++) {
    const x = 110 + i * 265;
    s += `<rect x="${x}" y="${y + 80}" width="130" height="54" rx="10" fill="${p.primary}"/><rect x="${x}" y="${y + 154}" width="170" height="14" rx="7" fill="${p.bg}" opacity=".6"/>`;
  }
  y += 260;
  // testimonials
  s += `<rect x="400" y="${y + 70}" width="400" height="34" rx="8" fill="${text}"/>`;
  for (let i = 0; i < 2; i++) {
    const x = 80 + i * 540;
    s += `<rect x="${x}" y="${y + 150}" width="500" height="260" rx="20" fill="${p.soft}"/>`;
    for (let k = 0; k < 5; k++)
      s += `<path d="M${x + 40 + k * 30} ${y + 190} l6 12 13 2 -9 9 2 13 -12 -6 -12 6 2 -13 -9 -9 13 -2z" fill="${p.primary}"/>`;
    s += textLines(x + 40, y + 240, 420, 4, text, 12, 14, rand).replace(/fill="([^"]+)"/g, 'fill="$1" opacity=".5"');
    s += `<circle cx="${x + 64}" cy="${y + 360}" r="22" fill="${p.primary}" opacity=".6"/><rect x="${x + 100}" y="${y + 352}" width="140" height="14" rx="7" fill="${text}"/>`;
  }
  y += 470;
  // gallery
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < 3; c++) s += photo(80 + c * 360, y + 20 + r * 250, 320, 220, p, `g${r}${c}`, rand);
  y += 540;
  // CTA band
  s += `<rect x="80" y="${y}" width="1040" height="200" rx="28" fill="${p.primary}"/>`;
  s += `<rect x="140" y="${y + 64}" width="460" height="32" rx="8" fill="#fff"/><rect x="140" y="${y + 112}" width="340" height="14" rx="7" fill="#fff" opacity=".7"/>`;
  s += `<rect x="880" y="${y + 72}" width="180" height="56" rx="28" fill="#fff"/>`;
  y += 240;
  // footer fills the rest
  s += `<rect y="${y}" width="${W}" height="${H - y}" fill="${p.dark}"/>`;
  for (let c = 0; c < 4; c++) {
    s += `<rect x="${80 + c * 280}" y="${y + 60}" width="120" height="16" rx="6" fill="${p.bg}" opacity=".85"/>`;
    for (let k = 0; k < 4; k++)
      s += `<rect x="${80 + c * 280}" y="${y + 100 + k * 30}" width="${90 + ((c + k) % 3) * 30}" height="10" rx="5" fill="${p.bg}" opacity=".4"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${s}</svg>`;
}

/* ---------------- team portraits ---------------- */

const TEAM = [
  {
    slug: "maya-torres",
    bg: ["#4B2BD6", "#7C5CFF"],
    skin: "#C98B62",
    hair: "#2B1B14",
    shirt: "#FF7A59",
    style: "long",
  },
  {
    slug: "james-whitaker",
    bg: ["#0E7C72", "#14A697"],
    skin: "#F1C7A5",
    hair: "#8A5A2B",
    shirt: "#0B1026",
    style: "short",
  },
  { slug: "priya-raman", bg: ["#FF7A59", "#FFB199"], skin: "#A86F4C", hair: "#111111", shirt: "#4B2BD6", style: "bun" },
  {
    slug: "marcus-bell",
    bg: ["#1B2244", "#4B2BD6"],
    skin: "#6B4431",
    hair: "#1A1A1A",
    shirt: "#14A697",
    style: "fade",
  },
  { slug: "emily-chen", bg: ["#7C5CFF", "#EEEAFE"], skin: "#EBC3A0", hair: "#1C1C28", shirt: "#0E7C72", style: "bob" },
  {
    slug: "daniel-okafor",
    bg: ["#0B1026", "#0E7C72"],
    skin: "#5A3A28",
    hair: "#0F0F0F",
    shirt: "#FF7A59",
    style: "curly",
  },
];

function hairShape(style, hair) {
  switch (style) {
    case "long":
      return {
        back: `<path d="M150 200 C140 110 200 80 240 80 C300 80 345 120 335 210 L345 360 C300 380 180 380 135 360Z" fill="${hair}"/>`,
        front: `<path d="M170 190 C175 130 215 108 250 110 C290 112 315 140 312 190 C290 160 240 150 200 165Z" fill="${hair}"/>`,
      };
    case "bun":
      return {
        back: `<circle cx="240" cy="95" r="38" fill="${hair}"/>`,
        front: `<path d="M166 200 C160 130 205 110 240 110 C285 110 322 135 314 200 C300 165 260 150 220 152 C195 155 175 170 166 200Z" fill="${hair}"/>`,
      };
    case "bob":
      return {
        back: `<path d="M150 210 C140 120 195 92 240 92 C290 92 345 120 330 210 L330 285 C300 295 180 295 150 285Z" fill="${hair}"/>`,
        front: `<path d="M168 200 C170 140 210 115 245 116 C285 118 312 145 312 200 C280 170 230 160 168 200Z" fill="${hair}"/>`,
      };
    case "curly": {
      let c = "";
      for (let i = 0; i < 9; i++)
        c += `<circle cx="${176 + i * 16}" cy="${130 + Math.abs(4 - i) * 6}" r="22" fill="${hair}"/>`;
      return { back: "", front: c };
    }
    case "fade":
      return {
        back: "",
        front: `<path d="M172 180 C172 130 205 112 240 112 C278 112 308 130 308 180 C290 158 260 150 240 150 C215 150 190 158 172 180Z" fill="${hair}"/>`,
      };
    case "short":
    default:
      return {
        back: "",
        front: `<path d="M166 190 C160 125 205 105 242 106 C282 107 318 128 314 190 C300 160 270 140 236 142 C210 144 185 160 166 190Z" fill="${hair}"/>`,
      };
  }
}

function portraitSvg(m) {
  const h = hairShape(m.style, m.hair);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${m.bg[0]}"/><stop offset="1" stop-color="${m.bg[1]}"/></linearGradient></defs>
  <rect width="480" height="480" fill="url(#bg)"/>
  <circle cx="380" cy="90" r="70" fill="#fff" opacity=".12"/><circle cx="70" cy="400" r="110" fill="#fff" opacity=".08"/>
  ${h.back}
  <path d="M90 480 C95 380 160 340 240 340 C320 340 385 380 390 480Z" fill="${m.shirt}"/>
  <path d="M205 300 H275 V350 C260 368 220 368 205 350Z" fill="${m.skin}"/>
  <path d="M205 340 C220 358 260 358 275 340 L262 370 C250 378 230 378 218 370Z" fill="#000" opacity=".12"/>
  <ellipse cx="240" cy="215" rx="76" ry="92" fill="${m.skin}"/>
  <ellipse cx="164" cy="225" rx="12" ry="18" fill="${m.skin}"/><ellipse cx="316" cy="225" rx="12" ry="18" fill="${m.skin}"/>
  ${h.front}
  <ellipse cx="212" cy="222" rx="7" ry="8" fill="#1B1B25"/><ellipse cx="268" cy="222" rx="7" ry="8" fill="#1B1B25"/>
  <path d="M198 200 Q212 192 226 200 M254 200 Q268 192 282 200" stroke="${m.hair}" stroke-width="5" fill="none" stroke-linecap="round"/>
  <path d="M236 232 Q232 252 242 256" stroke="#000" stroke-opacity=".25" stroke-width="4" fill="none" stroke-linecap="round"/>
  <path d="M216 272 Q240 292 264 272" stroke="#7A2E2E" stroke-width="6" fill="none" stroke-linecap="round"/>
  <circle cx="196" cy="254" r="12" fill="#FF7A59" opacity=".18"/><circle cx="284" cy="254" r="12" fill="#FF7A59" opacity=".18"/>
</svg>`;
}

/* ---------------- write ---------------- */

async function write(file, svg, format) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const img = sharp(Buffer.from(svg));
  const buf =
    format === "png"
      ? await img.png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer()
      : await img.jpeg({ quality: 72, mozjpeg: true, chromaSubsampling: "4:2:0" }).toBuffer();
  await fs.writeFile(file, buf);
  return buf.length;
}

let total = 0;
for (const c of CLIENTS) total += await write(out("clients", `${c.slug}.png`), logoSvg(c), "png");
for (const [i, p] of SITES.entries()) total += await write(out("portfolio", `${p.slug}.jpg`), siteSvg(p, i), "jpg");
for (const m of TEAM) total += await write(out("team", `${m.slug}.jpg`), portraitSvg(m), "jpg");
console.log(
  `wrote ${CLIENTS.length} logos, ${SITES.length} screenshots, ${TEAM.length} portraits: ${(total / 1024).toFixed(0)} KB`,
);
