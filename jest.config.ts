import type { Config } from "jest";

/**
 * One transform for both projects: SWC through @swc/jest (docs/quality.md#unit-tests): TypeScript, TSX and the ES
 * modules of the Gatsby packages become CommonJS, with the automatic JSX runtime from theme-ui as the site builds it.
 * Each source kind gets its own parser, as SWC does not pick one from the file name.
 */
const swc = (syntax: "typescript" | "ecmascript", jsx: boolean): [string, Record<string, unknown>] => [
  "@swc/jest",
  {
    jsc: {
      target: "es2022",
      parser: syntax === "typescript" ? { syntax, tsx: jsx } : { syntax, jsx },
      transform: { react: { runtime: "automatic", importSource: "theme-ui" } },
    },
    module: { type: "commonjs" },
  },
];

const transform: Config["transform"] = {
  "^.+\\.tsx$": swc("typescript", true),
  "^.+\\.[mc]?ts$": swc("typescript", false),
  "^.+\\.[mc]?jsx?$": swc("ecmascript", true),
};

const web: Config = {
  displayName: "web",
  testEnvironment: "jsdom",
  roots: ["<rootDir>/src", "<rootDir>/__mocks__"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  transform,
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
  },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|temporal-polyfill|temporal-utils)/)"],
  globals: {
    __PATH_PREFIX__: "",
    __BUILD_YEAR__: 2024,
    __GA4_ID__: null,
    __META_PIXEL_ID__: null,
    __SITE_NOINDEX__: false,
  },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testEnvironmentOptions: { url: "http://localhost/" },
};

/**
 * The build's code (gatsby/) in Node, as the build runs it; the two tests of code that runs in the
 * page (after-paint.test.ts, page-path.test.tsx) ask for jsdom in their docblock.
 */
const build: Config = {
  displayName: "build",
  testEnvironment: "node",
  roots: ["<rootDir>/gatsby"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  transform: web.transform,
  moduleNameMapper: web.moduleNameMapper,
  transformIgnorePatterns: web.transformIgnorePatterns,
};

const functions: Config = {
  displayName: "functions",
  testEnvironment: "node",
  roots: ["<rootDir>/netlify", "<rootDir>/scripts", "<rootDir>/bench"],
  testMatch: ["**/*.test.ts", "**/*.test.mjs"],
  transform,
  transformIgnorePatterns: ["node_modules/(?!(@netlify|temporal-polyfill|temporal-utils)/)"],
};

const config: Config = { projects: [web, build, functions] };
export default config;
