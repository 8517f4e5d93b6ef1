import { graphql } from "gatsby";
import { Box, Button, Heading, Text } from "theme-ui";
import { useFrame } from "../../hooks/use-frame";
import { fill } from "../../lib/template";
import { cardGrid } from "../../styles/marketing";
import CardSummary from "../card-summary";
import NewTabLink from "../new-tab-link";
import { usePrivacyChoicesOpener } from "../privacy/privacy-choices";

/** The cookie types and third-party services (content/cookies.json, third-party-services.json). */
export const query = graphql`
  fragment CookieSections on Query {
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
  }

  fragment CookieSectionsCopy on LegalCopy {
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
  }
`;

/**
 * The Cookie Policy's own sections (src/templates/legal.tsx): the privacy choices' two buttons,
 * one card per cookie type (content/cookies.json) and the third-party services
 * (content/third-party-services.json), in the page copy's words (content/page-copy.json `legal`).
 */
export default function CookieSections({
  t,
  cookies,
  thirdParty,
}: {
  t: Queries.CookieSectionsCopyFragment;
  cookies: Queries.CookieSectionsFragment["allCookiesJson"]["nodes"];
  thirdParty: Queries.CookieSectionsFragment["allThirdPartyServicesJson"]["nodes"];
}) {
  const manageOpener = usePrivacyChoicesOpener("choices");
  const tableOpener = usePrivacyChoicesOpener("table");
  const newTab = useFrame().cards.newTab;
  return (
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
            <Button {...manageOpener}>{t.manage}</Button>
            <Button {...tableOpener} variant="secondary">
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
                <CardSummary emphasis={c.purpose} text={c.description} />
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
                {(
                  [
                    [p.privacyUrl, t.privacyLink],
                    [p.optOutUrl, t.optOutLink],
                  ] as const
                ).map(([href, label]) => (
                  <NewTabLink
                    key={label}
                    href={href}
                    note={
                      <>
                        {" "}
                        {fill(t.ofService, { name: p.name })} {newTab}
                      </>
                    }
                  >
                    {label}
                  </NewTabLink>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </>
  );
}
