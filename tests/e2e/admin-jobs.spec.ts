import fs from "node:fs";
import path from "node:path";
import { expect } from "./fixtures";
import { test } from "./decap/fixture";
import { formatJson } from "../../static/admin/json-format.mjs";

/**
 * Editors close an opening in the CMS (/admin, Jobs): the saved content/jobs.json differs only by
 * that opening's `"closed": true`, in the repository's layout. Desktop only, like tests/e2e/admin.spec.ts.
 */
test("closing an opening in the CMS adds closed: true to it and changes nothing else @desktop", async ({
  page,
  decap,
}) => {
  const file = path.join(decap.repo, "content", "jobs.json");
  const before = fs.readFileSync(file, "utf8");
  const jobs = JSON.parse(before) as { title: string; slug: string; closed?: boolean }[];
  const index = jobs.findIndex((j) => j.slug === "hr-executive");
  const job = jobs[index]!;
  expect(job.closed).toBeUndefined();

  await page.goto(`/admin/?decap_port=${decap.port}#/collections/jobs/entries/jobs`);
  await page.getByRole("button", { name: "Login" }).click({ timeout: 45_000 });
  const summary = page.getByText(`${job.title} (`, { exact: false }).first();
  await summary.locator("xpath=..").getByRole("button").first().click();
  await expect(page.getByRole("textbox", { name: "Job title" })).toHaveValue(job.title);
  // Every opening has the switch (collapsed ones hidden); the list is in the file's order.
  await page.getByText("Position filled (closes it now)").nth(index).click();
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Entry saved")).toBeVisible();

  const after = fs.readFileSync(file, "utf8");
  const expected = jobs.map((j, i) => (i === index ? { ...j, closed: true } : j));
  expect(JSON.parse(after)).toEqual(expected);
  expect(after).toBe(formatJson(expected));
});
