// oxlint with our rules only (its own rules off) against ESLint with configs.recommended, on the same
// files: a generated corpus of tool modules (TS, TSX, JS) and a copy of effect's TypeScript sources.
// Both are run as users run them, one CLI process per run, so start-up counts. Runs alternate between
// the hosts (and the order flips every round) so drift in machine load hits both alike; the section
// reports medians, their ratio against ESLint, and the spread of the runs.
//
// Usage: node bench/suites/oxlint.mjs [--rounds N] [--files N] [--no-effect]
// (npm run bench -- oxlint runs it with the defaults.)
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { seededRandom } from "../lib/random.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../..");
const work = path.join(repoRoot, "bench/.work/oxlint");
const eslintBin = path.join(repoRoot, "node_modules/eslint/bin/eslint.js");
const oxlintBin = path.join(repoRoot, "node_modules/oxlint/bin/oxlint");
const effectSrc = path.join(repoRoot, "node_modules/effect/src");

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} needs a positive whole number, got ${args[at + 1]}`);
  return value;
};
const ROUNDS = option("--rounds", 5);
const FILES = option("--files", 400);
const WITH_EFFECT = !args.includes("--no-effect");

if (!existsSync(path.join(repoRoot, "dist/index.js"))) {
  throw new Error("dist/index.js is missing: run `npm run build` first (npm run bench does).");
}

// ---------------------------------------------------------------------------------------------------
// The corpus: realistic tool modules, some keeping to the contract and some not, from a fixed seed.

const NOUNS = [
  "camera",
  "gripper",
  "arm",
  "lidar",
  "battery",
  "map",
  "route",
  "episode",
  "policy",
  "dataset",
  "sensor",
  "motor",
];
const VERBS = [
  "calibrate",
  "capture",
  "plan",
  "record",
  "replay",
  "inspect",
  "move",
  "scan",
  "train",
  "evaluate",
  "sync",
  "reset",
];
const TELEMETRY = [
  "frames",
  "errors",
  "hzActual",
  "elapsedMs",
  "retries",
  "steps",
  "latencyMs",
  "bytes",
  "episodes",
  "cacheHit",
];

function generateModule(random, index, ext) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const ts = ext !== "js";
  const t = (text) => (ts ? text : "");
  const lines = [];
  const noun = pick(NOUNS);
  lines.push(`// Generated tool module ${index}: ${noun} tools.`);
  lines.push(`import { clamp, log } from "./shared${ext === "js" ? ".js" : ""}";`);
  if (ts) {
    lines.push(
      "",
      `export interface ${cap(noun)}Reading {`,
      "  id: string;",
      "  value: number;",
      "  ok: boolean;",
      "}",
    );
    lines.push("", "export enum Outcome {", '  Ok = "success",', '  Failed = "error",', '  Partial = "degraded",', "}");
  }
  lines.push("", 'const DONE = "success";', `const LIMIT = ${10 + Math.floor(random() * 90)};`);
  const tools = 4 + Math.floor(random() * 5);
  for (let k = 0; k < tools; k++) {
    const verb = pick(VERBS);
    const name = `${verb}${cap(noun)}${k}`;
    const telemetry = [...new Set([pick(TELEMETRY), pick(TELEMETRY)])];
    lines.push("");
    lines.push(
      `export async function ${name}(input${t(": { id: string; count: number }")}, device${t(": { read(n: number): Promise<number[]> }")}) {`,
    );
    lines.push("  const started = Date.now();");
    lines.push("  const values = await device.read(clamp(input.count, 0, LIMIT));");
    lines.push(`  const ${telemetry.join(" = values.length, ")} = values.length;`);
    lines.push("  if (values.length === 0) {");
    lines.push(
      `    return { status: ${ts ? "Outcome.Failed" : '"error"'}, content: [{ text: \`No ${noun} data for \${input.id}.\` }] };`,
    );
    lines.push("  }");
    lines.push(`  log("${name}", Date.now() - started);`);
    const shape = random();
    if (shape < 0.45) {
      // Valid: telemetry in a json block.
      lines.push("  return {");
      lines.push(`    status: values.length < input.count ? "degraded" : DONE,`);
      lines.push(
        `    content: [{ text: \`${cap(verb)}d \${values.length} readings.\` }, { json: { ${telemetry.join(", ")} } }],`,
      );
      lines.push("  };");
    } else if (shape < 0.75) {
      // Invalid: telemetry beside status/content (fixable).
      lines.push("  return {");
      lines.push('    status: "success",');
      lines.push(`    content: [{ text: \`${cap(verb)}d \${values.length} readings.\` }],`);
      lines.push("    // telemetry for the dashboard");
      for (const key of telemetry) lines.push(`    ${key},`);
      lines.push("  };");
    } else if (shape < 0.85) {
      // Invalid: a top-level spread.
      lines.push(`  const stats = { ${telemetry.map((key) => `${key}`).join(", ")} };`);
      lines.push(`  return { status: DONE, content: [{ text: "done" }], ...stats };`);
    } else if (shape < 0.93) {
      // Invalid: a status typo and content that is not a list of blocks.
      lines.push(
        `  return { status: "${pick(["sucess", "failed", "ok", "partial"])}", content: [{ text: "${verb} ${noun}" }, "raw"] };`,
      );
    } else {
      // Not a tool result: an HTTP-like response.
      lines.push(`  return { status: 200, content: values, headers: { "x-count": String(values.length) } };`);
    }
    lines.push("}");
  }
  // Some ordinary code around the tools.
  lines.push("", `export function summarize(items${t(": number[]")})${t(": { mean: number; max: number }")} {`);
  lines.push(
    "  let sum = 0;",
    "  let max = -Infinity;",
    "  for (const item of items) {",
    "    sum += item;",
    "    if (item > max) max = item;",
    "  }",
  );
  lines.push("  return { mean: items.length ? sum / items.length : 0, max };", "}");
  if (ext === "tsx") {
    lines.push("", `export function ${cap(noun)}Badge({ status, count }${t(": { status: string; count: number }")}) {`);
    lines.push(
      "  return (",
      "    <span className={`badge badge-${status}`} title={String(count)}>",
      `      {status === "success" ? "ok" : status} ({count})`,
      "    </span>",
      "  );",
      "}",
    );
  }
  return `${lines.join("\n")}\n`;
}

function cap(word) {
  return word[0].toUpperCase() + word.slice(1);
}

function writeCorpus() {
  const dir = path.join(work, "corpus");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const random = seededRandom(0x7001);
  writeFileSync(
    path.join(dir, "shared.ts"),
    "export const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n));\nexport const log = (..._args: unknown[]): void => {};\n",
  );
  writeFileSync(
    path.join(dir, "shared.js"),
    "export const clamp = (n, lo, hi) => Math.min(hi, Math.max(lo, n));\nexport const log = () => {};\n",
  );
  for (let i = 0; i < FILES; i++) {
    const roll = random();
    const ext = roll < 0.6 ? "ts" : roll < 0.8 ? "tsx" : "js";
    writeFileSync(path.join(dir, `tool-${String(i).padStart(4, "0")}.${ext}`), generateModule(random, i, ext));
  }
  return dir;
}

function copyEffect() {
  const dir = path.join(work, "effect");
  if (!existsSync(path.join(dir, "Effect.ts"))) {
    rmSync(dir, { recursive: true, force: true });
    cpSync(effectSrc, dir, { recursive: true });
  }
  return dir;
}

function writeConfigs() {
  // Both load the plugin by its package name (a self-reference: bench/.work is inside this package).
  writeFileSync(
    path.join(work, "eslint.config.js"),
    [
      "// ESLint with the plugin's recommended config, and nothing else.",
      'import toolResult from "eslint-plugin-tool-result";',
      'import tseslint from "typescript-eslint";',
      "export default [",
      '  { files: ["**/*.ts", "**/*.tsx"], languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } },',
      "  toolResult.configs.recommended,",
      "  // oxlint does not report unused disable directives by default; nor does ESLint here.",
      '  { linterOptions: { reportUnusedDisableDirectives: "off" } },',
      "];",
      "",
    ].join("\n"),
  );
  writeFileSync(
    path.join(work, ".oxlintrc.json"),
    `${JSON.stringify(
      {
        plugins: [],
        categories: { correctness: "off" },
        jsPlugins: ["eslint-plugin-tool-result"],
        rules: {
          "tool-result/no-extra-keys": "error",
          "tool-result/no-spread": "error",
          "tool-result/valid-content": "error",
          "tool-result/valid-status": "error",
        },
      },
      null,
      2,
    )}\n`,
  );
}

function listFiles(dir) {
  const out = [];
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(work, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (/\.(?:ts|tsx|js)$/u.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(child);
    }
  };
  walk(path.relative(work, dir));
  return out.sort();
}

// ---------------------------------------------------------------------------------------------------
// Running and timing

/**
 * The hosts, each given the same file list. oxlint needs the files named: bench/.work is gitignored, and
 * oxlint skips gitignored paths when it walks a folder.
 */
const HOSTS = [
  {
    id: "eslint",
    label: "ESLint 10, configs.recommended",
    bin: eslintBin,
    args: (files) => ["--format", "json", ...files],
  },
  {
    id: "oxlint",
    label: "oxlint 1.94, our rules as a JS plugin (default threads)",
    bin: oxlintBin,
    args: (files) => ["--format", "json", "-c", ".oxlintrc.json", ...files],
  },
  {
    id: "oxlint-1t",
    label: "oxlint 1.94, our rules, `--threads=1`",
    bin: oxlintBin,
    args: (files) => ["--format", "json", "-c", ".oxlintrc.json", "--threads=1", ...files],
  },
];

function runOnce(host, files) {
  const start = performance.now();
  const result = spawnSync(process.execPath, [host.bin, ...host.args(files)], {
    cwd: work,
    encoding: "utf8",
    maxBuffer: 512 * 2 ** 20,
  });
  const ms = performance.now() - start;
  if (result.error) throw result.error;
  if (result.status !== 0 && result.status !== 1) {
    throw new Error(`${host.id} exited with ${result.status}:\n${result.stderr.slice(0, 2000)}`);
  }
  return { ms, stdout: result.stdout };
}

/**
 * Problems per rule of ours, to check that both hosts did the same work. (ESLint also reports eslint-disable
 * comments that name rules it does not have, as effect's sources do; those are not counted.)
 */
function countProblems(host, stdout) {
  const counts = {};
  const add = (id) => {
    if (id.startsWith("tool-result/")) counts[id] = (counts[id] ?? 0) + 1;
  };
  if (host.id === "eslint") {
    for (const file of JSON.parse(stdout)) {
      for (const m of file.messages) {
        if (m.fatal || !m.ruleId) throw new Error(`ESLint could not lint ${file.filePath}: ${m.message}`);
        add(m.ruleId);
      }
    }
  } else {
    for (const d of JSON.parse(stdout).diagnostics) {
      const code = /^(.+)\((.+)\)$/u.exec(d.code ?? "");
      if (!code) throw new Error(`oxlint reported a non-rule diagnostic for ${d.filename}: ${d.message.slice(0, 500)}`);
      add(`${code[1]}/${code[2]}`);
    }
  }
  return counts;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function measure(corpus) {
  const files = listFiles(corpus.dir);
  const lines = files.reduce((n, f) => n + readLines(path.join(work, f)), 0);
  // One warm-up run each (fills the OS file cache, compiles nothing that persists), with a check that
  // both hosts report the same problems.
  const counts = HOSTS.map((host) => countProblems(host, runOnce(host, files).stdout));
  for (const [i, host] of HOSTS.entries()) {
    if (JSON.stringify(sortKeys(counts[i])) !== JSON.stringify(sortKeys(counts[0]))) {
      throw new Error(
        `${host.id} found ${JSON.stringify(counts[i])} on ${corpus.name}, ESLint ${JSON.stringify(counts[0])}`,
      );
    }
  }
  const times = Object.fromEntries(HOSTS.map((h) => [h.id, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? HOSTS : [...HOSTS].reverse();
    for (const host of order) {
      const { ms } = runOnce(host, files);
      times[host.id].push(ms);
      console.log(`  ${corpus.name} round ${round + 1}/${ROUNDS}: ${host.id} ${ms.toFixed(0)} ms`);
    }
  }
  return { ...corpus, files: files.length, lines, problems: counts[0], times };
}

function readLines(file) {
  return readFileSync(file, "utf8").split("\n").length;
}

function sortKeys(object) {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));
}

// ---------------------------------------------------------------------------------------------------

mkdirSync(work, { recursive: true });
writeConfigs();
const corpora = [{ name: "generated", title: `generated tool modules`, dir: writeCorpus() }];
if (WITH_EFFECT && existsSync(effectSrc))
  corpora.push({ name: "effect", title: "`effect@3` sources (node_modules/effect/src)", dir: copyEffect() });

const loadBefore = os.loadavg()[0];
const results = [];
for (const corpus of corpora) {
  console.log(`oxlint bench: ${corpus.name}`);
  results.push(measure(corpus));
}
const loadAfter = os.loadavg()[0];

const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
const section = [
  "## oxlint vs ESLint (same rules, same files)",
  "",
  "`bench/suites/oxlint.mjs`: ESLint 10.15 with `configs.recommended` (typescript-eslint's parser for TS/TSX,",
  "espree for JS) against oxlint 1.94 running the same rules as a JS plugin, its own rules off",
  '(`"plugins": [], "categories": { "correctness": "off" }`).',
  "",
  "- Each run is one CLI process (start-up included) given the same file list, with `--format json`.",
  `- ${ROUNDS} rounds after one warm-up run each; the hosts alternate and the order flips every round.`,
  "- Both hosts report the same problems per rule (checked on the warm-up runs).",
  "- Spread: the lowest and highest run. Same-round ratios divide each round's ESLint time by that round's",
  "  time of the host, so load that drifts between rounds cancels out.",
  `- ${os.cpus().length} cores: oxlint's default uses all of them, ESLint one.`,
  `- Machine load (1-minute average): ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after. When it is above the core`,
  "  count, other work shared the cores and single runs are noisy: read the medians and same-round ratios.",
  "",
];
for (const r of results) {
  const base = median(r.times.eslint);
  const total = Object.values(r.problems).reduce((a, b) => a + b, 0);
  section.push(`### ${r.title}: ${r.files} files, ${r.lines.toLocaleString("en-US")} lines, ${total} problems`, "");
  section.push(
    "| host | median | spread (min to max) | ESLint median / this median | same-round ratios: median (min to max) |",
    "|---|---|---|---|---|",
  );
  for (const host of HOSTS) {
    const t = r.times[host.id];
    const m = median(t);
    const paired = t.map((ms, i) => r.times.eslint[i] / ms);
    const ratio = host.id === "eslint" ? "1.00x (baseline)" : `**${(base / m).toFixed(2)}x**`;
    const rounds =
      host.id === "eslint"
        ? ""
        : `${median(paired).toFixed(2)}x (${Math.min(...paired).toFixed(2)}x to ${Math.max(...paired).toFixed(2)}x)`;
    section.push(
      `| ${host.label} | ${fmt(m)} | ${fmt(Math.min(...t))} to ${fmt(Math.max(...t))} | ${ratio} | ${rounds} |`,
    );
  }
  section.push("");
}
writeFileSync(path.join(repoRoot, "bench/results/oxlint.md"), `${section.join("\n")}\n`);
console.log(section.join("\n"));
