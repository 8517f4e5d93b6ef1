import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GetStartedDialogProvider } from "./dialog-context";
import GetStartedDialog from "./get-started-dialog";
import Header from "./header";
import { renderWithSite } from "../test-utils/render";

function renderHeader(pathname: string) {
  return renderWithSite(
    <GetStartedDialogProvider>
      <Header pathname={pathname} />
      <GetStartedDialog />
    </GetStartedDialogProvider>,
  );
}

// jsdom cannot navigate: keep link clicks on the page.
beforeEach(() => document.addEventListener("click", preventNavigation));
afterEach(() => document.removeEventListener("click", preventNavigation));
function preventNavigation(event: MouseEvent) {
  if ((event.target as Element).closest("a")) event.preventDefault();
}

describe("Header", () => {
  it("marks only the current page's link with aria-current=page", () => {
    renderHeader("/about");
    // Below md the closed menu is display:none (jsdom applies no media queries): query hidden ones too.
    const nav = document.getElementById("primary-nav") as HTMLElement;
    expect(nav.tagName).toBe("NAV");
    expect(nav).toHaveAttribute("aria-label", "Main");
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent("About");
    expect(screen.getByRole("link", { name: "Home", hidden: true })).not.toHaveAttribute("aria-current");
  });

  it("marks the section of a nested page", () => {
    renderHeader("/services/seo");
    expect(screen.getByRole("link", { name: "Services", hidden: true })).toHaveAttribute("aria-current", "true");
  });

  it("toggles the mobile menu and closes it when a link is chosen", async () => {
    const user = userEvent.setup();
    renderHeader("/");
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAttribute("aria-controls", "primary-nav");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("link", { name: "Blog" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu on Escape and gives focus back to the button", async () => {
    const user = userEvent.setup();
    renderHeader("/");
    const button = screen.getByRole("button", { name: "Menu" });
    await user.click(button);
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("opens the Get Started dialog and returns focus to the opener when it closes", async () => {
    const user = userEvent.setup();
    renderHeader("/");
    const opener = screen.getByRole("button", { name: "Get Started" });
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { hidden: true });
    expect(dialog).toHaveAttribute("open");
    expect(screen.getByRole("heading", { name: "Get Started Today", hidden: true })).toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe("hidden");
    await user.click(screen.getByRole("button", { name: "Close dialog", hidden: true }));
    expect(dialog).not.toHaveAttribute("open");
    expect(document.documentElement.style.overflow).toBe("");
    expect(opener).toHaveFocus();
  });
});
