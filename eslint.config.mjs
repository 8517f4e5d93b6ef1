// @ts-check
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * Import direction (DESIGN.md, "Contracts shared by browser and functions"): functions never import
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
/** Function code and developer scripts. */
const SERVER = [seg("netlify"), seg("scripts")];
/** What the isomorphic contracts may not reach besides: UI beside them, React and form libraries, Node built-ins. */
const NOT_ISOMORPHIC = [
  "^\\.\\./(components|pages|templates|sections|hooks|test-utils|wrap-page|theme-root|html)(/|$|\\.)",
  "^(react|react-dom|theme-ui|@theme-ui/[^/]+|formik|gatsby|@emotion/[^/]+)(/|$)",
  "^node:",
  "^(fs|path|crypto|os|http|https|net|url|stream|buffer|child_process|worker_threads)(/|$)",
];
const NOT_UI = "imports UI code; share it through src/contracts (or a React-free src/lib module)";

/**
 * Both rules for one side, from its regexes joined into one (so an import is reported once): as an
 * import pattern and, for import(), as an esquery selector.
 * @param {string[]} regexes
 * @param {string} message
 * @returns {import("eslint").Linter.RulesRecord}
 */
function importDirection(regexes, message) {
  const regex = regexes.map((r) => `(?:${r})`).join("|");
  return {
    "no-restricted-imports": ["error", { patterns: [{ regex, message }] }],
    // esquery regexes cannot hold a "/", so it is written \x2F.
    "no-restricted-syntax": [
      "error",
      { selector: `ImportExpression[source.value=/${regex.replaceAll("/", "\\x2F")}/]`, message },
    ],
  };
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
  {
    files: ["netlify/**"],
    rules: importDirection(UI, `Function code ${NOT_UI}.`),
  },
  {
    files: ["gatsby/**", "gatsby-node.ts", "gatsby-config.ts", "scripts/**"],
    rules: importDirection(UI, `Build code ${NOT_UI}.`),
  },
  {
    files: ["src/**"],
    rules: importDirection(SERVER, "UI imports function or script code; share it through src/contracts."),
  },
  {
    // Later blocks replace a rule's options, so the contracts repeat the src/** patterns.
    files: ["src/contracts/**"],
    rules: importDirection(
      [...SERVER, ...UI, ...NOT_ISOMORPHIC],
      "src/contracts is isomorphic (browser, functions, build): no UI, React, Node built-ins, function or script code.",
    ),
  },
  {
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts", "__mocks__/**/*"],
    languageOptions: { globals: { ...globals.jest } },
  },
);
