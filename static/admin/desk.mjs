/**
 * The lead desk's only script (docs/desk.md), loaded by every page of /admin/leads as a module
 * (the pages' policy allows 'self' scripts and nothing inline). A static file rather than part of the
 * desk function, so a page costs one function call; .mjs, so the year-long caching of `/*.js`
 * never applies to it.
 *
 * It sends every `form[data-api]` as JSON (numbers for `data-type="int"` fields) with the page's CSRF
 * token, shows the answer's message in the form's `[data-result]` live region and follows the
 * answer's `location` on success. Submit buttons start disabled and are enabled here, so a form can
 * never be sent natively (which would put a sign-in token in a URL). On the sign-in page it moves the
 * token from the link's fragment (never sent to a server) into the form and out of the address bar.
 */
const meta = document.querySelector('meta[name="csrf-token"]');
const csrf = meta ? meta.getAttribute("content") : "";
const token = document.querySelector('input[name="token"]');
for (const button of document.querySelectorAll('form[data-api] button[type="submit"]')) button.disabled = false;
if (token) {
  const found = /(?:^#|&)token=([A-Za-z0-9_-]+)/.exec(location.hash);
  if (found) token.value = found[1];
  history.replaceState(null, "", location.pathname);
}
document.addEventListener("submit", async (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.dataset.api) return;
  event.preventDefault();
  const result = form.querySelector("[data-result]");
  const button = form.querySelector('button[type="submit"]');
  const body = {};
  for (const element of form.elements) {
    if (!element.name || element.disabled) continue;
    body[element.name] = element.dataset.type === "int" ? Number(element.value) : element.value;
  }
  if (button) button.disabled = true;
  if (result) result.textContent = "Sending…";
  try {
    const headers = { "Content-Type": "application/json" };
    if (csrf) headers["X-CSRF-Token"] = csrf;
    const res = await fetch(form.dataset.api, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    const answer = await res.json().catch(() => ({ message: "Unexpected answer from the server." }));
    if (result) {
      result.textContent = typeof answer.message === "string" ? answer.message : "";
      result.dataset.state = res.ok ? "ok" : "error";
    }
    if (res.ok && typeof answer.location === "string" && answer.location.startsWith("/")) {
      location.assign(answer.location);
      return;
    }
  } catch {
    if (result) {
      result.textContent = "Network error. Please try again.";
      result.dataset.state = "error";
    }
  }
  if (button) button.disabled = false;
});
