// Recall and precision on published MCP servers and agent SDK code: the packages pinned in
// bench/corpus/recall/packages.json, fetched with `npm pack` into bench/.work/recall/ and unpacked there.
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
// RECALL_ONLY=<package>[,<package>] limits the run to some packages (the figures are then partial).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import { languageConfigs } from "../lib/precision-corpus.mjs";
import { describeCandidates, isTypeScript, oneLine } from "../lib/recall-candidates.mjs";
import {
  INJECTED_KEY,
  REPO_ROOT,
  entryOrder,
  inject,
  loadRecallCorpus,
  packageFiles,
  preparePackage,
} from "../lib/recall-corpus.mjs";
import { packageDirName } from "../lib/npm-tarballs.mjs";

if (!existsSync(path.join(REPO_ROOT, "dist/index.js"))) {
  throw new Error("dist/index.js is missing: run `npm run build` first (npm run bench does).");
}
const { default: plugin } = await import("../../dist/index.js");

const RESULT_FILE = path.join(REPO_ROOT, "bench/results/recall.md");
/** The presets of a run: the default (no settings) and the two framework presets. */
const PRESETS = [
  { id: "default", settings: undefined },
  { id: "mcp", settings: { preset: "mcp" } },
  { id: "strands", settings: { preset: "strands" } },
];
const KEY_RULES = new Set(["tool-result/no-extra-keys", "tool-result/no-spread"]);

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
    `bench/corpus/recall/manifest.json has ${stale.length} entries on no candidate of the pinned code (wrong position or file):\n  ${stale.join("\n  ")}`,
  );
}
const prepareMs = performance.now() - t0;

// ---------------------------------------------------------------------------------------------------
// 2. ESLint, one instance per preset, over the unpacked packages (ESLint ignores node_modules/, and the
// cache keeps the packages outside any).

function eslintFor(preset) {
  return new ESLint({
    cwd: root,
    overrideConfigFile: true,
    allowInlineConfig: false,
    overrideConfig: [
      ...languageConfigs(),
      plugin.configs.recommended,
      ...(preset.settings ? [{ settings: { "tool-result": preset.settings } }] : []),
    ],
  });
}
const linters = new Map(PRESETS.map((p) => [p.id, eslintFor(p)]));
const fileOf = (pkg, file) => path.join(root, packageDirName(pkg.name, pkg.version), file);

// ---------------------------------------------------------------------------------------------------
// 3. The un-injected packages: every report, matched against reports.json.

const classifiedReports = new Map(
  corpus.reports.map((r) => [`${r.package}:${r.file}:${r.line}:${r.column}:${r.rule}`, r]),
);
const plainReports = [];
const fatal = [];
const plainMs = {};
for (const preset of PRESETS) {
  const started = performance.now();
  for (const { pkg, files, texts } of prepared) {
    const results = await linters.get(preset.id).lintFiles(files.map((f) => fileOf(pkg, f)));
    for (const result of results) {
      const file = path
        .relative(path.join(root, packageDirName(pkg.name, pkg.version)), result.filePath)
        .split(path.sep)
        .join("/");
      for (const m of result.messages) {
        if (m.fatal || !m.ruleId) {
          fatal.push(`${pkg.name} ${file}:${m.line}:${m.column} (${preset.id}) ${m.message}`);
          continue;
        }
        const line = texts.get(file)?.split("\n")[m.line - 1] ?? "";
        const key = `${pkg.name}:${file}:${m.line}:${m.column}:${m.ruleId}`;
        plainReports.push({
          preset: preset.id,
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
  plainMs[preset.id] = performance.now() - started;
  log(
    `un-injected lint, preset ${preset.id}: ${plainReports.filter((r) => r.preset === preset.id).length} reports (${seconds(plainMs[preset.id])})`,
  );
}
plainReports.sort(entryOrder);

// ---------------------------------------------------------------------------------------------------
// 4. The injections: one key per literal, each in its own copy of the file.

const outcomes = [];
const injectMs = {};
for (const preset of PRESETS) {
  const started = performance.now();
  const eslint = linters.get(preset.id);
  for (const { pkg, texts, entries, shapes } of prepared) {
    for (const entry of entries) {
      const where = `${pkg.name} ${entry.file}:${entry.line}:${entry.column}`;
      const text = inject(texts.get(entry.file), entry.line, entry.column, where);
      const [result] = await eslint.lintText(text, { filePath: fileOf(pkg, entry.file) });
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
        preset: preset.id,
        entry,
        shape: shape.shape,
        excerpt: shape.excerpt,
        reported: onKey.length > 0,
        rules: onKey.map((m) => m.ruleId),
      });
    }
  }
  injectMs[preset.id] = performance.now() - started;
  const mine = outcomes.filter((o) => o.preset === preset.id && o.entry.kind === "result");
  log(
    `injected, preset ${preset.id}: ${mine.filter((o) => o.reported).length} of ${mine.length} results reported (${seconds(injectMs[preset.id])})`,
  );
}

// ---------------------------------------------------------------------------------------------------
// 5. The figures.

const results = outcomes.filter((o) => o.entry.kind === "result");
const lookalikes = outcomes.filter((o) => o.entry.kind === "not-result");
const falsePlain = (preset) =>
  plainReports.filter((r) => r.preset === preset && r.classification?.verdict !== "true-positive");
const lang = (o) => (isTypeScript(o.entry.file) ? "TypeScript" : "JavaScript");

/** Rows `[group, results, then per preset: reported, recall]` grouped by `keyOf`, sorted by group. */
function recallRows(keyOf, filter = () => true) {
  const groups = new Map();
  for (const o of results.filter(filter)) {
    const g = keyOf(o);
    const row = groups.get(g) ?? { total: 0, reported: Object.fromEntries(PRESETS.map((p) => [p.id, 0])) };
    if (o.preset === PRESETS[0].id) row.total++;
    if (o.reported) row.reported[o.preset]++;
    groups.set(g, row);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([g, row]) => [
      g,
      row.total,
      ...PRESETS.flatMap((p) => [row.reported[p.id], pct(row.reported[p.id], row.total)]),
    ]);
}
const table = (header, rows) =>
  [
    `| ${header.join(" | ")} |`,
    `|${header.map((h, i) => (i === 0 ? "---" : "---:")).join("|")}|`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");
const presetHeader = PRESETS.flatMap((p) => [`reported (${p.id})`, `recall (${p.id})`]);

const md = [];
md.push("## Recall on published MCP servers and agent SDK code");
md.push("");
md.push(
  "`bench/suites/recall.mjs`: published npm packages with MCP server or Strands code, pinned with their tarball's integrity in `bench/corpus/recall/packages.json` and fetched with `npm pack`. Every object literal of their linted files that has a `content`, `isError`, `structuredContent` or `toolUseId` key is classified by hand in `bench/corpus/recall/manifest.json`: a real tool result (what a tool call returns to the client or the agent), with its contract and the pattern it is found through, or a look-alike, with what it is. For each literal one telemetry key (`" +
    INJECTED_KEY +
    ': 1, ` right after its `{`) is injected into a copy of its file, which is linted at the file\'s own path with the built plugin\'s `configs.recommended`, untyped (espree for JavaScript, typescript-eslint\'s parser for TypeScript), under the default preset, `preset: "mcp"` and `preset: "strands"`. A result is *reported* when a `no-extra-keys` or `no-spread` message lands on the injected key. A look-alike reported the same way, and a report on the un-injected code that `bench/corpus/recall/reports.json` does not classify as a true positive, are *false reports*.',
);
md.push("");
md.push(
  `- Plugin ${JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")).version} at commit ${commit}; ESLint ${versionOf("eslint")}, @typescript-eslint/parser ${versionOf("@typescript-eslint/parser")}, Node ${process.version}.${only ? ` **Partial run: RECALL_ONLY=${process.env.RECALL_ONLY}.**` : ""}`,
);
md.push(
  `- ${prepared.length} packages, ${prepared.reduce((n, p) => n + p.files.length, 0)} files, ${corpus.entries.filter((e) => prepared.some((p) => p.pkg.name === e.package)).length} classified literals: ${results.length / PRESETS.length} results (${results.filter((o) => o.entry.contract === "mcp").length / PRESETS.length} mcp, ${results.filter((o) => o.entry.contract === "strands").length / PRESETS.length} strands) and ${lookalikes.length / PRESETS.length} look-alikes.`,
);
md.push(
  `- Time: preparing ${seconds(prepareMs)}; un-injected lint ${PRESETS.map((p) => `${p.id} ${seconds(plainMs[p.id])}`).join(", ")}; injected lints ${PRESETS.map((p) => `${p.id} ${seconds(injectMs[p.id])}`).join(", ")}; whole suite ${seconds(performance.now() - t0)}. Load (1-minute average) ${load0[0].toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after, on ${os.cpus().length} cores.`,
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
      "preset",
      "results",
      "reported",
      "recall",
      "mcp results reported",
      "strands results reported",
      "look-alikes reported after injection",
      "reports on un-injected code",
      "of them false (or unclassified)",
    ],
    PRESETS.map((p) => {
      const mine = results.filter((o) => o.preset === p.id);
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
        lookalikes.filter((o) => o.preset === p.id && o.reported).length,
        plainReports.filter((r) => r.preset === p.id).length,
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
md.push("| package | version | linted files | code | results | look-alikes |");
md.push("|---|---|---|---|---:|---:|");
for (const { pkg, files, entries } of prepared) {
  md.push(
    `| \`${pkg.name}\` | ${pkg.version} | ${files.length} (\`${pkg.include}\`${pkg.exclude ? ` without \`${pkg.exclude}\`` : ""}) | ${pkg.code} | ${entries.filter((e) => e.kind === "result").length} | ${entries.filter((e) => e.kind === "not-result").length} |`,
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
  "Results not reported after injection, by preset and pattern (position of the `{` in the package; excerpt of the original literal).",
);
md.push("");
for (const p of PRESETS) {
  const missed = results
    .filter((o) => o.preset === p.id && !o.reported)
    .sort((a, b) => a.entry.pattern.localeCompare(b.entry.pattern) || entryOrder(a.entry, b.entry));
  md.push(`<details><summary>preset ${p.id}: ${missed.length} misses</summary>`);
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
    `- ${o.preset}: \`${o.entry.package}\` \`${o.entry.file}:${o.entry.line}:${o.entry.column}\` (${o.entry.why}): \`${o.excerpt.replaceAll("`", "'").slice(0, 140)}\``,
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
    `- ${r.preset}: \`${r.package}\` \`${r.file}:${r.line}:${r.column}\` \`${r.rule}\` (${verdict}): ${r.message}<br>\`${r.excerpt.replaceAll("`", "'")}\``,
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
for (const p of PRESETS) {
  const mine = results.filter((o) => o.preset === p.id);
  const rep = mine.filter((o) => o.reported).length;
  console.log(
    `RECALL ${p.id.padEnd(8)} ${String(rep).padStart(4)} of ${mine.length} results reported (${pct(rep, mine.length)}); ` +
      `false reports: ${lookalikes.filter((o) => o.preset === p.id && o.reported).length} look-alikes after injection, ${falsePlain(p.id).length} on un-injected code`,
  );
}
const patterns = recallRows((o) => `${o.entry.pattern} (${o.entry.contract})`);
console.log("");
console.log(`${"pattern".padEnd(40)} ${"results".padStart(7)} ${PRESETS.map((p) => p.id.padStart(16)).join(" ")}`);
for (const row of patterns) {
  console.log(
    `${String(row[0]).padEnd(40)} ${String(row[1]).padStart(7)} ${PRESETS.map((_, i) => `${row[2 + 2 * i]} (${row[3 + 2 * i]})`.padStart(16)).join(" ")}`,
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
