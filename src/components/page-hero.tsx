import type { ReactNode } from "react";
import { Box, Heading, Text } from "theme-ui";
import { heroBand, heroStep } from "../styles/marketing";

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  /** Optional content beside the text from lg up (below it on smaller screens). */
  aside?: ReactNode;
  /** The band's anchor (pages built from sections give every section one). */
  id?: string;
}

/** A hero section's texts as PageHero takes them: its eyebrow (none when content leaves it out), title and lead. */
export const heroText = (s: { eyebrow?: string | null; title: string; lead: string }) => ({
  eyebrow: s.eyebrow ?? undefined,
  title: s.title,
  lead: s.lead,
});

/** The dark band that opens inner pages: eyebrow, the page's h1, a lead paragraph, actions. */
export default function PageHero({ eyebrow, title, lead, children, aside, id }: PageHeroProps) {
  return (
    <Box
      as="section"
      id={id}
      sx={heroBand(
        [7, 8],
        "radial-gradient(60rem 30rem at 85% -10%, rgba(124,92,255,.45), transparent 60%), radial-gradient(40rem 24rem at -10% 110%, rgba(255,122,89,.28), transparent 60%)",
      )}
    >
      <Box
        sx={{
          variant: "layout.container",
          ...(aside && {
            display: "grid",
            gap: [5, null, null, 6],
            alignItems: "center",
            gridTemplateColumns: ["1fr", null, null, "minmax(0, 7fr) minmax(0, 5fr)"],
          }),
        }}
      >
        <div>
          {eyebrow && (
            <Text as="p" variant="eyebrow" sx={{ color: "accent", mt: 0, mb: 3, ...heroStep(0) }}>
              {eyebrow}
            </Text>
          )}
          <Heading as="h1" variant="pageTitle" sx={{ maxWidth: 900, mb: 3, ...heroStep(0) }}>
            {title}
          </Heading>
          {lead && (
            <Text as="p" variant="lead" sx={{ color: "onInkMuted", maxWidth: 760, m: 0, ...heroStep(1) }}>
              {lead}
            </Text>
          )}
          {children && <Box sx={{ mt: 5, display: "flex", flexWrap: "wrap", gap: 3, ...heroStep(2) }}>{children}</Box>}
        </div>
        {aside && <Box sx={heroStep(3)}>{aside}</Box>}
      </Box>
    </Box>
  );
}
