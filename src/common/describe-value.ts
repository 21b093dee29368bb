/**
 * What a value is, in words, for error messages: `the string "ok"`, `the number 3`, `an array`, `a Map`,
 * `an instance of Foo`. Nothing here lets an exception escape: a value that cannot be inspected (a
 * revoked proxy, a throwing getter) is described as such.
 */

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
      return `the bigint ${String(value)}n`;
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
    const shown = keys.slice(0, 8).join(", ");
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
  if (proto === Object.prototype || proto === null) return PLAIN;
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
  if (value instanceof String || value instanceof Number || value instanceof Boolean) {
    const name = typeName(value);
    return kind(`a boxed ${name}`, "Boxed", name);
  }
  const name = typeName(value);
  return kind(name === "Object" ? "an object with a custom prototype" : `an instance of ${name}`, "Instance", name);
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

/** A thrown value, for a message: `TypeError: boom`. */
export function describeThrown(error: unknown): string {
  try {
    if (error instanceof Error) {
      const name = typeof error.name === "string" ? error.name : "Error";
      const message = typeof error.message === "string" ? error.message : "";
      return message ? `${name}: ${message.length > 120 ? `${message.slice(0, 117)}...` : message}` : name;
    }
    return describeValue(error);
  } catch {
    return "a value that cannot be inspected";
  }
}
