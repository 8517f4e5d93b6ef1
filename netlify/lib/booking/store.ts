/**
 * Where bookings live: the Netlify Blobs store `bookings` (one per deploy context). Keys:
 * - `booking/<id>`: the record (JSON; ./record.ts); `<id>` is time-ordered (shared/record-id.ts);
 * - `hold/<host>/<cell>`: the conditional writes that keep two bookings of one host apart. A booking
 *   claims every cell of the host's time it covers, from its start to its end plus the buffer, each
 *   `onlyIfNew`; the first cell is the host and the start. Cells are `cellMinutes(rules)` long, the
 *   greatest common divisor of the rules' steps, lengths, buffer and opening times, so two bookings
 *   share a cell exactly when they (with the buffer) overlap;
 * - `busy/<host>/<start>_<end>`: the listing freeSlots reads as `busy` (the keys alone, no reads);
 * - `dedupe/<sha256>`: the duplicate guard (the same address, kind and time within ten minutes);
 * - `config/link-secret`: the change links' key when BOOKINGS_SECRET is not set (./links.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import { getStore } from "@netlify/blobs";
import type { BookingRules, Busy } from "../../../src/contracts/booking";
import { DEDUPE_PREFIX } from "../intake/dedupe";
import { normaliseEmail } from "../intake/records";
import type { IntakeStore } from "../intake/store";
import { serialised } from "../shared/blobs";
import { RECORD_ID } from "../shared/record-id";
import { storeNameFor } from "../shared/request-context";

export const STORE_NAME = "bookings";
export const BOOKING_PREFIX = "booking/";
export const HOLD_PREFIX = "hold/";
export const BUSY_PREFIX = "busy/";

export type BookingStore = IntakeStore;

/** The deploy context's store, strongly consistent: `bookings`, `bookings-deploy-preview`, ... */
export function bookingsStore(deployContext = ""): BookingStore {
  return getStore({ name: storeNameFor(STORE_NAME, deployContext), consistency: "strong" });
}

export const recordKey = (id: string) => `${BOOKING_PREFIX}${id}`;

/** UTC, to the second, without separators that a key or a URL would mind: 20270315T130000Z. */
const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
const unstamp = (s: string) => s.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z");

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The hold cells' length in minutes (see above). */
export function cellMinutes(rules: BookingRules): number {
  const minutes = [
    rules.slotStepMinutes,
    rules.bufferMinutes,
    ...rules.kinds.map((k) => k.minutes),
    ...rules.hosts.flatMap((h) => h.hours.map((r) => Number(r.start.slice(3, 5)))),
    60,
  ].filter((m) => m > 0);
  return minutes.reduce(gcd);
}

/** The keys a booking of `host` from `start` to `end` claims: its cells, the first named by host and start. */
export function holdKeys(rules: BookingRules, host: string, start: string, end: string): string[] {
  const cell = cellMinutes(rules) * 60_000;
  const from = Math.floor(Date.parse(start) / cell) * cell;
  const until = Date.parse(end) + rules.bufferMinutes * 60_000;
  const keys: string[] = [];
  for (let t = from; t < until; t += cell) keys.push(`${HOLD_PREFIX}${host}/${stamp(t)}`);
  return keys;
}

export const busyKey = (host: string, start: string, end: string) =>
  `${BUSY_PREFIX}${host}/${stamp(Date.parse(start))}_${stamp(Date.parse(end))}`;

/** What is held, from the `busy/` listing: freeSlots' `busy`. */
export async function readBusy(store: BookingStore): Promise<Busy[]> {
  const { blobs } = await store.list({ prefix: BUSY_PREFIX });
  const busy: Busy[] = [];
  for (const { key } of blobs) {
    const m = /^busy\/([a-z0-9-]+)\/(\d{8}T\d{6}Z)_(\d{8}T\d{6}Z)$/.exec(key);
    if (m) busy.push({ host: m[1]!, start: unstamp(m[2]!), end: unstamp(m[3]!) });
  }
  return busy;
}

/**
 * Claims the keys, each `onlyIfNew`, in order; on the first one held already, lets go of the ones
 * claimed and answers false. Within one process the claims of a key run one after the other
 * (shared/blobs.ts `serialised`: the local BlobsServer's onlyIfNew is not atomic; Netlify's is).
 */
export async function claimAll(store: BookingStore, keys: readonly string[], value: unknown): Promise<boolean> {
  const claimed: string[] = [];
  for (const key of keys) {
    const saved = await serialised(key, () => store.setJSON(key, value, { onlyIfNew: true }));
    if (!saved.modified) {
      await releaseAll(store, claimed);
      return false;
    }
    claimed.push(key);
  }
  return true;
}

export async function releaseAll(store: BookingStore, keys: readonly string[]): Promise<void> {
  for (const key of [...keys].reverse()) await store.delete(key).catch(() => {});
}

/** The duplicate guard's key: the same address (any case), kind and start. */
export function dedupeKeyOf(email: string, kind: string, start: string): string {
  const hash = createHash("sha256")
    .update(JSON.stringify([normaliseEmail(email), kind, Date.parse(start)]))
    .digest("hex");
  return `${DEDUPE_PREFIX}${hash}`;
}

/** Time-ordered, unique: `20261201T194000123Z-9f2c4e1a0b3d` (shared/record-id.ts). */
export const newBookingId = (now: Date) =>
  `${now.toISOString().replace(/[-:.]/g, "")}-${randomBytes(6).toString("hex")}`;
export const isBookingId = (value: string) => RECORD_ID.test(value);
