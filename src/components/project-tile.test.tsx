import { screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import ProjectTile from "./project-tile";
import { renderWithSite } from "../test-utils/render";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 800,
  height: 2133,
  images: { fallback: { src: "/shot.jpg", srcSet: "/shot.jpg 800w", sizes: "800px" }, sources: [] },
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
});
