import type { HeadProps } from "gatsby";
import PageHero from "../components/page-hero";
import Seo from "../components/seo";

export default function CareerPage() {
  return (
    <PageHero
      eyebrow="Careers"
      title="Join Our Creative Team"
      lead="We are designers, developers and marketers who like shipping work that moves the numbers for our clients. Come build with us."
    />
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Careers" pathname={location.pathname} />;
}
