/**
 * Checks a live value against a tool-result contract and lists every way it breaks it: the functions
 * users call. One pass (`walk.ts`) reads the value as JSON.stringify would and reports every issue
 * with its path.
 *
 * The promise: a value is accepted only if `JSON.parse(JSON.stringify(value))` is the same tool result
 * (the same keys and values; a Uint8Array's bytes aside, which the agent runtime sends as bytes). Every
 * getter and proxy trap runs at most once per appearance of its object, as JSON.stringify runs it, and
 * the verdict is about the answers it gave then: a getter or proxy that answers differently later (when
 * JSON.stringify asks) is outside what any check can see, so keep results plain data.
 *
 * A key holding `undefined` counts as absent, as JSON.stringify drops it, at every level: `toolUseId:
 * undefined` and `frames: undefined` at the top level, `{ text: "a", json: undefined }` (a text block),
 * `{ json: { a: 1, b: undefined } }` (the payload `{ a: 1 }`). An array element that is `undefined` is
 * not absent (JSON.stringify writes null) and is reported. A non-enumerable property is absent too.
 *
 * Work is bounded by the limits, for every input (`npm run bench -- runtime` times the hostile inputs;
 * the figures are in bench/RESULTS.md):
 * - `maxValues` (default 1,000,000): every property and array element counts, each time it appears (a
 *   shared reference is counted again, as JSON.stringify writes it again), and an array's length is
 *   counted before any element is read, so a sparse array or a proxy claiming 2^32 - 1 elements is
 *   reported at once. Time is at most linear in maxValues, so a shared-reference "bomb" of 2^40 values
 *   stops early; raise the limit for results that are really that large.
 * - `maxDepth` (default and maximum 1000): the deepest nesting inside a json payload. JSON.stringify
 *   itself overflows its stack about 4,000 levels down (and other JSON parsers sooner), so a deeper
 *   payload could not be sent anyway; the walk recurses at most this deep, so it cannot overflow.
 * - `maxIssues` (default 100, at most 10,000): validation stops after this many issues; the issues'
 *   memory is linear in it (a message is about 200 characters). `isToolResult` stops at the first.
 * Keys are listed once per object, as JSON.stringify lists them: an object (or a proxy's ownKeys trap)
 * that reports millions of keys costs what listing them costs, before the count stops the walk. Time
 * spent inside the value's own getters and proxy traps is the value's.
 */
import { compileContract, type ContractInput } from "./compile.js";
import { ToolResultContractError } from "./errors.js";
import { options as optionMessages } from "./messages.js";
import type { Limits } from "./reader.js";
import type { ToolResultOf, ToolResultValidation } from "./types.js";
import { collectIssues } from "./walk.js";

export interface ValidateOptions {
  /** Stop after this many issues (default 100, at most 10,000); a last issue then says that more were not listed. */
  readonly maxIssues?: number;
  /** The deepest nesting allowed inside a json payload (default and maximum 1000; JSON.stringify overflows the stack at about 4,000). */
  readonly maxDepth?: number;
  /** The most values a result may hold, counting every element and property each time it appears (default 1,000,000). */
  readonly maxValues?: number;
}

export const DEFAULT_LIMITS = { maxIssues: 100, maxDepth: 1000, maxValues: 1_000_000 } as const;

/** The largest value each option takes. */
const MAXIMA: Limits = { maxIssues: 10_000, maxDepth: 1000, maxValues: Number.MAX_SAFE_INTEGER };

/** isToolResult stops at the first issue. */
const FIRST_ISSUE: Limits = { ...DEFAULT_LIMITS, maxIssues: 0 };

/**
 * Checks `value` against `contract` (default: the `strands-robots` contract).
 * `contract` is a preset name or a contract object; a partial one (`{ preset: "strands", allowedKeys:
 * [...] }`, `{ allowedKeys: [...] }`) is completed over its preset as `defineContract` completes it.
 * Returns `{ ok: true, value }` or `{ ok: false, issues }`; never throws for any `value`. Throws an
 * `InvalidContractError` (a TypeError) naming the field for a contract that cannot be used, and a
 * TypeError naming the option for options that cannot be (an unknown option included, with the closest
 * name). The value is typed by the contract: `ToolResultOf<"strands">` is `StrandsToolResult`, and so on.
 */
export function validateToolResult<const C extends ContractInput = "strands-robots">(
  value: unknown,
  contract?: C,
  options?: ValidateOptions,
): ToolResultValidation<ToolResultOf<C>> {
  const compiled = compileContract(contract);
  const issues = collectIssues(value, compiled, limitsOf(options, "validateToolResult"));
  return issues.length === 0 ? { ok: true, value: value as ToolResultOf<C> } : { ok: false, issues };
}

/**
 * Throws a {@link ToolResultContractError} listing every issue unless `value` keeps to `contract`
 * (default: the `strands-robots` contract). In TypeScript, narrows `value` afterwards: to
 * `McpToolResult` under `"mcp"`, to `ToolResult` otherwise.
 */
export function assertToolResult<const C extends ContractInput = "strands-robots">(
  value: unknown,
  contract?: C,
  options?: ValidateOptions,
): asserts value is ToolResultOf<C> {
  const compiled = compileContract(contract);
  const issues = collectIssues(value, compiled, limitsOf(options, "assertToolResult"));
  if (issues.length > 0) throw new ToolResultContractError(issues, compiled.name);
}

/**
 * True when `value` keeps to `contract` (default: the `strands-robots` contract), narrowing it as
 * {@link assertToolResult} does. Never throws for any `value`.
 */
export function isToolResult<const C extends ContractInput = "strands-robots">(
  value: unknown,
  contract?: C,
): value is ToolResultOf<C> {
  return collectIssues(value, compileContract(contract), FIRST_ISSUE).length === 0;
}

const OPTION_NAMES: readonly (keyof Limits)[] = ["maxIssues", "maxDepth", "maxValues"];

/**
 * The limits `options` sets, checked: each a whole number from 1 to its maximum. A key that is not an
 * option (`maxDeph`) is an error that names the closest option, not a setting silently ignored.
 */
function limitsOf(options: ValidateOptions | undefined, caller: string): Limits {
  if (options === undefined) return DEFAULT_LIMITS;
  if (options === null || typeof options !== "object") {
    throw new TypeError(`${caller}: ${optionMessages.notObject(options)}`);
  }
  let keys: string[];
  try {
    keys = Object.keys(options);
  } catch (error) {
    throw new TypeError(`${caller}: ${optionMessages.threw(error)}`);
  }
  for (const key of keys) {
    if (!(OPTION_NAMES as readonly string[]).includes(key)) {
      throw new TypeError(`${caller}: ${optionMessages.unknown(key, OPTION_NAMES)}`);
    }
  }
  return {
    maxIssues: limit(options, "maxIssues", caller),
    maxDepth: limit(options, "maxDepth", caller),
    maxValues: limit(options, "maxValues", caller),
  };
}

/** One option: undefined for the default, else a whole number from 1 to its maximum (a TypeError names it otherwise). */
function limit(options: ValidateOptions, name: keyof Limits, caller: string): number {
  let value: unknown;
  try {
    value = options[name];
  } catch (error) {
    throw new TypeError(`${caller}: ${optionMessages.optionThrew(name, error)}`);
  }
  if (value === undefined) return DEFAULT_LIMITS[name];
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > MAXIMA[name]) {
    throw new TypeError(`${caller}: ${optionMessages.bad(name, value, MAXIMA[name])}`);
  }
  return value;
}
