/**
 * The JSX runtime of the site's own code (the `jsxImportSource` "#jsx", which package.json's
 * "imports" and gatsby-node.ts map to this file): Theme UI's, except that Theme UI's Box and the
 * components that are only a Box with defaults get `sx` as it is.
 *
 * Theme UI's runtime turns `sx` into Emotion's `css` prop on every element. On a Theme UI
 * component (`<Box sx>`, `<Heading sx>`) that makes Emotion compile the `sx` styles into a class of
 * their own, insert it, and hand it to the component as `className`; the Box merges that class's
 * styles with its own into the class the element finally gets. The first class styles nothing,
 * but every one was hashed and inserted on the server and again in the browser while the page
 * hydrated (about 90 on the home page, each an Emotion element more to hydrate), and the server
 * had to name them in the HTML so that the browser did not insert them a third time. Box reads
 * `sx` itself, after its variant and before its `css` prop, where the merged class had it too, so
 * given `sx` untouched it makes the same one class, with the same name, and no other.
 *
 * Text, Heading, Button, Link and Card are a Box with an element, a variant, a theme key and
 * sometimes base styles, and they hand `sx` on to the Box through Theme UI's own runtime, which
 * turns it into `css` there: they are rendered here as that Box directly (`BOXES`, Theme UI
 * 0.17's defaults; jsx-runtime.test.ts renders every one both ways and compares the markup and
 * the CSS). Flex adds `display: flex` to `sx`. Everything else keeps Theme UI's runtime: only
 * these components are known to read `sx` (Gatsby's Link, for one, would pass it to the DOM).
 */
import { jsx as reactJsx, jsxs as reactJsxs } from "react/jsx-runtime";
import { Box, Button, Card, Flex, Heading, Link, Text, type Theme, type ThemeUIStyleObject } from "theme-ui";
import { jsx as themeJsx, jsxs as themeJsxs } from "theme-ui/jsx-runtime";

export { Fragment } from "theme-ui/jsx-runtime";
export type { JSX } from "theme-ui/jsx-runtime";

type Props = Record<string, unknown>;
/** A JSX function: React's, Theme UI's, or their development forms (which take more arguments). */
type Runtime = (type: unknown, props: Props, ...rest: unknown[]) => unknown;

interface BoxDefaults {
  /** Props the caller's props override (`as`, `variant`). */
  readonly base: Props;
  /** Props that override the caller's (`__themeKey`, `__css`). */
  readonly fixed: (props: Props) => Props;
}

const headingCss = { fontFamily: "heading", fontWeight: "heading", lineHeight: "heading" };

/** Theme UI 0.17's components that render nothing but a Box, as the props they give it. */
export const BOXES: ReadonlyMap<unknown, BoxDefaults> = new Map<unknown, BoxDefaults>([
  [Text, { base: { as: "span", variant: "default" }, fixed: () => ({ __themeKey: "text" }) }],
  [Heading, { base: { as: "h2", variant: "heading" }, fixed: () => ({ __themeKey: "text", __css: headingCss }) }],
  [Link, { base: { as: "a", variant: "styles.a" }, fixed: () => ({ __themeKey: "links" }) }],
  [Card, { base: { variant: "primary" }, fixed: () => ({ __themeKey: "cards" }) }],
  [
    Button,
    {
      base: { as: "button", variant: "primary" },
      fixed: (props) => ({
        __themeKey: "buttons",
        __css: {
          appearance: "none",
          display: props.hidden ? undefined : "inline-block",
          textAlign: "center",
          lineHeight: "inherit",
          textDecoration: "none",
          fontSize: "inherit",
          px: 3,
          py: 2,
          color: "white",
          bg: "primary",
          border: 0,
          borderRadius: 4,
        },
      }),
    },
  ],
]);

type Sx = ThemeUIStyleObject | ((theme: Theme) => ThemeUIStyleObject) | undefined;

/** The props of the Box a Theme UI component renders, or null for any other type. */
export function boxProps(type: unknown, props: Props): Props | null {
  if (type === Box) return props;
  if (type === Flex) {
    const sx = props.sx as Sx;
    return {
      ...props,
      sx: (theme: Theme) => ({ display: "flex", ...(typeof sx === "function" ? sx(theme) : sx) }),
    };
  }
  const defaults = BOXES.get(type);
  return defaults ? { ...defaults.base, ...props, ...defaults.fixed(props) } : null;
}

/** Theme UI's JSX function, except for a Theme UI component with `sx`: React's, for its Box. */
export function choose(theme: Runtime, react: Runtime): Runtime {
  return (type, props, ...rest) => {
    const box = props.sx === undefined ? null : boxProps(type, props);
    return box ? react(Box, box, ...rest) : theme(type, props, ...rest);
  };
}

export const jsx = choose(themeJsx as Runtime, reactJsx as Runtime) as typeof themeJsx;
export const jsxs = choose(themeJsxs as Runtime, reactJsxs as Runtime) as typeof themeJsxs;
