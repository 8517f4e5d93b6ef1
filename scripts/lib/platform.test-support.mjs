// @ts-check
/**
 * Runs code against npm start's platform (scripts/lib/platform.mjs) for a test: in a child Node
 * process (a file, not --eval: the function runtime starts workers with this process's flags), the
 * platform with functions only on a free loopback port, whose origin the code reads as `base`.
 * `body` is the text of an async function body that returns what the test reads (JSON-able).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

// Loaded by Jest only (Babel makes it CommonJS, which has __dirname).
const ROOT = path.resolve(__dirname, "../..");

/**
 * @param {string} body
 * @param {{ env?: NodeJS.ProcessEnv, imports?: string, setup?: string }} [options] env: added to this process's;
 *   imports: module lines put first; setup: code run before the platform starts (a stand-in whose address it reads)
 * @returns {any} what `body` returned
 */
export function onPlatform(body, { env = {}, imports = "", setup = "" } = {}) {
  const platform = pathToFileURL(path.join(ROOT, "scripts/lib/platform.mjs")).href;
  const code = `${imports}
${setup}
const { createPlatformServer, startPlatform } = await import(${JSON.stringify(platform)});
const netlify = await startPlatform({ staticFiles: false });
const server = createPlatformServer(netlify, {});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = "http://127.0.0.1:" + server.address().port;
const result = await (async () => {
${body}
})();
server.close();
await netlify.stop();
console.log("RESULT " + JSON.stringify(result));
process.exit(0);
`;
  const dir = mkdtempSync(path.join(os.tmpdir(), "on-platform-"));
  try {
    const script = path.join(dir, "platform.mjs");
    writeFileSync(script, code);
    const out = execFileSync(process.execPath, [script], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 120_000,
      env: { ...process.env, ...env },
    });
    const result = /RESULT (.*)/.exec(out)?.[1];
    if (result === undefined) throw new Error(`the platform run printed no result:\n${out}`);
    return JSON.parse(result);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
