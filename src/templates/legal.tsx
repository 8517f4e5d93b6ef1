import { MDXProvider } from "@mdx-js/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { ComponentProps, ReactNode } from "react";
import { Box, Button, Heading, Text, type ThemeUICSSObject } from "theme-ui";
import PageHero from "../components/page-hero";
import { usePrivacyChoices } from "../components/privacy/privacy-choices";
import Seo from "../components/seo";
import { useFrame } from "../hooks/use-frame";
import { telHref, useSite } from "../hooks/use-site";
import { required } from "../lib/required";
import { fill } from "../lib/template";
import { cardGrid } from "../styles/marketing";

export const query = graphql`
  query LegalPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        slug
        badge
        lastUpdated
        lead
        intro
        contactHeading
        contactText
      }
    }
    allCookiesJson {
      nodes {
        name
        purpose
        description
        examples
        duration
        canDisable
      }
    }
    allThirdPartyServicesJson {
      nodes {
        name
        purpose
        cookies
        privacyUrl
        optOutUrl
      }
    }
    pageCopyJson {
      legal {
        lastUpdated
        introTitle
        choicesTitle
        choicesText
        manage
        viewAll
        typesTitle
        optional
        alwaysActive
        examples
        duration
        canDisable
        yes
        no
        thirdPartyTitle
        thirdPartyText
        thirdPartyCookies
        privacyLink
        optOutLink
        ofService
        country
        email
        phone
      }
    }
  }
`;

const isExternal = (href?: string) => Boolean(href && /^https?:\/\//.test(href));

/** Links of the legal texts: external ones open in a new tab, and say so to screen readers. */
function MarkdownLink({ href, children, ...rest }: ComponentProps<"a">) {
  const { newTab } = useFrame().cards;
  return isExternal(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> {newTab}</span>
    </a>
  ) : (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** Markdown elements of the legal texts. */
const components = { a: MarkdownLink };

const prose: ThemeUICSSObject = {
  variant: "layout.narrow",
  h2: { fontSize: [5, 6], mt: 6, mb: 3 },
  "h2:first-of-type": { mt: 0 },
  ul: { pl: 4 },
  "li + li": { mt: 1 },
};

type Props = PageProps<Queries.LegalPageQuery> & { children: ReactNode };

export default function LegalTemplate({ data, children }: Props) {
  const site = useSite();
  const { open: openPrivacyChoices } = usePrivacyChoices();
  const fm = data.mdx?.frontmatter;
  const t = required(data.pageCopyJson?.legal, "content/page-copy.json: legal");
  const newTab = useFrame().cards.newTab;
  if (!fm) return null;
  // The cookie tables belong to the Cookie Policy only.
  const showCookies = fm.slug === "CookiePolicy";
  const cookies = showCookies ? data.allCookiesJson.nodes : [];
  const thirdParty = showCookies ? data.allThirdPartyServicesJson.nodes : [];
  const { address } = site;
  return (
    <>
      <PageHero eyebrow={fm.badge ?? undefined} title={fm.title} lead={fm.lead}>
        <Text as="p" sx={{ m: 0, color: "onInk", fontWeight: "bold" }} data-testid="last-updated">
          {fill(t.lastUpdated, { date: fm.lastUpdated ?? "" })}
        </Text>
      </PageHero>

      {fm.intro && (
        <Box as="section" aria-labelledby="intro-title" sx={{ variant: "layout.section", pb: 0 }}>
          <Box sx={{ variant: "layout.narrow" }}>
            <Heading as="h2" id="intro-title" sx={{ fontSize: [5, 6], mb: 3 }}>
              {t.introTitle}
            </Heading>
            <Text as="p" variant="lead" sx={{ m: 0 }}>
              {fm.intro}
            </Text>
          </Box>
        </Box>
      )}

      {cookies.length > 0 && (
        <>
          <Box as="section" aria-labelledby="choices-title" sx={{ variant: "layout.narrow", mt: 6 }}>
            <Box sx={{ variant: "cards.muted", border: "1px solid", borderColor: "border" }}>
              <Heading as="h2" id="choices-title" sx={{ fontSize: [4, 5], mb: 2 }}>
                {t.choicesTitle}
              </Heading>
              <Text as="p" variant="muted" sx={{ mt: 0, mb: 4 }}>
                {t.choicesText}
              </Text>
              <Box sx={{ display: "flex", flexWrap: "wrap", gap: 3 }}>
                <Button type="button" onClick={() => openPrivacyChoices("choices")}>
                  {t.manage}
                </Button>
                <Button type="button" variant="secondary" onClick={() => openPrivacyChoices("table")}>
                  {t.viewAll}
                </Button>
              </Box>
            </Box>
          </Box>

          <Box as="section" aria-labelledby="types-title" sx={{ variant: "layout.section" }}>
            <Box sx={{ variant: "layout.container" }}>
              <Heading as="h2" id="types-title" sx={{ fontSize: [5, 6], mb: 4 }}>
                {t.typesTitle}
              </Heading>
              <Box as="ul" sx={cardGrid(2)}>
                {cookies.map((c) => (
                  <Box as="li" key={c.name} data-testid="cookie-type" sx={{ variant: "cards.primary", p: 4 }}>
                    <Box sx={{ display: "flex", justifyContent: "space-between", gap: 3, alignItems: "flex-start" }}>
                      <Heading as="h3" sx={{ fontSize: 4, mb: 1 }}>
                        {c.name}
                      </Heading>
                      <Text
                        as="span"
                        sx={{
                          fontSize: 0,
                          fontWeight: "bold",
                          px: 2,
                          py: 1,
                          borderRadius: "pill",
                          whiteSpace: "nowrap",
                          bg: c.canDisable ? "highlight" : "muted",
                          color: c.canDisable ? "primary" : "text",
                        }}
                      >
                        {c.canDisable ? t.optional : t.alwaysActive}
                      </Text>
                    </Box>
                    <Text as="p" sx={{ mt: 0, mb: 2, fontWeight: "bold", color: "secondary" }}>
                      {c.purpose}
                    </Text>
                    <Text as="p" variant="muted" sx={{ mt: 0, mb: 3 }}>
                      {c.description}
                    </Text>
                    <Box as="dl" sx={{ m: 0, fontSize: 1, dt: { fontWeight: "bold" }, dd: { m: 0, mb: 2 } }}>
                      <dt>{t.examples}</dt>
                      <dd>{c.examples.join(", ")}</dd>
                      <dt>{t.duration}</dt>
                      <dd>{c.duration}</dd>
                      <dt>{t.canDisable}</dt>
                      <dd>{c.canDisable ? t.yes : t.no}</dd>
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          </Box>

          <Box as="section" aria-labelledby="third-party-title" sx={{ variant: "layout.narrow", mb: 6 }}>
            <Heading as="h2" id="third-party-title" sx={{ fontSize: [5, 6], mb: 3 }}>
              {t.thirdPartyTitle}
            </Heading>
            <Text as="p" sx={{ mt: 0 }}>
              {t.thirdPartyText}
            </Text>
            <Box as="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 3 }}>
              {thirdParty.map((p) => (
                <Box as="li" key={p.name} data-testid="third-party" sx={{ variant: "cards.muted", p: 4 }}>
                  <Heading as="h3" sx={{ fontSize: 3, mb: 1 }}>
                    {p.name}
                  </Heading>
                  <Text as="p" variant="muted" sx={{ mt: 0, mb: 2 }}>
                    {p.purpose}. {t.thirdPartyCookies} {p.cookies.join(", ")}
                  </Text>
                  <Box sx={{ display: "flex", gap: 4, flexWrap: "wrap" }}>
                    <a href={p.privacyUrl} target="_blank" rel="noopener noreferrer">
                      {t.privacyLink}
                      <span className="visually-hidden">
                        {" "}
                        {fill(t.ofService, { name: p.name })} {newTab}
                      </span>
                    </a>
                    <a href={p.optOutUrl} target="_blank" rel="noopener noreferrer">
                      {t.optOutLink}
                      <span className="visually-hidden">
                        {" "}
                        {fill(t.ofService, { name: p.name })} {newTab}
                      </span>
                    </a>
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        </>
      )}

      <Box as="article" sx={{ variant: "layout.section", pt: fm.intro ? 0 : undefined }}>
        <Box sx={prose}>
          <MDXProvider components={components}>{children}</MDXProvider>
          <Box as="section" aria-labelledby="contact-title" sx={{ mt: 6 }}>
            <Heading as="h2" id="contact-title" sx={{ fontSize: [5, 6], mb: 3 }}>
              {fm.contactHeading}
            </Heading>
            <Text as="p" sx={{ mt: 0 }}>
              {fm.contactText}
            </Text>
            <Box as="address" sx={{ variant: "cards.muted", fontStyle: "normal", p: 4 }}>
              <strong>{site.legalName}</strong>
              <br />
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
              <br />
              {t.country}
              <br />
              {t.email} <a href={`mailto:${site.email}`}>{site.email}</a>
              <br />
              {t.phone} <a href={telHref(site.phone)}>{site.phone}</a>
            </Box>
          </Box>
        </Box>
      </Box>
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.LegalPageQuery>) {
  const fm = data.mdx?.frontmatter;
  return <Seo title={fm?.title ?? ""} description={fm?.lead ?? undefined} pathname={location.pathname} />;
}
