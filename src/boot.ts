/**
 * The browser bundle's entry (gatsby-node.ts puts it in place of Gatsby's `.cache/production-app`
 * for production builds). It starts the same app, but evaluates the bundle's modules in three
 * tasks instead of one: React DOM; the page frame's components with Emotion and Theme UI;
 * Gatsby's runtime with the rest (`gatsby-production-app` is an alias for `.cache/production-app`).
 *
 * webpack runs the entry when the last of the page's scripts arrives, and the entry's imports are
 * evaluated right then, in that one task: React DOM, Emotion and Theme UI, Gatsby's runtime and
 * the site's own modules, about 40 ms on a fast laptop and four times that on a mid-range phone,
 * with no chance for the browser to handle a tap in between. Here each group is imported after a
 * new task starts, so the browser gets a turn between them. The modules are in the same scripts
 * as before (`webpackMode: "eager"`: no extra request); only when they run changes.
 */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

async function boot(): Promise<void> {
  await import(/* webpackMode: "eager" */ "react-dom/client");
  await nextTask();
  await import(/* webpackMode: "eager" */ "./components/layout");
  await nextTask();
  await import(/* webpackMode: "eager" */ "gatsby-production-app");
}

void boot();
