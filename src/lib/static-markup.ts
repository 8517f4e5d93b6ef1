import type { ReactNode } from "react";

/**
 * `renderToStaticMarkup` for the browser, for gatsby-plugin-image alone: the plugin's
 * `lazy-hydrate` module, which every GatsbyImage imports when it mounts, draws an image that has
 * no server HTML (after a client-side navigation) with `react-dom/server`. That import put React
 * DOM's whole server renderer (72 KB, 16.9 KB Brotli) on every page with an image, fetched and
 * compiled while the page starts, for markup of five plain function components. The browser
 * build resolves the plugin's `react-dom/server` to this file (gatsby-node.ts,
 * docs/decisions/image-renderer.md); `src/lib/static-markup.test.ts` renders the plugin's own
 * components with both and compares the parsed HTML.
 *
 * What it renders: host elements, text, numbers, arrays, fragments, function components, `memo`
 * and `forwardRef`, `style` objects, `dangerouslySetInnerHTML`. Anything else (class components,
 * context, portals, Suspense) throws, naming what it met: the plugin would have changed, and the
 * test says so before a visitor could.
 */

const REACT_ELEMENT = Symbol.for("react.element");
const REACT_TRANSITIONAL_ELEMENT = Symbol.for("react.transitional.element");
const REACT_FRAGMENT = Symbol.for("react.fragment");
const REACT_FORWARD_REF = Symbol.for("react.forward_ref");
const REACT_MEMO = Symbol.for("react.memo");

type Props = Record<string, unknown> & { children?: ReactNode };
type Element = { $$typeof: symbol; type: unknown; props: Props };

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);

/** Props that are React's, not attributes. */
const NOT_ATTRIBUTES = new Set([
  "children",
  "dangerouslySetInnerHTML",
  "key",
  "ref",
  "suppressContentEditableWarning",
  "suppressHydrationWarning",
]);

/** React's prop names whose attribute is spelt differently (HTML lowercases the rest itself). */
const ATTRIBUTE_NAMES: Record<string, string> = {
  acceptCharset: "accept-charset",
  className: "class",
  htmlFor: "for",
  httpEquiv: "http-equiv",
};

/** HTML's boolean attributes among React's props: present when true, absent when false. */
const BOOLEAN_ATTRIBUTES = new Set([
  "allowFullScreen",
  "async",
  "autoFocus",
  "autoPlay",
  "checked",
  "controls",
  "default",
  "defer",
  "disabled",
  "formNoValidate",
  "hidden",
  "loop",
  "multiple",
  "muted",
  "noModule",
  "noValidate",
  "open",
  "playsInline",
  "readOnly",
  "required",
  "reversed",
  "selected",
]);

/** CSS properties whose numbers have no unit (React's list, for what an image's style can hold). */
const UNITLESS = new Set([
  "animationIterationCount",
  "aspectRatio",
  "columnCount",
  "flex",
  "flexGrow",
  "flexShrink",
  "fontWeight",
  "gridColumn",
  "gridRow",
  "lineClamp",
  "lineHeight",
  "opacity",
  "order",
  "orphans",
  "scale",
  "tabSize",
  "widows",
  "zIndex",
  "zoom",
]);

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function styleText(style: Record<string, unknown>): string {
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(style)) {
    if (value == null || typeof value === "boolean" || value === "") continue;
    const property = name.startsWith("--") ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const text =
      typeof value === "number" && value !== 0 && !UNITLESS.has(name) && !name.startsWith("--")
        ? `${value}px`
        : String(value).trim();
    declarations.push(`${property}:${text}`);
  }
  return declarations.join(";");
}

function attributes(props: Props): string {
  let out = "";
  for (const [name, value] of Object.entries(props)) {
    if (NOT_ATTRIBUTES.has(name) || value == null || typeof value === "function") continue;
    if (name === "style") {
      const text = styleText(value as Record<string, unknown>);
      if (text) out += ` style="${escapeHtml(text)}"`;
      continue;
    }
    const attribute = ATTRIBUTE_NAMES[name] ?? name;
    if (BOOLEAN_ATTRIBUTES.has(name)) {
      if (value === true) out += ` ${attribute.toLowerCase()}=""`;
      continue;
    }
    // Booleans become text on aria-* and data-* only; React drops them elsewhere.
    if (typeof value === "boolean" && !/^(aria|data)-/.test(name)) continue;
    out += ` ${attribute}="${escapeHtml(String(value))}"`;
  }
  return out;
}

function isElement(node: unknown): node is Element {
  const tag = (node as Element | null)?.$$typeof;
  return tag === REACT_ELEMENT || tag === REACT_TRANSITIONAL_ELEMENT;
}

function render(node: unknown): string {
  if (node == null || typeof node === "boolean") return "";
  if (typeof node === "string") return escapeHtml(node);
  if (typeof node === "number" || typeof node === "bigint") return String(node);
  if (Array.isArray(node)) return node.map(render).join("");
  if (!isElement(node)) throw new Error(`static-markup: cannot render ${Object.prototype.toString.call(node)}`);
  const { type, props } = node;
  if (type === REACT_FRAGMENT) return render(props.children);
  if (typeof type === "string") {
    const inner = (props.dangerouslySetInnerHTML as { __html?: string } | undefined)?.__html;
    const open = `<${type}${attributes(props)}`;
    if (VOID.has(type)) return `${open}/>`;
    return `${open}>${inner ?? render(props.children)}</${type}>`;
  }
  if (typeof type === "function") {
    if ((type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent) {
      throw new Error(`static-markup: class components are not supported (${type.name || "anonymous"})`);
    }
    return render((type as (p: Props) => unknown)(props));
  }
  const wrapped = type as { $$typeof?: symbol; render?: (p: Props, ref: null) => unknown; type?: unknown };
  if (wrapped?.$$typeof === REACT_FORWARD_REF && wrapped.render) return render(wrapped.render(props, null));
  if (wrapped?.$$typeof === REACT_MEMO) return render({ ...node, type: wrapped.type });
  throw new Error(`static-markup: unsupported element type ${String(wrapped?.$$typeof ?? type)}`);
}

/** The HTML of `element`, as react-dom/server's function of the same name writes it, for the subset above. */
export function renderToStaticMarkup(element: ReactNode): string {
  return render(element);
}
