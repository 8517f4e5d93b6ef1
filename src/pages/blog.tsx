import { graphql, navigate, type HeadProps, type PageProps } from "gatsby";
import { useEffect, useState } from "react";
import { Box, Heading, Text } from "theme-ui";
import BlogCard, { blogCardProps } from "../components/blog-card";
import BlogCardGrid from "../components/blog-card-grid";
import Pagination from "../components/pagination";
import Seo from "../components/seo";
import { useSite } from "../hooks/use-site";
import { required } from "../lib/required";
import { fill } from "../lib/template";
import { goToPage, pageCount, pageFromSearch, pageHref, pageSlice } from "../lib/pagination";

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
  const posts = data.allMdx.nodes;
  const t = required(data.pageCopyJson?.blog, "content/page-copy.json: blog");
  const count = pageCount(posts.length);
  // The static HTML is page 1; after hydration the URL decides (?page=2), so reload, back,
  // forward and shared links land on the page they name. Hydration itself renders page 1 like
  // the HTML; the URL takes over only once it names another page, so a plain /blog is not
  // rendered a second time right after hydration (that render was the page's longest task).
  const urlPage = pageFromSearch(location.search, count);
  const [followUrl, setFollowUrl] = useState(false);
  useEffect(() => {
    if (urlPage !== 1) setFollowUrl(true);
  }, [urlPage]);
  const page = followUrl ? urlPage : 1;

  const onChange = (requested: number) => {
    const next = goToPage(requested, page, count);
    if (next !== page) void navigate(pageHref("/blog", next));
  };

  return (
    <Box as="section" aria-labelledby="blog-title" sx={{ variant: "layout.container", py: [6, 7] }}>
      <Heading as="h1" id="blog-title" variant="pageTitle" sx={{ mb: 3 }}>
        {t.heading}
      </Heading>
      <Text as="p" variant="lead" sx={{ mt: 0, mb: 5, maxWidth: 720 }}>
        {t.lead}
      </Text>
      <BlogCardGrid key={page} label={fill(t.listLabel, { page, count })} fade={followUrl}>
        {pageSlice(posts, page).map((post, i) => (
          <li key={post.id}>
            <BlogCard {...blogCardProps(post)} eager={i === 0} />
          </li>
        ))}
      </BlogCardGrid>
      <Pagination page={page} count={count} onChange={onChange} label={t.paginationLabel} />
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
