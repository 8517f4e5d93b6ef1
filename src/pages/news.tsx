import { graphql, type HeadProps, type PageProps } from "gatsby";
import { startTransition, useEffect, useState } from "react";
import { Box, Grid, Heading, Text } from "theme-ui";
import NewsCard from "../components/news-card";
import Seo from "../components/seo";
import { fetchNews, type NewsArticle } from "../lib/news";
import { required } from "../lib/required";

export const query = graphql`
  query NewsPage {
    pageCopyJson {
      news {
        title
        heading
        lead
        loading
        empty
      }
    }
  }
`;

/**
 * /news: technology headlines from GET /api/news/technology. The static HTML shows the loading
 * state; the browser then shows the cards, or the empty-state message when the list is empty or the
 * request fails (the empty state). The section is at least a screen tall, so nothing in view moves when they arrive.
 */
export default function NewsPage({ data }: Pick<PageProps<Queries.NewsPageQuery>, "data">) {
  const t = required(data.pageCopyJson?.news, "content/page-copy.json: news");
  const [articles, setArticles] = useState<NewsArticle[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchNews(controller.signal).then((list) => {
      // A transition: React renders the cards in small slices, so a long list never blocks input.
      if (!controller.signal.aborted) startTransition(() => setArticles(list));
    });
    return () => controller.abort();
  }, []);

  const loading = articles === null;
  // At least a screen tall: the cards arrive after the first paint, and the footer, which would
  // otherwise sit in view under "Loading..." and jump down (a layout shift), starts below the fold.
  return (
    <Box as="section" sx={{ variant: "layout.container", py: [6, 7], minHeight: "100vh" }} aria-busy={loading}>
      <Heading as="h1" variant="pageTitle" sx={{ mb: 3 }}>
        {t.heading}
      </Heading>
      <Text as="p" variant="lead" sx={{ mt: 0, mb: 5 }}>
        {t.lead}
      </Text>
      <Box role="status" sx={{ "&:empty": { display: "none" } }}>
        {loading && (
          <Text as="p" variant="muted" sx={{ fontSize: 3, my: 5 }}>
            {t.loading}
          </Text>
        )}
        {!loading && articles.length === 0 && (
          <Text as="p" sx={{ fontSize: 3, my: 5 }}>
            {t.empty}
          </Text>
        )}
      </Box>
      {!loading && articles.length > 0 && (
        <Grid as="ul" columns={[1, 2, 3]} gap={4} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {articles.map((article) => (
            <Box as="li" key={article.url}>
              <NewsCard article={article} />
            </Box>
          ))}
        </Grid>
      )}
    </Box>
  );
}

export function Head({ data, location }: HeadProps<Queries.NewsPageQuery>) {
  const t = required(data.pageCopyJson?.news, "content/page-copy.json: news");
  return <Seo title={t.title} pathname={location.pathname} />;
}
