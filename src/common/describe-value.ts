/**
 * What a value is, in words, for error messages: `the string "ok"`, `the number 3`, `an array`, `a Map`,
 * `an instance of Foo`. Nothing here lets an exception escape: a value that cannot be inspected (a
 * revoked proxy, a throwing getter) is described as such. Every description is bounded: long strings,
 * bigints, key and class names are cut, so a message stays short whatever the value.
 */
import { MAX_QUOTED, truncate } from "./text.js";
import { isPlainPrototype } from "./plain-prototype.js";

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/u;
const objectToString = Object.prototype.toString;

/** The kinds of non-plain object that messages tell apart. */
export type ObjectTag =
  | "plain"
  | "Date"
  | "Map"
  | "Set"
  | "TypedArray"
  | "ArrayBuffer"
  | "Error"
  | "RegExp"
  | "Promise"
  | "Boxed"
  | "Instance";

export interface ObjectKind {
  /** `an object`, `a Date`, `an instance of Foo`. */
  readonly label: string;
  /** True for an object whose prototype is `Object.prototype` or `null`. */
  readonly plain: boolean;
  readonly tag: ObjectTag;
  /** The constructor name (`Uint8Array`, `Foo`); `Object` for a plain object. */
  readonly name: string;
}

const PLAIN: ObjectKind = { label: "an object", plain: true, tag: "plain", name: "Object" };

function shortString(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
}

export interface DescribeOptions {
  /** Name the first keys of a plain object: `an object with keys [type, text]`. */
  readonly listKeys?: boolean;
}

export function describeValue(value: unknown, options?: DescribeOptions): string {
  switch (typeof value) {
    case "string":
      return `the string ${shortString(value)}`;
    case "number":
      return `the number ${String(value)}`;
    case "bigint":
      return `the bigint ${truncate(String(value), 40)}n`;
    case "boolean":
      return String(value);
    case "undefined":
      return "undefined";
    case "symbol":
      return "a symbol";
    case "function":
      return "a function";
    default:
      break;
  }
  if (value === null) return "null";
  try {
    if (Array.isArray(value)) return "an array";
    const kind = objectKind(value as object);
    if (!kind.plain || options?.listKeys !== true) return kind.label;
    const keys = Object.keys(value as object);
    const shown = keys
      .slice(0, 8)
      .map((key) => truncate(key, 40))
      .join(", ");
    return keys.length === 0 ? "an empty object" : `an object with keys [${shown}${keys.length > 8 ? ", ..." : ""}]`;
  } catch {
    return "an object that cannot be inspected (a revoked proxy?)";
  }
}

/**
 * Classifies a non-null, non-array object. May throw (proxy traps, getters on a prototype): callers
 * wrap it in try/catch.
 */
export function objectKind(value: object): ObjectKind {
  const proto: unknown = Object.getPrototypeOf(value);
  if (isPlainPrototype(proto)) return PLAIN;
  if (value instanceof Date) return kind("a Date", "Date", "Date");
  if (value instanceof Map) return kind("a Map", "Map", "Map");
  if (value instanceof Set) return kind("a Set", "Set", "Set");
  if (ArrayBuffer.isView(value)) {
    const name = typeName(value);
    return kind(`a ${name}`, "TypedArray", name);
  }
  if (value instanceof ArrayBuffer) return kind("an ArrayBuffer", "ArrayBuffer", "ArrayBuffer");
  if (value instanceof Error) {
    const name = typeName(value);
    return kind(`an ${name === "Error" ? "Error" : `error (${name})`}`, "Error", name);
  }
  if (value instanceof RegExp) return kind("a RegExp", "RegExp", "RegExp");
  if (value instanceof Promise) return kind("a Promise", "Promise", "Promise");
  const boxed = boxedName(value);
  if (boxed !== undefined) return kind(`a boxed ${boxed}`, "Boxed", boxed);
  const name = truncate(typeName(value), 60);
  return kind(name === "Object" ? "an object with a custom prototype" : `an instance of ${name}`, "Instance", name);
}

/**
 * The primitive each boxed kind wraps, by the built-in that reads its internal slot: `Number.prototype.valueOf`
 * answers only for an object that has a [[NumberData]] slot, whatever its prototype says, which is what
 * JSON.stringify looks at when it unwraps a boxed value (a boxed BigInt unwraps to a bigint, and throws).
 */
const UNBOXERS: readonly (readonly [string, () => unknown])[] = [
  ["Number", Number.prototype.valueOf],
  ["String", String.prototype.valueOf],
  ["Boolean", Boolean.prototype.valueOf],
  ["BigInt", BigInt.prototype.valueOf],
  ["Symbol", Symbol.prototype.valueOf],
];

/** `"Number"`, `"BigInt"`, ...: the kind of primitive a boxed object wraps, by its internal slot; undefined for any other object (a proxy of one included). */
function boxedName(value: object): string | undefined {
  for (const [name, unbox] of UNBOXERS) {
    try {
      Reflect.apply(unbox, value, []);
      return name;
    } catch {
      // not this kind
    }
  }
  return undefined;
}

/**
 * The kind of a boxed primitive, by its internal slot, whatever its prototype (one reset to
 * Object.prototype or null still unwraps in JSON.stringify); undefined for any other object.
 */
export function boxedKind(value: object): ObjectKind | undefined {
  const boxed = boxedName(value);
  return boxed === undefined ? undefined : kind(`a boxed ${boxed}`, "Boxed", boxed);
}

function kind(label: string, tag: ObjectTag, name: string): ObjectKind {
  return { label, plain: false, tag, name };
}

/** The constructor name of an object (`Foo`), falling back to its `Object.prototype.toString` tag. */
function typeName(value: object): string {
  try {
    const proto: unknown = Object.getPrototypeOf(value);
    const ctor: unknown =
      proto !== null && typeof proto === "object" ? (proto as { constructor?: unknown }).constructor : undefined;
    if (typeof ctor === "function") {
      const name: unknown = (ctor as { name?: unknown }).name;
      if (typeof name === "string" && IDENTIFIER.test(name)) return name;
    }
    const tag = objectToString.call(value).slice(8, -1);
    return IDENTIFIER.test(tag) ? tag : "Object";
  } catch {
    return "Object";
  }
}

/** A string property of a thrown value, or undefined when it is not one or reading it throws. */
function stringProperty(object: object, key: string): string | undefined {
  try {
    const value: unknown = (object as Record<string, unknown>)[key];
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `value` is an Error, or undefined when asking throws (a proxy whose getPrototypeOf trap throws). */
function isError(value: unknown): boolean | undefined {
  try {
    return value instanceof Error;
  } catch {
    return undefined;
  }
}

const UNINSPECTABLE = "a value that cannot be inspected (a proxy whose traps throw?)";

/**
 * A thrown value, for a message: `TypeError: boom`, `the string "boom"`. Its name and message are each
 * read once, in a guard (a getter that throws leaves that part out), and the message is cut at `max`
 * characters (a thrown 100 KB message is not copied whole). Never throws.
 */
export function describeThrown(error: unknown, max = MAX_QUOTED): string {
  const errorLike = isError(error);
  if (errorLike === undefined) return UNINSPECTABLE;
  if (!errorLike) return describeValue(error);
  const name = stringProperty(error as object, "name");
  const message = stringProperty(error as object, "message");
  const label = name === undefined || name === "" ? "Error" : truncate(name, 60);
  return message ? `${label}: ${truncate(message, max)}` : label;
}

/**
 * What a thrown value says, for the text of an error result a model reads: an Error's message (else its
 * name), a primitive as text, an object described (`an object with keys [code, detail]`: no method of it
 * is called, not even `toString`). Cut at `max` characters. Never throws.
 */
export function thrownMessage(error: unknown, max = 2000): string {
  const errorLike = isError(error);
  if (errorLike === undefined) return UNINSPECTABLE;
  if (errorLike) {
    const message = stringProperty(error as object, "message");
    if (message) return truncate(message, max);
    const name = stringProperty(error as object, "name");
    return name ? truncate(name, 60) : "an Error without a message";
  }
  switch (typeof error) {
    case "string":
      return truncate(error, max);
    case "object":
      return error === null ? "null" : describeValue(error, { listKeys: true });
    case "function":
      return "a function";
    default:
      return truncate(String(error), max);
  }
}
