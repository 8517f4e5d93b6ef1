import { graphql } from "gatsby";
import HeroStats from "../components/hero-stats";
import PageHero from "../components/page-hero";
import Actions from "./action";
import type { SectionProps } from "./types";

export const query = graphql`
  fragment PageHeroSectionFields on PageHeroSection {
    eyebrow
    title
    lead
    actions {
      ...PageActionFields
    }
    figures {
      value
      label
    }
    figuresLabel
  }
`;

/**
 * The dark band that opens an inner page: eyebrow, the page's h1, the lead, buttons and, beside
 * them, figures counted up. The figures' test hook is named after the page ("about-stat").
 */
export default function PageHeroSection({ section: s, id, page }: SectionProps<Queries.PageHeroSectionFieldsFragment>) {
  const figures = s.figures?.length ? s.figures : null;
  return (
    <PageHero
      id={id}
      eyebrow={s.eyebrow ?? undefined}
      title={s.title}
      lead={s.lead}
      aside={
        figures && (
          <HeroStats
            stats={figures}
            label={s.figuresLabel ?? s.title}
            columns={figures.length % 3 === 0 ? 3 : 2}
            testId={`${page || "page"}-stat`}
          />
        )
      }
    >
      {s.actions?.length ? <Actions actions={s.actions} main="accent" rest="onInk" /> : null}
    </PageHero>
  );
}
