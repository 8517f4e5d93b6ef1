import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import GetStartedForm, { AUTO_CLOSE_MS } from "./get-started-form";
import { stubFetch } from "../../test-utils/fetch";
import { renderWithSite } from "../../test-utils/render";

function answer(body: unknown, ok = true) {
  return Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response);
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full Name *"), "Ada Lovelace");
  await user.type(screen.getByLabelText("Email Address *"), "ada@example.com");
  await user.type(screen.getByLabelText("Phone Number *"), "+1 916 555 0100");
  await user.type(screen.getByLabelText("Message *"), "We need a website.");
}

// Typing into jsdom is slow on a loaded machine (e.g. beside a Gatsby build); allow for it.
jest.setTimeout(20_000);

describe("GetStartedForm", () => {
  const fetchMock = stubFetch();

  it("has the four required fields with the spec's labels, types and rows", () => {
    renderWithSite(<GetStartedForm onDone={() => {}} />);
    expect(screen.getByLabelText("Full Name *")).toBeRequired();
    expect(screen.getByLabelText("Email Address *")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Phone Number *")).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText("Message *")).toHaveAttribute("rows", "4");
    for (const l of ["Full Name *", "Email Address *", "Phone Number *", "Message *"]) {
      expect(screen.getByLabelText(l)).toBeRequired();
    }
  });

  it("keeps the honeypot away from people and assistive tech", () => {
    const { container } = renderWithSite(<GetStartedForm onDone={() => {}} />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /leave this field empty/i })).toBeNull();
  });

  it("sends once on a double click, shows Sending..., then the server's message, resets and closes 2 s later", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      let resolve: (r: Response) => void = () => {};
      fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
      const onDone = jest.fn();
      renderWithSite(<GetStartedForm onDone={onDone} />);
      await fill(user);
      const button = screen.getByRole("button", { name: "Send Request" });
      await user.dblClick(button);
      expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
      await act(async () =>
        resolve({ json: () => Promise.resolve({ success: true, message: "Thanks!" }) } as Response),
      );
      expect(await screen.findByRole("status")).toHaveTextContent("✅ Thanks!");
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(url).toBe("/api/get-started");
      expect(JSON.parse(init.body as string)).toEqual({
        name: "Ada Lovelace",
        email: "ada@example.com",
        phone: "+1 916 555 0100",
        message: "We need a website.",
        website: "",
      });
      expect(screen.getByLabelText("Full Name *")).toHaveValue("");
      expect(screen.getByRole("button", { name: "Send Request" })).toBeEnabled();
      expect(onDone).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(AUTO_CLOSE_MS));
      expect(onDone).toHaveBeenCalledTimes(1);
      expect(screen.getByRole("status")).toHaveTextContent("");
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows ❌ and the server's message on success: false and keeps the values", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValue(answer({ success: false, message: "Please check these fields: Phone Number." }, false));
    const onDone = jest.fn();
    renderWithSite(<GetStartedForm onDone={onDone} />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText("❌ Please check these fields: Phone Number.")).toBeInTheDocument();
    expect(screen.getByLabelText("Full Name *")).toHaveValue("Ada Lovelace");
    expect(screen.getByRole("button", { name: "Send Request" })).toBeEnabled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it.each([
    ["a network failure", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["an unparsable answer", () => Promise.resolve({ json: () => Promise.reject(new SyntaxError("bad")) })],
    ["an answer of another shape", () => answer({ ok: 1 })],
  ])("shows the network error on %s", async (_l, impl) => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(impl);
    renderWithSite(<GetStartedForm onDone={() => {}} />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText("❌ Network error. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Request" })).toBeEnabled();
  });

  it("shows Yup errors inline, tied to the field, and focuses the first invalid field", async () => {
    const user = userEvent.setup();
    renderWithSite(<GetStartedForm onDone={() => {}} />);
    await fill(user);
    const name = screen.getByLabelText("Full Name *");
    await user.clear(name);
    await user.type(name, "   ");
    const phone = screen.getByLabelText("Phone Number *");
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Full name is required");
    expect(phone).toHaveAttribute("aria-invalid", "false");
    expect(fetchMock).not.toHaveBeenCalled();
  });
  it("validates after the frame that shows a blur or a keystroke, not in its task", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
      renderWithSite(<GetStartedForm onDone={() => {}} />);
      const name = screen.getByLabelText("Full Name *");
      // Every promise of the event's task settled, no frame yet: Formik's own validation on blur
      // or change would have drawn the error by now.
      const settle = () =>
        act(async () => {
          for (let i = 0; i < 20; i++) await Promise.resolve();
        });
      await user.click(name);
      await user.tab();
      await settle();
      expect(name).toHaveAttribute("aria-invalid", "false");
      await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
      expect(name).toHaveAccessibleDescription("Full name is required");
      await user.type(name, "A");
      await settle();
      expect(name).toHaveAttribute("aria-invalid", "true");
      await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "false"));
      expect(name).not.toHaveAccessibleDescription();
    } finally {
      jest.useRealTimers();
    }
  });
});
