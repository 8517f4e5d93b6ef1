import { rewriteHtmlFiles } from "./html-files";

/**
 * gatsby-plugin-image writes its lazy images into the static HTML without `src`/`srcset`: the
 * addresses wait in `data-src`/`data-srcset` until an inline script right after each image (or
 * the browser bundle) copies them over, in every browser with native lazy loading. That markup
 * is invalid HTML (an <img> needs src or srcset, `sizes` needs `srcset`, a <source> needs
 * `srcset`), and it hides the images from the browser's preload scanner. This rewrite does at
 * build time what the script does at load time: it moves the addresses into `src`/`srcset`
 * (the image keeps `loading="lazy"`, so the browser still loads it only when it nears the
 * viewport). The inline script then finds nothing to move and still fades the image in.
 *
 * The placeholder "sizer" of constrained images, `<img alt="" role="presentation"
 * aria-hidden="true">`, loses its `role`: an empty alt already makes an image presentational,
 * and HTML forbids role on an <img alt="">.
 *
 * Of the plugin's inline script that repeats after every image, only the last copy stays (see
 * keepLastSwapScript).
 *
 * Only gatsby-plugin-image markup is touched (images marked `data-main-image`, <source>
 * elements inside a gatsby-image <picture>, the sizer, the plugin's repeated script), so React's
 * hydration is unaffected: the plugin renders its wrapper's content with
 * dangerouslySetInnerHTML and never compares it.
 */

const ATTR = (name: string) => new RegExp(`\\s${name}=`, "i");

function moveAttr(tag: string, from: string, to: string): string {
  if (!ATTR(from).test(tag) || ATTR(to).test(tag)) return tag;
  return tag.replace(new RegExp(`(\\s)${from}=`, "i"), `$1${to}=`);
}

/** Rewrites one HTML document; returns it unchanged when there is nothing to fix. */
export function fixImageMarkup(html: string): string {
  // <picture> elements that hold a gatsby-plugin-image main image.
  let out = html.replace(/<picture>([\s\S]*?)<\/picture>/g, (picture, inner: string) => {
    if (!/<img\b[^>]*\sdata-main-image=/.test(inner)) return picture;
    const fixed = inner
      .replace(/<source\b[^>]*>/g, (tag) => moveAttr(tag, "data-srcset", "srcset"))
      .replace(/<img\b[^>]*>/g, (tag) =>
        /\sdata-main-image=/.test(tag) ? moveAttr(moveAttr(tag, "data-src", "src"), "data-srcset", "srcset") : tag,
      );
    return `<picture>${fixed}</picture>`;
  });
  // Main images without a <picture> (a single format).
  out = out.replace(/<img\b[^>]*>/g, (tag) =>
    /\sdata-main-image=/.test(tag) && /\sdata-gatsby-image-ssr=/.test(tag)
      ? moveAttr(moveAttr(tag, "data-src", "src"), "data-srcset", "srcset")
      : tag,
  );
  // The sizer of constrained images.
  out = out.replace(/<img alt="" role="presentation" aria-hidden="true"/g, '<img alt="" aria-hidden="true"');
  return keepLastSwapScript(out);
}

/**
 * The plugin writes the same module script after every image; each copy goes over every image of
 * the page (moves data-src, shows the images already loaded). Module scripts all run after the
 * document is parsed, in order, so the last copy alone does what all of them did: the others
 * only cost a compile and a pass over the page each while the page starts (16 on the home page).
 */
const SWAP_SCRIPT =
  /<script type="module">([^<]*document\.querySelectorAll\("img\[data-main-image\]"\)[^<]*)<\/script>/g;

export function keepLastSwapScript(html: string): string {
  const copies = [...html.matchAll(SWAP_SCRIPT)];
  if (copies.length < 2 || new Set(copies.map((m) => m[1])).size > 1) return html;
  const last = copies[copies.length - 1]?.index ?? -1;
  return html.replace(SWAP_SCRIPT, (tag: string, _code: string, offset: number) => (offset === last ? tag : ""));
}

/** Applies fixImageMarkup to every page in public/; returns how many files changed. */
export function fixImageMarkupInDir(publicDir: string): number {
  return rewriteHtmlFiles(publicDir, fixImageMarkup);
}
