/**
 * A person's data across every kind of intake, joined one floor above them (docs/architecture.md,
 * "Layers"): the leads (netlify/lib/leads/privacy.ts) and the job applications with their résumé
 * files (netlify/lib/applications/privacy.ts); subscriptions and bookings join here when they come
 * (netlify/lib/intake/README.md). The desk's privacy actions (on a lead's page and on an
 * application's) and `npm run leads -- export|delete --email` all call these two, so a request
 * always covers every store.
 *
 * Plain TypeScript with explicit `.ts` imports: `npm run leads` runs it with Node's type stripping.
 */
import type { LeadStore } from "../leads/record.ts";
import { exportPerson, forgetPerson, type DeletionResult, type PersonExport } from "../leads/privacy.ts";
import {
  exportApplicant,
  forgetApplicant,
  type ApplicationDeletion,
  type ApplicationExport,
} from "../applications/privacy.ts";
import type { ApplicationStore } from "../applications/store.ts";

export interface FullExport extends PersonExport {
  /** Each application as stored, with its résumé file as base64 (null when the file is missing). */
  applications: ApplicationExport[];
  /** The applications' duplicate guards still standing. */
  applicationDedupe: { key: string; value: unknown }[];
}

export async function exportEverything(
  stores: { leads: LeadStore; applications: ApplicationStore | null },
  email: string,
  input: { now: Date },
): Promise<FullExport> {
  const leads = await exportPerson(stores.leads, email, input);
  const apps = stores.applications
    ? await exportApplicant(stores.applications, email)
    : { applications: [], dedupe: [] };
  return { ...leads, applications: apps.applications, applicationDedupe: apps.dedupe };
}

export interface FullDeletion {
  leads: DeletionResult;
  applications: ApplicationDeletion | null;
}

/** Erasure on request in both stores, each with its own audit entry (no personal data). */
export async function forgetEverything(
  stores: { leads: LeadStore; applications: ApplicationStore | null },
  email: string,
  input: { by: string; now: Date },
): Promise<FullDeletion> {
  const applications = stores.applications ? await forgetApplicant(stores.applications, email, input) : null;
  const leads = await forgetPerson(stores.leads, email, input);
  return { leads, applications };
}
