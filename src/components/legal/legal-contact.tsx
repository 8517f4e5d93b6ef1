import { graphql } from "gatsby";
import { Box, Heading, Text } from "theme-ui";
import { telHref, useSite } from "../../hooks/use-site";

/** The page's own heading and text (its frontmatter), and the labels of the address (page-copy.json `legal`). */
export const query = graphql`
  fragment LegalContact on MdxFrontmatter {
    contactHeading
    contactText
  }

  fragment LegalContactCopy on LegalCopy {
    country
    email
    phone
  }
`;

/** The end of every legal page: who to contact, and the agency's address (content/site.json). */
export default function LegalContact({
  texts,
  t,
}: {
  texts: Queries.LegalContactFragment;
  t: Queries.LegalContactCopyFragment;
}) {
  const site = useSite();
  const { address } = site;
  return (
    <Box as="section" aria-labelledby="contact-title" sx={{ mt: 6 }}>
      <Heading as="h2" id="contact-title" sx={{ fontSize: [5, 6], mb: 3 }}>
        {texts.contactHeading}
      </Heading>
      <Text as="p" sx={{ mt: 0 }}>
        {texts.contactText}
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
  );
}
