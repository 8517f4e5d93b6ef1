import { act } from "react";
import { hydrateInTransition } from "./hydrate";

/**
 * The renderer Gatsby is given (gatsby-browser.tsx replaceHydrateFunction). `gatsby develop` calls it
 * for its loading indicator too, whose element starts empty while the page (already rendered) has
 * its focus wrapper full: judged by that wrapper, the indicator was hydrated against nothing, and
 * every page of `npm run cms` showed "Hydration failed" (issue 39, item 7).
 */
describe("hydrateInTransition", () => {
  let errors: jest.SpyInstance;
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => {
    document.body.innerHTML = "";
    errors = jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  const Page = () => (
    <div id="gatsby-focus-wrapper">
      <main>Hello</main>
    </div>
  );

  /** What the server renders for <Page /> (react-dom/server needs TextEncoder, which jsdom lacks). */
  const SERVER_HTML = '<div id="gatsby-focus-wrapper"><main>Hello</main></div>';

  it("hydrates a container that holds the server's HTML, keeping its nodes", async () => {
    const root = document.createElement("div");
    root.id = "___gatsby";
    root.innerHTML = SERVER_HTML;
    document.body.append(root);
    const main = root.querySelector("main");
    let cleanup: () => void = () => {};
    await act(async () => {
      cleanup = hydrateInTransition(<Page />, root);
    });
    expect(root.querySelector("main")).toBe(main);
    expect(errors).not.toHaveBeenCalled();
    await act(async () => cleanup());
    expect(root.innerHTML).toBe("");
  });

  it("renders an empty container even when the page beside it has markup (develop's loading indicator)", async () => {
    const page = document.createElement("div");
    page.id = "___gatsby";
    page.innerHTML = SERVER_HTML;
    const indicator = document.createElement("first-render-loading-indicator");
    document.body.append(page, indicator);
    let cleanup: () => void = () => {};
    await act(async () => {
      cleanup = hydrateInTransition(<span>Preparing requested page</span>, indicator);
    });
    expect(indicator.textContent).toBe("Preparing requested page");
    expect(errors).not.toHaveBeenCalled();
    await act(async () => cleanup());
    expect(indicator.innerHTML).toBe("");
  });

  it("renders a page shell without server HTML (develop's page) instead of hydrating it", async () => {
    const root = document.createElement("div");
    root.id = "___gatsby";
    document.body.append(root);
    await act(async () => {
      hydrateInTransition(<Page />, root);
    });
    expect(root.querySelector("main")?.textContent).toBe("Hello");
    expect(errors).not.toHaveBeenCalled();
  });
});
