import { MDXProvider } from "@mdx-js/react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { GatsbyImage, getImage, type IGatsbyImageData } from "gatsby-plugin-image";
import type { ReactNode } from "react";
import { Box, Heading, Text } from "theme-ui";
import { mdxComponents } from "../components/mdx-components";
import JsonLd from "../components/json-ld";
import Seo from "../components/seo";
import { useSite } from "../hooks/use-site";
import { formatLongDate } from "../lib/dates";
import MoreArticles from "../components/more-articles";
import { required } from "../lib/required";
import { blogPostingJsonLd } from "../lib/structured-data";
import { fill, fillNodes } from "../lib/template";

export const query = graphql`
  query BlogPost($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        slug
        date
        excerpt
        heroAlt
        hero {
          childImageSharp {
            gatsbyImageData(
              layout: CONSTRAINED
              width: 1120
              aspectRatio: 1.7778
              placeholder: NONE
              formats: [AUTO, WEBP, AVIF]
            )
            original {
              src
            }
          }
        }
      }
      fields {
        readingMinutes
      }
    }
    others: allMdx(
      filter: { id: { ne: $id }, fields: { collection: { eq: "blog" } }, frontmatter: { listed: { eq: true } } }
      sort: { frontmatter: { order: ASC } }
      limit: 3
    ) {
      nodes {
        id
        frontmatter {
          title
          slug
          excerpt
        }
      }
    }
    pageCopyJson {
      blogPost {
        back
        published
        readingTime
        moreTitle
      }
    }
  }
`;

type Props = PageProps<Queries.BlogPostQuery> & { children: ReactNode };

export default function BlogPostTemplate({ data, children }: Props) {
  const post = data.mdx;
  if (!post) return null;
  const { frontmatter: fm } = post;
  const t = required(data.pageCopyJson?.blogPost, "content/page-copy.json: blogPost");
  const image = fm.hero?.childImageSharp ? getImage(fm.hero.childImageSharp.gatsbyImageData) : undefined;
  return (
    <Box as="article">
      <Box as="header" sx={{ variant: "layout.narrow", pt: [5, 6], pb: 4 }}>
        <Text as="p" variant="eyebrow" sx={{ mt: 0 }}>
          <Link to="/blog" sx={{ color: "primary" }}>
            {t.back}
          </Link>
        </Text>
        <Heading as="h1" variant="pageTitle" sx={{ fontSize: [6, 7, 8], mb: 3 }}>
          {fm.title}
        </Heading>
        <Text as="p" variant="muted" sx={{ m: 0 }}>
          {fillNodes(t.published, {
            date: <time dateTime={fm.date ?? undefined}>{formatLongDate(fm.date ?? "")}</time>,
          })}
          {post.fields?.readingMinutes ? <> · {fill(t.readingTime, { minutes: post.fields.readingMinutes })}</> : null}
        </Text>
      </Box>
      {image && (
        <Box sx={{ maxWidth: 1120, mx: "auto", px: [0, 4] }}>
          <GatsbyImage
            image={image}
            alt={fm.heroAlt ?? ""}
            loading="eager"
            // gatsby-plugin-image fades its images in from opacity 0, and an element painted
            // invisible does not count as the largest paint: show the hero as soon as it decodes.
            sx={{ borderRadius: [0, "xl"], "& img[data-main-image]": { opacity: "1 !important" } }}
          />
        </Box>
      )}
      <Box
        sx={{
          variant: "layout.narrow",
          py: [5, 6],
          fontSize: [2, 3],
          "p, li": { lineHeight: 1.75 },
          "li + li": { mt: 2 },
          blockquote: { borderLeft: "4px solid", borderColor: "accent", m: 0, pl: 4, color: "mutedText" },
        }}
      >
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
      </Box>
      <MoreArticles title={t.moreTitle} articles={data.others.nodes} />
    </Box>
  );
}

export function Head({ data, location }: HeadProps<Queries.BlogPostQuery>) {
  const site = useSite();
  const fm = data.mdx?.frontmatter;
  const image = fm?.hero?.childImageSharp?.original?.src;
  // The hero is the largest paint: preload the AVIF candidates at high priority (gatsby-plugin-image
  // cannot set fetchpriority on the <img> itself). Browsers without AVIF skip this by its type.
  const heroData = fm?.hero?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined;
  const avif = heroData?.images.sources?.find((s) => s.type === "image/avif");
  const jsonLd =
    fm?.date &&
    blogPostingJsonLd(site, {
      title: fm.title,
      excerpt: fm.excerpt ?? undefined,
      date: fm.date,
      pathname: location.pathname,
      hero: image ?? undefined,
    });
  return (
    <Seo title={fm?.title ?? ""} description={fm?.excerpt ?? undefined} pathname={location.pathname} type="article">
      {fm?.date && <meta property="article:published_time" content={fm.date} />}
      {avif && (
        <link
          rel="preload"
          as="image"
          type="image/avif"
          imageSrcSet={avif.srcSet}
          imageSizes={avif.sizes}
          fetchPriority="high"
        />
      )}
      {jsonLd && <JsonLd data={jsonLd} />}
    </Seo>
  );
}
