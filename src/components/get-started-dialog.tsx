import { lazy, Suspense, useEffect, useId, useRef, type MouseEvent } from "react";
import { Box, Button, Heading, Link, Text } from "theme-ui";
import { GET_STARTED_DIALOG_ID, useGetStartedDialog, useGetStartedDialogOpen } from "./dialog-context";
import { useFrame } from "../hooks/use-frame";
import { telHref, useSite } from "../hooks/use-site";
import { fill, fillNodes } from "../lib/template";
import CloseIcon from "./icons/close-icon";

// Formik and Yup come with the form, fetched when the dialog first opens.
const GetStartedForm = lazy(() => import("./forms/get-started-form"));

/**
 * The Get Started dialog: a native modal <dialog> (top layer, inert page behind it, Esc to close),
 * with focus moved in on open and returned to the opener on close, a click on the backdrop
 * closing it, and the page's scroll locked while it is open.
 */
export default function GetStartedDialog() {
  const { store, returnFocusTo } = useGetStartedDialog();
  const isOpen = useGetStartedDialogOpen();
  const site = useSite();
  const { dialog: t } = useFrame();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!isOpen) {
      // Open while the state says shut: the browser's show-modal command opened it, from a click
      // before the page had hydrated (useGetStartedDialogOpener). Take that over: the form renders,
      // and this effect runs again to lock the scroll. The browser returns focus to that button on
      // close, as it moved it in.
      if (dialog.open) store.set(true);
      return;
    }
    if (!dialog.open) dialog.showModal();
    document.documentElement.style.overflow = "hidden";
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [isOpen, store]);

  // Whatever closes the dialog (Esc, close button, backdrop, the form when done), restore scroll
  // and focus. Closing the element is the only way to close it.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClose = () => {
      document.documentElement.style.overflow = "";
      store.set(false);
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target?.isConnected) target.focus();
    };
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, [store, returnFocusTo]);

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    // Clicks on the panel's content land on its children; a click on the <dialog> box itself
    // outside the panel is the backdrop.
    if (event.target === event.currentTarget) ref.current?.close();
  };

  return (
    // The click handler only serves pointer users: keyboard users close with Esc or the button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      id={GET_STARTED_DIALOG_ID}
      aria-labelledby={titleId}
      aria-describedby={descId}
      onClick={onBackdropClick}
      sx={{
        p: 0,
        border: "none",
        bg: "transparent",
        maxWidth: "min(560px, calc(100vw - 24px))",
        width: "100%",
        maxHeight: "calc(100dvh - 24px)",
        overflow: "visible",
        "&::backdrop": { bg: "rgba(11,16,38,.62)", backdropFilter: "blur(2px)" },
        "&[open]": {
          animation: "dialog-in .22s ease-out",
          "@keyframes dialog-in": {
            from: { opacity: 0, transform: "translateY(12px) scale(.98)" },
            to: { opacity: 1, transform: "none" },
          },
        },
      }}
    >
      <Box
        sx={{
          position: "relative",
          bg: "background",
          color: "text",
          borderRadius: "xl",
          boxShadow: "dialog",
          p: [4, 5],
          maxHeight: "calc(100dvh - 24px)",
          overflowY: "auto",
        }}
      >
        <Button
          type="button"
          variant="icon"
          aria-label={t.close}
          data-autofocus
          onClick={() => ref.current?.close()}
          sx={{ position: "absolute", top: 3, right: 3 }}
        >
          <CloseIcon />
        </Button>
        <Heading as="h2" id={titleId} variant="cardTitle" sx={{ fontSize: [5, 6], pr: 6, mb: 2 }}>
          {t.title}
        </Heading>
        <Text as="p" id={descId} variant="muted" sx={{ mt: 0, mb: 4 }}>
          {fill(t.description, { replyTime: site.replyTime })}
        </Text>

        {/* The Get Started form (Formik + Yup, POST /api/get-started), mounted only while the dialog is open. */}
        <Box data-slot="get-started-form" sx={{ mb: 4 }}>
          {isOpen && (
            <Suspense
              fallback={
                <Text as="p" sx={{ m: 0, minHeight: 420 }}>
                  {fillNodes(t.loading, {
                    email: <Link href={`mailto:${site.email}`}>{site.email}</Link>,
                    phone: <Link href={telHref(site.phone)}>{site.phone}</Link>,
                  })}
                </Text>
              }
            >
              <GetStartedForm onDone={() => ref.current?.close()} />
            </Suspense>
          )}
        </Box>

        <Text as="p" variant="small" sx={{ color: "mutedText", m: 0 }}>
          {t.privacy}
        </Text>
      </Box>
    </dialog>
  );
}
