import { graphql, Link } from "gatsby";
import { Fragment, type ReactNode } from "react";
import { Box, Heading, Text } from "theme-ui";
import { formatLongDate } from "../../lib/dates";
import { fill, fillNodes } from "../../lib/template";

export const query = graphql`
  fragment BlogPostHeader on Mdx {
    frontmatter {
      title
      date
    }
    fields {
      readingMinutes
    }
  }

  fragment BlogPostHeaderCopy on BlogPostCopy {
    back
    published
    readingTime
    topicsLabel
  }

  fragment TopicLink on ServicesJson {
    slug
    title
    topicPage
  }
`;

/**
 * An article's heading: the way back to the blog, its h1, the day it was published and its reading
 * time, the topics it is filed under, then what the page adds (its byline).
 */
export default function BlogPostHeader({
  post,
  t,
  topics,
  children,
}: {
  post: Queries.BlogPostHeaderFragment;
  t: Queries.BlogPostHeaderCopyFragment;
  /** The services it is filed under, each to its topic page when it has one. */
  topics: readonly Queries.TopicLinkFragment[];
  children?: ReactNode;
}) {
  const fm = post.frontmatter;
  return (
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
      {topics.length > 0 && (
        <Text as="p" variant="muted" sx={{ m: 0, mt: 2, fontSize: 1 }}>
          {t.topicsLabel}{" "}
          {topics.map((topic, i) => (
            <Fragment key={topic.slug}>
              {i > 0 && ", "}
              {topic.topicPage ? (
                <Link to={topic.topicPage} sx={{ color: "primary", fontWeight: "bold" }}>
                  {topic.title}
                </Link>
              ) : (
                topic.title
              )}
            </Fragment>
          ))}
        </Text>
      )}
      {children}
    </Box>
  );
}
