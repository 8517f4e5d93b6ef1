// @ts-check
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * Import direction (docs/architecture.md, "Layers"): functions never import
 * UI, build code never imports UI, UI never imports function or script code; what they share lives
 * in src/contracts (and src/lib helpers without React). ESLint's own no-restricted-imports, one
 * `files` block per side, with regex patterns on the import specifier: specifiers are relative
 * paths, so a pattern names the folder wherever it sits ("../../src/components/x", "./src/pages").
 * It sees import and export-from declarations; dynamic import() is covered by no-restricted-syntax.
 */
/** @param {string} path */
const seg = (path) => `(^|/)${path}(/|$)`;
/** UI: React components, pages, templates, sections, hooks, test helpers, the page wrapper and document shell, any .tsx file. */
const UI = [
  seg("src/(components|pages|templates|sections|hooks|test-utils)"),
  "(^|/)src/(wrap-page|theme-root|html)(\\.tsx)?$",
  "\\.tsx$",
];
/** Function code, developer scripts and the lab instruments (bench/). */
const SERVER = [seg("netlify"), seg("scripts"), seg("bench")];
/** What the isomorphic contracts may not reach besides: UI beside them, React and form libraries, Node built-ins. */
const NOT_ISOMORPHIC = [
  "^\\.\\./(components|pages|templates|sections|hooks|test-utils|wrap-page|theme-root|html)(/|$|\\.)",
  "^(react|react-dom|theme-ui|@theme-ui/[^/]+|formik|gatsby|@emotion/[^/]+)(/|$)",
  "^node:",
  "^(fs|path|crypto|os|http|https|net|url|stream|buffer|child_process|worker_threads)(/|$)",
];
const NOT_UI = "imports UI code; share it through src/contracts (or a React-free src/lib module)";
/** @param {string} folder A relative path into a top-level folder (never a package: "gatsby" the package is not "../gatsby/x"). */
const into = (folder) => `^(\\.\\.?/)+${folder}(/|$)`;
/** Build code: gatsby/ and the gatsby-*.ts files at the root. */
const BUILD = [into("gatsby"), "^(\\.\\.?/)+gatsby-(node|config|ssr|browser)(\\.tsx?)?$"];
/** src/ outside src/contracts and outside UI (UI has its own group): what functions may not reach besides UI. */
const SITE_NOT_CONTRACTS = [
  "(^|/)src/(?!.*\\.tsx$)(?!(contracts|components|pages|templates|sections|hooks|test-utils)(/|$))(?!(wrap-page|theme-root|html)(\\.tsx)?$)",
];

/**
 * Both rules for one side, each group's regexes joined into one (so an import is reported once per
 * group; the groups of a side are disjoint): as import patterns and, for import(), as esquery selectors.
 * @param {[string[], string][]} groups
 * @returns {import("eslint").Linter.RulesRecord}
 */
function importDirection(...groups) {
  const joined = groups.map(([regexes, message]) => ({ regex: regexes.map((r) => `(?:${r})`).join("|"), message }));
  return {
    "no-restricted-imports": ["error", { patterns: joined }],
    // esquery regexes cannot hold a "/", so it is written \x2F.
    "no-restricted-syntax": [
      "error",
      ...joined.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll("/", "\\x2F")}/]`,
        message,
      })),
    ],
  };
}

/** @type {[string[], string][]} */
const FUNCTION_GROUPS = [
  [UI, `Function code ${NOT_UI}.`],
  [
    [...BUILD, ...SITE_NOT_CONTRACTS, seg("scripts"), seg("bench")],
    "Function code reaches into build, site or script code; share it through src/contracts.",
  ],
];

/**
 * The areas of netlify/lib, bottom up, each with the areas it may import (docs/architecture.md,
 * "Layers"): shared is the floor of every area; the intake floor (every kind of intake's steps)
 * counts into stats; the kinds (leads, applications, next subscriptions and bookings) stand on it
 * and never on each other; people joins a person's data across the kinds; the desk reads them all.
 * @type {Record<string, string[]>}
 */
const LIB_AREAS = {
  shared: [],
  stats: ["shared"],
  news: ["shared"],
  admin: ["shared"],
  intake: ["shared", "stats"],
  leads: ["intake", "stats", "shared"],
  applications: ["intake", "stats", "shared"],
  subscriptions: ["intake", "stats", "shared"],
  booking: ["intake", "stats", "shared"],
  people: ["leads", "applications", "subscriptions", "booking", "intake", "shared"],
  desk: ["people", "leads", "applications", "subscriptions", "booking", "intake", "stats", "shared"],
};

/** @param {string} area @param {string[]} allowed */
function areaMessage(area, allowed) {
  const forbidden = Object.keys(LIB_AREAS)
    .filter((a) => a !== area && !allowed.includes(a))
    .sort((a, b) => Number(b === "desk") - Number(a === "desk"));
  if (allowed.length === 0)
    return `netlify/lib/${area} is the bottom layer: it imports no area (${forbidden.join(", ")}).`;
  return (
    `netlify/lib/${area} imports only ${allowed.join(", ")}: it never imports the ${forbidden.join(", ")} ` +
    '(docs/architecture.md, "Layers"); move what both need down to netlify/lib/intake or shared.'
  );
}

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "node_modules/",
      ".netlify/",
      "static/",
      "src/gatsby-types.d.ts",
      "test-results/",
      "playwright-report/",
      "coverage/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mjs,js,cjs}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/prop-types": "off",
      // theme-ui's `sx` prop is handled by its JSX runtime.
      "react/no-unknown-property": ["error", { ignore: ["sx"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  /*
   * gatsby/, netlify/ and src/ meet only in src/contracts (docs/architecture.md, "Layers"): functions
   * import no build code and nothing of src/ but the contracts; build code imports no function code
   * (it may read the site's React-free src/lib and theme, which it builds); the site imports neither.
   */
  {
    files: ["netlify/**"],
    rules: importDirection(...FUNCTION_GROUPS),
  },
  /*
   * Inside netlify/lib (docs/architecture.md, "Layers"): each area imports only the areas below it
   * (LIB_AREAS). Tests and *.test-support.ts files keep the function rules only: a test may build
   * with what sits beside or above (a lead test sends an application, a stats test reads the desk).
   */
  ...Object.entries(LIB_AREAS).map(([area, allowed]) => ({
    files: [`netlify/lib/${area}/**`],
    ignores: ["**/*.test.ts", "**/*.test-support.ts"],
    rules: importDirection(...FUNCTION_GROUPS, [
      [
        `^(\\.\\./)+(${Object.keys(LIB_AREAS)
          .filter((a) => a !== area && !allowed.includes(a))
          .join("|")})(/|$|\\.)`,
      ],
      areaMessage(area, allowed),
    ]),
  })),
  {
    // A function's test may read what a script makes of the function's data (the stats CSV of
    // `npm run stats -- --csv`, netlify/lib/stats/upkeep.test.ts); function code itself may not.
    files: ["netlify/lib/stats/**/*.test.ts"],
    rules: importDirection(FUNCTION_GROUPS[0], [
      [...BUILD, ...SITE_NOT_CONTRACTS],
      "Function code reaches into build or site code; share it through src/contracts.",
    ]),
  },
  {
    files: ["gatsby/**", "gatsby-node.ts", "gatsby-config.ts"],
    rules: importDirection(
      [UI, `Build code ${NOT_UI}.`],
      [[seg("netlify")], "Build code imports function code; share it through src/contracts."],
    ),
  },
  {
    files: ["scripts/**", "bench/**"],
    rules: importDirection([UI, `Build code ${NOT_UI}.`]),
  },
  {
    files: ["src/**", "templates-on-demand/**"],
    rules: importDirection(
      [SERVER, "UI imports function or script code; share it through src/contracts."],
      [BUILD, "Site code imports build code (gatsby/); share it through src/contracts."],
    ),
  },
  {
    // A test may compare the site with the build's content model (src/sections/index.test.tsx).
    files: ["src/**/*.test.{ts,tsx}"],
    rules: importDirection([SERVER, "UI imports function or script code; share it through src/contracts."]),
  },
  {
    // Later blocks replace a rule's options, so the contracts repeat the src/** patterns.
    files: ["src/contracts/**"],
    rules: importDirection([
      [...SERVER, ...BUILD, ...UI, ...NOT_ISOMORPHIC],
      "src/contracts is isomorphic (browser, functions, build): no UI, React, Node built-ins, function, build or script code.",
    ]),
  },
  {
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts", "__mocks__/**/*"],
    languageOptions: { globals: { ...globals.jest } },
  },
);
