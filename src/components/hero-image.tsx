import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Box } from "theme-ui";
import Picture from "./picture";

/**
 * A 16:9 hero up to 1120 px wide; `original.src` is the full-size file for structured data.
 * BlogHeroImage is the same with AVIF candidates too, which a blog post's head preloads.
 */
export const fragment = graphql`
  fragment HeroImage on File {
    childImageSharp {
      gatsbyImageData(layout: CONSTRAINED, width: 1120, aspectRatio: 1.7778, placeholder: NONE)
      original {
        src
      }
    }
  }

  fragment BlogHeroImage on File {
    childImageSharp {
      gatsbyImageData(layout: CONSTRAINED, width: 1120, aspectRatio: 1.7778, placeholder: NONE, formats: [AVIF, WEBP])
      original {
        src
      }
    }
  }
`;

/**
 * The hero of a blog post is its largest paint: its head preloads the AVIF candidates at high
 * priority, which the BlogHeroImage fragment makes, so the request starts before the body is
 * parsed. Browsers without AVIF skip the preload by its type.
 */
export function HeroImagePreload({ data }: { data: IGatsbyImageData | null | undefined }) {
  const avif = data?.images.sources?.find((s) => s.type === "image/avif");
  if (!avif) return null;
  return (
    <link
      rel="preload"
      as="image"
      type="image/avif"
      imageSrcSet={avif.srcSet}
      imageSizes={avif.sizes}
      fetchPriority="high"
    />
  );
}

/**
 * The wide image under an article's heading, loaded eagerly and at high priority (the page's
 * largest paint).
 */
export default function HeroImage({ data, alt }: { data: IGatsbyImageData | null | undefined; alt: string }) {
  if (!data) return null;
  return (
    <Box sx={{ maxWidth: 1120, mx: "auto", px: [0, 4] }}>
      <Picture image={data} alt={alt} loading="eager" priority sx={{ borderRadius: [0, "xl"] }} />
    </Box>
  );
}
