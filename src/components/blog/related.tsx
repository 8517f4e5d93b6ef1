import { graphql, Link } from "gatsby";
import { Box, Card, Grid, Heading, Text } from "theme-ui";

export const query = graphql`
  fragment ArticleLink on Mdx {
    id
    frontmatter {
      title
      slug
      excerpt
    }
  }
`;

type Articles = readonly Queries.ArticleLinkFragment[];

/** Articles as text cards (title to the article, excerpt), one to three columns. */
export function ArticleLinks({ articles }: { articles: Articles }) {
  return (
    <Grid as="ul" columns={[1, null, 3]} gap={4} sx={{ listStyle: "none", p: 0, m: 0 }}>
      {articles.map((o) => (
        <Card as="li" key={o.id} variant="primary">
          <Heading as="h3" variant="cardTitle" sx={{ fontSize: 4, mb: 2 }}>
            <Link to={`/blog/${o.frontmatter.slug}`} sx={{ color: "text" }}>
              {o.frontmatter.title}
            </Link>
          </Heading>
          <Text as="p" variant="muted" sx={{ m: 0 }}>
            {o.frontmatter.excerpt}
          </Text>
        </Card>
      ))}
    </Grid>
  );
}

/** The end of an article or a case study: three related articles (gatsby/blog-pages.ts `related`). */
export default function RelatedArticles({ title, articles }: { title: string; articles: Articles }) {
  if (articles.length === 0) return null;
  return (
    <Box as="aside" aria-labelledby="related-articles" sx={{ bg: "muted", py: [6, 7] }}>
      <Box sx={{ variant: "layout.container" }}>
        <Heading as="h2" id="related-articles" variant="sectionTitle" sx={{ fontSize: [5, 6], mb: 4 }}>
          {title}
        </Heading>
        <ArticleLinks articles={articles} />
      </Box>
    </Box>
  );
}
