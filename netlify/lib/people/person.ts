/**
 * A person's data across every kind of intake, joined one floor above them (docs/architecture.md,
 * "Layers"): the leads (netlify/lib/leads/privacy.ts) and the job applications with their résumé
 * files (netlify/lib/applications/privacy.ts); subscriptions and bookings join here when they come
 * (netlify/lib/intake/README.md). The subscriptions (netlify/lib/subscriptions/privacy.ts) join
 * when a caller passes their store (`npm run leads` does; the desk does not yet: issue 50). The desk's privacy actions (on a lead's page and on an
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
import {
  exportSubscriber,
  forgetSubscriber,
  type SubscriptionDeletion,
  type SubscriptionExport,
} from "../subscriptions/privacy.ts";
import type { SubscriptionStore } from "../subscriptions/store.ts";

/** The stores a request covers; `subscriptions` optional until every caller passes it. */
export interface PersonStores {
  leads: LeadStore;
  applications: ApplicationStore | null;
  subscriptions?: SubscriptionStore | null;
}

export interface FullExport extends PersonExport {
  /** Each application as stored, with its résumé file as base64 (null when the file is missing). */
  applications: ApplicationExport[];
  /** The applications' duplicate guards still standing. */
  applicationDedupe: { key: string; value: unknown }[];
  /** The subscription with its consent proof, and whether the address is suppressed (null: store not covered). */
  subscription: SubscriptionExport | null;
}

export async function exportEverything(stores: PersonStores, email: string, input: { now: Date }): Promise<FullExport> {
  const leads = await exportPerson(stores.leads, email, input);
  const apps = stores.applications
    ? await exportApplicant(stores.applications, email)
    : { applications: [], dedupe: [] };
  const subscription = stores.subscriptions ? await exportSubscriber(stores.subscriptions, email) : null;
  return { ...leads, applications: apps.applications, applicationDedupe: apps.dedupe, subscription };
}

export interface FullDeletion {
  leads: DeletionResult;
  applications: ApplicationDeletion | null;
  subscriptions: SubscriptionDeletion | null;
}

/** Erasure on request in both stores, each with its own audit entry (no personal data). */
export async function forgetEverything(
  stores: PersonStores,
  email: string,
  input: { by: string; now: Date },
): Promise<FullDeletion> {
  const applications = stores.applications ? await forgetApplicant(stores.applications, email, input) : null;
  const subscriptions = stores.subscriptions ? await forgetSubscriber(stores.subscriptions, email, input) : null;
  const leads = await forgetPerson(stores.leads, email, input);
  return { leads, applications, subscriptions };
}
