/**
 * `eslint-plugin-tool-result/testing`: the contract in a test suite.
 * - `expectNoToolResultProblems(paths)` lints files with the plugin's recommended config (and no ESLint
 *   config of yours) and fails with ESLint's output when a tool result breaks the contract: the
 *   TypeScript counterpart of a contract test that scans a package. It needs ESLint, loaded only when
 *   it runs.
 * - `toolResultMatchers` for `expect.extend`: `expect(value).toBeToolResult()` on the runtime check.
 *   It needs nothing but the runtime. `eslint-plugin-tool-result/testing/vitest` and `.../testing/jest`
 *   register it and declare its type.
 * - `guardTools(server)` on an MCP SDK `McpServer` (1.x or 2.x): every tool result is checked as the
 *   runtime checks it, with the tool's outputSchema, and a result that breaks it fails the call
 *   (guard-tools.ts). It needs nothing but the runtime; the SDK is not imported.
 */
import { stripVTControlCharacters } from "node:util";
import type { PresetName } from "../contract/presets.js";
import type { ToolResultSettings } from "../contract/settings.js";

export {
  guardTools,
  ToolResultGuardError,
  type GuardableServer,
  type ToolGuard,
  type ToolGuardFailure,
} from "./guard-tools.js";
export { toBeToolResult, toolResultMatchers, type MatcherResult, type ToolResultMatchers } from "./matchers.js";

export interface ExpectNoToolResultProblemsOptions {
  /** The folder paths and globs are relative to (default: `process.cwd()`). */
  readonly cwd?: string;
  /** The contract preset to check against (default: `strands-robots`). */
  readonly preset?: PresetName;
  /**
   * A custom contract: the object you would give as `settings["tool-result"]` in an ESLint config
   * (`{ preset: "strands", allowedKeys: ["toolUseId", "traceId"] }`). Not with `preset`: name the preset
   * in the contract. A contract that cannot be used rejects with the settings' own message.
   */
  readonly contract?: ToolResultSettings;
  /** More files to skip (flat-config `ignores` patterns); the root `.gitignore` is read as well. */
  readonly ignorePatterns?: readonly string[];
}

/** Thrown by `expectNoToolResultProblems`: the message is ESLint's stylish output. */
export class ToolResultProblemsError extends Error {
  override name = "ToolResultProblemsError";
  /** The number of problems found. */
  readonly problemCount: number;
  constructor(message: string, problemCount: number) {
    super(message);
    this.problemCount = problemCount;
  }
}

/**
 * Lints `paths` (files, folders or globs; default: the working directory) with the plugin's recommended
 * rules and resolves when no tool result breaks the contract; otherwise rejects with a
 * {@link ToolResultProblemsError} whose message is ESLint's stylish output. Rejects with a message that
 * says what to do when the check cannot run: ESLint (or, for TypeScript files, typescript-eslint) is not
 * installed, the contract cannot be used, or a file does not parse (it would go unchecked).
 */
export async function expectNoToolResultProblems(
  paths: string | readonly string[] = ".",
  options: ExpectNoToolResultProblemsOptions = {},
): Promise<void> {
  const { checkFiles, CheckSetupError, describeUnparsable } = await import("../cli/lint.js");
  const check = await checkFiles(typeof paths === "string" ? [paths] : paths, { ...options, format: "stylish" });
  if (check.unparsable.length > 0) {
    const total = check.results.length + check.unparsable.length;
    throw new CheckSetupError(describeUnparsable(check.unparsable, total, "the ignorePatterns option"));
  }
  if (check.problemCount === 0) return;
  const output = stripVTControlCharacters(check.output).trim();
  const count = check.problemCount === 1 ? "1 tool-result problem" : `${check.problemCount} tool-result problems`;
  throw new ToolResultProblemsError(`${count}:\n${output}`, check.problemCount);
}
