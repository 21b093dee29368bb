/**
 * The same rules under oxlint: the fixture folder tests/fixtures/oxlint (tool modules in TS, TSX and
 * JS, valid and invalid, and a `strands/` folder with its own configs and another contract preset) is
 * linted by ESLint (its eslint.config.js) and by oxlint (its .oxlintrc.json, which loads the plugin as
 * a JS plugin), through their CLIs. Both must find the same problems at the same places, and fix them
 * into the same text.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import plugin from "../../src/index.js";
import {
  applyOnePass,
  assertBuilt,
  comparable,
  copyFixture,
  eslintVerdicts,
  expectLintExit,
  fixtureDir,
  lintTargets,
  oxlintVerdicts,
  parseEslintJson,
  parseOxlintJson,
  readText,
  runEslint,
  runOxlint,
  sourceFiles,
  type EslintFileResult,
  type OxlintOutput,
  type OxlintVerdict,
  type Verdict,
} from "./lib/oxlint-hosts.js";

/** Modules that keep to the contract: neither host may report anything in them. */
const VALID_FILES = ["src/inventory.js", "src/robot-types.ts", "src/search-docs.ts", "strands/eslint.config.js"];

/**
 * KNOWN DIFFERENCE, oxlint 1.94 (not a rule problem): oxlint prints columns in UTF-8 bytes, for its own
 * rules as for plugins, while ESLint counts UTF-16 units. Its spans are right (the test compares them
 * above); only the printed `column` differs, and only on lines with non-ASCII text before the report.
 * These files have such lines; everywhere else the printed column must equal ESLint's.
 */
const BYTE_COLUMN_FILES = new Set(["src/sensors.ts"]);

/**
 * KNOWN DIFFERENCE, oxlint 1.94 (not a rule problem): `oxlint --fix` applies one pass of fixes, while
 * `eslint --fix` re-lints and fixes again (up to 10 passes). A tool result nested in another's extra key
 * gets two overlapping fixes (the outer one moves the inner object), so oxlint needs a second run.
 */
const SECOND_PASS_FILES = new Set(["src/orchestrator.ts"]);

let eslintResults: EslintFileResult[];
let eslint: Verdict[];
let oxlintOutput: OxlintOutput;
let oxlint: OxlintVerdict[];

beforeAll(() => {
  assertBuilt();
  const es = runEslint(fixtureDir, ["--format", "json", ...lintTargets]);
  expectLintExit("eslint", es);
  eslintResults = parseEslintJson(es.stdout, fixtureDir);
  eslint = eslintVerdicts(eslintResults);
  const ox = runOxlint(fixtureDir, ["--format", "json", ...lintTargets]);
  expectLintExit("oxlint", ox);
  oxlintOutput = parseOxlintJson(ox.stdout);
  oxlint = oxlintVerdicts(oxlintOutput, fixtureDir);
});

describe("oxlint loads the plugin as a JS plugin", () => {
  it("runs configs.recommended unchanged, under the namespace of meta.name, and none of its own rules", () => {
    for (const config of [".oxlintrc.json", "strands/.oxlintrc.json"]) {
      const oxlintrc = JSON.parse(readFileSync(path.join(fixtureDir, config), "utf8")) as {
        jsPlugins: string[];
        rules: Record<string, string>;
      };
      expect(oxlintrc.jsPlugins).toEqual([plugin.meta.name]);
      expect(oxlintrc.rules).toEqual(plugin.configs.recommended.rules);
    }
    expect(plugin.meta.name).toBe("eslint-plugin-tool-result");
    // What oxlint resolves from each config: our rules as errors and nothing else. (`"categories": {}`
    // would leave its ~60 default correctness rules on; the configs turn "correctness" off.)
    for (const config of [".oxlintrc.json", "strands/.oxlintrc.json"]) {
      const printed = runOxlint(fixtureDir, ["--print-config", "-c", config]);
      expect(printed.status, printed.stderr).toBe(0);
      const resolved = JSON.parse(printed.stdout) as { rules: Record<string, string> };
      expect(resolved.rules, config).toEqual(
        Object.fromEntries(Object.keys(plugin.configs.recommended.rules ?? {}).map((id) => [id, "deny"])),
      );
    }
    expect(new Set(oxlintOutput.diagnostics.map((d) => d.code?.replace(/\(.*$/u, "")))).toEqual(
      new Set(["tool-result"]),
    );
  });

  it("lints the same files as ESLint", () => {
    expect(oxlintOutput.number_of_files).toBe(eslintResults.length);
    expect(eslintResults.map((r) => r.filePath).sort()).toEqual(sourceFiles(fixtureDir));
  });
});

describe("same verdicts", () => {
  it("reports the same rule ids and messages at the same start and end positions", () => {
    expect(oxlint.map(comparable)).toEqual(eslint);
  });

  it("the fixture exercises every rule, in TS, TSX and JS, and keeps valid modules clean", () => {
    const ruleIds = new Set(eslint.map((v) => v.ruleId));
    expect(ruleIds).toEqual(new Set(Object.keys(plugin.configs.recommended.rules ?? {})));
    for (const ext of [".ts", ".tsx", ".js"]) {
      expect(eslint.filter((v) => v.file.endsWith(ext)).length, `reports in ${ext} files`).toBeGreaterThan(0);
    }
    for (const file of sourceFiles(fixtureDir)) {
      const reports = eslint.filter((v) => v.file === file).length;
      if (VALID_FILES.includes(file)) expect(reports, file).toBe(0);
      else expect(reports, file).toBeGreaterThan(0);
    }
    // The strands preset comes from each host's own config in strands/: "degraded" is no status there.
    expect(eslint.some((v) => v.file.startsWith("strands/") && v.message.includes('Status "degraded"'))).toBe(true);
  });

  it("prints ESLint's line and column, except oxlint's byte columns after non-ASCII text (marked files)", () => {
    for (const v of oxlint) {
      expect(v.printed.line, `${v.file} ${v.ruleId}`).toBe(v.line);
      if (BYTE_COLUMN_FILES.has(v.file)) {
        expect(v.printed.column, `${v.file}:${v.line} printed in UTF-8 bytes`).toBe(v.byteColumn);
      } else {
        expect(v.printed.column, `${v.file}:${v.line}`).toBe(v.column);
      }
    }
    // The marked files do have reports whose byte and UTF-16 columns differ (else the mark is stale).
    for (const file of BYTE_COLUMN_FILES) {
      expect(
        oxlint.some((v) => v.file === file && v.byteColumn !== v.column),
        file,
      ).toBe(true);
    }
  });
});

describe("oxlint --fix gives the same text as eslint --fix", () => {
  const copies: { dir: string; remove: () => void }[] = [];
  let original: string[];
  let eslintDir: string;
  let oxlintDir: string;

  beforeAll(() => {
    assertBuilt();
    const a = copyFixture();
    const b = copyFixture();
    copies.push(a, b);
    eslintDir = a.dir;
    oxlintDir = b.dir;
    original = sourceFiles(fixtureDir);
    expectLintExit("eslint --fix", runEslint(eslintDir, ["--fix", ...lintTargets]));
    expectLintExit("oxlint --fix", runOxlint(oxlintDir, ["--fix", ...lintTargets]));
  });

  afterAll(() => {
    for (const copy of copies) copy.remove();
  });

  it("the copies are complete, and eslint --fix changed the fixable modules", () => {
    expect(sourceFiles(eslintDir)).toEqual(original);
    expect(sourceFiles(oxlintDir)).toEqual(original);
    const changed = original.filter((f) => readText(eslintDir, f) !== readText(fixtureDir, f));
    expect(changed).toEqual(
      expect.arrayContaining(["src/teleoperation.ts", "src/sensors.ts", "strands/agent-tools.ts"]),
    );
  });

  it.each(sourceFilesOutside(SECOND_PASS_FILES))("%s", (file) => {
    expect(readText(oxlintDir, file)).toBe(readText(eslintDir, file));
  });

  // Expected to fail while oxlint applies a single pass (see SECOND_PASS_FILES): when this starts
  // passing, oxlint fixes like ESLint and the mark can go.
  it.fails.each([...SECOND_PASS_FILES])("%s (KNOWN DIFFERENCE: oxlint --fix makes one pass)", (file) => {
    expect(readText(oxlintDir, file)).toBe(readText(eslintDir, file));
  });

  it.each([...SECOND_PASS_FILES])("%s: a second oxlint --fix reaches eslint --fix's text", (file) => {
    expect(readText(oxlintDir, file)).not.toBe(readText(fixtureDir, file));
    const again = copyFixture();
    copies.push(again);
    writeFileSync(path.join(again.dir, file), readText(oxlintDir, file));
    expectLintExit("oxlint --fix", runOxlint(again.dir, ["--fix", file]));
    expect(readText(again.dir, file)).toBe(readText(eslintDir, file));
  });
});

describe("oxlint --fix-suggestions applies the suggestions ESLint offers", () => {
  let copy: { dir: string; remove: () => void };

  beforeAll(() => {
    assertBuilt();
    copy = copyFixture();
    expectLintExit("oxlint --fix-suggestions", runOxlint(copy.dir, ["--fix-suggestions", ...lintTargets]));
  });

  afterAll(() => copy.remove());

  it("gives, file by file, the text of one pass of ESLint's fixes and first suggestions", () => {
    const withSuggestions = eslintResults.filter((r) => r.messages.some((m) => m.suggestions?.length));
    expect(withSuggestions.map((r) => r.filePath)).toEqual(
      expect.arrayContaining(["src/weather.js", "src/camera-panel.tsx"]),
    );
    for (const result of eslintResults) {
      const expected = applyOnePass(readText(fixtureDir, result.filePath), result.messages, true);
      expect(readText(copy.dir, result.filePath), result.filePath).toBe(expected);
    }
  });
});

describe("bad settings under oxlint", () => {
  it("reports the settings error in every file, worded for oxlint, and oxlint exits 1 instead of crashing", () => {
    const copy = copyFixture();
    try {
      const config = path.join(copy.dir, ".oxlintrc.json");
      const oxlintrc = JSON.parse(readFileSync(config, "utf8")) as Record<string, unknown>;
      writeFileSync(config, JSON.stringify({ ...oxlintrc, settings: { "tool-result": { preset: "strand" } } }));
      const result = runOxlint(copy.dir, ["--format", "json", "src"]);
      expect(result.status).toBe(1);
      const diagnostics = parseOxlintJson(result.stdout).diagnostics;
      // One report in each file with an object literal, from one rule, and nothing else.
      expect(new Set(diagnostics.map((d) => d.filename)).size).toBe(diagnostics.length);
      expect(diagnostics.length).toBeGreaterThan(3);
      for (const d of diagnostics) {
        expect(d.message).toContain(
          'Invalid oxlint setting settings["tool-result"].preset: unknown preset "strand". Use one of "strands-robots", "strands", "mcp".',
        );
      }
    } finally {
      copy.remove();
    }
  });
});

function sourceFilesOutside(marked: ReadonlySet<string>): string[] {
  return sourceFiles(fixtureDir).filter((f) => !marked.has(f));
}

// Red-team run HD27-04: oxlint parses far deeper than ESLint's parsers, and the fix's layout recursed
// through every one-line list around a result, a thousand levels here: about a minute, then a stack
// overflow. It writes anew at most MAX_HOLDER_CHAIN lists around one.
describe("deep nesting under oxlint", () => {
  it("reports every level of results nested 1,000 deep on one line, and no rule throws", () => {
    const copy = copyFixture();
    try {
      const depth = 1000;
      const code = `export const r = ${'{ status: "success", content: [{ text: "a" }], x: '.repeat(depth)}1${" }".repeat(depth)};\n`;
      writeFileSync(path.join(copy.dir, "src", "nested.js"), code);
      const result = runOxlint(copy.dir, ["--format", "json", "src/nested.js"]);
      expect(`${result.stdout}${result.stderr}`).not.toMatch(/Maximum call stack|RangeError/u);
      const diagnostics = parseOxlintJson(result.stdout).diagnostics;
      expect(diagnostics.filter((d) => d.code?.includes("no-extra-keys"))).toHaveLength(depth);
    } finally {
      copy.remove();
    }
  });
});
