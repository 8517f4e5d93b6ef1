import type { ReactNode } from "react";
import { Heading, Text } from "theme-ui";
import type { Crumb } from "../../lib/structured-data";
import Breadcrumbs from "../breadcrumbs";

/** The head of a topic or author page: its trail, the h1, a lead and what the page adds. */
export default function ListHeader({
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
    <header sx={{ pt: [5, 6], pb: 5 }}>
      <Breadcrumbs trail={trail} />
      <Heading as="h1" variant="pageTitle" sx={{ mb: 3 }}>
        {title}
      </Heading>
      <Text as="p" variant="lead" sx={{ mt: 0, mb: 3, maxWidth: 720 }}>
        {lead}
      </Text>
      {children}
    </header>
  );
}
