import { screen } from "@testing-library/react";
import frame from "../../content/frame.json";
import { renderWithSite } from "../test-utils/render";
import CaseStudyFacts from "./case-study-facts";
import LazyContactForm from "./forms/lazy-contact-form";

/** Texts that were written in code and are content now, editable in the CMS (issue 39, item 9). */
describe("texts from content/frame.json", () => {
  it("the Contact page's form says it is loading in the words of cards.formLoading", () => {
    expect(frame.cards.formLoading).toBe("Loading the form…");
    renderWithSite(<LazyContactForm />);
    expect(screen.getByText(frame.cards.formLoading)).toBeInTheDocument();
  });

  it("a case study's live-site link says it opens a new tab in the words of cards.newTab", () => {
    renderWithSite(
      <CaseStudyFacts
        facts={{ client: "Delta HVAC", industry: "HVAC", url: "https://deltahvac.example", services: [] }}
        labels={{ clientLabel: "Client", industryLabel: "Industry", servicesLabel: "Services", liveSiteLabel: "Live" }}
      />,
    );
    expect(screen.getByRole("link", { name: `deltahvac.example ${frame.cards.newTab}` })).toHaveAttribute(
      "target",
      "_blank",
    );
  });
});
