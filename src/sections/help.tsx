import { graphql } from "gatsby";
import { Box, Card, Heading, Text } from "theme-ui";
import NewTabLink from "../components/new-tab-link";
import Section from "../components/section";
import { telHref, useSite } from "../hooks/use-site";
import { whatsappHref } from "../lib/whatsapp";
import type { SectionProps } from "./types";

export const query = graphql`
  fragment HelpSectionFields on HelpSection {
    anchor
    title
    text
    callLabel
    chatLabel
    chatNote
  }
`;

/** A dark card with a heading, a line of text, a call button and a WhatsApp chat link (Site settings). */
export default function Help({ section: s, id }: SectionProps<Queries.HelpSectionFieldsFragment>) {
  const site = useSite();
  return (
    <Section id={id} width="narrow">
      <Card variant="ink" sx={{ textAlign: "center" }}>
        <Heading as="h2" variant="sectionTitle" sx={{ fontSize: [5, 6], mb: 3 }}>
          {s.title}
        </Heading>
        <Text as="p" sx={{ color: "onInkMuted", mt: 0, mb: 4 }}>
          {s.text}
        </Text>
        <Box sx={{ display: "flex", gap: 3, justifyContent: "center", flexWrap: "wrap" }}>
          <a href={telHref(site.phone)} sx={{ variant: "buttons.accent" }}>
            {s.callLabel}
          </a>
          <NewTabLink
            href={whatsappHref(site.whatsapp, site.whatsappGreeting)}
            note={<> {s.chatNote}</>}
            sx={{ variant: "buttons.onInk" }}
          >
            {s.chatLabel}
          </NewTabLink>
        </Box>
      </Card>
    </Section>
  );
}
