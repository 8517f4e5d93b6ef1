import type { HeadProps } from "gatsby";
import { Text } from "theme-ui";
import PageHero from "../components/page-hero";
import Section from "../components/section";
import Seo from "../components/seo";
import { useSite } from "../hooks/use-site";

export default function PrivacyPolicyPage() {
  const site = useSite();
  return (
    <>
      <PageHero eyebrow="Your Privacy Matters" title="Privacy Policy" lead="Last Updated: January 2024" />
      <Section id="commitment" title="Our commitment to your privacy" width="narrow">
        <Text as="p" sx={{ mt: 0 }}>
          {site.brand} collects only the information we need to answer your requests and deliver our services, protects
          it with care, and never sells it. Questions about this policy go to{" "}
          <a href={`mailto:${site.email}`}>{site.email}</a>; we answer privacy inquiries within 30 days.
        </Text>
      </Section>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Privacy Policy" pathname={location.pathname} />;
}
