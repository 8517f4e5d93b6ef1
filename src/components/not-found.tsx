import { Link } from "gatsby";
import { useEffect, useState } from "react";
import { Box, Button, Card, Grid, Heading, Text } from "theme-ui";
import { useFrame } from "../hooks/use-frame";
import { servicePath } from "../hooks/use-services";
import { telHref, useSite } from "../hooks/use-site";
import { MAX_QUERY } from "../lib/search";
import { queryFromPath } from "../lib/search-path";
import { fill } from "../lib/template";

/** The 404 page's texts (content/page-copy.json notFound). */
export type NotFoundCopy = NonNullable<NonNullable<Queries.NotFoundPageQuery["pageCopyJson"]>["notFound"]>;

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

/** The big "404" above the heading (decorative: the heading says it). */
export function NotFoundCode({ code }: { code: string }) {
  return (
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
      {code}
    </Text>
  );
}

/**
 * A search for the missing path's words (`/blog/local-seo-tips` → "local seo tips"), filled in in the
 * browser, which knows the path (the HTML is /404's): a form to /search, so nothing of the search
 * loads until the visitor sends it.
 */
export function NotFoundSearch({ pathname }: { pathname: string }) {
  const { search: copy } = useFrame();
  const [query, setQuery] = useState("");
  useEffect(() => setQuery(queryFromPath(pathname)), [pathname]);
  return (
    <form
      role="search"
      action="/search"
      method="get"
      aria-labelledby="not-found-search"
      sx={{ variant: "cards.primary", maxWidth: 620, mx: "auto", mb: 7, textAlign: "left" }}
    >
      <Heading as="h2" id="not-found-search" variant="cardTitle" sx={{ mb: 2 }}>
        {copy.notFoundTitle}
      </Heading>
      <Text as="p" sx={{ mt: 0 }}>
        {copy.notFoundText}
      </Text>
      <Box sx={{ display: "flex", gap: 2 }}>
        <label htmlFor="not-found-query" className="visually-hidden">
          {copy.label}
        </label>
        <input
          id="not-found-query"
          type="search"
          name="q"
          value={query}
          maxLength={MAX_QUERY}
          onChange={(event) => setQuery(event.target.value)}
          sx={{ variant: "forms.input", flex: "1 1 auto", minWidth: 0 }}
        />
        <Button type="submit">{copy.submit}</Button>
      </Box>
    </form>
  );
}

/** Quick Navigation, Popular Services and the Need Help card. */
export function NotFoundLinks({ t }: { t: NotFoundCopy }) {
  const site = useSite();
  return (
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
  );
}
