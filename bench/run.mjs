// @ts-check
/**
 * `npm run bench -- <name> [arguments]`: the lab instruments, one command. They measure (load tests, Event Timing,
 * Lighthouse's false-failure rate, CPU profiles); none is part of `npm test`, and nothing in scripts/ imports them.
 * `npm run bench` with no name lists them with the first line of each one's header.
 *
 * Each runs as `node bench/<name>.mjs [arguments]` in a child process (type stripping on, as `stats` imports the
 * functions' TypeScript), its exit status passed on.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));

const names = readdirSync(HERE)
  .filter((f) => f.endsWith(".mjs") && f !== "run.mjs")
  .map((f) => f.slice(0, -".mjs".length))
  .sort();

/** The header's first sentence after the command itself. @param {string} name */
function summary(name) {
  const text = readFileSync(path.join(HERE, `${name}.mjs`), "utf8");
  const header = /\/\*\*([\s\S]*?)\*\//.exec(text)?.[1] ?? "";
  const line = header
    .split("\n")
    .map((l) => l.replace(/^\s*\*\s?/, "").trim())
    .filter(Boolean)
    .join(" ");
  const afterCommand = line.replace(/^`[^`]*`:\s*/, "");
  return afterCommand.split(/(?<=\.)\s/)[0];
}

const [name, ...args] = process.argv.slice(2);
if (!name || !names.includes(name)) {
  if (name) console.error(`bench: no instrument named "${name}".`);
  console.log("usage: npm run bench -- <name> [arguments]   (each one's header in bench/<name>.mjs says more)\n");
  const width = Math.max(...names.map((n) => n.length));
  for (const n of names) console.log(`  ${n.padEnd(width)}  ${summary(n)}`);
  process.exit(name ? 2 : 0);
}

const result = spawnSync(
  process.execPath,
  [
    "--experimental-strip-types",
    "--disable-warning=ExperimentalWarning",
    "--disable-warning=MODULE_TYPELESS_PACKAGE_JSON",
    path.join(HERE, `${name}.mjs`),
    ...args,
  ],
  { stdio: "inherit" },
);
if (result.error) throw result.error;
process.exit(result.status ?? (result.signal ? 1 : 0));
