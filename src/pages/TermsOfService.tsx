import type { HeadProps } from "gatsby";
import { Text } from "theme-ui";
import PageHero from "../components/page-hero";
import Section from "../components/section";
import Seo from "../components/seo";
import { useSite } from "../hooks/use-site";

export default function TermsOfServicePage() {
  const site = useSite();
  return (
    <>
      <PageHero eyebrow="Legal" title="Terms of Service" lead="Last Updated: January 2024" />
      <Section id="acceptance" title="Acceptance of these terms" width="narrow">
        <Text as="p" sx={{ mt: 0 }}>
          By using this website or engaging {site.brand} for services, you agree to these terms. Where a signed proposal
          or statement of work says otherwise, the signed document governs that engagement.
        </Text>
      </Section>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Terms of Service" pathname={location.pathname} />;
}
