// @ts-check
/**
 * Starts Decap CMS (window.CMS, from /admin/decap/<version>/decap-cms.js) with the JSON formats of this
 * repository and its save handlers, then the configuration in /admin/config.yml.
 *
 * On a local host, `?decap_port=NNNN` in the address points the local backend at decap-server on
 * that port (`npm run cms` with DECAP_PORT, and the browser tests); elsewhere it is ignored. On a
 * local host "View Live" opens the local site.
 */
import { jsonListFormat, jsonObjectFormat } from "./json-format.mjs";
import { mdxTextOnSave } from "./mdx-text.mjs";
import { refuseTakenAddress } from "./unique-address.mjs";

const CMS = /** @type {any} */ (window).CMS;
CMS.registerCustomFormat("json-list", "json", jsonListFormat);
CMS.registerCustomFormat("json-object", "json", jsonObjectFormat);
// What an editor types in an article, case study or legal text is text: braces and angle
// brackets are written so that MDX reads them as text (static/admin/mdx-text.mjs).
CMS.registerEventListener({ name: "preSave", handler: mdxTextOnSave });
// A new page, case study or article may not take an address the site has (static/admin/unique-address.mjs).
CMS.registerEventListener({ name: "preSave", handler: (/** @type {any} */ event) => refuseTakenAddress(event) });

/** @type {Record<string, unknown>} */
const config = {};
const local = ["localhost", "127.0.0.1"].includes(window.location.hostname);
const port = new URLSearchParams(window.location.search).get("decap_port");
if (local && port && /^[0-9]{2,5}$/.test(port)) {
  config.local_backend = { url: `http://${window.location.hostname}:${port}/api/v1` };
}
// Locally (`npm run cms`, `npm start`) "View Live" and the site link open the site being edited,
// not the production address of config.yml.
if (local) {
  config.site_url = window.location.origin;
  config.display_url = window.location.origin;
}
CMS.init({ config });
