/** POST /api/desk/link { email } → 202, the same answer for every address (a listed one gets a sign-in link by e-mail). */
import { notifyConfigFromEnv } from "../../leads/notify";
import { ipSalt } from "../../intake/ip-hash";
import { isLocalHost, type Shape } from "../../shared/http";
import { issueLink, limitsFromEnv, requestLink } from "../auth";
import { json } from "../http";
import { DESK_PATH } from "../kit/layout";
import { afterAnswer, type DeskRequest } from "../route";

export const LINK_ANSWER =
  "If this address is on the staff list, a sign-in link is on its way. It works once, for 15 minutes.";
const LIMITED = "Too many sign-in links were asked for. Please wait 15 minutes and try again.";

export const LINK_SHAPE: Shape = {
  email: {
    required: true,
    check: (v) => typeof v === "string" && v.trim().length > 0 && v.length <= 254,
    message: "Enter your e-mail address.",
  },
};

function signInMail(link: string, from: string, to: string) {
  return {
    from,
    to,
    subject: "Your sign-in link for the Atria Digital lead desk",
    text: [
      "Hello,",
      "",
      "Open this link to sign in to the lead desk. It works once, for 15 minutes:",
      "",
      link,
      "",
      "If you did not ask for it, ignore this e-mail: nobody can sign in without the link.",
    ].join("\n"),
  };
}

export async function link(r: DeskRequest, body: Record<string, unknown>): Promise<Response> {
  const { env, log, now, url } = r;
  const result = await requestLink(r.deps.desk(), {
    email: body.email as string,
    ip: r.context.ip ?? null,
    admins: r.admins,
    limits: limitsFromEnv(env),
    salt: await ipSalt(env, r.deps.salt?.() ?? r.deps.leads(), log, r.deps.leads()),
    now,
  });
  if (result.outcome === "limited") return json(429, { message: LIMITED }, { "Retry-After": "900" });
  // Loaded for every address, so a listed one does not answer more slowly (see Mailer.ready).
  const config = notifyConfigFromEnv(env, r.deps.createMailer);
  await config.mailer?.ready?.().catch((error) => log("[desk] could not load the mailer:", error));
  if (result.outcome === "listed") {
    const to = result.email;
    const store = r.deps.desk(); // now: the platform's Blobs context belongs to the request
    // After the answer, so listed and unlisted addresses take the same time to answer.
    const work = (async () => {
      const link = `${url.origin}${DESK_PATH}/sign-in#token=${await issueLink(store, to, now)}`;
      if (config.mailer) {
        await config.mailer.send(signInMail(link, config.mailFrom, to));
      } else if (isLocalHost(url.hostname) && Boolean(env.NETLIFY_LOCAL || env.NETLIFY_DEV)) {
        // `npm start` without SMTP_URL: the link goes to this server's log, and nowhere else.
        log(`[desk] sign-in link for ${to} (SMTP_URL is not set; local server only): ${link}`);
      } else {
        log("[desk] a sign-in link was asked for, but SMTP_URL is not set: no e-mail was sent");
      }
    })().catch((error) => log("[desk] could not send a sign-in link:", error));
    await afterAnswer(r, work);
  }
  return json(202, { message: LINK_ANSWER });
}
