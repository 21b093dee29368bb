// Recall and precision on published MCP servers and agent SDK code: the packages pinned in
// bench/corpus/recall/packages.json, fetched with `npm pack` into bench/.work/recall/ and unpacked there.
// RECALL_CORPUS=heldout runs bench/corpus/heldout/ instead (packages classified by hand before any
// injected run on them), into bench/.work/heldout/ and bench/results/heldout.md.
// Every candidate object literal of their code is classified by hand in bench/corpus/recall/manifest.json
// (a real tool result, with its contract and the pattern it is found through, or a look-alike with the
// reason). For each literal, one telemetry key (`debugTiming: 1, ` right after its `{`) is injected into
// an in-memory copy of its file, which is linted at the file's own path (so the rest of the package is
// on disk beside it) with the built plugin's `configs.recommended`, untyped, under the default preset,
// `preset: "mcp"` and `preset: "strands"`. A result counts as reported when a `tool-result/no-extra-keys`
// or `no-spread` message lands on the injected key; a look-alike reported the same way is a false report.
// The un-injected packages are linted too, and every report there must be classified in
// bench/corpus/recall/reports.json (true positive or false report, with why); unclassified ones are
// printed as NEW. Writes bench/results/recall.md. Run through `npm run bench -- recall`.
// Typed runs: each package is copied into bench/.work/recall/typed/ with a tsconfig.json whose program is
// its linted files (allowJs for the compiled JavaScript) and a node_modules link to this repository's
// node_modules (so `@modelcontextprotocol/sdk`, zod and the rest resolve to the versions installed here);
// the same lints and injections run with `parserOptions.projectService` and
// `configs["recommended-type-checked"]`, under the default preset and `preset: "mcp"`.
// RECALL_TYPED=0 skips the typed runs, RECALL_TYPED=only makes only them (default: both).
// Both take about 9 minutes on 2 cores shared with other work (the typed runs two thirds of it);
// RECALL_TYPED=0 about 2 to 4.
// RECALL_ONLY=<package>[,<package>] limits the run to some packages (the figures are then partial).
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import { TYPED_COMPILER_OPTIONS, languageConfigs } from "../lib/precision-corpus.mjs";
import { describeCandidates, isTypeScript, oneLine } from "../lib/recall-candidates.mjs";
import {
  CORPUS_NAME,
  CORPUS_REL,
  INJECTED_KEY,
  REPO_ROOT,
  entryOrder,
  inject,
  loadRecallCorpus,
  packageFiles,
  preparePackage,
} from "../lib/recall-corpus.mjs";

if (!existsSync(path.join(REPO_ROOT, "dist/index.js"))) {
  throw new Error("dist/index.js is missing: run `npm run build` first (npm run bench does).");
}
const { default: plugin } = await import("../../dist/index.js");

const RESULT_FILE = path.join(REPO_ROOT, `bench/results/${CORPUS_NAME}.md`);
/** The presets of a run: the default (no settings) and the two framework presets. */
const PRESETS = [
  { id: "default", settings: undefined },
  { id: "mcp", settings: { preset: "mcp" } },
  { id: "strands", settings: { preset: "strands" } },
];
const KEY_RULES = new Set(["tool-result/no-extra-keys", "tool-result/no-spread"]);
/** The presets of the typed runs: a typed run costs a TypeScript program per package. */
const TYPED_PRESET_IDS = ["default", "mcp"];
const TYPED = process.env.RECALL_TYPED ?? "1";
if (!["0", "1", "only"].includes(TYPED)) {
  throw new Error(
    `RECALL_TYPED=${JSON.stringify(TYPED)}: use 0 (untyped runs only), 1 (untyped and typed, the default) or only (typed runs only).`,
  );
}
/** Every run of the suite: a mode (untyped or typed) and a preset; `id` names it in tables and logs. */
const RUNS = [
  ...(TYPED === "only" ? [] : PRESETS.map((preset) => ({ id: preset.id, mode: "untyped", preset }))),
  ...(TYPED === "0"
    ? []
    : PRESETS.filter((p) => TYPED_PRESET_IDS.includes(p.id)).map((preset) => ({
        id: `typed ${preset.id}`,
        mode: "typed",
        preset,
      }))),
];

const t0 = performance.now();
const load0 = os.loadavg();
const log = (msg) => console.log(`[recall ${((performance.now() - t0) / 1000).toFixed(0).padStart(4)}s] ${msg}`);
const seconds = (ms) => (ms >= 10_000 ? `${(ms / 1000).toFixed(0)} s` : `${(ms / 1000).toFixed(1)} s`);
const pct = (n, d) => (d === 0 ? "n/a" : `${((100 * n) / d).toFixed(1)}%`);
const commit = (() => {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: REPO_ROOT, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
})();
const versionOf = (name) =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, "node_modules", ...name.split("/"), "package.json"), "utf8")).version;

// ---------------------------------------------------------------------------------------------------
// 1. The packages, their files and their candidates; every candidate must be classified.

const corpus = loadRecallCorpus();
const only = process.env.RECALL_ONLY ? new Set(process.env.RECALL_ONLY.split(",")) : undefined;
const packages = corpus.packages.filter((p) => !only || only.has(p.name));
const root = path.join(corpus.cacheDir, "unpacked");
log(`preparing ${packages.length} packages in ${path.relative(REPO_ROOT, corpus.cacheDir)}/`);

const byPosition = new Map(corpus.entries.map((e) => [`${e.package}:${e.file}:${e.line}:${e.column}`, e]));
const unclassified = [];
const stale = [];
const prepared = [];
for (const pkg of packages) {
  const dir = preparePackage(pkg, corpus.cacheDir);
  const files = packageFiles(pkg, dir);
  const texts = new Map(files.map((f) => [f, readFileSync(path.join(dir, f), "utf8")]));
  const seen = new Set();
  const shapes = new Map();
  for (const [file, text] of texts) {
    for (const c of describeCandidates(file, text)) {
      const key = `${pkg.name}:${file}:${c.line}:${c.column}`;
      seen.add(key);
      shapes.set(key, { shape: c.shape, keys: c.keys, excerpt: c.excerpt });
      if (!byPosition.has(key))
        unclassified.push(`${pkg.name} ${file}:${c.line}:${c.column} {${c.keys.join(", ")}} ${c.excerpt}`);
    }
  }
  const entries = corpus.entries.filter((e) => e.package === pkg.name);
  for (const e of entries) {
    if (!seen.has(`${e.package}:${e.file}:${e.line}:${e.column}`))
      stale.push(`${e.package} ${e.file}:${e.line}:${e.column}`);
  }
  prepared.push({ pkg, dir, files, texts, entries, shapes });
}
if (stale.length > 0) {
  throw new Error(
    `${CORPUS_REL}/manifest.json has ${stale.length} entries on no candidate of the pinned code (wrong position or file):\n  ${stale.join("\n  ")}`,
  );
}
const prepareMs = performance.now() - t0;

// ---------------------------------------------------------------------------------------------------
// 2. ESLint, one instance per run. Untyped: over the unpacked packages (ESLint ignores node_modules/, and
// the cache keeps the packages outside any). Typed: over copies with a tsconfig.json and a node_modules
// link, through typescript-eslint's project service (one per process: a package's program is made on
// its first file and reused by every later lint of its files, whatever the run).

const typedRoot = path.join(corpus.cacheDir, "typed");
const SDK_DIR = path.join(REPO_ROOT, "node_modules/@modelcontextprotocol/sdk");
if (RUNS.some((r) => r.mode === "typed")) {
  if (!existsSync(SDK_DIR))
    throw new Error(`${SDK_DIR} is missing: run \`npm ci\` first (the typed runs resolve the MCP SDK's types there).`);
  rmSync(typedRoot, { recursive: true, force: true });
  for (const p of prepared) {
    const dir = path.join(typedRoot, path.basename(p.dir));
    cpSync(p.dir, dir, { recursive: true, filter: (from) => !from.endsWith(".map") });
    symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
    const compilerOptions = p.files.every(isTypeScript)
      ? TYPED_COMPILER_OPTIONS
      : { ...TYPED_COMPILER_OPTIONS, allowJs: true, checkJs: false };
    // The package's own tsconfig.json, if it ships one, is replaced in the copy: the program is exactly
    // the linted files (and what they import).
    writeFileSync(path.join(dir, "tsconfig.json"), `${JSON.stringify({ compilerOptions, files: p.files }, null, 2)}\n`);
    p.typedDir = dir;
  }
}

/**
 * Per package: the linted files a typed lint had a program for, and which of the MCP SDK's packages
 * (`@modelcontextprotocol/sdk` 1.x, `server` and `core` 2.x) the program holds declarations of.
 */
const typedFiles = new Map();
/** The manifest entries by `<copy dir>/<file>:<line>:<column>`, and the contextual type of each literal (typed). */
const entryAt = new Map(
  prepared.flatMap((p) =>
    p.typedDir ? p.entries.map((e) => [`${path.basename(p.typedDir)}/${e.file}:${e.line}:${e.column}`, e]) : [],
  ),
);
const contextualTypes = new Map();
const MCP_TYPES = /\/node_modules\/@modelcontextprotocol\/(sdk|server|core)\//u;
const probe = {
  rules: {
    typed: {
      meta: { type: "suggestion", schema: [] },
      create(context) {
        const program = context.sourceCode.parserServices?.program;
        if (program) {
          const pkgDir = path.relative(typedRoot, context.filename).split(path.sep)[0];
          const seen = typedFiles.get(pkgDir) ?? { files: new Set(), sdk: new Set() };
          seen.files.add(context.filename);
          if (seen.sdk.size === 0) {
            for (const f of program.getSourceFiles()) {
              const match = MCP_TYPES.exec(f.fileName);
              if (match) seen.sdk.add(`@modelcontextprotocol/${match[1]}`);
            }
          }
          typedFiles.set(pkgDir, seen);
        }
        if (!program) return {};
        const rel = path.relative(typedRoot, context.filename).split(path.sep).join("/");
        return {
          ObjectExpression(node) {
            const key = `${rel}:${node.loc.start.line}:${node.loc.start.column + 1}`;
            if (!entryAt.has(key) || contextualTypes.has(entryAt.get(key))) return;
            const { esTreeNodeToTSNodeMap } = context.sourceCode.parserServices;
            const checker = program.getTypeChecker();
            const type = checker.getContextualType(esTreeNodeToTSNodeMap.get(node));
            contextualTypes.set(entryAt.get(key), type ? checker.typeToString(type) : undefined);
          },
        };
      },
    },
  },
};

function eslintFor(run) {
  const typed = run.mode === "typed";
  return new ESLint({
    cwd: typed ? typedRoot : root,
    overrideConfigFile: true,
    allowInlineConfig: false,
    overrideConfig: [
      ...languageConfigs(typed ? { typed: true, typedJs: true, tsconfigRootDir: typedRoot } : {}),
      typed ? plugin.configs["recommended-type-checked"] : plugin.configs.recommended,
      ...(run.preset.settings ? [{ settings: { "tool-result": run.preset.settings } }] : []),
      ...(typed ? [{ plugins: { recall: probe }, rules: { "recall/typed": "error" } }] : []),
    ],
  });
}
const linters = new Map(RUNS.map((r) => [r.id, eslintFor(r)]));
const dirOf = (run, p) => (run.mode === "typed" ? p.typedDir : p.dir);

// ---------------------------------------------------------------------------------------------------
// 3. The un-injected packages: every report, matched against reports.json.

const classifiedReports = new Map(
  corpus.reports.map((r) => [`${r.package}:${r.file}:${r.line}:${r.column}:${r.rule}`, r]),
);
const plainReports = [];
const fatal = [];
const plainMs = {};
for (const run of RUNS) {
  const started = performance.now();
  for (const p of prepared) {
    const { pkg, files, texts } = p;
    const dir = dirOf(run, p);
    const results = await linters.get(run.id).lintFiles(files.map((f) => path.join(dir, f)));
    for (const result of results) {
      const file = path.relative(dir, result.filePath).split(path.sep).join("/");
      for (const m of result.messages) {
        if (m.fatal || !m.ruleId) {
          fatal.push(`${pkg.name} ${file}:${m.line}:${m.column} (${run.id}) ${m.message}`);
          continue;
        }
        if (m.ruleId === "recall/typed") continue;
        const line = texts.get(file)?.split("\n")[m.line - 1] ?? "";
        const key = `${pkg.name}:${file}:${m.line}:${m.column}:${m.ruleId}`;
        plainReports.push({
          run: run.id,
          package: pkg.name,
          file,
          line: m.line,
          column: m.column,
          rule: m.ruleId,
          message: m.message,
          excerpt: oneLine(line, 160),
          classification: classifiedReports.get(key),
        });
      }
    }
  }
  plainMs[run.id] = performance.now() - started;
  log(
    `un-injected lint, ${run.id}: ${plainReports.filter((r) => r.run === run.id).length} reports (${seconds(plainMs[run.id])})`,
  );
}
plainReports.sort((a, b) => entryOrder(a, b) || a.run.localeCompare(b.run));

// ---------------------------------------------------------------------------------------------------
// 4. The injections: one key per literal, each in its own copy of the file. In a typed run the project
// service keeps the last text it was given for a file, so once a file's injections are done its own
// text is linted again: the next file's injections see the package as it is.

const outcomes = [];
const injectMs = {};
for (const run of RUNS) {
  const started = performance.now();
  const eslint = linters.get(run.id);
  for (const p of prepared) {
    const { pkg, texts, entries, shapes } = p;
    const dir = dirOf(run, p);
    for (const [i, entry] of entries.entries()) {
      const where = `${pkg.name} ${entry.file}:${entry.line}:${entry.column}`;
      const text = inject(texts.get(entry.file), entry.line, entry.column, where);
      const filePath = path.join(dir, entry.file);
      const [result] = await eslint.lintText(text, { filePath });
      const broken = result.messages.find((m) => m.fatal);
      if (broken)
        throw new Error(
          `${where}: the injected copy does not parse (${broken.message}); the injection must keep the file parsable`,
        );
      const onKey = result.messages.filter(
        (m) => KEY_RULES.has(m.ruleId) && m.line === entry.line && m.column === entry.column + 1,
      );
      const shape = shapes.get(`${pkg.name}:${entry.file}:${entry.line}:${entry.column}`);
      outcomes.push({
        run: run.id,
        entry,
        shape: shape.shape,
        excerpt: shape.excerpt,
        reported: onKey.length > 0,
        rules: onKey.map((m) => m.ruleId),
      });
      if (run.mode === "typed" && entries[i + 1]?.file !== entry.file) {
        await eslint.lintText(texts.get(entry.file), { filePath });
      }
    }
  }
  injectMs[run.id] = performance.now() - started;
  const mine = outcomes.filter((o) => o.run === run.id && o.entry.kind === "result");
  log(
    `injected, ${run.id}: ${mine.filter((o) => o.reported).length} of ${mine.length} results reported (${seconds(injectMs[run.id])})`,
  );
}
// ---------------------------------------------------------------------------------------------------
// 5. The figures.

const results = outcomes.filter((o) => o.entry.kind === "result");
const lookalikes = outcomes.filter((o) => o.entry.kind === "not-result");
const falsePlain = (run) => plainReports.filter((r) => r.run === run && r.classification?.verdict !== "true-positive");
const lang = (o) => (isTypeScript(o.entry.file) ? "TypeScript" : "JavaScript");

/** Rows `[group, results, then per run: reported, recall]` grouped by `keyOf`, sorted by group. */
function recallRows(keyOf, filter = () => true) {
  const groups = new Map();
  for (const o of results.filter(filter)) {
    const g = keyOf(o);
    const row = groups.get(g) ?? { total: 0, reported: Object.fromEntries(RUNS.map((r) => [r.id, 0])) };
    if (o.run === RUNS[0].id) row.total++;
    if (o.reported) row.reported[o.run]++;
    groups.set(g, row);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([g, row]) => [
      g,
      row.total,
      ...RUNS.flatMap((r) => [row.reported[r.id], pct(row.reported[r.id], row.total)]),
    ]);
}
const table = (header, rows) =>
  [
    `| ${header.join(" | ")} |`,
    `|${header.map((h, i) => (i === 0 ? "---" : "---:")).join("|")}|`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");
const presetHeader = RUNS.flatMap((r) => [`reported (${r.id})`, `recall (${r.id})`]);

const md = [];
md.push(
  CORPUS_NAME === "recall"
    ? "## Recall on published MCP servers and agent SDK code"
    : `## Recall on published MCP servers and agent SDK code: ${CORPUS_REL} (held out: classified by hand before any injected run on it)`,
);
md.push("");
md.push(
  "`bench/suites/recall.mjs`: published npm packages with MCP server or Strands code, pinned with their tarball's integrity in `" +
    CORPUS_REL +
    "/packages.json` and fetched with `npm pack`. Every object literal of their linted files that has a `content`, `isError`, `structuredContent` or `toolUseId` key is classified by hand in `" +
    CORPUS_REL +
    "/manifest.json`: a real tool result (what a tool call returns to the client or the agent), with its contract and the pattern it is found through, or a look-alike, with what it is. For each literal one telemetry key (`" +
    INJECTED_KEY +
    ': 1, ` right after its `{`) is injected into a copy of its file, which is linted at the file\'s own path with the built plugin\'s `configs.recommended`, untyped (espree for JavaScript, typescript-eslint\'s parser for TypeScript), under the default preset, `preset: "mcp"` and `preset: "strands"`; and typed (runs named *typed*): in a copy of the package with a `tsconfig.json` whose program is its linted files (strict, ES2022, `moduleResolution: bundler`, `skipLibCheck`, `allowJs` for the compiled JavaScript, whose imports of its own modules then resolve to the `.d.ts` shipped beside them, if any) and a `node_modules` link to this repository\'s, through `parserOptions.projectService`, with `configs[\"recommended-type-checked\"]`, under the default preset and `preset: \"mcp\"`. A result is *reported* when a `no-extra-keys` or `no-spread` message lands on the injected key. A look-alike reported the same way, and a report on the un-injected code that `' +
    CORPUS_REL +
    "/reports.json` does not classify as a true positive, are *false reports*.",
);
md.push("");
md.push(
  `- Plugin ${JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")).version} at commit ${commit}; ESLint ${versionOf("eslint")}, @typescript-eslint/parser ${versionOf("@typescript-eslint/parser")}, Node ${process.version}.${RUNS.some((r) => r.mode === "typed") ? ` Typed runs: TypeScript ${versionOf("typescript")}, @modelcontextprotocol/sdk ${versionOf("@modelcontextprotocol/sdk")}, @modelcontextprotocol/server and core ${versionOf("@modelcontextprotocol/server")}, zod ${versionOf("zod")} (this repository's node_modules, linked into each copy).` : " **No typed runs (RECALL_TYPED=0).**"}${TYPED === "only" ? " **Typed runs only (RECALL_TYPED=only).**" : ""}${only ? ` **Partial run: RECALL_ONLY=${process.env.RECALL_ONLY}.**` : ""}`,
);
md.push(
  `- ${prepared.length} packages, ${prepared.reduce((n, p) => n + p.files.length, 0)} files, ${corpus.entries.filter((e) => prepared.some((p) => p.pkg.name === e.package)).length} classified literals: ${results.length / RUNS.length} results (${results.filter((o) => o.entry.contract === "mcp").length / RUNS.length} mcp, ${results.filter((o) => o.entry.contract === "strands").length / RUNS.length} strands) and ${lookalikes.length / RUNS.length} look-alikes.`,
);
md.push(
  `- Time: preparing ${seconds(prepareMs)}; un-injected lint ${RUNS.map((r) => `${r.id} ${seconds(plainMs[r.id])}`).join(", ")}; injected lints ${RUNS.map((r) => `${r.id} ${seconds(injectMs[r.id])}`).join(", ")}; whole suite ${seconds(performance.now() - t0)}. Load (1-minute average) ${load0[0].toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after, on ${os.cpus().length} cores.`,
);
if (unclassified.length > 0) {
  md.push(
    `- **${unclassified.length} candidate literals are not classified in the manifest** (listed at the end): the figures leave them out.`,
  );
}
if (fatal.length > 0) md.push(`- **${fatal.length} files did not parse** (listed at the end).`);
md.push("");
md.push("### Summary");
md.push("");
md.push(
  table(
    [
      "run",
      "results",
      "reported",
      "recall",
      "mcp results reported",
      "strands results reported",
      "look-alikes reported after injection",
      "reports on un-injected code",
      "of them false (or unclassified)",
    ],
    RUNS.map((p) => {
      const mine = results.filter((o) => o.run === p.id);
      const mcp = mine.filter((o) => o.entry.contract === "mcp");
      const strands = mine.filter((o) => o.entry.contract === "strands");
      const rep = (list) => list.filter((o) => o.reported).length;
      return [
        p.id,
        mine.length,
        rep(mine),
        `**${pct(rep(mine), mine.length)}**`,
        `${rep(mcp)} of ${mcp.length} (${pct(rep(mcp), mcp.length)})`,
        `${rep(strands)} of ${strands.length} (${pct(rep(strands), strands.length)})`,
        lookalikes.filter((o) => o.run === p.id && o.reported).length,
        plainReports.filter((r) => r.run === p.id).length,
        falsePlain(p.id).length,
      ];
    }),
  ),
);
md.push("");
md.push("### By pattern");
md.push("");
md.push(
  "The pattern says how the literal reaches the client: the tool API's callback it is returned from, or the detour (a variable, a helper, a handler module, a class method, a table).",
);
md.push("");
md.push(
  table(
    ["pattern (contract)", "results", ...presetHeader],
    recallRows((o) => `${o.entry.pattern} (${o.entry.contract})`),
  ),
);
md.push("");
const pairs = RUNS.filter((r) => r.mode === "typed")
  .map((typed) => ({ typed, untyped: RUNS.find((u) => u.mode === "untyped" && u.preset.id === typed.preset.id) }))
  .filter((p) => p.untyped);
const where = (e) => `\`${e.package}\` \`${e.file}:${e.line}:${e.column}\``;
if (RUNS.some((r) => r.mode === "typed")) {
  md.push("### What the types add");
  md.push("");
  md.push(
    "The linted code is compiled JavaScript (one package ships TypeScript), so a literal has a type from its context only where the code it is passed to or returned through is typed: a callback of an SDK method on a receiver whose type is known in the file (`new McpServer(...)` there, not a `server` parameter: JavaScript parameters have no types, and a JSDoc `@param {McpServer}` names a type the file does not import), or a function of the package whose `.d.ts` beside its module declares the callback (`safeExecute(context, operation: (page) => Promise<ToolResponse>)`). A function's own annotation (`async function handler(): Promise<CallToolResult>`) is erased from its `.js`: the `.d.ts` beside keeps it for the modules that import it, but TypeScript types the function's own body from the JavaScript, so the literals it returns have no contextual type. Imports of packages this repository does not install (express, axios, puppeteer, octokit...) resolve to nothing. A package's own type that extends `CallToolResult` (`interface ToolResponse extends CallToolResult`, declared in a `.d.ts` beside) is not a type typed mode recognises as a tool result: it takes it for another type and stays quiet where the untyped shape detection reports. The types are this repository's versions (above), not the ranges each package declares.",
  );
  md.push("");
  if (pairs.length > 0) {
    md.push(
      table(
        [
          "preset",
          "results reported untyped",
          "typed",
          "reported only typed",
          "reported only untyped",
          "look-alikes reported (untyped, typed)",
          "un-injected reports (untyped, typed)",
        ],
        pairs.map(({ typed, untyped }) => {
          const rep = (run) => new Set(results.filter((o) => o.run === run.id && o.reported).map((o) => o.entry));
          const u = rep(untyped);
          const t = rep(typed);
          const looks = (run) => lookalikes.filter((o) => o.run === run.id && o.reported).length;
          const plain = (run) => plainReports.filter((r) => r.run === run.id).length;
          return [
            typed.preset.id,
            u.size,
            t.size,
            [...t].filter((e) => !u.has(e)).length,
            [...u].filter((e) => !t.has(e)).length,
            `${looks(untyped)}, ${looks(typed)}`,
            `${plain(untyped)}, ${plain(typed)}`,
          ];
        }),
      ),
    );
    md.push("");
    for (const { typed } of pairs) {
      const missed = results.filter((o) => o.run === typed.id && !o.reported).map((o) => o.entry);
      const withType = missed.filter((e) => !["any", undefined].includes(contextualTypes.get(e)));
      md.push(
        `- ${typed.id}: ${missed.length} ${missed.length === 1 ? "miss" : "misses"}, ${withType.length} of them with a contextual type${withType.length ? ` (${withType.map((e) => `${where(e)}: \`${contextualTypes.get(e).replaceAll("`", "'").slice(0, 80)}\``).join("; ")})` : ""}.`,
      );
    }
    for (const { typed, untyped } of pairs) {
      const rep = (run) => new Set(results.filter((o) => o.run === run.id && o.reported).map((o) => o.entry));
      const u = rep(untyped);
      const t = rep(typed);
      for (const [label, list] of [
        ["reported only typed", [...t].filter((e) => !u.has(e))],
        ["reported only untyped", [...u].filter((e) => !t.has(e))],
      ]) {
        for (const e of list) {
          md.push(
            `- ${typed.preset.id}, ${label}: ${where(e)} (${e.pattern}); contextual type: \`${(contextualTypes.get(e) ?? "none").replaceAll("`", "'").slice(0, 160)}\``,
          );
        }
      }
      const key = (r) => `${r.package}:${r.file}:${r.line}:${r.column}:${r.rule}`;
      const plainOf = (run) => new Map(plainReports.filter((r) => r.run === run.id).map((r) => [key(r), r]));
      const pu = plainOf(untyped);
      const pt = plainOf(typed);
      for (const [k, r] of pt)
        if (!pu.has(k)) md.push(`- ${typed.preset.id}, un-injected report only typed: ${where(r)} \`${r.rule}\``);
      for (const [k, r] of pu)
        if (!pt.has(k)) md.push(`- ${typed.preset.id}, un-injected report only untyped: ${where(r)} \`${r.rule}\``);
    }
    md.push("");
  }
  md.push(
    "Contextual types of the results (TypeScript's `getContextualType` on the un-injected literal, as `typeToString` prints it): *none* where nothing types the position, `any` where what does has no types.",
  );
  md.push("");
  const typeRows = new Map();
  for (const e of corpus.entries.filter((x) => x.kind === "result")) {
    if (!prepared.some((p) => p.pkg.name === e.package)) continue;
    const text = contextualTypes.get(e);
    const kind = text === undefined ? "none" : text === "any" ? "any" : "a type";
    const row = typeRows.get(e.pattern) ?? { total: 0, none: 0, any: 0, typed: new Map() };
    row.total++;
    if (kind === "none") row.none++;
    else if (kind === "any") row.any++;
    else {
      const short = text.length > 60 ? `${text.slice(0, 57)}...` : text;
      row.typed.set(short, (row.typed.get(short) ?? 0) + 1);
    }
    typeRows.set(e.pattern, row);
  }
  md.push(
    table(
      ["pattern", "results", "none", "any", "a type (count)"],
      [...typeRows]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([pattern, row]) => [
          pattern,
          row.total,
          row.none,
          row.any,
          [...row.typed]
            .sort((a, b) => b[1] - a[1])
            .map(([text, n]) => `\`${text.replaceAll("`", "'").replaceAll("|", "\\|")}\` (${n})`)
            .join("<br>") || "",
        ]),
    ),
  );
  md.push("");
}
md.push("### By shape of `content`");
md.push("");
md.push(
  '`tagged-array`: an array literal with a `{ type: "..." }` block; `array`: another array literal (`[text, ...images]`, `[new TextBlock(...)]`); `empty-array`: `[]`; `opaque`: a variable, a call or a member.',
);
md.push("");
md.push(
  table(
    ["shape (contract)", "results", ...presetHeader],
    recallRows((o) => `${o.shape} (${o.entry.contract})`),
  ),
);
md.push("");
md.push("### By language");
md.push("");
md.push(table(["language", "results", ...presetHeader], recallRows(lang)));
md.push("");
md.push("### By package");
md.push("");
md.push(
  table(
    ["package", "results", ...presetHeader],
    recallRows((o) => `\`${o.entry.package}\``),
  ),
);
md.push("");
md.push("### Packages");
md.push("");
const anyTyped = RUNS.some((r) => r.mode === "typed");
/** How many of the JavaScript `files` have a `.d.ts` (`.d.mts`, `.d.cts`) beside them in `dir`. */
const declarationsBeside = (dir, files) =>
  files.filter((f) => !isTypeScript(f) && existsSync(path.join(dir, f.replace(/\.([mc]?)js$/u, ".d.$1ts")))).length;
if (anyTyped) {
  md.push(
    "*typed files*: linted files a typed lint had a TypeScript program for; *.d.ts beside*: linted JavaScript files the package ships a declaration file beside (what other modules see of them in the program; the file's own code is still unannotated JavaScript); *MCP SDK types*: the MCP SDK packages whose declarations the program holds (the package imports them and the imports resolved to this repository's node_modules).",
  );
  md.push("");
}
md.push(
  `| package | version | linted files | code | results | look-alikes |${anyTyped ? " typed files | .d.ts beside | MCP SDK types |" : ""}`,
);
md.push(`|---|---|---|---|---:|---:|${anyTyped ? "---:|---:|---|" : ""}`);
for (const { pkg, files, entries, typedDir } of prepared) {
  const typed = typedDir ? typedFiles.get(path.basename(typedDir)) : undefined;
  md.push(
    `| \`${pkg.name}\` | ${pkg.version} | ${files.length} (\`${pkg.include}\`${pkg.exclude ? ` without \`${pkg.exclude}\`` : ""}) | ${pkg.code} | ${entries.filter((e) => e.kind === "result").length} | ${entries.filter((e) => e.kind === "not-result").length} |${anyTyped ? ` ${typed?.files.size ?? 0} | ${declarationsBeside(typedDir, files)} | ${typed?.sdk.size ? [...typed.sdk].sort().join(", ") : "none"} |` : ""}`,
  );
}
md.push("");
md.push("Skipped:");
md.push("");
for (const s of corpus.skipped) md.push(`- \`${s.name}@${s.version}\`: ${s.reason}.`);
md.push("");
md.push("### Misses");
md.push("");
md.push(
  "Results not reported after injection, by run and pattern (position of the `{` in the package; excerpt of the original literal).",
);
md.push("");
for (const p of RUNS) {
  const missed = results
    .filter((o) => o.run === p.id && !o.reported)
    .sort((a, b) => a.entry.pattern.localeCompare(b.entry.pattern) || entryOrder(a.entry, b.entry));
  md.push(`<details><summary>${p.id}: ${missed.length} ${missed.length === 1 ? "miss" : "misses"}</summary>`);
  md.push("");
  let last;
  for (const o of missed) {
    if (o.entry.pattern !== last) {
      md.push(`- **${o.entry.pattern}**`);
      last = o.entry.pattern;
    }
    md.push(
      `  - \`${o.entry.package}\` \`${o.entry.file}:${o.entry.line}:${o.entry.column}\` (${o.shape}): \`${o.excerpt.replaceAll("`", "'").slice(0, 140)}\``,
    );
  }
  md.push("");
  md.push("</details>");
  md.push("");
}
md.push("### False reports");
md.push("");
const lookReported = lookalikes.filter((o) => o.reported);
md.push(`Look-alikes reported after injection: ${lookReported.length}.`);
md.push("");
for (const o of lookReported) {
  md.push(
    `- ${o.run}: \`${o.entry.package}\` \`${o.entry.file}:${o.entry.line}:${o.entry.column}\` (${o.entry.why}): \`${o.excerpt.replaceAll("`", "'").slice(0, 140)}\``,
  );
}
md.push("");
md.push(
  `Reports on the un-injected code: ${plainReports.length} (${plainReports.filter((r) => !r.classification).length} not classified in reports.json, shown as NEW).`,
);
md.push("");
for (const r of plainReports) {
  const verdict = r.classification ? `${r.classification.verdict}: ${r.classification.why}` : "**NEW, not classified**";
  md.push(
    `- ${r.run}: \`${r.package}\` \`${r.file}:${r.line}:${r.column}\` \`${r.rule}\` (${verdict}): ${r.message}<br>\`${r.excerpt.replaceAll("`", "'")}\``,
  );
}
if (unclassified.length > 0) {
  md.push("");
  md.push("### Candidates the manifest does not classify");
  md.push("");
  for (const u of unclassified) md.push(`- ${u.replaceAll("`", "'")}`);
}
if (fatal.length > 0) {
  md.push("");
  md.push("### Files that do not parse");
  md.push("");
  for (const f of fatal) md.push(`- ${f}`);
}
mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
writeFileSync(RESULT_FILE, `${md.join("\n").trim()}\n`);

console.log("");
for (const p of RUNS) {
  const mine = results.filter((o) => o.run === p.id);
  const rep = mine.filter((o) => o.reported).length;
  console.log(
    `RECALL ${p.id.padEnd(13)} ${String(rep).padStart(4)} of ${mine.length} results reported (${pct(rep, mine.length)}); ` +
      `false reports: ${lookalikes.filter((o) => o.run === p.id && o.reported).length} look-alikes after injection, ${falsePlain(p.id).length} on un-injected code`,
  );
}
const patterns = recallRows((o) => `${o.entry.pattern} (${o.entry.contract})`);
console.log("");
console.log(`${"pattern".padEnd(40)} ${"results".padStart(7)} ${RUNS.map((r) => r.id.padStart(16)).join(" ")}`);
for (const row of patterns) {
  console.log(
    `${String(row[0]).padEnd(40)} ${String(row[1]).padStart(7)} ${RUNS.map((_, i) => `${row[2 + 2 * i]} (${row[3 + 2 * i]})`.padStart(16)).join(" ")}`,
  );
}
if (unclassified.length > 0)
  console.log(
    `\n${unclassified.length} candidates are not classified in the manifest: see ${path.relative(REPO_ROOT, RESULT_FILE)}`,
  );
const fresh = plainReports.filter((r) => !r.classification);
if (fresh.length > 0)
  console.log(
    `${fresh.length} reports on the un-injected code are not classified in reports.json (NEW in ${path.relative(REPO_ROOT, RESULT_FILE)})`,
  );
log(`wrote ${path.relative(REPO_ROOT, RESULT_FILE)}`);
