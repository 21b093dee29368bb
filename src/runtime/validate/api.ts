/**
 * Checks a live value against a tool-result contract and lists every way it breaks it: the functions
 * users call. A fast yes/no check answers first (`fast.ts`); only a "no" runs the detailed walk
 * (`walk.ts`) that lists every issue with its path.
 *
 * Work is bounded: json payloads are walked at most `maxDepth` levels deep and `maxValues` values in all
 * (a shared reference is walked, and counted, each time it appears, as JSON.stringify would write it),
 * and validation stops after `maxIssues` issues.
 *
 * A key holding `undefined` counts as absent (JSON.stringify drops it): `toolUseId: undefined` is fine,
 * and `{ text: "a", json: undefined }` is a text block; a block whose only kind holds `undefined` is
 * reported as such.
 */
import { compileContract, type CompiledContract, type ContractInput } from "./compile.js";
import { ToolResultContractError } from "./errors.js";
import { isValidFast } from "./fast.js";
import type { ToolResult, ToolResultValidation } from "./types.js";
import { collectIssues } from "./walk.js";
import type { Limits } from "./reader.js";

export interface ValidateOptions {
  /** Stop after this many issues (default 100); a last issue then says that more were not listed. */
  readonly maxIssues?: number;
  /** The deepest nesting allowed inside a json payload (default 1000; JSON.stringify overflows the stack at a few thousand). */
  readonly maxDepth?: number;
  /** The most values a result may hold, counting every element and property (default 10,000,000). */
  readonly maxValues?: number;
}

export const DEFAULT_LIMITS = { maxIssues: 100, maxDepth: 1000, maxValues: 10_000_000 } as const;

/**
 * Checks `value` against `contract` (default: the `strands-robots` contract).
 * Returns `{ ok: true, value }` or `{ ok: false, issues }`; never throws for any `value`.
 */
export function validateToolResult(
  value: unknown,
  contract?: ContractInput,
  options?: ValidateOptions,
): ToolResultValidation {
  const compiled = compileContract(contract);
  const limits = limitsOf(options);
  if (fastAccepts(value, compiled, limits)) return { ok: true, value: value as ToolResult };
  const issues = collectIssues(value, compiled, limits);
  return issues.length === 0 ? { ok: true, value: value as ToolResult } : { ok: false, issues };
}

/**
 * Throws a {@link ToolResultContractError} listing every issue unless `value` keeps to `contract`
 * (default: the `strands-robots` contract). In TypeScript, narrows `value` to `ToolResult` afterwards.
 */
export function assertToolResult(
  value: unknown,
  contract?: ContractInput,
  options?: ValidateOptions,
): asserts value is ToolResult {
  const compiled = compileContract(contract);
  const limits = limitsOf(options);
  if (fastAccepts(value, compiled, limits)) return;
  const issues = collectIssues(value, compiled, limits);
  if (issues.length > 0) throw new ToolResultContractError(issues, compiled.contract.name);
}

/** True when `value` keeps to `contract` (default: the `strands-robots` contract). Never throws for any `value`. */
export function isToolResult(value: unknown, contract?: ContractInput): value is ToolResult {
  const compiled = compileContract(contract);
  return fastAccepts(value, compiled, DEFAULT_LIMITS) || collectIssues(value, compiled, DEFAULT_LIMITS).length === 0;
}

function fastAccepts(value: unknown, compiled: CompiledContract, limits: Limits): boolean {
  return isValidFast(value, compiled, limits.maxDepth, limits.maxValues);
}

function limitsOf(options: ValidateOptions | undefined): Limits {
  if (options === undefined) return DEFAULT_LIMITS;
  return {
    maxIssues: limit(options.maxIssues, DEFAULT_LIMITS.maxIssues, "maxIssues"),
    maxDepth: limit(options.maxDepth, DEFAULT_LIMITS.maxDepth, "maxDepth"),
    maxValues: limit(options.maxValues, DEFAULT_LIMITS.maxValues, "maxValues"),
  };
}

function limit(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !(value >= 1))
    throw new TypeError(`validateToolResult: options.${name} must be a number >= 1.`);
  return value;
}
