import { render } from "@testing-library/react";
import { createElement } from "react";
import { fill, fillNodes, placeholders } from "./template";

describe("content templates", () => {
  it("fills {placeholders} and leaves unknown ones visible", () => {
    expect(fill("Page {number} of {count}", { number: 2, count: 3 })).toBe("Page 2 of 3");
    expect(fill("Hello {nobody}", {})).toBe("Hello {nobody}");
    expect(fill("{a}{a}", { a: "x" })).toBe("xx");
  });

  it("puts elements into a sentence", () => {
    const sentence = fillNodes("Write to {email} or call {phone}.", {
      email: createElement("a", { href: "mailto:x@y.z" }, "x@y.z"),
      phone: "1",
    });
    const { container } = render(createElement("p", null, sentence));
    expect(container.innerHTML).toBe('<p>Write to <a href="mailto:x@y.z">x@y.z</a> or call 1.</p>');
  });

  it("lists the placeholders of a text", () => {
    expect(placeholders("{a} and {b}")).toEqual(["a", "b"]);
  });
});
