/**
 * Generates the hero artwork for every blog article.
 *
 * For each folder in content/blog/ an abstract 1600x900 SVG is built in memory (gradients and
 * shapes only, no text, so the output does not depend on the fonts installed on the machine)
 * and rendered to content/blog/<slug>/hero.jpg with sharp.
 *
 * Usage (from the project root): node scripts/make-blog-heroes.mjs
 */
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { rng } from "./lib/rng.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const blogDir = path.join(root, "content", "blog");

const W = 1600;
const H = 900;

const C = {
  ink: "#0B1026",
  violet: "#4B2BD6",
  lilac: "#7C5CFF",
  coral: "#FF7A59",
  teal: "#0E7C72",
  tint: "#EEEAFE",
  white: "#FFFFFF",
};

/* ---------- helpers ---------- */

const r1 = (n) => Math.round(n * 10) / 10;
const pts = (list) => list.map(([x, y]) => `${r1(x)},${r1(y)}`).join(" ");

/** Shared definitions: background, glows and reusable gradients. */
function defs(extra = "") {
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${C.ink}"/>
      <stop offset="0.6" stop-color="#121842"/>
      <stop offset="1" stop-color="#1B1150"/>
    </linearGradient>
    <radialGradient id="glowViolet"><stop offset="0" stop-color="${C.lilac}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.lilac}" stop-opacity="0"/></radialGradient>
    <radialGradient id="glowCoral"><stop offset="0" stop-color="${C.coral}" stop-opacity="0.45"/><stop offset="1" stop-color="${C.coral}" stop-opacity="0"/></radialGradient>
    <radialGradient id="glowTeal"><stop offset="0" stop-color="#14A697" stop-opacity="0.45"/><stop offset="1" stop-color="${C.teal}" stop-opacity="0"/></radialGradient>
    <radialGradient id="glowWhite"><stop offset="0" stop-color="${C.white}" stop-opacity="1"/><stop offset="0.25" stop-color="${C.tint}" stop-opacity="0.8"/><stop offset="1" stop-color="${C.lilac}" stop-opacity="0"/></radialGradient>
    <linearGradient id="vc" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.lilac}"/><stop offset="1" stop-color="${C.coral}"/></linearGradient>
    <linearGradient id="vt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.lilac}"/><stop offset="1" stop-color="#14A697"/></linearGradient>
    <linearGradient id="ct" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.coral}"/><stop offset="1" stop-color="${C.lilac}"/></linearGradient>
    <linearGradient id="panel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1D2458"/><stop offset="1" stop-color="#141A42"/></linearGradient>
    <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>
    ${extra}
  </defs>`;
}

/** Background gradient plus three soft glows positioned per artwork. */
function background(glows) {
  const g = glows.map(([id, cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`).join("");
  return `<rect width="${W}" height="${H}" fill="url(#bg)"/>${g}`;
}

/** A faint dot grid used as texture. */
function dotGrid(step = 40, opacity = 0.12, x0 = 0, y0 = 0, x1 = W, y1 = H) {
  let out = "";
  for (let x = x0 + step / 2; x < x1; x += step) {
    for (let y = y0 + step / 2; y < y1; y += step) {
      out += `<circle cx="${x}" cy="${y}" r="1.6"/>`;
    }
  }
  return `<g fill="${C.tint}" opacity="${opacity}">${out}</g>`;
}

/** A browser window with a title bar; `content` is drawn in local coordinates. */
function browser(x, y, w, h, content = "", opts = {}) {
  const { stroke = C.lilac, fill = "url(#panel)", opacity = 1, rotate = 0 } = opts;
  return `<g transform="translate(${x} ${y}) rotate(${rotate})" opacity="${opacity}">
    <rect x="8" y="14" width="${w}" height="${h}" rx="18" fill="${C.ink}" opacity="0.5" filter="url(#soft)"/>
    <rect width="${w}" height="${h}" rx="18" fill="${fill}" stroke="${stroke}" stroke-opacity="0.7" stroke-width="2"/>
    <path d="M0 18 a18 18 0 0 1 18 -18 h${w - 36} a18 18 0 0 1 18 18 v26 h-${w} z" fill="${C.tint}" fill-opacity="0.08"/>
    <circle cx="24" cy="22" r="6" fill="${C.coral}"/><circle cx="44" cy="22" r="6" fill="${C.lilac}"/><circle cx="64" cy="22" r="6" fill="#14A697"/>
    <rect x="90" y="15" width="${Math.max(60, w * 0.4)}" height="14" rx="7" fill="${C.tint}" opacity="0.12"/>
    ${content}
  </g>`;
}

/** An isometric cube whose top vertex sits at (x, y). */
function isoCube(x, y, s, colors, opacity = 1) {
  const [top, left, right] = colors;
  const dx = s * Math.cos(Math.PI / 6);
  const dy = s / 2;
  return `<g opacity="${opacity}" stroke="${C.ink}" stroke-opacity="0.35" stroke-linejoin="round">
    <polygon points="${pts([
      [x, y],
      [x + dx, y + dy],
      [x, y + 2 * dy],
      [x - dx, y + dy],
    ])}" fill="${top}"/>
    <polygon points="${pts([
      [x - dx, y + dy],
      [x, y + 2 * dy],
      [x, y + 2 * dy + s],
      [x - dx, y + dy + s],
    ])}" fill="${left}"/>
    <polygon points="${pts([
      [x + dx, y + dy],
      [x, y + 2 * dy],
      [x, y + 2 * dy + s],
      [x + dx, y + dy + s],
    ])}" fill="${right}"/>
  </g>`;
}

const CUBE = {
  violet: ["#9B84FF", C.violet, "#33209A"],
  coral: ["#FFB199", C.coral, "#C95237"],
  teal: ["#3FC2B3", C.teal, "#0A5A53"],
  tint: [C.white, C.tint, "#BDB3F0"],
};

/** Smooth path through the given points (Catmull-Rom converted to cubic Beziers). */
function smoothPath(points) {
  let d = `M${r1(points[0][0])} ${r1(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)];
    const [x1, y1] = points[i];
    const [x2, y2] = points[i + 1];
    const p3 = points[Math.min(points.length - 1, i + 2)];
    const c1 = [x1 + (x2 - p0[0]) / 6, y1 + (y2 - p0[1]) / 6];
    const c2 = [x2 - (p3[0] - x1) / 6, y2 - (p3[1] - y1) / 6];
    d += ` C ${r1(c1[0])} ${r1(c1[1])}, ${r1(c2[0])} ${r1(c2[1])}, ${r1(x2)} ${r1(y2)}`;
  }
  return d;
}

/** Four-pointed sparkle. */
function sparkle(cx, cy, r, fill) {
  const k = r * 0.22;
  return `<path d="M${cx} ${cy - r} Q${cx + k} ${cy - k} ${cx + r} ${cy} Q${cx + k} ${cy + k} ${cx} ${cy + r} Q${cx - k} ${cy + k} ${cx - r} ${cy} Q${cx - k} ${cy - k} ${cx} ${cy - r} Z" fill="${fill}"/>`;
}

/* ---------- artworks ---------- */

/** Marketing funnel: rings narrowing into a bright point, with leads falling in. */
function funnel(rand) {
  const cx = 1040;
  let rings = "";
  const n = 11;
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const y = 230 + t * 430;
    const rx = 430 * (1 - t) ** 1.35 + 26;
    const ry = rx * 0.22;
    rings += `<ellipse cx="${cx}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="none" stroke="url(#vc)" stroke-width="${r1(5 - t * 2.5)}" opacity="${r1(0.95 - t * 0.35)}"/>`;
  }
  let dots = "";
  const palette = [C.coral, C.lilac, C.tint, "#14A697"];
  for (let i = 0; i < 70; i++) {
    const x = cx + (rand() - 0.5) * 1100;
    const y = 60 + rand() * 190;
    const r = 3 + rand() * 7;
    dots += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${palette[i % 4]}" opacity="${r1(0.35 + rand() * 0.6)}"/>`;
  }
  let flows = "";
  for (let i = 0; i < 6; i++) {
    const sx = cx + (i - 2.5) * 150;
    flows += `<path d="M${sx} 120 C ${sx} 330, ${cx + (i - 2.5) * 30} 520, ${cx} 720" fill="none" stroke="${i % 2 ? C.lilac : C.coral}" stroke-width="2" stroke-dasharray="4 10" opacity="0.5"/>`;
  }
  const out = `<circle cx="${cx}" cy="740" r="120" fill="url(#glowWhite)"/><circle cx="${cx}" cy="740" r="14" fill="${C.white}"/>
    <path d="M${cx} 760 L${cx} 860" stroke="${C.coral}" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`;
  const bars = [0.35, 0.55, 0.8, 1]
    .map(
      (h, i) =>
        `<rect x="${170 + i * 62}" y="${r1(700 - h * 230)}" width="40" height="${r1(h * 230)}" rx="10" fill="${i === 3 ? C.coral : C.lilac}" opacity="${0.35 + i * 0.18}"/>`,
    )
    .join("");
  return (
    background([
      ["glowViolet", 1040, 380, 620],
      ["glowCoral", 1100, 760, 360],
      ["glowTeal", 180, 180, 420],
    ]) +
    dotGrid(44, 0.08) +
    flows +
    rings +
    dots +
    out +
    bars
  );
}

/** SEO: magnifier rings over rising ranking bars and result lines. */
function seo() {
  let bars = "";
  const heights = [120, 170, 150, 230, 290, 360, 450];
  heights.forEach((h, i) => {
    const x = 150 + i * 92;
    const fill = i === heights.length - 1 ? C.coral : i % 2 ? "#14A697" : C.lilac;
    bars += `<rect x="${x}" y="${780 - h}" width="60" height="${h}" rx="14" fill="${fill}" opacity="${r1(0.45 + i * 0.08)}"/>`;
  });
  const trend = pts(heights.map((h, i) => [180 + i * 92, 780 - h - 40]));
  const cx = 1080;
  const cy = 390;
  let lens = `<circle cx="${cx}" cy="${cy}" r="300" fill="url(#glowViolet)"/>`;
  lens += `<circle cx="${cx}" cy="${cy}" r="215" fill="#151B48" opacity="0.85"/>`;
  [250, 185, 150].forEach((r, i) => {
    lens += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${i === 0 ? C.tint : C.lilac}" stroke-width="${i === 0 ? 2 : 1.5}" stroke-dasharray="${i === 0 ? "2 14" : "none"}" opacity="${0.5 - i * 0.1}"/>`;
  });
  lens += `<circle cx="${cx}" cy="${cy}" r="215" fill="none" stroke="url(#vc)" stroke-width="30"/>`;
  const lines = [
    [0.78, C.coral, 1],
    [0.62, C.tint, 0.55],
    [0.7, C.tint, 0.35],
    [0.5, C.tint, 0.3],
  ];
  lines.forEach(([wf, fill, op], i) => {
    const y = cy - 95 + i * 58;
    lens += `<circle cx="${cx - 120}" cy="${y + 11}" r="11" fill="${i === 0 ? C.coral : C.lilac}" opacity="${op}"/>`;
    lens += `<rect x="${cx - 95}" y="${y}" width="${r1(250 * wf)}" height="22" rx="11" fill="${fill}" opacity="${op}"/>`;
  });
  const hx = cx + 215 * Math.cos(Math.PI / 4);
  const hy = cy + 215 * Math.sin(Math.PI / 4);
  lens += `<g transform="translate(${r1(hx)} ${r1(hy)}) rotate(45)"><rect x="0" y="-26" width="230" height="52" rx="26" fill="url(#ct)"/><rect x="12" y="-14" width="60" height="28" rx="14" fill="${C.ink}" opacity="0.35"/></g>`;
  const pins = [
    [1430, 160],
    [1480, 300],
    [1510, 560],
  ]
    .map(
      ([x, y], i) =>
        `<g opacity="${0.9 - i * 0.2}"><circle cx="${x}" cy="${y}" r="36" fill="url(#glowTeal)"/><path d="M${x} ${y + 30} C ${x - 22} ${y + 4}, ${x - 22} ${y - 24}, ${x} ${y - 24} C ${x + 22} ${y - 24}, ${x + 22} ${y + 4}, ${x} ${y + 30} Z" fill="#14A697"/><circle cx="${x}" cy="${y - 6}" r="7" fill="${C.ink}"/></g>`,
    )
    .join("");
  return (
    background([
      ["glowViolet", 1080, 390, 640],
      ["glowCoral", 300, 820, 420],
      ["glowTeal", 1500, 200, 380],
    ]) +
    dotGrid(40, 0.08) +
    `<g stroke="${C.tint}" stroke-opacity="0.1">${[380, 480, 580, 680, 780].map((y) => `<line x1="120" y1="${y}" x2="800" y2="${y}"/>`).join("")}</g>` +
    bars +
    `<polyline points="${trend}" fill="none" stroke="${C.tint}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="1 14" opacity="0.8"/>` +
    sparkle(180 + 6 * 92, 780 - 450 - 70, 26, C.tint) +
    pins +
    lens
  );
}

/** Block layout inside a browser window, used by the WordPress artworks. */
function blockLayout(w, h, rand, accent) {
  const pad = 28;
  const top = 64;
  const inner = w - pad * 2;
  let out = `<rect x="${pad}" y="${top}" width="${inner}" height="${r1(h * 0.3)}" rx="12" fill="url(#vc)" opacity="0.85"/>`;
  out += `<rect x="${pad + 26}" y="${top + 30}" width="${r1(inner * 0.45)}" height="18" rx="9" fill="${C.white}" opacity="0.85"/>`;
  out += `<rect x="${pad + 26}" y="${top + 62}" width="${r1(inner * 0.3)}" height="12" rx="6" fill="${C.white}" opacity="0.5"/>`;
  out += `<rect x="${pad + 26}" y="${r1(top + h * 0.3 - 56)}" width="110" height="32" rx="16" fill="${accent}"/>`;
  const cols = 3;
  const gap = 18;
  const cw = (inner - gap * (cols - 1)) / cols;
  const cy = top + h * 0.3 + 22;
  const ch = h - (cy - 0) - 30;
  for (let i = 0; i < cols; i++) {
    const x = pad + i * (cw + gap);
    out += `<rect x="${r1(x)}" y="${r1(cy)}" width="${r1(cw)}" height="${r1(ch)}" rx="10" fill="${C.tint}" opacity="0.07"/>`;
    out += `<rect x="${r1(x + 14)}" y="${r1(cy + 14)}" width="${r1(cw - 28)}" height="${r1(ch * 0.45)}" rx="8" fill="${[C.lilac, "#14A697", C.coral][i]}" opacity="${r1(0.35 + rand() * 0.4)}"/>`;
    for (let l = 0; l < 3; l++) {
      const lw = (cw - 28) * (0.5 + rand() * 0.45);
      out += `<rect x="${r1(x + 14)}" y="${r1(cy + 24 + ch * 0.45 + l * 20)}" width="${r1(lw)}" height="9" rx="4.5" fill="${C.tint}" opacity="0.3"/>`;
    }
  }
  return out;
}

/** WordPress deep dive: layered browser windows over a layout grid. */
function wordpressLayers(rand) {
  let grid = "";
  for (let x = 0; x <= W; x += 80) grid += `<line x1="${x}" y1="0" x2="${x}" y2="${H}"/>`;
  for (let y = 0; y <= H; y += 80) grid += `<line x1="0" y1="${y}" x2="${W}" y2="${y}"/>`;
  const side = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="140" y="${200 + i * 100}" width="${[220, 160, 250, 190, 120][i]}" height="60" rx="12" fill="${[C.lilac, C.tint, "#14A697", C.coral, C.tint][i]}" opacity="${[0.7, 0.12, 0.55, 0.8, 0.12][i]}"/>`,
    )
    .join("");
  return (
    background([
      ["glowViolet", 1100, 300, 620],
      ["glowCoral", 1400, 820, 400],
      ["glowTeal", 200, 700, 420],
    ]) +
    `<g stroke="${C.lilac}" stroke-opacity="0.12">${grid}</g>` +
    side +
    `<path d="M420 230 C 480 230, 500 330, 560 330" fill="none" stroke="${C.tint}" stroke-opacity="0.4" stroke-width="2" stroke-dasharray="6 8"/>` +
    browser(520, 120, 720, 470, blockLayout(720, 470, rand, C.coral), { opacity: 0.55, rotate: -4 }) +
    browser(700, 250, 760, 520, blockLayout(760, 520, rand, C.coral)) +
    browser(
      1250,
      90,
      270,
      220,
      `<rect x="24" y="66" width="222" height="56" rx="10" fill="${C.coral}" opacity="0.8"/><rect x="24" y="136" width="150" height="12" rx="6" fill="${C.tint}" opacity="0.4"/><rect x="24" y="160" width="190" height="12" rx="6" fill="${C.tint}" opacity="0.25"/>`,
      { rotate: 5 },
    )
  );
}

/** Genesis of agencies: timeline of nodes along a rising curve, each an era's motif. */
function timeline() {
  const nodes = [
    [210, 770, 22],
    [520, 665, 28],
    [790, 585, 34],
    [1070, 455, 40],
    [1380, 335, 50],
  ];
  const path = smoothPath([[60, 800], ...nodes.map(([x, y]) => [x, y]), [1560, 270]]);
  const motifs = [
    (x, y) =>
      `<rect x="${x - 70}" y="${y - 150}" width="140" height="44" rx="6" fill="none" stroke="${C.tint}" stroke-width="2.5" opacity="0.7"/><rect x="${x - 58}" y="${y - 140}" width="60" height="24" rx="4" fill="${C.coral}" opacity="0.7"/>`,
    (x, y) =>
      `<circle cx="${x}" cy="${y - 140}" r="34" fill="none" stroke="${C.tint}" stroke-width="6" opacity="0.75"/><line x1="${x + 24}" y1="${y - 116}" x2="${x + 52}" y2="${y - 88}" stroke="${C.tint}" stroke-width="8" stroke-linecap="round" opacity="0.75"/>`,
    (x, y) =>
      `<rect x="${x - 30}" y="${y - 200}" width="60" height="104" rx="12" fill="none" stroke="${C.tint}" stroke-width="3" opacity="0.8"/><circle cx="${x}" cy="${y - 110}" r="4" fill="${C.tint}"/><circle cx="${x + 48}" cy="${y - 190}" r="14" fill="#14A697" opacity="0.9"/>`,
    (x, y) =>
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${x - 56 + (i % 2) * 60}" y="${y - 216 + Math.floor(i / 2) * 60}" width="52" height="52" rx="10" fill="${[C.lilac, C.coral, "#14A697", C.tint][i]}" opacity="${i === 3 ? 0.5 : 0.85}"/>`,
        )
        .join(""),
    (x, y) =>
      sparkle(x, y - 170, 62, C.white) + sparkle(x + 80, y - 230, 24, C.coral) + sparkle(x - 74, y - 210, 16, C.lilac),
  ];
  let out = `<path d="${path}" fill="none" stroke="url(#vc)" stroke-width="14" opacity="0.35" filter="url(#soft)"/>`;
  out += `<path d="${path}" fill="none" stroke="url(#vc)" stroke-width="5" stroke-linecap="round"/>`;
  out += `<path d="${smoothPath([
    [60, 860],
    [500, 780],
    [900, 690],
    [1250, 560],
    [1560, 420],
  ])}" fill="none" stroke="${C.teal}" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round" opacity="0.8"/>`;
  nodes.forEach(([x, y, r], i) => {
    out += `<circle cx="${x}" cy="${y}" r="${r * 3}" fill="url(#${i % 2 ? "glowCoral" : "glowViolet"})"/>`;
    out += `<circle cx="${x}" cy="${y}" r="${r + 14}" fill="none" stroke="${C.tint}" stroke-opacity="0.35" stroke-width="2"/>`;
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? C.coral : C.lilac}"/>`;
    out += `<circle cx="${x}" cy="${y}" r="${r * 0.4}" fill="${C.white}" opacity="0.9"/>`;
    out += `<line x1="${x}" y1="${y - r - 14}" x2="${x}" y2="${y - 90}" stroke="${C.tint}" stroke-opacity="0.3" stroke-width="2"/>`;
    out += motifs[i](x, y);
  });
  return (
    background([
      ["glowViolet", 400, 300, 560],
      ["glowCoral", 1300, 250, 480],
      ["glowTeal", 900, 900, 500],
    ]) +
    dotGrid(50, 0.07) +
    out
  );
}

/** Ecommerce: product cards around a stylised cart. */
function ecommerce(rand) {
  const card = (x, y, rot, accent, scale = 1) => {
    const w = 230;
    const h = 300;
    return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${scale})">
      <rect x="6" y="14" width="${w}" height="${h}" rx="22" fill="${C.ink}" opacity="0.55" filter="url(#soft)"/>
      <rect width="${w}" height="${h}" rx="22" fill="url(#panel)" stroke="${C.lilac}" stroke-opacity="0.5" stroke-width="2"/>
      <rect x="16" y="16" width="${w - 32}" height="160" rx="14" fill="${accent}" opacity="0.85"/>
      <circle cx="${w / 2}" cy="96" r="46" fill="${C.white}" opacity="0.22"/>
      <rect x="20" y="196" width="${r1(120 + rand() * 60)}" height="14" rx="7" fill="${C.tint}" opacity="0.7"/>
      <rect x="20" y="220" width="90" height="10" rx="5" fill="${C.tint}" opacity="0.3"/>
      <rect x="20" y="250" width="70" height="30" rx="15" fill="${C.coral}"/>
      <rect x="${w - 64}" y="250" width="44" height="30" rx="15" fill="none" stroke="${C.tint}" stroke-opacity="0.5" stroke-width="2"/>
    </g>`;
  };
  const cart = `<g transform="translate(880 360)" stroke-linecap="round" stroke-linejoin="round" fill="none">
      <circle cx="150" cy="150" r="270" fill="url(#glowViolet)" stroke="none"/>
      <path d="M-40 0 H40 L90 250 H360" stroke="${C.tint}" stroke-width="18"/>
      <path d="M56 60 H420 L380 200 H84 Z" stroke="url(#ct)" stroke-width="18" fill="${C.lilac}" fill-opacity="0.15"/>
      <path d="M170 60 V200 M260 60 V200 M76 130 H400" stroke="${C.tint}" stroke-opacity="0.35" stroke-width="6"/>
      <circle cx="130" cy="300" r="30" stroke="${C.coral}" stroke-width="14"/>
      <circle cx="320" cy="300" r="30" stroke="${C.coral}" stroke-width="14"/>
    </g>`;
  let coins = "";
  for (let i = 0; i < 16; i++) {
    const x = 820 + rand() * 700;
    const y = 90 + rand() * 220;
    coins += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(4 + rand() * 9)}" fill="${[C.coral, C.tint, "#14A697", C.lilac][i % 4]}" opacity="${r1(0.4 + rand() * 0.5)}"/>`;
  }
  const checkout = `<g transform="translate(1010 740)"><rect width="330" height="70" rx="35" fill="url(#ct)"/><rect x="40" y="28" width="170" height="14" rx="7" fill="${C.white}" opacity="0.85"/><path d="M262 35 l14 14 l28 -28" fill="none" stroke="${C.white}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/></g>`;
  return (
    background([
      ["glowViolet", 1100, 500, 560],
      ["glowCoral", 300, 200, 420],
      ["glowTeal", 600, 880, 460],
    ]) +
    dotGrid(44, 0.07) +
    card(110, 190, -8, C.lilac, 0.95) +
    card(380, 330, 4, "#14A697", 1.05) +
    card(560, 90, -3, C.coral, 0.85) +
    cart +
    coins +
    checkout
  );
}

/** WordPress wonders: a tilted stack of modular windows with a security shield. */
function wordpressStack(rand) {
  let stack = "";
  const colors = [C.lilac, "#14A697", C.coral];
  for (let i = 0; i < 3; i++) {
    const x = 300 + i * 70;
    const y = 560 - i * 170;
    let content = "";
    for (let b = 0; b < 4; b++) {
      const bw = [300, 150, 200, 120][b];
      const bx = 30 + [0, 320, 0, 220][b];
      const by = 70 + [0, 0, 90, 90][b];
      content += `<rect x="${bx}" y="${by}" width="${bw}" height="${b < 2 ? 72 : 56}" rx="12" fill="${b === 0 ? colors[i] : C.tint}" opacity="${b === 0 ? 0.85 : r1(0.1 + rand() * 0.15)}"/>`;
    }
    stack += `<g transform="translate(${x} ${y}) skewX(-18) scale(1 0.82)">${browser(0, 0, 500, 250, content, { opacity: 0.75 + i * 0.12 })}</g>`;
  }
  let modules = "";
  for (let i = 0; i < 9; i++) {
    const col = i % 3;
    const row = Math.floor(i / 3);
    modules += isoCube(
      1060 + col * 64 - row * 64,
      560 + col * 37 + row * 37,
      54,
      Object.values(CUBE)[(i + row) % 4],
      0.9,
    );
  }
  const shield = `<g transform="translate(1230 200)">
      <circle cx="110" cy="130" r="230" fill="url(#glowTeal)"/>
      <path d="M110 0 L220 40 V130 C 220 210, 160 255, 110 275 C 60 255, 0 210, 0 130 V40 Z" fill="${C.teal}" stroke="${C.tint}" stroke-opacity="0.7" stroke-width="4"/>
      <path d="M110 26 L196 58 V130 C 196 196, 150 232, 110 249 Z" fill="${C.white}" opacity="0.1"/>
      <path d="M62 136 L98 172 L164 100" fill="none" stroke="${C.white}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>
    </g>`;
  const speed = [0, 1, 2]
    .map(
      (i) =>
        `<line x1="${110 + i * 30}" y1="${180 + i * 44}" x2="${250 + i * 10}" y2="${180 + i * 44}" stroke="${C.coral}" stroke-width="8" stroke-linecap="round" opacity="${0.8 - i * 0.2}"/>`,
    )
    .join("");
  return (
    background([
      ["glowViolet", 640, 420, 600],
      ["glowCoral", 1200, 820, 380],
      ["glowTeal", 1340, 320, 360],
    ]) +
    dotGrid(40, 0.08) +
    speed +
    stack +
    modules +
    shield
  );
}

/** Perspective wireframe floor converging to a vanishing point. */
function perspectiveGrid(horizon, vpX, color, opacity) {
  let lines = "";
  for (let i = -16; i <= 16; i++) {
    lines += `<line x1="${vpX + i * 16}" y1="${horizon}" x2="${vpX + i * 190}" y2="${H}"/>`;
  }
  for (let k = 1; k <= 14; k++) {
    const y = horizon + (H - horizon) * (k / 14) ** 2.2;
    lines += `<line x1="0" y1="${r1(y)}" x2="${W}" y2="${r1(y)}"/>`;
  }
  return `<g stroke="${color}" stroke-width="1.5" opacity="${opacity}">${lines}</g>`;
}

/** 3D trends: isometric cubes on a glowing perspective grid. */
function cubes3d(rand) {
  const horizon = 520;
  let scene = "";
  // [x, y of the bottom vertex on the floor, edge size, colour], drawn back to front.
  const placements = [
    [430, 620, 80, "teal"],
    [1180, 610, 90, "violet"],
    [1000, 700, 110, "violet"],
    [700, 730, 140, "coral"],
    [1300, 820, 100, "coral"],
    [480, 830, 90, "violet"],
    [880, 850, 75, "tint"],
  ].sort((a, b) => a[1] - b[1]);
  placements.forEach(([x, by, s, c]) => {
    scene += `<ellipse cx="${x}" cy="${by - s * 0.25}" rx="${r1(s * 1.15)}" ry="${r1(s * 0.4)}" fill="${C.ink}" opacity="0.6" filter="url(#soft)"/>`;
    scene += isoCube(x, by - 2 * s, s, CUBE[c]);
  });
  let wire = "";
  const wx = 1300;
  const wy = 120;
  const s = 90;
  const dx = s * Math.cos(Math.PI / 6);
  wire += `<g fill="none" stroke="${C.tint}" stroke-width="2" opacity="0.55">
    <polygon points="${pts([
      [wx, wy],
      [wx + dx, wy + s / 2],
      [wx, wy + s],
      [wx - dx, wy + s / 2],
    ])}"/>
    <polyline points="${pts([
      [wx - dx, wy + s / 2],
      [wx - dx, wy + 1.5 * s],
      [wx, wy + 2 * s],
      [wx + dx, wy + 1.5 * s],
      [wx + dx, wy + s / 2],
    ])}"/>
    <line x1="${wx}" y1="${wy + s}" x2="${wx}" y2="${wy + 2 * s}"/>
  </g>`;
  let stars = "";
  for (let i = 0; i < 40; i++) {
    stars += `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * (horizon - 60))}" r="${r1(1 + rand() * 2.2)}" fill="${C.tint}" opacity="${r1(0.2 + rand() * 0.5)}"/>`;
  }
  return (
    background([
      ["glowViolet", 800, 520, 700],
      ["glowCoral", 300, 160, 360],
      ["glowTeal", 800, 900, 600],
    ]) +
    stars +
    `<rect x="0" y="${horizon - 40}" width="${W}" height="80" fill="url(#glowTeal)" opacity="0.6"/>` +
    perspectiveGrid(horizon, 800, "#2FD1BF", 0.35) +
    `<line x1="0" y1="${horizon}" x2="${W}" y2="${horizon}" stroke="#2FD1BF" stroke-width="3" opacity="0.7"/>` +
    wire +
    scene
  );
}

/** Isometric grid lines (30 degree directions). */
function isoGrid(step, color, opacity) {
  const t = Math.tan(Math.PI / 6);
  let lines = "";
  for (let c = -W; c < W * 2; c += step) {
    lines += `<line x1="${c}" y1="0" x2="${r1(c + H / t)}" y2="${H}"/>`;
    lines += `<line x1="${c}" y1="0" x2="${r1(c - H / t)}" y2="${H}"/>`;
  }
  return `<g stroke="${color}" stroke-width="1.2" opacity="${opacity}">${lines}</g>`;
}

/** 3D journey: stepping-stone cubes climbing towards a glowing sphere. */
function journey3d() {
  const steps = [
    [220, 640, 60, "tint"],
    [360, 590, 66, "teal"],
    [500, 530, 72, "violet"],
    [640, 460, 80, "coral"],
    [790, 390, 86, "violet"],
    [950, 320, 94, "teal"],
    [1110, 250, 100, "coral"],
  ];
  let path = "";
  const trail = steps.map(([x, y, s]) => [x, y + s * 0.5]);
  path += `<polyline points="${pts(trail)}" fill="none" stroke="${C.tint}" stroke-width="3" stroke-dasharray="3 12" stroke-linecap="round" opacity="0.6"/>`;
  let cubes = "";
  steps.forEach(([x, y, s, c], i) => {
    cubes += isoCube(x, y, s, CUBE[c], 0.55 + i * 0.07);
  });
  const sphere = `<defs><radialGradient id="sphere" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="${C.white}"/><stop offset="0.35" stop-color="${C.lilac}"/><stop offset="0.8" stop-color="${C.violet}"/><stop offset="1" stop-color="#22146E"/></radialGradient></defs>
    <circle cx="1330" cy="210" r="300" fill="url(#glowViolet)"/>
    <circle cx="1330" cy="210" r="190" fill="url(#glowCoral)"/>
    <circle cx="1330" cy="210" r="108" fill="url(#sphere)"/>
    <ellipse cx="1330" cy="210" rx="170" ry="42" fill="none" stroke="${C.coral}" stroke-width="4" opacity="0.85" transform="rotate(-18 1330 210)"/>
    <ellipse cx="1330" cy="210" rx="150" ry="150" fill="none" stroke="${C.tint}" stroke-width="1.5" stroke-dasharray="2 10" opacity="0.5"/>`;
  return (
    background([
      ["glowViolet", 500, 700, 560],
      ["glowTeal", 200, 200, 380],
      ["glowCoral", 900, 900, 420],
    ]) +
    isoGrid(70, C.lilac, 0.13) +
    path +
    cubes +
    sphere +
    sparkle(1500, 420, 18, C.tint) +
    sparkle(1180, 90, 12, C.coral)
  );
}

/** Strategy: stepped terraces with a winding path up to a star. */
function terraces() {
  let bars = "";
  const n = 7;
  const trail = [];
  for (let i = 0; i < n; i++) {
    const x = 200 + i * 170;
    const h = 90 + i * 72;
    const y = 820 - h;
    const fill = i === n - 1 ? "url(#ct)" : i % 2 ? C.violet : "#2C2A7A";
    bars += `<rect x="${x}" y="${y}" width="150" height="${h}" rx="18" fill="${fill}" opacity="${r1(0.55 + i * 0.06)}"/>`;
    bars += `<rect x="${x}" y="${y}" width="150" height="14" rx="7" fill="${i % 2 ? C.coral : C.lilac}" opacity="0.9"/>`;
    trail.push([x + 20, y - 26], [x + 130, y - 26]);
  }
  let d = `M${trail[0][0]} ${trail[0][1]}`;
  for (let i = 1; i < trail.length; i++) {
    const [x, y] = trail[i];
    const [px, py] = trail[i - 1];
    d += py === y ? ` L${x} ${y}` : ` C ${px + 30} ${py}, ${x - 30} ${y}, ${x} ${y}`;
  }
  const [sx, sy] = trail[trail.length - 1];
  const star = (cx, cy, ro, ri) => {
    const p = [];
    for (let k = 0; k < 10; k++) {
      const a = -Math.PI / 2 + (k * Math.PI) / 5;
      const r = k % 2 ? ri : ro;
      p.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
    return pts(p);
  };
  const rings = [60, 110, 160]
    .map(
      (r, i) =>
        `<circle cx="${sx}" cy="${sy - 90}" r="${r}" fill="none" stroke="${C.tint}" stroke-width="2" opacity="${0.45 - i * 0.12}"/>`,
    )
    .join("");
  return (
    background([
      ["glowViolet", 900, 500, 640],
      ["glowCoral", 1300, 160, 420],
      ["glowTeal", 200, 820, 420],
    ]) +
    dotGrid(46, 0.07) +
    bars +
    `<path d="${d}" fill="none" stroke="#14A697" stroke-width="16" stroke-linecap="round" stroke-linejoin="round" opacity="0.35" filter="url(#soft)"/>` +
    `<path d="${d}" fill="none" stroke="#2FD1BF" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    trail
      .filter((_, i) => i % 2 === 0)
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${C.tint}"/>`)
      .join("") +
    `<circle cx="${sx}" cy="${sy - 90}" r="150" fill="url(#glowWhite)" opacity="0.6"/>` +
    rings +
    `<polygon points="${star(sx, sy - 90, 56, 24)}" fill="${C.white}"/>` +
    `<line x1="${sx}" y1="${sy - 34}" x2="${sx}" y2="${sy}" stroke="${C.tint}" stroke-width="4"/>`
  );
}

/** 2024 trends: smooth trend lines with data points and halos. */
function trends(rand) {
  const x0 = 120;
  const x1 = 1480;
  let grid = "";
  for (let x = x0; x <= x1; x += 113) grid += `<line x1="${x}" y1="120" x2="${x}" y2="800"/>`;
  for (let y = 120; y <= 800; y += 85) grid += `<line x1="${x0}" y1="${y}" x2="${x1}" y2="${y}"/>`;
  const series = [
    { color: C.coral, base: 700, rise: 520, wobble: 60, width: 7 },
    { color: C.lilac, base: 720, rise: 380, wobble: 80, width: 6 },
    { color: "#2FD1BF", base: 760, rise: 260, wobble: 50, width: 5 },
  ];
  let out = "";
  series.forEach((s, si) => {
    const n = 13;
    const p = [];
    for (let i = 0; i < n; i++) {
      const t = i / (n - 1);
      p.push([
        x0 + t * (x1 - x0),
        s.base - s.rise * t ** 1.4 + Math.sin(i * 1.3 + si) * s.wobble * (1 - t * 0.5) * (0.6 + rand() * 0.4),
      ]);
    }
    let d = `M${r1(p[0][0])} ${r1(p[0][1])}`;
    for (let i = 1; i < n; i++) {
      const [ax, ay] = p[i - 1];
      const [bx, by] = p[i];
      const mx = (ax + bx) / 2;
      d += ` C ${r1(mx)} ${r1(ay)}, ${r1(mx)} ${r1(by)}, ${r1(bx)} ${r1(by)}`;
    }
    if (si === 0) {
      out += `<defs><linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.coral}" stop-opacity="0.35"/><stop offset="1" stop-color="${C.coral}" stop-opacity="0"/></linearGradient></defs>`;
      out += `<path d="${d} L${x1} 800 L${x0} 800 Z" fill="url(#area)"/>`;
    }
    out += `<path d="${d}" fill="none" stroke="${s.color}" stroke-width="${s.width * 3}" opacity="0.25" filter="url(#soft)"/>`;
    out += `<path d="${d}" fill="none" stroke="${s.color}" stroke-width="${s.width}" stroke-linecap="round"/>`;
    p.forEach(([x, y], i) => {
      if (i % 3 === 0 || i === n - 1) {
        out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${i === n - 1 ? 16 : 9}" fill="${C.ink}" stroke="${s.color}" stroke-width="4"/>`;
      }
    });
    if (si === 0) {
      const [lx, ly] = p[n - 1];
      out += `<circle cx="${r1(lx)}" cy="${r1(ly)}" r="60" fill="none" stroke="${C.coral}" stroke-width="2" opacity="0.5"/><circle cx="${r1(lx)}" cy="${r1(ly)}" r="100" fill="none" stroke="${C.coral}" stroke-width="1.5" opacity="0.25"/>`;
    }
  });
  const halos = [
    [360, 260, 120],
    [1180, 640, 170],
  ]
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${C.tint}" stroke-width="2" opacity="0.12"/><circle cx="${x}" cy="${y}" r="${r * 0.6}" fill="none" stroke="#2FD1BF" stroke-width="2" opacity="0.18"/>`,
    )
    .join("");
  return (
    background([
      ["glowViolet", 700, 400, 640],
      ["glowCoral", 1450, 150, 420],
      ["glowTeal", 200, 800, 420],
    ]) +
    halos +
    `<g stroke="${C.tint}" stroke-opacity="0.09" stroke-width="1.5">${grid}</g>` +
    out
  );
}

/** Sacramento: stylised Tower Bridge over the river at sunset, with a skyline. */
function sacramento(rand) {
  const horizon = 600;
  const sky = `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${C.ink}"/>
        <stop offset="0.45" stop-color="#2A1A7A"/>
        <stop offset="0.8" stop-color="#9A4FB0"/>
        <stop offset="1" stop-color="${C.coral}"/>
      </linearGradient>
      <linearGradient id="river" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#0F5C5A"/>
        <stop offset="1" stop-color="${C.ink}"/>
      </linearGradient>
      <linearGradient id="gold" gradientUnits="userSpaceOnUse" x1="0" y1="200" x2="0" y2="700">
        <stop offset="0" stop-color="#FFC59E"/>
        <stop offset="1" stop-color="${C.coral}"/>
      </linearGradient>
    </defs>
    <rect width="${W}" height="${horizon}" fill="url(#sky)"/>
    <circle cx="775" cy="${horizon - 150}" r="320" fill="url(#glowCoral)"/>
    <circle cx="775" cy="${horizon - 150}" r="120" fill="#FFB58F" opacity="0.95"/>
    <circle cx="775" cy="${horizon - 150}" r="165" fill="none" stroke="#FFD3BD" stroke-width="2" opacity="0.4"/>`;
  let stars = "";
  for (let i = 0; i < 45; i++) {
    stars += `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * 230)}" r="${r1(1 + rand() * 1.8)}" fill="${C.tint}" opacity="${r1(0.3 + rand() * 0.5)}"/>`;
  }
  // Skyline silhouette behind the bridge.
  let skyline = "";
  let x = 0;
  while (x < W) {
    const w = 40 + rand() * 70;
    const h = 60 + rand() * 150 * (x > 900 && x < 1400 ? 1.8 : 1);
    skyline += `<rect x="${r1(x)}" y="${r1(horizon - h)}" width="${r1(w + 2)}" height="${r1(h)}" fill="#231A5E"/>`;
    if (h > 150) {
      for (let wy = horizon - h + 18; wy < horizon - 20; wy += 26) {
        if (rand() > 0.55)
          skyline += `<rect x="${r1(x + 10)}" y="${r1(wy)}" width="${r1(w - 20)}" height="4" rx="2" fill="${C.tint}" opacity="0.18"/>`;
      }
    }
    x += w;
  }
  // Capitol-like dome and a tall pyramid-topped tower as landmarks.
  skyline += `<g fill="#2B2070"><rect x="250" y="${horizon - 120}" width="200" height="120"/><rect x="300" y="${horizon - 170}" width="100" height="50"/><path d="M305 ${horizon - 170} A45 58 0 0 1 395 ${horizon - 170} Z"/><rect x="346" y="${horizon - 245}" width="8" height="20"/></g>`;
  skyline += `<g fill="#2B2070"><rect x="1250" y="${horizon - 330}" width="90" height="330"/><polygon points="${pts([
    [1250, horizon - 330],
    [1295, horizon - 400],
    [1340, horizon - 330],
  ])}"/></g>`;

  // Tower Bridge: two lattice towers, a lift span and approach trusses.
  const deckY = 640;
  const tower = (tx) => {
    const tw = 70;
    const top = 250;
    let g = `<rect x="${tx}" y="${top}" width="${tw}" height="${deckY - top + 20}" fill="none" stroke="url(#gold)" stroke-width="8"/>`;
    g += `<polygon points="${pts([
      [tx - 10, top],
      [tx + tw / 2, top - 50],
      [tx + tw + 10, top],
    ])}" fill="url(#gold)"/>`;
    g += `<rect x="${tx - 14}" y="${top - 4}" width="${tw + 28}" height="16" fill="url(#gold)"/>`;
    for (let y = top + 12; y < deckY; y += 64) {
      g += `<path d="M${tx} ${y} L${tx + tw} ${y + 64} M${tx + tw} ${y} L${tx} ${y + 64}" stroke="url(#gold)" stroke-width="4" opacity="0.85"/>`;
      g += `<line x1="${tx}" y1="${y}" x2="${tx + tw}" y2="${y}" stroke="url(#gold)" stroke-width="5"/>`;
    }
    return g;
  };
  const truss = (xa, xb, y, h) => {
    let g = `<line x1="${xa}" y1="${y - h}" x2="${xb}" y2="${y - h}" stroke="url(#gold)" stroke-width="7"/>`;
    g += `<line x1="${xa}" y1="${y}" x2="${xb}" y2="${y}" stroke="url(#gold)" stroke-width="9"/>`;
    const seg = (xb - xa) / Math.round((xb - xa) / 46);
    let up = true;
    for (let sx = xa; sx < xb - 1; sx += seg) {
      g += `<line x1="${r1(sx)}" y1="${up ? y : y - h}" x2="${r1(sx + seg)}" y2="${up ? y - h : y}" stroke="url(#gold)" stroke-width="4"/>`;
      up = !up;
    }
    return g;
  };
  const bridge = `<g stroke-linecap="square">
      ${truss(540, 1000, deckY, 70)}
      ${truss(120, 530, deckY, 44)}
      ${truss(1080, 1520, deckY, 44)}
      ${tower(470)}
      ${tower(1010)}
      <rect x="0" y="${deckY}" width="${W}" height="16" fill="#1A1450"/>
      ${[200, 330, 1200, 1350].map((px) => `<rect x="${px}" y="${deckY + 16}" width="26" height="${horizon + 300 - deckY}" fill="#1A1450"/>`).join("")}
    </g>`;
  let water = `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#river)"/>`;
  for (let i = 0; i < 26; i++) {
    const wy = horizon + 20 + i * 11 + rand() * 6;
    const wx = 775 + (rand() - 0.5) * (140 + i * 18);
    const ww = 60 + rand() * 180;
    water += `<rect x="${r1(wx - ww / 2)}" y="${r1(wy)}" width="${r1(ww)}" height="3" rx="1.5" fill="#FFB58F" opacity="${r1(0.55 - i * 0.018)}"/>`;
  }
  for (let i = 0; i < 20; i++) {
    const wy = horizon + 60 + rand() * 230;
    const wx = rand() * W;
    water += `<rect x="${r1(wx)}" y="${r1(wy)}" width="${r1(40 + rand() * 120)}" height="2" rx="1" fill="${C.tint}" opacity="0.14"/>`;
  }
  const reflections = [505, 1045]
    .map(
      (tx) =>
        `<rect x="${tx - 4}" y="${deckY + 30}" width="8" height="180" fill="#FFB58F" opacity="0.22" filter="url(#soft)"/>`,
    )
    .join("");
  return sky + stars + skyline + water + reflections + bridge;
}

/** Web development trends: translucent panels, chevrons and a component tree. */
function webdev() {
  let panels = "";
  const list = [
    [240, 170, 520, 340, -6, C.lilac],
    [520, 300, 560, 380, 3, "#2FD1BF"],
    [880, 150, 480, 320, -2, C.coral],
  ];
  list.forEach(([x, y, w, h, rot, color]) => {
    panels += `<g transform="translate(${x} ${y}) rotate(${rot})">
      <rect width="${w}" height="${h}" rx="26" fill="${color}" fill-opacity="0.1" stroke="${color}" stroke-opacity="0.7" stroke-width="2.5"/>
      <rect x="28" y="28" width="${w * 0.35}" height="16" rx="8" fill="${color}" opacity="0.7"/>
      <rect x="28" y="58" width="${w * 0.55}" height="10" rx="5" fill="${C.tint}" opacity="0.3"/>
      <rect x="28" y="${h - 120}" width="${w - 56}" height="92" rx="16" fill="${C.tint}" opacity="0.06"/>
    </g>`;
  });
  const chevrons = `<g fill="none" stroke-linecap="round" stroke-linejoin="round">
      <polyline points="470,420 330,540 470,660" stroke="url(#vc)" stroke-width="34"/>
      <polyline points="1130,420 1270,540 1130,660" stroke="url(#vt)" stroke-width="34"/>
      <line x1="860" y1="380" x2="740" y2="700" stroke="${C.tint}" stroke-width="26" opacity="0.9"/>
    </g>`;
  const nodes = [
    [800, 90],
    [640, 800],
    [960, 800],
    [1450, 700],
    [150, 720],
  ];
  let tree = `<g stroke="${C.tint}" stroke-opacity="0.35" stroke-width="2.5" fill="none">
      <path d="M800 90 C 800 200, 1000 180, 1120 200"/>
      <path d="M640 800 C 640 740, 800 760, 800 710"/>
      <path d="M960 800 C 960 760, 800 760, 800 710"/>
      <path d="M1450 700 C 1400 620, 1330 600, 1270 560"/>
      <path d="M150 720 C 220 640, 280 600, 330 560"/>
    </g>`;
  tree += nodes
    .map(
      ([x, y], i) =>
        `<circle cx="${x}" cy="${y}" r="40" fill="url(#${["glowViolet", "glowCoral", "glowTeal"][i % 3]})"/><circle cx="${x}" cy="${y}" r="14" fill="${[C.lilac, C.coral, "#2FD1BF"][i % 3]}" stroke="${C.white}" stroke-width="3"/>`,
    )
    .join("");
  return (
    background([
      ["glowViolet", 500, 300, 560],
      ["glowCoral", 1200, 250, 420],
      ["glowTeal", 900, 800, 520],
    ]) +
    dotGrid(40, 0.07) +
    panels +
    tree +
    chevrons
  );
}

const ART = {
  "guide-to-effective-digital-marketing": funnel,
  "the-indispensable-role-of-seo-in-boosting-business": seo,
  "deep-dive-into-wordpress-web-design": wordpressLayers,
  "genesis-of-digital-marketing-agencies": timeline,
  "ecommerce-revolution-innovative-web-development": ecommerce,
  "wordpress-wonders-atria-wordpress-web-designs": wordpressStack,
  "exploration-of-3d-website-development-trends": cubes3d,
  "atria-journey-into-3d-website-development": journey3d,
  "strategies-for-digital-triumph": terraces,
  "digital-marketing-unveiling-key-trends-for-2024": trends,
  "decrypting-online-success-guide-to-web-design-in-sacramento": sacramento,
  "embracing-recent-trends-in-web-development": webdev,
};

/** Fallback for articles added later without a dedicated artwork. */
function generic(rand) {
  let shapes = "";
  for (let i = 0; i < 14; i++) {
    const x = 200 + rand() * 1200;
    const y = 150 + rand() * 600;
    const r = 30 + rand() * 120;
    const color = [C.lilac, C.coral, "#2FD1BF", C.tint][i % 4];
    shapes += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="none" stroke="${color}" stroke-width="${r1(2 + rand() * 6)}" opacity="${r1(0.3 + rand() * 0.5)}"/>`;
  }
  return (
    background([
      ["glowViolet", 500, 300, 560],
      ["glowCoral", 1200, 650, 420],
      ["glowTeal", 1000, 150, 400],
    ]) +
    dotGrid(40, 0.08) +
    shapes
  );
}

/** Soft vignette that ties all artworks together. */
function vignette() {
  return `<defs><radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="${C.ink}" stop-opacity="0"/><stop offset="1" stop-color="${C.ink}" stop-opacity="0.55"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#vig)"/>`;
}

export function buildSvg(slug) {
  const rand = rng(slug);
  const draw = ART[slug] ?? generic;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs()}${draw(rand)}${vignette()}</svg>`;
}

async function main() {
  const entries = await fs.readdir(blogDir, { withFileTypes: true });
  const slugs = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  for (const slug of slugs) {
    const folder = path.join(blogDir, slug);
    try {
      await fs.access(path.join(folder, "index.mdx"));
    } catch {
      continue;
    }
    const svg = buildSvg(slug);
    const out = path.join(folder, "hero.jpg");
    const info = await sharp(Buffer.from(svg))
      .flatten({ background: C.ink })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(out);
    const note = ART[slug] ? "" : " (generic artwork)";
    console.log(`${path.relative(root, out)}  ${info.width}x${info.height}  ${Math.round(info.size / 1024)} KB${note}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
