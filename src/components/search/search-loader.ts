import type { ComponentType } from "react";
import { moduleLoader } from "../../lib/module-loader";
import type { SearchPanelProps } from "./search-panel";

/**
 * The header's search results (and Pagefind with them): a chunk loaded when the visitor starts a
 * search, by focusing the field or typing in it, never before (docs/decisions/site-search.md).
 */
export const searchPanelModule = moduleLoader<ComponentType<SearchPanelProps>>(
  () => import("./search-panel").then((module) => module.default),
  "The site search",
);
