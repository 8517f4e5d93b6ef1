import { Suspense, type ReactNode } from "react";
import { Box, Flex } from "theme-ui";
import { useFrame } from "../hooks/use-frame";
import { GetStartedDialogProvider } from "./dialog-context";
import GetStartedDialog from "./get-started-dialog";
import Footer from "./footer";
import Header from "./header";
import { PrivacyChoicesProvider } from "./privacy/privacy-choices";
import RootStyles from "./root-styles";

/**
 * The cookie banner, only on a build with a tracker configured (src/components/privacy/). The
 * condition is webpack's constants (gatsby-node.ts), so without a tracker webpack drops the branch
 * and the banner's module with it: not a byte of it in any bundle.
 */
const ConsentBanner =
  __GA4_ID__ !== null || __META_PIXEL_ID__ !== null
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("./privacy/consent-banner") as typeof import("./privacy/consent-banner")).default
    : null;

/** The page frame around every page: root styles, skip link, header, main content, footer, dialogs. */
export default function Layout({ pathname, children }: { pathname: string; children: ReactNode }) {
  const frame = useFrame();
  return (
    <GetStartedDialogProvider>
      <PrivacyChoicesProvider>
        <RootStyles />
        <Flex sx={{ flexDirection: "column", minHeight: "100vh" }}>
          <a
            href="#main"
            sx={{
              position: "absolute",
              left: 3,
              top: 3,
              zIndex: "skip",
              bg: "primary",
              color: "background",
              px: 3,
              py: 2,
              borderRadius: "default",
              fontWeight: "bold",
              transform: "translateY(-200%)",
              "&:focus": { transform: "none" },
            }}
          >
            {frame.skipLink}
          </a>
          {/* First in the tab order, after the skip link; shown at the bottom (consent-banner.tsx). */}
          {ConsentBanner && <ConsentBanner pathname={pathname} />}
          <Suspense>
            <Header pathname={pathname} />
          </Suspense>
          <Box as="main" id="main" tabIndex={-1} sx={{ flex: "1 0 auto", outline: "none" }}>
            <Suspense>{children}</Suspense>
          </Box>
          <Suspense>
            <Footer />
          </Suspense>
        </Flex>
        {/* Its own hydration unit, so the frame's first task (which a click during hydration waits for) is
            shorter; until it hydrates, an opener's click leaves the opening to the browser's show-modal command
            (docs/decisions/suspense-slicing.md). */}
        <Suspense>
          <GetStartedDialog />
        </Suspense>
      </PrivacyChoicesProvider>
    </GetStartedDialogProvider>
  );
}
