import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Box } from "theme-ui";
import Section from "../components/section";
import JsonLd from "../components/json-ld";
import Seo from "../components/seo";
import { useSite } from "../hooks/use-site";
import { serviceJsonLd } from "../lib/structured-data";
import FigureGrid from "../components/figure-grid";
import ServiceBlogPosts from "../components/service/blog-posts";
import ServiceCaseStudies from "../components/service/case-studies";
import ServiceCta from "../components/service/cta";
import ServiceFeatures from "../components/service/features";
import ServiceHero from "../components/service/hero";
import KeyFigures from "../components/service/key-figures";
import StepList from "../components/step-list";
import { useFrame } from "../hooks/use-frame";
import { required } from "../lib/required";
import { searchBody } from "../lib/search-body";

/** A service at /services/<slug> (content/services.json `page`); each part's fields in its fragment. */
export const query = graphql`
  query ServicePage($id: String!) {
    servicesJson(id: { eq: $id }) {
      slug
      title
      summary
      icon
      # With the price and description the head repeats in its JSON-LD.
      ...ServiceHero
      ...ServiceBlogPosts
      page {
        stats {
          ...KeyFigure
        }
        ...ServiceFeatures
        processTitle
        process {
          ...StepListItem
        }
        resultsTitle
        results {
          ...FigureGridItem
        }
        ...ServiceCta
      }
    }
    ...ServiceCaseStudies
    pageCopyJson {
      service {
        ...IncludedCardCopy
        keyFigures
        ...ServiceCtaCopy
        ...ServiceBlogPostsCopy
      }
    }
  }
`;

type Props = PageProps<Queries.ServicePageQuery>;

export default function ServiceTemplate({ data }: Props) {
  const { search } = useFrame();
  const service = data.servicesJson;
  const copy = required(data.pageCopyJson?.service, "content/page-copy.json: service");
  if (!service) return null;
  const { page } = service;
  return (
    <>
      {/* The service's own words are searched; its case studies, articles and call to action are other pages'. */}
      <Box {...searchBody(search.sections.services)}>
        <ServiceHero service={service} copy={copy} />
        <KeyFigures label={copy.keyFigures} stats={page.stats} />
        <ServiceFeatures page={page} />
        <Section id="process" tone="muted" title={page.processTitle}>
          <StepList steps={page.process} columns={4} />
        </Section>
        <Section id="results" title={page.resultsTitle}>
          <FigureGrid figures={page.results} columns={page.results.length === 4 ? 4 : 3} />
        </Section>
      </Box>
      <ServiceCaseStudies data={data} />
      <ServiceBlogPosts service={service} copy={copy} />
      <ServiceCta page={page} copy={copy} />
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
