import { screen, within } from "@testing-library/react";
import { GetStartedDialogProvider } from "./dialog-context";
import Footer from "./footer";
import { PrivacyChoicesProvider } from "./privacy/privacy-choices";
import { renderWithSite } from "../test-utils/render";
import site from "../../content/site.json";
import frame from "../../content/frame.json";

const t = frame.footer;

function renderFooter() {
  return renderWithSite(
    <GetStartedDialogProvider>
      <PrivacyChoicesProvider>
        <Footer />
      </PrivacyChoicesProvider>
    </GetStartedDialogProvider>,
  );
}

describe("Footer", () => {
  it("reads its labels from content/frame.json, which holds the spec's", () => {
    expect(t).toMatchObject({ scheduleCall: "Schedule a Call", blog: "Blog", careers: "Careers" });
    renderFooter();
    expect(screen.getByRole("contentinfo")).toHaveTextContent(`${site.legalName}. ${t.rights}`);
    expect(screen.getByRole("heading", { name: t.legalTitle })).toBeInTheDocument();
  });

  it("links the eight service routes", () => {
    renderFooter();
    const services = screen.getByRole("heading", { name: t.servicesTitle }).parentElement as HTMLElement;
    const hrefs = within(services)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual([
      "/services/online-reputation",
      "/services/social-media-marketing",
      "/services/website-design-development",
      "/services/email-marketing",
      "/services/seo",
      "/services/ecommerce-development",
      "/services/full-analytics",
      "/services/mobile-app-development",
    ]);
  });

  it("has e-mail, phone, hours, Schedule a Call and the current year", () => {
    renderFooter();
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    expect(screen.getByRole("link", { name: site.phone })).toHaveAttribute("href", "tel:+19165550142");
    expect(screen.getByText("Mon - Fri: 9AM - 6PM EST")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: t.scheduleCall })).toBeInTheDocument();
    expect(screen.getByTestId("current-year")).toHaveTextContent(String(new Date().getFullYear()));
  });

  it("links the legal pages and the quick links", () => {
    renderFooter();
    for (const [name, href] of [
      [t.privacy, "/PrivacyPolicy"],
      [t.terms, "/TermsOfService"],
      [t.cookies, "/CookiePolicy"],
      [t.accessibility, "/accessibility"],
      [t.blog, "/blog"],
      [t.careers, "/Career"],
      [t.about, "/about"],
    ] as const) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });
});
