import { startMailStandIn } from "../../scripts/lib/mail-stand-in.mjs";
import { startNewsFixture } from "./news-fixture/server";

/**
 * Starts the fake Hacker News upstream and the mail stand-in for the server Playwright starts
 * itself (see playwright.config.ts webServer env); stops them after the run. With E2E_BASE_URL the
 * site was started by scripts/test.mjs with its own stand-ins (scripts/lib/site.mjs), whose mail
 * reader it passes in E2E_MAIL_URL: nothing to start.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const stopNews = await startNewsFixture();
  const mail = await startMailStandIn({
    smtpPort: Number(process.env.MAIL_FIXTURE_SMTP_PORT ?? 8897),
    httpPort: Number(process.env.MAIL_FIXTURE_PORT ?? 8898),
  });
  process.env.E2E_MAIL_URL = mail.url;
  return async () => {
    await stopNews();
    await mail.stop();
  };
}
