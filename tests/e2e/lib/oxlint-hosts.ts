/**
 * Runs ESLint and oxlint (their CLIs, as users do) on the oxlint fixture folder, and turns what each
 * prints into the same shape, so a test can compare their verdicts and their fixes.
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const fixtureDir = path.join(repoRoot, "tests/fixtures/oxlint");
/** What both hosts lint, relative to the fixture folder (never `.`: see {@link copyFixture}). */
export const lintTargets = ["src", "strands"] as const;

const eslintBin = path.join(repoRoot, "node_modules/eslint/bin/eslint.js");
const oxlintBin = path.join(repoRoot, "node_modules/oxlint/bin/oxlint");

/** One diagnostic, as both hosts can express it. Lines and columns are 1-based, columns in UTF-16 units. */
export interface Verdict {
  readonly file: string;
  readonly ruleId: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly message: string;
}

export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function run(bin: string, args: readonly string[], cwd: string): Run {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", maxBuffer: 64 * 2 ** 20 });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function runEslint(cwd: string, args: readonly string[]): Run {
  return run(eslintBin, args, cwd);
}

export function runOxlint(cwd: string, args: readonly string[]): Run {
  return run(oxlintBin, args, cwd);
}

/** Throws with both streams when a linter did not exit with 0 (clean) or 1 (problems found). */
export function expectLintExit(name: string, result: Run): void {
  if (result.status !== 0 && result.status !== 1) {
    throw new Error(
      `${name} exited with ${String(result.status)}.\nstdout:\n${result.stdout}\nstderr:\n${result.stderr}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// ESLint's JSON output

export interface EslintFix {
  readonly range: readonly [number, number];
  readonly text: string;
}

export interface EslintMessage {
  readonly ruleId: string | null;
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly endLine?: number;
  readonly endColumn?: number;
  readonly fix?: EslintFix;
  readonly suggestions?: readonly { readonly desc: string; readonly fix: EslintFix }[];
  readonly fatal?: boolean;
}

export interface EslintFileResult {
  readonly filePath: string;
  readonly messages: readonly EslintMessage[];
}

export function parseEslintJson(stdout: string, cwd: string): EslintFileResult[] {
  const results = JSON.parse(stdout) as EslintFileResult[];
  return results.map((r) => ({ ...r, filePath: toPosix(path.relative(cwd, r.filePath)) }));
}

export function eslintVerdicts(results: readonly EslintFileResult[]): Verdict[] {
  return sortVerdicts(
    results.flatMap((r) =>
      r.messages.map((m) => {
        if (m.fatal || m.ruleId === null) throw new Error(`ESLint could not lint ${r.filePath}: ${m.message}`);
        return {
          file: r.filePath,
          ruleId: m.ruleId,
          line: m.line,
          column: m.column,
          endLine: m.endLine ?? m.line,
          endColumn: m.endColumn ?? m.column,
          message: m.message,
        };
      }),
    ),
  );
}

// ---------------------------------------------------------------------------------------------------
// oxlint's JSON output

export interface OxlintDiagnostic {
  readonly message: string;
  /** `tool-result(no-extra-keys)`; absent when a JS plugin threw. */
  readonly code?: string;
  readonly severity: string;
  readonly filename: string;
  readonly labels: readonly { readonly span: { offset: number; length: number; line: number; column: number } }[];
}

export interface OxlintOutput {
  readonly diagnostics: readonly OxlintDiagnostic[];
  readonly number_of_files: number;
  readonly number_of_rules: number;
}

export function parseOxlintJson(stdout: string): OxlintOutput {
  return JSON.parse(stdout) as OxlintOutput;
}

/** An oxlint diagnostic, with its position both as oxlint prints it and as its span says. */
export interface OxlintVerdict extends Verdict {
  /** The `line` and `column` oxlint prints (its columns count UTF-8 bytes). */
  readonly printed: { readonly line: number; readonly column: number };
  /** The printed column recomputed in UTF-8 bytes from the span, to tell a unit difference from a bug. */
  readonly byteColumn: number;
}

/**
 * oxlint's diagnostics in ESLint's terms: `tool-result(rule)` becomes `tool-result/rule`, and the span
 * (UTF-8 byte offset and length) becomes 1-based lines and UTF-16 columns of both ends.
 */
export function oxlintVerdicts(output: OxlintOutput, cwd: string): OxlintVerdict[] {
  const verdicts = output.diagnostics.map((d): OxlintVerdict => {
    const code = /^([^()]+)\((.+)\)$/u.exec(d.code ?? "");
    const span = d.labels[0]?.span;
    if (!code || !span)
      throw new Error(`oxlint reported something that is not a rule diagnostic for ${d.filename}: ${d.message}`);
    const bytes = readFileSync(path.join(cwd, d.filename));
    const start = utf16Position(bytes, span.offset);
    const end = utf16Position(bytes, span.offset + span.length);
    const lineStartByte = bytes.lastIndexOf(0x0a, span.offset - 1) + 1;
    return {
      file: toPosix(d.filename),
      ruleId: `${code[1]}/${code[2]}`,
      line: start.line,
      column: start.column,
      endLine: end.line,
      endColumn: end.column,
      message: d.message,
      printed: { line: span.line, column: span.column },
      byteColumn: span.offset - lineStartByte + 1,
    };
  });
  return sortVerdicts(verdicts);
}

function utf16Position(bytes: Buffer, byteOffset: number): { line: number; column: number } {
  const before = bytes.subarray(0, byteOffset).toString("utf8");
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: before.length - lineStart + 1 };
}

/** Only the fields both hosts report, for comparison. */
export function comparable(v: Verdict): Verdict {
  const { file, ruleId, line, column, endLine, endColumn, message } = v;
  return { file, ruleId, line, column, endLine, endColumn, message };
}

function sortVerdicts<T extends Verdict>(verdicts: T[]): T[] {
  return verdicts.sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      a.ruleId.localeCompare(b.ruleId) ||
      a.message.localeCompare(b.message),
  );
}

// ---------------------------------------------------------------------------------------------------
// Copies for --fix

/**
 * Copies the fixture folder to a temporary directory where both configs still load the plugin by its
 * package name: `node_modules/eslint-plugin-tool-result` holds a copy of package.json and a link to the
 * built `dist/`, `node_modules/typescript-eslint` links to the repository's.
 *
 * Lint only {@link lintTargets} in a copy, never `.`: outside a git repository oxlint 1.94 walks into
 * `node_modules` and follows its links, so `oxlint --fix .` would edit the files they point to.
 */
export function copyFixture(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tool-result-oxlint-"));
  cpSync(fixtureDir, dir, { recursive: true });
  const plugin = path.join(dir, "node_modules/eslint-plugin-tool-result");
  mkdirSync(plugin, { recursive: true });
  writeFileSync(path.join(plugin, "package.json"), readFileSync(path.join(repoRoot, "package.json")));
  symlinkSync(path.join(repoRoot, "dist"), path.join(plugin, "dist"), "dir");
  symlinkSync(
    path.join(repoRoot, "node_modules/typescript-eslint"),
    path.join(dir, "node_modules/typescript-eslint"),
    "dir",
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Every file of {@link lintTargets} that both hosts lint (relative, POSIX), config files included. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string): void => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (/\.(?:ts|tsx|js)$/u.test(entry.name)) out.push(child);
    }
  };
  for (const target of lintTargets) walk(target);
  return out.sort();
}

export function readText(dir: string, file: string): string {
  return readFileSync(path.join(dir, file), "utf8");
}

/**
 * One pass of fixes as ESLint's SourceCodeFixer applies them (sorted by range; one that overlaps or
 * touches a fix already taken waits for the next pass), using each message's fix, or else its first suggestion when `withSuggestions` is set.
 */
export function applyOnePass(text: string, messages: readonly EslintMessage[], withSuggestions: boolean): string {
  const fixes = messages
    .map((m) => m.fix ?? (withSuggestions ? m.suggestions?.[0]?.fix : undefined))
    .filter((f): f is EslintFix => f !== undefined)
    .sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  let out = "";
  let at = 0;
  let lastEnd = -Infinity;
  for (const fix of fixes) {
    // ESLint keeps a fix that starts where the previous one ended for the next pass, as it does one that overlaps.
    if (fix.range[0] <= lastEnd) continue;
    out += text.slice(at, fix.range[0]) + fix.text;
    at = fix.range[1];
    lastEnd = fix.range[1];
  }
  return out + text.slice(at);
}

export function assertBuilt(): void {
  if (!existsSync(path.join(repoRoot, "dist/index.js"))) {
    throw new Error("dist/index.js is missing: run `npm run build` first (npm test does).");
  }
}

function toPosix(p: string): string {
  return p.split(path.sep).join("/");
}
