// Runs the ESLint CLI in a child process (the way CI and users run it) and reads back what it did.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);
const ESLINT_BIN = path.join(path.dirname(require.resolve("eslint/package.json")), "bin", "eslint.js");
const PRELOAD = pathToFileURL(path.join(import.meta.dirname, "usage-preload.mjs")).href;

/**
 * Writes the flat config files the runs use into `configDir` and returns their paths:
 * - floor: the parser alone (parsing, scope analysis, traversal), no rules
 * - recommended: the same plus the plugin's `configs.recommended`
 * - floorTyped / typed: the same pair with `parserOptions.projectService` (type information), the typed
 *   one with `configs["recommended-type-checked"]`
 * - pluginLoaded / emptyRule: references between the floor and the plugin (see below)
 * The plugin is imported by its package name, so it loads through the package's `exports` from dist/,
 * as a user's config would load it. Config files (not a plugin object) also let --concurrency workers
 * load the plugin. The configs apply to the current directory (each run's cwd is a corpus).
 */
export function writeConfigs(configDir) {
  mkdirSync(configDir, { recursive: true });
  const common = (typed) => `{
  files: ["**/*.ts"],
  languageOptions: {
    parser: tsParser,
    parserOptions: ${typed ? "{ projectService: true, tsconfigRootDir: process.cwd() }" : "{}"},
  },
  // The corpora's own eslint-disable comments must not matter (the CLI also gets --no-inline-config).
  linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: "off", reportUnusedInlineConfigs: "off" },
}`;
  // The least any rule set can do to report the problems the plugin reports on the generated corpus: find
  // objects with status and content keys, report every other key or spread with a constant message and a
  // constant fix, beside three rules that only listen. What ESLint itself costs per reported problem.
  // Typed, each reported spread's keys come from one checker query (\`getTypeAtLocation\`), as a fix that
  // moves a spread's keys needs them: what TypeScript itself costs per spread.
  const minimal = (typed) => `import tsParser from "@typescript-eslint/parser";

const TYPED = ${typed};
const keyName = (p) => (p.type === "Property" && !p.computed ? (p.key.type === "Identifier" ? p.key.name : String(p.key.value)) : undefined);
const report = {
  meta: { type: "problem", fixable: "code", schema: [], messages: { extra: "Extra key {{key}} beside status and content." } },
  create(context) {
    const services = TYPED ? context.sourceCode.parserServices : undefined;
    const checker = services?.program.getTypeChecker();
    const fixText = (p) =>
      TYPED && p.type === "SpreadElement"
        ? \`{ \${checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(p.argument)).getProperties().map((s) => s.getName()).join(", ")} }\`
        : "{}";
    return {
      ObjectExpression(node) {
        let status = false;
        let content = false;
        for (const p of node.properties) {
          const name = keyName(p);
          if (name === "status") status = true;
          else if (name === "content") content = true;
        }
        if (!status || !content) return;
        for (const p of node.properties) {
          const name = keyName(p);
          if (name === "status" || name === "content") continue;
          const text = fixText(p);
          context.report({ node: p, messageId: "extra", data: { key: name ?? "..." }, fix: (fixer) => fixer.replaceTextRange(node.range, text) });
        }
      },
    };
  },
};
const listen = { meta: { type: "problem", schema: [] }, create: () => ({ ObjectExpression() {} }) };

export default [${common(typed)}, {
  plugins: { bench: { rules: { report, a: listen, b: listen, c: listen } } },
  rules: { "bench/report": "error", "bench/a": "error", "bench/b": "error", "bench/c": "error" },
}];
`;
  const files = {
    floor: `import tsParser from "@typescript-eslint/parser";\n\nexport default [${common(false)}];\n`,
    recommended: `import tsParser from "@typescript-eslint/parser";\nimport toolResult from "eslint-plugin-tool-result";\n\nexport default [${common(false)}, toolResult.configs.recommended];\n`,
    floorTyped: `import tsParser from "@typescript-eslint/parser";\n\nexport default [${common(true)}];\n`,
    typed: `import tsParser from "@typescript-eslint/parser";\nimport toolResult from "eslint-plugin-tool-result";\n\nexport default [${common(true)}, toolResult.configs["recommended-type-checked"]];\n`,
    // Two references that split the difference between the floor and the plugin: the plugin loaded with
    // no rule on, and one rule of ESLint's own shape that does nothing (what turning on any rule costs).
    pluginLoaded: `import tsParser from "@typescript-eslint/parser";\nimport toolResult from "eslint-plugin-tool-result";\n\nexport default [${common(false)}, { plugins: { "tool-result": toolResult } }];\n`,
    minimalReport: minimal(false),
    minimalTyped: minimal(true),
    emptyRule: `import tsParser from "@typescript-eslint/parser";\n\nconst empty = { meta: { type: "problem", schema: [] }, create: () => ({}) };\n\nexport default [${common(false)}, { plugins: { bench: { rules: { empty } } }, rules: { "bench/empty": "error" } }];\n`,
  };
  const paths = {};
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(configDir, `${name}.config.mjs`);
    writeFileSync(file, `// Written by bench/suites/lint.mjs.\n${text}`);
    paths[name] = file;
  }
  return paths;
}

/**
 * One ESLint CLI run over `cwd` (the corpus). Returns wall time, CPU time and peak RSS of the whole
 * process, and the parsed JSON results when `keepResults` is set.
 */
export function runEslint({
  cwd,
  config,
  stats = false,
  fix = false,
  concurrency,
  outDir,
  keepResults = true,
  nodeArgs = [],
}) {
  mkdirSync(outDir, { recursive: true });
  const outFile = path.join(outDir, "eslint-results.json");
  const usageFile = path.join(outDir, "usage.json");
  rmSync(outFile, { force: true });
  rmSync(usageFile, { force: true });
  const args = [
    ...nodeArgs,
    "--import",
    PRELOAD,
    ESLINT_BIN,
    "--config",
    config,
    "--no-inline-config",
    "--format",
    "json",
    "--output-file",
    outFile,
  ];
  if (stats) args.push("--stats");
  if (fix) args.push("--fix");
  if (concurrency !== undefined) args.push(`--concurrency=${concurrency}`);
  args.push(".");
  const started = performance.now();
  const child = spawnSync(process.execPath, args, {
    cwd,
    env: { ...process.env, BENCH_USAGE_FILE: usageFile, TIMING: "" },
    encoding: "utf8",
    maxBuffer: 64 * 2 ** 20,
  });
  const wallMs = performance.now() - started;
  // 0: no problems, 1: problems found (expected on the generated corpus), 2: ESLint failed.
  if (child.status !== 0 && child.status !== 1) {
    throw new Error(
      `eslint exited with ${child.status ?? child.signal} in ${cwd} (config ${path.basename(config)}):\n${child.stderr || child.stdout}`,
    );
  }
  if (!existsSync(usageFile) || !existsSync(outFile)) {
    throw new Error(`eslint in ${cwd} wrote no ${existsSync(outFile) ? "usage report" : "results"}:\n${child.stderr}`);
  }
  const usage = JSON.parse(readFileSync(usageFile, "utf8"));
  const results = keepResults ? JSON.parse(readFileSync(outFile, "utf8")) : undefined;
  rmSync(outFile, { force: true });
  return {
    wallMs,
    cpuMs: usage.userMs + usage.systemMs,
    maxRssKB: usage.maxRssKB,
    exitCode: child.status,
    results,
    stderr: child.stderr,
  };
}

/** Totals over ESLint's JSON results (with `--stats`: per-file parse, rule, fix and total times). */
export function summarize(results) {
  const s = {
    files: results.length,
    messages: 0,
    fatal: 0,
    byRule: {},
    totalMs: 0,
    parseMs: 0,
    rulesMs: 0,
    fixMs: 0,
    ruleMs: {},
    fixPasses: {},
    lintPasses: {},
    fixedFiles: 0,
    filesWithProblems: 0,
    /** file path -> [total ms, rules ms] (with --stats) */
    perFile: new Map(),
  };
  for (const file of results) {
    if (file.messages.length > 0) s.filesWithProblems++;
    for (const m of file.messages) {
      s.messages++;
      if (m.fatal) s.fatal++;
      const key = m.ruleId ?? (m.fatal ? "(parse error)" : "(other)");
      s.byRule[key] = (s.byRule[key] ?? 0) + 1;
    }
    if (file.output !== undefined) s.fixedFiles++;
    if (!file.stats) continue;
    s.fixPasses[file.stats.fixPasses] = (s.fixPasses[file.stats.fixPasses] ?? 0) + 1;
    const passes = file.stats.times.passes;
    s.lintPasses[passes.length] = (s.lintPasses[passes.length] ?? 0) + 1;
    let fileTotal = 0;
    let fileRules = 0;
    for (const pass of passes) {
      fileTotal += pass.total ?? 0;
      for (const t of Object.values(pass.rules ?? {})) fileRules += t.total;
    }
    s.perFile.set(file.filePath, [fileTotal, fileRules]);
    for (const pass of passes) {
      s.totalMs += pass.total ?? 0;
      s.parseMs += pass.parse?.total ?? 0;
      s.fixMs += pass.fix?.total ?? 0;
      for (const [rule, t] of Object.entries(pass.rules ?? {})) {
        s.rulesMs += t.total;
        s.ruleMs[rule] = (s.ruleMs[rule] ?? 0) + t.total;
      }
    }
  }
  return s;
}

/**
 * The rules' share of the lint time, robust to the process being descheduled (which only ever adds time):
 * for each file, the smallest total and the smallest rule time over several runs of the same config, then
 * the sum of those rule times over the sum of those totals.
 */
export function minShare(summaries) {
  let total = 0;
  let rules = 0;
  for (const [file] of summaries[0].perFile) {
    const runs = summaries.map((s) => s.perFile.get(file)).filter(Boolean);
    total += Math.min(...runs.map((r) => r[0]));
    rules += Math.min(...runs.map((r) => r[1]));
  }
  return total > 0 ? rules / total : Number.NaN;
}

/**
 * A canonical text of every message (file, rule, position, message, fix, suggestions), to check that two
 * runs found exactly the same problems.
 */
export function canonicalMessages(results, cwd) {
  return JSON.stringify(
    results
      .map((file) => ({
        file: path.relative(cwd, file.filePath),
        messages: file.messages.map((m) => ({
          ruleId: m.ruleId,
          line: m.line,
          column: m.column,
          endLine: m.endLine,
          endColumn: m.endColumn,
          messageId: m.messageId,
          message: m.message,
          fix: m.fix,
          suggestions: m.suggestions,
        })),
        output: file.output,
      }))
      .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)),
  );
}
