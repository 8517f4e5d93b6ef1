/**
 * Issue 51's acceptance, as a new visitor in Kolkata tries it: at 375 px, keyboard only, from the
 * Services hero's "Schedule Consultation" to a booked discovery call, the time shown in Kolkata and
 * New York, and the confirmation mail with its invitation (.ics) at the same instant.
 */
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import booking from "../../content/booking.json";

const MAIL_URL = process.env.E2E_MAIL_URL ?? `http://127.0.0.1:${process.env.MAIL_FIXTURE_PORT ?? 8898}`;
/** The local platform starts a fresh worker per function call: generous waits for real answers. */
const REAL = { timeout: 20_000 };

function uniqueEmail(info: TestInfo): string {
  return `book-${info.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function mailsTo(address: string): Promise<{ to: string[]; subject: string; text: string }[]> {
  const res = await fetch(`${MAIL_URL}/mails?to=${encodeURIComponent(address)}`);
  return (await res.json()) as { to: string[]; subject: string; text: string }[];
}

/** Presses Tab until the locator has the focus (as a keyboard user moves through the page). */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The invitation's text from the raw mail: the text/calendar part, base64 or as it is. */
function invitationOf(raw: string): string {
  const part = raw.split(/\r?\n--/).find((p) => /Content-Type: text\/calendar/i.test(p));
  if (!part) throw new Error("no text/calendar part in the mail");
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n");
  return /Content-Transfer-Encoding: base64/i.test(part)
    ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
    : body;
}

test.describe("booking a call", () => {
  test.use({ timezoneId: "Asia/Kolkata" });

  test("a discovery call from the Services hero, keyboard only, in Kolkata's time and New York's @mobile", async ({
    page,
  }, info) => {
    const email = uniqueEmail(info);
    const discovery = booking.kinds.find((k) => k.slug === "discovery-call")!;
    await page.goto("/services");
    await tabTo(page, page.getByRole("link", { name: "Schedule Consultation" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/book$/);
    await expect(page.getByRole("heading", { level: 1, name: "Book a call" })).toBeVisible();

    const form = page.getByRole("form", { name: "Book a call" });
    // The visitor's zone, detected; the first kind (the discovery call) chosen.
    await expect(form.getByLabel("Your time zone")).toHaveValue("Asia/Kolkata");
    await expect(form.getByRole("radio", { name: new RegExp(discovery.name) })).toBeChecked();

    // The times group: each radio names the full date and time in Kolkata and New York's time.
    const times = form.getByRole("group", { name: /^Time on / });
    const first = times.getByRole("radio").first();
    await expect(first).toHaveAccessibleName(/GMT\+5:30 \(\d{1,2}:\d{2} [AP]M E[SD]T in New York\)$/);
    const label = (await first.getAttribute("aria-label"))!;
    await tabTo(page, first);
    await page.keyboard.press("Space");
    await expect(first).toBeChecked();

    const fill = async (name: string, value: string) => {
      await tabTo(page, form.getByLabel(name));
      await page.keyboard.type(value);
    };
    await fill("Full Name *", "Ananya Iyer");
    await fill("Email Address *", email);
    await fill("Company Name *", "Iyer Textiles");
    const choose = async (name: string) => {
      const select = form.getByLabel(name);
      await tabTo(page, select);
      await page.keyboard.press("ArrowDown");
      await expect(select).not.toHaveValue("");
    };
    await choose("Service Interest *");
    await choose("Budget *");
    await tabTo(page, form.getByRole("checkbox"));
    await page.keyboard.press("Space");
    await tabTo(page, form.getByRole("button", { name: "Book this time" }));
    await page.keyboard.press("Enter");

    const done = page.getByRole("heading", { name: "You’re booked" });
    await expect(done).toBeVisible(REAL);
    await expect(done).toBeFocused();
    const status = page.getByRole("status").filter({ has: done });
    const [kolkata, newYork] = label.replace(/\)$/, "").split(" (");
    await expect(status).toContainText(kolkata!);
    await expect(status).toContainText(`in New York`);
    await expect(status).toContainText(newYork!.replace(" in New York", ""));

    // The confirmation mail, with the invitation at the same instant on New York's clock.
    let mail: { subject: string; text: string } | undefined;
    await expect(async () => {
      mail = (await mailsTo(email)).find((m) => m.subject.startsWith("Booked:"));
      expect(mail).toBeDefined();
    }).toPass(REAL);
    expect(mail!.text).toMatch(/filename="?invitation\.ics"?/);
    const ics = invitationOf(mail!.text).replace(/\r?\n[ \t]/g, "");
    expect(ics).toContain("METHOD:REQUEST");
    const dtstart = /DTSTART;TZID=America\/New_York:(\d{8})T(\d{2})(\d{2})00/.exec(ics);
    expect(dtstart).not.toBeNull();
    // "10:00 AM EST" on New York's clock is the hour the .ics names.
    const [, , hh, mm] = dtstart!;
    const ny = /(\d{1,2}):(\d{2}) ([AP])M/.exec(newYork!)!;
    const hour24 = (Number(ny[1]) % 12) + (ny[3] === "P" ? 12 : 0);
    expect([Number(hh), mm]).toEqual([hour24, ny[2]]);
  });
});
