/**
 * @jest-environment node
 */
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { ReactElement } from "react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { Box, Button, Card, Flex, Heading, Link, Text, type Theme } from "theme-ui";
import { jsx as themeJsx } from "theme-ui/jsx-runtime";
import { BOXES, jsx } from "./jsx-runtime";
import ThemeRoot from "../theme-root";

type Props = Record<string, unknown>;

/**
 * The page's markup with every class replaced by the CSS Emotion made for it (with the class
 * itself as `&`), so two renderings compare by what they style rather than by hash; and the number
 * of classes Emotion inserted that no element has.
 */
function rendered(element: ReactElement) {
  const cache = createCache({ key: "css" });
  cache.compat = true; // as gatsby-ssr.tsx renders: the CSS stays in the cache, out of the markup
  const html = renderToString(createElement(CacheProvider, { value: cache }, createElement(ThemeRoot, null, element)));
  const { styles } = createEmotionServer(cache).extractCriticalToChunks(html);
  const css = styles.map((s) => s.css).join("");
  const canonical = html.replace(/css-([a-z0-9]+)/g, (_, id: string) => {
    const rules = css.match(new RegExp(`[^{}]*\\.css-${id}[^{}]*\\{[^}]*\\}`, "g")) ?? [];
    return `{${rules.map((r) => r.split(`.css-${id}`).join("&")).join("")}}`;
  });
  const unused = Object.keys(cache.inserted).filter(
    (id) => cache.registered[`css-${id}`] !== undefined && !html.includes(`css-${id}`),
  );
  return { canonical, unused: unused.length };
}

const sx = { color: "primary", mt: 2, px: [3, 4], ":hover": { color: "text" } };
const sxFunction = (t: Theme) => ({ borderColor: t.colors?.border as string, borderWidth: 1 });

const cases: [string, unknown, Props][] = [
  ["Box", Box, { sx, children: "box" }],
  ["Box as a section with a variant and css", Box, { as: "section", variant: "layout.container", sx, css: { top: 0 } }],
  ["Box with a function", Box, { sx: sxFunction, className: "kept" }],
  ["Flex", Flex, { sx: { flexDirection: "column", gap: 3 } }],
  ["Flex with a function", Flex, { sx: sxFunction }],
  ["Text", Text, { sx, children: "text" }],
  ["Text as a paragraph with its own variant", Text, { as: "p", variant: "lead", sx: { mb: 3 } }],
  ["Heading", Heading, { sx: { fontSize: [5, 6] }, children: "heading" }],
  ["Heading as h1", Heading, { as: "h1", sx: { mb: 0 }, children: "title" }],
  ["Link", Link, { href: "/contact", sx: { fontWeight: "bold" }, children: "link" }],
  ["Card", Card, { sx: { p: 4 }, children: "card" }],
  ["Button", Button, { type: "button", sx: { px: 4 }, children: "button" }],
  ["Button hidden, with a variant", Button, { hidden: true, variant: "secondary", sx: { px: 4 } }],
];

describe("the site's JSX runtime", () => {
  it.each(cases)("renders %s as Theme UI's runtime does, without the classes that style nothing", (_, type, props) => {
    const theirs = rendered(themeJsx(type as never, props as never) as ReactElement);
    const ours = rendered(jsx(type as never, props as never) as ReactElement);
    expect(ours.canonical).toBe(theirs.canonical);
    expect(ours.canonical).toMatch(/class="[^"]*\{&\{/);
    expect(ours.unused).toBe(0);
    expect(theirs.unused).toBeGreaterThan(0);
  });

  it("covers every component it renders as a Box", () => {
    const tested = new Set(cases.map(([, type]) => type));
    for (const type of BOXES.keys()) expect(tested.has(type)).toBe(true);
  });

  it("renders a component as it is when it has no sx", () => {
    const element = jsx(Heading as never, { children: "plain" } as never) as ReactElement;
    expect(element.type).toBe(Heading);
  });

  it("keeps Theme UI's runtime for other components, which get a class instead of sx", () => {
    const seen: Props[] = [];
    function Probe(props: Props) {
      seen.push(props);
      return createElement("a", { className: props.className as string }, "probe");
    }
    const { canonical } = rendered(jsx(Probe as never, { sx: { color: "primary" } } as never) as ReactElement);
    expect(seen[0]).not.toHaveProperty("sx");
    expect(seen[0]?.className).toMatch(/^css-/);
    expect(canonical).toMatch(/<a class="\{&\{color:/);
  });
});
