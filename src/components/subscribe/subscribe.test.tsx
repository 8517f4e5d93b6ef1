import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import frame from "../../../content/frame.json";
import { RATE_LIMITED } from "../../contracts";
import {
  SUBSCRIBE_EMAIL_LABEL,
  SUBSCRIBE_ENDPOINT,
  SUBSCRIBE_HONEYPOT_FIELD,
  SUBSCRIBE_HONEYPOT_LABEL,
  SUBSCRIBE_MAX,
  SUBSCRIBE_SUCCESS_MESSAGE,
  TOPICS,
} from "../../contracts/subscription";
import { HONEYPOT_FIELD, HONEYPOT_LABEL, LEAD_FIELDS } from "../../contracts/forms";
import { renderWithSite } from "../../test-utils/render";
import SubscribeBlock from "./subscribe-block";
import { subscribeFormModule } from "./subscribe-loader";
import { StaticSubscribeView } from "./static-view";
import SubscribeView from "./subscribe-view";

jest.setTimeout(20_000);

const t = frame.subscribe;
const EMAIL = `${SUBSCRIBE_EMAIL_LABEL} *`;
const form = () => screen.getByRole("form", { name: t.articlesTitle });
const loaded = () => waitFor(() => expect(form()).toHaveAttribute("novalidate"));
const topic = (label: string) => screen.getByRole("checkbox", { name: label });
const consent = () => screen.getByRole("checkbox", { name: t.consent });

describe("the sign-up block", () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });

  it("shares the lead forms' honeypot and address field", () => {
    expect(SUBSCRIBE_HONEYPOT_FIELD).toBe(HONEYPOT_FIELD);
    expect(SUBSCRIBE_HONEYPOT_LABEL).toBe(HONEYPOT_LABEL);
    expect(SUBSCRIBE_EMAIL_LABEL).toBe(LEAD_FIELDS.email.label);
    expect(SUBSCRIBE_MAX.email).toBe(LEAD_FIELDS.email.maxLength);
  });

  it("is a real form before its code loads (the texts from content), then loads it on focus and keeps what was typed and the focus", async () => {
    expect(subscribeFormModule.get()).toBeNull();
    // As the built page has it: the static form drawn by gatsby-ssr.tsx's provider.
    renderWithSite(
      <StaticSubscribeView.Provider value={SubscribeView}>
        <SubscribeBlock place="articles" />
      </StaticSubscribeView.Provider>,
    );
    expect(screen.getByRole("heading", { level: 2, name: t.articlesTitle })).toBeInTheDocument();
    expect(screen.getByText(t.articlesIntro)).toBeInTheDocument();
    expect(form()).toHaveAttribute("method", "post");
    expect(form()).toHaveAttribute("action", SUBSCRIBE_ENDPOINT);
    expect(form()).not.toHaveAttribute("novalidate");
    expect(screen.getByLabelText(EMAIL)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(EMAIL)).toBeRequired();
    expect(topic(TOPICS[0].label)).toBeChecked();
    expect(topic(TOPICS[1].label)).not.toBeChecked();
    expect(consent()).not.toBeChecked();
    expect(screen.getByRole("group", { name: t.topicsLegend })).toBeInTheDocument();

    // Typed before the code arrives (jsdom has no IntersectionObserver: focus loads it).
    const before = screen.getByLabelText(EMAIL);
    fireEvent.change(before, { target: { value: "ada@example.com" } });
    fireEvent.click(topic(TOPICS[1].label));
    act(() => before.focus());
    await loaded();
    expect(topic(TOPICS[1].label)).toBeChecked();
    expect(subscribeFormModule.get()).not.toBeNull();
    expect(screen.getByLabelText(EMAIL)).toHaveValue("ada@example.com");
    await waitFor(() => expect(screen.getByLabelText(EMAIL)).toHaveFocus());
  });

  // The form's chunk is loaded from here on (the test above loaded it): blocks draw the loaded form at once.
  it("shows every error tied to its control and moves the focus to the first", async () => {
    const user = userEvent.setup();
    renderWithSite(<SubscribeBlock place="footer" />);
    await user.click(screen.getByRole("button", { name: t.submit }));
    const email = screen.getByLabelText(EMAIL);
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveFocus();
    expect(document.getElementById(email.getAttribute("aria-describedby")!)).toHaveTextContent(
      "Email Address is required",
    );
    expect(screen.getByText("Choose at least one topic")).toBeInTheDocument();
    expect(consent()).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Please agree to the consent line to subscribe")).toBeInTheDocument();
    await user.type(email, "not an address");
    await user.tab();
    await waitFor(() => expect(screen.getByText("Enter a valid email address")).toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the address, the topics and the consent as JSON, shows the answer and clears the form", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue({
      status: 200,
      json: () => Promise.resolve({ success: true, message: SUBSCRIBE_SUCCESS_MESSAGE }),
    });
    renderWithSite(<SubscribeBlock place="articles" />);
    await user.type(screen.getByLabelText(EMAIL), "ada@example.com");
    await user.click(topic(TOPICS[1].label));
    await user.click(consent());
    await user.click(screen.getByRole("button", { name: t.submit }));
    expect(await screen.findByRole("status")).toHaveTextContent(`✅ ${SUBSCRIBE_SUCCESS_MESSAGE}`);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(SUBSCRIBE_ENDPOINT);
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toMatchObject({
      email: "ada@example.com",
      topics: ["articles", "openings"],
      consent: "true",
      [SUBSCRIBE_HONEYPOT_FIELD]: "",
    });
    expect(screen.getByLabelText(EMAIL)).toHaveValue("");
    expect(topic(TOPICS[1].label)).not.toBeChecked();
    expect(consent()).not.toBeChecked();
  });

  it.each([
    ["the function's refusal", 400, { success: false, message: "Please check these fields: Topics." }],
    ["the platform's rate limit (429)", 429, RATE_LIMITED],
  ])("shows %s", async (_what, status, body) => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue({ status, json: () => Promise.resolve(body) });
    renderWithSite(<SubscribeBlock place="openings" />);
    await user.type(screen.getByLabelText(EMAIL), "ada@example.com");
    await user.click(consent());
    await user.click(screen.getByRole("button", { name: t.submit }));
    expect(await screen.findByText(`❌ ${body.message}`)).toBeInTheDocument();
    expect(screen.getByLabelText(EMAIL)).toHaveValue("ada@example.com");
  });

  it("says so when nothing readable comes back", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError("offline"));
    renderWithSite(<SubscribeBlock place="openings" />);
    await user.type(screen.getByLabelText(EMAIL), "ada@example.com");
    await user.click(consent());
    await user.click(screen.getByRole("button", { name: t.submit }));
    expect(await screen.findByText(t.networkError)).toBeInTheDocument();
  });
});
