import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RATE_LIMITED, SERVICE_OPTIONS } from "../../contracts";
import ContactForm from "./contact-form";
import { stubFetch } from "../../test-utils/fetch";
import { renderWithSite } from "../../test-utils/render";

// Typing into jsdom is slow on a loaded machine (e.g. beside a Gatsby build); allow for it.
jest.setTimeout(20_000);

/** Types the four required fields (Grace Hopper) and sends the form. */
async function sendRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First Name *"), "Grace");
  await user.type(screen.getByLabelText("Last Name *"), "Hopper");
  await user.type(screen.getByLabelText("Email Address *"), "grace@example.com");
  await user.type(screen.getByLabelText("Message *"), "Hello");
  await user.click(screen.getByRole("button", { name: "Send Message" }));
}

describe("ContactForm", () => {
  const fetchMock = stubFetch();

  it("has the required and optional fields of the spec", () => {
    renderWithSite(<ContactForm />);
    for (const l of ["First Name *", "Last Name *", "Email Address *", "Message *"]) {
      expect(screen.getByLabelText(l)).toBeRequired();
    }
    for (const l of ["Phone Number", "Company Name", "Service Interest"]) {
      expect(screen.getByLabelText(l)).not.toBeRequired();
    }
    expect(screen.getByLabelText("Email Address *")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Message *")).toHaveAttribute("rows", "6");
    const options = within(screen.getByLabelText("Service Interest")).getAllByRole("option");
    // The contract's choices (whose order contracts.test pins to the spec), after the empty one.
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(["", ...SERVICE_OPTIONS.map((o) => o.value)]);
    expect(options[0]).toHaveTextContent("Select a service");
    for (const o of options) expect(o.textContent).not.toBe("");
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/PrivacyPolicy");
  });

  it("posts the seven fields, shows ✅ and the message, and clears the form", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue({ json: () => Promise.resolve({ success: true, message: "Thank you!" }) });
    renderWithSite(<ContactForm />);
    await user.type(screen.getByLabelText("First Name *"), "Grace");
    await user.type(screen.getByLabelText("Last Name *"), "Hopper");
    await user.type(screen.getByLabelText("Email Address *"), "grace@example.com");
    await user.selectOptions(screen.getByLabelText("Service Interest"), "seo");
    await user.type(screen.getByLabelText("Message *"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("status")).toHaveTextContent("✅ Thank you!");
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/contact");
    expect(JSON.parse(init.body as string)).toEqual({
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      phone: "",
      company: "",
      service: "seo",
      message: "Hello",
      website: "",
    });
    expect(screen.getByLabelText("First Name *")).toHaveValue("");
    expect(screen.getByLabelText("Service Interest")).toHaveValue("");
  });

  it("past the rate limit, says to wait a minute (the platform's JSON 429) and keeps what was typed", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue({ status: 429, json: () => Promise.resolve(RATE_LIMITED) });
    renderWithSite(<ContactForm />);
    await sendRequired(user);
    expect(await screen.findByRole("status")).toHaveTextContent(`❌ ${RATE_LIMITED.message}`);
    expect(RATE_LIMITED.message).toMatch(/try again/);
    expect(screen.getByLabelText("First Name *")).toHaveValue("Grace");
  });

  it("shows the network error without a cross, and logs it", async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    renderWithSite(<ContactForm />);
    await sendRequired(user);
    expect(await screen.findByRole("status")).toHaveTextContent(/^Network error\. Please try again\.$/);
    expect(error).toHaveBeenCalled();
    expect(screen.getByLabelText("First Name *")).toHaveValue("Grace");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    error.mockRestore();
  });
});
