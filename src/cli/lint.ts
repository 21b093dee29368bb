/**
 * Lints files with the plugin's recommended config and no user config: what `eslint-plugin-tool-result
 * check` and `expectNoToolResultProblems` (./testing) run. ESLint is the user's own (found from the
 * working directory, then from this package) and is loaded only here, when a check runs.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ESLint as ESLintClass, Linter } from "eslint";
import { quoteList } from "../common/text.js";
import { PRESET_NAMES, type PresetName } from "../contract/presets.js";
import plugin from "../index.js";
import { INSTALL_TYPESCRIPT_PARSER, isMissingTypeScriptParser } from "../parser/index.js";

export interface CheckOptions {
  /** The folder paths and globs are relative to, and where ESLint is looked up (default: `process.cwd()`). */
  readonly cwd?: string;
  /** Write the fixes to the files, as `eslint --fix` does (default: false). */
  readonly fix?: boolean;
  /** The contract preset the rules check against (default: the plugin's default, `strands-robots`). */
  readonly preset?: PresetName;
  /** More files to skip (flat-config `ignores` patterns); the root `.gitignore` is read as well. */
  readonly ignorePatterns?: readonly string[];
}

export interface CheckResult {
  readonly eslint: ESLintClass;
  readonly results: ESLintClass.LintResult[];
  /** Errors and warnings over every file. */
  readonly problemCount: number;
}

/** Something the check needs is not installed, or an option cannot be used: the message says what to do. */
export class CheckSetupError extends Error {
  override name = "CheckSetupError";
}

const NEEDS_ESLINT = "npm install --save-dev eslint";

type ESLintModule = { ESLint: typeof ESLintClass };

/** The user's ESLint: from the working directory first (their project), then from this package. */
async function loadESLint(cwd: string): Promise<typeof ESLintClass> {
  let resolved: string | undefined;
  for (const from of [path.join(cwd, "package.json"), import.meta.filename]) {
    try {
      resolved = createRequire(from).resolve("eslint");
      break;
    } catch {
      // not here; look further
    }
  }
  if (resolved === undefined) {
    throw new CheckSetupError(
      `eslint-plugin-tool-result needs ESLint (9 or 10) to check files, and it is not installed in ${cwd}.\n` +
        `Install it: ${NEEDS_ESLINT}`,
    );
  }
  const loaded = (await import(pathToFileURL(resolved).href)) as ESLintModule & { default?: ESLintModule };
  const ESLint = loaded.ESLint ?? loaded.default?.ESLint;
  const major = Number(String(ESLint?.version).split(".")[0]);
  if (ESLint === undefined || !(major >= 9)) {
    throw new CheckSetupError(
      `eslint-plugin-tool-result needs ESLint 9 or 10, and found ESLint ${ESLint?.version ?? "(unknown version)"} at ${resolved}.\n` +
        `Update it: ${NEEDS_ESLINT}@latest`,
    );
  }
  return ESLint;
}

/**
 * The root `.gitignore` as flat-config `ignores` patterns: a pattern without a slash (or with only a
 * trailing one) matches at any depth, a leading slash anchors it to the root, `!` re-includes.
 */
export function gitignorePatterns(cwd: string): string[] {
  const file = path.join(cwd, ".gitignore");
  if (!existsSync(file)) return [];
  const patterns: string[] = [];
  for (const raw of readFileSync(file, "utf8").split(/\r?\n/u)) {
    const line = raw.replace(/(?<!\\)\s+$/u, "");
    if (line === "" || line.startsWith("#")) continue;
    const negated = line.startsWith("!");
    const body = negated ? line.slice(1) : line;
    const slash = body.indexOf("/");
    const anywhere = slash === -1 || slash === body.length - 1;
    const relative = body.startsWith("/") ? body.slice(1) : body;
    if (relative === "") continue;
    patterns.push(`${negated ? "!" : ""}${anywhere && !relative.startsWith("**/") ? "**/" : ""}${relative}`);
  }
  return patterns;
}

/** Lints `patterns` (files, folders, globs) with `configs.recommended` and nothing else. */
export async function checkFiles(patterns: readonly string[], options: CheckOptions = {}): Promise<CheckResult> {
  const cwd = path.resolve(options.cwd ?? process.cwd());
  if (options.preset !== undefined && !PRESET_NAMES.includes(options.preset)) {
    throw new CheckSetupError(`Unknown preset ${JSON.stringify(options.preset)}: use ${quoteList(PRESET_NAMES)}.`);
  }
  const ESLint = await loadESLint(cwd);
  const ignores = [...gitignorePatterns(cwd), ...(options.ignorePatterns ?? [])];
  const config: Linter.Config[] = [
    ...(ignores.length > 0 ? [{ name: "tool-result/check/ignores", ignores }] : []),
    plugin.configs.recommended,
    ...(options.preset === undefined
      ? []
      : [{ name: "tool-result/check/preset", settings: { "tool-result": { preset: options.preset } } }]),
  ];
  const eslint = new ESLint({ cwd, overrideConfigFile: true, overrideConfig: config, fix: options.fix === true });
  const results = await eslint.lintFiles(patterns.length === 0 ? ["."] : [...patterns]);
  if (options.fix === true) await ESLint.outputFixes(results);

  const unparsed = results.filter((result) =>
    result.messages.some((message) => message.fatal === true && isMissingTypeScriptParser(message.message)),
  );
  if (unparsed.length > 0) {
    const names = unparsed.map((result) => path.relative(cwd, result.filePath));
    const listed = names.length > 3 ? `${names.slice(0, 3).join(", ")} and ${names.length - 3} more` : names.join(", ");
    throw new CheckSetupError(
      `eslint-plugin-tool-result needs typescript-eslint's parser to read TypeScript files (${listed}), and it is not installed.\n` +
        `Install it: ${INSTALL_TYPESCRIPT_PARSER}`,
    );
  }
  const problemCount = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
  return { eslint, results, problemCount };
}

/** ESLint's output for the results, with a formatter ESLint knows (`stylish`, `json`, ...). */
export async function formatResults(check: CheckResult, format = "stylish"): Promise<string> {
  const formatter = await check.eslint.loadFormatter(format);
  return formatter.format(check.results);
}
