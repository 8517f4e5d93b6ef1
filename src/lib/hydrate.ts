/**
 * The renderer gatsby-browser.tsx gives Gatsby (`replaceHydrateFunction`): hydration as a
 * transition. docs/decisions/hydrate-in-transition.md
 */
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type HydrationOptions, type Root } from "react-dom/client";

/**
 * The root options Gatsby's production-app gives hydrateRoot and createRoot
 * (.cache/production-app.js through react-dom-utils.js): onUncaughtError logs the error (and runs
 * the plugins' onUncaughtError, which no plugin of this site has), onCaughtError runs the
 * plugins' onCaughtError. Both are React 19 root options that React 18.3 does not read. Neither
 * Gatsby nor this file sets onRecoverableError, so React reports recoverable errors (hydration
 * mismatches) its default way, with reportError: to the console and window's "error" event.
 */
const rootOptions: HydrationOptions & {
  onUncaughtError: (error: unknown, errorInfo: unknown) => void;
  onCaughtError: (error: unknown, errorInfo: unknown) => void;
} = {
  onUncaughtError: (error: unknown, errorInfo: unknown) => console.error("Uncaught error:", error, errorInfo),
  onCaughtError: () => {},
};

/**
 * Hydrates the page as a transition. Gatsby's own `hydrateRoot` call gives the first pass React's
 * default priority, which renders the whole page frame in one uninterrupted task (about 30 ms of
 * CPU on a fast laptop, four times that on a mid-range phone). In a transition React renders it in
 * slices of about 5 ms and lets the browser handle input in between; the Suspense boundaries inside
 * (src/components/layout.tsx, src/components/section.tsx) then hydrate at idle priority as before.
 *
 * Only a container that holds server HTML is hydrated: Gatsby also calls this function for roots
 * of its own whose element starts empty (`gatsby develop`'s loading indicator, and its page shell,
 * which has no server HTML), and those are rendered, as Gatsby's default renderer does. Judging by
 * the page's focus wrapper instead of the container hydrated the indicator's empty element once the
 * page had rendered: "Hydration failed" behind every page of `npm run cms`
 * (docs/decisions/hydrate-in-transition.md). Returns the root's cleanup, which Gatsby calls to
 * remove the indicator.
 */
export function hydrateInTransition(element: ReactElement, container: Element): () => void {
  const wrapper = container.querySelector("#gatsby-focus-wrapper");
  const hasMarkup = container.children.length > 0 && (wrapper === null || wrapper.children.length > 0);
  let root: Root | undefined;
  startTransition(() => {
    if (hasMarkup) root = hydrateRoot(container, element, rootOptions);
    else (root = createRoot(container, rootOptions)).render(element);
  });
  return () => root?.unmount();
}
