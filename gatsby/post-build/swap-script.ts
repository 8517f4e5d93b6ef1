import { hasGatsbyImage, PostBuildError, type Rewrite } from "./rewrite";

/**
 * gatsby-plugin-image writes the same module script after every image; each copy goes over every
 * image of the page (moves data-src, shows the images already loaded). Module scripts all run
 * after the document is parsed, in order, so the last copy alone does what all of them did: the
 * others only cost a compile and a pass over the page each while the page starts (16 on the home
 * page). Of identical copies only the last stays.
 */
const SWAP_SCRIPT =
  /<script type="module">([^<]*document\.querySelectorAll\("img\[data-main-image\]"\)[^<]*)<\/script>/g;

export function keepLastSwapScript(html: string): string {
  const copies = [...html.matchAll(SWAP_SCRIPT)];
  if (copies.length < 2 || new Set(copies.map((m) => m[1])).size > 1) return html;
  const last = copies[copies.length - 1]?.index ?? -1;
  return html.replace(SWAP_SCRIPT, (tag: string, _code: string, offset: number) => (offset === last ? tag : ""));
}

/**
 * A page with gatsby-plugin-image markup must carry the swap script (at least one copy, all copies
 * the same): none means the plugin changed the script (or dropped it), and the rewrite would go
 * on removing nothing; copies that differ cannot be merged into one.
 */
export const swapScript: Rewrite = {
  name: "swap-script",
  needs:
    'pages with data-gatsby-image-wrapper: identical <script type="module"> copies with querySelectorAll("img[data-main-image]")',
  apply(html, page) {
    if (!hasGatsbyImage(html)) return html;
    const copies = [...html.matchAll(SWAP_SCRIPT)].map((m) => m[1]);
    if (copies.length === 0) {
      throw new PostBuildError(
        "swap-script",
        page.file,
        'gatsby-plugin-image markup but no swap script (<script type="module">…document.querySelectorAll("img[data-main-image]")…</script>)',
      );
    }
    if (new Set(copies).size > 1) {
      throw new PostBuildError(
        "swap-script",
        page.file,
        `${copies.length} copies of the swap script that are not all the same: keeping only the last would drop code`,
      );
    }
    return keepLastSwapScript(html);
  },
};
