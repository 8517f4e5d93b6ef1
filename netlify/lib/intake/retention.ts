/**
 * The daily retention job of every intake: run the kind's sweep with its settings and log one line
 * (shared/retention-log.ts) of what each deletion pass removed.
 */
import { logRetention, type RetentionPass } from "../shared/retention-log";

export async function runRetentionJob<R extends { undated: number }>(input: {
  area: string;
  log?: (...a: unknown[]) => void;
  settings: Record<string, unknown>;
  sweep: () => Promise<R>;
  passes: (result: R) => Record<string, RetentionPass>;
}): Promise<R> {
  const result = await input.sweep();
  logRetention(input.log ?? console.log, input.area, input.settings, input.passes(result), result.undated);
  return result;
}
