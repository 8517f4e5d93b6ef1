#!/usr/bin/env node
// @ts-check
/**
 * `npm run develop`: `gatsby develop` with /api/* proxied to the same functions emulator that
 * `npm start` uses, so forms and news work while editing.
 *
 *   PORT (default 8000) for Gatsby, FUNCTIONS_PORT (default 8889) for the functions.
 */
import { spawn } from "node:child_process";
import { ROOT, createPlatformServer, listen, startPlatform } from "./lib/platform.mjs";

process.env.GATSBY_TELEMETRY_DISABLED = "1";
const functionsPort = Number(process.env.FUNCTIONS_PORT ?? 8889);
const host = "127.0.0.1";

const netlify = await startPlatform({ staticFiles: false });
const server = createPlatformServer(netlify, {});
/** @type {import("node:child_process").ChildProcess | undefined} */
let gatsby;
await listen(server, netlify, { port: functionsPort, host, onStop: () => gatsby?.kill("SIGTERM") });
console.log(`[develop] functions on http://${host}:${functionsPort}/api/*`);

gatsby = spawn("npx", ["gatsby", "develop", "--port", process.env.PORT ?? "8000", "--host", host], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, FUNCTIONS_URL: `http://${host}:${functionsPort}` },
});
gatsby.on("exit", (code) => process.exit(code ?? 0));
