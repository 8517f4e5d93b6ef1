import type { ComponentType } from "react";
import { moduleLoader } from "../../lib/module-loader";
import type { SubscribeFormProps } from "./subscribe-form";

/**
 * The sign-up form's chunk (Formik and Yup come with it): fetched when a sign-up block nears the
 * viewport or gets focus (./subscribe-block.tsx), never in a page's first load.
 */
export const subscribeFormModule = moduleLoader<ComponentType<SubscribeFormProps>>(
  () => import("./subscribe-form").then((module) => module.default),
  "The sign-up form",
);
