import type { ReactNode } from "react";
import { Box, Heading, Text } from "theme-ui";

/** The closing call to action of a page: a dark card with a heading, a line of text and buttons. */
export default function CtaBand({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-title`} sx={{ variant: "layout.section" }}>
      <Box sx={{ variant: "layout.container" }}>
        <Box
          sx={{
            variant: "cards.ink",
            textAlign: "center",
            backgroundImage:
              "radial-gradient(40rem 20rem at 100% 0%, rgba(124,92,255,.45), transparent 60%), radial-gradient(30rem 18rem at 0% 100%, rgba(255,122,89,.25), transparent 60%)",
          }}
        >
          <Heading as="h2" id={`${id}-title`} variant="sectionTitle" sx={{ mb: 3 }}>
            {title}
          </Heading>
          <Text as="p" variant="lead" sx={{ color: "onInkMuted", maxWidth: 680, mx: "auto", mt: 0, mb: 5 }}>
            {text}
          </Text>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 3, justifyContent: "center" }}>{children}</Box>
        </Box>
      </Box>
    </Box>
  );
}
