/* global describe, it, expect */
/**
 * @jest-environment node
 *
 * npm start's platform applies a form function's rate limit as Netlify does with `action: "rewrite"`
 * (scripts/lib/rate-limits.mjs, docs/decisions/rate-limit-answer.md): past the limit the request goes
 * on to /api/rate-limited, whose 429 is the JSON refusal the forms show, never a text/plain page.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { RATE_LIMITED } from "../../src/contracts/answers.ts";

const ROOT = path.resolve(__dirname, "../..");

describe("npm start's platform, past the Contact form's rate limit", () => {
  it("answers the eleventh request in a minute with the JSON 429 of /api/rate-limited", () => {
    const platform = pathToFileURL(path.join(ROOT, "scripts/lib/platform.mjs")).href;
    // Empty forms (each a 400 that stores nothing) count against the limit as any request does.
    const code = `
      const { createPlatformServer, startPlatform } = await import(${JSON.stringify(platform)});
      const netlify = await startPlatform({ staticFiles: false });
      const server = createPlatformServer(netlify, {});
      await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
      const answers = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await fetch("http://127.0.0.1:" + server.address().port + "/api/contact", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        });
        answers.push({ status: res.status, type: res.headers.get("content-type"), retry: res.headers.get("retry-after"), body: await res.text() });
      }
      server.close();
      await netlify.stop();
      console.log("RESULT " + JSON.stringify(answers));
      process.exit(0);
    `;
    // A file, not --eval: the function runtime starts workers with this process's flags.
    const dir = mkdtempSync(path.join(os.tmpdir(), "rate-limit-rewrite-"));
    const script = path.join(dir, "platform.mjs");
    writeFileSync(script, code);
    const out = execFileSync(process.execPath, [script], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 120_000,
      env: { ...process.env, LOCAL_RATE_LIMITS: "" },
    });
    rmSync(dir, { recursive: true, force: true });
    const answers = JSON.parse(/RESULT (.*)/.exec(out)[1]);
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(400));
    const last = answers[10];
    expect(last.status).toBe(429);
    expect(last.type).toBe("application/json; charset=utf-8");
    expect(last.retry).toBe("60");
    expect(JSON.parse(last.body)).toEqual(RATE_LIMITED);
  }, 150_000);
});
