import { graphql } from "gatsby";
import { Box, Text } from "theme-ui";

export const fragment = graphql`
  fragment QuoteCard on TestimonialsJson {
    name
    company
    content
  }
`;

export type QuoteCardProps = Queries.QuoteCardFragment;

/** A client's words (a testimonial from content/testimonials.json) with who said them. */
export default function QuoteCard({ name, company, content }: QuoteCardProps) {
  return (
    <Box as="figure" sx={{ variant: "cards.muted", m: 0, p: [4, 5], borderLeft: "4px solid", borderColor: "accent" }}>
      <Box as="blockquote" sx={{ m: 0 }}>
        <Text as="p" sx={{ m: 0, fontSize: [3, 4], lineHeight: 1.6 }}>
          {`“${content}”`}
        </Text>
      </Box>
      <Box as="figcaption" sx={{ mt: 3 }}>
        <Text as="span" sx={{ display: "block", fontWeight: "bold" }}>
          {name}
        </Text>
        <Text as="span" variant="muted" sx={{ fontSize: 1 }}>
          {company}
        </Text>
      </Box>
    </Box>
  );
}
