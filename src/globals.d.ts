/** The year the site was built; replaced by webpack's DefinePlugin (see gatsby-node.ts). */
declare const __BUILD_YEAR__: number;
