/** How a lead is named in notifications and on the desk (re-exported by ./notify). */
import { formById } from "../../../src/contracts";
import type { LeadRecord } from "./record";

export function personName(lead: LeadRecord): string {
  const f = lead.fields;
  return (lead.form === "contact" ? `${f.firstName ?? ""} ${f.lastName ?? ""}` : (f.name ?? "")).trim();
}

export function formTitle(lead: LeadRecord): string {
  return formById(lead.form)?.title ?? lead.form;
}
