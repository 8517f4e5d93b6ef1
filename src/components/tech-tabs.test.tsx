import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import technologies from "../../content/technologies.json";
import TechTabs from "./tech-tabs";
import { renderWithSite } from "../test-utils/render";

function setup() {
  renderWithSite(<TechTabs technologies={technologies} label="Technologies we work with" />);
  return screen.getAllByRole("tab");
}

const NAMES = ["Next.js", "React", "Laravel", "React Native", "Flutter", "Shopify", "WordPress", "Magento"];

describe("TechTabs", () => {
  it("renders a labelled tablist with the first technology selected", () => {
    const tabs = setup();
    expect(screen.getByRole("tablist", { name: "Technologies we work with" })).toBeInTheDocument();
    expect(tabs.map((t) => t.textContent)).toEqual(NAMES);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(tabs.filter((t) => t.getAttribute("aria-selected") === "true")).toHaveLength(1);
    // Roving tabindex: only the selected tab is in the tab order.
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1, -1]);
    const panel = screen.getByRole("tabpanel", { name: "Next.js" });
    expect(panel).toHaveTextContent("Why we use it:");
    expect(panel).toHaveTextContent("Sample Projects:");
  });

  it("moves selection and focus with Right, Left, Home and End, wrapping at the ends", async () => {
    const user = userEvent.setup();
    const tabs = setup();
    await user.tab();
    expect(tabs[0]).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute("aria-selected", "true");
    expect(tabs[0]).toHaveAttribute("aria-selected", "false");
    expect(tabs[1]?.tabIndex).toBe(0);
    expect(tabs[0]?.tabIndex).toBe(-1);
    expect(screen.getByRole("tabpanel", { name: "React" })).toBeInTheDocument();
    await user.keyboard("{End}");
    expect(tabs[7]).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("Magento");
    await user.keyboard("{ArrowRight}");
    expect(tabs[0]).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(tabs[7]).toHaveFocus();
    await user.keyboard("{Home}");
    expect(tabs[0]).toHaveFocus();
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
  });

  it("selects on click and shows that technology's lists", async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole("tab", { name: "Shopify" }));
    const panel = screen.getByRole("tabpanel", { name: "Shopify" });
    expect(panel).toHaveTextContent(/online stores/i);
    expect(panel).toHaveTextContent(/easy management/i);
    expect(panel).toHaveTextContent(/secure checkout/i);
    // Tab from the selected tile goes to the panel, not to the next tile.
    await user.tab();
    expect(panel).toHaveFocus();
  });
});
