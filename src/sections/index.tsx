import { graphql } from "gatsby";
import { CONTACT_COMPONENTS } from "./contact";
import { INNER_COMPONENTS } from "./inner";
import { LANDING_COMPONENTS } from "./landing";
import SectionList from "./render";
import { SERVICES_COMPONENTS } from "./services-family";
import { WORK_COMPONENTS } from "./work-family";

/**
 * The section registry: one component per section type of the content model
 * (gatsby/content-model/sections.ts SECTION_TYPES), each with its fragment beside it.
 * src/sections/index.test.tsx holds this list to the model.
 */
export const query = graphql`
  fragment PageSections on PageSection {
    __typename
    ... on HeroSection {
      ...HeroSectionFields
    }
    ... on PageHeroSection {
      ...PageHeroSectionFields
    }
    ... on SpotlightSection {
      ...SpotlightSectionFields
    }
    ... on CardsSection {
      ...CardsSectionFields
    }
    ... on StatsSection {
      ...StatsSectionFields
    }
    ... on StepsSection {
      ...StepsSectionFields
    }
    ... on TextSection {
      ...TextSectionFields
    }
    ... on StatementsSection {
      ...StatementsSectionFields
    }
    ... on TeamSection {
      ...TeamSectionFields
    }
    ... on LogosSection {
      ...LogosSectionFields
    }
    ... on ProjectsSection {
      ...ProjectsSectionFields
    }
    ... on PostsSection {
      ...PostsSectionFields
    }
    ... on TestimonialsSection {
      ...TestimonialsSectionFields
    }
    ... on FaqSection {
      ...FaqSectionFields
    }
    ... on CtaSection {
      ...CtaSectionFields
    }
    ... on ContactFormSection {
      ...ContactFormSectionFields
    }
    ... on OfficeSection {
      ...OfficeSectionFields
    }
    ... on HelpSection {
      ...HelpSectionFields
    }
    ... on WorkSection {
      ...WorkSectionFields
    }
    ... on HeroCardSection {
      ...HeroCardSectionFields
    }
    ... on ServicesSection {
      ...ServicesSectionFields
    }
    ... on TechnologiesSection {
      ...TechnologiesSectionFields
    }
    ... on BenefitsSection {
      ...BenefitsSectionFields
    }
  }
`;

/**
 * Every section type's component: the registry of the last family (templates-on-demand/any-page.tsx),
 * for a page that mixes types of the others. Templates import their family's registry
 * (./landing, ./inner, ./contact, ./work-family, ./services-family), never this one, which carries every section's code.
 */
export const SECTION_COMPONENTS = {
  ...LANDING_COMPONENTS,
  ...INNER_COMPONENTS,
  ...CONTACT_COMPONENTS,
  ...WORK_COMPONENTS,
  ...SERVICES_COMPONENTS,
} satisfies Record<Queries.PageSectionsFragment["__typename"], unknown>;

export default function Sections(props: { sections: readonly Queries.PageSectionsFragment[]; page?: string }) {
  return <SectionList {...props} components={SECTION_COMPONENTS} />;
}
