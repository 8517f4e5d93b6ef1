/* global describe, it, expect */
/**
 * @jest-environment node
 *
 * The local platform hands a multipart body to a function byte for byte, as Netlify does
 * (scripts/lib/platform.mjs, `isMultipart`, and scripts/lib/node-request.mjs, `requestOf`): the emulator alone would decode the body's UTF-8
 * text as base64. POST /api/apply gets a DOCX and an ODT (deflated, so bytes over 0x7F throughout,
 * and ZIP offsets that any changed byte count breaks) and must recognise both.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BOUNDARY, docx, multipart, odt } from "../../netlify/lib/applications/files.test-support.ts";

const ROOT = path.resolve(__dirname, "../..");

describe("npm start's platform, with the apply function", () => {
  it("passes multipart bodies through unchanged", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "multipart-bodies-"));
    const run = randomBytes(4).toString("hex");
    const bodies = [
      ["docx", docx(`Binary ${run} ${randomBytes(64).toString("hex")}`)],
      ["odt", odt(`Binary ${run} ${randomBytes(64).toString("hex")}`)],
    ].map(([kind, file], i) => {
      const text = {
        name: "Platform Test",
        email: `platform-${run}-${i}@example.com`,
        job: "php-developer",
        consent: "true",
      };
      const parts = Object.entries(text).map(([name, value]) => ({ name, value }));
      parts.push({ name: "resume", value: file, filename: `cv.${kind}`, contentType: "application/octet-stream" });
      const bodyFile = path.join(dir, `${kind}.bin`);
      writeFileSync(bodyFile, multipart(parts));
      return bodyFile;
    });
    const platform = pathToFileURL(path.join(ROOT, "scripts/lib/platform.mjs")).href;
    const code = `
      import { readFileSync } from "node:fs";
      const { createPlatformServer, startPlatform } = await import(${JSON.stringify(platform)});
      const netlify = await startPlatform({ staticFiles: false });
      const server = createPlatformServer(netlify, {});
      await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.address();
      const answers = [];
      for (const file of ${JSON.stringify(bodies)}) {
        const res = await fetch("http://127.0.0.1:" + port + "/api/apply", {
          method: "POST",
          headers: { "content-type": "multipart/form-data; boundary=${BOUNDARY}" },
          body: readFileSync(file),
        });
        answers.push([res.status, await res.text()]);
      }
      server.close();
      await netlify.stop();
      console.log("RESULT " + JSON.stringify(answers));
      process.exit(0);
    `;
    // A file, not --eval: the function runtime starts workers with this process's flags.
    const script = path.join(dir, "platform.mjs");
    writeFileSync(script, code);
    const out = execFileSync(process.execPath, [script], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 120_000,
      // A salt of this run's own: the per-address limit of earlier runs (same sandbox) does not count.
      env: { ...process.env, LEADS_IP_SALT: run, SMTP_URL: "" },
    });
    rmSync(dir, { recursive: true, force: true });
    const answers = JSON.parse(/RESULT (.*)/.exec(out)[1]);
    expect(answers.map(([status]) => status)).toEqual([200, 200]);
    for (const [, text] of answers) expect(JSON.parse(text)).toMatchObject({ success: true });
  });
});
