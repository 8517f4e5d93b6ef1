import { graphql, Link } from "gatsby";
import { Button } from "theme-ui";
import { useGetStartedDialog } from "../dialog-context";
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
  const { open } = useGetStartedDialog();
  const { page } = service;
  return (
    <PageHero
      eyebrow={page.badge}
      title={service.title}
      lead={page.description}
      aside={<IncludedCard service={service} copy={copy} />}
    >
      <Button type="button" variant="accent" onClick={open} aria-haspopup="dialog">
        {page.primaryCta}
      </Button>
      <Link to="/contact" sx={{ variant: "buttons.onInk" }}>
        {page.secondaryCta}
      </Link>
    </PageHero>
  );
}
