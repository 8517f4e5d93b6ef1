/**
 * What the content check reports and where: a problem is one line `file: field: problem`, the
 * file relative to the repository; every check adds its problems to the run's context.
 */
import path from "node:path";
import type { RefTarget } from "../content-model.ts";

export interface ContentProblem {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  field: string;
  problem: string;
  /** Worth a look but not wrong: printed, never stops the check or the build. */
  warning?: boolean;
}

export const formatProblem = (p: ContentProblem): string =>
  `${p.file}: ${p.field}: ${p.warning ? "warning: " : ""}${p.problem}`;

/** Used for problems with a whole file rather than one field. */
export const WHOLE_FILE = "(whole file)";

export interface Context {
  root: string;
  contentDir: string;
  problems: ContentProblem[];
  slugs: Record<RefTarget, string[]>;
  /** Targets whose slugs could not be read (a file that does not parse): references to them are not checked. */
  unreadable: Set<RefTarget>;
  /** Internal links written in content (format "link"), checked once every route is known. */
  links: { w: Where; at: string; href: string }[];
}

export const rel = (ctx: Context, abs: string) => path.relative(ctx.root, abs).split(path.sep).join("/");

export interface Where {
  ctx: Context;
  /** The content file, absolute: images resolve relative to its folder. */
  abs: string;
}

export function report(w: Where, field: string, problem: string) {
  w.ctx.problems.push({ file: rel(w.ctx, w.abs), field, problem });
}

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Date);
