// @ts-check
/**
 * How the local platform (scripts/lib/platform.mjs) hands a request to Netlify's emulator so that a
 * busy machine never turns a request into a 500 (issue 38, item 10; docs/decisions/local-function-calls.md).
 *
 * Two things went wrong under load, both in the emulator (@netlify/dev 5.1.3, @netlify/functions-dev 2.0.8):
 *
 * - Every `handleAndIntrospect` call makes a directory of its own (`.netlify/functions-serve/_XXXXXX`),
 *   builds the function into it, and removes it when its answer is ready. The build is shared by the
 *   calls that overlap it (memoized per function, not per directory) and so is the function's
 *   `buildData`, so a call can be handed a build that lives in another call's directory, which that
 *   call removes before this one's worker has imported it: "Cannot find module
 *   '…/.netlify/functions-serve/_XXXXXX/beacon/___netlify-entry-point.mjs'", a 500. The function never
 *   ran, so the call is made again (a fresh directory), up to ATTEMPTS times.
 * - A function that runs longer than the emulator's 30 s timeout is a 500 "Task timed out". On a machine
 *   that busy the answer is 503 with Retry-After: the function may or may not have done its work.
 *
 * And function calls go through a bounded gate (createGate): at most CONCURRENCY at a time, QUEUE more
 * waiting, and past that 503 with Retry-After at once, so a flood cannot pile up workers and builds
 * until everything times out.
 */

/** The build a call was handed was removed by another call before it was imported: the function never ran. */
export const BUILD_GONE = /Cannot find module '[^']*[\\/]\.netlify[\\/]functions-serve[\\/]_[^']*'/;
/** The emulator's timeout (lambda-local's TimeoutError). */
export const TIMED_OUT = /Task timed out after/;

/** How many times one request is handed to the emulator at most (the first try included). */
export const ATTEMPTS = 5;
/** Function calls in flight at once, and waiting for one of those places. */
export const CONCURRENCY = 8;
export const QUEUE = 256;
/** Seconds a client is asked to wait when the platform is too busy. */
export const BUSY_RETRY_AFTER = 5;

/**
 * A gate of `concurrency` places and a queue of `queue`: `run(task)` runs the task in a place (waiting
 * for one in turn), or returns null at once when the queue is full.
 * @param {{ concurrency?: number, queue?: number }} [options]
 */
export function createGate({ concurrency = CONCURRENCY, queue = QUEUE } = {}) {
  let running = 0;
  /** @type {(() => void)[]} */
  const waiting = [];
  return {
    /**
     * @template T
     * @param {() => Promise<T>} task
     * @returns {Promise<T | null>}
     */
    async run(task) {
      if (running >= concurrency) {
        if (waiting.length >= queue) return null;
        await new Promise((resolve) => waiting.push(() => resolve(undefined)));
      } else running += 1;
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    /** Calls running and waiting (for tests and logs). */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}

/**
 * @typedef {{ type: string, response: Response } | undefined} Introspected what NetlifyDev.handleAndIntrospect returns
 * @typedef {{ result: Introspected } | { busy: string }} Outcome
 */

/**
 * Hands a request to the emulator (`call`, which makes a fresh Request each time), again when the
 * emulator lost the function's build (BUILD_GONE); `busy` with the reason when it kept losing it or the
 * function timed out. Any other answer, a function's own 500 included, is the result as it is.
 * @param {() => Promise<Introspected>} call
 * @param {{ attempts?: number, log?: (...a: unknown[]) => void }} [options]
 * @returns {Promise<Outcome>}
 */
export async function callFunction(call, { attempts = ATTEMPTS, log = console.error } = {}) {
  for (let attempt = 1; ; attempt++) {
    const result = await call();
    if (result?.type !== "function" || result.response.status !== 500) return { result };
    const page = await result.response.clone().text();
    if (TIMED_OUT.test(page)) return { busy: "the function ran out of time (the emulator's 30 s timeout)" };
    if (!BUILD_GONE.test(page)) return { result };
    if (attempt >= attempts) return { busy: `the emulator lost the function's build ${attempts} times` };
    log(`[serve] the emulator lost the function's build under load (try ${attempt} of ${attempts}): calling it again`);
  }
}
