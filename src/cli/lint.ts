/**
 * Lints files with the plugin's recommended config and no user config: what `eslint-plugin-tool-result
 * check` and `expectNoToolResultProblems` (./testing) run. ESLint is the user's own (found from the
 * working directory, then from this package) and is loaded only here, when a check runs.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ESLint as ESLintClass, Linter } from "eslint";
import { quoteList } from "../common/text.js";
import { PRESET_NAMES, type PresetName } from "../contract/presets.js";
import { resolveSettings, SETTINGS_KEY, ToolResultSettingsError } from "../contract/settings.js";
import plugin from "../index.js";
import { INSTALL_TYPESCRIPT_PARSER, isMissingTypeScriptParser } from "../parser/index.js";
import { closestName } from "../common/closest.js";

export interface CheckOptions {
  /** The folder paths and globs are relative to, and where ESLint is looked up (default: `process.cwd()`). */
  readonly cwd?: string;
  /** Write the fixes to the files, as `eslint --fix` does (default: false). */
  readonly fix?: boolean;
  /** The contract preset the rules check against (default: the plugin's default, `strands-robots`). */
  readonly preset?: PresetName;
  /**
   * A contract: the fields of `settings["tool-result"]` (`preset`, `statuses`, `allowedKeys`, ...), given
   * to ESLint as those settings. Not with `preset` (the contract names its own).
   */
  readonly contract?: unknown;
  /** More files to skip (flat-config `ignores` patterns); the root `.gitignore` is read as well. */
  readonly ignorePatterns?: readonly string[];
  /** ESLint's output format for {@link CheckResult.output}: `stylish` (default), `json`, a package or a path. */
  readonly format?: string;
}

/** A file the check could not read as JavaScript or TypeScript (a syntax error, a binary file). */
export interface UnparsableFile {
  /** Relative to the check's folder. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** The parser's message, without ESLint's "Parsing error: " prefix. */
  readonly message: string;
}

export interface CheckResult {
  readonly eslint: ESLintClass;
  /** The results of the files that were checked (the unparsable ones are in `unparsable`). */
  readonly results: ESLintClass.LintResult[];
  /** Errors and warnings over the checked files. */
  readonly problemCount: number;
  /** The results in the chosen format. */
  readonly output: string;
  /** Files that could not be parsed, so were not checked: the check could not do its job for them. */
  readonly unparsable: readonly UnparsableFile[];
}

/** Something the check needs is not installed, or an option cannot be used: the message says what to do. */
export class CheckSetupError extends Error {
  override name = "CheckSetupError";
}

/**
 * The message for files that do not parse, naming each one, out of `total` files linted; `skip` says how
 * to leave a file out (the command's `--ignore-pattern`, the test helper's `ignorePatterns`).
 */
export function describeUnparsable(files: readonly UnparsableFile[], total: number, skip: string): string {
  const count =
    files.length === total
      ? total === 1
        ? "the file"
        : `the ${total} files`
      : `${files.length} of the ${total} files`;
  const lines = files.map(
    ({ file, line, column, message }) =>
      `  ${file}${line > 0 ? `:${line}` : ""}${line > 0 && column > 0 ? `:${column}` : ""}: ${message}`,
  );
  return [
    `Could not check ${count}: ${files.length === 1 ? "it does" : "they do"} not parse as JavaScript or TypeScript.`,
    ...lines,
    `Fix the file, or leave it out with ${skip}.`,
  ].join("\n");
}

const NEEDS_ESLINT = "npm install --save-dev eslint";

type ESLintModule = { ESLint: typeof ESLintClass };

/** The user's ESLint: from the working directory first (their project), then from this package. */
async function loadESLint(cwd: string): Promise<{ ESLint: typeof ESLintClass; resolved: string }> {
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
  return { ESLint, resolved };
}

/** The formats ESLint itself has (its `formatters` folder), for the message on an unknown one. */
function builtInFormats(eslintEntry: string): string[] {
  const folder = path.join(path.dirname(eslintEntry), "cli-engine", "formatters");
  try {
    const meta = JSON.parse(readFileSync(path.join(folder, "formatters-meta.json"), "utf8")) as { name: string }[];
    return meta.map((format) => format.name).sort();
  } catch {
    try {
      return readdirSync(folder)
        .filter((file) => file.endsWith(".js"))
        .map((file) => file.slice(0, -3))
        .sort();
    } catch {
      return ["json", "stylish"];
    }
  }
}

/**
 * ESLint's formatter `name`, loaded before any file is linted (so a wrong name changes no file under
 * `--fix`). A name ESLint has no formatter for gets the list of those it has, not ESLint's own message,
 * which names a file inside ESLint.
 */
async function loadFormatter(
  eslint: ESLintClass,
  name: string,
  eslintEntry: string,
): Promise<ESLintClass.LoadedFormatter> {
  try {
    return await eslint.loadFormatter(name);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const isPath = name.includes("/") && !name.startsWith("@");
    if (isPath || (code !== "ERR_MODULE_NOT_FOUND" && code !== "MODULE_NOT_FOUND")) throw error;
    const formats = builtInFormats(eslintEntry);
    const near = closestName(name, formats);
    throw new CheckSetupError(
      `Unknown format ${JSON.stringify(name)}${near === undefined ? "" : ` (did you mean ${JSON.stringify(near)}?)`}: ` +
        `ESLint has ${quoteList(formats, "and")}. Another format is an installed formatter package ` +
        `(eslint-formatter-<name>) or the path of a formatter file.`,
    );
  }
}

/**
 * Checks a contract before anything is linted, with the settings' own message: the rules report a bad
 * setting only once per process, and only in a file with an object literal.
 */
function checkContract(contract: unknown): void {
  try {
    resolveSettings({ [SETTINGS_KEY]: contract });
  } catch (error) {
    if (error instanceof ToolResultSettingsError) throw new CheckSetupError(error.message);
    throw error;
  }
}

/** A message the rules give for a `settings["tool-result"]` they cannot use (they then check nothing). */
export function isSettingsError(message: Linter.LintMessage): boolean {
  return message.ruleId?.startsWith("tool-result/") === true && message.message.startsWith("Invalid ESLint setting");
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
    const near = closestName(options.preset, PRESET_NAMES);
    throw new CheckSetupError(
      `Unknown preset ${JSON.stringify(options.preset)}${near === undefined ? "" : ` (did you mean ${JSON.stringify(near)}?)`}: ` +
        `use ${quoteList(PRESET_NAMES)}.`,
    );
  }
  if (options.preset !== undefined && options.contract !== undefined) {
    throw new CheckSetupError(
      'A preset and a contract were both given: give the contract alone, with the preset in its "preset" field.',
    );
  }
  if (options.contract !== undefined) checkContract(options.contract);
  const { ESLint, resolved } = await loadESLint(cwd);
  const ignores = [...gitignorePatterns(cwd), ...(options.ignorePatterns ?? [])];
  const settings =
    options.contract !== undefined
      ? options.contract
      : options.preset !== undefined
        ? { preset: options.preset }
        : undefined;
  const config: Linter.Config[] = [
    ...(ignores.length > 0 ? [{ name: "tool-result/check/ignores", ignores }] : []),
    plugin.configs.recommended,
    ...(settings === undefined ? [] : [{ name: "tool-result/check/contract", settings: { [SETTINGS_KEY]: settings } }]),
  ];
  const eslint = new ESLint({ cwd, overrideConfigFile: true, overrideConfig: config, fix: options.fix === true });
  const formatter = await loadFormatter(eslint, options.format ?? "stylish", resolved);
  const linted = await eslint.lintFiles(patterns.length === 0 ? ["."] : [...patterns]);
  if (options.fix === true) await ESLint.outputFixes(linted);

  const unparsed = linted.filter((result) =>
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
  const settingsErrors = new Set(
    linted.flatMap((result) => result.messages.filter(isSettingsError).map((m) => m.message)),
  );
  if (settingsErrors.size > 0) throw new CheckSetupError([...settingsErrors].join("\n"));

  const unparsable: UnparsableFile[] = [];
  const results: ESLintClass.LintResult[] = [];
  for (const result of linted) {
    const fatal = result.messages.find((message) => message.fatal === true);
    if (fatal === undefined) {
      results.push(result);
      continue;
    }
    unparsable.push({
      file: path.relative(cwd, result.filePath),
      line: fatal.line,
      column: fatal.column,
      message: fatal.message.replace(/^Parsing error: /u, ""),
    });
  }
  const problemCount = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
  const output = await formatter.format(results);
  return { eslint, results, problemCount, output, unparsable };
}
