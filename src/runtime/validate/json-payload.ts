import { compileContract, type ContractInput } from "./compile.js";
import { DEFAULT_LIMITS } from "./api.js";
import { ToolResultContractError } from "./errors.js";
import type { JsonObject, JsonValue } from "./types.js";
import { collectIssues } from "./walk.js";

/**
 * Merges the object payloads of a result's json blocks into one object, for consumers: later blocks win
 * on a key they share. Checks the value against `contract` first (throws ToolResultContractError).
 *
 * The value is read once: the entries merged are the ones the check read and accepted, so a getter or
 * proxy is never asked again (nor can a second read throw). Only object payloads merge: a payload that
 * is an array, a string, a number, a boolean or null has no keys to merge and is left out (read
 * `result.content` for it). A key holding `undefined` is absent, as JSON.stringify drops it. The merge
 * is shallow and values are not copied. A `__proto__` key in a payload is copied as an own key, never as
 * the prototype.
 */
export function jsonPayload(result: unknown, contract?: ContractInput): JsonObject {
  const compiled = compileContract(contract);
  const entries: [string, unknown][] = [];
  const issues = collectIssues(result, compiled, DEFAULT_LIMITS, entries);
  if (issues.length > 0) throw new ToolResultContractError(issues, compiled.name);
  const merged: Record<string, JsonValue> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(merged, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return merged;
}
