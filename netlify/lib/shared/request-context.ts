/**
 * What a request's deploy context changes on the server (docs/decisions/preview-leads.md): leads and
 * applications sent to a deploy preview or a branch deploy go to a store of their own, and notify
 * nobody unless LEADS_NOTIFY_CONTEXTS names the context.
 *
 * The context is the function's Context object's `deploy.context` (Netlify Functions API:
 * "production", "deploy-preview", "branch-deploy", "dev"), not the build's CONTEXT variable, which
 * functions do not see. `npm start` hands its functions the CONTEXT it was started with
 * (scripts/lib/platform.mjs); without one the context is "" (local, tests).
 *
 * A request's context, on the server; what the build publishes per context (the build's CONTEXT,
 * URL and DEPLOY_PRIME_URL variables) is src/contracts/deploy-context.ts.
 */

/** The part of a Functions Context this reads; every field optional so tests and old callers pass `{}`. */
export interface DeployContextSource {
  deploy?: { context?: string };
}

/** The variable naming the non-production contexts that may notify (comma or space separated). */
export const NOTIFY_CONTEXTS_VARIABLE = "LEADS_NOTIFY_CONTEXTS";

/** The settings of every channel a lead or an application notifies through. */
export const NOTIFY_VARIABLES = ["SMTP_URL", "LEADS_WEBHOOK_URL", "LEADS_SLACK_WEBHOOK_URL", "HUBSPOT_TOKEN"] as const;

/** The request's deploy context, lower-case ("" when the platform gave none). */
export function deployContextOf(context: DeployContextSource | undefined): string {
  const value = context?.deploy?.context;
  return typeof value === "string" ? value.trim().toLowerCase() : "";
}

/**
 * Whether the context's submissions are the real site's: production, and no context at all
 * (`npm start`, tests) or Netlify CLI's "dev", which run on a local sandbox of the stores.
 */
export function isLiveContext(context: string): boolean {
  return context === "" || context === "production" || context === "dev";
}

/**
 * The store a context's submissions go to: `base` when live; `<base>-deploy-preview` for deploy
 * previews; `<base>-branch-deploy` for branch deploys and any other context Netlify may add. The
 * set is closed, so the retention job can sweep every one of them (STORE_CONTEXTS).
 */
export function storeNameFor(base: string, context: string): string {
  if (isLiveContext(context)) return base;
  return `${base}-${context === "deploy-preview" ? "deploy-preview" : "branch-deploy"}`;
}

/** One context per store `storeNameFor` can give, the live one ("") first. */
export const STORE_CONTEXTS = ["", "deploy-preview", "branch-deploy"] as const;

/**
 * Runs `sweep` on the store of every context (`storeNameFor(base, context)`), one after another: a
 * scheduled function runs on the published deploy only, so it sweeps the previews' stores too. One
 * store's failure is logged and does not stop the others; any failure is thrown at the end.
 */
export async function sweepEveryContext(
  base: string,
  sweep: (context: string, store: string) => Promise<unknown>,
  log: (...a: unknown[]) => void = console.error,
): Promise<void> {
  const failures: unknown[] = [];
  for (const context of STORE_CONTEXTS) {
    const store = storeNameFor(base, context);
    await sweep(context, store).catch((error: unknown) => {
      log(`[${base}] retention of the store "${store}" failed:`, error);
      failures.push(error);
    });
  }
  if (failures.length) throw new AggregateError(failures, `[${base}] retention failed for some stores`);
}

/** The contexts LEADS_NOTIFY_CONTEXTS names. */
export function notifyContexts(env: Record<string, string | undefined>): string[] {
  return (env[NOTIFY_CONTEXTS_VARIABLE] ?? "")
    .split(/[\s,]+/)
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether a submission in this context may notify anyone: always when live, else only when configured. */
export function notifiesIn(env: Record<string, string | undefined>, context: string): boolean {
  return isLiveContext(context) || notifyContexts(env).includes(context);
}

/**
 * The environment a submission's notifications read: as it is when the context may notify, else
 * without any channel's settings (NOTIFY_VARIABLES), so no e-mail, webhook, Slack message or CRM
 * contact can go out. Everything else (LEADS_IP_SALT, MAIL_FROM, ...) is kept.
 */
export function notifyEnvFor<E extends Record<string, string | undefined>>(env: E, context: string): E {
  if (notifiesIn(env, context)) return env;
  const quiet: Record<string, string | undefined> = { ...env };
  for (const name of NOTIFY_VARIABLES) delete quiet[name];
  return quiet as E;
}

/** Why nothing was sent from a context that may not notify (for the log), or null when it may. */
export function silencedReason(env: Record<string, string | undefined>, context: string): string | null {
  if (notifiesIn(env, context)) return null;
  return `the deploy context "${context}" is not named in ${NOTIFY_CONTEXTS_VARIABLE}`;
}
