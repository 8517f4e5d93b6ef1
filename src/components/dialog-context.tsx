import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";

interface GetStartedDialogState {
  isOpen: boolean;
  /** Opens the dialog; focus returns to the element that had it when the dialog closes. */
  open: () => void;
  close: () => void;
  /** The element to focus again after closing. */
  returnFocusTo: React.MutableRefObject<HTMLElement | null>;
}

const GetStartedDialogContext = createContext<GetStartedDialogState | null>(null);

export function GetStartedDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const open = useCallback(() => {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ isOpen, open, close, returnFocusTo }), [isOpen, open, close]);
  return <GetStartedDialogContext.Provider value={value}>{children}</GetStartedDialogContext.Provider>;
}

export function useGetStartedDialog(): GetStartedDialogState {
  const ctx = useContext(GetStartedDialogContext);
  if (!ctx) throw new Error("useGetStartedDialog must be used inside GetStartedDialogProvider");
  return ctx;
}
