import { graphql, Link } from "gatsby";
import { Button } from "theme-ui";
import { useGetStartedDialogOpener } from "../dialog-context";
import PageHero from "../page-hero";
import IncludedCard from "./included-card";

export const query = graphql`
  fragment ServiceHero on ServicesJson {
    title
    ...IncludedCard
    page {
      badge
      description
      primaryCta
      secondaryCta
    }
  }
`;

/** A service page's heading: its name and description, the two calls to action and what it includes. */
export default function ServiceHero({
  service,
  copy,
}: {
  service: Queries.ServiceHeroFragment;
  copy: Queries.IncludedCardCopyFragment;
}) {
  const opener = useGetStartedDialogOpener();
  const { page } = service;
  return (
    <PageHero
      eyebrow={page.badge}
      title={service.title}
      lead={page.description}
      aside={<IncludedCard service={service} copy={copy} />}
    >
      <Button {...opener} variant="accent">
        {page.primaryCta}
      </Button>
      <Link to="/contact" sx={{ variant: "buttons.onInk" }}>
        {page.secondaryCta}
      </Link>
    </PageHero>
  );
}
