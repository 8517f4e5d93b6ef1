import type { ProfilePage, WithContext } from "schema-dts";
import type { PersonNode } from "./person-data";
import { absoluteUrl, organizationId, type SiteFacts } from "./structured-data";

/**
 * `ProfilePage` of an author page (/blog/author/<slug>): the team member's Person (its `person`
 * field, src/lib/person-data.ts) with the bio, the photo and the agency they work for.
 */
export function profilePageJsonLd(
  site: SiteFacts,
  author: { person: unknown; authorPage?: string | null; bio?: string | null; image?: string | null },
): WithContext<ProfilePage> {
  const person = { ...(author.person as PersonNode) };
  if (author.bio) person.description = author.bio;
  if (author.image) person.image = absoluteUrl(site.siteUrl, author.image);
  person.worksFor = { "@id": organizationId(site.siteUrl) };
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    ...(author.authorPage ? { url: absoluteUrl(site.siteUrl, author.authorPage) } : {}),
    mainEntity: person,
  };
}
