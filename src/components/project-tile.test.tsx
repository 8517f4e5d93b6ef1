import { screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import ProjectTile, { TILE_SIZES } from "./project-tile";
import { renderWithSite } from "../test-utils/render";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 800,
  height: 2133,
  images: {
    fallback: { src: "/shot.jpg", srcSet: "/shot-400.jpg 400w,/shot.jpg 800w", sizes: "800px" },
    sources: [{ type: "image/webp", srcSet: "/shot-400.webp 400w,/shot.webp 800w", sizes: "800px" }],
  },
};
const tile = { name: "Delta HVAC", url: "https://deltahvac.example", category: "Home services", image };

describe("ProjectTile", () => {
  it("offers the client's case study in a link of its own; the tile still opens the live site in a new tab", () => {
    renderWithSite(<ProjectTile {...tile} caseStudy={{ to: "/our-work/delta-hvac", label: "Read the case study" }} />);
    const study = screen.getByRole("link", { name: "Read the case study: Delta HVAC" });
    expect(study).toHaveAttribute("href", "/our-work/delta-hvac");
    expect(study).toHaveTextContent(/^Read the case study$/);
    expect(study).not.toHaveAttribute("target");
    const live = screen.getByTestId("project-window");
    expect(live).toHaveAttribute("href", "https://deltahvac.example");
    expect(live).toHaveAttribute("target", "_blank");
  });

  it("has only the live-site link when the client has no case study", () => {
    renderWithSite(<ProjectTile {...tile} />);
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("tells the browser how wide the tile is drawn, not the 800 px of the image data", () => {
    const { container } = renderWithSite(<ProjectTile {...tile} />);
    const sized = [...container.querySelectorAll("[data-picture] source, [data-picture] img")];
    expect(sized.length).toBe(2);
    for (const el of sized) expect(el.getAttribute("sizes")).toBe(TILE_SIZES);
  });
});
