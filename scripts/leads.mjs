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
import { auditLine, listLine, parseArgs, selectLeads, toCsv, toJson } from "./lib/leads-export.mjs";
import { exportPerson, forgetPerson, readAllLeads, readAudit } from "../netlify/lib/leads/privacy.ts";
import { checkIndex, rebuildIndex } from "../netlify/lib/leads/lead-index.ts";

const USAGE = `Usage:
  npm run leads -- list [--since DATE]
  npm run leads -- export --format csv|json [--since DATE]
  npm run leads -- export --email ADDRESS    everything stored about one address, as JSON (access request)
  npm run leads -- delete --email ADDRESS    delete every lead of one address, with its notes (erasure request)
  npm run leads -- audit                     the audit entries of deletions (no personal data)
  npm run leads -- sessions [--revoke-all]   lead desk sessions: count them, or sign everybody out
  npm run leads -- check-index               leads and desk index entries per month (no lead is read)
  npm run leads -- reindex                   bring the desk's index in line with the stored leads

Reads the local sandbox (.netlify/blobs-serve, written by npm start) unless NETLIFY_SITE_ID and
NETLIFY_AUTH_TOKEN are set, in which case it reads the production store. --sandbox DIR reads another
local sandbox directory. --context deploy-preview|branch-deploy reads the leads sent to deploy previews or
branch deploys (stores leads-deploy-preview, leads-branch-deploy) instead of production's. DATE is anything Date.parse reads (2026-11-01, 2026-11-01T09:00:00Z).
ADDRESS is compared trimmed and in any letter case. delete cannot be undone; it writes an audit
entry (who: "cli", how many leads, their ids) and prints what it deleted.`;

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
      const data = await exportPerson(store, opts.email, { now: new Date() });
      process.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
      console.error(`leads: ${data.leads.length} lead(s) of this address`);
      return 0;
    }
    if (opts.command === "delete") {
      const result = await forgetPerson(store, opts.email ?? "", { by: "cli", now: new Date() });
      console.log(`leads: deleted ${result.count} lead(s)${result.count ? `: ${result.leads.join(" ")}` : ""}`);
      console.log(`leads: audit entry ${result.audit}`);
      return 0;
    }
    if (opts.command === "audit") {
      const entries = await readAudit(store);
      for (const entry of entries) console.log(auditLine(entry));
      console.error(`leads: ${entries.length} audit entr${entries.length === 1 ? "y" : "ies"}`);
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
  }
}

process.exitCode = await main();
