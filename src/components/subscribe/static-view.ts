import { createContext, type ComponentType } from "react";
import type { SubscribeViewProps } from "./subscribe-view";

/**
 * The sign-up form's static markup, given by gatsby-ssr.tsx only: the built HTML carries the form,
 * while the browser's bundle carries none of its code (./subscribe-block.tsx keeps the server's
 * markup untouched until the form's own chunk takes its place). Null in the browser.
 */
/** Where a sign-up is: the blog's (new articles), the careers pages' (new openings), the footer's (both offered). */
export type SubscribePlace = "articles" | "openings" | "footer";

export const StaticSubscribeView = createContext<ComponentType<SubscribeViewProps> | null>(null);
