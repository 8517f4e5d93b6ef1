import { graphql, Link } from "gatsby";
import { fill } from "../../lib/template";
import { ArticleLinks } from "../blog/related";
import Section from "../section";

/** A service's three newest listed articles and the way to its topic page. */
export const query = graphql`
  fragment ServiceBlogPosts on ServicesJson {
    title
    topicPage
    articles(limit: 3) {
      ...ArticleLink
    }
  }

  fragment ServiceBlogPostsCopy on ServiceCopy {
    blogTitle
    blogAll
  }
`;

/** "From our blog" on a service page; nothing when no listed article is filed under the service. */
export default function ServiceBlogPosts({
  service,
  copy,
}: {
  service: Queries.ServiceBlogPostsFragment;
  copy: Queries.ServiceBlogPostsCopyFragment;
}) {
  if (!service.topicPage || service.articles.length === 0) return null;
  return (
    <Section id="from-our-blog" title={copy.blogTitle}>
      <ArticleLinks articles={service.articles} />
      <Link to={service.topicPage} sx={{ display: "inline-block", mt: 4, fontWeight: "bold", color: "primary" }}>
        {fill(copy.blogAll, { topic: service.title })}
      </Link>
    </Section>
  );
}
