import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Box } from "theme-ui";
import Section from "./section";
import { useClients } from "../hooks/use-clients";

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
          const image = getImage(c.image.childImageSharp?.gatsbyImageData ?? null);
          return (
            <Box
              as="li"
              key={c.name}
              sx={{
                filter: "grayscale(1)",
                opacity: 0.8,
                transition: "filter .3s ease, opacity .3s ease",
                "&:hover": { filter: "none", opacity: 1 },
              }}
            >
              {image && <GatsbyImage image={image} alt={c.name} />}
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
