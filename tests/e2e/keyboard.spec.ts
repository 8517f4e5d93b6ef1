import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { SUBSCRIBE_ENDPOINT } from "../../src/contracts/subscription-base";
import { BLOG_SLUGS, SERVICE_ROUTES, STATIC_ROUTES } from "./routes";

const ROUTES = [
  ...STATIC_ROUTES.map(([p]) => p),
  ...SERVICE_ROUTES.map(([p]) => p),
  `/blog/${BLOG_SLUGS[0]}`,
  "/Career/react-developer",
  "/no-such-page",
];

/** Also at 375 px: the frame's narrow layout (the menu button), and the two pages with a form. */
const AT_BOTH_WIDTHS = new Set(["/", "/contact", "/Career/react-developer"]);

const FOCUSABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';

/**
 * Marks every interactive element a visitor can see and reach (not disabled, not removed from the
 * tab order, not inside an inert or closed part of the page) with data-kb=<n>, and records how it
 * looks unfocused: outline and box-shadow.
 */
async function markInteractive(page: Page): Promise<{ count: number; names: string[] }> {
  return page.evaluate((selector) => {
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return JSON.stringify([s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow]);
    };
    const items = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (el) =>
        el.tabIndex >= 0 &&
        !(el as HTMLButtonElement).disabled &&
        !el.closest("[inert], dialog:not([open])") &&
        el.getClientRects().length > 0 &&
        el.checkVisibility({ visibilityProperty: true }),
    );
    items.forEach((el, i) => {
      el.dataset.kb = String(i);
      el.dataset.kbLook = look(el);
    });
    return {
      count: items.length,
      names: items.map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40)}"`,
      ),
    };
  }, FOCUSABLE);
}

/** The focused element's data-kb, and whether its outline or box-shadow differs from unfocused. */
async function focused(page: Page): Promise<{ kb: string | null; indicator: boolean; name: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { kb: null, indicator: false, name: "body" };
    const s = getComputedStyle(el);
    const now = JSON.stringify([s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow]);
    const visibleOutline = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0;
    const shadow = s.boxShadow !== "none";
    return {
      kb: el.dataset.kb ?? null,
      indicator: now !== el.dataset.kbLook && (visibleOutline || shadow),
      name: `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40)}"`,
    };
  });
}

test.describe("keyboard", () => {
  // The page at rest: scroll reveals do not hide sections the focus moves into.
  test.use({ reducedMotion: "reduce" });

  for (const path of ROUTES) {
    test(`${path}: Tab reaches every interactive element, each with a visible focus indicator${AT_BOTH_WIDTHS.has(path) ? " @widths" : ""}`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.goto(path);
      // Code that loads after hydration (the Contact form's own chunk) has arrived and rendered.
      await page.waitForLoadState("networkidle");
      // The sign-up forms (issue 50) give their static markup way to the loaded form when scrolled
      // near or focused: load each first, so the elements marked are the ones Tab then reaches.
      for (const form of await page.locator(`form[action="${SUBSCRIBE_ENDPOINT}"]`).all()) {
        await form.scrollIntoViewIfNeeded();
        await expect(form).toHaveAttribute("novalidate", "");
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      const { count, names } = await markInteractive(page);
      expect(count).toBeGreaterThan(0);
      const reached = new Set<string>();
      const withoutIndicator: string[] = [];
      const unmarked: string[] = [];
      for (let i = 0; i < count + 10 && reached.size < count; i++) {
        await page.keyboard.press("Tab");
        const f = await focused(page);
        if (f.kb === null) {
          if (f.name !== "body") unmarked.push(f.name);
          continue;
        }
        if (reached.has(f.kb)) break; // wrapped around
        reached.add(f.kb);
        if (!f.indicator) withoutIndicator.push(f.name);
      }
      const missed = names.filter((_, i) => !reached.has(String(i)));
      expect({ missed, withoutIndicator, unmarked }).toEqual({ missed: [], withoutIndicator: [], unmarked: [] });
    });
  }
});
