import { forwardRef, useEffect, useId, useImperativeHandle, useRef, type MouseEvent, type ReactNode } from "react";
import { Box, Button, Heading, Text, type ThemeUIStyleObject } from "theme-ui";
import CloseIcon from "./icons/close-icon";

/** The element each dialog returns focus to when it closes (the one that had focus when it opened). */
const returnFocus = new WeakMap<HTMLDialogElement, HTMLElement>();

/**
 * Opens a dialog drawn by ModalDialog as a modal (top layer, the page inert behind it), locks the
 * page's scroll and moves focus to its `[data-autofocus]` element, or to `focus` when given.
 * Synchronous, so an opener can call it in its own click handler: the dialog is in the next paint
 * whatever React still has to render. Opening an open dialog only moves focus.
 *
 * Where the browser draws a classic scrollbar (Windows and most Linux desktops), the lock hides it
 * and the page would widen by its width: every line laid out again and the page moving sideways
 * behind the dialog. The root gets that width as right padding instead, so the page keeps its
 * width and place (docs/decisions/interaction.md). Overlay scrollbars (phones, macOS) take no room:
 * there is nothing to make up.
 */
export function openModalDialog(dialog: HTMLDialogElement, focus?: HTMLElement | null) {
  const root = document.documentElement;
  // Read before the dialog opens, while the layout is still the last frame's (no forced layout).
  const scrollbar = root.style.overflow === "hidden" ? 0 : window.innerWidth - root.clientWidth;
  if (!dialog.open) {
    const active = document.activeElement;
    if (active instanceof HTMLElement && !dialog.contains(active)) returnFocus.set(dialog, active);
    dialog.showModal();
  }
  root.style.overflow = "hidden";
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  (focus ?? dialog.querySelector<HTMLElement>("[data-autofocus]"))?.focus();
}

interface ModalDialogProps {
  id: string;
  /** The dialog's name (its heading). */
  title: ReactNode;
  /** The paragraph under the heading, the dialog's description. */
  description: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  /** The panel's widest, in px (it is never wider than the viewport less 24 px). */
  maxWidth: number;
  /** Space under the description, in the theme's steps. */
  descriptionGap?: number;
  /** The Get Started dialog's look: an entrance animation. */
  emphasis?: boolean;
  /** Extra rules for the <dialog> element (static: they are part of its class, drawn with the page). */
  sx?: ThemeUIStyleObject;
  /** Called after the dialog closed, however it closed (Esc, the close button, the backdrop, code). */
  onClosed?: () => void;
  children: ReactNode;
}

/**
 * The site's one dialog shell: a native modal <dialog> named by its heading and described by its
 * first paragraph, a panel with a close button (focused first), Esc and a click on the backdrop to
 * close, the page's scroll locked while it is open and focus returned to the element that had it.
 * The Get Started dialog and the privacy choices use it. Open it with `openModalDialog`; close it
 * by closing the element (`ref.current.close()`).
 */
const ModalDialog = forwardRef<HTMLDialogElement, ModalDialogProps>(function ModalDialog(
  { id, title, description, closeLabel, maxWidth, descriptionGap = 4, emphasis = false, sx, onClosed, children },
  forwarded,
) {
  const ref = useRef<HTMLDialogElement>(null);
  useImperativeHandle(forwarded, () => ref.current as HTMLDialogElement);
  const titleId = useId();
  const descId = useId();
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClose = () => {
      document.documentElement.style.overflow = "";
      document.documentElement.style.paddingRight = "";
      const target = returnFocus.get(dialog);
      returnFocus.delete(dialog);
      onClosedRef.current?.();
      if (target?.isConnected) target.focus();
    };
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, []);

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
      id={id}
      aria-labelledby={titleId}
      aria-describedby={descId}
      onClick={onBackdropClick}
      sx={{
        p: 0,
        border: "none",
        bg: "transparent",
        maxWidth: `min(${maxWidth}px, calc(100vw - 24px))`,
        width: "100%",
        maxHeight: "calc(100dvh - 24px)",
        overflow: "visible",
        // A plain dimmed backdrop, no blur: a blurred one cost a software compositor ~40 ms a frame over the
        // whole viewport, a key in the Get Started form 120 ms (docs/decisions/interaction.md).
        "&::backdrop": { bg: "rgba(11,16,38,.62)" },
        ...(emphasis && {
          "&[open]": {
            animation: "dialog-in .22s ease-out",
            "@keyframes dialog-in": {
              from: { opacity: 0, transform: "translateY(12px) scale(.98)" },
              to: { opacity: 1, transform: "none" },
            },
          },
        }),
        ...sx,
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
          aria-label={closeLabel}
          data-autofocus
          onClick={() => ref.current?.close()}
          sx={{ position: "absolute", top: 3, right: 3 }}
        >
          <CloseIcon />
        </Button>
        <Heading as="h2" id={titleId} variant="cardTitle" sx={{ fontSize: [5, 6], pr: 6, mb: 2 }}>
          {title}
        </Heading>
        <Text as="p" id={descId} variant="muted" sx={{ mt: 0, mb: descriptionGap }}>
          {description}
        </Text>
        {children}
      </Box>
    </dialog>
  );
});

export default ModalDialog;
