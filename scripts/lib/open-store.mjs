// @ts-check
/**
 * A Netlify Blobs store for the command-line tools: the production store when NETLIFY_SITE_ID and
 * NETLIFY_AUTH_TOKEN are set (and no sandbox is asked for), else the local sandbox that `npm start`
 * writes (.netlify/blobs-serve), served by Netlify's own BlobsServer for the time of the command.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getStore } from "@netlify/blobs";
import { startBlobsServer } from "./blobs-server.mjs";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

/** The site id @netlify/dev uses for the local sandbox: the linked site's, else "0". */
export function localSiteId(/** @type {string} */ dir) {
  const statePath = path.join(ROOT, ".netlify", "state.json");
  if (existsSync(statePath)) {
    const id = JSON.parse(readFileSync(statePath, "utf8")).siteId;
    if (id && existsSync(path.join(dir, "entries", id))) return id;
  }
  const entries = path.join(dir, "entries");
  const ids = existsSync(entries) ? readdirSync(entries) : [];
  return ids.includes("0") ? "0" : (ids[0] ?? "0");
}

/**
 * @param {string} name the store
 * @param {string} [sandbox] a local sandbox directory to read instead
 * @returns {Promise<{ store: import("@netlify/blobs").Store, stop: () => Promise<void>, where: string }>}
 */
export async function openStore(name, sandbox) {
  const { NETLIFY_SITE_ID: siteID, NETLIFY_AUTH_TOKEN: token } = process.env;
  if (siteID && token && !sandbox) {
    return {
      store: getStore({ name, siteID, token, consistency: "strong" }),
      stop: async () => {},
      where: `the production store of site ${siteID}`,
    };
  }
  const dir = path.resolve(sandbox ?? path.join(ROOT, ".netlify", "blobs-serve"));
  const server = await startBlobsServer(dir);
  return {
    store: getStore({
      name,
      siteID: localSiteId(dir),
      token: server.token,
      edgeURL: server.url,
      uncachedEdgeURL: server.url,
      consistency: "strong",
    }),
    stop: server.stop,
    where: `the local sandbox ${path.relative(process.cwd(), dir) || dir}`,
  };
}
