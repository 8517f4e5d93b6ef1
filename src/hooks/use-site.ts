import { graphql, useStaticQuery } from "gatsby";

/** Brand, contact details and SEO defaults from content/site.json. */
export function useSite(): NonNullable<Queries.SiteSettingsQuery["siteJson"]> & { privacyChoicesLink: string } {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      siteJson {
        brand
        legalName
        tagline
        siteUrl
        email
        phone
        whatsapp
        whatsappGreeting
        address {
          street
          city
          region
          postalCode
          country
        }
        hours {
          footer
          business
          opens
          closes
          days
        }
        replyTime
        social {
          name
          url
        }
        seo {
          description
          keywords
          shareImage
          twitterHandle
        }
      }
      site {
        siteMetadata {
          siteUrl
        }
      }
      privacyChoicesJson {
        footerLink
      }
    }
  `);
  if (!data.siteJson) throw new Error("content/site.json is missing");
  return {
    ...data.siteJson,
    siteUrl: data.site?.siteMetadata?.siteUrl ?? data.siteJson.siteUrl,
    // The footer's link to the privacy choices (content/privacy-choices.json; the dialog's own texts
    // come with the dialog's chunk).
    privacyChoicesLink: data.privacyChoicesJson?.footerLink ?? "",
  };
}

export type SiteSettings = ReturnType<typeof useSite>;

/** "+1 (916) 555-0142" -> "tel:+19165550142" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
