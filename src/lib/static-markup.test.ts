import { createElement as h, forwardRef, memo, Component, Fragment, createContext, type ReactElement } from "react";
import path from "node:path";
import { TextEncoder } from "node:util";
import { renderToStaticMarkup, escapeHtml } from "./static-markup";

// react-dom/server's browser build (what jsdom resolves) needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
const reactRender = (element: ReactElement) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- after the TextEncoder above
  (require("react-dom/server") as typeof import("react-dom/server")).renderToStaticMarkup(element);

/** The HTML as the browser parses it (attribute case and `/>` normalised), which is what innerHTML keeps. */
function parsed(html: string): string {
  const box = document.createElement("div");
  box.innerHTML = html;
  return box.innerHTML;
}

type RenderImage = (props: Record<string, unknown>) => string;

/** gatsby-plugin-image's own browser module, with `react-dom/server` as React's or as ours. */
function pluginRenderer(withOurs: boolean): RenderImage {
  let render: RenderImage | undefined;
  jest.isolateModules(() => {
    if (withOurs) jest.doMock("react-dom/server", () => ({ renderToStaticMarkup }));
    else jest.dontMock("react-dom/server");
    // The plugin's CommonJS build of lazy-hydrate (its ES build, under a second hash, is what webpack takes).
    const fs = jest.requireActual<typeof import("fs")>("fs");
    const dist = path.dirname(require.resolve("gatsby-plugin-image/dist/gatsby-image.browser.js"));
    const chunk = fs
      .readdirSync(dist)
      .find(
        (f) =>
          /^lazy-hydrate-[0-9a-f]+\.js$/.test(f) &&
          fs.readFileSync(path.join(dist, f), "utf8").includes('require("react-dom/server")'),
      );
    if (!chunk)
      throw new Error(
        "gatsby-plugin-image no longer has a CommonJS lazy-hydrate module that requires react-dom/server",
      );
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's module, under the mock above
    render = (require(`gatsby-plugin-image/dist/${chunk}`) as { renderImageToString: RenderImage }).renderImageToString;
  });
  return render!;
}

const srcSet = (name: string, ext: string) =>
  [200, 400, 800].map((w) => `/static/a4daccbd508189bbf5b9fefaafd645ed/${w}/${name}.${ext} ${w}w`).join(",\n");

/** Image data in the shapes gatsby-plugin-image gives the site (page-data of /our-work, /about, the blog). */
const IMAGES = {
  constrained: {
    layout: "constrained",
    backgroundColor: "#f8f8f8",
    images: {
      fallback: {
        src: "/static/a/3cf48/tile.jpg",
        srcSet: srcSet("tile", "jpg"),
        sizes: "(min-width: 800px) 800px, 100vw",
      },
      sources: [{ srcSet: srcSet("tile", "webp"), type: "image/webp", sizes: "(min-width: 800px) 800px, 100vw" }],
    },
    width: 800,
    height: 2133,
  },
  fullWidthBlurred: {
    layout: "fullWidth",
    placeholder: {
      fallback:
        "data:image/jpeg;base64,/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/",
    },
    images: {
      fallback: { src: "/static/b/c/hero.jpg", srcSet: srcSet("hero", "jpg"), sizes: "100vw" },
      sources: [
        { srcSet: srcSet("hero", "avif"), type: "image/avif", sizes: "100vw" },
        { srcSet: srcSet("hero", "webp"), type: "image/webp", sizes: "100vw" },
      ],
    },
    width: 1,
    height: 0.5625,
  },
  fixedPlain: {
    layout: "fixed",
    images: {
      fallback: { src: "/static/d/e/logo.png", srcSet: "/static/d/e/logo.png 120w", sizes: "120px" },
      sources: [],
    },
    width: 120,
    height: 40,
  },
};

const CASES: Array<[string, Record<string, unknown>]> = [
  [
    "a constrained tile, lazy, not yet loading",
    { image: IMAGES.constrained, alt: "Midtown Roasters' site", isLoading: false, isLoaded: false },
  ],
  [
    "the same tile loading",
    { image: IMAGES.constrained, alt: "Midtown Roasters' site", isLoading: true, isLoaded: false },
  ],
  [
    "the same tile loaded before (cached)",
    { image: IMAGES.constrained, alt: "Midtown Roasters' site", isLoading: true, isLoaded: true },
  ],
  [
    "a full-width hero, eager, with a blurred placeholder, art-direction sources and styles",
    {
      image: IMAGES.fullWidthBlurred,
      alt: 'A "quoted" <b>alt</b> & an ampersand',
      loading: "eager",
      isLoading: true,
      isLoaded: false,
      imgClassName: "hero-img",
      imgStyle: { borderRadius: 8, zIndex: 2, opacity: 0.5, transitionDelay: "0ms", margin: 0 },
      objectFit: "contain",
      objectPosition: "50% 20%",
      backgroundColor: "rgb(1, 2, 3)",
      title: "Title with 'quotes'",
      decoding: "sync",
      "data-testid": "hero",
    },
  ],
  ["a fixed logo with no placeholder", { image: IMAGES.fixedPlain, alt: "", isLoading: false, isLoaded: false }],
];

describe("static-markup renders gatsby-plugin-image's client-side images as react-dom/server does", () => {
  const theirs = pluginRenderer(false);
  const ours = pluginRenderer(true);

  test("the two renderers really differ (the mock reached the plugin)", () => {
    expect(theirs).not.toBe(ours);
  });

  // The plugin styles its markup inline unless its gatsby-node defined GATSBY___IMAGE (the site's case).
  const installed = (value: boolean) => ((globalThis as { GATSBY___IMAGE?: boolean }).GATSBY___IMAGE = value);
  afterEach(() => delete (globalThis as { GATSBY___IMAGE?: boolean }).GATSBY___IMAGE);

  test.each(CASES.flatMap(([name, props]) => [true, false].map((on) => [name, on, props] as const)))(
    "%s (plugin's global defined: %s)",
    (_name, on, props) => {
      installed(on);
      const expected = theirs(props);
      const actual = ours(props);
      expect(parsed(actual)).toBe(parsed(expected));
      // The markup an image needs is there: a main image with its addresses or their data- copies.
      expect(expected).toMatch(/data-main-image=""/);
    },
  );
});

describe("static-markup itself", () => {
  test("escapes text and attribute values", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#x27;s&lt;/a&gt;",
    );
    const paragraph = () => h("p", { title: `"><script>alert(1)</script>` }, "<img src=x onerror=alert(1)>", 3);
    const html = renderToStaticMarkup(paragraph());
    expect(html).toBe(
      '<p title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">&lt;img src=x onerror=alert(1)&gt;3</p>',
    );
    expect(html).toBe(reactRender(paragraph()));
  });

  test("fragments, memo and forwardRef render their children; events, refs and false are dropped", () => {
    const Inner = memo(function Inner({ label }: { label: string }) {
      return h("span", { "aria-hidden": true }, label);
    });
    const Outer = forwardRef<HTMLButtonElement, { hidden: boolean }>(function Outer({ hidden }, ref) {
      return h(
        "button",
        {
          type: "button",
          ref,
          hidden,
          onClick: () => {},
          "data-on": false,
          className: "box",
          style: { marginTop: 4, lineHeight: 1.5, width: "" },
        },
        h(Fragment, null, h(Inner, { label: "a" }), false, null, ["b", h("br", { key: "br" })]),
      );
    });
    for (const hidden of [true, false]) {
      expect(renderToStaticMarkup(h(Outer, { hidden }))).toBe(reactRender(h(Outer, { hidden })));
    }
  });

  test("what it does not support fails loudly, naming it", () => {
    class Legacy extends Component {
      override render() {
        return h("p");
      }
    }
    expect(() => renderToStaticMarkup(h(Legacy))).toThrow(/class components are not supported \(Legacy\)/);
    const Context = createContext(0);
    expect(() => renderToStaticMarkup(h(Context.Provider, { value: 1 }, "x"))).toThrow(/unsupported element type/);
    expect(() => renderToStaticMarkup({} as never)).toThrow(/cannot render \[object Object\]/);
  });
});
