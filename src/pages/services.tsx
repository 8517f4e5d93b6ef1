import { Link, type HeadProps } from "gatsby";
import { Box, Button, Heading } from "theme-ui";
import PageHero from "../components/page-hero";
import Section from "../components/section";
import Seo from "../components/seo";
import { useGetStartedDialog } from "../components/dialog-context";
import { useServices } from "../hooks/use-services";

export default function ServicesPage() {
  const services = useServices();
  const { open } = useGetStartedDialog();
  return (
    <>
      <PageHero
        eyebrow="What we do"
        title="Our Services"
        lead="Websites, search, social, reputation, email, ecommerce, analytics and mobile apps: one accountable team for every channel your customers use to find you."
      >
        <Button type="button" variant="accent" onClick={open} aria-haspopup="dialog">
          Get Started Today
        </Button>
      </PageHero>
      <Section id="all-services" title="Eight services, one growth plan">
        <Box
          as="ul"
          sx={{
            listStyle: "none",
            p: 0,
            m: 0,
            display: "grid",
            gap: 4,
            gridTemplateColumns: ["1fr", "1fr 1fr", null, "repeat(4, 1fr)"],
          }}
        >
          {services.map((s) => (
            <Box as="li" key={s.slug} sx={{ variant: "cards.primary", p: 4 }}>
              <Heading as="h3" variant="cardTitle" sx={{ fontSize: 4, mb: 3 }}>
                {s.title}
              </Heading>
              <Link to={s.path} sx={{ fontWeight: "bold" }} aria-label={`Learn more about ${s.title}`}>
                Learn More
              </Link>
            </Box>
          ))}
        </Box>
      </Section>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Services" pathname={location.pathname} />;
}
