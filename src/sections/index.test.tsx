import { screen } from "@testing-library/react";
import { SECTION_TYPES, sectionTypeName } from "../../gatsby/content-model";
import { GetStartedDialogProvider } from "../components/dialog-context";
import { renderWithSite } from "../test-utils/render";
import Sections, { SECTION_COMPONENTS } from ".";

type Section = Queries.PageSectionsFragment;

describe("the section registry", () => {
  it("has one component for every section type of the content model, and no other", () => {
    expect(Object.keys(SECTION_COMPONENTS).sort()).toEqual(Object.keys(SECTION_TYPES).map(sectionTypeName).sort());
  });

  it("renders a page's sections in order, each with an anchor of its own", () => {
    const sections = [
      { __typename: "HeroSection", title: "Free audit", subtitle: "For local businesses", typed: null, actions: null },
      {
        __typename: "FaqSection",
        eyebrow: null,
        title: "Questions",
        questions: [{ question: "Free?", answer: "Yes." }],
      },
      {
        __typename: "StepsSection",
        eyebrow: null,
        title: "Questions",
        intro: null,
        steps: [{ title: "Ask", description: "Tell us." }],
      },
      {
        __typename: "CtaSection",
        title: "Book your call",
        text: "We reply within a day.",
        actions: [
          { label: "Get started", to: null },
          { label: "Contact us", to: "/contact" },
        ],
      },
    ] as unknown as Section[];
    const { container } = renderWithSite(
      <GetStartedDialogProvider>
        <Sections sections={sections} />
      </GetStartedDialogProvider>,
    );
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Free audit"]);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Questions",
      "Questions",
      "Book your call",
    ]);
    const ids = [...container.querySelectorAll("section")].map((s) => s.id);
    expect(ids).toEqual(["free-audit", "questions", "questions-3", "book-your-call"]);
    // No `to`: a button that opens the Get Started dialog; with `to`: a link.
    expect(screen.getByRole("button", { name: "Get started" })).toHaveAttribute("aria-haspopup", "dialog");
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  });
});
