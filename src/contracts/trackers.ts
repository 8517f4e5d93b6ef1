/**
 * The optional third-party trackers: Google Analytics 4 and the Meta Pixel. Neither is on unless
 * its id is set in the build's environment (`GA4_MEASUREMENT_ID`, `META_PIXEL_ID`); a configured
 * tracker loads only after the visitor allows its cookie category (src/components/privacy/).
 *
 * One description per provider, shared by the build (the ids webpack puts into the bundles, the
 * Content-Security-Policy's hosts, the content check's third-party list) and the browser (which
 * script to load, for which category). Isomorphic: no Node, no React.
 */

export type TrackerId = "ga4" | "meta";

export interface TrackerProvider {
  id: TrackerId;
  /** The environment variable of the build that turns it on. */
  env: "GA4_MEASUREMENT_ID" | "META_PIXEL_ID";
  /** What a valid id looks like, and how to say it. */
  pattern: RegExp;
  expected: string;
  /** The Cookie Policy's category whose consent it needs. */
  category: "analytics" | "marketing";
  /** Its entry's `name` in content/third-party-services.json. */
  thirdParty: string;
  /** The tag's script. */
  script: (id: string) => string;
  /**
   * Every first-party cookie the provider's documentation says its tag can set on the site, and the
   * category whose consent it needs (a `*` at the end stands for any ending, as in the cookie table).
   * The cookie table must list each one (the content check), and withdrawing the category deletes
   * them all (src/lib/consent.ts).
   */
  cookies: readonly { name: string; category: "analytics" | "marketing" }[];
  /**
   * The hosts the Content-Security-Policy gains for it, per directive, from the provider's own
   * guidance. Images need none: the policy's img-src already allows https: (the News page).
   */
  csp: { "script-src": readonly string[]; "connect-src": readonly string[] };
}

export const TRACKERS: readonly TrackerProvider[] = [
  {
    id: "ga4",
    env: "GA4_MEASUREMENT_ID",
    pattern: /^G-[A-Z0-9]{4,16}$/,
    expected: "G- followed by 4 to 16 capital letters or digits, as in G-AB12CD34EF",
    category: "analytics",
    thirdParty: "Google Analytics",
    script: (id) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
    // Google's "Google Analytics cookie usage on websites": gtag.js sets _ga, _ga_<container-id>,
    // _gid and _gac_gb_<container-id>; _gat (or _gat_gtag_<id>) throttles requests. The Google
    // tag's conversion linker sets _gcl_* (_gcl_au, ...) when ad storage is granted: marketing.
    cookies: [
      { name: "_ga", category: "analytics" },
      { name: "_ga_*", category: "analytics" },
      { name: "_gid", category: "analytics" },
      { name: "_gat*", category: "analytics" },
      { name: "_gac_*", category: "analytics" },
      { name: "_gcl_*", category: "marketing" },
    ],
    // Google's "Use a Content Security Policy" guide for Google Analytics 4 (no Google Signals).
    csp: {
      "script-src": ["https://*.googletagmanager.com"],
      "connect-src": [
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://*.googletagmanager.com",
      ],
    },
  },
  {
    id: "meta",
    env: "META_PIXEL_ID",
    pattern: /^\d{6,20}$/,
    expected: "6 to 20 digits, as in 123456789012345",
    category: "marketing",
    thirdParty: "Meta (Facebook and Instagram)",
    script: () => "https://connect.facebook.net/en_US/fbevents.js",
    // Meta's "About cookie settings for your Meta Pixel" and its fbp and fbc guide: _fbp always,
    // _fbc when the address carries an fbclid (a click on an ad).
    cookies: [
      { name: "_fbp", category: "marketing" },
      { name: "_fbc", category: "marketing" },
    ],
    // Meta's Pixel documentation: fbevents.js and its configuration from connect.facebook.net,
    // events sent to www.facebook.com.
    csp: {
      "script-src": ["https://connect.facebook.net"],
      "connect-src": ["https://www.facebook.com"],
    },
  },
];

/** The configured id of each tracker, or null. */
export type TrackerIds = Record<TrackerId, string | null>;

export const NO_TRACKERS: TrackerIds = { ga4: null, meta: null };

/**
 * The trackers the environment turns on. An id that is set but malformed is an error (a typo
 * would otherwise ship a site that measures nothing, or a script URL nobody meant).
 */
export function trackersFromEnv(env: Record<string, string | undefined>): TrackerIds {
  const ids: TrackerIds = { ...NO_TRACKERS };
  for (const t of TRACKERS) {
    const value = env[t.env]?.trim();
    if (!value) continue;
    if (!t.pattern.test(value)) throw new Error(`${t.env}="${value}": expected ${t.expected}`);
    ids[t.id] = value;
  }
  return ids;
}

/** The providers that are on. */
export function configuredTrackers(ids: TrackerIds): TrackerProvider[] {
  return TRACKERS.filter((t) => ids[t.id] !== null);
}

/** The extra sources per directive of the Content-Security-Policy for these trackers. */
export function trackerCspSources(ids: TrackerIds): { "script-src": string[]; "connect-src": string[] } {
  const on = configuredTrackers(ids);
  const unique = (list: string[]) => [...new Set(list)];
  return {
    "script-src": unique(on.flatMap((t) => t.csp["script-src"])),
    "connect-src": unique(on.flatMap((t) => t.csp["connect-src"])),
  };
}

/**
 * The window property Google documents to turn a loaded Google Analytics tag off for one
 * measurement id (`window['ga-disable-G-XXXX'] = true`): set while analytics is not allowed, so a
 * tag already loaded sends nothing more after a withdrawal.
 */
export const gaDisableFlag = (measurementId: string) => `ga-disable-${measurementId}`;

/** The Consent Mode v2 state for a set of choices (Google's consent types). */
export function consentModeState(choices: { analytics: boolean; marketing: boolean; preferences: boolean }) {
  const g = (on: boolean) => (on ? "granted" : "denied");
  return {
    analytics_storage: g(choices.analytics),
    ad_storage: g(choices.marketing),
    ad_user_data: g(choices.marketing),
    ad_personalization: g(choices.marketing),
    functionality_storage: g(choices.preferences),
    personalization_storage: g(choices.preferences),
    security_storage: "granted",
  };
}

/**
 * The inline script that goes into <head> before anything else when a tracker is configured:
 * Google's Consent Mode v2 defaults, all denied (when GA4 is on), and a mark on <html> when the
 * visitor has already chosen, so the static banner stays hidden before the page's JavaScript runs.
 * Its SHA-256 joins the Content-Security-Policy with every other inline script of the build.
 */
export function headScript(ids: TrackerIds, consentCookie: string): string {
  const parts: string[] = [];
  if (ids.ga4) {
    const denied = consentModeState({ analytics: false, marketing: false, preferences: false });
    parts.push(
      "window.dataLayer=window.dataLayer||[];",
      "window.gtag=function(){dataLayer.push(arguments)};",
      `gtag("consent","default",${JSON.stringify({ ...denied, wait_for_update: 500 })});`,
      'gtag("set","ads_data_redaction",true);',
    );
  }
  parts.push(
    `if(/(?:^|;\\s*)${consentCookie}=1\\./.test(document.cookie))document.documentElement.setAttribute("data-consent-chosen","");`,
  );
  return parts.join("");
}
