import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import Layout from "./components/layout";

type WrapPage = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"];

/** Shared by gatsby-browser and gatsby-ssr so both render the same frame. */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
