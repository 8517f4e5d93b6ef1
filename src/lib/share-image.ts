import { normalizePath } from "./navigation";

/** Where the build writes the generated share image of a page (see gatsby/share-images.ts). */
export const SHARE_IMAGE_DIR = "/og";

/**
 * The site path of a page's generated 1200x630 share card: "/" -> "/og/index.png",
 * "/services/<slug>" -> "/og/services/<slug>.png", "/404.html" -> "/og/404.png".
 */
export function shareImagePath(pathname: string): string {
  const page = normalizePath(pathname).replace(/\.html$/, "");
  return `${SHARE_IMAGE_DIR}${page === "/" ? "/index" : page}.png`;
}

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
