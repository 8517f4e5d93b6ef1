import type { ReactNode } from "react";
import { Box, Heading, Text } from "theme-ui";
import type { Crumb } from "../lib/structured-data";
import Breadcrumbs from "./breadcrumbs";

/** The heading block of an article-like page: its breadcrumb trail, the h1, a lead paragraph, then what the page adds. */
export default function ArticleHeader({
  trail,
  title,
  lead,
  children,
}: {
  trail: readonly Crumb[];
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <Box as="header" sx={{ variant: "layout.narrow", pt: [5, 6], pb: 4 }}>
      <Breadcrumbs trail={trail} />
      <Heading as="h1" variant="pageTitle" sx={{ fontSize: [6, 7, 8], mb: 3 }}>
        {title}
      </Heading>
      <Text as="p" variant="lead" sx={{ m: 0 }}>
        {lead}
      </Text>
      {children}
    </Box>
  );
}
