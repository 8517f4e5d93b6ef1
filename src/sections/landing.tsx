import Cards from "./cards";
import Cta from "./cta";
import Faq from "./faq";
import Hero from "./hero";
import Logos from "./logos";
import Posts from "./posts";
import Projects from "./projects";
import SectionList, { type SectionComponents } from "./render";
import Spotlight from "./spotlight";
import Stats from "./stats";
import Steps from "./steps";
import Testimonials from "./testimonials";
import Text from "./text";

/**
 * The registry of the landing family (src/templates/page.tsx: the home page, campaign pages): the
 * types of its PAGE_FAMILIES entry (src/lib/page-families.ts), without the inner pages' types.
 */
export const LANDING_COMPONENTS = {
  HeroSection: Hero,
  SpotlightSection: Spotlight,
  CardsSection: Cards,
  StatsSection: Stats,
  StepsSection: Steps,
  TextSection: Text,
  LogosSection: Logos,
  ProjectsSection: Projects,
  PostsSection: Posts,
  TestimonialsSection: Testimonials,
  FaqSection: Faq,
  CtaSection: Cta,
} satisfies SectionComponents;

export default function LandingSections(props: { sections: readonly Queries.PageSectionsFragment[]; page?: string }) {
  return <SectionList {...props} components={LANDING_COMPONENTS} />;
}
