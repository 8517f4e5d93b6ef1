import { excerpt, hasGatsbyImage, PostBuildError, type Rewrite } from "./rewrite";

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
 * (The plugin's inline script that repeats after every image is the next rewrite's,
 * gatsby/post-build/swap-script.ts.)
 *
 * Only gatsby-plugin-image markup is touched (images marked `data-main-image`, <source>
 * elements inside a gatsby-image <picture>, the sizer), so React's
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
  return out;
}

/**
 * What the rewritten page must look like, or why it does not: on a page with gatsby-plugin-image
 * markup, one `<img data-main-image>` per image wrapper (the image the rewrite keys on), each with
 * `src`, no lazy `data-srcset` without a `srcset`, a `srcset` on every <source> of their
 * <picture>, and no sizer with `role`. A page whose images the rewrite did not recognise (the
 * plugin changed its markup) fails here instead of shipping invalid HTML.
 */
export function imageMarkupProblem(html: string): string | undefined {
  const visible = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
  const wrappers = visible.match(/data-gatsby-image-wrapper/g)?.length ?? 0;
  const mains = visible.match(/<img\b[^>]*\sdata-main-image=[^>]*>/g) ?? [];
  if (mains.length < wrappers) {
    return `${wrappers} data-gatsby-image-wrapper elements but ${mains.length} <img data-main-image> (the image whose data-src/data-srcset the rewrite moves)`;
  }
  for (const tag of mains) {
    if (!/\ssrc=/i.test(tag)) return `an <img data-main-image> has no src after the rewrite: ${excerpt(tag)}`;
    if (/\sdata-srcset=/i.test(tag) && !/\ssrcset=/i.test(tag)) {
      return `an <img data-main-image> keeps its data-srcset: ${excerpt(tag)}`;
    }
  }
  for (const [, inner = ""] of visible.matchAll(/<picture>([\s\S]*?)<\/picture>/g)) {
    if (!/<img\b[^>]*\sdata-main-image=/.test(inner)) continue;
    const bare = (inner.match(/<source\b[^>]*>/g) ?? []).find((tag) => !/\ssrcset=/i.test(tag));
    if (bare) return `a <source> of a gatsby-plugin-image <picture> has no srcset after the rewrite: ${excerpt(bare)}`;
  }
  const sizer = /<img\b[^>]*\srole="presentation"[^>]*>/.exec(visible);
  if (sizer) {
    return `a sizer keeps role="presentation" (the rewrite matches <img alt="" role="presentation" aria-hidden="true"): ${excerpt(sizer[0])}`;
  }
  return undefined;
}

export const imageMarkup: Rewrite = {
  name: "image-markup",
  needs: "pages with data-gatsby-image-wrapper: an <img data-main-image> per image, which ends up with src/srcset",
  apply(html, page) {
    if (!hasGatsbyImage(html)) return html;
    const out = fixImageMarkup(html);
    const problem = imageMarkupProblem(out);
    if (problem) throw new PostBuildError("image-markup", page.file, problem);
    return out;
  },
};
