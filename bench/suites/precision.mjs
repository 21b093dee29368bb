// Precision on published code: the builds that agent/LLM SDKs and tool frameworks ship on npm (pinned dev dependencies),
// linted with the built plugin (dist/), each preset in turn, untyped and (where the code brings its
// types) typed. Counts, per corpus, preset and mode: files, object literals with both a `status` and a
// `content` key, objects the rules recognised (at least one report), reports and false positives; lists
// every report. A report is a false positive unless KNOWN_TRUE_POSITIVES in bench/lib/precision-corpus.mjs
// lists it with a reason. Benchmarks measure: the suite exits 0 whatever it finds, and prints the total.
// Writes bench/results/precision.md. Run through `npm run bench -- precision` (which builds dist/ first).
// PRECISION_UNTYPED=1 skips the typed runs.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  CORPORA,
  KNOWN_TRUE_POSITIVES,
  PACKAGES,
  REPO_ROOT,
  TYPED_COMPILER_OPTIONS,
  corpusFiles,
  installedPackage,
  knownTruePositive,
  languageConfigs,
  lintWithPreset,
} from "../lib/precision-corpus.mjs";
import { ESLint } from "eslint";

if (!existsSync(path.join(REPO_ROOT, "dist/index.js"))) {
  throw new Error("dist/index.js is missing: run `npm run build` first (npm run bench does).");
}
const { default: plugin } = await import("../../dist/index.js");
const { PRESET_NAMES } = await import("../../dist/contract/presets.js");

const WORK = path.join(REPO_ROOT, "bench/.work/precision");
const RESULT_FILE = path.join(REPO_ROOT, "bench/results/precision.md");
const WITH_TYPED = process.env.PRECISION_UNTYPED !== "1";
/** A typed run slower than this is noted in the results (the corpus would then better run untyped only). */
const TYPED_BUDGET_MS = 3 * 60_000;

const t0 = performance.now();
const load0 = os.loadavg();
const log = (msg) => console.log(`[precision ${((performance.now() - t0) / 1000).toFixed(0).padStart(4)}s] ${msg}`);
const versionOf = (name) => installedPackage(name).version;
const commit = (() => {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: REPO_ROOT, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
})();
const seconds = (ms) => (ms >= 10_000 ? `${(ms / 1000).toFixed(0)} s` : `${(ms / 1000).toFixed(1)} s`);

// ---------------------------------------------------------------------------------------------------
// 1. The copies: ESLint ignores node_modules/, and the typed runs need a tsconfig beside the code.

/**
 * Copies the package's shipped files (without source maps and nested node_modules) into the corpus's
 * directory, links its nested node_modules back (the typed runs resolve its own dependencies there) and,
 * for a typed corpus, writes a tsconfig.json whose program is exactly the corpus's files.
 */
function prepare(corpus) {
  const pkg = installedPackage(corpus.pkg);
  const dir = path.join(WORK, corpus.id);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(pkg.dir, dir, {
    recursive: true,
    filter: (from) => {
      const rel = path.relative(pkg.dir, from);
      return !rel.split(path.sep).includes("node_modules") && !from.endsWith(".map");
    },
  });
  if (existsSync(path.join(pkg.dir, "node_modules"))) {
    symlinkSync(path.join(pkg.dir, "node_modules"), path.join(dir, "node_modules"), "dir");
  }
  const files = corpusFiles(corpus, dir);
  if (corpus.typed) {
    const compilerOptions =
      corpus.typed === "js" ? { ...TYPED_COMPILER_OPTIONS, allowJs: true, checkJs: false } : TYPED_COMPILER_OPTIONS;
    writeFileSync(path.join(dir, "tsconfig.json"), `${JSON.stringify({ compilerOptions, files }, null, 2)}\n`);
  }
  return { ...corpus, version: pkg.version, dir, files };
}

log(`copying ${PACKAGES.length} packages into ${path.relative(REPO_ROOT, WORK)}/`);
mkdirSync(WORK, { recursive: true });
const corpora = CORPORA.map(prepare);
const prepareMs = performance.now() - t0;

// ---------------------------------------------------------------------------------------------------
// 2. The runs: every corpus with every preset, untyped, then typed where the corpus has types.

const runs = [];
for (const corpus of corpora) {
  const modes = WITH_TYPED && corpus.typed ? ["untyped", "typed"] : ["untyped"];
  for (const mode of modes) {
    for (const preset of PRESET_NAMES) {
      const typed = mode === "typed";
      const run = await lintWithPreset({
        plugin,
        cwd: corpus.dir,
        files: corpus.files.map((f) => path.join(corpus.dir, f)),
        preset,
        typed,
        typedJs: corpus.typed === "js",
      });
      if (run.fatal.length > 0) {
        throw new Error(
          `${corpus.id} (${mode}, ${preset}): ${run.fatal.length} files do not parse; first: ${run.fatal[0]}`,
        );
      }
      const reports = run.reports.map((r) => ({ ...r, truePositive: knownTruePositive({ ...r, corpus: corpus.id }) }));
      const objectKey = (r) => `${r.file}:${r.object ?? `${r.line}:${r.column}`}`;
      const result = {
        corpus,
        mode,
        preset,
        files: run.files,
        typedFiles: run.typedFiles,
        both: run.objects.filter((o) => o.both).length,
        recognised: new Set(reports.map(objectKey)).size,
        reports,
        fp: reports.filter((r) => !r.truePositive).length,
        fpObjects: new Set(reports.filter((r) => !r.truePositive).map(objectKey)).size,
        ms: run.ms,
      };
      runs.push(result);
      log(
        `${corpus.id.padEnd(12)} ${mode.padEnd(7)} ${preset.padEnd(15)} files ${String(result.files).padStart(4)}, ` +
          `both keys ${String(result.both).padStart(3)}, recognised ${result.recognised}, reports ${reports.length}, ` +
          `false positives ${result.fp} (${seconds(run.ms)})`,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// 2b. Tool declarations the rules recognise in each corpus (the tool APIs of src/frameworks/): where
// there are none, only the presets' shape detection can report there.

const { collectCallbacks } = await import("../../dist/rules/detection/sites.js");
const { TOOL_APIS } = await import("../../dist/frameworks/index.js");
for (const corpus of corpora) {
  const declarations = new Map();
  const probe = {
    meta: { type: "suggestion", schema: [] },
    create(context) {
      return {
        "Program:exit"() {
          const file = path.relative(corpus.dir, context.filename).split(path.sep).join("/");
          for (const declaration of new Set(
            collectCallbacks(context.sourceCode, TOOL_APIS, { taggedBlocks: false }).values(),
          )) {
            const list = declarations.get(declaration.api.name) ?? new Set();
            list.add(`${file}:${declaration.config?.loc.start.line ?? "?"}`);
            declarations.set(declaration.api.name, list);
          }
        },
      };
    },
  };
  const eslint = new ESLint({
    cwd: corpus.dir,
    overrideConfigFile: true,
    allowInlineConfig: false,
    overrideConfig: [
      ...languageConfigs(),
      { plugins: { sites: { rules: { probe } } }, rules: { "sites/probe": "error" } },
    ],
  });
  await eslint.lintFiles(corpus.files.map((f) => path.join(corpus.dir, f)));
  corpus.declarations = [...declarations].map(([api, where]) => ({ api, count: where.size }));
}

// ---------------------------------------------------------------------------------------------------
// 3. The section.

const totals = new Map();
for (const r of runs) {
  const key = `${r.mode} ${r.preset}`;
  const t = totals.get(key) ?? {
    mode: r.mode,
    preset: r.preset,
    files: 0,
    both: 0,
    recognised: 0,
    reports: 0,
    fp: 0,
    fpObjects: 0,
  };
  t.files += r.files;
  t.both += r.both;
  t.recognised += r.recognised;
  t.reports += r.reports.length;
  t.fp += r.fp;
  t.fpObjects += r.fpObjects;
  totals.set(key, t);
}
const fpTotal = runs.reduce((n, r) => n + r.fp, 0);
const reportTotal = runs.reduce((n, r) => n + r.reports.length, 0);
const load1 = os.loadavg();

const ids = (pick) =>
  CORPORA.filter(pick)
    .map((c) => `\`${c.id}\``)
    .join(", ");
const md = [];
md.push("## Precision on published SDK and tool-framework code");
md.push("");
md.push(
  '`bench/suites/precision.mjs`: the code that agent/LLM SDKs and the tool frameworks the rules know (MCP SDK 1.x and 2.x, mcp-handler, fastmcp, mcp-framework, the Claude Agent SDK, OpenAI Agents, Google ADK, Strands, the AI SDK, LangChain.js) publish on npm, installed as pinned dev dependencies (or, for `@openai/agents-openai` and `@openai/agents-realtime`, as the pinned lock file\'s dependencies of `@openai/agents`), linted with the built plugin (`dist/`, `configs.recommended`; `configs["recommended-type-checked"]` in the typed runs) under each preset (`settings: { "tool-result": { preset } }`). A framework\'s own code declares few tools of its API (its built-in tools, its examples), so **every report is a false positive** unless `KNOWN_TRUE_POSITIVES` in `bench/lib/precision-corpus.mjs` lists it with a reason' +
    (KNOWN_TRUE_POSITIVES.length === 0
      ? " (it lists none). The target is zero."
      : ` (${KNOWN_TRUE_POSITIVES.length} listed).`),
);
md.push("");
md.push(
  `- Plugin ${JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")).version} at commit ${commit}; ESLint ${versionOf("eslint")}, @typescript-eslint/parser ${versionOf("@typescript-eslint/parser")}, TypeScript ${versionOf("typescript")}, Node ${process.version}.`,
);
md.push(
  "- Each code base is linted once: the ESM build where ESM and CJS both ship, and the TypeScript sources that `ai` and `@ai-sdk/openai` ship beside their bundles (so these two appear twice, as `-dist` and `-src`). Copies in `bench/.work/precision/<corpus>/` (ESLint ignores node_modules/), source maps left out. Inline `eslint-disable` comments of the packages are ignored.",
);
md.push(
  "- *objects with both keys*: object literals with a `status` and a `content` key (a counting rule in the same run). *recognised*: objects with at least one report (a report outside any such object counts as its own). *false positives*: reports not listed as known true positives, and the objects they are on.",
);
md.push(
  `- Typed: \`parserOptions.projectService\` with a tsconfig written into the copy (strict, ES2022, \`moduleResolution: bundler\`, \`skipLibCheck\`) whose program is exactly the linted files: the TypeScript sources (${ids((c) => c.typed === "ts")}), and, with \`allowJs\`, the JavaScript of the packages that ship a \`.d.ts\` beside every module (${ids((c) => c.typed === "js")}), whose imports then resolve to those declarations. The others are untyped only: bundles that import nothing of their own, or modules with no declarations beside them (${ids((c) => !c.typed)}).` +
    (WITH_TYPED ? "" : " **This run skipped the typed runs (PRECISION_UNTYPED=1).**"),
);
md.push(
  `- Copying took ${seconds(prepareMs)}; the whole suite ${seconds(performance.now() - t0)}. Machine load (1-minute average): ${load0[0].toFixed(1)} before, ${load1[0].toFixed(1)} after, on ${os.cpus().length} cores; times are indicative.`,
);
md.push("");
md.push("### Packages");
md.push("");
md.push(
  "*tool declarations*: the declarations of a tool API the rules recognise (`src/frameworks/`: a call, `new`, method or class of an import of the API's modules), by API. A framework's own code imports its own modules by relative paths, so the tools it declares itself (Google ADK's `load_web_page`, say) are not recognised there; what is found are the `tools/call` handlers that fastmcp, mcp-framework and `McpServer` of `@modelcontextprotocol/server` 2.x set on the MCP SDK, whose results (with `isError: true` from their catch clauses) the rules check as a tool's. In a corpus without any, only the presets' shape detection (and `new ToolResultBlock(...)`, recognised by name) can report.",
);
md.push("");
md.push("| package | version | corpora (what is linted) | tool declarations |");
md.push("|---|---|---|---|");
for (const pkg of PACKAGES) {
  const own = corpora.filter((c) => c.pkg === pkg);
  const declared = own
    .flatMap((c) => c.declarations.map((d) => `${d.count} ${d.api}${own.length > 1 ? ` (\`${c.id}\`)` : ""}`))
    .join(", ");
  md.push(
    `| \`${pkg}\` | ${own[0].version} | ${own.map((c) => `\`${c.id}\`: ${c.files.length} files, ${c.linted}`).join("; ")} | ${declared || "none"} |`,
  );
}
md.push("");
md.push(`### Results: ${fpTotal} false positives in ${reportTotal} reports`);
md.push("");
md.push(
  "| corpus | preset | mode | files | objects with both keys | objects recognised | reports | false positives (reports) | false-positive objects | time |",
);
md.push("|---|---|---|---:|---:|---:|---:|---:|---:|---:|");
for (const r of runs) {
  const typedNote = r.mode === "typed" && r.typedFiles !== r.files ? ` (${r.typedFiles} with types)` : "";
  const slow = r.mode === "typed" && r.ms > TYPED_BUDGET_MS ? " (over the 3-minute budget)" : "";
  md.push(
    `| \`${r.corpus.id}\` | ${r.preset} | ${r.mode} | ${r.files}${typedNote} | ${r.both} | ${r.recognised} | ${r.reports.length} | ${r.fp ? `**${r.fp}**` : 0} | ${r.fpObjects} | ${seconds(r.ms)}${slow} |`,
  );
}
for (const t of totals.values()) {
  md.push(
    `| **all corpora** | ${t.preset} | ${t.mode} | ${t.files} | ${t.both} | ${t.recognised} | ${t.reports} | **${t.fp}** | ${t.fpObjects} | |`,
  );
}
md.push("");
md.push("### By rule");
md.push("");
md.push(
  "Reports of each rule over every corpus, untyped and typed (each preset's run counted once: a report found under several presets counts once per preset).",
);
md.push("");
const ruleNames = Object.keys(plugin.rules).map((name) => `tool-result/${name}`);
md.push(`| rule | ${[...totals.values()].map((t) => `${t.mode} ${t.preset}`).join(" | ")} |`);
md.push(`|---|${[...totals.values()].map(() => "---:").join("|")}|`);
for (const rule of ruleNames) {
  const cells = [...totals.values()].map((t) => {
    const mine = runs
      .filter((r) => r.mode === t.mode && r.preset === t.preset)
      .flatMap((r) => r.reports.filter((report) => report.rule === rule));
    const fp = mine.filter((report) => !report.truePositive).length;
    return mine.length === 0 ? "0" : `${mine.length} (${fp} false)`;
  });
  md.push(`| \`${rule}\` | ${cells.join(" | ")} |`);
}
const typedRuns = runs.filter((r) => r.mode === "typed");
md.push("");
if (typedRuns.length > 0) {
  const partial = typedRuns.filter((r) => r.typedFiles !== r.files);
  md.push(
    `${
      partial.length === 0
        ? "Every file of every typed run had type information (a TypeScript program)."
        : `${partial.length} typed runs had files without type information (their row says how many had it).`
    } The first typed run of a corpus includes creating its TypeScript program; the runs with the other presets reuse typescript-eslint's project service within the process, hence their shorter times.`,
  );
  md.push("");
}
md.push("### Every report");
md.push("");
md.push(
  "Positions are in the package's files (the same paths as in the copy); the excerpt is the innermost recorded object literal around the report, on one line.",
);
md.push("");
const withReports = runs.filter((r) => r.reports.length > 0);
if (withReports.length === 0) md.push("No report.");
for (const r of withReports) {
  md.push(`**\`${r.corpus.id}\`, ${r.mode}, preset ${r.preset}** (${r.reports.length}):`);
  md.push("");
  for (const report of r.reports) {
    const verdict = report.truePositive ? `true positive: ${report.truePositive.reason}` : "false positive";
    const fix = report.fix ? ", autofix" : report.suggestions ? ", suggestion" : "";
    md.push(
      `- \`${report.file}:${report.line}:${report.column}\` \`${report.rule}\` (${verdict}${fix}): ${report.message}${report.excerpt ? `<br>\`${report.excerpt.replaceAll("`", "'")}\`` : ""}`,
    );
  }
  md.push("");
}
mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
writeFileSync(RESULT_FILE, `${md.join("\n").trim()}\n`);

console.log("");
console.log(`FALSE POSITIVES: ${fpTotal} (of ${reportTotal} reports, over ${runs.length} runs; target 0)`);
for (const t of totals.values()) {
  console.log(`  ${t.mode.padEnd(7)} ${t.preset.padEnd(15)} ${t.fp} false positives in ${t.fpObjects} objects`);
}
log(`wrote ${path.relative(REPO_ROOT, RESULT_FILE)}`);
