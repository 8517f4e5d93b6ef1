import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GetStartedDialogProvider } from "./dialog-context";
import GetStartedDialog from "./get-started-dialog";
import Header from "./header";
import { MAIN_NAV } from "../lib/navigation";
import { renderWithSite } from "../test-utils/render";
import frame from "../../content/frame.json";

const labels = frame.nav;

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
  it("reads its labels from content/frame.json, which holds the spec's", () => {
    renderHeader("/");
    const links = document.querySelectorAll("#primary-nav a");
    // The navigation's links in its order (navigation.test pins them to the spec's).
    expect([...links].map((a) => `${a.textContent} ${a.getAttribute("href")}`)).toEqual(
      MAIN_NAV.map((l) => `${labels[l.key]} ${l.to}`),
    );
    expect(screen.getByRole("button", { name: "Get Started" })).toBe(
      screen.getByRole("button", { name: labels.getStarted }),
    );
  });

  it("marks only the current page's link with aria-current=page", () => {
    renderHeader("/about");
    // Below md the closed menu is display:none (jsdom applies no media queries): query hidden ones too.
    const nav = document.getElementById("primary-nav") as HTMLElement;
    expect(nav.tagName).toBe("NAV");
    expect(nav).toHaveAttribute("aria-label", labels.label);
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(labels.about);
    expect(screen.getByRole("link", { name: labels.home, hidden: true })).not.toHaveAttribute("aria-current");
  });

  it("marks the section of a nested page", () => {
    renderHeader("/services/seo");
    expect(screen.getByRole("link", { name: labels.services, hidden: true })).toHaveAttribute("aria-current", "true");
  });

  it("toggles the mobile menu and closes it when a link is chosen", async () => {
    const user = userEvent.setup();
    renderHeader("/");
    const button = screen.getByRole("button", { name: labels.menu });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAttribute("aria-controls", "primary-nav");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("link", { name: labels.blog }));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu on Escape and gives focus back to the button", async () => {
    const user = userEvent.setup();
    renderHeader("/");
    const button = screen.getByRole("button", { name: labels.menu });
    await user.click(button);
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("opens the Get Started dialog and returns focus to the opener when it closes", async () => {
    const user = userEvent.setup();
    renderHeader("/");
    const opener = screen.getByRole("button", { name: labels.getStarted });
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { hidden: true });
    expect(dialog).toHaveAttribute("open");
    expect(screen.getByRole("heading", { name: frame.dialog.title, hidden: true })).toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe("hidden");
    await user.click(screen.getByRole("button", { name: frame.dialog.close, hidden: true }));
    expect(dialog).not.toHaveAttribute("open");
    expect(document.documentElement.style.overflow).toBe("");
    expect(opener).toHaveFocus();
  });

  it.each([
    ["a classic scrollbar: the root is padded by its width while the dialog is open", 15, "15px"],
    ["an overlay scrollbar: nothing to make up", 0, ""],
  ])("locks the scroll without widening the page, %s", async (_name, scrollbar, padding) => {
    const root = document.documentElement;
    Object.defineProperty(root, "clientWidth", { configurable: true, get: () => window.innerWidth - scrollbar });
    try {
      const user = userEvent.setup();
      renderHeader("/");
      await user.click(screen.getByRole("button", { name: labels.getStarted }));
      expect(root.style.overflow).toBe("hidden");
      expect(root.style.paddingRight).toBe(padding);
      await user.click(screen.getByRole("button", { name: frame.dialog.close, hidden: true }));
      expect(root.style.overflow).toBe("");
      expect(root.style.paddingRight).toBe("");
    } finally {
      delete (root as { clientWidth?: number }).clientWidth;
    }
  });
});
