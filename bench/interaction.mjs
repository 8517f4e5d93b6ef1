// @ts-check
/**
 * `npm run bench -- interaction [--runs N] [--only name,name] [--usual-speed] [base URL ...]`: how long each
 * interactive control of the site takes from a click to the next paint, in real Chromium.
 *
 * Each try loads the control's page in a fresh context with the CPU slowed down four times
 * (Chromium's DevTools throttling, as Lighthouse assumes for a mid-range phone), waits until the
 * page has hydrated (html[data-hydrated]) and a second more, clicks the control, and reads the
 * Event Timing entries of that interaction (PerformanceObserver type "event", durationThreshold 16,
 * buffered): the largest duration among the entries of its interactionId is what INP counts for it.
 * The "early" controls are clicked as soon as they are visible, before hydration ends. Controls inside
 * a dialog are reached by opening it first; only the interaction with the control itself counts. It prints
 * per control the median and range of N tries (default 5) and the slowest entry's processing time,
 * with the host's Lighthouse benchmarkIndex before and after (figures scale with it: about 3,000 or
 * more is a machine of the usual speed).
 *
 * Several base URLs (e.g. a build before and after a change, each served by `npm start` on its own
 * port) are measured alternately, try by try, so that a busy machine slows each alike.
 * Serve the build first (`npm start`, default http://127.0.0.1:8888). Bounded: at most 20 tries a
 * control, 20 s a try.
 *
 * `--starter URL` adds the reference the issue's goal names: a post link of the official Gatsby blog
 * starter (gatsbyjs/gatsby-starter-blog, built and served by `gatsby serve` at URL), a client-side
 * route change, measured the same way and alternating with the site's tries (docs/decisions/interaction.md).
 * Its click paints the page it was on, and the post follows frames later: Event Timing, which ends at the
 * first paint, does not see that. So the starter's row and the dialogs' openers also give "answer drawn
 * from": the time from the pointer to the rendering of the first frame that shows the post's title or the
 * open dialog (a lower bound of when it is on screen; `answered` in bench/lib/event-timing.mjs).
 *
 * `--usual-speed` slows the CPU by 4 × benchmarkIndex / 3,000 instead of 4 (usualSpeedRate in
 * bench/lib/event-timing.mjs), the index measured before the tries: the issue's goal is 4x on a
 * host of about 3,000, and this host's own index varies by a factor of three from day to day.
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../scripts/lib/chromium.mjs";
import { benchmarkIndex, tryOnce, usualSpeedRate } from "./lib/event-timing.mjs";
import { median } from "../scripts/quality/lighthouse-report.mjs";

/** @typedef {import("./lib/event-timing.mjs").Control} Control */

/** @param {import("@playwright/test").Page} p */
const getStartedOpener = (p) => p.getByRole("banner").getByRole("button", { name: "Get Started" });
/** @param {import("@playwright/test").Page} p */
const privacyOpener = (p) => p.getByRole("contentinfo").getByRole("button", { name: "Your Privacy Choices" });
/** @param {import("@playwright/test").Page} p */
const getStartedDialog = (p) => p.getByRole("dialog", { name: "Get Started Today" });
/** @param {import("@playwright/test").Page} p */
const privacyDialog = (p) => p.getByRole("dialog", { name: "Your Privacy Choices" });

/**
 * Opens the Get Started dialog and waits for its form.
 * @param {import("@playwright/test").Page} p
 */
async function openGetStarted(p) {
  await getStartedOpener(p).click();
  await getStartedDialog(p).getByLabel("Full Name").waitFor({ state: "visible", timeout: 10_000 });
  await p.waitForTimeout(500);
}

/**
 * Opens the privacy choices and waits for their switches.
 * @param {import("@playwright/test").Page} p
 */
async function openPrivacy(p) {
  await privacyOpener(p).click();
  await privacyDialog(p).getByRole("switch").first().waitFor({ state: "visible", timeout: 10_000 });
  await p.waitForTimeout(500);
}

/** Whether the Get Started dialog is open (runs in the page: `answered`). */
const getStartedOpen = () =>
  /** @type {HTMLDialogElement | null} */ (document.getElementById("get-started-dialog"))?.open === true;
/** Whether the privacy choices are open (runs in the page: `answered`). */
const privacyOpen = () =>
  /** @type {HTMLDialogElement | null} */ (document.getElementById("privacy-choices-dialog"))?.open === true;

/**
 * A key pressed in the open Get Started form's Full Name field (a letter typed, or Tab to leave it).
 * @param {string} name
 * @param {string} key
 * @returns {Control}
 */
const fullNameKey = (name, key) => ({
  name,
  path: "/",
  width: 1280,
  prepare: openGetStarted,
  act: (field) => field.press(key),
  control: (p) => getStartedDialog(p).getByLabel("Full Name"),
});

/** @type {Control[]} */
export const CONTROLS = [
  {
    name: "header Get Started (1280 px)",
    path: "/",
    width: 1280,
    control: getStartedOpener,
    answered: getStartedOpen,
  },
  {
    name: "footer Schedule a Call",
    path: "/",
    width: 1280,
    control: (p) => p.getByRole("contentinfo").getByRole("button", { name: "Schedule a Call" }),
    answered: getStartedOpen,
  },
  {
    name: "footer privacy choices",
    path: "/",
    width: 1280,
    control: privacyOpener,
    answered: privacyOpen,
  },
  {
    // A mouse rests on a button before it clicks; the row above clicks the moment it arrives.
    name: "footer privacy choices, the pointer on it 300 ms first",
    path: "/",
    width: 1280,
    prepare: async (p) => {
      await privacyOpener(p).hover();
      await p.waitForTimeout(300);
    },
    control: privacyOpener,
    answered: privacyOpen,
  },
  {
    name: "menu button (375 px)",
    path: "/",
    width: 375,
    control: (p) => p.getByRole("banner").getByRole("button", { name: "Menu" }),
  },
  {
    name: "FAQ question (landing page)",
    path: "/free-website-audit",
    width: 1280,
    control: (p) => p.getByText("Is the audit really free?"),
  },
  {
    name: "blog pager Next",
    path: "/blog",
    width: 1280,
    control: (p) => p.getByRole("navigation", { name: "Blog pages" }).getByRole("button", { name: "Next" }),
  },
  {
    name: "Get Started dialog: close button",
    path: "/",
    width: 1280,
    prepare: openGetStarted,
    control: (p) => getStartedDialog(p).getByRole("button", { name: "Close dialog" }),
  },
  fullNameKey("Get Started form: typing a key (Full Name)", "a"),
  fullNameKey("Get Started form: Tab from Full Name (left empty) to Email", "Tab"),
  {
    name: "privacy choices: a switch",
    path: "/",
    width: 1280,
    prepare: openPrivacy,
    control: (p) => privacyDialog(p).getByRole("switch", { name: /Analytics Cookies/ }),
  },
  {
    name: "privacy choices: Reject all",
    path: "/",
    width: 1280,
    prepare: openPrivacy,
    control: (p) => privacyDialog(p).getByRole("button", { name: "Reject all" }),
  },
  {
    name: "privacy choices: close button",
    path: "/",
    width: 1280,
    prepare: openPrivacy,
    control: (p) => privacyDialog(p).getByRole("button", { name: "Close privacy choices" }),
  },
  {
    name: "technology tab (services)",
    path: "/services",
    width: 1280,
    control: (p) => p.getByRole("tablist", { name: "Technologies" }).getByRole("tab").nth(1),
  },
  {
    name: "header Get Started, early click",
    path: "/",
    width: 1280,
    early: true,
    control: getStartedOpener,
    answered: getStartedOpen,
  },
];

/** The Gatsby blog starter's first post link on its home page (only with --starter). */
export const STARTER_CONTROL = /** @type {Control} */ ({
  name: "Gatsby blog starter: a post link",
  path: "/",
  width: 1280,
  starter: true,
  control: (p) => p.locator("article h2 a").first(),
  // The post's title: the starter's home page has none (its h1 is the blog's name).
  answered: () => document.querySelector('h1[itemprop="headline"]') !== null,
});

/** @param {number[]} xs */
const range = (xs) => `${Math.min(...xs)}–${Math.max(...xs)}`;

async function main() {
  const args = process.argv.slice(2);
  let runs = 5;
  /** @type {string[] | null} */
  let only = null;
  /** @type {string[]} */
  const bases = [];
  /** @type {string | null} */
  let starter = null;
  let usualSpeed = false;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--runs") runs = Math.min(20, Math.max(1, Number(args[++i]) || 5));
    else if (args[i] === "--starter") starter = String(args[++i]);
    else if (args[i] === "--only") only = String(args[++i]).split(",");
    else if (args[i] === "--usual-speed") usualSpeed = true;
    else bases.push(String(args[i]));
  }
  if (bases.length === 0) bases.push("http://127.0.0.1:8888");
  const controls = [
    ...(only ? CONTROLS.filter((c) => only?.some((o) => c.name.includes(o))) : CONTROLS),
    ...(starter ? [STARTER_CONTROL] : []),
  ];
  /** @param {Control} c */
  const basesOf = (c) => (c.starter && starter ? [starter] : bases);

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const before = await benchmarkIndex(browser);
    console.log(`benchmarkIndex ${before} (Lighthouse's host benchmark; about 3,000 or more is the usual speed)`);
    const rate = usualSpeed ? usualSpeedRate(before) : 4;
    if (usualSpeed) console.log(`--usual-speed: CPU slowed ${rate}x, as a host of 3,000 slowed 4x (main thread only)`);
    /** @type {Map<string, { duration: number, processing: number, name: string, hydrated: boolean, answer: number | null }[]>} */
    const results = new Map();
    // Round by round, every control and base in turn, so that a machine that slows down mid-run
    // slows every control alike.
    for (let i = 0; i < runs; i++) {
      for (const c of controls) {
        for (const base of basesOf(c)) {
          const key = `${base}\t${c.name}`;
          const r = await tryOnce(browser, new URL(c.path, base).href, c, rate).catch((/** @type {Error} */ e) => {
            console.error(`  ${c.name} at ${base}: ${e.message.split("\n")[0]}`);
            return null;
          });
          if (!r || r.duration === undefined) continue;
          const list = results.get(key) ?? [];
          list.push({
            duration: r.duration,
            processing: r.processing ?? 0,
            name: r.name ?? "",
            hydrated: r.hydratedAtClick,
            answer: r.answer,
          });
          results.set(key, list);
        }
      }
    }
    const after = await benchmarkIndex(browser);
    console.log(
      `\nEvent Timing duration at ${rate}x CPU${usualSpeed ? " (usual speed)" : ""}, median (range) of ${runs} tries, ms; benchmarkIndex ${before} → ${after}`,
    );
    console.log("| control | " + bases.join(" | ") + " |");
    console.log("|---|" + bases.map(() => "---|").join(""));
    for (const c of controls) {
      // The starter's row has its one figure in the first column.
      const cells = basesOf(c).map((base) => {
        const list = results.get(`${base}\t${c.name}`) ?? [];
        if (list.length === 0) return "no entry";
        const d = list.map((r) => r.duration);
        const p = list.map((r) => r.processing);
        const unhydrated = list.filter((r) => !r.hydrated).length;
        const a = list.flatMap((r) => (r.answer === null ? [] : [r.answer]));
        return (
          `${median(d)} (${range(d)}), handlers ${median(p)}` +
          (c.early ? `, ${unhydrated}/${list.length} before hydration` : "") +
          (a.length ? `; answer drawn from ${median(a)} (${range(a)})` : "")
        );
      });
      console.log(`| ${c.name} | ${cells.join(" | ")} |`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await main();
