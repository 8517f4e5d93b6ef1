/**
 * Contracts shared by the browser, the functions and the build: the lead forms (fields, labels,
 * limits, schemas) and the answers of the API. Isomorphic: importable by all three; ESLint keeps
 * UI, React, Node built-ins, function and script code out of it (see eslint.config.mjs).
 *
 * This index brings the form contracts, and with them Yup: a page without a form that needs only an
 * answer type or endpoint imports `./answers` itself (the News page does), so Yup stays in the
 * lazily loaded form chunks.
 */
export * from "./forms.ts";
export * from "./answers.ts";
