import Benefits from "./benefits";
import Cta from "./cta";
import HeroCard from "./hero-card";
import SectionList, { type SectionComponents } from "./render";
import Services from "./services";
import Technologies from "./technologies";

/**
 * The registry of the Services family (src/templates/services-page.tsx, /services): the types of
 * its PAGE_FAMILIES entry (src/lib/page-families.ts).
 */
export const SERVICES_COMPONENTS = {
  HeroCardSection: HeroCard,
  ServicesSection: Services,
  TechnologiesSection: Technologies,
  BenefitsSection: Benefits,
  CtaSection: Cta,
} satisfies SectionComponents;

export default function ServicesSections(props: { sections: readonly Queries.PageSectionsFragment[]; page?: string }) {
  return <SectionList {...props} components={SERVICES_COMPONENTS} />;
}
