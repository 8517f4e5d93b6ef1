import type { HeadProps } from "gatsby";
import { Box, Card, Grid, Heading, Link, Text } from "theme-ui";
import LazyContactForm from "../components/forms/lazy-contact-form";
import PageHero from "../components/page-hero";
import Section from "../components/section";
import Seo from "../components/seo";
import { telHref, useSite } from "../hooks/use-site";

export default function ContactPage() {
  const site = useSite();
  const a = site.address;
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Let's Talk About Your Project"
        lead={`Tell us where your business is headed. We reply to every request within ${site.replyTime}.`}
      />
      <Section id="contact-form" title="Send Us a Message" width="narrow">
        <LazyContactForm />
      </Section>
      <Section id="contact-details" title="Reach our team">
        <Grid columns={[1, 2, 4]} gap={4}>
          <Card variant="primary">
            <Heading as="h3" variant="cardTitle" sx={{ fontSize: 4 }}>
              Email
            </Heading>
            <Link href={`mailto:${site.email}`}>{site.email}</Link>
          </Card>
          <Card variant="primary">
            <Heading as="h3" variant="cardTitle" sx={{ fontSize: 4 }}>
              Phone
            </Heading>
            <Link href={telHref(site.phone)}>{site.phone}</Link>
          </Card>
          <Card variant="primary">
            <Heading as="h3" variant="cardTitle" sx={{ fontSize: 4 }}>
              Office
            </Heading>
            <Box as="address" sx={{ fontStyle: "normal" }}>
              {a.street}
              <br />
              {a.city}, {a.region} {a.postalCode}
            </Box>
          </Card>
          <Card variant="primary">
            <Heading as="h3" variant="cardTitle" sx={{ fontSize: 4 }}>
              Business Hours
            </Heading>
            <Text as="p" sx={{ m: 0 }}>
              {site.hours.business}
            </Text>
          </Card>
        </Grid>
      </Section>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Contact" pathname={location.pathname} />;
}
