import { useEffect, useId, useRef, useState, type MouseEvent } from "react";
import { Box, Button, Heading, Text } from "theme-ui";
// The dialog's own chunk carries its texts and tables (loaded when it opens, never with a page);
// `npm run content:check` and the CMS validate these files like every other (gatsby/content-model.ts).
import cookieTypes from "../../../content/cookies.json";
import texts from "../../../content/privacy-choices.json";
import {
  ALL,
  NONE,
  OPTIONAL_CATEGORIES,
  effectiveChoices,
  gpcEnabled,
  readChoices,
  saveChoices,
  type Choices,
  type OptionalCategory,
} from "../../lib/consent";
import CloseIcon from "../icons/close-icon";
import type { PrivacyView } from "./privacy-choices";
import StorageTable from "./storage-table";
import { TRACKER_IDS } from "./trackers-config";
import type { TrackerId } from "../../contracts/trackers";

// The table lists a tracker's cookies only on a build where that tracker is on.
const listed = texts.storage.filter((key) => !("provider" in key) || TRACKER_IDS[key.provider as TrackerId] !== null);

const isOptional = (category: string): category is OptionalCategory =>
  (OPTIONAL_CATEGORIES as readonly string[]).includes(category);

/**
 * The privacy choices: a native modal <dialog> (focus moved in, Esc and the backdrop close it,
 * focus returned by the provider), one switch per cookie category of the Cookie Policy, and three
 * buttons of equal weight. Under Global Privacy Control the marketing switch is off and locked.
 */
export default function PrivacyDialog({ view, onClose }: { view: PrivacyView; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const introId = useId();
  const tableId = useId();
  const gpc = gpcEnabled(typeof navigator === "undefined" ? undefined : navigator);
  const [choices, setChoices] = useState<Choices>(() => effectiveChoices(readChoices(), gpc));
  const [showTable, setShowTable] = useState(view === "table");
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    document.documentElement.style.overflow = "hidden";
    const first = view === "table" ? dialog.querySelector<HTMLElement>(`#${CSS.escape(tableId)}`) : null;
    (first ?? dialog.querySelector<HTMLElement>("[data-autofocus]"))?.focus();
    const closed = () => {
      document.documentElement.style.overflow = "";
      onClose();
    };
    dialog.addEventListener("close", closed);
    return () => dialog.removeEventListener("close", closed);
  }, [onClose, tableId, view]);

  const store = (next: Choices) => {
    const allowed = effectiveChoices(next, gpc);
    saveChoices(allowed, texts.storage);
    setChoices(allowed);
    setSaved(true);
  };

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) ref.current?.close();
  };

  return (
    // The click handler only serves pointer users: keyboard users close with Esc or the button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      id="privacy-choices-dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onClick={onBackdropClick}
      sx={{
        p: 0,
        border: "none",
        bg: "transparent",
        maxWidth: "min(720px, calc(100vw - 24px))",
        width: "100%",
        maxHeight: "calc(100dvh - 24px)",
        overflow: "visible",
        "&::backdrop": { bg: "rgba(11,16,38,.62)" },
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
          aria-label={texts.close}
          data-autofocus
          onClick={() => ref.current?.close()}
          sx={{ position: "absolute", top: 3, right: 3 }}
        >
          <CloseIcon />
        </Button>
        <Heading as="h2" id={titleId} variant="cardTitle" sx={{ fontSize: [5, 6], pr: 6, mb: 2 }}>
          {texts.title}
        </Heading>
        <Text as="p" id={introId} variant="muted" sx={{ mt: 0, mb: 3 }}>
          {texts.intro}
        </Text>
        {gpc && (
          <Text as="p" data-testid="gpc-notice" sx={{ variant: "cards.muted", p: 3, mt: 0, mb: 3 }}>
            {texts.gpcNotice}
          </Text>
        )}

        <Box as="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 3 }}>
          {cookieTypes.map((type) => {
            const optional = isOptional(type.category);
            const locked = !optional || !type.canDisable || (type.category === "marketing" && gpc);
            const on = optional ? choices[type.category as OptionalCategory] : true;
            const descId = `${titleId}-${type.category}`;
            return (
              <Box as="li" key={type.category} sx={{ display: "flex", gap: 3, alignItems: "flex-start" }}>
                <input
                  type="checkbox"
                  role="switch"
                  id={`${titleId}-switch-${type.category}`}
                  aria-describedby={descId}
                  checked={on}
                  disabled={locked}
                  onChange={(e) => {
                    if (!optional) return;
                    setSaved(false);
                    setChoices((c) => ({ ...c, [type.category]: e.target.checked }));
                  }}
                  sx={{ width: 20, height: 20, mt: "2px", flex: "none", accentColor: "primary" }}
                />
                <Box>
                  <label htmlFor={`${titleId}-switch-${type.category}`} sx={{ fontWeight: "bold" }}>
                    {type.name}
                    {!optional && (
                      <Text as="span" sx={{ fontWeight: "body", color: "mutedText" }}>{` (${texts.alwaysOn})`}</Text>
                    )}
                  </label>
                  <Text as="p" id={descId} variant="small" sx={{ m: 0, color: "mutedText" }}>
                    {type.purpose}
                  </Text>
                </Box>
              </Box>
            );
          })}
        </Box>

        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 3, mt: 4 }}>
          {/* Equal weight: the same style for all three, refusing as easy as accepting. */}
          <Button type="button" variant="secondary" onClick={() => store(NONE)}>
            {texts.rejectAll}
          </Button>
          <Button type="button" variant="secondary" onClick={() => store(ALL)}>
            {texts.acceptAll}
          </Button>
          <Button type="button" variant="secondary" onClick={() => store(choices)}>
            {texts.save}
          </Button>
        </Box>
        <Text as="p" role="status" variant="small" sx={{ minHeight: "1.5em", mt: 3, mb: 0 }}>
          {saved ? texts.saved : ""}
        </Text>

        <Box sx={{ mt: 3 }}>
          <Button
            type="button"
            variant="ghost"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((s) => !s)}
          >
            {texts.tableButton}
          </Button>
          <Box id={tableId} tabIndex={-1} hidden={!showTable} sx={{ mt: 3, outline: "none" }}>
            <StorageTable texts={{ ...texts, storage: listed }} categories={cookieTypes} />
          </Box>
        </Box>
      </Box>
    </dialog>
  );
}
