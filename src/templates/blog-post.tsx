import { MDXProvider } from "@mdx-js/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { ReactNode } from "react";
import { Box } from "theme-ui";
import BlogPostHeader from "../components/blog/post-header";
import HeroImage, { HeroImagePreload } from "../components/hero-image";
import { mdxComponents } from "../components/mdx-components";
import JsonLd from "../components/json-ld";
import Seo from "../components/seo";
import { useSite } from "../hooks/use-site";
import MoreArticles from "../components/more-articles";
import { required } from "../lib/required";
import { blogPostingJsonLd } from "../lib/structured-data";

/** An article at /blog/<slug> (content/blog/<slug>/index.mdx); each part's fields in its fragment. */
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
          ...BlogHeroImage
        }
      }
      ...BlogPostHeader
    }
    ...MoreArticles
    pageCopyJson {
      blogPost {
        ...BlogPostHeaderCopy
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
  return (
    <Box as="article">
      <BlogPostHeader post={post} t={t} />
      <HeroImage data={fm.hero?.childImageSharp?.gatsbyImageData} alt={fm.heroAlt ?? ""} />
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
      <HeroImagePreload data={fm?.hero?.childImageSharp?.gatsbyImageData} />
      {jsonLd && <JsonLd data={jsonLd} />}
    </Seo>
  );
}
