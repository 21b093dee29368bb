import { compileContract, type ContractInput } from "./compile.js";
import type { JsonObject, JsonValue } from "./types.js";
import { assertToolResult } from "./api.js";

/**
 * Merges the object payloads of a result's json blocks into one object, for consumers: later blocks win
 * on a key they share. Checks the value against `contract` first (throws ToolResultContractError).
 *
 * Only object payloads merge: a payload that is an array, a string, a number, a boolean or null has no
 * keys to merge and is left out (read `result.content` for it). The merge is shallow and values are not
 * copied. A `__proto__` key in a payload is copied as an own key, never as the prototype.
 */
export function jsonPayload(result: unknown, contract?: ContractInput): JsonObject {
  const compiled = compileContract(contract);
  assertToolResult(result, compiled.contract);
  const jsonKinds = compiled.kinds.filter((_kind, k) => compiled.shapes[k]?.type === "json");
  const merged: Record<string, JsonValue> = {};
  const content = result.content as unknown as readonly Record<string, unknown>[];
  for (let i = 0; i < content.length; i++) {
    const block = content[i]!;
    for (const kind of jsonKinds) {
      const payload = block[kind];
      if (payload === null || typeof payload !== "object" || Array.isArray(payload)) continue;
      for (const key of Object.keys(payload)) {
        Object.defineProperty(merged, key, {
          value: (payload as JsonObject)[key],
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    }
  }
  return merged;
}
