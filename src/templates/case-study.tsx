import { MDXProvider } from "@mdx-js/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { ReactNode } from "react";
import { Box, Heading } from "theme-ui";
import ArticleHeader from "../components/article-header";
import Byline from "../components/blog/byline";
import RelatedArticles from "../components/blog/related";
import CaseStudyFacts from "../components/case-study-facts";
import CaseStudyTexts, { caseStudyH2 } from "../components/case-study-texts";
import HeroImage from "../components/hero-image";
import JsonLd from "../components/json-ld";
import { mdxComponents } from "../components/mdx-components";
import QuoteCard from "../components/quote-card";
import { useFrame } from "../hooks/use-frame";
import { searchBody } from "../lib/search-body";
import ResultFigures from "../components/result-figures";
import Seo from "../components/seo";
import { useSite } from "../hooks/use-site";
import { personOf } from "../lib/person-data";
import { breadcrumbTrail, caseStudyJsonLd } from "../lib/structured-data";

export const query = graphql`
  query CaseStudy($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        date
        summary
        challenge
        solution
        heroAlt
        ...CaseStudyFacts
        results {
          ...ResultFigure
        }
        quote {
          ...QuoteCard
        }
        hero {
          ...HeroImage
        }
        authors {
          ...AuthorByline
          ...AuthorPerson
        }
      }
      # Articles filed under the services the client used.
      related {
        ...ArticleLink
      }
    }
    pageCopyJson {
      blogPost {
        authorsLabel
        relatedTitle
      }
    }
    caseStudyLabelsJson {
      caseStudies {
        ...CaseStudyLabels
      }
    }
  }
`;

type Props = PageProps<Queries.CaseStudyQuery> & { children: ReactNode };

/** A case study at /our-work/<slug> (content/case-studies/<slug>/index.mdx); labels from case-study-labels.json. */
export default function CaseStudyTemplate({ data, children, location }: Props) {
  const { nav, search } = useFrame();
  const fm = data.mdx?.frontmatter;
  const l = data.caseStudyLabelsJson?.caseStudies;
  const t = data.pageCopyJson?.blogPost;
  if (!fm || !l || !t) return null;
  return (
    <Box as="article" {...searchBody(search.sections.caseStudies)}>
      <ArticleHeader
        trail={breadcrumbTrail(location.pathname, fm.client ?? fm.title, nav, { "/our-work": l.section })}
        title={fm.title}
        lead={fm.summary ?? ""}
      >
        <Byline authors={fm.authors ?? []} label={t.authorsLabel} />
      </ArticleHeader>
      <HeroImage data={fm.hero?.childImageSharp?.gatsbyImageData} alt={fm.heroAlt ?? ""} />
      <Box sx={{ variant: "layout.narrow", pb: [6, 7], fontSize: [2, 3], "p, li": { lineHeight: 1.75 } }}>
        <CaseStudyFacts facts={fm} labels={l} />
        <CaseStudyTexts labels={l} texts={fm} />
        <ResultFigures title={l.resultsTitle} results={fm.results ?? []} headingSx={caseStudyH2} />
        {fm.quote && <QuoteCard {...fm.quote} />}
        <Heading as="h2" sx={caseStudyH2}>
          {l.storyTitle}
        </Heading>
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
      </Box>
      <RelatedArticles title={t.relatedTitle} articles={data.mdx?.related ?? []} />
    </Box>
  );
}

export function Head({ data, location }: HeadProps<Queries.CaseStudyQuery>) {
  const site = useSite();
  const fm = data.mdx?.frontmatter;
  const section = data.caseStudyLabelsJson?.caseStudies.section;
  return (
    <Seo
      title={fm?.client ?? "Case study"}
      description={fm?.summary ?? undefined}
      pathname={location.pathname}
      type="article"
      sections={section ? { "/our-work": section } : undefined}
    >
      {fm?.date && <meta property="article:published_time" content={fm.date} />}
      {fm && (
        <JsonLd
          data={caseStudyJsonLd(site, location.pathname, {
            ...fm,
            hero: fm.hero?.childImageSharp?.original?.src,
            authors: (fm.authors ?? []).map((a) => personOf(a.person)),
          })}
        />
      )}
    </Seo>
  );
}
