/**
 * The development build's JSX runtime ("#jsx/jsx-dev-runtime", used by `gatsby develop`): the same
 * choice as jsx-runtime.ts, with React's and Theme UI's development functions.
 */
import { jsxDEV as reactJsxDEV } from "react/jsx-dev-runtime";
import { Box } from "theme-ui";
import { jsxDEV as themeJsxDEV } from "theme-ui/jsx-dev-runtime";
import { boxProps } from "./jsx-runtime";

export { Fragment } from "theme-ui/jsx-runtime";
export type { JSX } from "theme-ui/jsx-runtime";

type Runtime = (type: unknown, props: Record<string, unknown>, ...rest: unknown[]) => unknown;

export const jsxDEV = ((type, props, ...rest) => {
  const box = props.sx === undefined ? null : boxProps(type, props);
  return box ? (reactJsxDEV as Runtime)(Box, box, ...rest) : (themeJsxDEV as Runtime)(type, props, ...rest);
}) as Runtime as typeof themeJsxDEV;
