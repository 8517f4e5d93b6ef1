import { contextFromLanding, parseVisitContext, type VisitContext } from "../contracts/visit";

/** The session-storage key of the visit's context (listed in content/privacy-choices.json). */
export const VISIT_KEY = "atria_visit";

let memory: VisitContext | null = null;

/** The context of this visit, or null before its first page view was recorded. */
export function currentVisit(): VisitContext | null {
  try {
    return parseVisitContext(JSON.parse(window.sessionStorage.getItem(VISIT_KEY) ?? "null"));
  } catch {
    return memory; // storage blocked: the visit is remembered for this page's life only
  }
}

/**
 * Records where the visit came from on its first page view (sessionStorage: gone when the tab
 * closes, no cookie). Returns the context and whether this page view started the visit.
 */
export function captureVisit(): { visit: VisitContext; landing: boolean } {
  const existing = currentVisit();
  if (existing) return { visit: existing, landing: false };
  const visit = contextFromLanding(location.pathname, location.search, document.referrer, location.origin);
  memory = visit;
  try {
    window.sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // storage blocked or full: keep it in memory
  }
  return { visit, landing: true };
}
