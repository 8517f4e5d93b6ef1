import PageHero from "./page-hero";
import SectionList, { type SectionComponents } from "./render";
import Work from "./work";

/**
 * The registry of the Our work family (src/templates/work-page.tsx, /our-work): the types of its
 * PAGE_FAMILIES entry (src/lib/page-families.ts).
 */
export const WORK_COMPONENTS = {
  PageHeroSection: PageHero,
  WorkSection: Work,
} satisfies SectionComponents;

export default function WorkSections(props: { sections: readonly Queries.PageSectionsFragment[]; page?: string }) {
  return <SectionList {...props} components={WORK_COMPONENTS} />;
}
