import type { ComponentProps, ReactNode } from "react";
import { Heading } from "theme-ui";
import { useFrame } from "../hooks/use-frame";
import { slugify, textOf } from "../lib/slugify";
import { fill } from "../lib/template";

function AnchoredHeading({ as, children }: { as: "h2" | "h3"; children?: ReactNode }) {
  const id = slugify(textOf(children));
  const { cards } = useFrame();
  return (
    <Heading
      as={as}
      id={id}
      sx={{
        fontSize: as === "h2" ? [5, 6] : [4, 5],
        mt: as === "h2" ? 6 : 5,
        mb: 3,
        scrollMarginTop: 96,
        // Always visible (a reader can copy the section's address), stronger on hover and focus.
        "& > a": { ml: 2, color: "mutedText", textDecoration: "none", fontWeight: "body" },
        "&:hover > a, & > a:focus-visible": { color: "primary" },
      }}
    >
      {children}
      <a href={`#${id}`} aria-label={fill(cards.sectionLink, { title: textOf(children) })}>
        #
      </a>
    </Heading>
  );
}

/** How Markdown elements of the articles render. */
export const mdxComponents = {
  h2: (props: ComponentProps<"h2">) => <AnchoredHeading as="h2">{props.children}</AnchoredHeading>,
  h3: (props: ComponentProps<"h3">) => <AnchoredHeading as="h3">{props.children}</AnchoredHeading>,
};
