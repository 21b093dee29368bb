/**
 * The fast path: a yes/no check that answers "valid" only when the detailed walk would find no issue,
 * and "no" for anything unusual (an issue, a throwing getter, nesting deeper than FAST_DEPTH, more than
 * FAST_BUDGET values). Callers run the detailed walk in validate.ts after a "no", so a valid result is
 * checked once, quickly, and an invalid one gets its full list of issues.
 *
 * It recurses, but never deeper than FAST_DEPTH, and visits at most FAST_BUDGET values, so cycles and
 * huge payloads fall through to the detailed walk in bounded time.
 */
import type { CompiledContract } from "./compile.js";

const FAST_DEPTH = 64;
const FAST_BUDGET = 5_000_000;
const OBJECT_PROTO = Object.prototype;
const getPrototypeOf = Object.getPrototypeOf;
const getOwnPropertySymbols = Object.getOwnPropertySymbols;
const isArray = Array.isArray;
const isView = ArrayBuffer.isView;

let budget = 0;
let depthLimit = FAST_DEPTH;
/** The value of the block kind that the last kindOf call found. */
let kindValue: unknown;

/**
 * Makes the function that finds a block's kind: the index of the one kind the block carries, -1 for
 * none, -2 for several. Contracts with up to five kinds get one property read per kind written out,
 * so each read site always sees the same key (a fast, monomorphic-key property load).
 */
export function makeKindOf(kinds: readonly string[]): (block: object) => number {
  const [k0 = "", k1 = "", k2 = "", k3 = "", k4 = ""] = kinds;
  const pick = (values: unknown[]): number => {
    let found = -1;
    for (let k = 0; k < values.length; k++) {
      if (values[k] !== undefined) {
        if (found !== -1) return -2;
        found = k;
      }
    }
    if (found >= 0) kindValue = values[found];
    return found;
  };
  switch (kinds.length) {
    case 1:
      return (block) => {
        kindValue = (block as Record<string, unknown>)[k0];
        return kindValue === undefined ? -1 : 0;
      };
    case 2:
      return (block) => {
        const b = block as Record<string, unknown>;
        const v0 = b[k0];
        const v1 = b[k1];
        if (v0 !== undefined) {
          kindValue = v0;
          return v1 === undefined ? 0 : -2;
        }
        kindValue = v1;
        return v1 === undefined ? -1 : 1;
      };
    case 3:
      return (block) => {
        const b = block as Record<string, unknown>;
        const v0 = b[k0];
        const v1 = b[k1];
        const v2 = b[k2];
        if (v0 !== undefined) {
          kindValue = v0;
          return v1 === undefined && v2 === undefined ? 0 : -2;
        }
        if (v1 !== undefined) {
          kindValue = v1;
          return v2 === undefined ? 1 : -2;
        }
        kindValue = v2;
        return v2 === undefined ? -1 : 2;
      };
    case 4:
      return (block) => {
        const b = block as Record<string, unknown>;
        return pick([b[k0], b[k1], b[k2], b[k3]]);
      };
    case 5:
      return (block) => {
        const b = block as Record<string, unknown>;
        return pick([b[k0], b[k1], b[k2], b[k3], b[k4]]);
      };
    default:
      return (block) => pick(kinds.map((kind) => (block as Record<string, unknown>)[kind]));
  }
}

/**
 * True only if the detailed walk with these limits would find no issue. The fast path stays within
 * half of maxValues (it counts a little differently from the walk) and within maxDepth, so it never
 * accepts what the walk would stop on.
 */
export function isValidFast(value: unknown, c: CompiledContract, maxDepth: number, maxValues: number): boolean {
  const savedBudget = budget;
  const savedDepth = depthLimit;
  budget = Math.min(FAST_BUDGET, Math.floor(maxValues / 2));
  depthLimit = Math.min(FAST_DEPTH, maxDepth);
  try {
    return fastResult(value, c);
  } catch {
    return false;
  } finally {
    budget = savedBudget;
    depthLimit = savedDepth;
  }
}

function isPlain(value: object): boolean {
  const proto: unknown = getPrototypeOf(value);
  return proto === OBJECT_PROTO || proto === null;
}

function fastResult(value: unknown, c: CompiledContract): boolean {
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
  budget -= length;
  if (budget < 0) return false;
  for (let i = 0; i < length; i++) {
    const block: unknown = content[i];
    if (typeof block !== "object" || block === null || !isPlain(block)) return false;
    const found = c.kindOf(block);
    if (found < 0) return false;
    const v = kindValue;
    const shape = c.shapes[found];
    if (shape === undefined) continue;
    if (shape.type === "string") {
      if (typeof v !== "string") return false;
    } else if (shape.type === "json") {
      if (!fastJson(v, 0)) return false;
    } else if (!fastMedia(v, shape.formats, shape.requiredStrings)) {
      return false;
    }
  }
  return budget >= 0;
}

/** An array length; a proxy may claim anything. */
function isLength(value: unknown): value is number {
  return typeof value === "number" && value >= 0 && value <= 4294967295 && value % 1 === 0;
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
  const bytes = (source as Record<string, unknown>).bytes;
  return isView(bytes) && (bytes as { [Symbol.toStringTag]?: unknown })[Symbol.toStringTag] === "Uint8Array";
}

function fastJson(value: unknown, depth: number): boolean {
  if (--budget < 0) return false;
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
  if (depth >= depthLimit) return false;
  if (isArray(value)) {
    const length: unknown = value.length;
    if (!isLength(length)) return false;
    for (let i = 0; i < length; i++) if (!fastJson(value[i], depth + 1)) return false;
    return true;
  }
  if (!isPlain(value)) return false;
  const object = value as Record<string, unknown>;
  for (const key in object) if (!fastJson(object[key], depth + 1)) return false;
  return getOwnPropertySymbols(object).length === 0;
}
