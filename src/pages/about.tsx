import { Link, type HeadProps } from "gatsby";
import { Text } from "theme-ui";
import PageHero from "../components/page-hero";
import Section from "../components/section";
import Seo from "../components/seo";
import { useSite } from "../hooks/use-site";

export default function AboutPage() {
  const site = useSite();
  return (
    <>
      <PageHero
        eyebrow="About us"
        title={`About ${site.brand}`}
        lead="Since 2019 we have helped small and medium businesses win customers online with websites, marketing and data they can trust."
      >
        <Link to="/Career" sx={{ variant: "buttons.accent" }}>
          Join Our Team
        </Link>
      </PageHero>
      <Section id="overview" title="A digital partner for growing businesses" width="narrow">
        <Text as="p" sx={{ mt: 0 }}>
          Founded in 2019 in {site.address.city}, {site.brand} now works with clients in more than 25 countries. Our
          designers, developers and marketers plan and run every channel together, and our clients see an average return
          on investment increase of 250%.
        </Text>
      </Section>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="About Page" pathname={location.pathname} />;
}
