// Lint cost of the plugin's rules, measured side by side with the floor (the same ESLint, parser and
// files with no rules) in one run, on real npm sources (effect, rxjs) and on generated tool modules.
// Writes bench/results/lint.md. Run through `npm run bench` (which builds dist/ first), or alone with
// `npm run bench -- lint`. BENCH_QUICK=1 takes fewer repetitions and skips the 10,000-file corpus, for
// trying the suite out; its numbers are not the ones to publish.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { prepareCorpora } from "../corpus/prepare.mjs";
import { canonicalMessages, minShare, runEslint, summarize, writeConfigs } from "../lib/eslint-runs.mjs";
import { pluginShare } from "../lib/profile.mjs";
import { int, median, mib, ms, pct, ratio, relativeRange, runToRunNoise, table } from "../lib/stats.mjs";

const require = createRequire(import.meta.url);
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const WORK = path.join(ROOT, "bench", ".work");
const RESULT_FILE = path.join(ROOT, "bench", "results", "lint.md");
const QUICK = process.env.BENCH_QUICK === "1";

const SIZES = QUICK ? [100, 1000] : [100, 1000, 10_000];
const REPS = {
  /** Alternating floor/plugin pairs for the whole-process ratio (the issue asks for at least 10). */
  pairs: QUICK ? 3 : 10,
  /** Runs with --stats per config, for the rules' share. */
  statsRuns: QUICK ? 1 : 3,
  /** Typed pairs per corpus (program creation makes these the expensive runs). */
  typedPairs: { effect: QUICK ? 1 : 3, rxjs: QUICK ? 2 : 5, "tools-1000": QUICK ? 1 : 3 },
  /** Stats pairs per generated size for scaling (tools-1000 reuses the side-by-side stats runs). */
  scalingPairs: { 100: QUICK ? 2 : 5, 10000: 1 },
  /** Rounds of the anatomy runs (five arms each) per corpus. */
  anatomyRounds: { rxjs: QUICK ? 2 : 6, "tools-1000": QUICK ? 1 : 4 },
  fixPairs: QUICK ? 2 : 5,
  concurrencyPairs: { 1000: QUICK ? 1 : 3, 10000: 1 },
};
const TARGET_SHARE = { recommended: 0.005, typed: 0.02 };

const t0 = performance.now();
const load0 = os.loadavg();
const log = (msg) => console.log(`[lint ${((performance.now() - t0) / 1000).toFixed(0).padStart(4)}s] ${msg}`);
const version = (name) => JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")).version;
const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
const commit = (() => {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
})();

mkdirSync(WORK, { recursive: true });
const configs = writeConfigs(path.join(WORK, "config"));
log("preparing corpora");
const corpora = Object.fromEntries(prepareCorpora(WORK, SIZES).map((c) => [c.name, c]));
const runDir = path.join(WORK, "runs");

/** One ESLint CLI run; keeps only totals (and a canonical message text when asked). */
function lint(corpus, config, { canonical = false, cwd = corpus.dir, ...options } = {}) {
  const run = runEslint({ cwd, config: configs[config], outDir: runDir, ...options });
  const summary = summarize(run.results);
  if (summary.fatal > 0) {
    const first = run.results.flatMap((r) =>
      r.messages.filter((m) => m.fatal).map((m) => `${r.filePath}:${m.line}: ${m.message}`),
    )[0];
    throw new Error(`${summary.fatal} files of ${corpus.name} failed to parse with config ${config}; first: ${first}`);
  }
  if (summary.files !== corpus.files) {
    throw new Error(`ESLint linted ${summary.files} files of ${corpus.name}, expected ${corpus.files}`);
  }
  return {
    wallMs: run.wallMs,
    cpuMs: run.cpuMs,
    maxRssKB: run.maxRssKB,
    summary,
    canonical: canonical ? canonicalMessages(run.results, cwd) : undefined,
  };
}

/** Runs `a` and `b` alternately (ABBA order), `pairs` times each. */
function alternate(pairs, a, b) {
  const as = [];
  const bs = [];
  for (let i = 0; i < pairs; i++) {
    if (i % 2 === 0) {
      as.push(a(i));
      bs.push(b(i));
    } else {
      bs.push(b(i));
      as.push(a(i));
    }
  }
  return [as, bs];
}

const share = (s) => (s.totalMs > 0 ? s.rulesMs / s.totalMs : Number.NaN);

/** Whole-process comparison of plugin runs against floor runs. */
function compare(floor, plugin) {
  const fw = floor.map((r) => r.wallMs);
  const pw = plugin.map((r) => r.wallMs);
  const fc = floor.map((r) => r.cpuMs);
  const pc = plugin.map((r) => r.cpuMs);
  return {
    floorWall: median(fw),
    pluginWall: median(pw),
    ratio: median(pw) / median(fw),
    // Runs next to each other share the machine's load of the moment; the median of their ratios.
    pairedRatio: median(pw.map((p, i) => p / fw[i])),
    noise: runToRunNoise(fw),
    pluginNoise: runToRunNoise(pw),
    floorRange: relativeRange(fw),
    cpuRatio: median(pc) / median(fc),
    cpuNoise: runToRunNoise(fc),
    floorRss: median(floor.map((r) => r.maxRssKB)),
    pluginRss: median(plugin.map((r) => r.maxRssKB)),
    n: floor.length,
  };
}

// ---------------------------------------------------------------------------------------------------
// 1. Side by side: configs.recommended against the floor, and the typed pair.
const sideBySide = {};
for (const name of ["effect", "rxjs", "tools-1000"]) {
  const corpus = corpora[name];
  log(`${name}: ${REPS.pairs} alternating floor/recommended pairs`);
  const [floor, plugin] = alternate(
    REPS.pairs,
    () => lint(corpus, "floor"),
    () => lint(corpus, "recommended"),
  );
  log(`${name}: ${REPS.statsRuns} --stats runs per config`);
  const [floorStats, pluginStats] = alternate(
    REPS.statsRuns,
    () => lint(corpus, "floor", { stats: true }),
    () => lint(corpus, "recommended", { stats: true }),
  );
  let minimalStats;
  if (name.startsWith("tools-")) {
    log(`${name}: ${REPS.statsRuns} --stats runs of a minimal rule set that reports the same problems`);
    minimalStats = Array.from({ length: REPS.statsRuns }, () => lint(corpus, "minimalReport", { stats: true }));
  }
  sideBySide[name] = { corpus, floor, plugin, floorStats, pluginStats, minimalStats, cmp: compare(floor, plugin) };
}

// Anatomy of the whole-process difference: the floor; the plugin loaded with no rule on; one empty rule
// (what turning on any rule at all costs); a minimal rule set that reports the same problems as the plugin
// (what ESLint costs per reported problem); the recommended config. Rotating order, CPU and wall medians.
const anatomyArms = ["floor", "pluginLoaded", "emptyRule", "minimalReport", "recommended"];
const anatomy = {};
for (const [name, rounds] of Object.entries(REPS.anatomyRounds)) {
  const runs = Object.fromEntries(anatomyArms.map((a) => [a, []]));
  log(`${name}: ${rounds} rounds of ${anatomyArms.join(", ")}`);
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < anatomyArms.length; i++) {
      const arm = anatomyArms[(i + round) % anatomyArms.length];
      runs[arm].push(lint(corpora[name], arm));
    }
  }
  anatomy[name] = runs;
}

const typedSide = {};
for (const name of ["effect", "rxjs", "tools-1000"]) {
  const corpus = corpora[name];
  const pairs = REPS.typedPairs[name];
  log(`${name}: ${pairs} alternating typed floor/typed pairs (with --stats)`);
  const [floor, plugin] = alternate(
    pairs,
    () => lint(corpus, "floorTyped", { stats: true }),
    () => lint(corpus, "typed", { stats: true }),
  );
  let minimalStats;
  if (name.startsWith("tools-")) {
    log(`${name}: ${pairs} typed --stats runs of the minimal rule set with one type query per spread`);
    minimalStats = Array.from({ length: pairs }, () => lint(corpus, "minimalTyped", { stats: true }));
  }
  typedSide[name] = { corpus, floor, plugin, minimalStats, cmp: compare(floor, plugin) };
}

// ---------------------------------------------------------------------------------------------------
// 2. Scaling over the generated corpus, and the heap left after linting (no per-file state).
const scaling = {};
for (const n of SIZES) {
  const corpus = corpora[`tools-${n}`];
  if (n === 1000) {
    scaling[n] = { corpus, floor: sideBySide["tools-1000"].floorStats, plugin: sideBySide["tools-1000"].pluginStats };
    continue;
  }
  const pairs = REPS.scalingPairs[n];
  log(`tools-${n}: ${pairs} alternating floor/recommended pairs (with --stats)`);
  const [floor, plugin] = alternate(
    pairs,
    () => lint(corpus, "floor", { stats: true }),
    () => lint(corpus, "recommended", { stats: true }),
  );
  scaling[n] = { corpus, floor, plugin };
}

const heapCorpus = corpora[`tools-${SIZES.at(-1)}`];
const heapCheckpoints = SIZES.at(-1) >= 10_000 ? [100, 1000, 2500, 5000, 10_000] : [100, 250, 500, 1000];
const heap = {};
for (const config of ["floor", "recommended"]) {
  log(`heap probe: ${config} over ${heapCorpus.name}`);
  const child = spawnSync(
    process.execPath,
    [
      "--expose-gc",
      path.join(ROOT, "bench", "lib", "heap-probe.mjs"),
      heapCorpus.dir,
      configs[config],
      heapCheckpoints.join(","),
    ],
    { cwd: heapCorpus.dir, encoding: "utf8", maxBuffer: 16 * 2 ** 20 },
  );
  if (child.status !== 0) throw new Error(`heap probe (${config}) failed:\n${child.stderr}`);
  heap[config] = JSON.parse(child.stdout).checkpoints;
}

// ---------------------------------------------------------------------------------------------------
// 3. Fix cost: --fix over a fresh copy of the generated corpus against the plain lint of it.
const fixCorpus = corpora["tools-1000"];
const fixDir = path.join(WORK, "fix", fixCorpus.name);
const freshCopy = () => {
  rmSync(fixDir, { recursive: true, force: true });
  cpSync(fixCorpus.dir, fixDir, { recursive: true });
};
log(`${fixCorpus.name}: ${REPS.fixPairs} alternating plain/--fix pairs (with --stats)`);
const [plainRuns, fixRuns] = alternate(
  REPS.fixPairs,
  () => lint(fixCorpus, "recommended", { stats: true }),
  () => {
    freshCopy();
    return lint(fixCorpus, "recommended", { stats: true, fix: true, cwd: fixDir });
  },
);
// The last --fix run's output stays in fixDir: lint it again, and type-check it.
const afterFix = lint(fixCorpus, "recommended", { stats: true, cwd: fixDir });
const tsc = spawnSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", fixDir, "--noEmit"], {
  encoding: "utf8",
});
const tscErrors = (tsc.stdout.match(/error TS\d+/gu) ?? []).length;
const tscBefore = spawnSync(
  process.execPath,
  [require.resolve("typescript/bin/tsc"), "-p", fixCorpus.dir, "--noEmit"],
  { encoding: "utf8" },
);
const tscErrorsBefore = (tscBefore.stdout.match(/error TS\d+/gu) ?? []).length;

// ---------------------------------------------------------------------------------------------------
// 4. --concurrency=off against --concurrency=2: identical results.
const concurrency = {};
for (const n of SIZES.filter((s) => s >= 1000)) {
  const corpus = corpora[`tools-${n}`];
  const pairs = REPS.concurrencyPairs[n];
  log(`${corpus.name}: ${pairs} alternating --concurrency=off/2 pairs`);
  const [off, two] = alternate(
    pairs,
    () => lint(corpus, "recommended", { concurrency: "off", canonical: true }),
    () => lint(corpus, "recommended", { concurrency: 2, canonical: true }),
  );
  const reference = off[0].canonical;
  const identical = [...off, ...two].every((r) => r.canonical === reference);
  concurrency[n] = {
    corpus,
    identical,
    messages: off[0].summary.messages,
    off: median(off.map((r) => r.wallMs)),
    two: median(two.map((r) => r.wallMs)),
    offCpu: median(off.map((r) => r.cpuMs)),
    twoCpu: median(two.map((r) => r.cpuMs)),
    offRss: median(off.map((r) => r.maxRssKB)),
    twoRss: median(two.map((r) => r.maxRssKB)),
    pairs,
  };
  for (const r of [...off, ...two]) delete r.canonical;
}

// ---------------------------------------------------------------------------------------------------
// 5. Where the time goes: CPU profiles of one recommended run over the generated corpus and one typed
// run over effect.
const profDir = path.join(WORK, "profile");
const profiles = [
  { corpus: corpora["tools-1000"], config: "recommended", label: "`configs.recommended` over tools-1000" },
  { corpus: corpora.effect, config: "typed", label: '`configs["recommended-type-checked"]` over effect' },
].map((p) => {
  log(`CPU profile: ${p.config} over ${p.corpus.name}`);
  rmSync(profDir, { recursive: true, force: true });
  lint(p.corpus, p.config, { nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profDir}`] });
  const file = readdirSync(profDir).find((f) => f.endsWith(".cpuprofile"));
  return { ...p, ...pluginShare(path.join(profDir, file)) };
});

const load1 = os.loadavg();
const elapsed = (performance.now() - t0) / 1000;
log(`done in ${elapsed.toFixed(0)} s`);

// ---------------------------------------------------------------------------------------------------
// The markdown section.
const medianOf = (runs, f) => median(runs.map(f));
const shareOf = (runs) => median(runs.map((r) => share(r.summary)));
const verdict = (ok) => (ok ? "met" : "**missed**");
/** The plugin is not slower than the floor by more than the noise. */
const withinNoise = (c) => c.ratio - 1 <= c.noise;
const out = [];
const w = (s = "") => out.push(s);

w("## Lint cost: the rules against parsing (`bench/suites/lint.mjs`)");
w();
w(
  `ESLint ${version("eslint")}, @typescript-eslint/parser ${version("@typescript-eslint/parser")}, TypeScript ${version("typescript")}, ` +
    `${pkg.name} ${pkg.version} (commit \`${commit}\`, loaded from \`dist/\` through the package's exports). ` +
    `Every run is a separate \`eslint\` CLI process (\`--no-inline-config --format json --output-file ...\`) over one corpus; ` +
    `the floor is the same CLI, parser, files and options with no rules. ` +
    `Suite time ${(elapsed / 60).toFixed(1)} min; load average ${load0[0].toFixed(1)} at the start, ${load1[0].toFixed(1)} at the end ` +
    `(${os.cpus().length} cores; other processes shared the machine, which is why medians of alternating runs are used).` +
    (QUICK ? " **BENCH_QUICK=1: reduced repetitions; not publishable numbers.**" : ""),
);
w();
w(
  table(
    ["corpus", "source", "files", "lines"],
    Object.values(corpora).map((c) => [c.name, c.source, int(c.files), int(c.lines)]),
  ),
);
w();

w("### Side by side with the floor");
w();
w(
  `Whole process: median wall time of ${REPS.pairs} floor and ${REPS.pairs} plugin runs, alternated (ABBA). ` +
    "Noise: the median difference between consecutive floor runs, as a share of their median (two runs of the same thing differ by about this much); " +
    "the ratio is within noise when the plugin is slower than the floor by at most that. Paired: the median of the ratios of runs made one after the other. " +
    "CPU ratio: the ratio of median user+system CPU time, which other load on the machine disturbs less, with the CPU run-to-run noise of the floor. " +
    `Rules' share: the rules' own time from \`--stats\` (create and listeners, every rule of configs.recommended) over the per-file total (parse, rules, fix), ` +
    `as the median over ${REPS.statsRuns} runs and, in brackets, from each file's smallest rule time and smallest total over those runs ` +
    "(being descheduled only ever adds time, and a single stall inside a listener otherwise counts as rule time); the target verdict is on the latter.",
);
w();
const rows = [];
for (const [name, s] of Object.entries(sideBySide)) {
  const c = s.cmp;
  const kloc = s.corpus.lines / 1000;
  const rs = shareOf(s.pluginStats);
  const rsMin = minShare(s.pluginStats.map((r) => r.summary));
  const rulesMs = medianOf(s.pluginStats, (r) => r.summary.rulesMs);
  rows.push([
    name,
    `${ms(c.floorWall)} / ${ms(c.pluginWall)}`,
    `${ratio(c.ratio)} (${verdict(withinNoise(c))}); paired ${ratio(c.pairedRatio)}`,
    `±${pct(c.noise, 1)} (range ${pct(c.floorRange, 0)})`,
    `${ratio(c.cpuRatio)} (±${pct(c.cpuNoise, 1)})`,
    `${ms(c.floorWall / kloc)} / ${ms(c.pluginWall / kloc)}`,
    `${ms(rulesMs / kloc)}`,
    `${pct(rs)} (${pct(rsMin)}: ${verdict(rsMin <= TARGET_SHARE.recommended)})`,
    int(medianOf(s.plugin, (r) => r.summary.messages)),
  ]);
}
w(
  table(
    [
      "corpus",
      "wall: floor / plugin",
      "ratio (within noise?)",
      "run-to-run noise",
      "CPU ratio (noise)",
      "wall per 1,000 lines: floor / plugin",
      "rules per 1,000 lines",
      "rules' share (target ≤ 0.5%)",
      "problems",
    ],
    rows,
  ),
);
w();
const minimal = sideBySide["tools-1000"].minimalStats;
w(
  `For scale on tools-1000: a minimal rule set that only finds objects with \`status\` and \`content\` keys and reports the same ${int(
    minimal[0].summary.messages,
  )} problems with constant messages and fixes (what ESLint itself costs per reported problem) takes ${pct(minShare(minimal.map((r) => r.summary)))} ` +
    `(${pct(shareOf(minimal))} median) of the lint time, ${ms(medianOf(minimal, (r) => r.summary.rulesMs))} against the plugin's ${ms(
      medianOf(sideBySide["tools-1000"].pluginStats, (r) => r.summary.rulesMs),
    )}.`,
);
w();
const armLabel = {
  floor: "floor (parser, no rules)",
  pluginLoaded: "+ the plugin loaded, no rule on",
  emptyRule: "+ one empty rule instead (what turning on any rule costs)",
  minimalReport: "+ a minimal rule set reporting the same problems",
  recommended: "+ `configs.recommended`",
};
w(
  `Anatomy of the difference: ${Object.entries(REPS.anatomyRounds)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ")} rounds of five arms in rotating order, medians; each arm is the floor plus one thing. ` +
    "ESLint loads ajv and compiles option validators only once some rule is on, and an ESLint run with any rule on costs more per file than one with none, " +
    "so part of what the plugin adds over the floor is paid by every config that turns on any rule.",
);
w();
const anatomyNames = Object.keys(anatomy);
w(
  table(
    ["arm", ...anatomyNames.flatMap((n) => [`${n}: wall`, `${n}: CPU over the floor`])],
    anatomyArms.map((arm) => [
      armLabel[arm],
      ...anatomyNames.flatMap((n) => {
        const runs = anatomy[n];
        const fCpu = medianOf(runs.floor, (r) => r.cpuMs);
        const fWall = medianOf(runs.floor, (r) => r.wallMs);
        const cpu = medianOf(runs[arm], (r) => r.cpuMs);
        const wall = medianOf(runs[arm], (r) => r.wallMs);
        return [
          `${ms(wall)} (${ratio(wall / fWall)})`,
          `${cpu >= fCpu ? "+" : ""}${ms(cpu - fCpu)} (${ratio(cpu / fCpu)})`,
        ];
      }),
    ]),
  ),
);
w();
w(
  `Typed (\`parserOptions.projectService\` with a tsconfig per corpus; \`configs["recommended-type-checked"]\` against the same parser options and no rules). ` +
    `Program creation makes these runs expensive, so fewer pairs (${Object.entries(REPS.typedPairs)
      .map(([k, v]) => `${k}: ${v}`)
      .join(", ")}); all with \`--stats\` on both sides (the plugin side then also pays the stats timers).`,
);
w();
const typedRows = [];
for (const [name, s] of Object.entries(typedSide)) {
  const c = s.cmp;
  const kloc = s.corpus.lines / 1000;
  const rs = shareOf(s.plugin);
  const rsMin = minShare(s.plugin.map((r) => r.summary));
  typedRows.push([
    name,
    `${ms(c.floorWall)} / ${ms(c.pluginWall)}`,
    `${ratio(c.ratio)}${c.n > 1 ? ` (${verdict(withinNoise(c))})` : ""}; paired ${ratio(c.pairedRatio)}`,
    c.n > 1 ? `±${pct(c.noise, 1)}` : "n/a (1 pair)",
    `${ratio(c.cpuRatio)}`,
    `${ms(c.floorWall / kloc)} / ${ms(c.pluginWall / kloc)}`,
    `${ms(medianOf(s.plugin, (r) => r.summary.rulesMs) / kloc)}`,
    `${pct(rs)} (${pct(rsMin)}: ${verdict(rsMin <= TARGET_SHARE.typed)})`,
    `${mib(c.floorRss)} / ${mib(c.pluginRss)}`,
    int(medianOf(s.plugin, (r) => r.summary.messages)),
  ]);
}
w(
  table(
    [
      "corpus",
      "wall: floor / plugin",
      "ratio (within noise?)",
      "run-to-run noise",
      "CPU ratio",
      "wall per 1,000 lines",
      "rules per 1,000 lines",
      "rules' share (target ≤ 2%)",
      "peak RSS: floor / plugin",
      "problems",
    ],
    typedRows,
  ),
);
w();
const minimalTyped = typedSide["tools-1000"].minimalStats;
w(
  `For scale on tools-1000, typed: the minimal rule set above, with each reported spread's keys read from one checker query ` +
    `(\`getTypeAtLocation\`, as a fix that moves a spread's keys needs them; what TypeScript itself costs per spread), takes ` +
    `${pct(minShare(minimalTyped.map((r) => r.summary)))} (${pct(shareOf(minimalTyped))} median) of the lint time, ` +
    `${ms(medianOf(minimalTyped, (r) => r.summary.rulesMs))} against the plugin's ${ms(medianOf(typedSide["tools-1000"].plugin, (r) => r.summary.rulesMs))}.`,
);
w();
w("Rules' own time by rule (`--stats`, median run), untyped / typed:");
w();
const ruleIds = [
  ...new Set(Object.values(sideBySide).flatMap((s) => s.pluginStats.flatMap((r) => Object.keys(r.summary.ruleMs)))),
].sort();
const medianRule = (runs, id) => median(runs.map((r) => r.summary.ruleMs[id] ?? 0));
w(
  table(
    ["rule", ...Object.keys(sideBySide)],
    ruleIds.map((id) => [
      `\`${id}\``,
      ...Object.keys(sideBySide).map(
        (name) => `${ms(medianRule(sideBySide[name].pluginStats, id))} / ${ms(medianRule(typedSide[name].plugin, id))}`,
      ),
    ]),
  ),
);
w();
w(
  `Parse time (\`--stats\`) against the whole per-file total: ${Object.entries(sideBySide)
    .map(
      ([name, s]) =>
        `${name} ${pct(
          medianOf(s.floorStats, (r) => r.summary.parseMs / r.summary.totalMs),
          0,
        )}`,
    )
    .join(", ")} (floor runs).`,
);
w();

w("### Scaling with the number of files (generated corpus, `configs.recommended`)");
w();
w(
  `Median of the --stats runs at each size (${SIZES.map((n) => `${int(n)}: ${n === 1000 ? REPS.statsRuns : REPS.scalingPairs[n]} pairs`).join(", ")}). ` +
    "Lint time is the sum of ESLint's per-file totals (no process start-up); marginal cost is the extra wall time per extra file from the previous size.",
);
w();
const scaleRows = [];
let prev;
for (const n of SIZES) {
  const s = scaling[n];
  const fw = medianOf(s.floor, (r) => r.wallMs);
  const pw = medianOf(s.plugin, (r) => r.wallMs);
  const fl = medianOf(s.floor, (r) => r.summary.totalMs);
  const pl = medianOf(s.plugin, (r) => r.summary.totalMs);
  const rules = medianOf(s.plugin, (r) => r.summary.rulesMs);
  const fp = medianOf(s.floor, (r) => r.summary.parseMs);
  const pp = medianOf(s.plugin, (r) => r.summary.parseMs);
  scaleRows.push([
    int(n),
    `${ms(fw)} / ${ms(pw)}`,
    `${ms(fl / n)} / ${ms(pl / n)}`,
    `${ms(fp / n)} / ${ms(pp / n)}`,
    `${((1000 * rules) / n).toFixed(0)} µs`,
    pct(median(s.plugin.map((r) => share(r.summary)))),
    prev ? `${ms((fw - prev.fw) / (n - prev.n))} / ${ms((pw - prev.pw) / (n - prev.n))}` : "",
    `${mib(medianOf(s.floor, (r) => r.maxRssKB))} / ${mib(medianOf(s.plugin, (r) => r.maxRssKB))}`,
  ]);
  prev = { n, fw, pw };
}
w(
  table(
    [
      "files",
      "wall: floor / plugin",
      "lint time per file: floor / plugin",
      "of which parse: floor / plugin",
      "rules per file",
      "rules' share",
      "marginal wall per file: floor / plugin",
      "peak RSS: floor / plugin",
    ],
    scaleRows,
  ),
);
w();
w(
  "Peak RSS follows how lazily V8 collects garbage and varies by hundreds of MiB between runs of the same config; " +
    "the heap left after a forced collection, below, is the measure of retained state.",
);
w();
const heapRows = heap.floor.map((f, i) => {
  const p = heap.recommended[i];
  return [
    int(f.files),
    mib(f.heapUsed / 1024),
    mib(p.heapUsed / 1024),
    `${((p.heapUsed - f.heapUsed) / 2 ** 20).toFixed(1)} MiB`,
    int(p.messages),
  ];
});
const slope = (series) => {
  const a = series.find((c) => c.files === heapCheckpoints[0]);
  const b = series.at(-1);
  return (b.heapUsed - a.heapUsed) / (b.files - a.files);
};
w(
  `Heap after linting (no per-file state): one ESLint instance (Node API, same config files) lints ${heapCorpus.name} in chunks of 100 files, ` +
    "drops the results and forces garbage collection at each checkpoint. Retained heap growth per file from the first checkpoint to the last: " +
    `floor ${slope(heap.floor).toFixed(0)} B/file, plugin ${slope(heap.recommended).toFixed(0)} B/file ` +
    `(difference ${(slope(heap.recommended) - slope(heap.floor)).toFixed(0)} B/file). ` +
    "The plugin keeps its per-file state on one record per file, in a WeakMap keyed by the file's SourceCode (src/rules/utils/detect.ts), and caches by AST node or settings object only in WeakMaps (typed.ts, src/contract/settings.ts), so all of it dies with the file.",
);
w();
w(table(["files linted", "heap after GC: floor", "plugin", "plugin - floor", "problems so far"], heapRows));
w();

w("### Fix cost (`--fix`, generated corpus)");
w();
const hist = (h) =>
  Object.entries(h)
    .sort((a, b) => Number(a[0]) - Number(b[0]))
    .map(([k, v]) => `${int(v)} files: ${k}`)
    .join(", ");
const fixSummary = fixRuns.at(-1).summary;
const plainSummary = plainRuns.at(-1).summary;
const plainWall = medianOf(plainRuns, (r) => r.wallMs);
const fixWall = medianOf(fixRuns, (r) => r.wallMs);
w(
  `${REPS.fixPairs} alternating pairs over ${fixCorpus.name} (${int(plainSummary.messages)} problems in ${int(plainSummary.filesWithProblems)} files), ` +
    "both with `--stats`; each `--fix` run writes into a fresh copy.",
);
w();
w(
  table(
    ["", "plain lint", "`--fix`", "ratio"],
    [
      ["wall time (median)", ms(plainWall), ms(fixWall), ratio(fixWall / plainWall)],
      [
        "lint time, sum of per-file totals",
        ms(medianOf(plainRuns, (r) => r.summary.totalMs)),
        ms(medianOf(fixRuns, (r) => r.summary.totalMs)),
        ratio(medianOf(fixRuns, (r) => r.summary.totalMs) / medianOf(plainRuns, (r) => r.summary.totalMs)),
      ],
      ["fix time (applying fixes)", "", ms(medianOf(fixRuns, (r) => r.summary.fixMs)), ""],
      ["fix passes per file (`stats.fixPasses`)", "", hist(fixSummary.fixPasses), ""],
      ["lint passes per file", hist(plainSummary.lintPasses), hist(fixSummary.lintPasses), ""],
      ["files rewritten", "", int(fixSummary.fixedFiles), ""],
      ["problems left after the run", int(plainSummary.messages), int(fixSummary.messages), ""],
    ],
  ),
);
w();
w(
  `Linting the fixed copy again: ${int(afterFix.summary.messages)} problems. ` +
    `\`tsc --noEmit\` on it: ${tscErrors} errors (${tscErrorsBefore} before the fix). ` +
    "A file with fixes costs one fix pass plus the lint pass that confirms it is clean; `fixPasses` counts the passes that changed the text.",
);
w();

w("### `--concurrency`");
w();
w(
  table(
    ["corpus", "pairs", "wall: off / 2", "CPU: off / 2", "peak RSS: off / 2", "problems", "identical results"],
    Object.values(concurrency).map((c) => [
      c.corpus.name,
      String(c.pairs),
      `${ms(c.off)} / ${ms(c.two)}`,
      `${ms(c.offCpu)} / ${ms(c.twoCpu)}`,
      `${mib(c.offRss)} / ${mib(c.twoRss)}`,
      int(c.messages),
      c.identical ? "yes (every message, position, fix and suggestion)" : "**no**",
    ]),
  ),
);
w();

w("### Where the time goes");
w();
w(
  "CPU profiles (`node --cpu-prof`, one run each). Plugin time: samples with the plugin on the stack (its dist/ code and what it calls); " +
    "its share is of the samples outside garbage collection.",
);
w();
for (const p of profiles) {
  w(
    `${p.label}: ${ms(p.totalMs)} of samples, ${ms(p.gcMs)} in garbage collection, plugin ${ms(p.pluginMs)} ` +
      `(${pct(p.pluginMs / (p.totalMs - p.gcMs))}).`,
  );
  w();
  const rowsOf = (list) => list.map((h) => `\`${h.fn}\` ${ms(h.ms)}`);
  const self = rowsOf(p.hot);
  const incl = rowsOf(p.hotInclusive);
  w(
    table(
      ["hottest by self time (plugin samples)", "plugin functions by inclusive time"],
      Array.from({ length: Math.max(self.length, incl.length) }, (_, i) => [self[i] ?? "", incl[i] ?? ""]),
    ),
  );
  w();
}

const robust = (runs) => minShare(runs.map((r) => r.summary));
const missedShare = [
  ...Object.entries(sideBySide)
    .filter(([, s]) => robust(s.pluginStats) > TARGET_SHARE.recommended)
    .map(([name, s]) => `${name} (recommended, ${pct(robust(s.pluginStats))} > 0.5%)`),
  ...Object.entries(typedSide)
    .filter(([, s]) => robust(s.plugin) > TARGET_SHARE.typed)
    .map(([name, s]) => `${name} (typed, ${pct(robust(s.plugin))} > 2%)`),
];
w("### Summary");
w();
w(
  `Whole-process ratios, plugin over floor (median wall time): ${Object.entries(sideBySide)
    .map(([name, s]) => `${name} ${ratio(s.cmp.ratio)} (noise ±${pct(s.cmp.noise, 1)})`)
    .join(", ")}; typed ${Object.entries(typedSide)
    .map(([name, s]) => `${name} ${ratio(s.cmp.ratio)}`)
    .join(", ")}. ` +
    `Rules' own time as a share of lint time (per-file minimum over runs; median of runs in brackets): ${Object.entries(
      sideBySide,
    )
      .map(
        ([name, s]) => `${name} ${pct(minShare(s.pluginStats.map((r) => r.summary)))} (${pct(shareOf(s.pluginStats))})`,
      )
      .join(", ")} with the recommended config; ${Object.entries(typedSide)
      .map(([name, s]) => `${name} ${pct(minShare(s.plugin.map((r) => r.summary)))} (${pct(shareOf(s.plugin))})`)
      .join(", ")} typed. ` +
    `CPU time of the recommended config over one empty rule (the cost of any config with a rule): ${Object.entries(
      anatomy,
    )
      .map(
        ([name, runs]) =>
          `${name} ${ratio(medianOf(runs.recommended, (r) => r.cpuMs) / medianOf(runs.emptyRule, (r) => r.cpuMs))}`,
      )
      .join(", ")}. ` +
    (missedShare.length ? `Share target missed on: ${missedShare.join("; ")}.` : "Every share target met."),
);

mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
writeFileSync(RESULT_FILE, `${out.join("\n")}\n`);
log(`wrote ${path.relative(ROOT, RESULT_FILE)}`);
// Tidy the large scratch copies; the corpora stay for the next run.
rmSync(path.join(WORK, "fix"), { recursive: true, force: true });
rmSync(profDir, { recursive: true, force: true });
