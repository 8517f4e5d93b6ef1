/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  cardForPage,
  cardSvg,
  fitTitle,
  layoutCard,
  loadCardFonts,
  readBuiltPage,
  renderCard,
  wrapWords,
  writeShareImages,
  type CardExtras,
} from "./share-images";
import { tempDirs } from "./helpers.test-support";

/** 10 units per character: easy to reason about. */
const mono = (text: string) => text.length * 10;

const brand = {
  name: "Atria Digital",
  host: "atriadigital.example",
  mark: fs.readFileSync(path.join(__dirname, "..", "static", "favicon.svg"), "utf8"),
};
const noExtras: CardExtras = { details: new Map(), backgrounds: new Map(), homeKicker: "Digital agency" };

describe("wrapWords", () => {
  it("fills each line greedily up to the width", () => {
    expect(wrapWords("one two three four five", 100, mono)).toEqual(["one two", "three four", "five"]);
  });

  it("keeps a title that fits on one line and collapses white space", () => {
    expect(wrapWords("  Our   Work ", 200, mono)).toEqual(["Our Work"]);
  });

  it("cuts a word wider than a line between characters", () => {
    expect(wrapWords("a supercalifragilistic b", 60, mono)).toEqual(["a", "superc", "alifra", "gilist", "ic b"]);
  });
});

describe("fitTitle", () => {
  const at = (size: number) => (text: string) => (text.length * size) / 2;

  it("takes the largest size at which the title fits the line budget", () => {
    const title = "Decrypting Online Success: A Guide to Web Design in Sacramento"; // 62 characters
    const fitted = fitTitle(title, at, { maxWidth: 700, maxLines: 3, sizes: [76, 60, 40] });
    expect(fitted.size).toBe(60);
    expect(fitted.lines.length).toBeLessThanOrEqual(3);
    expect(fitted.lines.join(" ")).toBe(title);
    for (const line of fitted.lines) expect(at(60)(line)).toBeLessThanOrEqual(700);
  });

  it("ends the last line with an ellipsis when even the smallest size needs more lines", () => {
    const title = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
    const fitted = fitTitle(title, at, { maxWidth: 400, maxLines: 3, sizes: [60, 40] });
    expect(fitted.size).toBe(40);
    expect(fitted.lines).toHaveLength(3);
    expect(fitted.lines[2]).toMatch(/…$/);
    expect(at(40)(fitted.lines[2] ?? "")).toBeLessThanOrEqual(400);
  });
});

describe("card template", () => {
  const fonts = loadCardFonts();

  it("draws the text as outlines from the site's fonts, not as <text> for the system's fonts", () => {
    const svg = cardSvg(
      { path: "/services/seo", kicker: "Services", title: "SEO", detail: "Starting at $299/month" },
      fonts,
      brand,
    );
    expect(svg).not.toContain("<text");
    // Brand, host, kicker, one title line, detail: five text paths, plus the mark's own two.
    expect(svg.match(/<path fill="/g)).toHaveLength(5);
    expect(svg).toContain('width="1200" height="630"');
  });

  it("wraps a long title inside the text column and keeps the block between brand row and stripe", () => {
    const card = {
      path: "/blog/x",
      kicker: "Blog",
      title: "Decrypting Online Success: A Guide to Web Design in Sacramento",
      detail: "August 1, 2025 · 6 min read",
      background: "hero.jpg",
    };
    const layout = layoutCard(card, fonts);
    expect(layout.fitted.lines.length).toBeGreaterThan(1);
    expect(layout.fitted.lines.length).toBeLessThanOrEqual(3);
    for (const line of layout.fitted.lines) {
      expect(fonts.heading.getAdvanceWidth(line, layout.fitted.size)).toBeLessThanOrEqual(layout.textWidth);
    }
    expect(layout.kickerY).toBeGreaterThan(160);
    expect(layout.detailY).toBeLessThan(600);
  });

  it("renders a 1200x630 PNG, over the hero photo for an article", async () => {
    const hero = path.join(__dirname, "..", "content", "blog", "strategies-for-digital-triumph", "hero.jpg");
    const png = await renderCard(
      {
        path: "/blog/strategies-for-digital-triumph",
        kicker: "Blog",
        title: "Strategies for Digital Triumph",
        background: hero,
      },
      fonts,
      brand,
    );
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  });
});

describe("reading built pages", () => {
  const html = (url: string, title: string, h1?: string, image = "/og/x.png") =>
    `<html><head><meta property="og:title" content="${title}"/><meta property="og:url" content="https://a.example${url}"/>` +
    `<meta property="og:image" content="https://a.example${image}"/></head><body>${h1 === undefined ? "" : `<h1 class="x">${h1}</h1>`}</body></html>`;

  it("takes path, page name, heading text and image path from the HTML", () => {
    expect(
      readBuiltPage(
        html("/Career", "Careers | Atria Digital", "Join <span>Our</span> Creative&nbsp;Team &amp; co"),
        "Atria Digital",
      ),
    ).toEqual({ path: "/Career", name: "Careers", heading: "Join Our Creative Team & co", image: "/og/x.png" });
  });

  it("names the section of a nested page, the page of a top-level one, the brand when both agree", () => {
    const card = (url: string, title: string, h1?: string) =>
      cardForPage(readBuiltPage(html(url, title, h1), "Atria Digital")!, noExtras, "Atria Digital");
    expect(card("/services/seo", "SEO | Atria Digital", "SEO")).toMatchObject({ kicker: "Services", title: "SEO" });
    expect(card("/blog/x", "X marks | Atria Digital", "X marks")).toMatchObject({ kicker: "Blog", title: "X marks" });
    expect(card("/Career", "Careers | Atria Digital", "Join Our Creative Team")).toMatchObject({
      kicker: "Careers",
      title: "Join Our Creative Team",
    });
    expect(card("/contact", "Contact | Atria Digital", "Contact")).toMatchObject({ kicker: "Atria Digital" });
    expect(card("/", "Home | Atria Digital", "Quality!")).toMatchObject({
      kicker: "Digital agency",
      title: "Quality!",
    });
    expect(card("/404.html", "Page Not Found | Atria Digital")).toMatchObject({
      path: "/404",
      title: "Page Not Found",
    });
  });
});

/** Temporary folders of this file, removed when its tests end. */
const { make: tempDir, removeAll } = tempDirs();
afterAll(removeAll);

describe("writeShareImages", () => {
  it("draws one card per page that asks for its own, then reuses them from the cache", async () => {
    const root = tempDir("og-");
    const publicDir = path.join(root, "public");
    const page = (dir: string, url: string, image: string) => {
      fs.mkdirSync(path.join(publicDir, dir), { recursive: true });
      fs.writeFileSync(
        path.join(publicDir, dir, "index.html"),
        `<meta property="og:title" content="T | Atria Digital"><meta property="og:url" content="https://a.example${url}">` +
          `<meta property="og:image" content="https://a.example${image}"><h1>Title of ${url}</h1>`,
      );
    };
    page("", "/", "/og/index.png");
    page("services/seo", "/services/seo", "/og/services/seo.png");
    page("elsewhere", "/elsewhere", "/og/default.png"); // a page with an image of its own: left alone
    const extras = { ...noExtras, details: new Map([["/services/seo", "Starting at $299/month"]]) };
    const args = { publicDir, cacheDir: path.join(root, "cache"), brand, extras };

    const first = await writeShareImages(args);
    expect(first).toMatchObject({ cards: 2, rendered: 2, cached: 0 });
    for (const file of ["og/index.png", "og/services/seo.png"]) {
      const meta = await sharp(path.join(publicDir, file)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    }
    expect(fs.existsSync(path.join(publicDir, "og", "default.png"))).toBe(false);

    const second = await writeShareImages(args);
    expect(second).toMatchObject({ cards: 2, rendered: 0, cached: 2 });

    extras.details.set("/services/seo", "Starting at $349/month");
    expect(await writeShareImages(args)).toMatchObject({ rendered: 1, cached: 1 });
  });
});
