import { screen } from "@testing-library/react";
import { SECTION_TYPES } from "../../gatsby/content-model";
import { sectionTypeName } from "../../gatsby/content-model/sdl";
import { SECTION_FAMILIES } from "../../gatsby/pages";
import { CONTACT_COMPONENTS } from "./contact";
import { INNER_COMPONENTS } from "./inner";
import { LANDING_COMPONENTS } from "./landing";
import { SERVICES_COMPONENTS } from "./services-family";
import { WORK_COMPONENTS } from "./work-family";
import { GetStartedDialogProvider } from "../components/dialog-context";
import { renderWithSite } from "../test-utils/render";
import Sections, { SECTION_COMPONENTS } from ".";
import { eagerImage, FIRST_SCREEN } from "./types";

type Section = Queries.PageSectionsFragment;

describe("the section registry", () => {
  it("has one component for every section type of the content model, and no other", () => {
    expect(Object.keys(SECTION_COMPONENTS).sort()).toEqual(Object.keys(SECTION_TYPES).map(sectionTypeName).sort());
  });

  it("each family's template draws its sections with a registry of exactly the family's types", () => {
    const registries: Record<string, object> = {
      "src/templates/page.tsx": LANDING_COMPONENTS,
      "src/templates/inner-page.tsx": INNER_COMPONENTS,
      "src/templates/contact-page.tsx": CONTACT_COMPONENTS,
      "src/templates/work-page.tsx": WORK_COMPONENTS,
      "src/templates/services-page.tsx": SERVICES_COMPONENTS,
      "templates-on-demand/any-page.tsx": SECTION_COMPONENTS,
    };
    expect(SECTION_FAMILIES.map((f) => f.template)).toEqual(Object.keys(registries));
    for (const family of SECTION_FAMILIES)
      expect(Object.keys(registries[family.template] ?? {}).sort()).toEqual(family.types.map(sectionTypeName).sort());
    // The last family has every type, so any page has a template.
    expect([...(SECTION_FAMILIES.at(-1)?.types ?? [])].sort()).toEqual(Object.keys(SECTION_TYPES).sort());
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

  it("takes a section's anchor when it has one, and names the hero figures' test hook after the page", () => {
    const sections = [
      {
        __typename: "PageHeroSection",
        eyebrow: "About us",
        title: "About the agency",
        lead: "Since 2019.",
        actions: [{ label: "Join Our Team", to: "/Career" }],
        figures: [{ value: "15+", label: "Team Members" }],
        figuresLabel: "At a glance",
      },
      { __typename: "TextSection", anchor: "overview", eyebrow: null, title: "Who we are", paragraphs: ["We build."] },
      {
        __typename: "StatementsSection",
        anchor: null,
        eyebrow: null,
        title: "Mission and vision",
        statements: [
          { title: "Our mission", text: "Customers." },
          { title: "Our vision", text: "Main street." },
        ],
      },
    ] as unknown as Section[];
    const { container } = renderWithSite(
      <GetStartedDialogProvider>
        <Sections sections={sections} page="about" />
      </GetStartedDialogProvider>,
    );
    expect([...container.querySelectorAll("section")].map((s) => s.id)).toEqual([
      "about-the-agency",
      "overview",
      "mission-and-vision",
    ]);
    expect(screen.getByTestId("about-stat")).toHaveTextContent("Team Members");
    expect(screen.getByTestId("about-stat").closest("dl")).toHaveAttribute("aria-label", "At a glance");
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Our mission",
      "Our vision",
    ]);
  });
});

describe("eagerImage", () => {
  it("loads only the first image of a section on the first screen eagerly", () => {
    expect(eagerImage(0, 0)).toBe(true);
    expect(eagerImage(FIRST_SCREEN - 1, 0)).toBe(true);
    expect(eagerImage(0, 1)).toBe(false);
    expect(eagerImage(FIRST_SCREEN, 0)).toBe(false);
  });
});
