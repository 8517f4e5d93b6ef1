import { graphql } from "gatsby";
import { Box } from "theme-ui";
import { cardGrid } from "../../styles/marketing";
import IconCard from "../icon-card";
import Section from "../section";

export const query = graphql`
  fragment ServiceFeatures on ServicePageContent {
    badge
    featuresTitle
    features {
      icon
      title
      description
    }
  }
`;

/** What a service brings, as icon cards: three or four to a row, whichever divides them evenly. */
export default function ServiceFeatures({ page }: { page: Queries.ServiceFeaturesFragment }) {
  return (
    <Section id="features" eyebrow={page.badge} title={page.featuresTitle}>
      <Box as="ul" sx={cardGrid(page.features.length % 3 === 0 ? 3 : 4)}>
        {page.features.map((f) => (
          <IconCard key={f.title} icon={f.icon} title={f.title} description={f.description} />
        ))}
      </Box>
    </Section>
  );
}
