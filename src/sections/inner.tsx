import Cards from "./cards";
import Cta from "./cta";
import Faq from "./faq";
import Logos from "./logos";
import PageHero from "./page-hero";
import SectionList, { type SectionComponents } from "./render";
import Statements from "./statements";
import Stats from "./stats";
import Steps from "./steps";
import Team from "./team";
import Text from "./text";

/**
 * The registry of the inner pages' family (src/templates/inner-page.tsx, /about): the types of
 * its PAGE_FAMILIES entry (src/lib/page-families.ts), without the home page's code.
 */
export const INNER_COMPONENTS = {
  PageHeroSection: PageHero,
  CardsSection: Cards,
  StatsSection: Stats,
  StepsSection: Steps,
  TextSection: Text,
  StatementsSection: Statements,
  TeamSection: Team,
  LogosSection: Logos,
  FaqSection: Faq,
  CtaSection: Cta,
} satisfies SectionComponents;

export default function InnerSections(props: { sections: readonly Queries.PageSectionsFragment[]; page?: string }) {
  return <SectionList {...props} components={INNER_COMPONENTS} />;
}
