import type { HeadProps } from "gatsby";
import LogoStrip from "../components/logo-strip";
import PageHero from "../components/page-hero";
import Seo from "../components/seo";

export default function ClientsSectionsPage() {
  return (
    <>
      <PageHero
        eyebrow="Clients"
        title="Businesses We Have Worked For"
        lead="From neighborhood shops to multi-location brands, our clients trust us with the channels that bring them customers."
      />
      <LogoStrip />
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Our Clients" pathname={location.pathname} />;
}
