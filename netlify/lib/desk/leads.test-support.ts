/**
 * Test support: leads for the desk's tests, as the lead functions store them (the Blobs server they
 * are stored in is netlify/lib/shared/servers.test-support.ts).
 */
import { LEAD_PREFIX, type LeadStore } from "../leads/record";
import type { DeskLead } from "./inbox";
import { indexLead } from "../leads/lead-index";

/**
 * A contact-form lead from Grace Hopper with id `id`, its notification sent; `over` replaces
 * top-level properties and `fields` form fields.
 */
export function deskLead(id: string, over: Partial<DeskLead> = {}, fields: Record<string, string> = {}): DeskLead {
  return {
    version: 1,
    key: `${LEAD_PREFIX}${id}`,
    form: "contact",
    fields: {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@navy.example",
      phone: "",
      company: "Navy",
      service: "seo",
      message: "Please audit our SEO.",
      ...fields,
    },
    receivedAt: "2026-11-20T10:00:00.000Z",
    page: "https://site.test/contact",
    userAgent: "jest",
    ipHash: null,
    notification: {
      state: "sent",
      attempts: 1,
      lastAttemptAt: "2026-11-20T10:00:01.000Z",
      nextAttemptAt: null,
      lastError: null,
      channels: { agency: "sent", visitor: "sent", webhook: "skipped" },
    },
    ...over,
  } as DeskLead;
}

/** Stores a lead as the lead functions do: the blob first, then its entry in the desk's index. */
export async function storeLead(store: LeadStore, lead: DeskLead): Promise<void> {
  const { etag } = await store.setJSON(lead.key, lead);
  await indexLead(store, lead, etag);
}
