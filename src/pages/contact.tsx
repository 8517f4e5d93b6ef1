import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Box, Card, Grid, Heading, Link, Text } from "theme-ui";
import LazyContactForm from "../components/forms/lazy-contact-form";
import HeroStats from "../components/hero-stats";
import PageHero from "../components/page-hero";
import Section from "../components/section";
import Seo from "../components/seo";
import { telHref, useSite } from "../hooks/use-site";
import { whatsappHref } from "../lib/whatsapp";

export const query = graphql`
  query ContactPage {
    marketingJson {
      contact {
        lead
        whatsappLabel
        stats {
          value
          label
        }
        office {
          title
          text
        }
        help {
          title
          text
        }
        faq {
          question
          answer
        }
      }
    }
  }
`;

const infoTitle = { fontSize: 4, mb: 2 } as const;

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const site = useSite();
  const contact = data.marketingJson?.contact;
  if (!contact) return null;
  const a = site.address;
  const whatsapp = whatsappHref(site.whatsapp, site.whatsappGreeting);
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Let's Talk About Your Project"
        lead={contact.lead}
        aside={<HeroStats stats={contact.stats} label="Why clients talk to us" columns={2} testId="contact-stat" />}
      >
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" sx={{ variant: "buttons.accent" }}>
          {contact.whatsappLabel}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </PageHero>

      <Section id="contact-form" title="Send Us a Message" width="narrow">
        <LazyContactForm />
      </Section>

      <Section id="office" title={contact.office.title} intro={contact.office.text} tone="muted">
        <Grid columns={[1, null, "1.4fr 1fr"]} gap={4}>
          <Box
            role="img"
            aria-label={`Map placeholder for our office at ${a.street}, ${a.city}`}
            sx={{
              minHeight: 320,
              borderRadius: "xl",
              bg: "ink",
              color: "onInk",
              display: "flex",
              flexDirection: "column",
              alignItems: "center",
              justifyContent: "center",
              gap: 2,
              backgroundImage:
                "linear-gradient(rgba(197,202,224,.08) 1px, transparent 1px), linear-gradient(90deg, rgba(197,202,224,.08) 1px, transparent 1px)",
              backgroundSize: "32px 32px",
            }}
          >
            <Text as="span" sx={{ fontFamily: "heading", fontWeight: "heading", fontSize: 5 }}>
              Interactive Map
            </Text>
            <Text as="span" sx={{ color: "onInkMuted" }}>
              Coming Soon
            </Text>
          </Box>
          <Grid columns={[1, 2, 2]} gap={3}>
            <Card variant="primary" sx={{ p: 4 }}>
              <Heading as="h3" variant="cardTitle" sx={infoTitle}>
                Email
              </Heading>
              <Link href={`mailto:${site.email}`}>{site.email}</Link>
            </Card>
            <Card variant="primary" sx={{ p: 4 }}>
              <Heading as="h3" variant="cardTitle" sx={infoTitle}>
                Phone
              </Heading>
              <Link href={telHref(site.phone)}>{site.phone}</Link>
            </Card>
            <Card variant="primary" sx={{ p: 4 }}>
              <Heading as="h3" variant="cardTitle" sx={infoTitle}>
                Address
              </Heading>
              <Box as="address" sx={{ fontStyle: "normal" }}>
                {a.street}
                <br />
                {a.city}, {a.region} {a.postalCode}
              </Box>
            </Card>
            <Card variant="primary" sx={{ p: 4 }}>
              <Heading as="h3" variant="cardTitle" sx={infoTitle}>
                Business Hours
              </Heading>
              <Text as="p" sx={{ m: 0 }}>
                {site.hours.business}
              </Text>
            </Card>
          </Grid>
        </Grid>
      </Section>

      <Section id="faq" title="Frequently Asked Questions" width="narrow">
        <Box sx={{ display: "grid", gap: 3 }}>
          {contact.faq.map((item) => (
            <Box
              as="details"
              key={item.question}
              sx={{
                variant: "cards.primary",
                p: 0,
                boxShadow: "none",
                "& > summary": {
                  cursor: "pointer",
                  listStyle: "none",
                  p: 4,
                  fontWeight: "bold",
                  display: "flex",
                  justifyContent: "space-between",
                  gap: 3,
                  "&::-webkit-details-marker": { display: "none" },
                  "&::after": { content: '"+"', color: "primary", fontSize: 4, lineHeight: 1 },
                  "&:focus-visible": { outline: "3px solid", outlineColor: "focus", outlineOffset: "2px" },
                },
                "&[open] > summary::after": { content: '"−"' },
              }}
            >
              <summary>{item.question}</summary>
              <Text as="p" variant="muted" sx={{ px: 4, pb: 4, mt: 0 }}>
                {item.answer}
              </Text>
            </Box>
          ))}
        </Box>
      </Section>

      <Section id="immediate-help" width="narrow">
        <Card variant="ink" sx={{ textAlign: "center" }}>
          <Heading as="h2" variant="sectionTitle" sx={{ fontSize: [5, 6], mb: 3 }}>
            {contact.help.title}
          </Heading>
          <Text as="p" sx={{ color: "onInkMuted", mt: 0, mb: 4 }}>
            {contact.help.text}
          </Text>
          <Box sx={{ display: "flex", gap: 3, justifyContent: "center", flexWrap: "wrap" }}>
            <a href={telHref(site.phone)} sx={{ variant: "buttons.accent" }}>
              Call Now
            </a>
            <a href={whatsapp} target="_blank" rel="noopener noreferrer" sx={{ variant: "buttons.onInk" }}>
              Live Chat<span className="visually-hidden"> on WhatsApp (opens in a new tab)</span>
            </a>
          </Box>
        </Card>
      </Section>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Contact" pathname={location.pathname} />;
}
