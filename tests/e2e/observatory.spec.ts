import { gradeResponse } from "../../scripts/quality/observatory.mjs";
import { expect, test } from "./fixtures";

/**
 * Mozilla HTTP Observatory grade of what `npm start` sends (the headers of netlify.toml and
 * public/_headers for pages, the functions' own for /api/*), scored by the Observatory's rules
 * (scripts/quality/observatory.mjs). The Observatory scans one URL of a host; here every kind of
 * answer is graded: pages of each template and two function endpoints. Headers do not depend on
 * the viewport, so this runs in the desktop project only.
 */
const URLS = [
  "/",
  "/services",
  "/services/seo",
  "/blog",
  "/blog/strategies-for-digital-triumph",
  "/contact",
  "/news",
  "/api/health",
  "/api/news/technology",
];
// The scanner sends its CORS probe from its own origin.
const SCANNER_ORIGIN = "https://http-observatory.security.mozilla.org";

test.describe("Mozilla HTTP Observatory grade @desktop", () => {
  for (const url of URLS) {
    test(`${url} grades A+`, async ({ request }) => {
      const res = await request.get(url);
      expect(res.status()).toBe(200);
      const cors = await request.get(url, { headers: { Origin: SCANNER_ORIGIN } });
      const graded = gradeResponse({
        headers: res.headers(),
        setCookies: res
          .headersArray()
          .filter((h) => h.name.toLowerCase() === "set-cookie")
          .map((h) => h.value),
        body: await res.text(),
        corsHeaders: cors.headers(),
        corsOrigin: SCANNER_ORIGIN,
      });
      test.info().annotations.push({ type: "observatory", description: `${url}: ${graded.score} ${graded.grade}` });
      console.log(`[observatory] ${url}: ${graded.score} (${graded.grade})`);
      expect(graded.tests.filter((t) => !t.pass)).toEqual([]);
      expect(graded.score).toBeGreaterThanOrEqual(100);
      expect(graded.grade).toBe("A+");
    });
  }
});
