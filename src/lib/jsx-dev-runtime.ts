/**
 * The development build's JSX runtime ("#jsx/jsx-dev-runtime", used by `gatsby develop`): the same
 * choice as jsx-runtime.ts, with React's and Theme UI's development functions.
 */
import { jsxDEV as reactJsxDEV } from "react/jsx-dev-runtime";
import { jsxDEV as themeJsxDEV } from "theme-ui/jsx-dev-runtime";
import { choose } from "./jsx-runtime";

export { Fragment } from "theme-ui/jsx-runtime";
export type { JSX } from "theme-ui/jsx-runtime";

type Runtime = Parameters<typeof choose>[0];

export const jsxDEV = choose(themeJsxDEV as Runtime, reactJsxDEV as Runtime) as typeof themeJsxDEV;
