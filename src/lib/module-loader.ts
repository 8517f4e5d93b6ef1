/**
 * A chunk loaded on intent and read synchronously once it has been evaluated: `preload()` fetches and
 * evaluates it once (later calls return the same promise), `get()` is its export or null until then,
 * and `subscribe` tells a component when it arrives (for useSyncExternalStore). Unlike `React.lazy`,
 * whose first render suspends even for a module already evaluated, a component that finds the
 * module loaded renders it in the same task (the dialogs open in the click's own task:
 * docs/decisions/interaction.md). A failed load is forgotten, so the next call tries again.
 */
export interface ModuleLoader<T> {
  preload: () => Promise<void>;
  get: () => T | null;
  subscribe: (listener: () => void) => () => void;
}

/** `load` imports the chunk and picks its export; `what` names it in the console when it fails. */
export function moduleLoader<T>(load: () => Promise<T>, what: string): ModuleLoader<T> {
  let loaded: T | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  return {
    preload: () =>
      (loading ??= load().then(
        (value) => {
          loaded = value;
          for (const listener of listeners) listener();
        },
        (error: unknown) => {
          loading = null;
          console.error(`${what} could not be loaded`, error);
        },
      )),
    get: () => loaded,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
