import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { moduleLoader } from "../../lib/module-loader";
import type PrivacyDialogComponent from "./privacy-dialog";

/** Which part of the dialog to show first: the switches, or the table of every cookie. */
export type PrivacyView = "choices" | "table";

interface PrivacyChoicesState {
  /** Opens the privacy choices dialog; focus returns to the element that had it when it closes. */
  open: (view?: PrivacyView) => void;
}

const PrivacyChoicesContext = createContext<PrivacyChoicesState | null>(null);

// The dialog, its texts and the cookie table are a chunk of their own, loaded when a pointer enters
// or focus reaches a button that opens it, or at the latest on the click: pages carry only this
// provider and the buttons. Once evaluated, a click renders and opens the dialog in its own task
// (the dialog calls showModal in an effect React runs before the paint of a click's update).
const privacyDialog = moduleLoader<typeof PrivacyDialogComponent>(
  () => import("./privacy-dialog").then((module) => module.default),
  "The privacy choices",
);
const preload = () => void privacyDialog.preload();

export function PrivacyChoicesProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<PrivacyView | null>(null);
  const PrivacyDialog = useSyncExternalStore(privacyDialog.subscribe, privacyDialog.get, () => null);
  const open = useCallback((next: PrivacyView = "choices") => {
    setView(next);
    preload();
  }, []);
  // The dialog's shell returns focus to the opener (src/components/modal-dialog.tsx).
  const onClose = useCallback(() => setView(null), []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <PrivacyChoicesContext.Provider value={value}>
      {children}
      {view && PrivacyDialog && <PrivacyDialog view={view} onClose={onClose} />}
    </PrivacyChoicesContext.Provider>
  );
}

export function usePrivacyChoices(): PrivacyChoicesState {
  const ctx = useContext(PrivacyChoicesContext);
  if (!ctx) throw new Error("usePrivacyChoices must be used inside PrivacyChoicesProvider");
  return ctx;
}

/**
 * The props of a button that opens the privacy choices at `view`: the click opens them, and a
 * pointer entering the button or focus reaching it loads their chunk, so that the click usually finds
 * it evaluated and the dialog is in the click's next paint.
 */
export function usePrivacyChoicesOpener(view: PrivacyView = "choices") {
  const { open } = usePrivacyChoices();
  return { type: "button", onClick: () => open(view), onPointerEnter: preload, onFocus: preload } as const;
}
