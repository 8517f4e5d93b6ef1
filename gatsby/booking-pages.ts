/**
 * The booking pages (issue 51): /book and /book/<kind> for each meeting kind of content/booking.json.
 * Their context carries the kinds, the services and the first free times computed at build time,
 * so the HTML shows free days without any script; the page then asks /api/book for the current ones.
 */
import type { CreatePagesArgs } from "gatsby";
import path from "node:path";
import booking from "../content/booking.json";
import services from "../content/services.json";
import site from "../content/site.json";
import { freeSlots } from "../src/contracts/availability";
import {
  bookPath,
  resolveBookingRules,
  type BookingContent,
  type BookingPageContext,
  type OfferedSlot,
} from "../src/contracts/booking";

/** How many days of free times the HTML carries (the page's day picker shows up to 14). */
export const BUILT_DAYS = 14;

export function bookingPageContexts(now: Date): { path: string; context: BookingPageContext }[] {
  const rules = resolveBookingRules(booking as BookingContent, site.hours);
  const slots: Record<string, OfferedSlot[]> = {};
  for (const kind of rules.kinds) {
    const seen = new Set<number>();
    slots[kind.slug] = freeSlots(rules, { kind: kind.slug, now: now.getTime(), days: BUILT_DAYS })
      .filter((s) => !seen.has(Date.parse(s.start)) && seen.add(Date.parse(s.start)))
      .map((s) => ({ start: s.start, end: s.end }));
  }
  const base = {
    kinds: rules.kinds.map(({ slug, name, minutes, description }) => ({ slug, name, minutes, description })),
    services: [...services].sort((a, b) => a.order - b.order).map(({ slug, title }) => ({ slug, title })),
    agencyZone: rules.timeZone,
    slots,
  };
  return [
    { path: bookPath(), context: { ...base, kind: rules.kinds[0]!.slug } },
    ...rules.kinds.map((k) => ({ path: bookPath(k.slug), context: { ...base, kind: k.slug } })),
  ];
}

export function createBookingPages(createPage: CreatePagesArgs["actions"]["createPage"], now = new Date()) {
  const component = path.resolve("src/templates/book.tsx");
  for (const page of bookingPageContexts(now)) createPage({ path: page.path, component, context: page.context });
}
