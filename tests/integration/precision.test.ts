/**
 * Precision, the smaller version of `npm run bench -- precision`: a report on something that is not a
 * tool result is a defect. Lints, untyped and under every preset,
 * (a) the look-alike fixtures (tests/fixtures/look-alikes/), which must get no report;
 * (b) the true-positive fixtures (tests/fixtures/true-positives/), which must get exactly the reports
 *     their `// expect:` comments name (the format is in that folder's README.md);
 * (c) the files of the six SDK packages of the precision corpus (pinned dev dependencies) that hold an
 *     object literal with both a `status` and a `content` key, which must get no report either; files
 *     over 1 MB (three bundles: @openai/agents-realtime's 4.9 MB `dist/bundle/index-*.mjs`, a third of
 *     this file's time, and the Claude Agent SDK's `sdk.mjs` and `bridge.mjs`) are left to `npm run bench -- precision`, which lints every file of every corpus.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  CORPORA,
  PACKAGES,
  corpusFiles,
  countObjects,
  formatReport,
  installedPackage,
  knownTruePositive,
  lintWithPreset,
  mayHaveBothKeys,
  type Report,
} from "../../bench/lib/precision-corpus.mjs";
import { PRESET_NAMES } from "../../src/contract/presets.js";
import plugin from "../../src/index.js";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
const lookAlikeDir = path.join(fixtures, "look-alikes");
const truePositiveDir = path.join(fixtures, "true-positives");
const sourceFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => /\.(?:[cm]?js|[cm]?ts)$/u.test(f))
    .sort();

/** Reports of every rule of the plugin on `files` (absolute) under `preset`, by file relative to `cwd`. */
async function reportsByFile(cwd: string, files: string[], preset: string): Promise<Map<string, Report[]>> {
  const run = await lintWithPreset({ plugin, cwd, files, preset });
  if (run.fatal.length > 0) throw new Error(`Parse errors: ${run.fatal.join("; ")}`);
  const byFile = new Map<string, Report[]>(files.map((f) => [path.relative(cwd, f).split(path.sep).join("/"), []]));
  for (const report of run.reports) byFile.get(report.file)?.push(report);
  return byFile;
}

describe("precision: look-alikes get no report", () => {
  const files = sourceFiles(lookAlikeDir);
  const runs = new Map<string, Promise<Map<string, Report[]>>>();
  const reportsOf = (preset: string) => {
    if (!runs.has(preset)) {
      runs.set(
        preset,
        reportsByFile(
          lookAlikeDir,
          files.map((f) => path.join(lookAlikeDir, f)),
          preset,
        ),
      );
    }
    return runs.get(preset)!;
  };

  it("has a fixture for every pattern", () => {
    expect(files.length).toBeGreaterThanOrEqual(18);
  });

  for (const file of files) {
    for (const preset of PRESET_NAMES) {
      const name = `${file} [${preset}]`;
      it(name, async () => {
        const reports = (await reportsOf(preset)).get(file) ?? [];
        expect(reports.map(formatReport), `reports on ${file} under preset ${preset}`).toEqual([]);
      });
    }
  }
});

interface Section {
  /** The line of the section's first `expect` comment; the section runs to the next one. */
  line: number;
  /** Expected reports per rule, by preset (`*` for the plain `expect:` line). */
  expected: Map<string, Record<string, number>>;
}

/** The presets and the expectation sections of a true-positive fixture (its README.md has the format). */
function parseExpectations(file: string, text: string): { presets: string[]; sections: Section[] } {
  const lines = text.split("\n");
  const header = /^\/\/ presets: (.+)$/u.exec(lines[0] ?? "");
  if (!header?.[1]) throw new Error(`${file}: the first line must be "// presets: <name>, ..."`);
  const presets = header[1].split(",").map((p) => p.trim());
  const sections: Section[] = [];
  let previous = -1;
  lines.forEach((text, index) => {
    const match = /^\s*\/\/ expect(?:\[([\w-]+)\])?: (.+)$/u.exec(text);
    if (!match?.[2]) return;
    if (previous !== index - 1) sections.push({ line: index + 1, expected: new Map() });
    previous = index;
    const counts: Record<string, number> = {};
    if (match[2].trim() !== "none") {
      for (const item of match[2].split(",")) {
        const parsed = /^\s*(tool-result\/[\w-]+)(?: x(\d+))?\s*$/u.exec(item);
        if (!parsed?.[1]) throw new Error(`${file}:${index + 1}: cannot read "${item}"`);
        counts[parsed[1]] = (counts[parsed[1]] ?? 0) + Number(parsed[2] ?? 1);
      }
    }
    sections.at(-1)!.expected.set(match[1] ?? "*", counts);
  });
  return { presets, sections };
}

describe("precision: true positives stay reported", () => {
  const files = sourceFiles(truePositiveDir);

  it("has true-positive fixtures", () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
  });

  for (const file of files) {
    const { presets, sections } = parseExpectations(file, readFileSync(path.join(truePositiveDir, file), "utf8"));
    for (const preset of presets) {
      it(`${file} [${preset}]`, async () => {
        expect(PRESET_NAMES).toContain(preset);
        const reports = (await reportsByFile(truePositiveDir, [path.join(truePositiveDir, file)], preset)).get(file)!;
        // Per section: `line: rule xN`, expected and found, with every report of the file listed on failure.
        const expected: string[] = [];
        const found: string[] = [];
        const bounds = [...sections.map((s) => s.line), Number.POSITIVE_INFINITY];
        const asLines = (line: number, counts: Record<string, number>) =>
          Object.entries(counts)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([rule, n]) => `${line}: ${rule} x${n}`);
        if (reports.some((r) => r.line < bounds[0]!)) found.push("reports before the first expect comment");
        sections.forEach((section, i) => {
          const counts = section.expected.get(preset) ?? section.expected.get("*");
          if (!counts) throw new Error(`${file}:${section.line}: no expectation for preset ${preset}`);
          expected.push(...asLines(section.line, counts));
          const actual: Record<string, number> = {};
          for (const r of reports)
            if (r.line >= section.line && r.line < bounds[i + 1]!) actual[r.rule] = (actual[r.rule] ?? 0) + 1;
          found.push(...asLines(section.line, actual));
        });
        expect(found, `reports on ${file} under preset ${preset}:\n${reports.map(formatReport).join("\n")}`).toEqual(
          expected,
        );
      });
    }
  }
});

describe("precision: the SDK packages' objects with both keys get no report", () => {
  // The files to lint: those of each corpus (one copy of each code base, as the bench lints them) whose
  // text names both keys and that hold an object literal with both, found by parsing them.
  const MAX_BYTES = 1_000_000;
  const bundles: string[] = [];
  const selection = (async () => {
    const byPackage = new Map<string, { dir: string; files: string[] }>();
    for (const pkg of PACKAGES) byPackage.set(pkg, { dir: installedPackage(pkg).dir, files: [] });
    for (const corpus of CORPORA) {
      const entry = byPackage.get(corpus.pkg)!;
      const candidates = corpusFiles(corpus, entry.dir)
        .map((f) => path.join(entry.dir, f))
        .filter((f) => {
          if (!mayHaveBothKeys(readFileSync(f, "utf8"))) return false;
          if (statSync(f).size <= MAX_BYTES) return true;
          bundles.push(`${corpus.pkg}/${path.relative(entry.dir, f).split(path.sep).join("/")}`);
          return false;
        });
      const objects = await countObjects({ cwd: entry.dir, files: candidates });
      const withBoth = new Set(objects.filter((o) => o.both).map((o) => path.join(entry.dir, o.file)));
      entry.files.push(...candidates.filter((f) => withBoth.has(f)));
    }
    return byPackage;
  })();
  // The scan must run even if no test awaits it first; errors surface in the tests.
  selection.catch(() => {});

  it("finds the objects with both keys in the packages that have them", async () => {
    const byPackage = await selection;
    const counts = Object.fromEntries([...byPackage].map(([pkg, { files }]) => [pkg, files.length > 0]));
    expect(counts).toMatchObject({ "@strands-agents/sdk": true, "@langchain/core": true, "@openai/agents-core": true });
    // What is left to the bench: a new bundle that large is a choice to make here, not a silent skip.
    expect(bundles).toEqual([
      "@anthropic-ai/claude-agent-sdk/bridge.mjs",
      "@anthropic-ai/claude-agent-sdk/sdk.mjs",
      expect.stringMatching(/^@openai\/agents-realtime\/dist\/bundle\/index-[\w-]+\.mjs$/u),
    ]);
  });

  for (const pkg of PACKAGES) {
    for (const preset of PRESET_NAMES) {
      const name = `${pkg} [${preset}]`;
      it(name, async () => {
        const { dir, files } = (await selection).get(pkg)!;
        const reports = files.length === 0 ? [] : [...(await reportsByFile(dir, files, preset)).values()].flat();
        const corpusOf = (file: string) => CORPORA.find((c) => c.pkg === pkg && c.include(file))?.id ?? "";
        const unexpected = reports.filter((r) => !knownTruePositive({ ...r, corpus: corpusOf(r.file) }));
        expect(unexpected.map(formatReport), `reports in ${pkg} under preset ${preset}`).toEqual([]);
      });
    }
  }
});
