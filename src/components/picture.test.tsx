import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ReactElement } from "react";
import Picture from "./picture";

const shot: IGatsbyImageData = {
  layout: "constrained",
  width: 800,
  height: 2133,
  backgroundColor: "#f8f8f8",
  images: {
    fallback: { src: "/shot-800.webp", srcSet: "/shot-400.webp 400w,/shot-800.webp 800w", sizes: "800px" },
  },
};

const hero: IGatsbyImageData = {
  layout: "constrained",
  width: 1120,
  height: 630,
  images: {
    fallback: {
      src: "/hero.webp",
      srcSet: "/hero-560.webp 560w,/hero.webp 1120w",
      sizes: "(min-width: 1120px) 1120px, 100vw",
    },
    sources: [
      {
        type: "image/avif",
        srcSet: "/hero-560.avif 560w,/hero.avif 1120w",
        sizes: "(min-width: 1120px) 1120px, 100vw",
      },
    ],
  },
};

const box = (ui: ReactElement) => render(ui).container.firstElementChild as HTMLElement;

describe("Picture", () => {
  it("draws a single-format image as one <img> with its files, dimensions and alt, in a box of its proportions", () => {
    const el = box(<Picture image={shot} alt="The shop's home page" />);
    expect(el.hasAttribute("data-picture")).toBe(true);
    expect(el.style.aspectRatio).toBe("800 / 2133");
    expect(el.style.maxWidth).toBe("800px");
    // The dominant colour until the image covers it.
    expect(el.style.backgroundColor).toBe("rgb(248, 248, 248)");
    expect(el.querySelector("picture")).toBeNull();
    const img = el.querySelector("img") as HTMLImageElement;
    expect(img.getAttribute("src")).toBe("/shot-800.webp");
    expect(img.getAttribute("srcset")).toBe("/shot-400.webp 400w,/shot-800.webp 800w");
    expect(img.getAttribute("sizes")).toBe("800px");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["800", "2133"]);
    expect(img.getAttribute("alt")).toBe("The shop's home page");
  });

  it("is lazy by default and held until the first paint; an eager image is never held", () => {
    const lazy = box(<Picture image={shot} alt="a" />).querySelector("img");
    expect(lazy?.getAttribute("loading")).toBe("lazy");
    expect(lazy?.hasAttribute("data-after-paint")).toBe(true);
    expect(lazy?.hasAttribute("fetchpriority")).toBe(false);
    const eager = box(<Picture image={shot} alt="a" loading="eager" />).querySelector("img");
    expect(eager?.getAttribute("loading")).toBe("eager");
    expect(eager?.hasAttribute("data-after-paint")).toBe(false);
    expect(eager?.hasAttribute("fetchpriority")).toBe(false);
  });

  it("asks for high priority only when told (the page's largest paint)", () => {
    const img = box(<Picture image={hero} alt="a" loading="eager" priority />).querySelector("img");
    expect(img?.getAttribute("fetchpriority")).toBe("high");
  });

  it("offers every format as a <source> before the fallback, all with the sizes it is given", () => {
    const el = box(<Picture image={hero} alt="a" sizes="50vw" />);
    const sources = [...el.querySelectorAll("picture > source")];
    expect(sources.map((s) => [s.getAttribute("type"), s.getAttribute("srcset"), s.getAttribute("sizes")])).toEqual([
      ["image/avif", "/hero-560.avif 560w,/hero.avif 1120w", "50vw"],
    ]);
    expect(el.querySelector("picture > source + img")?.getAttribute("sizes")).toBe("50vw");
  });

  it("keeps the image data's sizes when given none", () => {
    const el = box(<Picture image={hero} alt="a" />);
    for (const s of el.querySelectorAll("source, img"))
      expect(s.getAttribute("sizes")).toBe("(min-width: 1120px) 1120px, 100vw");
  });

  it("is no wider than its largest file unless it fills its container", () => {
    expect(box(<Picture image={hero} alt="a" />).style.maxWidth).toBe("1120px");
    expect(box(<Picture image={hero} alt="a" fill />).style.maxWidth).toBe("");
    expect(box(<Picture image={{ ...hero, layout: "fullWidth" }} alt="a" />).style.maxWidth).toBe("");
  });
});
