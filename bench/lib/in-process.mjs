// Rule times in one warm process: ESLint's Linter with `stats` over a corpus, configs in alternating
// order each round (the first round not counted), for the suites whose CLI runs are too noisy to compare.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Linter } from "eslint";
import { median } from "./stats.mjs";

function sources(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith(".ts")) {
      const file = path.join(entry.parentPath, entry.name);
      found.push([file, readFileSync(file, "utf8")]);
    }
  }
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * `configs` maps a name to a flat config file (as bench/lib/eslint-runs.mjs writes them); returns, per
 * name, the median and every counted round's rules' time (ms) and the messages of the last round.
 */
export async function inProcessRuleTimes(dir, configs, rounds) {
  const files = sources(dir);
  const arms = [];
  for (const [name, file] of Object.entries(configs)) {
    const config = (await import(pathToFileURL(file).href)).default;
    arms.push({ name, config, times: [], messages: 0 });
  }
  const linter = new Linter({ configType: "flat", cwd: dir });
  for (let round = 0; round < rounds; round++) {
    for (const arm of round % 2 === 0 ? arms : [...arms].reverse()) {
      let total = 0;
      let messages = 0;
      for (const [file, text] of files) {
        messages += linter.verifyAndFix(text, arm.config, { filename: file, fix: false, stats: true }).messages.length;
        for (const pass of linter.getTimes().passes) {
          for (const time of Object.values(pass.rules ?? {})) total += time.total;
        }
      }
      if (round > 0) arm.times.push(total);
      arm.messages = messages;
    }
  }
  return Object.fromEntries(
    arms.map((arm) => [arm.name, { median: median(arm.times), times: arm.times, messages: arm.messages }]),
  );
}
