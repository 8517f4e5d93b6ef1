/**
 * The Decap CMS page at /admin, shared by the admin function (netlify/lib/admin/page.ts adds the
 * headers it is served with) and `npm run develop` (gatsby-node.ts onCreateDevServer). The bundle's
 * folder is named after decap-cms's version (gatsby/admin.ts copies it there at build time).
 */
import { version as DECAP_VERSION } from "decap-cms/package.json";

export { DECAP_VERSION };

export const ADMIN_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content Manager | Atria Digital</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="cms-config-url" href="/admin/config.yml" type="text/yaml" />
    <script src="/admin/manual-init.mjs"></script>
    <script src="/admin/decap/${DECAP_VERSION}/decap-cms.js"></script>
    <script type="module" src="/admin/cms.mjs"></script>
  </head>
  <body></body>
</html>
`;
