import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { useEffect } from "react";
import { Box, Button, Heading, Text } from "theme-ui";
import { NotFoundCode, NotFoundLinks, NotFoundSearch } from "../components/not-found";
import Seo from "../components/seo";
import { required } from "../lib/required";

export const query = graphql`
  query NotFoundPage {
    pageCopyJson {
      notFound {
        title
        description
        code
        heading
        lead
        home
        back
        quickNav {
          title
          home
          services
          about
          contact
        }
        popularTitle
        popularServices {
          slug
          title
        }
        help {
          title
          text
          contact
          call
        }
      }
    }
  }
`;

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const t = required(data.pageCopyJson?.notFound, "content/page-copy.json: notFound");

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <Box as="section" sx={{ variant: "layout.container", py: [6, 8], textAlign: "center" }}>
      <NotFoundCode code={t.code} />
      <Heading as="h1" variant="sectionTitle" sx={{ mt: 3, mb: 3 }}>
        {t.heading}
      </Heading>
      <Text as="p" variant="lead" sx={{ maxWidth: 620, mx: "auto", mt: 0, mb: 5 }}>
        {t.lead}
      </Text>
      <Box sx={{ display: "flex", gap: 3, justifyContent: "center", flexWrap: "wrap", mb: 7 }}>
        <Link to="/" sx={{ variant: "buttons.primary" }}>
          {t.home}
        </Link>
        <Button type="button" variant="secondary" onClick={() => window.history.back()}>
          {t.back}
        </Button>
      </Box>

      <NotFoundSearch pathname={location.pathname} />
      <NotFoundLinks t={t} />
    </Box>
  );
}

/**
 * The head of the 404 page names the 404 page itself, whatever address was asked for: its share
 * card (/og/404.png), canonical and structured data exist for /404 only, and a made-up nested
 * path (/this/page/does-not-exist) has no breadcrumb trail to build.
 */
export function Head({ data }: HeadProps<Queries.NotFoundPageQuery>) {
  const t = required(data.pageCopyJson?.notFound, "content/page-copy.json: notFound");
  return <Seo title={t.title} pathname="/404" description={t.description} />;
}
