import { applicationMailto } from "./mailto";

describe("applicationMailto", () => {
  it("encodes the subject, including spaces and slashes", () => {
    expect(applicationMailto("jobs@x.example", "UI/UX Designer")).toBe(
      "mailto:jobs@x.example?subject=Application%20for%20UI%2FUX%20Designer",
    );
    expect(applicationMailto("jobs@x.example", "PHP Developer")).toBe(
      "mailto:jobs@x.example?subject=Application%20for%20PHP%20Developer",
    );
  });
});
