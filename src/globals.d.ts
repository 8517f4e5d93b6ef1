/** The year the site was built; replaced by webpack's DefinePlugin (see gatsby-node.ts). */
declare const __BUILD_YEAR__: number;

/** Gatsby's browser runtime, `.cache/production-app.js` (aliased in gatsby-node.ts; no types). */
declare module "gatsby-production-app";
