/* global describe, it, expect, afterAll */
import http from "node:http";
import net from "node:net";
import { Readable } from "node:stream";
import { MAX_REQUEST_BYTES, webRequest } from "./node-request.mjs";

/**
 * A server that does what the local platform does: takes the request's body (webRequest, or the
 * emulator's own way: Readable.toWeb once it has found the function), then reads it after the
 * emulator's file system work (here a pause) has passed.
 */
function server(/** @type {"webRequest" | "emulator"} */ how) {
  /** @type {Map<string, (v: string) => void>} */
  const results = new Map();
  const srv = http.createServer(async (req, res) => {
    const name = String(req.headers["x-case"]);
    let result;
    try {
      if (how === "webRequest") {
        const request = await webRequest(req);
        await new Promise((r) => setTimeout(r, 100));
        result = typeof request === "number" ? `status ${request}` : `body ${await request.text()}`;
      } else {
        await new Promise((r) => setTimeout(r, 100));
        // @ts-expect-error Node's fetch needs duplex for a streamed body
        const request = new Request("http://x/", { method: "POST", body: Readable.toWeb(req), duplex: "half" });
        result = `body ${await request.text()}`;
      }
    } catch (error) {
      result = `error ${/** @type {Error} */ (error).message}`;
    }
    results.get(name)?.(result);
    res.end();
  });
  return {
    srv,
    /** Sends raw bytes, then `after` on the socket, and waits for what the server made of it. */
    async send(
      /** @type {string} */ name,
      /** @type {string | Buffer} */ bytes,
      /** @type {(s: net.Socket) => void} */ after,
    ) {
      const done = new Promise((resolve) => results.set(name, resolve));
      const { port } = /** @type {import("node:net").AddressInfo} */ (srv.address());
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.write(bytes);
        after(socket);
      });
      socket.on("error", () => {});
      socket.on("data", () => {});
      const result = await done;
      socket.destroy();
      return result;
    },
  };
}

const head = (/** @type {string} */ name, /** @type {number} */ length) =>
  `POST /api/beacon HTTP/1.1\r\nHost: 127.0.0.1\r\nx-case: ${name}\r\nContent-Type: text/plain\r\nContent-Length: ${length}\r\n\r\n`;
const BODY = '{"path":"/"}';

const servers = /** @type {ReturnType<typeof server>[]} */ ([]);
async function started(/** @type {"webRequest" | "emulator"} */ how) {
  const s = server(how);
  servers.push(s);
  await new Promise((r) => s.srv.listen(0, "127.0.0.1", () => r(undefined)));
  return s;
}
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.srv.close(r)))));

describe("webRequest (the local platform's request adapter)", () => {
  it("keeps the body of a beacon whose client closed or reset the connection once it was sent", async () => {
    const s = await started("webRequest");
    expect(await s.send("open", head("open", BODY.length) + BODY, () => {})).toBe(`body ${BODY}`);
    expect(await s.send("half-closed", head("half-closed", BODY.length) + BODY, (sock) => sock.end())).toBe(
      `body ${BODY}`,
    );
    expect(
      await s.send("reset", head("reset", BODY.length) + BODY, (sock) => setTimeout(() => sock.resetAndDestroy(), 20)),
    ).toBe(`body ${BODY}`);
  });

  it("answers 400 for a body cut off before its end, and 413 past Netlify's 6 MB", async () => {
    const s = await started("webRequest");
    expect(
      await s.send("cut", head("cut", BODY.length + 10) + BODY, (sock) => setTimeout(() => sock.destroy(), 20)),
    ).toBe("status 400");
    const big = Buffer.alloc(MAX_REQUEST_BYTES + 1, 0x20);
    expect(await s.send("big", Buffer.concat([Buffer.from(head("big", big.length)), big]), () => {})).toBe(
      "status 413",
    );
  });

  it("(the cause) the emulator's adapter fails the same half-closed beacon: a cancelled stream", async () => {
    const s = await started("emulator");
    expect(await s.send("half-closed", head("half-closed", BODY.length) + BODY, (sock) => sock.end())).toBe(
      "error Response body object should not be disturbed or locked",
    );
  });
});
