/**
 * Checks on values that the walks share. None of them calls code of the value: they use built-in
 * operations whose only user code is a proxy's traps.
 */
import { MCP_PATTERNS } from "../../contract/presets.js";

export const OBJECT_PROTO: object = Object.prototype;
export const ARRAY_PROTO: object = Array.prototype;
const getPrototypeOf = Object.getPrototypeOf;
const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;

/** An array length (a proxy may claim anything). */
export function isLength(value: unknown): value is number {
  return typeof value === "number" && value >= 0 && value <= 4294967295 && value % 1 === 0;
}

/**
 * The `Symbol.toStringTag` getter of `%TypedArray%.prototype`, taken when this module loads. Called on a
 * value, it reads the value's internal [[TypedArrayName]] slot: it answers "Int8Array" for an Int8Array
 * whatever that array's own or inherited `Symbol.toStringTag` says, works across realms, and answers
 * undefined for anything that is not a typed array (a proxy of one included).
 */
const typedArrayTag = getOwnPropertyDescriptor(getPrototypeOf(Uint8Array.prototype) as object, Symbol.toStringTag)!
  .get as () => string | undefined;

/** The name of a typed array's kind from its internal slot (`"Int8Array"`), or undefined for any other value. */
export function typedArrayName(value: unknown): string | undefined {
  return typeof value === "object" && value !== null ? Reflect.apply(typedArrayTag, value, []) : undefined;
}

/** A Uint8Array from any realm (a Buffer, or a subclass instance, is one); never a proxy or a look-alike. */
export function isUint8Array(value: unknown): boolean {
  return typedArrayName(value) === "Uint8Array";
}

/** Where JSON.stringify would find the `toJSON` it calls (see {@link findToJSON}). */
export interface ToJSONSource {
  /** "own": on the object itself; "Object.prototype", "Array.prototype" or "prototype": inherited; "proxy": a proxy's get trap answered it. */
  readonly from: "own" | "Object.prototype" | "Array.prototype" | "prototype" | "proxy";
  /** True when it is a getter, which JSON.stringify calls to find the method. */
  readonly getter: boolean;
}

/** A prototype chain longer than this (only proxies make one) counts as having a toJSON. */
const MAX_CHAIN = 64;
const TOO_LONG: ToJSONSource = { from: "prototype", getter: true };

/**
 * The `toJSON` that JSON.stringify would call on `object`, found as JSON.stringify finds it (own or
 * inherited, enumerable or not) but without calling anything: a getter is reported as one, not called.
 * Undefined when JSON.stringify would call none (no toJSON, or one that is not a function). For an
 * ordinary object the only operations are `in` and descriptor look-ups; for a proxy, its traps run.
 * The walks use it when a built-in prototype carries a toJSON; otherwise they read `toJSON` once, as
 * JSON.stringify does, and name what they found with {@link toJSONFound}. May throw (a revoked proxy,
 * a throwing trap): callers catch.
 */
export function findToJSON(object: object): ToJSONSource | undefined {
  if (!("toJSON" in object)) return undefined;
  const found = describeToJSON(object);
  if (found !== undefined) return found.getter || found.callable ? found : undefined;
  // `in` said yes and no descriptor says so: a proxy. JSON.stringify would read it with a get.
  return typeof (object as { toJSON?: unknown }).toJSON === "function" ? { from: "proxy", getter: false } : undefined;
}

/**
 * Where the `toJSON` that reading `object.toJSON` gave (`value`, not undefined) comes from, or undefined
 * when JSON.stringify would not call it (it is not a function). Looks only at descriptors.
 */
export function toJSONFound(object: object, value: unknown): ToJSONSource | undefined {
  if (typeof value !== "function") return undefined;
  const found = describeToJSON(object);
  return found === undefined ? { from: "proxy", getter: false } : found;
}

interface Described extends ToJSONSource {
  readonly callable: boolean;
}

/** The first `toJSON` descriptor on the chain of `object`, described; undefined when there is none. */
function describeToJSON(object: object): Described | undefined {
  let holder: object | null = object;
  for (let step = 0; holder !== null; step++) {
    if (step >= MAX_CHAIN) return { ...TOO_LONG, callable: false };
    const descriptor = getOwnPropertyDescriptor(holder, "toJSON");
    if (descriptor !== undefined) {
      const from =
        holder === object
          ? "own"
          : holder === OBJECT_PROTO
            ? "Object.prototype"
            : holder === ARRAY_PROTO
              ? "Array.prototype"
              : "prototype";
      return { from, getter: descriptor.get !== undefined, callable: typeof descriptor.value === "function" };
    }
    holder = getPrototypeOf(holder) as object | null;
  }
  return undefined;
}

const PROBE_OBJECT = {};
const PROBE_ARRAY: unknown[] = [];

/** Bits of {@link prototypeState}. */
const ENUMERABLE_ON_OBJECT_PROTO = 1;
export const TO_JSON_ON_PROTOS = 2;

/**
 * What the built-in prototypes add to every plain object and array, as a number to compare before and
 * after a walk: enumerable properties on Object.prototype (a for-in loop would list them as if they were
 * the object's own), and a `toJSON` on Object.prototype or Array.prototype (JSON.stringify would call it).
 */
export function prototypeState(): number {
  let state = 0;
  for (const _key in PROBE_OBJECT) {
    state |= ENUMERABLE_ON_OBJECT_PROTO;
    break;
  }
  if ("toJSON" in PROBE_OBJECT || "toJSON" in PROBE_ARRAY) state |= TO_JSON_ON_PROTOS;
  return state;
}

/** The ASCII whitespace that forgiving-base64 decoding skips: tab, line feed, form feed, carriage return, space. */
function isAsciiWhitespace(code: number): boolean {
  return code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d || code === 0x20;
}

/** A letter or digit, `+` or `/`. */
function isBase64Digit(code: number): boolean {
  return (
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x2b ||
    code === 0x2f
  );
}

/**
 * Whether `atob(text)` succeeds, which is the MCP SDK's base64 check (`Base64Schema`: a zod refine that
 * calls atob), without decoding: the WHATWG forgiving-base64 rules. ASCII whitespace is skipped; at most
 * two `=` may end the text, and only when they make its length a multiple of 4; a length that leaves 1
 * over a multiple of 4 is refused; every other character is a letter, a digit, `+` or `/`.
 */
export function isBase64(text: string): boolean {
  let digits = 0;
  let padding = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isAsciiWhitespace(code)) continue;
    if (code === 0x3d) {
      if (++padding > 2) return false;
    } else if (padding > 0 || !isBase64Digit(code)) return false;
    else digits++;
  }
  if (padding > 0 && (digits + padding) % 4 !== 0) return false;
  return digits % 4 !== 1;
}

/** The MCP SDK's date-time (contract/presets.ts, MCP_PATTERNS.dateTime). */
const ISO_DATE_TIME = new RegExp(MCP_PATTERNS.dateTime, "u");

/** Whether `text` is a date-time the MCP SDK's `annotations.lastModified` accepts (see ISO_DATE_TIME). */
export function isIsoDateTime(text: string): boolean {
  return ISO_DATE_TIME.test(text);
}
