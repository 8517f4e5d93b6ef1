import type { HeadProps } from "gatsby";
import PageHero from "../components/page-hero";
import Seo from "../components/seo";

export default function OurWorkPage() {
  return (
    <PageHero
      eyebrow="Portfolio"
      title="Some of Our Projects"
      lead="Websites and stores we have designed and built for clients across retail, healthcare, hospitality, home services and professional services."
    />
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Our Work" pathname={location.pathname} />;
}
