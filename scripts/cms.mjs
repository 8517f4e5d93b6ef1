#!/usr/bin/env node
// @ts-check
/**
 * `npm run cms`: edit the content in a browser without a Netlify account. Starts Decap's local
 * backend (decap-server, file-system mode) on the working tree beside `npm run develop`, so an
 * editor opens http://localhost:8000/admin/ and every save lands as a file under content/.
 *
 *   DECAP_PORT (default 8081) for decap-server; PORT / FUNCTIONS_PORT as for `npm run develop`.
 *   With a DECAP_PORT other than 8081, open /admin/?decap_port=<port>.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { ROOT } from "./lib/platform.mjs";

const require = createRequire(import.meta.url);
const decapPort = Number(process.env.DECAP_PORT ?? 8081);
const sitePort = process.env.PORT ?? "8000";

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
let stopping = false;
function stop(/** @type {number} */ code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}

const decap = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, PORT: String(decapPort), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: ROOT },
});
const develop = spawn(process.execPath, ["scripts/develop.mjs"], { cwd: ROOT, stdio: "inherit", env: process.env });
children.push(decap, develop);
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

const query = decapPort === 8081 ? "" : `?decap_port=${decapPort}`;
console.log(`[cms] decap-server on http://127.0.0.1:${decapPort} writes to ${ROOT}`);
console.log(`[cms] when the site is up, edit at http://localhost:${sitePort}/admin/${query}`);
