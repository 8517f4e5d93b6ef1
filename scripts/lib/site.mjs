// @ts-check
/**
 * The served site a test step measures: `npm start` (scripts/serve.mjs) on the build in public/,
 * with the news function reading a local stand-in for Hacker News, both on 127.0.0.1 and both
 * owned by the step (scripts/lib/services.mjs).
 *
 * Each start gets a random instance id that the server sends back in `x-serve-instance`; the step
 * waits for its own id, so it never measures a server it did not start, even if something else
 * answers on the port.
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startNewsStandIn } from "./news-stand-in.mjs";
import { E2E_DESK_ENV, startMailStandIn } from "./mail-stand-in.mjs";
import { LOOPBACK, claimPort, sleep, startService, stopService } from "./services.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const INSTANCE_HEADER = "x-serve-instance";
const FRONT_PAGE = path.join(ROOT, "tests/e2e/news-fixture/hn-front-page.json");

/**
 * Serves public/ as it is (SKIP_BUILD=1) with the news and mail stand-ins; resolves once the server
 * this call started answers /api/health with its own instance id.
 * @param {{ port?: string, portVariable?: string, env?: NodeJS.ProcessEnv, log?: (line: string) => void }} [options]
 *   port: an explicit port (checked to be free); unset: a free port.
 * @returns {Promise<{ base: string, port: number, newsPort: number, mailUrl: string, stop: () => Promise<void> }>}
 */
export async function startSite(options = {}) {
  if (!existsSync(path.join(ROOT, "public", "index.html")))
    throw new Error("public/ has no build: run `npm run build` first");
  const port = await claimPort(options.port, options.portVariable ?? "PORT");
  const news = await startNewsStandIn(FRONT_PAGE, 0);
  const mail = await startMailStandIn();
  const instance = randomUUID();
  const service = startService("npm start", process.execPath, [path.join(ROOT, "scripts/serve.mjs")], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...options.env,
      SKIP_BUILD: "1",
      PORT: String(port),
      HOST: LOOPBACK,
      SERVE_INSTANCE: instance,
      HN_API_BASE_URL: `http://${LOOPBACK}:${news.port}`,
      NEWS_API_KEY: "",
      NEWS_PROVIDER: "",
      SMTP_URL: mail.smtpUrl,
      ...E2E_DESK_ENV,
    },
  });
  const base = `http://${LOOPBACK}:${port}`;
  const stop = async () => {
    await stopService(service);
    await news.stop();
    await mail.stop();
  };
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (service.child.exitCode !== null || service.child.signalCode !== null)
        throw new Error(`npm start exited before answering on ${base}:\n${service.output.join("")}`);
      const id = await fetch(`${base}/api/health`)
        .then((res) => (res.ok ? res.headers.get(INSTANCE_HEADER) : null))
        .catch(() => null);
      if (id === instance) break;
      if (id !== null)
        throw new Error(
          `${base} answers, but not from the server this run started (instance ${id}): port ${port} is taken`,
        );
      if (Date.now() > deadline)
        throw new Error(`npm start did not answer on ${base} within 120 s:\n${service.output.join("")}`);
      await sleep(250);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  options.log?.(
    `== npm start on ${base} (pid ${service.child.pid}; news from the Hacker News stand-in on :${news.port}; mail to ${mail.url})`,
  );
  return { base, port, newsPort: news.port, mailUrl: mail.url, stop };
}
