import ContactForm from "./contact-form";
import Faq from "./faq";
import Help from "./help";
import Office from "./office";
import PageHero from "./page-hero";
import SectionList, { type SectionComponents } from "./render";

/**
 * The registry of the Contact family (src/templates/contact-page.tsx, /contact): the types of its
 * PAGE_FAMILIES entry (src/lib/page-families.ts).
 */
export const CONTACT_COMPONENTS = {
  PageHeroSection: PageHero,
  ContactFormSection: ContactForm,
  OfficeSection: Office,
  HelpSection: Help,
  FaqSection: Faq,
} satisfies SectionComponents;

export default function ContactSections(props: { sections: readonly Queries.PageSectionsFragment[]; page?: string }) {
  return <SectionList {...props} components={CONTACT_COMPONENTS} />;
}
