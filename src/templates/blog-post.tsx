import { MDXProvider } from "@mdx-js/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { ReactNode } from "react";
import { Box, type ThemeUICSSObject } from "theme-ui";
import Byline from "../components/blog/byline";
import BlogPostHeader from "../components/blog/post-header";
import RelatedArticles from "../components/blog/related";
import TableOfContents from "../components/blog/toc";
import HeroImage, { HeroImagePreload } from "../components/hero-image";
import { mdxComponents } from "../components/mdx-components";
import JsonLd from "../components/json-ld";
import Seo from "../components/seo";
import { useFrame } from "../hooks/use-frame";
import { useSite } from "../hooks/use-site";
import { required } from "../lib/required";
import { searchBody } from "../lib/search-body";
import { personOf } from "../lib/person-data";
import { blogPostingJsonLd } from "../lib/structured-data";
import SubscribeBlock from "../components/subscribe/subscribe-block";

/** An article at /blog/<slug> (content/blog/<slug>/index.mdx); each part's fields in its fragment. */
export const query = graphql`
  query BlogPost($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        slug
        date
        excerpt
        listed
        heroAlt
        hero {
          ...BlogHeroImage
        }
        topics {
          ...TopicLink
        }
        authors {
          ...AuthorByline
          ...AuthorPerson
        }
      }
      fields {
        toc {
          id
          title
        }
      }
      related {
        ...ArticleLink
      }
      ...BlogPostHeader
    }
    pageCopyJson {
      blogPost {
        ...BlogPostHeaderCopy
        relatedTitle
        authorsLabel
        tocTitle
      }
    }
  }
`;

type Props = PageProps<Queries.BlogPostQuery> & { children: ReactNode };

/** From 1024 px the contents stand beside the text, sticky; narrower, above it. */
const bodyGrid: ThemeUICSSObject = {
  display: "grid",
  gridTemplateAreas: [`"toc" "body"`, null, null, `"body toc"`],
  gridTemplateColumns: ["minmax(0, 760px)", null, null, "minmax(0, 760px) 220px"],
  justifyContent: "center",
  columnGap: 5,
  px: [3, 4],
  py: [5, 6],
};

export default function BlogPostTemplate({ data, children }: Props) {
  const { search } = useFrame();
  const post = data.mdx;
  if (!post) return null;
  const { frontmatter: fm } = post;
  const t = required(data.pageCopyJson?.blogPost, "content/page-copy.json: blogPost");
  // An unlisted article is in no list, search results included (CONTENT.md).
  return (
    <Box as="article" {...(fm.listed === false ? {} : searchBody(search.sections.articles))}>
      <BlogPostHeader post={post} t={t} topics={fm.topics ?? []}>
        <Byline authors={fm.authors ?? []} label={t.authorsLabel} />
      </BlogPostHeader>
      <HeroImage data={fm.hero?.childImageSharp?.gatsbyImageData} alt={fm.heroAlt ?? ""} />
      <Box sx={bodyGrid}>
        <TableOfContents entries={post.fields?.toc ?? []} title={t.tocTitle} />
        <Box
          sx={{
            gridArea: "body",
            maxWidth: "narrow",
            fontSize: [2, 3],
            "p, li": { lineHeight: 1.75 },
            "li + li": { mt: 2 },
            blockquote: { borderLeft: "4px solid", borderColor: "accent", m: 0, pl: 4, color: "mutedText" },
          }}
        >
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
          <Box sx={{ mt: 6, fontSize: 2, "p, li": { lineHeight: 1.5 } }}>
            <SubscribeBlock place="articles" />
          </Box>
        </Box>
      </Box>
      <RelatedArticles title={t.relatedTitle} articles={post.related} />
    </Box>
  );
}

export function Head({ data, location }: HeadProps<Queries.BlogPostQuery>) {
  const site = useSite();
  const fm = data.mdx?.frontmatter;
  const image = fm?.hero?.childImageSharp?.original?.src;
  const jsonLd =
    fm?.date &&
    blogPostingJsonLd(site, {
      title: fm.title,
      excerpt: fm.excerpt ?? undefined,
      date: fm.date,
      pathname: location.pathname,
      hero: image ?? undefined,
      authors: (fm.authors ?? []).map((a) => personOf(a.person)),
    });
  return (
    <Seo title={fm?.title ?? ""} description={fm?.excerpt ?? undefined} pathname={location.pathname} type="article">
      {fm?.date && <meta property="article:published_time" content={fm.date} />}
      <HeroImagePreload data={fm?.hero?.childImageSharp?.gatsbyImageData} />
      {jsonLd && <JsonLd data={jsonLd} />}
    </Seo>
  );
}
