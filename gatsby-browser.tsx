import type { GatsbyBrowser } from "gatsby";

import { setupReveal } from "./src/lib/reveal";

export { wrapPageElement } from "./src/wrap-page";

/** Every page, on first load and after each client-side navigation: wire its scroll reveals. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  setupReveal();
};

/** Marks the document once React has hydrated it (end-to-end tests wait for this). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};
