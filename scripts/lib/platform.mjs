// @ts-check
/**
 * The local Netlify platform: Netlify's own emulator (@netlify/dev) behind a small node:http
 * adapter. It serves `public/` with the headers and redirects of netlify.toml, runs the
 * functions in netlify/functions, and gives them a file-backed Netlify Blobs sandbox
 * (.netlify/blobs-serve). Nothing here needs an account, a key or the network.
 */
import { createReadStream, existsSync } from "node:fs";

import http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { NetlifyDev } from "@netlify/dev";
import { asNetlifyWould } from "./client-address.mjs";
import { compressedBodies } from "./compressed-bodies.mjs";
import { onLoopback } from "./loopback.mjs";
import { BUSY_RETRY_AFTER, callFunction, createGate } from "./function-calls.mjs";
import { readRequest, requestOf } from "./node-request.mjs";
import { createRateLimiter, rulesOf } from "./rate-limits.mjs";

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");

/**
 * @param {{ staticFiles: boolean }} options staticFiles=false serves functions only (for `npm run develop`).
 */
export async function startPlatform({ staticFiles }) {
  const netlify = new NetlifyDev({
    projectRoot: ROOT,
    skipGitignore: true,
    serverAddress: null,
    aiGateway: { enabled: false },
    blobs: { enabled: true },
    database: { enabled: false },
    edgeFunctions: { enabled: false }, // would download a Deno runtime
    environmentVariables: { enabled: true },
    functions: { enabled: true },
    geolocation: { enabled: false }, // would call a geolocation service
    headers: { enabled: staticFiles },
    images: { enabled: false },
    redirects: { enabled: staticFiles },
    server: { enabled: false },
    staticFiles: { enabled: staticFiles },
    logger: quietLogger(),
  });
  // Its Blobs server would otherwise listen on every interface (scripts/lib/loopback.mjs).
  await onLoopback(() => netlify.start());
  return netlify;
}

/** @returns {import("@netlify/dev-utils").Logger} */
function quietLogger() {
  const verbose = process.env.DEBUG_PLATFORM === "1";
  return /** @type {any} */ ({
    log: (/** @type {unknown[]} */ ...a) => verbose && console.log("[netlify]", ...a),
    warn: (/** @type {unknown[]} */ ...a) => console.warn("[netlify]", ...a),
    error: (/** @type {unknown[]} */ ...a) => console.error("[netlify]", ...a),
  });
}

/**
 * An http.Server that hands every request to the emulator. Requests nothing matches get the
 * site's 404 page with status 404 (or `fallback` when given, for develop mode).
 * @param {NetlifyDev} netlify
 * @param {{ notFoundFile?: string, fallback?: (req: http.IncomingMessage, res: http.ServerResponse) => void, gate?: ReturnType<typeof createGate> }} options
 *   gate: the bounded gate of function calls (scripts/lib/function-calls.mjs; its defaults when absent)
 */
export function createPlatformServer(netlify, { notFoundFile, fallback, gate = createGate() }) {
  // A test step that started this server gave it an id, and checks it on every answer it waits for
  // (scripts/lib/site.mjs), so it never measures another process that holds the port.
  const instance = process.env.SERVE_INSTANCE;
  const limiter = localRateLimiter();
  const deployContext = process.env.CONTEXT?.trim() ?? "";
  return http.createServer(async (req, res) => {
    if (instance) res.setHeader("x-serve-instance", instance);
    // The client's address and our origin as Netlify's edge sets them, never as the client wrote them.
    // and the deploy context the server plays (CONTEXT, e.g. deploy-preview) as the functions' context.deploy.context.
    asNetlifyWould(req, deployContext);
    try {
      // The rate limits count the socket's address (asNetlifyWould above has set X-Forwarded-For to it).
      const ip = req.socket.remoteAddress ?? "";
      const limited = limiter?.check({
        pathname: new URL(req.url ?? "/", "http://localhost").pathname,
        ip,
        host: req.headers.host ?? "",
      });
      if (limited?.limited && limited.rule.to) {
        // Netlify's `action: "rewrite"`: the request goes on, unchanged but for its path, to the rule's
        // `to` (the JSON 429 of netlify/functions/rate-limited.ts), which no limit counts.
        req.url = limited.rule.to;
      } else if (limited?.limited) {
        res.writeHead(429, {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
          "Retry-After": String(limited.retryAfter),
        });
        res.end(
          `Too many requests: ${limited.rule.windowLimit} in ${limited.rule.windowSize} s (rate limit of ${limited.rule.fn}).\n`,
        );
        return;
      }
      const read = await readRequest(req);
      if (typeof read === "number") {
        if (!res.headersSent && !res.destroyed) res.writeHead(read, { "Content-Type": "text/plain; charset=utf-8" });
        res.end(read === 413 ? "Request body too large.\n" : "Bad request.\n");
        return;
      }
      const base64 = isMultipart(req);
      const call = () => callFunction(() => netlify.handleAndIntrospect(requestOf(read, { base64 })));
      // Function calls (anything but a GET or HEAD, and /api/*) wait their turn in a bounded gate; files do not.
      const isFile = (read.method === "GET" || read.method === "HEAD") && !read.url.pathname.startsWith("/api/");
      const outcome = isFile ? await call() : await gate.run(call);
      if (outcome === null || "busy" in outcome) {
        const why = outcome === null ? "too many function calls are waiting" : outcome.busy;
        console.error(`[serve] ${req.method} ${req.url}: 503, the machine is too busy: ${why}`);
        res.writeHead(503, {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
          "Retry-After": String(BUSY_RETRY_AFTER),
        });
        res.end("The server is busy: try again in a few seconds.\n");
        return;
      }
      const { result } = outcome;
      // The emulator answers 500 with an error page when a function threw: said here, as the page goes to a
      // client that may not show it.
      if (result?.type === "function" && result.response.status === 500) {
        const page = await result.response.clone().text();
        console.error(
          `[serve] ${req.method} ${req.url}: the function answered 500: ${page.replace(/\s+/g, " ").slice(0, 300)}`,
        );
      }
      if (result) {
        await sendResponse(res, result.response, req, result.type === "static");
        return;
      }
      if (fallback) {
        fallback(req, res);
        return;
      }
      // Unknown path: the site's 404 page, with the headers netlify.toml gives every page.
      const headers = await headersFor(netlify, "/404.html");
      if (notFoundFile && existsSync(notFoundFile)) {
        /** @type {Record<string, string>} */
        const notFound = { ...headers, "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" };
        const encoder = compressor(req, notFound);
        res.writeHead(404, notFound);
        if (req.method === "HEAD") res.end();
        else if (encoder) createReadStream(notFoundFile).pipe(encoder).pipe(res);
        else createReadStream(notFoundFile).pipe(res);
      } else {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Not Found");
      }
    } catch (error) {
      console.error("[serve] request failed:", req.method, req.url, error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    }
  });
}

/**
 * A multipart POST, which the emulator is handed base64-encoded (requestOf): its Functions v2 bridge
 * (@netlify/functions-dev, `lambdaEventFromWebRequest`) reads a request body with `request.text()` and
 * then marks a multipart body as base64, so the function would decode UTF-8 text as base64 and get
 * garbage (production sends the bytes base64-encoded, as the flag says). Encoded before, the function
 * receives the exact bytes, as on Netlify (POST /api/apply, docs/decisions/applications.md). The
 * headers, Content-Length included, stay the client's.
 * @param {http.IncomingMessage} req
 */
function isMultipart(req) {
  const type = String(req.headers["content-type"] ?? "")
    .split(";")[0]
    ?.trim()
    .toLowerCase();
  return req.method === "POST" && type === "multipart/form-data";
}

/**
 * The functions' own rate limits (scripts/lib/rate-limits.mjs), as Netlify applies them; none with
 * LOCAL_RATE_LIMITS=off (the end-to-end suite, which sends many forms and beacons from one address).
 */
function localRateLimiter() {
  if (process.env.LOCAL_RATE_LIMITS === "off") return null;
  return createRateLimiter(rulesOf(path.join(ROOT, "netlify", "functions")));
}

/**
 * Headers that netlify.toml's rules give a path (read by asking the emulator for a known static
 * file), lower-cased, without the ones that describe that file's body.
 * @param {NetlifyDev} netlify
 * @param {string} pathname
 */
async function headersFor(netlify, pathname) {
  /** @type {Record<string, string>} */
  const headers = {};
  const response = await netlify.handle(new Request(`http://localhost${pathname}`));
  for (const [key, value] of response?.headers ?? []) {
    if (
      !/^(content-(type|length|encoding|range)|etag|last-modified|age|date|connection|transfer-encoding|cache-control)$/i.test(
        key,
      )
    ) {
      headers[key.toLowerCase()] = value;
    }
  }
  return headers;
}

/** The Brotli quality of compression on the fly (what a CDN does for each response; the page-weight figures use it too). */
export const BROTLI_QUALITY = 5;

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json|rss\+xml)|image\/svg\+xml)/i;

/**
 * Chooses the encoding of a text body as Netlify's CDN does (Brotli when the browser accepts it, else
 * gzip), so what `npm start` serves weighs what visitors download (Lighthouse and the page-weight
 * figures measure transfer sizes). Sets the encoding headers on `headers` and returns the encoding,
 * or null when the body stays as it is.
 * @param {http.IncomingMessage} req
 * @param {Record<string, string | string[]>} headers lower-case names
 * @returns {"br" | "gzip" | null}
 */
function negotiateEncoding(req, headers) {
  const type = String(headers["content-type"] ?? "");
  if (!COMPRESSIBLE.test(type) || headers["content-encoding"]) return null;
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const br = /\bbr\b/.test(accepted);
  if (!br && !/\bgzip\b/.test(accepted)) return null;
  delete headers["content-length"];
  headers["content-encoding"] = br ? "br" : "gzip";
  headers["vary"] = headers["vary"] ? `${headers["vary"]}, Accept-Encoding` : "Accept-Encoding";
  return br ? "br" : "gzip";
}

/**
 * The encoder stream of negotiateEncoding's choice (the encoding headers set on `headers`), or null.
 * @param {http.IncomingMessage} req
 * @param {Record<string, string | string[]>} headers lower-case names
 */
export function compressor(req, headers) {
  const encoding = negotiateEncoding(req, headers);
  return encoding ? encoderStream(encoding) : null;
}

/** zlib's options for each encoding: the streams below and the stored copies of static files alike. */
const ENCODERS = { br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }, gzip: { level: 6 } };

/** @param {"br" | "gzip"} encoding */
function encoderStream(encoding) {
  return encoding === "br" ? zlib.createBrotliCompress(ENCODERS.br) : zlib.createGzip(ENCODERS.gzip);
}

/** The compressed copies of the static files served so far (scripts/lib/compressed-bodies.mjs). */
const staticBodies = compressedBodies({ encoders: ENCODERS });

/**
 * @param {http.ServerResponse} res
 * @param {Response} response
 * @param {http.IncomingMessage} req
 * @param {boolean} isStatic a file of public/, whose compressed copy is kept (functions' answers are compressed each time)
 */
async function sendResponse(res, response, req, isStatic) {
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") continue;
    headers[key] = value;
  }
  const cookies = response.headers.getSetCookie?.() ?? [];
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  const empty = req.method === "HEAD" || !response.body || response.status === 204 || response.status === 304;
  const encoding = empty ? null : negotiateEncoding(req, headers);
  if (encoding && isStatic && response.status === 200) {
    const body = await staticBodies.compress(encoding, Buffer.from(await response.arrayBuffer()));
    headers["content-length"] = String(body.length);
    res.writeHead(response.status, response.statusText || undefined, headers);
    res.end(body);
    return;
  }
  const encoder = encoding ? encoderStream(encoding) : null;
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (empty || !response.body) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(/** @type {any} */ (response.body));
  if (encoder) body.pipe(encoder).pipe(res);
  else body.pipe(res);
}

/**
 * Listens, and stops cleanly on SIGINT/SIGTERM: no new connections, open ones closed, emulator stopped.
 * @param {http.Server} server
 * @param {NetlifyDev} netlify
 * @param {{ port: number, host: string, onStop?: () => void }} options
 */
export async function listen(server, netlify, { port, host, onStop }) {
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(undefined));
  }).catch(async (/** @type {NodeJS.ErrnoException} */ error) => {
    await netlify.stop().catch(() => {});
    if (error.code !== "EADDRINUSE") throw error;
    // One line, no stack: the port is another process's.
    console.error(
      `[serve] port ${port} on ${host} is already in use by another process: stop it or set PORT to another port`,
    );
    process.exit(1);
  });
  let stopping = false;
  const stop = async (/** @type {string} */ signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[serve] ${signal}: stopping`);
    onStop?.();
    server.close();
    server.closeAllConnections();
    await netlify.stop().catch(() => {});
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  return server.address();
}
