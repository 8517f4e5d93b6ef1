import { lazy, Suspense, useEffect, useState } from "react";
import { Box, Button, Text } from "theme-ui";
import {
  ALL,
  NONE,
  effectiveChoices,
  gpcEnabled,
  readChoices,
  saveChoices,
  watchOtherTabs,
  type Choices,
  type StorageKey,
} from "../../lib/consent";
import { TRACKERS } from "../../contracts/trackers";
import { usePrivacyChoicesOpener } from "./privacy-choices";
import { TRACKER_IDS } from "./trackers-config";

const texts = __CONSENT_BANNER__;

/**
 * Every cookie the configured trackers' documentation says their tags can set, as the cookie table
 * lists them (the content check holds the table to this list).
 */
const TRACKER_COOKIES: readonly StorageKey[] = TRACKERS.filter((t) => TRACKER_IDS[t.id] !== null).flatMap((t) =>
  t.cookies.map((c) => ({ name: c.name, storedIn: "Cookie", category: c.category })),
);

// The tags themselves: a chunk of its own, loaded after hydration (src/components/privacy/tracker-tags.tsx).
const TrackerTags = lazy(() => import("./tracker-tags"));

/**
 * The cookie banner of a build with a tracker configured (TRACKERS_ON): part of every page's static
 * HTML, with the dialog's three choices. A visitor who has chosen never sees it: the head script
 * marks <html> before the first paint (src/contracts/trackers.ts headScript), and after hydration
 * the stored choice hides it, as does a choice made in another tab (watchOtherTabs).
 *
 * Where it sits: first in the page frame's column (src/components/layout.tsx), right after the skip
 * link, so it is the first thing a keyboard meets; shown last in that column (flex `order`) and
 * sticky to the bottom of the window. So it stays at the bottom of the window while the page
 * scrolls under it, and at the end of the page it takes its own place below the footer: nothing of
 * the page is ever out of reach under it, at any width, and as it is in the static HTML from the
 * first paint, the space it takes moves nothing (no layout shift).
 *
 * Its texts come with the bundle (__CONSENT_BANNER__, gatsby-node.ts), not as the dialog's whole
 * file. A choice made here deletes the configured trackers' documented cookies it refuses
 * (TRACKER_COOKIES): before a first choice nothing else optional can have been set, and the
 * dialog, where a choice is changed later, deletes by the whole cookie table.
 */
export default function ConsentBanner({ pathname }: { pathname: string }) {
  const chooseOpener = usePrivacyChoicesOpener();
  const [chosen, setChosen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    setChosen(readChoices() !== null);
    const onConsent = () => setChosen(true);
    window.addEventListener("atria:consent", onConsent);
    const stopWatching = watchOtherTabs(TRACKER_COOKIES);
    return () => {
      window.removeEventListener("atria:consent", onConsent);
      stopWatching();
    };
  }, []);

  const choose = (choices: Choices) => {
    saveChoices(effectiveChoices(choices, gpcEnabled(navigator)), TRACKER_COOKIES);
    // The banner goes away with the button that had focus: keyboard users go on from the page's start.
    document.getElementById("main")?.focus({ preventScroll: true });
  };

  return (
    <>
      <Box
        as="section"
        aria-label={texts.label}
        data-consent-banner=""
        hidden={chosen}
        sx={{
          position: "sticky",
          bottom: 0,
          order: 1,
          zIndex: "banner",
          bg: "background",
          color: "text",
          borderTop: "1px solid",
          borderColor: "border",
          boxShadow: "dialog",
          px: 3,
          py: 2,
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          justifyContent: "center",
          gap: 2,
          "&[hidden], html[data-consent-chosen] &": { display: "none" },
        }}
      >
        <Text as="p" variant="small" sx={{ m: 0 }}>
          {texts.text}
        </Text>
        {/* Equal weight, as in the dialog: refusing is as easy as accepting. */}
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
          <Button type="button" variant="secondary" onClick={() => choose(NONE)} sx={{ py: 1, fontSize: 1 }}>
            {texts.rejectAll}
          </Button>
          <Button type="button" variant="secondary" onClick={() => choose(ALL)} sx={{ py: 1, fontSize: 1 }}>
            {texts.acceptAll}
          </Button>
          <Button {...chooseOpener} variant="secondary" sx={{ py: 1, fontSize: 1 }}>
            {texts.choose}
          </Button>
        </Box>
      </Box>
      {hydrated && (
        <Suspense>
          <TrackerTags pathname={pathname} />
        </Suspense>
      )}
    </>
  );
}
