import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import pageCopy from "../../../content/page-copy.json";
import { RATE_LIMITED } from "../../contracts/answers";
import { APPLY_ENDPOINT, RESUME } from "../../contracts/applications";
import ApplicationForm from "./application-form";
import { stubFetch } from "../../test-utils/fetch";
import { renderWithSite } from "../../test-utils/render";

const copy = pageCopy.job.form;
const EMAIL = "hello@atriadigital.example";

function answer(body: unknown, status = 200) {
  return Promise.resolve({ ok: status < 300, status, json: () => Promise.resolve(body) } as Response);
}

const pdf = (bytes = 64, name = "Jane Doe CV.pdf") =>
  new File([new Uint8Array(bytes).fill(0x25)], name, { type: "application/pdf" });

function renderForm() {
  return renderWithSite(<ApplicationForm slug="react-developer" title="React Developer" copy={copy} email={EMAIL} />);
}

async function fill(user: ReturnType<typeof userEvent.setup>, file: File = pdf()) {
  await user.type(screen.getByLabelText("Full Name *"), "Jane Doe");
  await user.type(screen.getByLabelText("Email Address *"), "jane@example.com");
  await user.type(screen.getByLabelText("LinkedIn or portfolio link"), "https://example.com/jane");
  await user.type(screen.getByLabelText("Short note"), "Five years of React.");
  await user.upload(screen.getByLabelText("Résumé *"), file);
  await user.click(screen.getByRole("checkbox", { name: `${copy.consent} *` }));
}

// Typing into jsdom is slow on a loaded machine (e.g. beside a Gatsby build); allow for it.
jest.setTimeout(30_000);

describe("ApplicationForm", () => {
  const fetchMock = stubFetch();

  it("has the contract's fields, the résumé input and the consent line from content, named for the opening", () => {
    renderForm();
    expect(screen.getByRole("form", { name: "Application for React Developer" })).toBeInTheDocument();
    expect(screen.getByLabelText("Full Name *")).toBeRequired();
    expect(screen.getByLabelText("Email Address *")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Phone Number")).not.toBeRequired();
    expect(screen.getByLabelText("LinkedIn or portfolio link")).toHaveAttribute("maxlength", "300");
    expect(screen.getByLabelText("Short note")).toHaveAttribute("maxlength", "1500");
    const file = screen.getByLabelText("Résumé *");
    expect(file).toHaveAttribute("type", "file");
    expect(file).toHaveAttribute("accept", RESUME.accept);
    expect(file).toHaveAccessibleDescription(copy.resumeHint);
    expect(screen.getByRole("checkbox", { name: `${copy.consent} *` })).not.toBeChecked();
    expect(screen.getByRole("link", { name: copy.privacyLink })).toHaveAttribute("href", "/PrivacyPolicy");
    expect(screen.getByRole("button", { name: copy.submit })).toBeEnabled();
  });

  it("sends nothing with required fields missing, shows each error and moves focus to the first", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Email Address *"), "jane@example.com");
    await user.click(screen.getByRole("button", { name: copy.submit }));
    const name = screen.getByLabelText("Full Name *");
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Full name is required");
    expect(screen.getByLabelText("Résumé *")).toHaveAccessibleDescription(`${copy.resumeHint} ${copy.resumeRequired}`);
    expect(screen.getByRole("checkbox")).toHaveAccessibleDescription("Please agree to the consent line to apply");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ["a file of another kind", new File(["<html>"], "cv.html", { type: "text/html" }), copy.resumeType],
    ["a file over 4 MiB", pdf(RESUME.maxBytes + 1), copy.resumeSize],
  ])("refuses %s before sending, with focus on the résumé", async (_label, file, message) => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await fill(user, file);
    await user.click(screen.getByRole("button", { name: copy.submit }));
    const input = screen.getByLabelText("Résumé *");
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAccessibleDescription(`${copy.resumeHint} ${message}`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the fields, the opening, the consent and the file as multipart once, then thanks and resets", async () => {
    const user = userEvent.setup();
    let resolve: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    renderForm();
    const file = pdf();
    await fill(user, file);
    await user.dblClick(screen.getByRole("button", { name: copy.submit }));
    expect(await screen.findByRole("button", { name: copy.sending })).toBeDisabled();
    await act(async () => resolve(await answer({ success: true, message: "Stored." })));
    expect(await screen.findByRole("status")).toHaveTextContent(`✅ ${copy.success}`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(APPLY_ENDPOINT);
    expect(init.method).toBe("POST");
    // The browser sets the multipart boundary itself: no Content-Type of ours.
    expect(init.headers).toEqual({ Accept: "application/json" });
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === "string"))).toEqual({
      name: "Jane Doe",
      email: "jane@example.com",
      phone: "",
      link: "https://example.com/jane",
      note: "Five years of React.",
      job: "react-developer",
      consent: "true",
      website: "",
    });
    const sent = body.get("resume") as File;
    expect(sent.name).toBe("Jane Doe CV.pdf");
    expect(sent.size).toBe(file.size);
    expect(screen.getByLabelText("Full Name *")).toHaveValue("");
    expect(screen.getByLabelText<HTMLInputElement>("Résumé *").files).toHaveLength(0);
    expect(screen.getByRole("checkbox")).not.toBeChecked();
  });

  it.each([
    [404, "We have no opening by that name.", copy.closed],
    [410, "The React Developer position is no longer open.", copy.closed],
    [413, "The résumé is too large: it may be at most 4 MB.", copy.tooLarge],
    [415, "The résumé must be a PDF, Word (DOCX) or OpenDocument (ODT) file.", copy.wrongType],
    [429, "Too many applications from your address.", copy.tooMany],
    // The platform's rate limit (netlify/functions/rate-limited.ts): its own words, a minute, not the hour above.
    [429, RATE_LIMITED.message, RATE_LIMITED.message],
    [400, "Please check these fields: Email Address.", "Please check these fields: Email Address."],
    [503, "Sorry, we could not save your application.", "Sorry, we could not save your application."],
  ])("answered %i, says so and keeps what was typed", async (status, message, shown) => {
    const user = userEvent.setup();
    fetchMock.mockReturnValue(answer({ success: false, message }, status));
    renderForm();
    await fill(user);
    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(await screen.findByRole("status")).toHaveTextContent(`❌ ${shown}`);
    expect(screen.getByLabelText("Full Name *")).toHaveValue("Jane Doe");
    expect(screen.getByRole("button", { name: copy.submit })).toBeEnabled();
  });

  it("says the application was not sent when the network fails, naming the agency's address", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    renderForm();
    await fill(user);
    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(await screen.findByRole("status")).toHaveTextContent(`❌ ${copy.network.replace("{email}", EMAIL)}`);
    error.mockRestore();
  });
});
