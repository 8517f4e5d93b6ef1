import { Box } from "theme-ui";
import Section from "./section";
import { useClients } from "../hooks/use-clients";
import { densitySrcSet } from "../lib/density-srcset";

/** The client logos in a wrapping strip under a heading (the spec's "We Worked For", from content). */
export default function LogoStrip({
  id = "clients",
  title,
  tone = "muted",
}: {
  id?: string;
  title: string;
  tone?: "default" | "muted";
}) {
  const clients = useClients();
  return (
    <Section id={id} title={title} tone={tone}>
      <Box
        as="ul"
        sx={{
          listStyle: "none",
          p: 0,
          m: 0,
          display: "grid",
          gridTemplateColumns: [
            "repeat(2, minmax(0, 1fr))",
            "repeat(3, minmax(0, 1fr))",
            null,
            "repeat(5, minmax(0, 1fr))",
          ],
          justifyItems: "center",
          alignItems: "center",
          gap: [4, 5],
        }}
      >
        {clients.map((c) => {
          const image = c.image.childImageSharp?.gatsbyImageData;
          return (
            <Box
              as="li"
              key={c.name}
              // The box keeps the logo's size while the image is held back before the first paint
              // (gatsby/after-paint.ts), so nothing moves when it shows.
              style={image ? { width: image.width, height: image.height } : undefined}
              sx={{
                // A flex item is a block: no line box under the image. (Not an inline style on the
                // image, which would outrank the hold's display:none.)
                display: "flex",
                filter: "grayscale(1)",
                opacity: 0.8,
                transition: "filter .3s ease, opacity .3s ease",
                "&:hover": { filter: "none", opacity: 1 },
              }}
            >
              {image?.images.fallback && (
                // A logo is a small fixed-size image: a plain <img> with its sizes and dimensions does what
                // GatsbyImage's wrapper, placeholder and <noscript> copy did, in a third of the markup.
                <img
                  src={image.images.fallback.src}
                  srcSet={densitySrcSet(image.images.fallback.srcSet, image.width)}
                  width={image.width}
                  height={image.height}
                  alt={c.name}
                  loading="lazy"
                  decoding="async"
                  // Held until the first paint like gatsby-plugin-image's lazy images: gatsby/after-paint.ts.
                  data-after-paint=""
                />
              )}
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
