// @ts-check
/**
 * A new page, case study or article may not take an address the site already has: Pages -> New
 * with the path /about would replace the About page, and a new case study with the slug of
 * another was written beside it under a name the site ignores (issue 39). Decap has no unique
 * validation, so a preSave handler (static/admin/cms.mjs) asks the site itself: when the address
 * answers (HEAD, any status below 400), the save is refused with a message the editor sees
 * ("Failed to persist entry: …") and nothing is written.
 *
 * Only new entries are held to it: an entry saved again keeps its own address. A page moved onto
 * another's path, or an address taken by a draft not yet published, is left to the content check,
 * which names the newcomer and stops the build (gatsby/content-check.ts). When the site cannot be
 * asked (offline), the save goes ahead and the check stays the guard.
 */

/** @type {Record<string, (data: any) => string | undefined>} collection -> the address of a new entry */
export const ADDRESS_OF = {
  "content-pages": (data) => text(data.get("path")),
  "case-studies": (data) => (text(data.get("slug")) ? `/our-work/${data.get("slug").trim()}` : undefined),
  blog: (data) => (text(data.get("slug")) ? `/blog/${data.get("slug").trim()}` : undefined),
};

/** What each collection calls the field an editor changes. */
const FIELD = { "content-pages": "Path", "case-studies": "Address", blog: "Address" };

/** @param {unknown} v */
function text(v) {
  return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
}

/**
 * @param {string} address
 * @param {typeof fetch} fetcher
 * @returns {Promise<boolean | undefined>} undefined when the site could not be asked
 */
export async function addressTaken(address, fetcher = fetch) {
  try {
    const res = await fetcher(address, { method: "HEAD", redirect: "manual", cache: "no-store" });
    // A redirect (status 0 for "manual" in a browser, or 3xx) is an address in use too.
    return res.status < 400;
  } catch {
    return undefined;
  }
}

/**
 * Decap's preSave handler. Throws (Decap then saves nothing and shows the message) when a new
 * entry's address is taken; returns undefined (no change) otherwise.
 * @param {{ entry: any }} event
 * @param {typeof fetch} [fetcher]
 */
export async function refuseTakenAddress({ entry }, fetcher = fetch) {
  const collection = entry.get("collection");
  const addressOf = ADDRESS_OF[/** @type {keyof typeof ADDRESS_OF} */ (collection)];
  if (!addressOf || !entry.get("newRecord")) return undefined;
  const address = addressOf(entry.get("data"));
  if (!address) return undefined;
  if ((await addressTaken(address, fetcher)) === true) {
    const field = FIELD[/** @type {keyof typeof FIELD} */ (collection)];
    throw new Error(
      `${address} is already a page of the site. Choose another ${field}: saving this one would replace that page or be ignored.`,
    );
  }
  return undefined;
}
