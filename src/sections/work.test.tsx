import { screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { renderWithSite } from "../test-utils/render";
import Work from "./work";

const gatsbyImageData: IGatsbyImageData = {
  layout: "constrained",
  width: 800,
  height: 2133,
  images: { fallback: { src: "/shot.jpg", srcSet: "/shot.jpg 800w", sizes: "800px" } },
};
const site = (alt: string, url: string) => ({
  alt,
  url,
  category: "Home services",
  src: { childImageSharp: { gatsbyImageData } },
});

describe("the work section's tiles and case studies (issue 39)", () => {
  it("links a tile to its case study although one address has a trailing slash, www. or capitals", () => {
    renderWithSite(
      <Work
        section={{
          anchor: null,
          title: "{count} sites",
          caseStudyLink: "Read the case study",
          sites: [
            site("Delta HVAC", "https://deltahvac.example"),
            site("Capitol Dental", "https://www.capitoldental.example/"),
            site("Harbor Bistro", "https://harborbistro.example"),
          ],
          caseStudies: [
            { frontmatter: { slug: "delta-hvac", url: "https://deltahvac.example/" } },
            { frontmatter: { slug: "capitol-dental", url: "https://CapitolDental.example" } },
            { frontmatter: { slug: "no-url", url: null } },
          ],
        }}
        id="work"
        tone="default"
      />,
    );
    expect(screen.getByRole("link", { name: "Read the case study: Delta HVAC" })).toHaveAttribute(
      "href",
      "/our-work/delta-hvac",
    );
    expect(screen.getByRole("link", { name: "Read the case study: Capitol Dental" })).toHaveAttribute(
      "href",
      "/our-work/capitol-dental",
    );
    expect(screen.getAllByRole("link", { name: /^Read the case study/ })).toHaveLength(2);
  });
});
