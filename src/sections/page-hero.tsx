import { graphql } from "gatsby";
import HeroStats from "../components/hero-stats";
import PageHero, { heroText } from "../components/page-hero";
import { useFrame } from "../hooks/use-frame";
import { useSite } from "../hooks/use-site";
import { whatsappHref } from "../lib/whatsapp";
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
    whatsappLabel
  }
`;

/** A link opening a WhatsApp chat with Site settings' number and greeting, in a new tab. */
function WhatsApp({ label }: { label: string }) {
  const site = useSite();
  const { cards } = useFrame();
  return (
    <a
      href={whatsappHref(site.whatsapp, site.whatsappGreeting)}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ variant: "buttons.accent" }}
    >
      {label}
      <span className="visually-hidden"> {cards.newTab}</span>
    </a>
  );
}

/**
 * The dark band that opens an inner page: eyebrow, the page's h1, the lead, buttons and, beside
 * them, figures counted up. The figures' test hook is named after the page ("about-stat").
 */
export default function PageHeroSection({ section: s, id, page }: SectionProps<Queries.PageHeroSectionFieldsFragment>) {
  const figures = s.figures?.length ? s.figures : null;
  return (
    <PageHero
      id={id}
      {...heroText(s)}
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
      {s.whatsappLabel ? <WhatsApp label={s.whatsappLabel} /> : null}
    </PageHero>
  );
}
