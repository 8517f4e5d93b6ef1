/**
 * Contracts shared by the browser, the functions and the build: the lead forms (fields, labels,
 * limits, schemas) and the answers of the API. Isomorphic: importable by all three (ESLint keeps
 * UI, function and script code out of it and it out of them; see eslint.config.mjs).
 */
export * from "./forms.ts";
export * from "./answers.ts";
