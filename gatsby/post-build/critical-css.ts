import { PostBuildError, runsGatsby, type Rewrite } from "./rewrite";

/**
 * Not a rewrite but a check of what gatsby-ssr.tsx's replaceRenderer did (gatsby/critical-css.ts):
 * every page has its critical CSS in <head>, in plain <style> elements with the `.css-…{}` rules
 * the browser's Emotion cache reads its class names from (src/lib/emotion-cache.ts), and Emotion
 * wrote no <style> of its own into <body>. (The empty `<style data-emotion="css …">` element
 * that names the classes no element uses is there when a page has such classes; every page has
 * today, but a page without them is not wrong.) If Emotion's server API or Theme UI changed the shape of what
 * they give back, the page would still build, but with restyles on every hydration (or none of
 * its styles): that fails the build here. Changes nothing.
 */
export function criticalCssProblem(html: string): string | undefined {
  const end = html.indexOf("</head>");
  if (end < 0) return "no </head>";
  const head = html.slice(0, end);
  const body = html.slice(end);
  if (!/<style>[^<]*\.css-[\w-]+\{[^<]*<\/style>/.test(head)) {
    return "no plain <style> with the page's class rules (.css-…{…}) in <head>";
  }
  const stray = /<style data-emotion=[^>]*>/.exec(body);
  if (stray) return `Emotion wrote a <style> into <body>: ${stray[0].slice(0, 80)}`;
  return undefined;
}

export const criticalCss: Rewrite = {
  name: "critical-css",
  needs:
    'pages with <div id="___gatsby">: the class CSS (.css-…{…}) in a plain <style> in <head>, no Emotion <style> in <body>',
  apply(html, page) {
    if (page.fragment || !runsGatsby(html, page)) return html;
    const problem = criticalCssProblem(html);
    if (problem) throw new PostBuildError("critical-css", page.file, problem);
    return html;
  },
};
