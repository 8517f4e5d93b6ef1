import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { useEffect } from "react";
import { Box, Button, Card, Grid, Heading, Text } from "theme-ui";
import Seo from "../components/seo";
import { servicePath } from "../hooks/use-services";
import { telHref, useSite } from "../hooks/use-site";
import { required } from "../lib/required";
import { fill } from "../lib/template";

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

/** The Quick Navigation links: the routes are the spec's, their labels content. */
const QUICK_NAV = [
  { key: "home", to: "/" },
  { key: "services", to: "/services" },
  { key: "about", to: "/about" },
  { key: "contact", to: "/contact" },
] as const;

const linkListSx = {
  listStyle: "none",
  p: 0,
  m: 0,
  display: "grid",
  gap: 2,
  a: { fontWeight: "medium" },
} as const;

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const site = useSite();
  const t = required(data.pageCopyJson?.notFound, "content/page-copy.json: notFound");

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <Box as="section" sx={{ variant: "layout.container", py: [6, 8], textAlign: "center" }}>
      <Text
        as="p"
        aria-hidden="true"
        sx={{
          fontFamily: "heading",
          fontWeight: "heading",
          fontSize: ["96px", "160px"],
          lineHeight: 1,
          m: 0,
          background: "linear-gradient(120deg, #4B2BD6, #FF7A59)",
          backgroundClip: "text",
          WebkitBackgroundClip: "text",
          color: "transparent",
        }}
      >
        {t.code}
      </Text>
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

      <Grid columns={[1, null, 3]} gap={4} sx={{ textAlign: "left" }}>
        <Card as="nav" aria-labelledby="quick-nav" variant="primary">
          <Heading as="h2" id="quick-nav" variant="cardTitle" sx={{ mb: 3 }}>
            {t.quickNav.title}
          </Heading>
          <Box as="ul" sx={linkListSx}>
            {QUICK_NAV.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{t.quickNav[l.key]}</Link>
              </li>
            ))}
          </Box>
        </Card>
        <Card as="nav" aria-labelledby="popular-services" variant="primary">
          <Heading as="h2" id="popular-services" variant="cardTitle" sx={{ mb: 3 }}>
            {t.popularTitle}
          </Heading>
          <Box as="ul" sx={linkListSx}>
            {t.popularServices.map((s) => (
              <li key={s.slug}>
                <Link to={servicePath(s.slug)}>{s.title}</Link>
              </li>
            ))}
          </Box>
        </Card>
        <Card variant="primary" sx={{ bg: "highlight", borderColor: "highlight" }}>
          <Heading as="h2" variant="cardTitle" sx={{ mb: 3 }}>
            {t.help.title}
          </Heading>
          <Text as="p" sx={{ mt: 0 }}>
            {fill(t.help.text, { hours: site.hours.footer })}
          </Text>
          <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
            <Link to="/contact" sx={{ variant: "buttons.primary" }}>
              {t.help.contact}
            </Link>
            <a href={telHref(site.phone)} sx={{ variant: "buttons.secondary" }}>
              {t.help.call}
            </a>
          </Box>
        </Card>
      </Grid>
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
