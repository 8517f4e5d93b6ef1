// @ts-check
/**
 * A node:http request as a web Request for the local platform (scripts/lib/platform.mjs), its body
 * read as it arrives. Not the emulator's own adapter (NetlifyDev.handleAndIntrospectNodeRequest): see
 * webRequest for why.
 */
/** Netlify's limit on a function's request body. */
export const MAX_REQUEST_BYTES = 6 * 1024 * 1024;

/**
 * @typedef {{ url: URL, method: string, headers: [string, string][], body: Buffer<ArrayBuffer> | null }} ReadRequest
 */

/**
 * The node request as a web Request, its body read in full first (readRequest).
 * @param {import("node:http").IncomingMessage} req
 * @returns {Promise<Request | number>}
 */
export async function webRequest(req) {
  const read = await readRequest(req);
  return typeof read === "number" ? read : requestOf(read);
}

/**
 * A new web Request of a read request (one per call to the emulator: a Request's body can be read once).
 * `base64`: the body base64-encoded, for a multipart body (scripts/lib/platform.mjs, `isMultipart`).
 * @param {ReadRequest} read
 * @param {{ base64?: boolean }} [options]
 */
export function requestOf({ url, method, headers, body }, { base64 = false } = {}) {
  if (method === "GET" || method === "HEAD") return new Request(url, { method, headers });
  return new Request(url, { method, headers, body: body && base64 ? body.toString("base64") : body });
}

/**
 * The node request's method, URL, headers and body, the body read in full as it arrives. The
 * emulator's own adapter (handleAndIntrospectNodeRequest) wraps the node stream with Readable.toWeb
 * only once it has found the function, after some file system work; a client that sent its whole
 * request and then closed or reset the connection (sendBeacon from a page being closed, a
 * half-closing client, any client under load) has by then a destroyed stream, which Readable.toWeb
 * turns into a cancelled one, and `new Request` throws "Response body object should not be disturbed
 * or locked": a 500 for a complete request. Reading the body as it arrives keeps it, so the request is
 * answered as any other, and can be handed to the emulator again (scripts/lib/function-calls.mjs).
 * Returns a status instead for a body over MAX_REQUEST_BYTES (413), or one cut off before its end (400).
 * @param {import("node:http").IncomingMessage} req
 * @returns {Promise<ReadRequest | number>}
 */
export async function readRequest(req) {
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
  if (method === "GET" || method === "HEAD") return { url, method, headers, body: null };
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
  return { url, method, headers, body: size > 0 ? Buffer.concat(chunks) : null };
}
