// The dense corpus alone: 1,000 generated tool modules (bench/corpus/generate-tools.mjs) on which the
// plugin reports about two problems a file, linted untyped with `configs.recommended` and with the minimal
// rule set of bench/lib/eslint-runs.mjs (it finds objects with status and content keys and reports the
// same problems with constant messages and fixes: what ESLint itself costs per reported problem), in
// alternating --stats runs of one suite run. The figure is the rules' own time (ESLint's --stats rule
// timings), plugin over minimal, per pair and as the median of the pairs; the target is at most 2x. Beside
// it: each rule's time, the whole ESLint process's CPU time of both and of the parser alone, and the
// plugin with a free move: the same build with the move into a json block replaced by a constant fix, as
// the minimal set's (a diagnostic: the least the rules could take if the exact fix cost nothing).
// Writes bench/results/dense.md. Run through `npm run bench -- dense`; DENSE_PAIRS=<n> sets the pairs (7).
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { generateTools } from "../corpus/generate-tools.mjs";
import { runEslint, summarize, writeConfigs } from "../lib/eslint-runs.mjs";
import { median, ms } from "../lib/stats.mjs";
import { inProcessRuleTimes } from "../lib/in-process.mjs";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const WORK = path.join(ROOT, "bench", ".work", "dense");
const RESULT_FILE = path.join(ROOT, "bench", "results", "dense.md");
const PAIRS = Number(process.env.DENSE_PAIRS ?? 7);
const TARGET = 2;
const RULE_COUNT = Object.keys(
  (await import(pathToFileURL(path.join(ROOT, "dist", "index.js")).href)).default.configs.recommended.rules,
).length;

const configs = { ...writeConfigs(path.join(WORK, "config")), freeMove: freeMoveConfig(), shape: shapeConfig() };
const dir = path.join(WORK, "tools-1000");
const { files } = generateTools(dir, 1000);
const load0 = os.loadavg()[0];

/**
 * A config with a copy of dist/ whose move into a json block is a constant fix (what the minimal set's
 * fixes are), everything else as built: detection, messages, the other fixes.
 */
function freeMoveConfig() {
  // The build reads its own package.json (its name and version), one level up.
  const home = path.join(WORK, "free-move");
  const copy = path.join(home, "dist");
  rmSync(home, { recursive: true, force: true });
  cpSync(path.join(ROOT, "dist"), copy, { recursive: true });
  cpSync(path.join(ROOT, "package.json"), path.join(home, "package.json"));
  const visitor = path.join(copy, "rules", "visitor.js");
  const built = readFileSync(visitor, "utf8");
  const call = "moveToJson(this.#moveContext(), this)";
  if (!built.includes(call)) {
    throw new Error(`${visitor} no longer calls \`${call}\`: update the free move of bench/suites/dense.mjs.`);
  }
  const constant = `({ mode: "fix", description: "", fix: (fixer) => fixer.replaceTextRange(this.node.range, "{}") })`;
  writeFileSync(visitor, built.replace(call, constant));
  const file = path.join(WORK, "config", "freeMove.config.mjs");
  writeFileSync(
    file,
    `// Written by bench/suites/dense.mjs.\nimport base from "./recommended.config.mjs";\nimport toolResult from ${JSON.stringify(pathToFileURL(path.join(copy, "index.js")).href)};\n\nexport default [base[0], toolResult.configs.recommended];\n`,
  );
  return file;
}

/**
 * The plugin's shape with none of its work: as many rules as `configs.recommended` turns on, each with an
 * empty object-literal listener (what ESLint charges for the rules' creation and listener calls).
 */
function shapeConfig() {
  const file = path.join(WORK, "config", "shape.config.mjs");
  writeFileSync(
    file,
    `// Written by bench/suites/dense.mjs.
import base from "./floor.config.mjs";
import toolResult from "eslint-plugin-tool-result";

const ids = Object.keys(toolResult.configs.recommended.rules).map((id) => id.replace(/^tool-result\\//u, ""));
const empty = { meta: { type: "problem", schema: [] }, create: () => ({ ObjectExpression() {} }) };
export default [...base, { plugins: { shape: { rules: Object.fromEntries(ids.map((id) => [id, empty])) } }, rules: Object.fromEntries(ids.map((id) => ["shape/" + id, "error"])) }];
`,
  );
  return file;
}

function rulesRun(config) {
  const run = runEslint({ cwd: dir, config: configs[config], stats: true, outDir: path.join(WORK, "runs") });
  const summary = summarize(run.results);
  if (summary.fatal > 0) throw new Error(`${summary.fatal} files failed to parse with ${config}`);
  // What the user waits for: the whole ESLint process (start-up, parsing, rules, output), in CPU time.
  return { ...summary, cpuMs: run.cpuMs };
}

// One run of each first, not counted (disk cache, code cache).
rulesRun("recommended");
rulesRun("minimalReport");
const pairs = [];
for (let i = 0; i < PAIRS; i++) {
  // Alternate which goes first, so a drift in machine load falls on both. The floor (the parser alone)
  // tells what the whole process costs with no rule at all.
  const minimalFirst = i % 2 === 1 ? rulesRun("minimalReport") : undefined;
  const plugin = rulesRun("recommended");
  const minimal = minimalFirst ?? rulesRun("minimalReport");
  const floor = rulesRun("floor");
  const freeMove = rulesRun("freeMove");
  // The free move is a reference only while it reports what the plugin reports.
  if (freeMove.messages !== plugin.messages) {
    throw new Error(
      `The free move reported ${freeMove.messages} messages, the plugin ${plugin.messages}: fix freeMoveConfig.`,
    );
  }
  pairs.push({ plugin, minimal, floor, freeMove, ratio: plugin.rulesMs / minimal.rulesMs });
  console.log(
    `[dense] pair ${i + 1}/${PAIRS}: plugin ${ms(plugin.rulesMs)}, minimal ${ms(minimal.rulesMs)}, ` +
      `${(plugin.rulesMs / minimal.rulesMs).toFixed(2)}x (${plugin.messages} / ${minimal.messages} messages)`,
  );
}
const ratio = median(pairs.map((p) => p.ratio));
// The same configs in one warm process: no process start, no disk, so far less noise on a shared machine.
const ROUNDS = Number(process.env.DENSE_ROUNDS ?? 7);
const warm = await inProcessRuleTimes(
  dir,
  {
    plugin: configs.recommended,
    minimal: configs.minimalReport,
    freeMove: configs.freeMove,
    shape: configs.shape,
  },
  ROUNDS,
);
console.log(
  `[dense] in one process: plugin ${ms(warm.plugin.median)}, minimal ${ms(warm.minimal.median)}, ${(warm.plugin.median / warm.minimal.median).toFixed(2)}x`,
);
const lines = [
  "## Dense corpus: rules' time against a minimal rule set",
  "",
  `\`bench/suites/dense.mjs\`: ${files.toLocaleString("en-US")} generated tool modules, untyped, \`configs.recommended\` against the minimal rule set that reports the same problems with constant messages and fixes (bench/lib/eslint-runs.mjs), ${PAIRS} alternating \`--stats\` pairs after one unmeasured run of each; the rules' own time from ESLint's rule timings. Load average at the start: ${load0.toFixed(2)}.`,
  "",
  "| pair | plugin rules | minimal rules | ratio | messages (plugin / minimal) | whole process CPU (plugin / minimal / parser alone) |",
  "| --- | --- | --- | --- | --- | --- |",
  ...pairs.map(
    (p, i) =>
      `| ${i + 1} | ${ms(p.plugin.rulesMs)} | ${ms(p.minimal.rulesMs)} | ${p.ratio.toFixed(2)}x | ${p.plugin.messages} / ${p.minimal.messages} | ${ms(p.plugin.cpuMs)} / ${ms(p.minimal.cpuMs)} / ${ms(p.floor.cpuMs)} |`,
  ),
  "",
  `Each rule of the plugin, median over the pairs: ${Object.keys(pairs[0].plugin.ruleMs)
    .map((rule) => [rule, median(pairs.map((p) => p.plugin.ruleMs[rule] ?? 0))])
    .sort((a, b) => b[1] - a[1])
    .map(([rule, t]) => `${rule.replace(/^tool-result\//u, "")} ${ms(t)}`)
    .join(", ")}.`,
  "",
  `With a free move (the move into a json block a constant fix, all else as built), median: ${ms(median(pairs.map((p) => p.freeMove.rulesMs)))}, ${median(pairs.map((p) => p.freeMove.rulesMs / p.minimal.rulesMs)).toFixed(2)}x the minimal set (${median(pairs.map((p) => p.freeMove.messages))} messages): the exact move takes ${ms(median(pairs.map((p) => p.plugin.rulesMs - p.freeMove.rulesMs)))} of the plugin's rules' time, detection and the rest ${ms(median(pairs.map((p) => p.freeMove.rulesMs)))}.`,
  "",
  `In one warm process (ESLint's \`Linter\` with its rule timings over the same files and configs, ${ROUNDS} rounds in alternating order, the first not counted), median rules' time: plugin ${ms(warm.plugin.median)}, minimal ${ms(warm.minimal.median)}, free move ${ms(warm.freeMove.median)}: **${(warm.plugin.median / warm.minimal.median).toFixed(2)}x** the minimal set (free move ${(warm.freeMove.median / warm.minimal.median).toFixed(2)}x); ${warm.plugin.messages} / ${warm.minimal.messages} messages. The plugin's shape alone (${RULE_COUNT} rules with an empty object-literal listener, no work, no report) takes ${ms(warm.shape.median)}, ${(warm.shape.median / warm.minimal.median).toFixed(2)}x the minimal set: what any plugin of that many rules pays before it looks at a literal.`,
  "",
  `Whole process, median CPU: plugin ${ms(median(pairs.map((p) => p.plugin.cpuMs)))}, minimal ${ms(median(pairs.map((p) => p.minimal.cpuMs)))}, parser alone ${ms(median(pairs.map((p) => p.floor.cpuMs)))}: the plugin's lint is ${median(pairs.map((p) => p.plugin.cpuMs / p.minimal.cpuMs)).toFixed(2)}x the minimal rule set's.`,
  "",
  `Median ratio: **${ratio.toFixed(2)}x** (target at most ${TARGET}x: ${ratio <= TARGET ? "met" : "missed"}); median plugin ${ms(median(pairs.map((p) => p.plugin.rulesMs)))}, minimal ${ms(median(pairs.map((p) => p.minimal.rulesMs)))}.`,
];
mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
writeFileSync(RESULT_FILE, `${lines.join("\n")}\n`);
console.log(lines.at(-1));
