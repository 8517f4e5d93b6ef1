import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

/** Which part of the dialog to show first: the switches, or the table of every cookie. */
export type PrivacyView = "choices" | "table";

interface PrivacyChoicesState {
  /** Opens the privacy choices dialog; focus returns to the element that had it when it closes. */
  open: (view?: PrivacyView) => void;
}

const PrivacyChoicesContext = createContext<PrivacyChoicesState | null>(null);

// The dialog, its texts and the cookie table are a chunk of their own, loaded when a visitor first
// opens it: pages carry only this provider and the buttons that open it.
const PrivacyDialog = lazy(() => import("./privacy-dialog"));

export function PrivacyChoicesProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<PrivacyView | null>(null);
  const open = useCallback((next: PrivacyView = "choices") => setView(next), []);
  // The dialog's shell returns focus to the opener (src/components/modal-dialog.tsx).
  const onClose = useCallback(() => setView(null), []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <PrivacyChoicesContext.Provider value={value}>
      {children}
      {view && (
        <Suspense>
          <PrivacyDialog view={view} onClose={onClose} />
        </Suspense>
      )}
    </PrivacyChoicesContext.Provider>
  );
}

export function usePrivacyChoices(): PrivacyChoicesState {
  const ctx = useContext(PrivacyChoicesContext);
  if (!ctx) throw new Error("usePrivacyChoices must be used inside PrivacyChoicesProvider");
  return ctx;
}
