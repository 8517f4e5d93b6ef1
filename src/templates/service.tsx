import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Box, Button } from "theme-ui";
import CtaBand from "../components/cta-band";
import PageHero from "../components/page-hero";
import Section from "../components/section";
import JsonLd from "../components/json-ld";
import Seo from "../components/seo";
import { useSite } from "../hooks/use-site";
import { serviceJsonLd } from "../lib/structured-data";
import { useGetStartedDialog } from "../components/dialog-context";
import { cardGrid } from "../styles/marketing";
import FigureGrid from "../components/figure-grid";
import IconCard from "../components/icon-card";
import CaseStudyList from "../components/case-study-list";
import IncludedCard from "../components/service/included-card";
import KeyFigures from "../components/service/key-figures";
import StepList from "../components/step-list";
import { required } from "../lib/required";

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
    pageCopyJson {
      service {
        included
        startingAt
        keyFigures
        consultation
        allServices
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
  const copy = required(data.pageCopyJson?.service, "content/page-copy.json: service");
  if (!service) return null;
  const { page } = service;
  return (
    <>
      <PageHero
        eyebrow={page.badge}
        title={service.title}
        lead={page.description}
        aside={<IncludedCard features={service.features} price={service.price} copy={copy} />}
      >
        <Button type="button" variant="accent" onClick={open} aria-haspopup="dialog">
          {page.primaryCta}
        </Button>
        <Link to="/contact" sx={{ variant: "buttons.onInk" }}>
          {page.secondaryCta}
        </Link>
      </PageHero>

      <KeyFigures label={copy.keyFigures} stats={page.stats} />

      <Section id="features" eyebrow={page.badge} title={page.featuresTitle}>
        <Box as="ul" sx={cardGrid(page.features.length % 3 === 0 ? 3 : 4)}>
          {page.features.map((f) => (
            <IconCard key={f.title} icon={f.icon} title={f.title} description={f.description} />
          ))}
        </Box>
      </Section>

      <Section id="process" tone="muted" title={page.processTitle}>
        <StepList steps={page.process} columns={4} />
      </Section>

      <Section id="results" title={page.resultsTitle}>
        <FigureGrid figures={page.results} columns={page.results.length === 4 ? 4 : 3} />
      </Section>

      {data.caseStudies.nodes.length > 0 && data.marketingJson && (
        <Section id="case-studies" tone="muted" title={data.marketingJson.caseStudies.serviceListTitle}>
          <CaseStudyList studies={data.caseStudies.nodes} linkLabel={data.marketingJson.caseStudies.tileLink} />
        </Section>
      )}

      <CtaBand id="service-cta" title={page.cta.title} text={page.cta.text}>
        <Button type="button" variant="accent" onClick={open} aria-haspopup="dialog">
          {copy.consultation}
        </Button>
        <Link to="/services" sx={{ variant: "buttons.onInk" }}>
          {copy.allServices}
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
