import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Box, Heading, Text } from "theme-ui";
import PagedArticleList from "../components/blog/paged-list";
import Seo from "../components/seo";
import { useSite } from "../hooks/use-site";
import { required } from "../lib/required";
import { fill } from "../lib/template";
import SubscribeBlock from "../components/subscribe/subscribe-block";

export const query = graphql`
  query BlogList {
    allMdx(
      filter: { fields: { collection: { eq: "blog" } }, frontmatter: { listed: { eq: true } } }
      sort: [{ frontmatter: { order: ASC } }, { frontmatter: { title: ASC } }]
    ) {
      nodes {
        ...BlogCardPost
      }
    }
    pageCopyJson {
      blog {
        title
        description
        heading
        lead
        listLabel
        paginationLabel
        feedTitle
      }
    }
  }
`;

export default function BlogPage({ data, location }: PageProps<Queries.BlogListQuery>) {
  const t = required(data.pageCopyJson?.blog, "content/page-copy.json: blog");
  return (
    <Box as="section" aria-labelledby="blog-title" sx={{ variant: "layout.container", py: [6, 7] }}>
      <Heading as="h1" id="blog-title" variant="pageTitle" sx={{ mb: 3 }}>
        {t.heading}
      </Heading>
      <Text as="p" variant="lead" sx={{ mt: 0, mb: 5, maxWidth: 720 }}>
        {t.lead}
      </Text>
      <PagedArticleList
        posts={data.allMdx.nodes}
        path="/blog"
        search={location.search}
        listLabel={t.listLabel}
        paginationLabel={t.paginationLabel}
      />
      <Box sx={{ mt: 6 }}>
        <SubscribeBlock place="articles" />
      </Box>
    </Box>
  );
}

export function Head({ data, location }: HeadProps<Queries.BlogListQuery>) {
  const site = useSite();
  const t = required(data.pageCopyJson?.blog, "content/page-copy.json: blog");
  return (
    <Seo title={t.title} pathname={location.pathname} description={t.description}>
      <link
        rel="alternate"
        type="application/rss+xml"
        title={fill(t.feedTitle, { brand: site.brand })}
        href="/rss.xml"
      />
    </Seo>
  );
}
