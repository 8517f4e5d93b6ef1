import { whatsappHref } from "./whatsapp";

it("builds a wa.me link with only digits and an encoded greeting", () => {
  expect(whatsappHref("+1 (916) 555-0142", "Hi Atria! I'd like a quote & a call")).toBe(
    "https://wa.me/19165550142?text=Hi%20Atria!%20I'd%20like%20a%20quote%20%26%20a%20call",
  );
});
