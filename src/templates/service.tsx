import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Box, Button, Heading, Text } from "theme-ui";
import CtaBand from "../components/cta-band";
import PageHero from "../components/page-hero";
import Section from "../components/section";
import JsonLd from "../components/json-ld";
import Seo from "../components/seo";
import { useSite } from "../hooks/use-site";
import { serviceJsonLd } from "../lib/structured-data";
import { useGetStartedDialog } from "../components/dialog-context";
import { cardGrid, checkListOnInk, iconBadge, statPair, statValue } from "../styles/marketing";
import IconCard from "../components/icon-card";
import CaseStudyList from "../components/case-study-list";

export const query = graphql`
  query ServicePage($id: String!) {
    servicesJson(id: { eq: $id }) {
      slug
      title
      summary
      icon
      features
      price
      page {
        badge
        description
        primaryCta
        secondaryCta
        stats {
          value
          label
        }
        featuresTitle
        features {
          icon
          title
          description
        }
        processTitle
        process {
          title
          description
        }
        resultsTitle
        results {
          value
          label
        }
        cta {
          title
          text
        }
      }
    }
    # The case studies of clients who used this service (content/case-studies/, frontmatter services).
    caseStudies: allMdx(
      filter: {
        fields: { collection: { eq: "case-studies" } }
        frontmatter: { services: { elemMatch: { id: { eq: $id } } } }
      }
      sort: { frontmatter: { date: DESC } }
    ) {
      nodes {
        ...CaseStudyCard
      }
    }
    marketingJson {
      caseStudies {
        serviceListTitle
        tileLink
      }
    }
  }
`;

type Props = PageProps<Queries.ServicePageQuery>;

export default function ServiceTemplate({ data }: Props) {
  const service = data.servicesJson;
  const { open } = useGetStartedDialog();
  if (!service) return null;
  const { page } = service;
  return (
    <>
      <PageHero
        eyebrow={page.badge}
        title={service.title}
        lead={page.description}
        aside={
          <Box
            as="section"
            aria-labelledby="included-title"
            sx={{ bg: "inkSoft", borderRadius: "lg", p: [4, 5], border: "1px solid rgba(197,202,224,.2)" }}
          >
            <Heading as="h2" id="included-title" sx={{ fontSize: [4, 5], mb: 3 }}>
              What&rsquo;s included
            </Heading>
            <Box as="ul" sx={{ ...checkListOnInk, mb: 4 }}>
              {service.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </Box>
            <Text as="p" sx={{ m: 0, color: "onInkMuted" }}>
              Starting at{" "}
              <strong sx={{ color: "accent", fontFamily: "heading", fontSize: [5, 6] }}>{service.price}</strong>
            </Text>
          </Box>
        }
      >
        <Button type="button" variant="accent" onClick={open} aria-haspopup="dialog">
          {page.primaryCta}
        </Button>
        <Link to="/contact" sx={{ variant: "buttons.onInk" }}>
          {page.secondaryCta}
        </Link>
      </PageHero>

      <Box as="section" aria-label="Key figures" sx={{ bg: "muted", py: [5, 6] }}>
        <Box as="dl" sx={{ variant: "layout.container", ...cardGrid(4), m: "0 auto" }}>
          {page.stats.map((s) => (
            <Box key={s.label} sx={{ ...statPair, textAlign: ["left", "center"] }}>
              <Text as="dt" variant="muted">
                {s.label}
              </Text>
              <Text as="dd" sx={{ ...statValue, m: 0, color: "primary" }}>
                {s.value}
              </Text>
            </Box>
          ))}
        </Box>
      </Box>

      <Section id="features" eyebrow={page.badge} title={page.featuresTitle}>
        <Box as="ul" sx={cardGrid(page.features.length % 3 === 0 ? 3 : 4)}>
          {page.features.map((f) => (
            <IconCard key={f.title} icon={f.icon} title={f.title} description={f.description} />
          ))}
        </Box>
      </Section>

      <Section id="process" tone="muted" title={page.processTitle}>
        <Box as="ol" sx={{ ...cardGrid(4), counterReset: "step" }}>
          {page.process.map((step, i) => (
            <Box as="li" key={step.title} sx={{ variant: "cards.primary", p: 4 }}>
              <Text
                as="span"
                aria-hidden="true"
                sx={{ ...iconBadge, bg: "primary", color: "background", fontWeight: "bold", fontSize: 3 }}
              >
                {i + 1}
              </Text>
              <Heading as="h3" sx={{ fontSize: 4, mt: 3, mb: 2 }}>
                <span className="visually-hidden">Step {i + 1}: </span>
                {step.title}
              </Heading>
              <Text as="p" variant="muted" sx={{ m: 0 }}>
                {step.description}
              </Text>
            </Box>
          ))}
        </Box>
      </Section>

      <Section id="results" title={page.resultsTitle}>
        <Box as="dl" sx={{ ...cardGrid(page.results.length === 4 ? 4 : 3) }}>
          {page.results.map((r) => (
            <Box key={r.label} sx={{ variant: "cards.muted", p: 4, ...statPair, gap: 2 }}>
              <Text as="dt" variant="muted">
                {r.label}
              </Text>
              <Text as="dd" sx={{ ...statValue, m: 0, color: "secondary" }}>
                {r.value}
              </Text>
            </Box>
          ))}
        </Box>
      </Section>

      {data.caseStudies.nodes.length > 0 && data.marketingJson && (
        <Section id="case-studies" tone="muted" title={data.marketingJson.caseStudies.serviceListTitle}>
          <CaseStudyList studies={data.caseStudies.nodes} linkLabel={data.marketingJson.caseStudies.tileLink} />
        </Section>
      )}

      <CtaBand id="service-cta" title={page.cta.title} text={page.cta.text}>
        <Button type="button" variant="accent" onClick={open} aria-haspopup="dialog">
          Get Free Consultation
        </Button>
        <Link to="/services" sx={{ variant: "buttons.onInk" }}>
          All Services
        </Link>
      </CtaBand>
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.ServicePageQuery>) {
  const site = useSite();
  const service = data.servicesJson;
  return (
    <Seo title={service?.title ?? "Service"} description={service?.summary} pathname={location.pathname}>
      {service && (
        <JsonLd
          data={serviceJsonLd(site, {
            title: service.title,
            description: service.page.description,
            price: service.price,
            pathname: location.pathname,
          })}
        />
      )}
    </Seo>
  );
}
