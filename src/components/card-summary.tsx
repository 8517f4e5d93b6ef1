import type { ReactNode } from "react";
import { Text } from "theme-ui";

/**
 * The two paragraphs under a card's heading: a bold line in the secondary colour (a person's role,
 * what a kind of cookie is for), then the muted text that says more (a bio, a description).
 */
export default function CardSummary({ emphasis, text }: { emphasis: ReactNode; text: ReactNode }) {
  return (
    <>
      <Text as="p" sx={{ mt: 0, mb: 2, color: "secondary", fontWeight: "bold" }}>
        {emphasis}
      </Text>
      <Text as="p" variant="muted" sx={{ mt: 0, mb: 3 }}>
        {text}
      </Text>
    </>
  );
}
