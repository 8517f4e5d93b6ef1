/* global describe, it, expect */
/**
 * @jest-environment node
 *
 * The local platform hands a multipart body to a function byte for byte, as Netlify does
 * (scripts/lib/platform.mjs, `isMultipart`, and scripts/lib/node-request.mjs, `requestOf`): the emulator alone would decode the body's UTF-8
 * text as base64. POST /api/apply gets a DOCX and an ODT (deflated, so bytes over 0x7F throughout,
 * and ZIP offsets that any changed byte count breaks) and must recognise both.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BOUNDARY, docx, multipart, odt } from "../../netlify/lib/applications/files.test-support.ts";
import { onPlatform } from "./platform.test-support.mjs";

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
    const answers = onPlatform(
      `
      const answers = [];
      for (const file of ${JSON.stringify(bodies)}) {
        const res = await fetch(base + "/api/apply", {
          method: "POST",
          headers: { "content-type": "multipart/form-data; boundary=${BOUNDARY}" },
          body: readFileSync(file),
        });
        answers.push([res.status, await res.text()]);
      }
      return answers;`,
      {
        imports: 'import { readFileSync } from "node:fs";',
        // A salt of this run's own: the per-address limit of earlier runs (same sandbox) does not count.
        env: { LEADS_IP_SALT: run, SMTP_URL: "" },
      },
    );
    rmSync(dir, { recursive: true, force: true });
    expect(answers.map(([status]) => status)).toEqual([200, 200]);
    for (const [, text] of answers) expect(JSON.parse(text)).toMatchObject({ success: true });
  });
});
