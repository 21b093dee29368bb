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
 *
 * `outputSchema` (with the "mcp" contract) checks structuredContent as a strict MCP client does
 * (output-schema.ts): once the walk has found it plain JSON data, the schema check reads it again, and
 * a Standard Schema's own `validate` runs on it (time spent there is the schema library's).
 */
import { compileContract, type ContractInput } from "./compile.js";
import { ToolResultContractError } from "./errors.js";
import { options as optionMessages, messages } from "./messages.js";
import { compileOutputSchema, standardIssues, toIssue, type OutputRun, type OutputSchema } from "./output-schema.js";
import type { Limits } from "./reader.js";
import type { ToolResultIssue, ToolResultOf, ToolResultValidation } from "./types.js";
import { collectIssues } from "./walk.js";
import type { CompiledContract } from "./compile.js";

export type { OutputSchema };

export interface ValidateOptions {
  /** Stop after this many issues (default 100, at most 10,000); a last issue then says that more were not listed. */
  readonly maxIssues?: number;
  /** The deepest nesting allowed inside a json payload (default and maximum 1000; JSON.stringify overflows the stack at about 4,000). */
  readonly maxDepth?: number;
  /** The most values a result may hold, counting every element and property each time it appears (default 1,000,000). */
  readonly maxValues?: number;
  /**
   * The tool's outputSchema (with the "mcp" contract): a Standard Schema (a zod schema, say) or a JSON
   * Schema object. structuredContent is then checked as a strict MCP client checks it: required on a
   * result that is not isError (0, "", null count as missing), and conforming to the schema, with no
   * key the schema does not declare when it says `additionalProperties: false` (as a zod `z.object`
   * does), on isError results too. A JSON Schema keyword outside the checked subset is a TypeError.
   */
  readonly outputSchema?: OutputSchema;
}

/** The options of {@link isToolResult}: it stops at the first issue, so it takes no limits. */
export interface IsToolResultOptions {
  readonly outputSchema?: OutputSchema;
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
  const issues = syncIssues(value, compiled, options, "validateToolResult");
  return issues.length === 0 ? { ok: true, value: value as ToolResultOf<C> } : { ok: false, issues };
}

/**
 * {@link validateToolResult} for an `outputSchema` whose Standard Schema validates asynchronously (a
 * zod schema with an async refinement, say): the same verdict, once the schema has answered. Rejects
 * only where validateToolResult throws (a contract or options that cannot be used).
 */
export async function validateToolResultAsync<const C extends ContractInput = "strands-robots">(
  value: unknown,
  contract?: C,
  options?: ValidateOptions,
): Promise<ToolResultValidation<ToolResultOf<C>>> {
  const compiled = compileContract(contract);
  const { limits, output } = readOptions(options, "validateToolResultAsync", compiled);
  let issues = collectIssues(value, compiled, limits, undefined, output);
  const pending = output?.pending;
  if (pending !== undefined) {
    let answer: unknown;
    let failed: ToolResultIssue[] | undefined;
    try {
      answer = await pending.answer;
    } catch (error) {
      failed = [{ path: ["structuredContent"], message: `structuredContent: ${messages.outputValidateThrew(error)}` }];
    }
    const more = failed ?? standardIssues(answer, pending.reported, pending.onError).map(toIssue);
    if (more.length > 0) {
      issues = [...issues];
      for (const issue of more) {
        if (issues.length >= limits.maxIssues) {
          issues.push({ path: [], message: messages.tooManyIssues(limits.maxIssues) });
          break;
        }
        issues.push(issue);
      }
    }
  }
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
  const issues = syncIssues(value, compiled, options, "assertToolResult");
  if (issues.length > 0) throw new ToolResultContractError(issues, compiled.name);
}

/**
 * True when `value` keeps to `contract` (default: the `strands-robots` contract), narrowing it as
 * {@link assertToolResult} does. Never throws for any `value`; throws a TypeError for options that
 * cannot be used, and for an `outputSchema` that answers asynchronously (use validateToolResultAsync).
 */
export function isToolResult<const C extends ContractInput = "strands-robots">(
  value: unknown,
  contract?: C,
  options?: IsToolResultOptions,
): value is ToolResultOf<C> {
  const compiled = compileContract(contract);
  if (options === undefined) return collectIssues(value, compiled, FIRST_ISSUE).length === 0;
  const { output } = readOptions(options, "isToolResult", compiled, ["outputSchema"]);
  const issues = collectIssues(value, compiled, FIRST_ISSUE, undefined, output);
  if (output?.pending !== undefined) {
    if (issues.length > 0) {
      output.pending.answer.then(undefined, () => {});
      return false;
    }
    throw asyncError(output, "isToolResult");
  }
  return issues.length === 0;
}

/** The issues of `value` when they can be had at once; a TypeError when the outputSchema answers with a Promise. */
function syncIssues(
  value: unknown,
  compiled: CompiledContract,
  options: ValidateOptions | undefined,
  caller: string,
): ToolResultIssue[] {
  if (options === undefined) return collectIssues(value, compiled, DEFAULT_LIMITS);
  const { limits, output } = readOptions(options, caller, compiled);
  const issues = collectIssues(value, compiled, limits, undefined, output);
  if (output?.pending !== undefined) throw asyncError(output, caller);
  return issues;
}

/** The error for an outputSchema that answered with a Promise; the Promise's rejection is handled. */
function asyncError(output: OutputRun, caller: string): TypeError {
  output.pending?.answer.then(undefined, () => {});
  return new TypeError(`${caller}: ${optionMessages.outputSchemaAsync()}`);
}

const LIMIT_NAMES: readonly (keyof Limits)[] = ["maxIssues", "maxDepth", "maxValues"];
const OPTION_NAMES: readonly string[] = [...LIMIT_NAMES, "outputSchema"];

/** The options checked: the limits, and the outputSchema check when one is given. */
export function readOptions(
  options: ValidateOptions | undefined,
  caller: string,
  compiled: CompiledContract,
  names: readonly string[] = OPTION_NAMES,
): { limits: Limits; output: OutputRun | undefined; outputSchema: OutputSchema | undefined } {
  const limits = limitsOf(options, caller, names);
  if (options === undefined) return { limits, output: undefined, outputSchema: undefined };
  let schema: unknown;
  try {
    schema = options.outputSchema;
  } catch (error) {
    throw new TypeError(`${caller}: ${optionMessages.optionThrew("outputSchema", error)}`);
  }
  if (schema === undefined) return { limits, output: undefined, outputSchema: undefined };
  if (!(compiled.contract.dataKeys ?? []).includes("structuredContent")) {
    throw new TypeError(`${caller}: ${optionMessages.outputSchemaContract(compiled.name)}`);
  }
  const output = { output: compileOutputSchema(schema, caller), pending: undefined };
  // The schema as read (once): a getter may answer otherwise the next time.
  return { limits, output, outputSchema: schema as OutputSchema };
}

/**
 * The limits `options` sets, checked: each a whole number from 1 to its maximum. A key that is not an
 * option (`maxDeph`) is an error that names the closest option, not a setting silently ignored.
 */
function limitsOf(options: ValidateOptions | undefined, caller: string, names: readonly string[]): Limits {
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
    if (!names.includes(key)) {
      throw new TypeError(`${caller}: ${optionMessages.unknown(key, names)}`);
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
