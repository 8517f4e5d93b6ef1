import { lazy, Suspense, useEffect, useState } from "react";
import { Box, Button, Text } from "theme-ui";
import texts from "../../../content/privacy-choices.json";
import { ALL, NONE, effectiveChoices, gpcEnabled, readChoices, saveChoices, type Choices } from "../../lib/consent";
import { usePrivacyChoices } from "./privacy-choices";

// The tags themselves: a chunk of its own, loaded after hydration (src/components/privacy/tracker-tags.tsx).
const TrackerTags = lazy(() => import("./tracker-tags"));

/**
 * The cookie banner of a build with a tracker configured (TRACKERS_ON): part of every page's static
 * HTML, fixed to the bottom of the window (it moves nothing), with the dialog's three choices. A
 * visitor who has chosen never sees it: the head script marks <html> before the first paint
 * (src/contracts/trackers.ts headScript), and after hydration the stored choice hides it.
 */
export default function ConsentBanner({ pathname }: { pathname: string }) {
  const { open } = usePrivacyChoices();
  const [chosen, setChosen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    setChosen(readChoices() !== null);
    const onConsent = () => setChosen(true);
    window.addEventListener("atria:consent", onConsent);
    return () => window.removeEventListener("atria:consent", onConsent);
  }, []);

  const choose = (choices: Choices) => {
    saveChoices(effectiveChoices(choices, gpcEnabled(navigator)), texts.storage);
    // The banner goes away with the button that had focus: keyboard users go on from the page's start.
    document.getElementById("main")?.focus({ preventScroll: true });
  };

  return (
    <>
      <Box
        as="section"
        aria-label={texts.banner.label}
        data-consent-banner=""
        hidden={chosen}
        sx={{
          position: "fixed",
          insetInline: 0,
          bottom: 0,
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
          {texts.banner.text}
        </Text>
        {/* Equal weight, as in the dialog: refusing is as easy as accepting. */}
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
          <Button type="button" variant="secondary" onClick={() => choose(NONE)} sx={{ py: 1, fontSize: 1 }}>
            {texts.rejectAll}
          </Button>
          <Button type="button" variant="secondary" onClick={() => choose(ALL)} sx={{ py: 1, fontSize: 1 }}>
            {texts.acceptAll}
          </Button>
          <Button type="button" variant="secondary" onClick={() => open()} sx={{ py: 1, fontSize: 1 }}>
            {texts.banner.choose}
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
