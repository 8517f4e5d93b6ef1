// @ts-check
/**
 * A node:http request as a web Request for the local platform (scripts/lib/platform.mjs), its body
 * read as it arrives. Not the emulator's own adapter (NetlifyDev.handleAndIntrospectNodeRequest): see
 * webRequest for why.
 */
/** Netlify's limit on a function's request body. */
export const MAX_REQUEST_BYTES = 6 * 1024 * 1024;

/**
 * The node request as a web Request, its body read in full first. The emulator's own adapter
 * (handleAndIntrospectNodeRequest) wraps the node stream with Readable.toWeb only once it has found the
 * function, after some file system work; a client that sent its whole request and then closed or reset
 * the connection (sendBeacon from a page being closed, a half-closing client, any client under load)
 * has by then a destroyed stream, which Readable.toWeb turns into a cancelled one, and `new Request`
 * throws "Response body object should not be disturbed or locked": a 500 for a complete request.
 * Reading the body as it arrives keeps it, so the request is answered as any other.
 * Returns a status instead for a body over MAX_REQUEST_BYTES (413), or one cut off before its end (400).
 * @param {import("node:http").IncomingMessage} req
 * @returns {Promise<Request | number>}
 */
export async function webRequest(req) {
  const method = (req.method ?? "GET").toUpperCase();
  /** @type {[string, string][]} */
  const headers = [];
  for (const [key, value] of Object.entries(req.headers)) {
    if (key.startsWith(":")) continue;
    if (Array.isArray(value)) headers.push([key, value.join(",")]);
    else if (typeof value === "string") headers.push([key, value]);
  }
  let url;
  try {
    url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  } catch {
    return 400;
  }
  if (method === "GET" || method === "HEAD") return new Request(url, { method, headers });
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) return 413;
      chunks.push(chunk);
    }
  } catch {
    if (!req.complete) return 400;
  }
  if (!req.complete) return 400;
  return new Request(url, { method, headers, body: size > 0 ? Buffer.concat(chunks) : null });
}
