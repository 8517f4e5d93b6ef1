import { SERVER_VALIDATE_OPTIONS } from ".";
import {
  SUBSCRIBE_ENDPOINT,
  SUBSCRIBE_MAX,
  SUBSCRIBE_SCHEMA,
  SUBSCRIBE_SUCCESS_MESSAGE,
  TOPIC_IDS,
  isTopicId,
} from "./subscription";
import jobs from "../../content/jobs.json";

const errorsOf = (value: unknown) =>
  SUBSCRIBE_SCHEMA.validate(value, SERVER_VALIDATE_OPTIONS).then(
    () => [] as string[],
    (e: { errors: string[]; inner: { path?: string }[] }) => e.inner.map((i) => i.path ?? ""),
  );

const VALID = { email: "reader@example.com", topics: ["articles"], consent: "true" };

describe("the subscription contract", () => {
  it("offers articles and openings, and no department because content/jobs.json names none", () => {
    expect(TOPIC_IDS).toEqual(["articles", "openings"]);
    expect((jobs as Record<string, unknown>[]).some((j) => "department" in j)).toBe(false);
    expect(isTopicId("openings")).toBe(true);
    expect(isTopicId("__proto__")).toBe(false);
  });

  it("accepts an address with one or both topics and the consent", async () => {
    expect(await errorsOf(VALID)).toEqual([]);
    expect(await errorsOf({ ...VALID, topics: ["openings", "articles"] })).toEqual([]);
  });

  it.each([
    ["CRLF in the address", { ...VALID, email: "a@example.com\r\nBcc: b@example.com" }, "email"],
    ["a control character in the address", { ...VALID, email: "a\u0007@example.com" }, "email"],
    ["not an address", { ...VALID, email: "reader" }, "email"],
    ["an address over the limit", { ...VALID, email: `${"a".repeat(SUBSCRIBE_MAX.email)}@x.io` }, "email"],
    ["an unknown topic", { ...VALID, topics: ["articles", "prices"] }, "topics[1]"],
    ["no topic", { ...VALID, topics: [] }, "topics"],
    ["a topic twice", { ...VALID, topics: ["articles", "articles"] }, "topics"],
    ["topics as a string", { ...VALID, topics: "articles" }, "topics"],
    ["no consent", { ...VALID, consent: "" }, "consent"],
  ])("refuses %s", async (_what, value, path) => {
    expect(await errorsOf(value)).toContain(path);
  });

  it("answers without saying whether the address was subscribed", () => {
    expect(SUBSCRIBE_ENDPOINT).toBe("/api/subscribe");
    expect(SUBSCRIBE_SUCCESS_MESSAGE).toMatch(/^Check your inbox: if this address is not subscribed yet/);
  });
});
