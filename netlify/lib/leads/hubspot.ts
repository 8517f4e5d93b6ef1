/**
 * The HubSpot channel: the visitor becomes (or updates) a HubSpot contact through the CRM v3 batch
 * upsert, keyed by e-mail, with a private app's token (HUBSPOT_TOKEN, scope
 * crm.objects.contacts.write). Why upsert and not the Forms API or create-then-update:
 * docs/decisions/hubspot-upsert.md. Only contact details go; the message stays on the desk.
 */
import type { LeadRecord } from "./record";
import type { PostDeps } from "./slack";

export const HUBSPOT_API_URL = "https://api.hubapi.com";
export const HUBSPOT_UPSERT_PATH = "/crm/v3/objects/contacts/batch/upsert";

export interface HubspotConfig {
  token: string;
  /** The API's origin: HUBSPOT_API_URL, else https://api.hubapi.com (tests point it at loopback). */
  apiUrl: string;
}

export interface HubspotUpsert {
  inputs: { idProperty: "email"; id: string; properties: Record<string, string> }[];
}

/**
 * HubSpot's default contact properties from the lead. Empty values are left out, so an update
 * never blanks what HubSpot already knows. Get Started's one name field is split at its first
 * space ("Ada King Lovelace" → "Ada" / "King Lovelace").
 */
export function hubspotContact(lead: LeadRecord): HubspotUpsert {
  const f = lead.fields;
  const email = (f.email ?? "").trim();
  let firstname = f.firstName ?? "";
  let lastname = f.lastName ?? "";
  if (lead.form !== "contact") {
    const name = (f.name ?? "").trim();
    const space = name.indexOf(" ");
    firstname = space < 0 ? name : name.slice(0, space);
    lastname = space < 0 ? "" : name.slice(space + 1).trim();
  }
  const candidates: Record<string, string> = {
    email,
    firstname: firstname.trim(),
    lastname: lastname.trim(),
    phone: (f.phone ?? "").trim(),
    company: (f.company ?? "").trim(),
  };
  const properties = Object.fromEntries(Object.entries(candidates).filter(([, v]) => v !== ""));
  return { inputs: [{ idProperty: "email", id: email, properties }] };
}

/** 200 is success; 207 (multi-status) means the one input failed; anything else is an error. */
export async function upsertHubspotContact(
  config: HubspotConfig,
  lead: LeadRecord,
  deps: PostDeps = {},
): Promise<void> {
  const res = await (deps.fetch ?? fetch)(`${config.apiUrl}${HUBSPOT_UPSERT_PATH}`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${config.token}`,
      "Content-Type": "application/json",
      Accept: "application/json",
    },
    body: JSON.stringify(hubspotContact(lead)),
    redirect: "error",
    signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
  });
  const text = await res.text().catch(() => "");
  if (res.ok && res.status !== 207) return;
  let detail = "";
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: { message?: unknown }[] };
    detail = String(body.errors?.[0]?.message ?? body.message ?? "");
  } catch {
    // Not JSON: the status says enough.
  }
  throw new Error(`HubSpot answered ${res.status}${detail ? ` ${detail.slice(0, 200)}` : ""}`);
}
