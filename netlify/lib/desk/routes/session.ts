/** POST /api/desk/session { token } → 200 with the session cookie, or 401; POST /api/desk/sign-out {} → 200, session deleted. */
import type { Shape } from "../../shared/http";
import { clearedCookie, createSession, pruneDesk, redeemLink, revokeSession, sessionCookie } from "../auth";
import { json } from "../http";
import { DESK_PATH } from "../kit/layout";
import { afterAnswer, type DeskRequest } from "../route";

export const SESSION_SHAPE: Shape = {
  token: {
    required: true,
    check: (v) => typeof v === "string" && v.length <= 100,
    message: "This sign-in link is not valid.",
  },
};

export async function signIn(r: DeskRequest, body: Record<string, unknown>): Promise<Response> {
  const email = await redeemLink(r.deps.desk(), body.token as string, { admins: r.admins, now: r.now });
  if (!email) {
    return json(401, {
      message: "This sign-in link is not valid: it was already used, has expired or is incomplete. Ask for a new one.",
    });
  }
  const store = r.deps.desk();
  const { id } = await createSession(store, email, r.now);
  await afterAnswer(
    r,
    pruneDesk(store, r.now).catch((error) => r.log("[desk] housekeeping failed:", error)),
  );
  return json(200, { message: "Signed in.", location: DESK_PATH }, { "Set-Cookie": sessionCookie(id) });
}

export async function signOut(r: DeskRequest & { viewer?: { hash: string } }): Promise<Response> {
  await revokeSession(r.deps.desk(), r.viewer!.hash);
  return json(200, { message: "Signed out.", location: DESK_PATH }, { "Set-Cookie": clearedCookie() });
}
