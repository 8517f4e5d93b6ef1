import type { Config } from "jest";

const web: Config = {
  displayName: "web",
  testEnvironment: "jsdom",
  roots: ["<rootDir>/src", "<rootDir>/gatsby", "<rootDir>/__mocks__"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  transform: {
    "^.+\\.m?[jt]sx?$": [
      "babel-jest",
      {
        presets: [
          ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "theme-ui" }],
          "@babel/preset-typescript",
        ],
      },
    ],
  },
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
  },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
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

const functions: Config = {
  displayName: "functions",
  testEnvironment: "node",
  roots: ["<rootDir>/netlify", "<rootDir>/scripts", "<rootDir>/bench"],
  testMatch: ["**/*.test.ts", "**/*.test.mjs"],
  transform: {
    "^.+\\.[mc]?[jt]sx?$": [
      "babel-jest",
      { presets: [["@babel/preset-env", { targets: { node: "22" } }], "@babel/preset-typescript"] },
    ],
  },
  transformIgnorePatterns: ["node_modules/(?!(@netlify)/)"],
};

const config: Config = { projects: [web, functions] };
export default config;
