import type { HeadProps } from "gatsby";
import { renderWithSite } from "../test-utils/render";
import { Head } from "./page";

type Data = Queries.ContentPageQuery;

function head(data: unknown) {
  const props = { data: data as Data } as HeadProps<Data>;
  const { container } = renderWithSite(<Head {...props} />);
  const jsonLd = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>,
  );
  const robots = container.querySelector('meta[name="robots"]')?.getAttribute("content");
  return { container, jsonLd, robots };
}

const page = (p: Record<string, unknown>) => ({
  pagesJson: {
    path: "/free-website-audit",
    title: "Free Website Audit",
    description: "An audit.",
    noindex: null,
    ...p,
  },
  parent: null,
});

describe("content page head (src/templates/page.tsx)", () => {
  it("has the title, description and canonical of the page, indexed and without a breadcrumb at the top level", () => {
    const { container, jsonLd, robots } = head(page({}));
    expect(container.querySelector("title")?.textContent).toBe("Free Website Audit | Atria Digital");
    expect(container.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("An audit.");
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/free-website-audit$/);
    expect(robots).toBe("index, follow");
    expect(jsonLd.some((b) => b["@type"] === "BreadcrumbList")).toBe(false);
  });

  it("asks search engines not to index a noindex page", () => {
    expect(head(page({ noindex: true })).robots).toBe("noindex, follow");
  });

  it("says noindex, nofollow on every page of a build kept out of search engines, as its header does (issue 39)", () => {
    const g = globalThis as { __SITE_NOINDEX__?: boolean };
    g.__SITE_NOINDEX__ = true;
    try {
      expect(head(page({})).robots).toBe("noindex, nofollow");
      expect(head(page({ noindex: true })).robots).toBe("noindex, nofollow");
    } finally {
      g.__SITE_NOINDEX__ = false;
    }
  });

  it("gives a nested page the trail Home > parent page > page", () => {
    const { jsonLd } = head({
      ...page({ path: "/campaigns/spring-seo", title: "Spring SEO" }),
      parent: { path: "/campaigns", title: "Campaigns" },
    });
    const trail = jsonLd.find((b) => b["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string; item: string }[];
    };
    expect(trail.itemListElement.map((i) => i.name)).toEqual(["Home", "Campaigns", "Spring SEO"]);
    expect(trail.itemListElement[1]!.item).toMatch(/\/campaigns$/);
  });
});
