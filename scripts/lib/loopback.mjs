// @ts-check
/**
 * Every server the local platform starts listens on loopback. Netlify's emulator starts servers of
 * its own (the Blobs server of @netlify/blobs/server, through @netlify/dev-utils' HTTPServer) with
 * `server.listen(port)` and no host, which Node binds to every interface; it offers no option to
 * choose one. While `start` runs, a `listen` without a host is given 127.0.0.1; a host given
 * explicitly is kept, and nothing changes after `start` returns. The emulator's clients reach those
 * servers at `http://localhost:<port>`, which is 127.0.0.1 here (docs/operations.md, "Local servers").
 */
import net from "node:net";

export const LOOPBACK = "127.0.0.1";

/**
 * @template T
 * @param {() => Promise<T>} start
 * @returns {Promise<T>}
 */
export async function onLoopback(start) {
  const listen = net.Server.prototype.listen;
  /** @this {net.Server} @param {any[]} args */
  function loopbackListen(...args) {
    const [first] = args;
    if (typeof first === "number" || (typeof first === "string" && /^\d+$/.test(first))) {
      if (typeof args[1] !== "string") args.splice(1, 0, LOOPBACK);
    } else if (first === undefined || typeof first === "function") {
      args.unshift(0, LOOPBACK);
    } else if (first && typeof first === "object" && !("path" in first) && !first.host) {
      args[0] = { ...first, host: LOOPBACK };
    }
    return listen.apply(this, /** @type {any} */ (args));
  }
  net.Server.prototype.listen = /** @type {any} */ (loopbackListen);
  try {
    return await start();
  } finally {
    net.Server.prototype.listen = listen;
  }
}
