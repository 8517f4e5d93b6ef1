import type { GatsbyBrowser } from "gatsby";

export { wrapPageElement } from "./src/wrap-page";

/** Marks the document once React has hydrated it (end-to-end tests wait for this). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};
