import { Link, type PageProps } from "gatsby";
import { useEffect } from "react";
import { Box, Button, Card, Grid, Heading, Text } from "theme-ui";
import Seo from "../components/seo";
import { telHref, useSite } from "../hooks/use-site";

const QUICK_NAV = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "About Us", to: "/about" },
  { label: "Contact", to: "/contact" },
];

const POPULAR_SERVICES = [
  { label: "SEO", to: "/services/seo" },
  { label: "Website Design & Development", to: "/services/website-design-development" },
  { label: "Social Media Marketing", to: "/services/social-media-marketing" },
  { label: "Email Marketing", to: "/services/email-marketing" },
];

const linkListSx = {
  listStyle: "none",
  p: 0,
  m: 0,
  display: "grid",
  gap: 2,
  a: { fontWeight: "medium" },
} as const;

export default function NotFoundPage({ location }: PageProps) {
  const site = useSite();

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
        404
      </Text>
      <Heading as="h1" variant="sectionTitle" sx={{ mt: 3, mb: 3 }}>
        Oops! Page Not Found
      </Heading>
      <Text as="p" variant="lead" sx={{ maxWidth: 620, mx: "auto", mt: 0, mb: 5 }}>
        The page you are looking for may have moved or never existed. Let&apos;s get you back on track.
      </Text>
      <Box sx={{ display: "flex", gap: 3, justifyContent: "center", flexWrap: "wrap", mb: 7 }}>
        <Link to="/" sx={{ variant: "buttons.primary" }}>
          Back to Home
        </Link>
        <Button type="button" variant="secondary" onClick={() => window.history.back()}>
          Go Back
        </Button>
      </Box>

      <Grid columns={[1, null, 3]} gap={4} sx={{ textAlign: "left" }}>
        <Card as="nav" aria-labelledby="quick-nav" variant="primary">
          <Heading as="h2" id="quick-nav" variant="cardTitle" sx={{ mb: 3 }}>
            Quick Navigation
          </Heading>
          <Box as="ul" sx={linkListSx}>
            {QUICK_NAV.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </Box>
        </Card>
        <Card as="nav" aria-labelledby="popular-services" variant="primary">
          <Heading as="h2" id="popular-services" variant="cardTitle" sx={{ mb: 3 }}>
            Popular Services
          </Heading>
          <Box as="ul" sx={linkListSx}>
            {POPULAR_SERVICES.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </Box>
        </Card>
        <Card variant="primary" sx={{ bg: "highlight", borderColor: "highlight" }}>
          <Heading as="h2" variant="cardTitle" sx={{ mb: 3 }}>
            Need Help?
          </Heading>
          <Text as="p" sx={{ mt: 0 }}>
            Our team is available {site.hours.footer}. Tell us what you were looking for.
          </Text>
          <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
            <Link to="/contact" sx={{ variant: "buttons.primary" }}>
              Contact Us
            </Link>
            <a href={telHref(site.phone)} sx={{ variant: "buttons.secondary" }}>
              Call Support
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
export function Head() {
  return <Seo title="Page Not Found" pathname="/404" description="The page you were looking for could not be found." />;
}
