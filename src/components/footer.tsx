import { Link } from "gatsby";
import type { ReactNode } from "react";
import { Box, Button, Grid, Heading, Text } from "theme-ui";
import { useGetStartedDialogOpener } from "./dialog-context";
import { telHref, useSite } from "../hooks/use-site";
import { useFrame } from "../hooks/use-frame";
import { useServices } from "../hooks/use-services";
import CurrentYear from "./current-year";
import LogoMark from "./logo";
import { usePrivacyChoicesOpener } from "./privacy/privacy-choices";
import SubscribeBlock from "./subscribe/subscribe-block";

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Heading as="h2" sx={{ fontSize: 2, color: "onInk", textTransform: "uppercase", letterSpacing: "caps", mb: 3 }}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

const listSx = { listStyle: "none", m: 0, p: 0, display: "grid", gap: 2 } as const;

export default function Footer() {
  const site = useSite();
  const services = useServices();
  const { footer: t } = useFrame();
  const opener = useGetStartedDialogOpener();
  const privacyChoicesOpener = usePrivacyChoicesOpener();

  return (
    <Box as="footer" sx={{ bg: "ink", color: "onInkMuted", pt: [6, 7], pb: 4, mt: "auto" }}>
      <Box sx={{ variant: "layout.container" }}>
        <Grid columns={[1, 2, "1.3fr 1fr 1fr 1.1fr"]} gap={[5, 5, 6]}>
          <Box>
            <Text
              as="p"
              sx={{
                display: "flex",
                alignItems: "center",
                gap: 2,
                color: "onInk",
                fontFamily: "heading",
                fontWeight: "heading",
                fontSize: 4,
                mt: 0,
              }}
            >
              <LogoMark />
              {site.brand}
            </Text>
            <Text as="p" sx={{ fontSize: 1 }}>
              {`${site.tagline}.`}
            </Text>
            <Box as="ul" sx={{ ...listSx, mt: 3 }}>
              <li>
                <a href={`mailto:${site.email}`} sx={{ variant: "links.footer" }}>
                  {site.email}
                </a>
              </li>
              <li>
                <a href={telHref(site.phone)} sx={{ variant: "links.footer" }}>
                  {site.phone}
                </a>
              </li>
              <li>{site.hours.footer}</li>
            </Box>
            <Button {...opener} variant="accent" sx={{ mt: 4 }}>
              {t.scheduleCall}
            </Button>
          </Box>

          <Column title={t.servicesTitle}>
            <Box as="ul" sx={listSx}>
              {services.map((s) => (
                <li key={s.slug}>
                  <Link to={s.path} sx={{ variant: "links.footer" }}>
                    {s.title}
                  </Link>
                </li>
              ))}
            </Box>
          </Column>

          <Column title={t.quickLinksTitle}>
            <Box as="ul" sx={listSx}>
              <li>
                <Link to="/about" sx={{ variant: "links.footer" }}>
                  {t.about}
                </Link>
              </li>
              <li>
                <Link to="/contact" sx={{ variant: "links.footer" }}>
                  {t.contact}
                </Link>
              </li>
              <li>
                <Link to="/services" sx={{ variant: "links.footer" }}>
                  {t.services}
                </Link>
              </li>
              {/* The spec makes these two full page loads, not client-side navigation. */}
              <li>
                <a href="/blog" sx={{ variant: "links.footer" }}>
                  {t.blog}
                </a>
              </li>
              <li>
                <a href="/Career" sx={{ variant: "links.footer" }}>
                  {t.careers}
                </a>
              </li>
            </Box>
          </Column>

          <Column title={t.legalTitle}>
            <Box as="ul" sx={listSx}>
              <li>
                <a href="/PrivacyPolicy" sx={{ variant: "links.footer" }}>
                  {t.privacy}
                </a>
              </li>
              <li>
                <a href="/TermsOfService" sx={{ variant: "links.footer" }}>
                  {t.terms}
                </a>
              </li>
              <li>
                <a href="/CookiePolicy" sx={{ variant: "links.footer" }}>
                  {t.cookies}
                </a>
              </li>
              <li>
                <a href="/accessibility" sx={{ variant: "links.footer" }}>
                  {t.accessibility}
                </a>
              </li>
              <li>
                <button
                  {...privacyChoicesOpener}
                  sx={{
                    variant: "links.footer",
                    bg: "transparent",
                    border: "none",
                    p: 0,
                    font: "inherit",
                    cursor: "pointer",
                    textAlign: "left",
                  }}
                >
                  {site.privacyChoicesLink}
                </button>
              </li>
            </Box>
          </Column>
        </Grid>

        {/* The sign-up to new articles and openings (issue 50): its code loads near the viewport. */}
        <Box sx={{ borderTop: "1px solid", borderColor: "inkSoft", mt: 6, pt: 5 }}>
          <SubscribeBlock place="footer" />
        </Box>

        <Text
          as="p"
          sx={{ borderTop: "1px solid", borderColor: "inkSoft", mt: 6, pt: 4, mb: 0, fontSize: 1, textAlign: "center" }}
        >
          © <CurrentYear /> {`${site.legalName}. ${t.rights}`}
        </Text>
      </Box>
    </Box>
  );
}
