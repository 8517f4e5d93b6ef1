import { Suspense, type ReactNode } from "react";
import { Box, Heading, Text } from "theme-ui";

export interface SectionProps {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  tone?: "default" | "muted";
  width?: "container" | "narrow";
  children?: ReactNode;
}

/** A page section with an optional eyebrow, h2 and intro; the h2 labels the section. */
export default function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = "default",
  width = "container",
  children,
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={title ? headingId : undefined}
      sx={{ variant: "layout.section", bg: tone === "muted" ? "muted" : "background" }}
    >
      <Box data-reveal="" sx={{ variant: `layout.${width}` }}>
        {eyebrow && (
          <Text as="p" variant="eyebrow" sx={{ mt: 0, mb: 2 }}>
            {eyebrow}
          </Text>
        )}
        {title && (
          <Heading as="h2" id={headingId} variant="sectionTitle" sx={{ mb: 3 }}>
            {title}
          </Heading>
        )}
        {intro && (
          <Text as="p" variant="lead" sx={{ mt: 0, mb: 5, maxWidth: 760 }}>
            {intro}
          </Text>
        )}
        {/* Its own hydration unit: React hydrates each section in a task of its own (see Layout). */}
        <Suspense>{children}</Suspense>
      </Box>
    </Box>
  );
}
