/**
 * Gatsby's scripts slice ends every page with `<script id="gatsby-chunk-mapping">`, which sets
 * `window.___chunkMapping` to the addresses of every page template's chunks, for the loader's
 * prefetch (createComponentUrls in .cache/loader.js reads `window.___chunkMapping[chunkName]`).
 * Gatsby 5 writes it as a JSON *string* (gatsby-webpack-stats-extractor.js stringifies the JSON
 * text once more), so every lookup reads a property of a string, finds nothing, and the loader has
 * never prefetched a template chunk: it prefetches a linked page's page-data.json only, and loads
 * the page's chunk when the visitor follows the link. The map is 6 KB of the home page's HTML
 * (about 1 KB of it compressed, with content hashes that do not compress) that nothing reads, and
 * one more inline script in the Content-Security-Policy.
 *
 * So the rewrite takes the script out of every page and of the slice, and gatsby-browser.tsx sets
 * `window.___chunkMapping` to an empty map when it is not an object, which the loader reads
 * exactly as it read the string: no chunk addresses. A page that sets the map any other way (an
 * object, a map the loader could use) fails the build here: then the choice has to be made again.
 * A page without it passes (one the pipeline already rewrote, which Gatsby can reuse).
 */
import { excerpt, PostBuildError, runsGatsby, type Rewrite } from "./rewrite";

const CHUNK_MAP = /<script\s+id="gatsby-chunk-mapping"\s*>([\s\S]*?)<\/script>/g;

/** The script's code when it sets the map to a string literal, as Gatsby 5 writes it. */
const AS_STRING = /^\s*window\.___chunkMapping="(?:[^"\\]|\\.)*";?\s*$/;

export const chunkMap: Rewrite = {
  name: "chunk-map",
  needs:
    'pages and the scripts slice that set window.___chunkMapping: one <script id="gatsby-chunk-mapping"> setting it to a string',
  apply(html, page) {
    if (!runsGatsby(html, page) || !html.includes("___chunkMapping=")) return html;
    const scripts = [...html.matchAll(CHUNK_MAP)];
    const [tag, code] = scripts[0] ?? [];
    if (scripts.length !== 1 || tag === undefined || !AS_STRING.test(code ?? "")) {
      const at = html.indexOf("___chunkMapping=");
      throw new PostBuildError(
        "chunk-map",
        page.file,
        `sets window.___chunkMapping, but not as Gatsby 5 does (one <script id="gatsby-chunk-mapping"> with a string its loader cannot read; see gatsby/post-build/chunk-map.ts): ${excerpt(html.slice(Math.max(0, at - 60), at + 60).replace(/\s+/g, " "))}`,
      );
    }
    return html.replace(tag, "");
  },
};
