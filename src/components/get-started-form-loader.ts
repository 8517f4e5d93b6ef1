import type { ComponentType } from "react";

type GetStartedFormComponent = ComponentType<{ onDone: () => void }>;

let loaded: GetStartedFormComponent | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * Fetches and evaluates the Get Started form's chunk (Formik and Yup come with it) once; later
 * calls return the same promise. The openers call it when a pointer enters them or they get focus,
 * so a visitor's click usually finds it evaluated; the dialog calls it after its first paint in case
 * nothing did. A failed load is forgotten, so the next call tries again (the loading text, with the
 * e-mail address and phone number, stays meanwhile).
 */
export function preloadGetStartedForm(): Promise<void> {
  loading ??= import("./forms/get-started-form").then(
    (module) => {
      loaded = module.default;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = null;
      console.error("The Get Started form could not be loaded", error);
    },
  );
  return loading;
}

/** The form component once its chunk has been evaluated (for useSyncExternalStore). */
export const formModule = {
  get: (): GetStartedFormComponent | null => loaded,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
