import type { HeadProps } from "gatsby";
import { Text } from "theme-ui";
import PageHero from "../components/page-hero";
import Section from "../components/section";
import Seo from "../components/seo";
import { useSite } from "../hooks/use-site";

export default function CookiePolicyPage() {
  const site = useSite();
  return (
    <>
      <PageHero eyebrow="Legal" title="Cookie Policy" lead="Last Updated: January 2024" />
      <Section id="intro" title="How we use cookies" width="narrow">
        <Text as="p" sx={{ mt: 0 }}>
          Cookies are small text files a website stores in your browser. {site.brand} uses them to keep the site
          working, to understand which pages help visitors, and to remember your preferences. You can control them in
          your browser settings at any time.
        </Text>
      </Section>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Cookie Policy" pathname={location.pathname} />;
}
