import {
  createContext,
  useContext,
  useState,
  useSyncExternalStore,
  type MutableRefObject,
  type ReactNode,
} from "react";
import { preloadGetStartedForm } from "./get-started-form-loader";
import { openModalDialog } from "./modal-dialog";

interface GetStartedDialogState {
  /**
   * Opens the dialog: shows it and moves focus in at once (in the caller's click handler, so the
   * dialog is in the next paint), then tells the dialog to render what it shows while open. Focus
   * returns to the element that had it when the dialog closes.
   */
  open: () => void;
  /** The <dialog> element, set by the dialog. */
  dialogRef: MutableRefObject<HTMLDialogElement | null>;
  /**
   * Whether the dialog is open: read with useGetStartedDialogOpen. Only the dialog sets it (it
   * is closed by closing the element, whose `close` event sets it back).
   */
  store: OpenStore;
}

interface OpenStore {
  get: () => boolean;
  set: (open: boolean) => void;
  subscribe: (listener: () => void) => () => void;
}

function openStore(): OpenStore {
  let open = false;
  const listeners = new Set<() => void>();
  return {
    get: () => open,
    set: (next) => {
      if (next === open) return;
      open = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const GetStartedDialogContext = createContext<GetStartedDialogState | null>(null);

/** The dialog element's id, which its openers name. */
export const GET_STARTED_DIALOG_ID = "get-started-dialog";

/**
 * Gives the page the dialog's actions. Its value never changes: whether the dialog is open lives in
 * a store only the dialog reads, so opening it updates the dialog alone. A context value that
 * changed on open reached every Suspense boundary of the page (src/components/layout.tsx), and a
 * click before the page had hydrated made React drop the server HTML of each boundary still
 * waiting and draw it again in the browser (its recoverable error #421, once per boundary).
 */
export function GetStartedDialogProvider({ children }: { children: ReactNode }) {
  const [value] = useState<GetStartedDialogState>(() => {
    const store = openStore();
    const dialogRef: GetStartedDialogState["dialogRef"] = { current: null };
    return {
      store,
      dialogRef,
      open: () => {
        // No element yet while the dialog waits for its hydration (its own Suspense boundary): the
        // opener's show-modal command opens the server's dialog, which the dialog then takes over.
        if (dialogRef.current) openModalDialog(dialogRef.current);
        store.set(true);
      },
    };
  });
  return <GetStartedDialogContext.Provider value={value}>{children}</GetStartedDialogContext.Provider>;
}

export function useGetStartedDialog(): GetStartedDialogState {
  const ctx = useContext(GetStartedDialogContext);
  if (!ctx) throw new Error("useGetStartedDialog must be used inside GetStartedDialogProvider");
  return ctx;
}

/**
 * The props of a button that opens the dialog. Besides the click handler, the button names the
 * dialog as the target of the browser's own `show-modal` command (HTML's invoker commands), so a
 * click before the page's scripts have run opens the dialog the server drew; the dialog takes that
 * state over when it hydrates (src/components/get-started-dialog.tsx). After that, the handler
 * opens it first and the command finds it open. A browser without invoker commands ignores both
 * attributes and keeps the handler. A pointer entering the button or focus reaching it starts loading
 * the form's chunk, so that it is usually evaluated before the click (the dialog mounts the form in
 * the frame after it opens, never in the click's own task).
 */
export function useGetStartedDialogOpener() {
  const { open } = useGetStartedDialog();
  return {
    type: "button",
    "aria-haspopup": "dialog",
    commandfor: GET_STARTED_DIALOG_ID,
    command: "show-modal",
    onClick: open,
    onPointerEnter: preloadForm,
    onFocus: preloadForm,
  } as const;
}

const preloadForm = () => void preloadGetStartedForm();

/** Whether the Get Started dialog is open (the server renders it shut). */
export function useGetStartedDialogOpen(): boolean {
  const { store } = useGetStartedDialog();
  return useSyncExternalStore(store.subscribe, store.get, () => false);
}
