import type { ReactNode } from "react";
import type { ThemeUICSSObject } from "theme-ui";
import { Box, Heading, Text } from "theme-ui";
import type { Crumb } from "../lib/structured-data";
import Breadcrumbs from "./breadcrumbs";

/**
 * How the heading block sits: an article-like page (a case study, a job) in the narrow column
 * with a large h1; a list page (a topic, an author) in its page's container above the list.
 */
const LOOK = {
  article: {
    header: { variant: "layout.narrow", pt: [5, 6], pb: 4 },
    title: { fontSize: [6, 7, 8], mb: 3 },
    lead: { m: 0 },
  },
  list: {
    header: { pt: [5, 6], pb: 5 },
    title: { mb: 3 },
    lead: { mt: 0, mb: 3, maxWidth: 720 },
  },
} satisfies Record<string, Record<"header" | "title" | "lead", ThemeUICSSObject>>;

/** The heading block of an article or list page: its breadcrumb trail, the h1, a lead paragraph, then what the page adds. */
export default function ArticleHeader({
  trail,
  title,
  lead,
  look = "article",
  children,
}: {
  trail: readonly Crumb[];
  title: string;
  lead: string;
  look?: keyof typeof LOOK;
  children?: ReactNode;
}) {
  const sx = LOOK[look];
  return (
    <Box as="header" sx={sx.header}>
      <Breadcrumbs trail={trail} />
      <Heading as="h1" variant="pageTitle" sx={sx.title}>
        {title}
      </Heading>
      <Text as="p" variant="lead" sx={sx.lead}>
        {lead}
      </Text>
      {children}
    </Box>
  );
}
