import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import frame from "../../../content/frame.json";
import { renderWithSite } from "../../test-utils/render";
import { NotFoundSearch } from "../not-found";
import SiteSearch from "./site-search";

const copy = frame.search;

// Pagefind is the build's (public/pagefind/); here it answers every query with two pages, one of them hostile.
jest.mock("../../lib/pagefind", () => ({
  loadPagefind: jest.fn(() => Promise.resolve()),
  searchSite: jest.fn((query: string) =>
    Promise.resolve({
      query,
      total: 2,
      hits: [
        {
          url: "/services/seo/",
          title: "SEO",
          section: "Services",
          excerpt: [
            { text: "Rank for ", mark: false },
            { text: "local", mark: true },
            { text: " searches", mark: false },
          ],
        },
        {
          url: "/blog/x/",
          title: "<img src=x>",
          section: "Blog",
          excerpt: [{ text: "<script>alert(1)</script>", mark: false }],
        },
      ],
    }),
  ),
}));

describe("SiteSearch", () => {
  it("is a search form to /search?q= that works without its script", () => {
    renderWithSite(<SiteSearch copy={copy} id="s" />);
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("action", "/search");
    expect(form).toHaveAttribute("method", "get");
    expect(screen.getByRole("searchbox", { name: copy.label })).toHaveAttribute("name", "q");
    expect(screen.getByRole("button", { name: copy.submit })).toHaveAttribute("type", "submit");
  });

  it("focuses on / outside a field, showing itself first when hidden, and not while typing in one", async () => {
    const onShortcut = jest.fn();
    renderWithSite(
      <>
        <textarea aria-label="Other" />
        <SiteSearch copy={copy} id="s" onShortcut={onShortcut} />
      </>,
    );
    const field = screen.getByRole("searchbox", { name: copy.label });
    await userEvent.click(screen.getByLabelText("Other"));
    await userEvent.keyboard("/");
    expect(screen.getByLabelText("Other")).toHaveValue("/");
    expect(field).not.toHaveFocus();

    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: "/" });
    expect(field).toHaveFocus();
    // jsdom lays nothing out, so the field counts as hidden (offsetParent null): the menu is asked to open.
    expect(onShortcut).toHaveBeenCalledTimes(1);
  });

  it("sends the query to /search on Enter", async () => {
    renderWithSite(<SiteSearch copy={copy} id="s" />);
    await userEvent.type(screen.getByRole("searchbox", { name: copy.label }), "local SEO{Enter}");
    expect(jest.mocked(navigate)).toHaveBeenLastCalledWith("/search?q=local%20SEO");
  });
});

describe("the header's results", () => {
  it("shows title, section and excerpt as text with the matched words marked, and says how many", async () => {
    renderWithSite(<SiteSearch copy={copy} id="s" />);
    const field = screen.getByRole("searchbox", { name: copy.label });
    await userEvent.type(field, "local");
    const status = await screen.findByText("2 results for “local”");
    expect(status).toHaveAttribute("role", "status");
    const links = await screen.findAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/services/seo", "/blog/x"]);
    expect(within(links[0]!).getByText("local").tagName).toBe("MARK");
    expect(links[0]).toHaveTextContent("SEOServicesRank for local searches");
    expect(links[1]).toHaveTextContent("<img src=x>Blog<script>alert(1)</script>");
    expect(document.querySelector("img, script")).toBeNull();
  });

  it("moves with the arrows between the field and the results; Escape closes them and returns to the field", async () => {
    renderWithSite(<SiteSearch copy={copy} id="s" />);
    const field = screen.getByRole("searchbox", { name: copy.label });
    await userEvent.type(field, "seo");
    const [first, second] = await screen.findAllByRole("link");
    await userEvent.keyboard("{ArrowDown}");
    expect(first).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(second).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    expect(field).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{Escape}");
    expect(field).toHaveFocus();
    expect(first).not.toBeVisible();
    expect(field).toHaveValue("seo");
  });
});

describe("NotFoundSearch", () => {
  it("offers the missing path's words as a search", () => {
    renderWithSite(<NotFoundSearch pathname="/blog/Local-SEO-tips" />);
    const offer = screen.getByRole("search", { name: copy.notFoundTitle });
    expect(offer).toHaveAttribute("action", "/search");
    expect(screen.getByRole("searchbox", { name: copy.label })).toHaveValue("local seo tips");
  });
});
