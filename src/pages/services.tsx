import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Box, Button, Heading, Text } from "theme-ui";
import CtaBand from "../components/cta-band";
import Icon from "../components/icons/icon";
import PageHero from "../components/page-hero";
import Section from "../components/section";
import Seo from "../components/seo";
import TechTabs from "../components/tech-tabs";
import { useGetStartedDialog } from "../components/dialog-context";
import { servicePath } from "../hooks/use-services";
import { cardGrid, checkList, iconBadge, statPair } from "../styles/marketing";
import IconCard from "../components/icon-card";

export const query = graphql`
  query ServicesPage {
    allServicesJson(sort: { order: ASC }) {
      nodes {
        slug
        title
        icon
        description
        features
        price
      }
    }
    allTechnologiesJson(sort: { order: ASC }) {
      nodes {
        name
        description
        why
        projects
      }
    }
    marketingJson {
      services {
        lead
        why {
          value
          label
        }
        benefits {
          icon
          title
          description
        }
      }
    }
  }
`;

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const { open } = useGetStartedDialog();
  const page = data.marketingJson?.services;
  if (!page) return null;
  const services = data.allServicesJson.nodes;
  return (
    <>
      <PageHero
        eyebrow="What we do"
        title="Our Services"
        lead={page.lead}
        aside={
          <Box
            as="section"
            aria-labelledby="why-title"
            sx={{ bg: "inkSoft", borderRadius: "lg", p: [4, 5], border: "1px solid rgba(197,202,224,.2)" }}
          >
            <Heading as="h2" id="why-title" sx={{ fontSize: [5, 6], mb: 4 }}>
              Why Choose Us?
            </Heading>
            <Box as="dl" sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 4, m: 0 }}>
              {page.why.map((s) => (
                <Box key={s.label} sx={statPair}>
                  <Text as="dt" sx={{ color: "onInkMuted" }}>
                    {s.label}
                  </Text>
                  <Text
                    as="dd"
                    sx={{ m: 0, fontFamily: "heading", fontWeight: "heading", fontSize: [6, 7], color: "accent" }}
                  >
                    {s.value}
                  </Text>
                </Box>
              ))}
            </Box>
          </Box>
        }
      >
        <Button type="button" variant="accent" onClick={open} aria-haspopup="dialog">
          Get Started Today
        </Button>
        <Button type="button" variant="onInk" onClick={open} aria-haspopup="dialog">
          Schedule Consultation
        </Button>
      </PageHero>

      <Section
        id="all-services"
        eyebrow="Services and pricing"
        title="Eight services, one growth plan"
        intro="Pick one service or combine several. Every plan starts with a free consultation and a written proposal with goals, timeline and a fixed price."
      >
        <Box as="ul" sx={cardGrid(4)}>
          {services.map((s) => (
            <IconCard key={s.slug} data-testid="service-card" icon={s.icon} title={s.title} description={s.description}>
              <Box as="ul" sx={{ ...checkList, mb: 4, flex: 1, fontSize: 1 }}>
                {s.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </Box>
              <Text as="p" sx={{ mt: 0, mb: 3, fontWeight: "bold" }} data-testid="service-price">
                Starting at <span sx={{ color: "primary", fontSize: 4 }}>{s.price}</span>
              </Text>
              <Link to={servicePath(s.slug)} sx={{ variant: "buttons.secondary", alignSelf: "stretch" }}>
                Learn More<span className="visually-hidden"> about {s.title}</span>
              </Link>
            </IconCard>
          ))}
        </Box>
      </Section>

      <Section
        id="expertise"
        tone="muted"
        eyebrow="Our Expertise"
        title="Technologies we build with"
        intro="We choose the platform for your business, not the other way around. Select a technology to see why we use it and what we have built with it."
      >
        <TechTabs technologies={data.allTechnologiesJson.nodes} label="Technologies" />
      </Section>

      <Section
        id="every-service"
        title="What You Get With Every Service"
        intro="Whichever service you choose, these come as standard."
      >
        <Box as="ul" sx={cardGrid(3)}>
          {page.benefits.map((b) => (
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

      <CtaBand
        id="services-cta"
        title="Not sure which service you need?"
        text="Tell us about your business and goals. In a free 30-minute consultation we will recommend the services that will move your numbers first, with prices up front."
      >
        <Button type="button" variant="accent" onClick={open} aria-haspopup="dialog">
          Get Free Consultation
        </Button>
        <Link to="/our-work" sx={{ variant: "buttons.onInk" }}>
          View Our Portfolio
        </Link>
      </CtaBand>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Services" pathname={location.pathname} />;
}
