import { graphql, Link } from "gatsby";
import { Box, Text } from "theme-ui";
import IconCard from "../components/icon-card";
import Section from "../components/section";
import { servicePath } from "../hooks/use-services";
import { fill } from "../lib/template";
import { cardGrid, checkList } from "../styles/marketing";
import type { SectionProps } from "./types";

// `services`: every service of content/services.json in its order (a resolver in gatsby/pages.ts).
export const query = graphql`
  fragment ServicesSectionFields on ServicesSection {
    anchor
    eyebrow
    title
    intro
    priceLabel
    moreLabel
    moreNote
    services {
      slug
      title
      icon
      description
      features
      price
    }
  }
`;

/** Every service as a card: its features, its starting price and a link to its page. */
export default function Services({ section: s, id, tone }: SectionProps<Queries.ServicesSectionFieldsFragment>) {
  return (
    <Section id={id} tone={tone} eyebrow={s.eyebrow ?? undefined} title={s.title} intro={s.intro ?? undefined}>
      <Box as="ul" sx={cardGrid(4)}>
        {s.services.map((v) => (
          <IconCard key={v.slug} data-testid="service-card" icon={v.icon} title={v.title} description={v.description}>
            <Box as="ul" sx={{ ...checkList, mb: 4, flex: 1, fontSize: 1 }}>
              {v.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </Box>
            <Text as="p" sx={{ mt: 0, mb: 3, fontWeight: "bold" }} data-testid="service-price">
              {s.priceLabel} <span sx={{ color: "primary", fontSize: 4 }}>{v.price}</span>
            </Text>
            <Link to={servicePath(v.slug)} sx={{ variant: "buttons.secondary", alignSelf: "stretch" }}>
              {s.moreLabel}
              <span className="visually-hidden"> {fill(s.moreNote, { title: v.title })}</span>
            </Link>
          </IconCard>
        ))}
      </Box>
    </Section>
  );
}
