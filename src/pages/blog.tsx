import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Box, Card, Grid, Heading, Text } from "theme-ui";
import Seo from "../components/seo";

export const query = graphql`
  query BlogList {
    allMdx(
      filter: { fields: { collection: { eq: "blog" } }, frontmatter: { listed: { eq: true } } }
      sort: { frontmatter: { order: ASC } }
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

export default function BlogPage({ data }: PageProps<Queries.BlogListQuery>) {
  return (
    <Box as="section" sx={{ variant: "layout.container", py: [6, 7] }}>
      <Heading as="h1" variant="pageTitle" sx={{ mb: 5 }}>
        Our Blog
      </Heading>
      <Grid as="ul" columns={[1, 2, 3]} gap={4} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {data.allMdx.nodes.map((post) => (
          <Card as="li" key={post.id} variant="primary">
            <Heading as="h2" variant="cardTitle" sx={{ fontSize: 4, mb: 2 }}>
              {post.frontmatter.title}
            </Heading>
            <Text as="p" variant="muted">
              {post.frontmatter.excerpt}
            </Text>
            <Link to={`/blog/${post.frontmatter.slug}`} aria-label={`Read more: ${post.frontmatter.title}`}>
              Read more
            </Link>
          </Card>
        ))}
      </Grid>
    </Box>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Blog" pathname={location.pathname} />;
}
