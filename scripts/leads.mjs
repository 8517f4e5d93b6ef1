#!/usr/bin/env node
// @ts-check
/**
 * `npm run leads -- list`, `npm run leads -- export --format csv|json [--since DATE]`,
 * `npm run leads -- export|delete --email ADDRESS` (privacy requests: the same code as the desk's,
 * netlify/lib/leads/privacy.ts), `npm run leads -- audit` (the deletions' audit entries) and
 * `npm run leads -- sessions [--revoke-all]` (the lead desk's sessions, Blobs store `desk`), and
 * `npm run leads -- check-index` / `reindex` (the lead desk's index, netlify/lib/leads/lead-index.ts).
 *
 * Reads the Netlify Blobs store `leads`: the local sandbox that `npm start` writes
 * (.netlify/blobs-serve, served here by Netlify's own BlobsServer) by default, or the production
 * store when NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN are set. Output goes to stdout.
 */
import { openStore } from "./lib/open-store.mjs";
import {
  applicationAuditLine,
  auditLine,
  listLine,
  parseArgs,
  selectLeads,
  toCsv,
  toJson,
} from "./lib/leads-export.mjs";
import { readAllLeads, readAudit } from "../netlify/lib/leads/privacy.ts";
import { exportEverything, forgetEverything } from "../netlify/lib/people/person.ts";
import { readApplicationAudit } from "../netlify/lib/applications/privacy.ts";
import { checkIndex, rebuildIndex } from "../netlify/lib/leads/lead-index.ts";

const USAGE = `Usage:
  npm run leads -- list [--since DATE]
  npm run leads -- export --format csv|json [--since DATE]
  npm run leads -- export --email ADDRESS    everything stored about one address, as JSON (access request):
                                             leads, and job applications with their résumé files (base64)
  npm run leads -- delete --email ADDRESS    delete every lead and job application (with its résumé file) of
                                             one address, with their notes (erasure request)
  npm run leads -- audit                     the audit entries of deletions, leads and applications (no personal data)
  npm run leads -- sessions [--revoke-all]   lead desk sessions: count them, or sign everybody out
  npm run leads -- check-index               leads and desk index entries per month (no lead is read)
  npm run leads -- reindex                   bring the desk's index in line with the stored leads

Reads the local sandbox (.netlify/blobs-serve, written by npm start) unless NETLIFY_SITE_ID and
NETLIFY_AUTH_TOKEN are set, in which case it reads the production store. --sandbox DIR reads another
local sandbox directory. --context deploy-preview|branch-deploy reads the leads sent to deploy previews or
branch deploys (stores leads-deploy-preview, leads-branch-deploy) instead of production's. DATE is anything Date.parse reads (2026-11-01, 2026-11-01T09:00:00Z).
ADDRESS is compared trimmed and in any letter case. delete cannot be undone; it writes an audit
entry per store (who: "cli", how many leads or applications, their ids) and prints what it deleted.`;

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`leads: ${/** @type {Error} */ (error).message}\n\n${USAGE}`);
    return 2;
  }
  if (opts.help || !opts.command) {
    console.log(USAGE);
    return opts.help ? 0 : 2;
  }

  // A deploy preview's or branch deploy's leads are in a store of their own (docs/decisions/preview-leads.md).
  const name =
    opts.command === "sessions"
      ? "desk"
      : !opts.context || opts.context === "production"
        ? "leads"
        : `leads-${opts.context}`;
  const { store: blobs, stop, where } = await openStore(name, opts.sandbox);
  // The leads code's view of a store (netlify/lib/shared/blobs.ts BlobStore); the real Store satisfies it.
  const store = /** @type {import("../netlify/lib/shared/blobs.ts").BlobStore} */ (/** @type {unknown} */ (blobs));
  console.error(`leads: reading ${where}`);

  // Privacy requests and the audit cover the job applications too (Blobs store `applications`).
  const withApplications =
    opts.command === "audit" || (opts.email !== undefined && opts.command === "export") || opts.command === "delete";
  const apps = withApplications ? await openStore("applications", opts.sandbox) : null;
  /** @type {import("../netlify/lib/applications/store.ts").ApplicationStore | null} */
  const applications = apps ? /** @type {any} */ (apps.store) : null;
  // And the subscriptions (Blobs store `subscriptions`: the record with its consent proof).
  const withSubscriptions = opts.command === "delete" || (opts.email !== undefined && opts.command === "export");
  const subs = withSubscriptions ? await openStore("subscriptions", opts.sandbox) : null;
  /** @type {import("../netlify/lib/subscriptions/store.ts").SubscriptionStore | null} */
  const subscriptions = subs ? /** @type {any} */ (subs.store) : null;

  try {
    if (opts.command === "sessions") {
      const { blobs } = await store.list({ prefix: "sessions/" });
      if (opts.revokeAll) {
        for (const { key } of blobs) await store.delete(key);
        console.log(`leads: revoked ${blobs.length} desk session(s); everybody must sign in again`);
      } else {
        console.log(`leads: ${blobs.length} desk session(s)`);
      }
      return 0;
    }
    if (opts.command === "check-index") {
      const months = await checkIndex(/** @type {any} */ (store));
      let off = 0;
      for (const m of months) {
        const ok = m.leads === m.indexed;
        if (!ok) off += 1;
        console.log(
          `${m.month}  ${m.leads} lead(s)  ${m.indexed} indexed${ok ? "" : "  <- run: npm run leads -- reindex"}`,
        );
      }
      console.error(`leads: ${off ? `${off} month(s) differ` : "the index matches the stored leads"}`);
      return off ? 1 : 0;
    }
    if (opts.command === "reindex") {
      const summary = await rebuildIndex(/** @type {any} */ (store));
      console.log(
        `leads: index of ${summary.leads} lead(s) in ${summary.months} month(s): ${summary.added} added, ${summary.refreshed} refreshed, ${summary.removed} removed`,
      );
      return 0;
    }
    if (opts.email !== undefined && opts.command === "export") {
      const data = await exportEverything({ leads: store, applications, subscriptions }, opts.email, {
        now: new Date(),
      });
      process.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
      console.error(
        `leads: ${data.leads.length} lead(s), ${data.applications.length} job application(s) and ${data.subscription?.subscription ? 1 : 0} subscription(s) of this address`,
      );
      return 0;
    }
    if (opts.command === "delete") {
      const both = await forgetEverything({ leads: store, applications, subscriptions }, opts.email ?? "", {
        by: "cli",
        now: new Date(),
      });
      const result = both.leads;
      const apps = both.applications;
      console.log(`leads: deleted ${result.count} lead(s)${result.count ? `: ${result.leads.join(" ")}` : ""}`);
      console.log(`leads: audit entry ${result.audit}`);
      if (apps) {
        console.log(
          `leads: deleted ${apps.count} job application(s) and ${apps.resumes} résumé file(s)${apps.count ? `: ${apps.applications.join(" ")}` : ""}`,
        );
        console.log(`leads: audit entry ${apps.audit} (applications)`);
      }
      if (both.subscriptions) console.log(`leads: deleted ${both.subscriptions.deleted} subscription(s)`);
      return 0;
    }
    if (opts.command === "audit") {
      const entries = await readAudit(store);
      for (const entry of entries) console.log(auditLine(entry));
      const appEntries = applications ? await readApplicationAudit(applications) : [];
      for (const entry of appEntries) console.log(applicationAuditLine(entry));
      const n = entries.length + appEntries.length;
      console.error(`leads: ${n} audit entr${n === 1 ? "y" : "ies"}`);
      return 0;
    }
    const leads = selectLeads(await readAllLeads(store), opts.since);
    if (opts.command === "list") {
      for (const lead of leads) console.log(listLine(lead));
      console.error(`leads: ${leads.length} lead(s)`);
    } else {
      process.stdout.write(opts.format === "json" ? toJson(leads) : toCsv(leads));
    }
    return 0;
  } catch (error) {
    console.error(`leads: ${/** @type {Error} */ (error).message}`);
    return 1;
  } finally {
    await stop();
    await apps?.stop();
    await subs?.stop();
  }
}

process.exitCode = await main();
