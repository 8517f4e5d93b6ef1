import { graphql } from "gatsby";
import { Box, Heading, Text } from "theme-ui";
import { checkListOnInk } from "../../styles/marketing";

export const query = graphql`
  fragment IncludedCard on ServicesJson {
    features
    price
  }

  fragment IncludedCardCopy on ServiceCopy {
    included
    startingAt
  }
`;

/** Beside a service page's heading: what the service includes and its starting price. */
export default function IncludedCard({
  service: { features, price },
  copy,
}: {
  service: Queries.IncludedCardFragment;
  copy: Queries.IncludedCardCopyFragment;
}) {
  return (
    <Box
      as="section"
      aria-labelledby="included-title"
      sx={{ bg: "inkSoft", borderRadius: "lg", p: [4, 5], border: "1px solid rgba(197,202,224,.2)" }}
    >
      <Heading as="h2" id="included-title" sx={{ fontSize: [4, 5], mb: 3 }}>
        {copy.included}
      </Heading>
      <Box as="ul" sx={{ ...checkListOnInk, mb: 4 }}>
        {features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </Box>
      <Text as="p" sx={{ m: 0, color: "onInkMuted" }}>
        {copy.startingAt} <strong sx={{ color: "accent", fontFamily: "heading", fontSize: [5, 6] }}>{price}</strong>
      </Text>
    </Box>
  );
}
