import { graphql, Link } from "gatsby";
import { Box, Text } from "theme-ui";
import Picture from "../picture";

export const query = graphql`
  fragment AuthorByline on TeamJson {
    slug
    name
    role
    authorPage
    image {
      childImageSharp {
        gatsbyImageData(layout: FIXED, width: 48, height: 48, placeholder: DOMINANT_COLOR, formats: [AVIF, WEBP])
      }
    }
  }

  # The author as schema.org's Person, built with the site (src/lib/person-data.ts).
  fragment AuthorPerson on TeamJson {
    person
  }
`;

/** Who wrote an article or a case study: each author's photo, name (to their page) and role. */
export default function Byline({
  authors,
  label,
}: {
  authors: readonly Queries.AuthorBylineFragment[];
  /** "Written by", for screen readers. */
  label: string;
}) {
  if (authors.length === 0) return null;
  return (
    <Box
      as="ul"
      aria-label={label}
      sx={{ listStyle: "none", p: 0, m: 0, mt: 4, display: "flex", flexWrap: "wrap", gap: 4 }}
    >
      {authors.map((a) => {
        const image = a.image.childImageSharp?.gatsbyImageData;
        return (
          <Box as="li" key={a.slug} sx={{ display: "flex", alignItems: "center", gap: 3 }}>
            {image && <Picture image={image} alt="" sx={{ borderRadius: "50%", flexShrink: 0, width: 48 }} />}
            <span sx={{ "& > a, & > b": { display: "block", fontWeight: "bold", color: "text" } }}>
              {a.authorPage ? <Link to={a.authorPage}>{a.name}</Link> : <b>{a.name}</b>}
              <Text variant="muted" sx={{ fontSize: 1 }}>
                {a.role}
              </Text>
            </span>
          </Box>
        );
      })}
    </Box>
  );
}
