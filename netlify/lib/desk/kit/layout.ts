/**
 * The desk's page kit, its frame: the paths, the signed-in viewer, and the layout every desk page
 * is drawn in (head, header with the sections and reports, sign-out). Every value goes through
 * `markup` (../../shared/html.ts): lead text is only ever text.
 */
import { markup, type Html } from "../../shared/html";

export const DESK_PATH = "/admin/leads";
export const APPLICATIONS_PATH = `${DESK_PATH}/applications`;

export interface Viewer {
  email: string;
  csrf: string;
}

export function layout(title: string, body: Html, viewer: Viewer | null): string {
  const signOut = viewer
    ? markup`<span>${viewer.email}</span>
        <form data-api="/api/desk/sign-out">
          <button type="submit" disabled>Sign out</button>
          <span data-result role="status"></span>
        </form>`
    : "";
  return markup`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        ${viewer ? markup`<meta name="csrf-token" content="${viewer.csrf}" />` : ""}
        <title>${title} | Lead desk | Atria Digital</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/admin/desk.css" />
        <script type="module" src="/admin/desk.mjs"></script>
      </head>
      <body>
        <header>
          <a href="${DESK_PATH}">Atria Digital lead desk</a>
          ${viewer ? reportLinks() : ""}
          ${signOut}
        </header>
        <main id="main">${body}</main>
      </body>
    </html> `.value;
}

function reportLinks(): Html {
  return markup`<nav aria-label="Sections">
      <a href="${DESK_PATH}">Leads</a>
      <a href="${DESK_PATH}/applications">Applications</a>
    </nav>
    <nav aria-label="Reports">
    <a href="${DESK_PATH}/weekly">Weekly report</a>
    <a href="${DESK_PATH}/stats">Visits and conversion</a>
  </nav>`;
}
