import { graphql } from "gatsby";
import { Box, Heading, Text } from "theme-ui";
import PageHero, { heroText } from "../components/page-hero";
import { statPair } from "../styles/marketing";
import Actions from "./action";
import type { SectionProps } from "./types";

export const query = graphql`
  fragment HeroCardSectionFields on HeroCardSection {
    eyebrow
    title
    lead
    actions {
      ...PageActionFields
    }
    cardTitle
    figures {
      value
      label
    }
  }
`;

/** An inner page's hero with a card of figures beside it (the Services page's "Why Choose Us?"). */
export default function HeroCard({ section: s, id }: SectionProps<Queries.HeroCardSectionFieldsFragment>) {
  const cardId = `${id}-card`;
  return (
    <PageHero
      id={id}
      {...heroText(s)}
      aside={
        <Box
          as="section"
          aria-labelledby={cardId}
          sx={{ bg: "inkSoft", borderRadius: "lg", p: [4, 5], border: "1px solid rgba(197,202,224,.2)" }}
        >
          <Heading as="h2" id={cardId} sx={{ fontSize: [5, 6], mb: 4 }}>
            {s.cardTitle}
          </Heading>
          <Box as="dl" sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 4, m: 0 }}>
            {(s.figures ?? []).map((f) => (
              <Box key={f.label} sx={statPair}>
                <Text as="dt" sx={{ color: "onInkMuted" }}>
                  {f.label}
                </Text>
                <Text
                  as="dd"
                  sx={{ m: 0, fontFamily: "heading", fontWeight: "heading", fontSize: [6, 7], color: "accent" }}
                >
                  {f.value}
                </Text>
              </Box>
            ))}
          </Box>
        </Box>
      }
    >
      <Actions actions={s.actions} main="accent" rest="onInk" />
    </PageHero>
  );
}
