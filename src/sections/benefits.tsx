import { graphql } from "gatsby";
import { Box, Heading, Text } from "theme-ui";
import Icon from "../components/icons/icon";
import Section from "../components/section";
import { cardGrid, iconBadge } from "../styles/marketing";
import type { SectionProps } from "./types";

export const query = graphql`
  fragment BenefitsSectionFields on BenefitsSection {
    anchor
    eyebrow
    title
    intro
    benefits {
      icon
      title
      description
    }
  }
`;

/** A list of benefits, each with an icon, a title and a line of text. */
export default function Benefits({ section: s, id, tone }: SectionProps<Queries.BenefitsSectionFieldsFragment>) {
  return (
    <Section id={id} tone={tone} eyebrow={s.eyebrow ?? undefined} title={s.title} intro={s.intro ?? undefined}>
      <Box as="ul" sx={cardGrid(3)}>
        {s.benefits.map((b) => (
          <Box as="li" key={b.title} sx={{ display: "flex", gap: 3, alignItems: "flex-start" }}>
            <span sx={iconBadge}>
              <Icon name={b.icon} />
            </span>
            <div>
              <Heading as="h3" sx={{ fontSize: 3, mb: 1 }}>
                {b.title}
              </Heading>
              <Text as="p" variant="muted" sx={{ m: 0 }}>
                {b.description}
              </Text>
            </div>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
