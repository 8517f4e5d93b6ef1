// @ts-check
/**
 * Grades one HTTP response by the scoring rules of Mozilla's HTTP Observatory (MDN HTTP
 * Observatory, https://github.com/mdn/mdn-http-observatory: src/analyzer/tests/*.js and
 * src/grader/charts.js). Every score starts at 100; each test adds its modifier; bonuses
 * (positive modifiers) count only when the score with the penalties alone is 90 or more;
 * 100 and above is A+.
 *
 * What the real scanner measures that a local server cannot, and how this grader treats it:
 * - TLS: the site is graded as if served over https (Netlify serves it so), so the HSTS header
 *   counts and relative script URLs count as secure. `npm start` itself speaks plain http.
 * - Redirection (http -> https on the same host) is Netlify's, not ours: pass `redirection`
 *   when it was measured, otherwise the test is reported as not measured, with modifier 0.
 * - HSTS preloading and `Content-Security-Policy` in <meta http-equiv> are not considered:
 *   the site sends its policy as a header, which the issue requires anyway.
 */

/** @typedef {{ name: string, result: string, modifier: number, pass: boolean }} TestResult */
/**
 * @typedef {object} ObservatoryInput
 * @property {Record<string, string | string[] | undefined>} headers response headers (any case)
 * @property {string} [body] the response body (scripts are read from HTML)
 * @property {string[]} [setCookies] Set-Cookie values (defaults to headers["set-cookie"])
 * @property {Record<string, string | string[] | undefined>} [corsHeaders] headers of the answer
 *   to the same request sent with `Origin: <corsOrigin>`
 * @property {string} [corsOrigin]
 * @property {string} [redirection] a measured redirection result, e.g. "redirection-to-https"
 */

export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/** Modifiers of every result this grader can give (src/grader/charts.js SCORE_TABLE). */
export const MODIFIERS = {
  // Content Security Policy
  "csp-implemented-with-no-unsafe-default-src-none": 10,
  "csp-implemented-with-no-unsafe": 5,
  "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
  "csp-implemented-but-duplicate-directives": 0,
  "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
  "csp-implemented-with-unsafe-eval": -10,
  "csp-implemented-with-unsafe-inline": -20,
  "csp-implemented-with-insecure-scheme": -20,
  "csp-header-invalid": -25,
  "csp-not-implemented": -25,
  "csp-not-implemented-but-reporting-enabled": -25,
  // Cookies
  "cookies-secure-with-httponly-sessions-and-samesite": 5,
  "cookies-secure-with-httponly-sessions": 0,
  "cookies-not-found": 0,
  "cookies-without-secure-flag-but-protected-by-hsts": -5,
  "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
  "cookies-without-secure-flag": -20,
  "cookies-samesite-flag-invalid": -20,
  "cookies-anticsrf-without-samesite-flag": -20,
  "cookies-session-without-httponly-flag": -30,
  "cookies-session-without-secure-flag": -40,
  // Cross-origin resource sharing
  "cross-origin-resource-sharing-not-implemented": 0,
  "cross-origin-resource-sharing-implemented-with-public-access": 0,
  "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
  "cross-origin-resource-sharing-implemented-with-universal-access": -50,
  // Redirection
  "redirection-not-measured": 0,
  "redirection-all-redirects-preloaded": 0,
  "redirection-to-https": 0,
  "redirection-not-needed-no-http": 0,
  "redirection-off-host-from-http": -5,
  "redirection-not-to-https-on-initial-redirection": -10,
  "redirection-not-to-https": -20,
  "redirection-missing": -20,
  "redirection-invalid-cert": -20,
  // Referrer-Policy
  "referrer-policy-private": 5,
  "referrer-policy-not-implemented": 0,
  "referrer-policy-unsafe": -5,
  "referrer-policy-header-invalid": -5,
  // Strict-Transport-Security
  "hsts-implemented-max-age-at-least-six-months": 0,
  "hsts-implemented-max-age-less-than-six-months": -10,
  "hsts-not-implemented": -20,
  "hsts-header-invalid": -20,
  // Subresource integrity
  "sri-implemented-and-all-scripts-loaded-securely": 5,
  "sri-implemented-and-external-scripts-loaded-securely": 5,
  "sri-not-implemented-response-not-html": 0,
  "sri-not-implemented-but-no-scripts-loaded": 0,
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
  "sri-not-implemented-but-external-scripts-loaded-securely": -5,
  "sri-implemented-but-external-scripts-not-loaded-securely": -20,
  "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,
  // X-Content-Type-Options
  "x-content-type-options-nosniff": 0,
  "x-content-type-options-not-implemented": -5,
  "x-content-type-options-header-invalid": -5,
  // X-Frame-Options
  "x-frame-options-implemented-via-csp": 5,
  "x-frame-options-sameorigin-or-deny": 0,
  "x-frame-options-allow-from-origin": 0,
  "x-frame-options-not-implemented": -20,
  "x-frame-options-header-invalid": -20,
  // Cross-Origin-Resource-Policy
  "cross-origin-resource-policy-implemented-with-same-origin": 10,
  "cross-origin-resource-policy-implemented-with-same-site": 10,
  "cross-origin-resource-policy-implemented-with-cross-origin": 0,
  "cross-origin-resource-policy-not-implemented": 0,
  "cross-origin-resource-policy-header-invalid": -5,
};

/** @typedef {keyof typeof MODIFIERS} Expectation */

const GRADES = /** @type {const} */ ([
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
]);

/** The letter for a score (src/grader/grader.js: scores are floored to a multiple of 5). */
export function gradeForScore(/** @type {number} */ score) {
  const floored = Math.min(Math.max(score, 0) - (Math.max(score, 0) % 5), 100);
  return GRADES.find(([min]) => floored >= min)?.[1] ?? "F";
}

/** @param {Record<string, string | string[] | undefined>} headers */
function lower(headers) {
  /** @type {Map<string, string[]>} */
  const map = new Map();
  for (const [key, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    map.set(key.toLowerCase(), [...(map.get(key.toLowerCase()) ?? []), ...values]);
  }
  return map;
}

const DANGEROUSLY_BROAD = new Set([
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];
const hasNonceOrHash = (/** @type {Set<string>} */ list) =>
  [...list].some((s) => NONCES_HASHES.some((p) => s.startsWith(p)));

/**
 * Parses Content-Security-Policy header values into directive -> sources (lower case), as
 * src/analyzer/cspParser.js does for a single policy: a repeated directive makes the policy
 * invalid (except report-uri/report-to), an empty source list means 'none'. Several policies
 * (several headers, or one joined by commas) are intersected: a source counts when every
 * policy that names the directive allows it.
 * @param {string[]} values
 * @returns {{ csp: Map<string, Set<string>>, duplicates: boolean }}
 */
export function parseCsp(values) {
  const policies = values
    .flatMap((v) => v.split(","))
    .map((p) => p.replace(/[\r\n]/g, "").trim())
    .filter((p) => p.length > 0);
  /** @type {Map<string, Set<string>>} */
  const csp = new Map();
  let duplicates = false;
  for (const [index, policy] of policies.entries()) {
    if (policy.length < "img-src".length - 1) throw new Error(`invalid policy: ${policy}`);
    const seen = new Set();
    for (const entry of policy.split(";")) {
      const [rawName, ...sources] = entry.trim().split(/\s+/);
      if (!rawName) continue;
      const name = rawName.toLowerCase();
      if (seen.has(name)) {
        if (name === "report-uri" || name === "report-to") {
          duplicates = true;
          continue;
        }
        throw new Error(`duplicate directive ${name}`);
      }
      seen.add(name);
      const list = new Set(sources.map((s) => s.toLowerCase()));
      if (list.size === 0 && name.endsWith("-src")) list.add("'none'");
      const previous = csp.get(name);
      if (index === 0 || !previous) csp.set(name, list);
      else {
        const both = new Set([...previous].filter((s) => list.has(s)));
        csp.set(name, both.size > 0 ? both : new Set(["'none'"]));
      }
    }
  }
  return { csp, duplicates };
}

/** @param {Map<string, string[]>} h */
function cspTest(h) {
  const values = h.get("content-security-policy") ?? [];
  /** @type {Map<string, Set<string>>} */
  let csp;
  let duplicates;
  try {
    ({ csp, duplicates } = parseCsp(values));
  } catch {
    return { result: /** @type {Expectation} */ ("csp-header-invalid"), csp: null };
  }
  if (csp.size === 0) {
    const result = h.has("content-security-policy-report-only")
      ? "csp-not-implemented-but-reporting-enabled"
      : "csp-not-implemented";
    return { result: /** @type {Expectation} */ (result), csp: null };
  }
  const copy = (/** @type {string} */ d) => new Set(csp.get(d) ?? csp.get("default-src") ?? ["*"]);
  const scriptSrc = copy("script-src");
  const styleSrc = copy("style-src");
  const objectSrc = copy("object-src");
  for (const list of [scriptSrc, styleSrc]) {
    if (hasNonceOrHash(list)) list.delete("'unsafe-inline'");
  }
  /** @type {Expectation | null} */
  let result = null;
  if (scriptSrc.has("'strict-dynamic'")) {
    if (hasNonceOrHash(scriptSrc)) {
      for (const s of [...scriptSrc]) {
        if ([...DANGEROUSLY_BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") {
          scriptSrc.delete(s);
        }
      }
    } else result = "csp-header-invalid";
  }
  const passive = new Set(["img-src", "media-src"]);
  const active = [...csp.entries()]
    .filter(([d]) => !passive.has(d) && d !== "script-src")
    .flatMap(([, list]) => [...list])
    .concat([...scriptSrc]);
  const passiveSources = [...passive].flatMap((d) => [...(csp.get(d) ?? csp.get("default-src") ?? [])]);
  const insecure = (/** @type {string} */ s) => s.startsWith("http:") || s.startsWith("ftp:");

  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))) {
    result ??= "csp-implemented-with-unsafe-inline";
  }
  if (active.some(insecure)) result ??= "csp-implemented-with-insecure-scheme";
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) result ??= "csp-implemented-with-unsafe-eval";
  if (passiveSources.some(insecure)) result ??= "csp-implemented-with-insecure-scheme-in-passive-content-only";
  if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s)))
    result ??= "csp-implemented-with-unsafe-inline-in-style-src-only";
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) result ??= "csp-implemented-with-no-unsafe-default-src-none";
  result ??= "csp-implemented-with-no-unsafe";
  if (duplicates && MODIFIERS[result] >= 0) result = "csp-implemented-but-duplicate-directives";
  return { result, csp };
}

/** @param {string[]} cookies @param {boolean} hsts @returns {Expectation} */
function cookiesTest(cookies, hsts) {
  if (cookies.length === 0) return "cookies-not-found";
  /** @type {Expectation[]} */
  const order = [
    "cookies-without-secure-flag-but-protected-by-hsts",
    "cookies-without-secure-flag",
    "cookies-session-without-secure-flag-but-protected-by-hsts",
    "cookies-samesite-flag-invalid",
    "cookies-anticsrf-without-samesite-flag",
    "cookies-session-without-httponly-flag",
    "cookies-session-without-secure-flag",
  ];
  /** @type {Expectation | null} */
  let worst = null;
  const worse = (/** @type {Expectation} */ r) => {
    if (worst === null || order.indexOf(r) > order.indexOf(worst)) worst = r;
  };
  let missingSameSite = false;
  for (const raw of cookies) {
    const [pair = "", ...attrs] = raw.split(";");
    const name = pair.split("=")[0]?.trim().toLowerCase() ?? "";
    /** @type {Map<string, string>} */
    const a = new Map(
      attrs.map((p) => {
        const [k = "", v = ""] = p.trim().split("=");
        return [k.trim().toLowerCase(), v.trim().toLowerCase()];
      }),
    );
    const secure = a.has("secure");
    const sameSite = a.get("samesite");
    if (a.has("samesite") && !["lax", "strict", "none"].includes(sameSite ?? ""))
      worse("cookies-samesite-flag-invalid");
    if (!secure && sameSite === "none") worse("cookies-samesite-flag-invalid");
    const session = name.includes("login") || name.includes("sess");
    if (!secure) worse(hsts ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag");
    if (name.includes("csrf") && !sameSite) worse("cookies-anticsrf-without-samesite-flag");
    if (session && !secure) {
      worse(hsts ? "cookies-session-without-secure-flag-but-protected-by-hsts" : "cookies-session-without-secure-flag");
    }
    if (session && !a.has("httponly")) worse("cookies-session-without-httponly-flag");
    if (!sameSite) missingSameSite = true;
  }
  if (worst) return worst;
  return missingSameSite
    ? "cookies-secure-with-httponly-sessions"
    : "cookies-secure-with-httponly-sessions-and-samesite";
}

/** @param {Map<string, string[]> | null} cors @param {string | undefined} origin @returns {Expectation} */
function corsTest(cors, origin) {
  const acao = cors?.get("access-control-allow-origin")?.[0]?.trim().toLowerCase();
  if (!cors || !acao) return "cross-origin-resource-sharing-not-implemented";
  if (acao === "*") return "cross-origin-resource-sharing-implemented-with-public-access";
  const credentials = cors.get("access-control-allow-credentials")?.[0]?.trim().toLowerCase() === "true";
  if (origin && acao === origin.toLowerCase() && credentials) {
    return "cross-origin-resource-sharing-implemented-with-universal-access";
  }
  return "cross-origin-resource-sharing-implemented-with-restricted-access";
}

/** @param {Map<string, string[]>} h @returns {Expectation} */
function referrerTest(h) {
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  const values = h.get("referrer-policy");
  if (!values) return "referrer-policy-not-implemented";
  const policy = values
    .join(",")
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .filter((p) => good.includes(p) || bad.includes(p))
    .at(-1);
  if (policy && good.includes(policy)) return "referrer-policy-private";
  if (policy) return "referrer-policy-unsafe";
  return "referrer-policy-header-invalid";
}

/** @param {Map<string, string[]>} h @returns {Expectation} */
function hstsTest(h) {
  const value = h.get("strict-transport-security")?.[0];
  if (value === undefined) return "hsts-not-implemented";
  if (value.includes(",")) return "hsts-header-invalid";
  let maxAge = null;
  for (const part of value.split(";").map((p) => p.trim().toLowerCase())) {
    if (part.startsWith("max-age=")) maxAge = Number.parseInt(part.slice(8, 128), 10);
  }
  if (maxAge === null || Number.isNaN(maxAge)) return "hsts-header-invalid";
  // Six months is 15768000 s; the Observatory accepts the common 15552000 (180 days).
  return maxAge < 15_552_000
    ? "hsts-implemented-max-age-less-than-six-months"
    : "hsts-implemented-max-age-at-least-six-months";
}

/**
 * Scripts of an HTML page: same-origin (relative) scripts are secure; scripts on another site
 * need `integrity` and https.
 * @param {Map<string, string[]>} h @param {string | undefined} body @returns {Expectation}
 */
function sriTest(h, body) {
  const mime = (h.get("content-type")?.[0] ?? "").split(";")[0]?.trim().toLowerCase();
  if (mime && mime !== "text/html" && mime !== "application/xhtml+xml") return "sri-not-implemented-response-not-html";
  const scripts = [...(body ?? "").matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? "");
  if (scripts.length === 0) return "sri-not-implemented-but-no-scripts-loaded";
  /** @type {Expectation[]} */
  const order = [
    "sri-implemented-and-all-scripts-loaded-securely",
    "sri-implemented-and-external-scripts-loaded-securely",
    "sri-not-implemented-response-not-html",
    "sri-not-implemented-but-external-scripts-loaded-securely",
    "sri-implemented-but-external-scripts-not-loaded-securely",
    "sri-not-implemented-and-external-scripts-not-loaded-securely",
  ];
  /** @type {Expectation | null} */
  let result = null;
  const worse = (/** @type {Expectation} */ r) => {
    if (result === null || order.indexOf(r) > order.indexOf(result)) result = r;
  };
  let foreign = false;
  for (const attrs of scripts) {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    if (!src) continue;
    const integrity = /\bintegrity\s*=/i.test(attrs);
    const protocolRelative = src.startsWith("//");
    const absolute = /^[a-z][a-z0-9+.-]*:/i.test(src);
    if (!protocolRelative && !absolute) {
      if (integrity && result === null) result = "sri-implemented-and-all-scripts-loaded-securely";
      continue;
    }
    foreign = true;
    const secure = src.toLowerCase().startsWith("https:");
    if (integrity && !secure) worse("sri-implemented-but-external-scripts-not-loaded-securely");
    else if (!integrity && secure) worse("sri-not-implemented-but-external-scripts-loaded-securely");
    else if (!integrity) worse("sri-not-implemented-and-external-scripts-not-loaded-securely");
  }
  return (
    result ??
    (foreign
      ? "sri-implemented-and-external-scripts-loaded-securely"
      : "sri-not-implemented-but-all-scripts-loaded-from-secure-origin")
  );
}

/** @param {Map<string, string[]>} h @returns {Expectation} */
function xctoTest(h) {
  const value = h.get("x-content-type-options")?.[0];
  if (value === undefined) return "x-content-type-options-not-implemented";
  return value.trim().toLowerCase() === "nosniff"
    ? "x-content-type-options-nosniff"
    : "x-content-type-options-header-invalid";
}

/** @param {Map<string, string[]>} h @param {Map<string, Set<string>> | null} csp @returns {Expectation} */
function xfoTest(h, csp) {
  if (csp?.has("frame-ancestors")) return "x-frame-options-implemented-via-csp";
  const value = h.get("x-frame-options")?.[0]?.trim().toLowerCase();
  if (value === undefined) return "x-frame-options-not-implemented";
  if (value === "deny" || value === "sameorigin") return "x-frame-options-sameorigin-or-deny";
  if (value.startsWith("allow-from")) return "x-frame-options-allow-from-origin";
  return "x-frame-options-header-invalid";
}

/** @param {Map<string, string[]>} h @returns {Expectation} */
function corpTest(h) {
  const value = h.get("cross-origin-resource-policy")?.[0]?.trim().toLowerCase();
  if (!value) return "cross-origin-resource-policy-not-implemented";
  if (value === "same-origin") return "cross-origin-resource-policy-implemented-with-same-origin";
  if (value === "same-site") return "cross-origin-resource-policy-implemented-with-same-site";
  if (value === "cross-origin") return "cross-origin-resource-policy-implemented-with-cross-origin";
  return "cross-origin-resource-policy-header-invalid";
}

/** Results that pass their test (the Observatory's `pass`), per test. */
const PASSING = new Set([
  "csp-implemented-with-no-unsafe-default-src-none",
  "csp-implemented-with-no-unsafe",
  "csp-implemented-with-unsafe-inline-in-style-src-only",
  "csp-implemented-with-insecure-scheme-in-passive-content-only",
  "csp-implemented-but-duplicate-directives",
  "cookies-not-found",
  "cookies-secure-with-httponly-sessions",
  "cookies-secure-with-httponly-sessions-and-samesite",
  "cross-origin-resource-sharing-not-implemented",
  "cross-origin-resource-sharing-implemented-with-public-access",
  "cross-origin-resource-sharing-implemented-with-restricted-access",
  "redirection-not-measured",
  "redirection-all-redirects-preloaded",
  "redirection-to-https",
  "redirection-not-needed-no-http",
  "referrer-policy-private",
  "referrer-policy-not-implemented",
  "hsts-implemented-max-age-at-least-six-months",
  "sri-implemented-and-all-scripts-loaded-securely",
  "sri-implemented-and-external-scripts-loaded-securely",
  "sri-not-implemented-response-not-html",
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
  "sri-not-implemented-but-no-scripts-loaded",
  "x-content-type-options-nosniff",
  "x-frame-options-implemented-via-csp",
  "x-frame-options-sameorigin-or-deny",
  "x-frame-options-allow-from-origin",
  "cross-origin-resource-policy-not-implemented",
  "cross-origin-resource-policy-implemented-with-same-origin",
  "cross-origin-resource-policy-implemented-with-same-site",
  "cross-origin-resource-policy-implemented-with-cross-origin",
]);

/**
 * Runs the Observatory's ten tests on one response and scores it.
 * @param {ObservatoryInput} input
 * @returns {{ score: number, grade: string, tests: TestResult[] }}
 */
export function gradeResponse(input) {
  const h = lower(input.headers);
  const cookies = input.setCookies ?? h.get("set-cookie") ?? [];
  const csp = cspTest(h);
  const hsts = hstsTest(h);
  const redirection = input.redirection ?? "redirection-not-measured";
  if (!(redirection in MODIFIERS)) throw new Error(`unknown redirection result: ${redirection}`);
  /** @type {[string, Expectation][]} */
  const results = [
    ["content-security-policy", csp.result],
    ["cookies", cookiesTest(cookies, hsts === "hsts-implemented-max-age-at-least-six-months")],
    ["cross-origin-resource-sharing", corsTest(input.corsHeaders ? lower(input.corsHeaders) : null, input.corsOrigin)],
    ["redirection", /** @type {Expectation} */ (redirection)],
    ["referrer-policy", referrerTest(h)],
    ["strict-transport-security", hsts],
    ["subresource-integrity", sriTest(h, input.body)],
    ["x-content-type-options", xctoTest(h)],
    ["x-frame-options", xfoTest(h, csp.csp)],
    ["cross-origin-resource-policy", corpTest(h)],
  ];
  const tests = results.map(([name, result]) => ({
    name,
    result,
    modifier: MODIFIERS[result],
    pass: PASSING.has(result),
  }));
  const penalties = tests.reduce((sum, t) => sum + Math.min(t.modifier, 0), 100);
  const withBonus = tests.reduce((sum, t) => sum + t.modifier, 100);
  const score = Math.max(penalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : penalties, 0);
  return { score, grade: gradeForScore(score), tests };
}
