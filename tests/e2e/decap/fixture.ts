import { test as base } from "../fixtures";
import { startDecapServer, type DecapServer } from "./server";

/**
 * `test` with `decap`: Decap's local backend on a temporary copy of content/, one per worker,
 * stopped when the worker ends (tests/e2e/admin.spec.ts, tests/e2e/admin-jobs.spec.ts).
 */
export const test = base.extend<object, { decap: DecapServer }>({
  decap: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, provide) => {
      const server = await startDecapServer();
      await provide(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
});
