/**
 * The fast path: a yes/no check that answers "valid" only when the detailed walk would find no issue,
 * and "no" for anything unusual (an issue, a throwing getter, nesting deeper than FAST_DEPTH, more than
 * FAST_BUDGET values). Callers run the detailed walk after a "no", so a valid result is checked once,
 * quickly, and an invalid one gets its full list of issues. A differential test keeps the two in step
 * (tests/runtime/properties.test.ts).
 *
 * It recurses, but never deeper than FAST_DEPTH, and visits at most FAST_BUDGET values, so cycles and
 * huge payloads fall through to the detailed walk in bounded time. Its state lives in one object per
 * call (docs/performance.md, "runtime fast path").
 */
import type { CompiledContract } from "./compile.js";
import type { FastState } from "./kind-of.js";
import { isLength, isUint8Array } from "./values.js";

const FAST_DEPTH = 64;
const FAST_BUDGET = 5_000_000;
const OBJECT_PROTO = Object.prototype;
const getPrototypeOf = Object.getPrototypeOf;
const getOwnPropertySymbols = Object.getOwnPropertySymbols;
const isArray = Array.isArray;

/**
 * True only if the detailed walk with these limits would find no issue. The fast path stays within
 * half of maxValues (it counts a little differently from the walk) and within maxDepth, so it never
 * accepts what the walk would stop on.
 */
export function isValidFast(value: unknown, c: CompiledContract, maxDepth: number, maxValues: number): boolean {
  const state: FastState = {
    budget: Math.min(FAST_BUDGET, Math.floor(maxValues / 2)),
    depthLimit: Math.min(FAST_DEPTH, maxDepth),
    kindValue: undefined,
  };
  try {
    return fastResult(value, c, state);
  } catch {
    return false;
  }
}

function isPlain(value: object): boolean {
  const proto: unknown = getPrototypeOf(value);
  return proto === OBJECT_PROTO || proto === null;
}

function fastResult(value: unknown, c: CompiledContract, state: FastState): boolean {
  if (typeof value !== "object" || value === null || !isPlain(value)) return false;
  const result = value as Record<string, unknown>;
  for (const key in result) if (!c.topKeys.has(key)) return false;
  const status = result.status;
  if (typeof status !== "string" || !c.statuses.has(status)) return false;
  const stringKeys = c.stringKeys;
  for (let k = 0; k < stringKeys.length; k++) {
    const v = result[stringKeys[k]!];
    if (v !== undefined && typeof v !== "string") return false;
  }
  const content = result.content;
  if (!isArray(content)) return false;
  const length: unknown = content.length;
  if (!isLength(length) || length === 0) return false;
  state.budget -= length;
  if (state.budget < 0) return false;
  for (let i = 0; i < length; i++) {
    const block: unknown = content[i];
    if (typeof block !== "object" || block === null || !isPlain(block)) return false;
    const found = c.kindOf(block, state);
    if (found < 0) return false;
    const v = state.kindValue;
    const shape = c.shapes[found];
    if (shape === undefined) continue;
    if (shape.type === "string") {
      if (typeof v !== "string") return false;
    } else if (shape.type === "json") {
      if (!fastJson(v, 0, state)) return false;
    } else if (!fastMedia(v, shape.formats, shape.requiredStrings)) {
      return false;
    }
  }
  return state.budget >= 0;
}

function fastMedia(
  value: unknown,
  formats: readonly string[],
  requiredStrings: readonly string[] | undefined,
): boolean {
  if (typeof value !== "object" || value === null || isArray(value)) return false;
  const media = value as Record<string, unknown>;
  const format = media.format;
  if (typeof format !== "string" || !formats.includes(format)) return false;
  if (requiredStrings !== undefined) {
    for (const key of requiredStrings) if (typeof media[key] !== "string") return false;
  }
  const source = media.source;
  if (typeof source !== "object" || source === null) return false;
  return isUint8Array((source as Record<string, unknown>).bytes);
}

function fastJson(value: unknown, depth: number, state: FastState): boolean {
  if (--state.budget < 0) return false;
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return value - value === 0; // false for NaN and the infinities
    case "object":
      break;
    default:
      return false;
  }
  if (value === null) return true;
  if (depth >= state.depthLimit) return false;
  if (isArray(value)) {
    const length: unknown = value.length;
    if (!isLength(length)) return false;
    for (let i = 0; i < length; i++) if (!fastJson(value[i], depth + 1, state)) return false;
    return true;
  }
  if (!isPlain(value)) return false;
  const object = value as Record<string, unknown>;
  for (const key in object) if (!fastJson(object[key], depth + 1, state)) return false;
  return getOwnPropertySymbols(object).length === 0;
}
