/**
 * Team members in structured data: the Person of an article's or a case study's author. Built at
 * build time (gatsby/blog-pages.ts: the `person` field of a team member), so the pages carry the
 * node as data and no builder in their bundles; the author page's ProfilePage adds to it
 * (src/lib/profile-page.ts).
 */
import type { Person } from "schema-dts";
import { absoluteUrl } from "./structured-data";

/** A team member as the pages query them (the AuthorPerson fragment, src/components/blog/byline.tsx). */
export interface Author {
  name: string;
  role?: string | null;
  /** Their author page (/blog/author/<slug>), when they have one. */
  authorPage?: string | null;
  /** Their https profile links (gatsby/blog-pages.ts; the content check refuses others). */
  sameAs?: readonly string[] | null;
}

export type PersonNode = Extract<Person, { "@type": "Person" }>;

/** A team member as schema.org's Person: their author page is the url, their profiles sameAs. */
export function personJsonLd(siteUrl: string, a: Author): PersonNode {
  const person: PersonNode = { "@type": "Person", name: a.name };
  if (a.authorPage) person.url = absoluteUrl(siteUrl, a.authorPage);
  if (a.role) person.jobTitle = a.role;
  if (a.sameAs?.length) person.sameAs = a.sameAs.slice();
  return person;
}

/** The `person` field of a team member as queried (GraphQL's JSON): the node personJsonLd built. */
export const personOf = (field: unknown): PersonNode => field as PersonNode;
