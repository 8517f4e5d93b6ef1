// @ts-check
/**
 * The client's address and the site's own origin, taken the way Netlify takes them, for the local
 * platform (scripts/lib/platform.mjs; docs/operations.md, "Client address and origin").
 *
 * On Netlify the edge sets `x-nf-client-connection-ip` and its own `X-Forwarded-For` from the
 * connection, and routes by the request's host, so a function's `context.ip` and `req.url` are
 * never what a client wrote. Netlify's emulator instead reads the client address from the last
 * entry of a client-sent `X-Forwarded-For` and builds the URL from the client's `Host`: under
 * `npm start` a client could reset the per-IP sign-in-link limit and choose the origin of the
 * e-mailed sign-in link. Before the emulator sees a request, this drops every header a client could
 * use to name an address, host or scheme, and sets `X-Forwarded-For` to the socket's address and
 * `Host` to the address the server itself answered on.
 */

/** Headers that name a client address, a host or a scheme: the platform's to set, never the client's. */
export const PLATFORM_HEADERS = [
  "x-forwarded-for",
  "x-nf-client-connection-ip",
  "x-real-ip",
  "client-ip",
  "true-client-ip",
  "forwarded",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  // The deploy a function runs in (its Context's `deploy`): the platform's to say.
  "x-nf-deploy-context",
  "x-nf-deploy-id",
  "x-nf-deploy-published",
  "x-nf-branch",
];

/** The header the Functions runtime reads a function's `context.deploy.context` from. */
export const DEPLOY_CONTEXT_HEADER = "x-nf-deploy-context";

/** `127.0.0.1`, `::1`; an IPv4 address mapped into IPv6 (`::ffff:127.0.0.1`) as IPv4. */
function plainAddress(/** @type {string | undefined} */ address) {
  return (address ?? "").replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
}

/**
 * Rewrites `req.headers` in place as Netlify's edge would have sent them. `deployContext` (the
 * CONTEXT `npm start` runs with, e.g. `deploy-preview`) becomes the functions' `context.deploy.context`,
 * so a local server can play a deploy preview (docs/decisions/preview-leads.md); none when empty.
 * @param {{ headers: Record<string, string | string[] | undefined>, socket: { remoteAddress?: string, localAddress?: string, localPort?: number } }} req
 * @param {string} [deployContext]
 */
export function asNetlifyWould(req, deployContext = "") {
  for (const name of PLATFORM_HEADERS) delete req.headers[name];
  if (deployContext) req.headers[DEPLOY_CONTEXT_HEADER] = deployContext;
  req.headers["x-forwarded-for"] = plainAddress(req.socket.remoteAddress);
  const local = plainAddress(req.socket.localAddress);
  const host = local.includes(":") ? `[${local}]` : local;
  req.headers.host = `${host}:${req.socket.localPort}`;
}
