/**
 * The visitor's privacy choices: which optional cookie categories of the Cookie Policy they allow.
 *
 * Stored first-party in one cookie (`atria_consent`, 12 months, SameSite=Lax, Secure on https), so
 * the choice survives visits and could be read by this site's functions; nothing else is stored
 * until the visitor allows it. A browser that sends Global Privacy Control has refused marketing,
 * whatever is stored (the California opt-out of sale and sharing). Withdrawing a category removes
 * the cookies and storage keys the privacy choices' table lists for it (content/privacy-choices.json).
 */

/** The categories a visitor can turn on; "essential" is always on and never stored. */
export const OPTIONAL_CATEGORIES = ["analytics", "marketing", "preferences"] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];
export type Choices = Record<OptionalCategory, boolean>;

export const CONSENT_COOKIE = "atria_consent";
/** 12 months, as the Cookie Policy says. */
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;
const VERSION = "1";

export const NONE: Choices = { analytics: false, marketing: false, preferences: false };
export const ALL: Choices = { analytics: true, marketing: true, preferences: true };

/** `1.a1m0p1`: a version and one bit per category, nothing that identifies anyone. */
export function serializeChoices(choices: Choices): string {
  return `${VERSION}.a${choices.analytics ? 1 : 0}m${choices.marketing ? 1 : 0}p${choices.preferences ? 1 : 0}`;
}

/** The stored choices, or null for none (never chosen, another version, or a forged value). */
export function parseChoices(value: string | undefined | null): Choices | null {
  const match = /^1\.a([01])m([01])p([01])$/.exec(value ?? "");
  if (!match) return null;
  return { analytics: match[1] === "1", marketing: match[2] === "1", preferences: match[3] === "1" };
}

/** A cookie's value from a `document.cookie` string. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** Whether the browser sends Global Privacy Control (`navigator.globalPrivacyControl`). */
export function gpcEnabled(nav: object | undefined): boolean {
  return (nav as { globalPrivacyControl?: unknown } | undefined)?.globalPrivacyControl === true;
}

/** What the site may use: the stored choices (none when there are none), marketing off under GPC. */
export function effectiveChoices(stored: Choices | null, gpc: boolean): Choices {
  const choices = stored ?? NONE;
  return gpc ? { ...choices, marketing: false } : choices;
}

/** The `Set-Cookie`-style string that stores the choices (or deletes a cookie with maxAge 0). */
export function cookieString(name: string, value: string, maxAgeS: number, secure: boolean, domain?: string): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    `Max-Age=${maxAgeS}`,
    "SameSite=Lax",
    ...(domain ? [`Domain=${domain}`] : []),
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export interface StorageKey {
  name: string;
  storedIn: string;
  category: string;
}

/** Whether a listed name (`_ga_*` matches any ending) covers an actual cookie or key name. */
export function nameMatches(listed: string, actual: string): boolean {
  return listed.endsWith("*") ? actual.startsWith(listed.slice(0, -1)) : actual === listed;
}

/** The categories turned off by going from `before` to `after`. */
export function withdrawn(before: Choices, after: Choices): OptionalCategory[] {
  return OPTIONAL_CATEGORIES.filter((c) => before[c] && !after[c]);
}

/** Reads the stored choices in the browser. */
export function readChoices(): Choices | null {
  return parseChoices(cookieValue(document.cookie, CONSENT_COOKIE));
}

/**
 * Stores the choices and removes what the categories turned off had set: every cookie (on this
 * host and its parent domains, where trackers set them) and storage key the table lists for them.
 * Announces the change on `window` as `atria:consent` for whatever loads by consent.
 */
export function saveChoices(after: Choices, keys: readonly StorageKey[]): void {
  const before = effectiveChoices(readChoices(), false);
  const secure = location.protocol === "https:";
  document.cookie = cookieString(CONSENT_COOKIE, serializeChoices(after), CONSENT_MAX_AGE_S, secure);
  // Everything the visitor has now refused, not only what was on before: a tracker's cookie can
  // outlive the choice that allowed it (an old visit, a choice stored in another tab).
  const off = OPTIONAL_CATEGORIES.filter((c) => !after[c]);
  removeStored(
    keys.filter((k) => (off as readonly string[]).includes(k.category)),
    secure,
  );
  announce(after, withdrawn(before, after));
  // Every other open tab of the site follows at once (watchOtherTabs).
  if (typeof BroadcastChannel === "function") {
    const channel = new BroadcastChannel(CONSENT_CHANNEL);
    channel.postMessage("changed");
    channel.close();
  }
}

/** The channel on which a tab says its visitor changed the choices (nothing else is sent on it). */
export const CONSENT_CHANNEL = "atria-consent";

function announce(choices: Choices, off: OptionalCategory[]): void {
  window.dispatchEvent(new CustomEvent("atria:consent", { detail: { choices, withdrawn: off } }));
}

/**
 * Makes a choice stored in another tab of the site hold in this one at once: when another tab
 * says it saved (a BroadcastChannel message), and when this page comes back from the back-forward
 * cache, the stored choices are read again and, if they changed, announced here as `atria:consent`
 * as if chosen here (Consent Mode, the Pixel and the banner follow), and what is now refused is
 * deleted again in case a tag of this tab set it meanwhile. The stored cookie is the truth, never
 * the message. Returns the function that stops watching.
 */
export function watchOtherTabs(keys: readonly StorageKey[]): () => void {
  // The stored value ("" for none yet): a first choice of Reject all is a change too.
  const stored = () => {
    const choices = readChoices();
    return choices ? serializeChoices(choices) : "";
  };
  let known = stored();
  const check = () => {
    if (stored() === known) return;
    const before = parseChoices(known) ?? NONE;
    known = stored();
    const now = parseChoices(known) ?? NONE;
    const off = OPTIONAL_CATEGORIES.filter((c) => !now[c]);
    removeStored(
      keys.filter((k) => (off as readonly string[]).includes(k.category)),
      location.protocol === "https:",
    );
    announce(now, withdrawn(before, now));
  };
  // This tab's own choices, so a message about them changes nothing.
  const own = (event: Event) => {
    known = serializeChoices((event as CustomEvent<{ choices: Choices }>).detail.choices);
  };
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) check();
  };
  const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CONSENT_CHANNEL) : null;
  channel?.addEventListener("message", check);
  window.addEventListener("atria:consent", own);
  window.addEventListener("pageshow", onShow);
  return () => {
    channel?.close();
    window.removeEventListener("atria:consent", own);
    window.removeEventListener("pageshow", onShow);
  };
}

/** Deletes the listed cookies and storage keys that exist now. */
export function removeStored(keys: readonly StorageKey[], secure: boolean): void {
  const cookieNames = document.cookie
    .split(";")
    .map((part) => part.slice(0, Math.max(0, part.indexOf("="))).trim())
    .filter(Boolean);
  const hostParts = location.hostname.split(".");
  // this host, then each parent domain (a.b.example -> b.example -> example), never a bare TLD
  const domains = [undefined, ...hostParts.slice(0, -1).map((_, i) => hostParts.slice(i).join("."))];
  for (const key of keys) {
    if (key.storedIn === "Cookie") {
      for (const name of cookieNames.filter((n) => nameMatches(key.name, n)))
        for (const domain of domains) document.cookie = cookieString(name, "", 0, secure, domain);
    } else {
      const store = key.storedIn === "Local storage" ? window.localStorage : window.sessionStorage;
      for (const name of Object.keys(store).filter((n) => nameMatches(key.name, n))) store.removeItem(name);
    }
  }
}
