import { useEffect, useState, useSyncExternalStore } from "react";
import { Box, Text } from "theme-ui";
import { GET_STARTED_DIALOG_ID, useGetStartedDialog, useGetStartedDialogOpen } from "./dialog-context";
import { formModule, preloadGetStartedForm } from "./get-started-form-loader";
import ModalDialog, { openModalDialog } from "./modal-dialog";
import { useFrame } from "../hooks/use-frame";
import { afterNextPaint } from "../lib/after-next-paint";
import { telHref, useSite } from "../hooks/use-site";
import { fill, fillNodes } from "../lib/template";

/**
 * The Get Started dialog, on the shared shell (./modal-dialog.tsx). The opener's click shows it
 * (`open` in ./dialog-context.tsx calls showModal and moves focus in its own handler), and this
 * component draws what is left after that paint: the form, from its own chunk (Formik and Yup),
 * mounted in the frame after the one that shows the dialog. Until then the slot holds the loading
 * text, whose styles are part of the dialog's class (drawn with the page), so opening inserts no
 * CSS rule and restyles nothing but what showModal itself changes.
 */
export default function GetStartedDialog() {
  const { store, dialogRef } = useGetStartedDialog();
  const isOpen = useGetStartedDialogOpen();
  const site = useSite();
  const { dialog: t } = useFrame();
  const Form = useSyncExternalStore(formModule.subscribe, formModule.get, () => null);
  const [formFrame, setFormFrame] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!isOpen) {
      setFormFrame(false);
      // Open while the state says shut: the browser's show-modal command opened it, from a click
      // before the page had hydrated (useGetStartedDialogOpener). Take that over: the scroll is
      // locked, focus moves to the close button and the form renders. The browser returns focus to
      // that button on close, as it opened the dialog.
      if (dialog.open) {
        openModalDialog(dialog);
        store.set(true);
      }
      return;
    }
    // The dialog is on screen (the opener showed it): the form's chunk and first render wait for
    // the frame after this one, so they never delay the paint that answers the click.
    return afterNextPaint(() => {
      setFormFrame(true);
      void preloadGetStartedForm();
    });
  }, [isOpen, store, dialogRef]);

  return (
    <ModalDialog
      ref={dialogRef}
      id={GET_STARTED_DIALOG_ID}
      title={t.title}
      description={fill(t.description, { replyTime: site.replyTime })}
      closeLabel={t.close}
      maxWidth={560}
      emphasis
      // The loading text's rules, here so that they are drawn with the page (see above).
      sx={{ "& [data-loading]": { m: 0, minWidth: 0, minHeight: 420 } }}
      onClosed={() => store.set(false)}
    >
      {/* The Get Started form (Formik + Yup, POST /api/get-started), mounted only while the dialog is open. */}
      <Box data-slot="get-started-form" sx={{ mb: 4 }}>
        {isOpen &&
          (Form && formFrame ? (
            <Form onDone={() => dialogRef.current?.close()} />
          ) : (
            <p data-loading="">
              {fillNodes(t.loading, {
                email: <a href={`mailto:${site.email}`}>{site.email}</a>,
                phone: <a href={telHref(site.phone)}>{site.phone}</a>,
              })}
            </p>
          ))}
      </Box>

      <Text as="p" variant="small" sx={{ color: "mutedText", m: 0 }}>
        {t.privacy}
      </Text>
    </ModalDialog>
  );
}
