/** The pages before a session: "send me a sign-in link" (GET /admin/leads signed out) and the page a link opens. */
import { markup } from "../../shared/html";
import { DESK_PATH, layout } from "../kit/layout";

export function signInPage(): string {
  return layout(
    "Sign in",
    markup`<div class="card stack">
      <h1>Sign in to the lead desk</h1>
      <p>
        Enter your work e-mail address. If it is on the staff list, we e-mail you a sign-in link that works once, for 15
        minutes.
      </p>
      <form data-api="/api/desk/link" class="stack">
        <div>
          <label for="email">E-mail address</label>
          <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" />
        </div>
        <button type="submit" disabled>Send me a sign-in link</button>
        <p data-result role="status"></p>
      </form>
    </div>`,
    null,
  );
}

export function redeemPage(): string {
  return layout(
    "Sign in",
    markup`<div class="card stack">
      <h1>Sign in to the lead desk</h1>
      <form data-api="/api/desk/session" class="stack">
        <input type="hidden" name="token" value="" />
        <p>This link signs you in once. It expires 15 minutes after it was sent.</p>
        <button type="submit" disabled>Sign in</button>
        <p data-result role="status"></p>
      </form>
      <p><a href="${DESK_PATH}">Ask for a new link</a></p>
    </div>`,
    null,
  );
}
