import { headingText, tableOfContents } from "./toc";
import { slugify } from "./slugify";

describe("tableOfContents", () => {
  it("lists the second-level headings in order, with the ids their headings get", () => {
    const body = [
      "Intro paragraph.",
      "## Why SEO compounds",
      "Text.",
      "### A third-level heading stays out",
      "## theme.json: the design system in one file",
      "# A first-level heading stays out",
      "## Strategy 1: Start with an honest audit",
    ].join("\n");
    expect(tableOfContents(body)).toEqual([
      { id: "why-seo-compounds", title: "Why SEO compounds" },
      { id: "theme-json-the-design-system-in-one-file", title: "theme.json: the design system in one file" },
      { id: "strategy-1-start-with-an-honest-audit", title: "Strategy 1: Start with an honest audit" },
    ]);
  });

  it("ignores headings inside fenced code", () => {
    const body = ["## Real", "```md", "## Not a heading", "```", "~~~", "## Nor this", "~~~", "## Also real"].join(
      "\n",
    );
    expect(tableOfContents(body).map((e) => e.title)).toEqual(["Real", "Also real"]);
  });

  it("keeps only the words of emphasis, code and links, as the rendered heading does", () => {
    expect(headingText("Why **bold** and _italic_ and `code` matter")).toBe("Why bold and italic and code matter");
    expect(headingText("Read [our guide](/blog/x) today ##")).toBe("Read our guide today");
    expect(headingText("snake_case_names stay")).toBe("snake_case_names stay");
    // The id is the one src/components/mdx-components.tsx gives the heading from its text.
    expect(tableOfContents("## Local SEO: **win** the map")[0]!.id).toBe(slugify("Local SEO: win the map"));
  });
});
