import type { ReactNode } from "react";

type HtmlProps = {
  htmlAttributes: Record<string, unknown>;
  headComponents: ReactNode[];
  bodyAttributes: Record<string, unknown>;
  preBodyComponents: ReactNode[];
  body: string;
  postBodyComponents: ReactNode[];
};

/**
 * The document shell of every page: Gatsby's own (cache-dir/default-html.js) without what no
 * supported browser reads: `<meta http-equiv="x-ua-compatible" content="ie=edge">` (Internet
 * Explorer) and `shrink-to-fit=no` in the viewport (Safari on iOS 9). Every page's first response
 * is lighter for it, which keeps the larger articles' documents within the first round trip (the
 * figure: docs/decisions/paint-first.md).
 */
export default function Html(props: HtmlProps) {
  return (
    <html lang="en" {...props.htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {props.headComponents}
      </head>
      <body {...props.bodyAttributes}>
        {props.preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: props.body }} />
        {props.postBodyComponents}
      </body>
    </html>
  );
}
