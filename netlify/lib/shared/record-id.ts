/**
 * The id of a stored record (a lead, a job application): its arrival time to the millisecond,
 * then 12 random hex digits, `20261122T040616123Z-9f2c4e1a0b3d`. Sorting ids sorts by arrival. The
 * desk's URLs carry it; anything else in their place is no record.
 *
 * No TypeScript-only syntax: `npm run leads` loads it with Node's type stripping.
 */
export const RECORD_ID = /^\d{8}T\d{9}Z-[0-9a-f]{12}$/;
