import { useEffect, useId, useRef, useState } from "react";
import { Box, Button, Text } from "theme-ui";
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
import ModalDialog, { openModalDialog } from "../modal-dialog";
import type { PrivacyView } from "./privacy-choices";
import StorageTable from "./storage-table";
import { TRACKER_IDS } from "./trackers-config";
import type { TrackerId } from "../../contracts/trackers";

// The table lists a tracker's cookies only on a build where that tracker is on.
const listed = texts.storage.filter((key) => !("provider" in key) || TRACKER_IDS[key.provider as TrackerId] !== null);

const isOptional = (category: string): category is OptionalCategory =>
  (OPTIONAL_CATEGORIES as readonly string[]).includes(category);

/**
 * The privacy choices, on the shared dialog shell (../modal-dialog.tsx: focus moved in, Esc and the
 * backdrop close it, focus returned to the opener), one switch per cookie category of the Cookie Policy, and three
 * buttons of equal weight. Under Global Privacy Control the marketing switch is off and locked.
 */
export default function PrivacyDialog({ view, onClose }: { view: PrivacyView; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const tableId = useId();
  const gpc = gpcEnabled(typeof navigator === "undefined" ? undefined : navigator);
  const [choices, setChoices] = useState<Choices>(() => effectiveChoices(readChoices(), gpc));
  const [showTable, setShowTable] = useState(view === "table");
  const [saved, setSaved] = useState(false);

  // Mounted when a visitor opens it (its chunk loads on the first open): show it at once.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const first = view === "table" ? dialog.querySelector<HTMLElement>(`#${CSS.escape(tableId)}`) : null;
    openModalDialog(dialog, first);
  }, [tableId, view]);

  const store = (next: Choices) => {
    const allowed = effectiveChoices(next, gpc);
    saveChoices(allowed, texts.storage);
    setChoices(allowed);
    setSaved(true);
  };

  return (
    <ModalDialog
      ref={ref}
      id="privacy-choices-dialog"
      title={texts.title}
      description={texts.intro}
      closeLabel={texts.close}
      maxWidth={720}
      descriptionGap={3}
      onClosed={onClose}
    >
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
    </ModalDialog>
  );
}
