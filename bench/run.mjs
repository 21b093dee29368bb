// Runs every benchmark suite in bench/suites/ (each in its own process, one after the other) and
// assembles bench/RESULTS.md from the sections they write to bench/results/<suite>.md.
// Usage: npm run bench [-- suite-name ...]
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const suites = readdirSync(path.join(here, "suites"))
  .filter((f) => f.endsWith(".mjs"))
  .sort()
  .filter((f) => only.length === 0 || only.includes(f.replace(/\.mjs$/u, "")));

let failed = 0;
for (const file of suites) {
  console.log(`\n=== bench: ${file}`);
  const run = spawnSync(process.execPath, ["--expose-gc", path.join(here, "suites", file)], { stdio: "inherit" });
  if (run.status !== 0) {
    failed++;
    console.error(`bench suite ${file} failed with exit code ${run.status}`);
  }
}

const sections = readdirSync(path.join(here, "results"))
  .filter((f) => f.endsWith(".md"))
  .sort()
  .map((f) => readFileSync(path.join(here, "results", f), "utf8").trim());
const cpus = os.cpus();
const header = [
  "# Benchmark results",
  "",
  "Assembled by `npm run bench` from the section each suite writes (bench/results/); every ratio in a section compares runs made in the same suite run on the same machine.",
  "",
  `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, ${os.platform()} ${os.arch()}`,
  `- Node ${process.version}`,
  `- Last command: \`npm run bench${only.length ? ` -- ${only.join(" ")}` : ""}\``,
  "",
].join("\n");
if (existsSync(path.join(here, "results"))) {
  writeFileSync(path.join(here, "RESULTS.md"), `${header}\n${sections.join("\n\n")}\n`);
}
process.exit(failed ? 1 : 0);
