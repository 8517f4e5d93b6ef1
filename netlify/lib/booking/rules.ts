/** The booking rules the server works from: content/booking.json with the agency's hours (content/site.json) filled in. */
import booking from "../../../content/booking.json";
import services from "../../../content/services.json";
import site from "../../../content/site.json";
import { bookingContract } from "../../../src/contracts/book";
import { resolveBookingRules, type BookingContent } from "../../../src/contracts/booking";

export const RULES = resolveBookingRules(booking as BookingContent, site.hours);
export const CONTRACT = bookingContract({ kinds: RULES.kinds.map((k) => k.slug), services });
