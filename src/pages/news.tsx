import type { HeadProps } from "gatsby";
import { Box, Heading, Text } from "theme-ui";
import Seo from "../components/seo";

export default function NewsPage() {
  return (
    <Box as="section" sx={{ variant: "layout.container", py: [6, 7] }}>
      <Heading as="h1" variant="pageTitle" sx={{ mb: 3 }}>
        Latest Technology News
      </Heading>
      <Text as="p" variant="lead" sx={{ mt: 0 }}>
        Headlines from the technology world that shape how businesses market and sell online.
      </Text>
    </Box>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="News & Insights" pathname={location.pathname} />;
}
