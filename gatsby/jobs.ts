/**
 * Job openings (content/jobs.json) as the build needs them outside GraphQL: gatsby-config.ts reads
 * the filled ones for the sitemap before any node exists. docs/decisions/job-pages.md
 */
import fs from "node:fs";
import path from "node:path";
import { isOpen, jobPath } from "../src/lib/jobs.ts";

/**
 * The pages of the openings that are not open on `today` (closed, or past their closing date):
 * they stay, saying the position is filled, but leave the sitemap (and carry robots noindex).
 */
export function filledJobPaths(root: string, today: string): string[] {
  const file = path.join(root, "content", "jobs.json");
  if (!fs.existsSync(file)) return [];
  try {
    const jobs = JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
    if (!Array.isArray(jobs)) return [];
    return jobs
      .filter(
        (j): j is { slug: string; closes: string; closed?: boolean } =>
          typeof j === "object" && j !== null && typeof j.slug === "string" && typeof j.closes === "string",
      )
      .filter((j) => !isOpen(j, today))
      .map((j) => jobPath(j.slug))
      .sort();
  } catch {
    return []; // the content check reports the file
  }
}
