import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { Box, Card, Grid, Heading, Link, Text } from "theme-ui";
import Section from "../components/section";
import { telHref, useSite } from "../hooks/use-site";
import { fill } from "../lib/template";
import type { SectionProps } from "./types";

export const query = graphql`
  fragment OfficeSectionFields on OfficeSection {
    anchor
    title
    intro
    mapTitle
    mapNote
    mapLabel
    emailLabel
    phoneLabel
    addressLabel
    hoursLabel
  }
`;

const map = {
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
} as const;

function Info({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="primary" sx={{ p: 4 }}>
      <Heading as="h3" variant="cardTitle" sx={{ fontSize: 4, mb: 2 }}>
        {title}
      </Heading>
      {children}
    </Card>
  );
}

/** The office: a map placeholder beside cards of the e-mail, phone, address and hours of Site settings. */
export default function Office({ section: s, id, tone }: SectionProps<Queries.OfficeSectionFieldsFragment>) {
  const site = useSite();
  const a = site.address;
  return (
    <Section id={id} title={s.title} intro={s.intro ?? undefined} tone={tone}>
      <Grid columns={[1, null, "1.4fr 1fr"]} gap={4}>
        <Box role="img" aria-label={fill(s.mapLabel, { street: a.street, city: a.city })} sx={map}>
          <Text as="span" sx={{ fontFamily: "heading", fontWeight: "heading", fontSize: 5 }}>
            {s.mapTitle}
          </Text>
          <Text as="span" sx={{ color: "onInkMuted" }}>
            {s.mapNote}
          </Text>
        </Box>
        <Grid columns={[1, 2, 2]} gap={3}>
          <Info title={s.emailLabel}>
            <Link href={`mailto:${site.email}`}>{site.email}</Link>
          </Info>
          <Info title={s.phoneLabel}>
            <Link href={telHref(site.phone)}>{site.phone}</Link>
          </Info>
          <Info title={s.addressLabel}>
            <Box as="address" sx={{ fontStyle: "normal" }}>
              {a.street}
              <br />
              {a.city}, {a.region} {a.postalCode}
            </Box>
          </Info>
          <Info title={s.hoursLabel}>
            <Text as="p" sx={{ m: 0 }}>
              {site.hours.business}
            </Text>
          </Info>
        </Grid>
      </Grid>
    </Section>
  );
}
