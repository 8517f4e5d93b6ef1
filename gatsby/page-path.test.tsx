/**
 * @jest-environment jsdom
 */
import { TextEncoder } from "node:util";
import type { ReactElement } from "react";
import { PAGE_PATH_SCRIPT, pagePathFromAttribute } from "./page-path";

// react-dom/server's browser build (what jsdom resolves) needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
const renderToStaticMarkup = (element: ReactElement): string =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require("react-dom/server") as typeof import("react-dom/server")).renderToStaticMarkup(element);

const gatsbyLoader = (path: string) => (
  <script
    key="script-loader"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(path)};/*]]>*/` }}
  />
);

describe("pagePathFromAttribute", () => {
  it("gives every page the same script, with its path in an attribute", () => {
    const [contact] = pagePathFromAttribute([gatsbyLoader("/contact")]);
    const [post] = pagePathFromAttribute([gatsbyLoader('/blog/a"b&<c>')]);
    expect(renderToStaticMarkup(<>{contact}</>)).toBe(
      `<script id="gatsby-script-loader" data-page-path="/contact">${PAGE_PATH_SCRIPT}</script>`,
    );
    // The attribute is escaped by React; the script body is the same on both pages.
    expect(renderToStaticMarkup(<>{post}</>)).toBe(
      `<script id="gatsby-script-loader" data-page-path="/blog/a&quot;b&amp;&lt;c&gt;">${PAGE_PATH_SCRIPT}</script>`,
    );
  });

  it("sets window.pagePath to the page's path when run in the page", () => {
    const [post] = pagePathFromAttribute([gatsbyLoader('/blog/a"b&<c>')]);
    document.body.innerHTML = renderToStaticMarkup(<>{post}</>);
    const script = document.getElementById("gatsby-script-loader")!;
    Object.defineProperty(document, "currentScript", { value: script, configurable: true });
    const w = window as unknown as { pagePath?: string };
    new Function(script.textContent!)();
    expect(w.pagePath).toBe('/blog/a"b&<c>');
  });

  it("leaves every other component alone and fails on a loader script it does not know", () => {
    const other = <script key="x" dangerouslySetInnerHTML={{ __html: "window.x=1" }} />;
    expect(pagePathFromAttribute([other, "text"])).toEqual([other, "text"]);
    const inlined = (
      <script
        key="script-loader"
        id="gatsby-script-loader"
        dangerouslySetInnerHTML={{ __html: '/*<![CDATA[*/window.pagePath="/";window.pageData={};/*]]>*/' }}
      />
    );
    expect(() => pagePathFromAttribute([inlined])).toThrow(/gatsby-script-loader in a shape/);
  });
});
