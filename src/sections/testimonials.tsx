import { graphql } from "gatsby";
import { Box, Text } from "theme-ui";
import Section from "../components/section";
import { cardGrid } from "../styles/marketing";
import type { SectionProps } from "./types";

// `testimonials`: every entry of content/testimonials.json (a resolver in gatsby/pages.ts).
export const query = graphql`
  fragment TestimonialsSectionFields on TestimonialsSection {
    eyebrow
    title
    testimonials {
      name
      company
      content
      rating
    }
  }
`;

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} sx={{ color: "#B45309", display: "inline-flex", gap: 1 }}>
      {Array.from({ length: rating }, (_, i) => (
        <svg key={i} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M12 3l2.6 5.5 6 .7-4.5 4.1 1.2 5.9L12 16.3 6.7 19.2l1.2-5.9L3.4 9.2l6-.7z" />
        </svg>
      ))}
    </span>
  );
}

/** Client quotes with their star rating. */
export default function Testimonials({
  section: s,
  id,
  tone,
}: SectionProps<Queries.TestimonialsSectionFieldsFragment>) {
  return (
    <Section id={id} tone={tone} eyebrow={s.eyebrow ?? undefined} title={s.title}>
      <Box as="ul" sx={cardGrid(3)}>
        {s.testimonials.map((t) => (
          <Box as="li" key={t.name} sx={{ variant: "cards.primary", p: 4 }}>
            <Box as="figure" sx={{ m: 0, display: "flex", flexDirection: "column", gap: 3, height: "100%" }}>
              <Stars rating={t.rating} />
              <Box as="blockquote" sx={{ m: 0, flex: 1 }}>
                <Text as="p" sx={{ m: 0 }}>
                  {`“${t.content}”`}
                </Text>
              </Box>
              <Box as="figcaption">
                <Text as="span" sx={{ display: "block", fontWeight: "bold" }}>
                  {t.name}
                </Text>
                <Text as="span" variant="muted" sx={{ fontSize: 1 }}>
                  {t.company}
                </Text>
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
