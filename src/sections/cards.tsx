import { graphql } from "gatsby";
import { Box } from "theme-ui";
import IconCard from "../components/icon-card";
import Section from "../components/section";
import { cardGrid, checkList } from "../styles/marketing";
import { SectionAction } from "./action";
import type { SectionProps } from "./types";

export const query = graphql`
  fragment CardsSectionFields on CardsSection {
    anchor
    eyebrow
    title
    intro
    cards {
      icon
      title
      description
      features
    }
    action {
      ...PageActionFields
    }
  }
`;

/** A grid of icon cards (up to four a row), each with an optional feature list. */
export default function Cards({ section: s, id, tone }: SectionProps<Queries.CardsSectionFieldsFragment>) {
  const columns = s.cards.length % 3 === 0 ? 3 : s.cards.length === 2 ? 2 : 4;
  return (
    <Section id={id} tone={tone} eyebrow={s.eyebrow ?? undefined} title={s.title} intro={s.intro ?? undefined}>
      <Box as="ul" sx={cardGrid(columns)}>
        {s.cards.map((c) => (
          <IconCard key={c.title} icon={c.icon} title={c.title} description={c.description}>
            {c.features?.length ? (
              <Box as="ul" sx={{ ...checkList, fontSize: 1 }}>
                {c.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </Box>
            ) : null}
          </IconCard>
        ))}
      </Box>
      <SectionAction action={s.action} />
    </Section>
  );
}
