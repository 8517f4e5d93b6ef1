import { graphql } from "gatsby";
import { Box } from "theme-ui";
import BlogCard, { blogCardProps } from "../components/blog-card";
import Section from "../components/section";
import { cardGrid } from "../styles/marketing";
import { SectionAction } from "./action";
import type { SectionProps } from "./types";

// `posts` lists article slugs; @link resolves them to the articles, in order.
export const query = graphql`
  fragment PostsSectionFields on PostsSection {
    eyebrow
    title
    posts {
      ...BlogCardPost
    }
    action {
      ...PageActionFields
    }
  }
`;

/** Teasers of chosen blog articles. */
export default function Posts({ section: s, id, tone }: SectionProps<Queries.PostsSectionFieldsFragment>) {
  return (
    <Section id={id} tone={tone} eyebrow={s.eyebrow ?? undefined} title={s.title}>
      <Box as="ul" sx={cardGrid(3)}>
        {s.posts.map((p) => (
          <li key={p.id}>
            <BlogCard {...blogCardProps(p)} headingLevel="h3" />
          </li>
        ))}
      </Box>
      <SectionAction action={s.action} />
    </Section>
  );
}
