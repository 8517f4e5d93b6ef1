import type { ComponentType } from "react";
import { moduleLoader } from "../lib/module-loader";

/**
 * The Get Started form's chunk (Formik and Yup come with it). The openers preload it when a pointer
 * enters them or they get focus, so a visitor's click usually finds it evaluated; the dialog calls
 * it after its first paint in case nothing did. Until it has loaded the dialog shows the loading
 * text, with the e-mail address and phone number.
 */
export const formModule = moduleLoader<ComponentType<{ onDone: () => void }>>(
  () => import("./forms/get-started-form").then((module) => module.default),
  "The Get Started form",
);

export const preloadGetStartedForm = formModule.preload;
