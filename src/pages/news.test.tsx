import { fireEvent, screen, within } from "@testing-library/react";
import NewsPage from "./news";
import { renderWithSite } from "../test-utils/render";
import pageCopy from "../../content/page-copy.json";

import frame from "../../content/frame.json";

const copy = pageCopy.news;

const realFetch = global.fetch;

function answer(body: unknown) {
  global.fetch = jest.fn().mockResolvedValue({ json: async () => body });
}

const renderPage = () => renderWithSite(<NewsPage data={{ pageCopyJson: pageCopy }} />);

describe("News page", () => {
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("takes its texts from content/page-copy.json, which holds the spec's strings", () => {
    expect(copy).toMatchObject({
      heading: "Latest Technology News",
      loading: copy.loading,
      empty: "No news found.",
    });
    expect(frame.cards).toMatchObject({ newsReadMore: "Read More", newsNoDescription: "No description available." });
  });

  it("shows the loading state first, in a live region, then the cards", async () => {
    answer({
      articles: [
        {
          title: "Chips get faster",
          url: "https://chips.example/story",
          urlToImage: "https://img.example/chip.jpg",
          publishedAt: "2026-11-21T14:30:00.000Z",
          source: { name: "Chip Times" },
          description: "A new generation of processors.",
        },
        { title: "No description here", url: "https://plain.example/", source: { name: "Plain" } },
        { title: "Evil", url: "javascript:alert(1)" },
      ],
    });
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: copy.heading })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(copy.loading);

    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(screen.queryByText(copy.loading)).not.toBeInTheDocument();

    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole("heading", { level: 2, name: "Chips get faster" })).toBeInTheDocument();
    expect(first.getByText("November 21, 2026")).toHaveAttribute("datetime", "2026-11-21T14:30:00.000Z");
    expect(first.getByText("Chip Times")).toBeInTheDocument();
    expect(first.getByText("A new generation of processors.")).toBeInTheDocument();
    const link = first.getByRole("link", { name: new RegExp(`^${frame.cards.newsReadMore}.*Chips get faster`) });
    expect(link).toHaveAttribute("href", "https://chips.example/story");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const img = (cards[0] as HTMLElement).querySelector("img");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("src", "https://img.example/chip.jpg");

    const second = within(cards[1] as HTMLElement);
    expect(second.getByText(frame.cards.newsNoDescription)).toBeInTheDocument();
    expect(second.getByTestId("news-image-fallback")).toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
  });

  it("falls back to a block when the image fails to load", async () => {
    answer({
      articles: [{ title: "Broken image", url: "https://a.example/", urlToImage: "https://img.example/x.jpg" }],
    });
    renderPage();
    const card = await screen.findByRole("article");
    const img = card.querySelector("img") as HTMLImageElement;
    fireEvent.error(img);
    expect(await within(card).findByTestId("news-image-fallback")).toBeInTheDocument();
    expect(card.querySelector("img")).toBeNull();
  });

  it.each([
    ["an empty list", { articles: [] }],
    ["a body without articles", { status: "ok" }],
  ])("shows 'No news found.' for %s", async (_name, body) => {
    answer(body);
    renderPage();
    expect(await screen.findByText(copy.empty)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(copy.empty);
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("shows 'No news found.' when the request fails", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    renderPage();
    expect(await screen.findByText(copy.empty)).toBeInTheDocument();
  });
});
