/**
 * Policy checks: what the legal texts and the privacy choices' table promise held to what the
 * site does (the keys its code sets, the retention figures the jobs delete by, the trackers the
 * build turns on).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { configuredTrackers, trackersFromEnv } from "../../src/contracts/trackers.ts";
import { isPlainObject, report, type Context } from "./problems.ts";
import { walk, type MdxFile } from "./reading.ts";

/**
 * The privacy choices' table (content/privacy-choices.json) lists only what the site can set: each
 * cookie or storage key set by the site itself (its `setBy` is the brand of site.json) must be
 * named in the site's code (src/, gatsby-browser.tsx, or the module of Gatsby's router that stores scroll
 * positions), so the table cannot promise a key that was
 * renamed or removed. Third parties' keys are for their providers to set.
 */
export function checkStorageKeys(ctx: Context, privacy: unknown, site: unknown) {
  if (!isPlainObject(privacy) || !Array.isArray(privacy.storage) || !isPlainObject(site)) return;
  const files = [...walk(path.join(ctx.root, "src")), path.join(ctx.root, "gatsby-browser.tsx")].filter(
    (f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith(".d.ts") && fs.existsSync(f),
  );
  // Gatsby's router keeps each page's scroll position in sessionStorage (`@@scroll|<path>|<key>`):
  // its module is code the site ships and sets keys with, so it counts (found as Node finds it).
  const router = routerScrollModule(ctx.root);
  if (router) files.push(router);
  const code = files.map((f) => fs.readFileSync(f, "utf8")).join("\n");
  privacy.storage.forEach((entry, i) => {
    if (!isPlainObject(entry) || entry.setBy !== site.brand || typeof entry.name !== "string") return;
    const literal = entry.name.endsWith("*") ? entry.name.slice(0, -1) : entry.name;
    if (!new RegExp(`["'\`]${literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(code))
      report(
        { ctx, abs: path.join(ctx.contentDir, "privacy-choices.json") },
        `storage[${i + 1}].name`,
        `the site's code never sets "${entry.name}": remove it from the table, or ask a developer to add what sets it`,
      );
  });
}

/** The file of Gatsby's router that stores scroll positions, resolved from the repository (or the working directory). */
function routerScrollModule(root: string): string | undefined {
  for (const from of [root, process.cwd()])
    try {
      return createRequire(path.join(from, "package.json")).resolve("gatsby-react-router-scroll/session-storage");
    } catch {
      // not installed there: try the next place
    }
  return undefined;
}

/**
 * The Privacy Policy states how long leads are kept, and the daily job deletes by the figures in
 * content/site.json `dataRetention` (netlify/functions/leads-retention.ts). Its Data Retention
 * section must say the same: inquiries kept for the `inquiryMonths` figure (the first "N months"
 * after the word "inquiries" in a sentence), spam for the `spamDays` figure (the first "N days"
 * after "spam") and job applications for `applicationMonths` (netlify/functions/applications-retention.ts).
 * A policy that promises one figure while the job deletes by another is refused.
 */
export function checkRetentionText(ctx: Context, legal: MdxFile[], site: unknown) {
  const policy = legal.find((m) => m.frontmatter.slug === "PrivacyPolicy");
  const retention = isPlainObject(site) ? site.dataRetention : undefined;
  if (!policy || !isPlainObject(retention)) return;
  const w = { ctx, abs: policy.abs };
  const lines = policy.body.split("\n");
  const start = lines.findIndex((l) => /^##\s.*retention/i.test(l));
  if (start < 0) {
    report(
      w,
      "body",
      'needs a section whose heading says "Retention" (## 7. Data Retention) stating how long inquiries, spam and job applications are kept',
    );
    return;
  }
  const next = lines.findIndex((l, i) => i > start && /^##\s/.test(l));
  const section = lines.slice(start, next < 0 ? lines.length : next);
  const figures = [
    { word: "inquiries", unit: "months", field: "inquiryMonths", value: retention.inquiryMonths, what: "leads" },
    { word: "spam", unit: "days", field: "spamDays", value: retention.spamDays, what: "leads" },
    {
      word: "job applications",
      unit: "months",
      field: "applicationMonths",
      value: retention.applicationMonths,
      what: "applications",
    },
  ];
  for (const { word, unit, field, value, what } of figures) {
    // A figure the model refuses is reported there; the text is held to usable figures only.
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1) continue;
    const re = new RegExp(`\\b${word}\\b[^.]*?\\b(\\d+)\\s+${unit.slice(0, -1)}s?\\b`, "i");
    const text = section.join("\n");
    const found = re.exec(text);
    const line = policy.bodyLine + start + (found ? text.slice(0, found.index).split("\n").length - 1 : 0);
    const settings = `Site settings (content/site.json dataRetention.${field}) say ${value} ${unit}`;
    if (!found) {
      report(
        w,
        `body (line ${line})`,
        `the Data Retention section must say how long ${word === "spam" ? "spam is" : `${word} are`} kept, like "${word} … ${value} ${unit}": ${settings}`,
      );
    } else if (Number(found[1]) !== value) {
      report(
        w,
        `body (line ${line})`,
        `says ${word} ${word === "spam" ? "is" : "are"} kept ${found[1]} ${unit}, but ${settings}, and ${what} are deleted by that figure: make the two agree`,
      );
    }
  }
}

/**
 * A tracker the build turns on (GA4_MEASUREMENT_ID, META_PIXEL_ID; src/contracts/trackers.ts) must
 * be in the policies' third-party list (content/third-party-services.json, by name) and have its
 * cookies in the privacy choices' table (entries with its `provider`), so what the policies say is
 * what the site does. A malformed id is reported here too, before the build stops on it.
 */
export function checkTrackers(
  ctx: Context,
  env: Record<string, string | undefined>,
  services: unknown,
  privacy: unknown,
) {
  let ids;
  try {
    ids = trackersFromEnv(env);
  } catch (e) {
    // Not a file: the build's environment variables (Netlify's site configuration, or .env).
    report({ ctx, abs: path.join(ctx.root, "environment") }, "tracker id", (e as Error).message);
    return;
  }
  const names = Array.isArray(services) ? services.map((s) => (isPlainObject(s) ? s.name : undefined)) : [];
  const storage = isPlainObject(privacy) && Array.isArray(privacy.storage) ? privacy.storage : [];
  for (const t of configuredTrackers(ids)) {
    if (!names.includes(t.thirdParty))
      report(
        { ctx, abs: path.join(ctx.contentDir, "third-party-services.json") },
        "name",
        `${t.env} turns ${t.thirdParty} on, but the third-party services list has no "${t.thirdParty}": add it, so the policies name it`,
      );
    const rows = storage.filter((k) => isPlainObject(k) && k.provider === t.id);
    if (rows.length === 0)
      report(
        { ctx, abs: path.join(ctx.contentDir, "privacy-choices.json") },
        "storage",
        `${t.env} turns ${t.thirdParty} on, but no cookie in the table has provider "${t.id}": list the cookies it sets`,
      );
    // Every cookie its documentation names, in the category that deletes it on withdrawal.
    else
      for (const cookie of t.cookies) {
        const row = rows.find((k) => k.name === cookie.name);
        if (!row || row.category !== cookie.category || row.storedIn !== "Cookie")
          report(
            { ctx, abs: path.join(ctx.contentDir, "privacy-choices.json") },
            "storage",
            `${t.env} turns ${t.thirdParty} on, which can set the cookie "${cookie.name}": ${
              row
                ? `its row must say Cookie and the ${cookie.category} category`
                : `add a row for it (Cookie, ${cookie.category}, provider "${t.id}")`
            }, so the table lists it and withdrawing consent deletes it`,
          );
      }
  }
}
