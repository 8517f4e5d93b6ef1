import { graphql, Link } from "gatsby";
import { Box, Card, Grid, Heading, Text } from "theme-ui";

/** On Query, with the page's $id: the first three listed articles of the blog other than this one. */
export const query = graphql`
  fragment MoreArticles on Query {
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
  }
`;

/** The end of an article: three other articles, each a card with its title and excerpt. */
export default function MoreArticles({
  title,
  articles,
}: {
  title: string;
  articles: Queries.MoreArticlesFragment["others"]["nodes"];
}) {
  if (articles.length === 0) return null;
  return (
    <Box as="aside" aria-labelledby="more-articles" sx={{ bg: "muted", py: [6, 7] }}>
      <Box sx={{ variant: "layout.container" }}>
        <Heading as="h2" id="more-articles" variant="sectionTitle" sx={{ fontSize: [5, 6], mb: 4 }}>
          {title}
        </Heading>
        <Grid columns={[1, null, 3]} gap={4}>
          {articles.map((o) => (
            <Card key={o.id} variant="primary">
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
      </Box>
    </Box>
  );
}
