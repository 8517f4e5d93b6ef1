import { graphql, Link } from "gatsby";
import { Button } from "theme-ui";
import CtaBand from "../cta-band";
import { useGetStartedDialogOpener } from "../dialog-context";

export const query = graphql`
  fragment ServiceCta on ServicePageContent {
    cta {
      title
      text
    }
  }

  fragment ServiceCtaCopy on ServiceCopy {
    consultation
    allServices
  }
`;

/** The end of a service page: its call to action, the Get Started dialog and the way back to every service. */
export default function ServiceCta({
  page,
  copy,
}: {
  page: Queries.ServiceCtaFragment;
  copy: Queries.ServiceCtaCopyFragment;
}) {
  const opener = useGetStartedDialogOpener();
  return (
    <CtaBand id="service-cta" title={page.cta.title} text={page.cta.text}>
      <Button {...opener} variant="accent">
        {copy.consultation}
      </Button>
      <Link to="/services" sx={{ variant: "buttons.onInk" }}>
        {copy.allServices}
      </Link>
    </CtaBand>
  );
}
