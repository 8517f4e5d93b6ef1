import { graphql, Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Box, Heading, Text } from "theme-ui";
import { useFrame } from "../hooks/use-frame";
import Picture from "./picture";

/** What a blog teaser needs of an article: one fragment for every page that lists articles. */
export const query = graphql`
  fragment BlogCardPost on Mdx {
    id
    frontmatter {
      title
      slug
      excerpt
      heroAlt
      hero {
        childImageSharp {
          gatsbyImageData(
            layout: CONSTRAINED
            width: 400
            aspectRatio: 1.7778
            placeholder: NONE
            formats: [AVIF, WEBP]
            outputPixelDensities: [1, 2]
          )
        }
      }
    }
  }
`;

/** BlogCard's props from a node queried with the BlogCardPost fragment. */
export function blogCardProps(post: Queries.BlogCardPostFragment) {
  const fm = post.frontmatter;
  return {
    slug: fm.slug ?? "",
    title: fm.title,
    excerpt: fm.excerpt ?? "",
    image: fm.hero?.childImageSharp?.gatsbyImageData ?? null,
    imageAlt: fm.heroAlt,
  };
}

export interface BlogCardProps {
  slug: string;
  title: string;
  excerpt: string;
  image?: IGatsbyImageData | null;
  imageAlt?: string | null;
  /**
   * Load the image eagerly: the first card, on a phone the only one on
   * the first screen and its largest paint. The others load lazily (those in view at once).
   */
  eager?: boolean;
  headingLevel?: "h2" | "h3";
}

/** A blog teaser: image, title, excerpt and a "Read more" link to the article. */
export default function BlogCard({ slug, title, excerpt, image, imageAlt, eager, headingLevel = "h2" }: BlogCardProps) {
  const href = `/blog/${slug}`;
  const { cards } = useFrame();
  return (
    <Box
      as="article"
      sx={{
        variant: "cards.primary",
        p: 0,
        overflow: "hidden",
        display: "flex",
        flexDirection: "column",
        height: "100%",
        transition: "transform .2s ease, box-shadow .2s ease",
        "&:hover": { transform: "translateY(-3px)", boxShadow: "lift" },
      }}
    >
      {image && (
        // As wide as the card (a column can be wider than the 400 px file), 16:9 as the file is.
        <Picture image={image} alt={imageAlt ?? ""} loading={eager ? "eager" : "lazy"} fill />
      )}
      <Box sx={{ p: 4, display: "flex", flexDirection: "column", flex: 1 }}>
        <Heading as={headingLevel} variant="cardTitle" sx={{ fontSize: [4, 4], mb: 2 }}>
          {title}
        </Heading>
        <Text as="p" variant="muted" sx={{ mt: 0, mb: 3, flex: 1 }}>
          {excerpt}
        </Text>
        <Link to={href} sx={{ fontWeight: "bold", alignSelf: "flex-start" }}>
          {cards.blogReadMore}
          <span className="visually-hidden">{`: ${title}`}</span>
        </Link>
      </Box>
    </Box>
  );
}
