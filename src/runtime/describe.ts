/**
 * Safe descriptions of arbitrary values and paths for issue messages. Nothing here lets an exception
 * escape: a value that cannot be inspected (a revoked proxy, a throwing getter) is described as such.
 */

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/u;

const PATH_HEAD = 12;
const PATH_TAIL = 8;

/**
 * `["content", 2, "json", "a b"]` as `content[2].json["a b"]`; `[]` as `result`. A path longer than 24
 * segments keeps its first 12 and last 8, with `...(N more)...` between.
 */
export function formatPath(path: readonly (string | number)[]): string {
  if (path.length === 0) return "result";
  if (path.length > PATH_HEAD + PATH_TAIL + 4) {
    const tail = formatPath(path.slice(-PATH_TAIL));
    return `${formatPath(path.slice(0, PATH_HEAD))}...(${path.length - PATH_HEAD - PATH_TAIL} more)...${/^[[]/u.test(tail) ? "" : "."}${tail}`;
  }
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) out += out === "" ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/** Lists values for a message: `"a", "b" or "c"`. */
export function quoteList(values: readonly string[], conjunction = "or"): string {
  const quoted = values.map((v) => JSON.stringify(v));
  return quoted.length <= 1
    ? (quoted[0] ?? "")
    : `${quoted.slice(0, -1).join(", ")} ${conjunction} ${quoted[quoted.length - 1]}`;
}

function shortString(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
}

/** What a value is, for a message: `the string "ok"`, `an array`, `a Map`, `an instance of Foo`. */
export function describe(value: unknown): string {
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
    return objectKind(value as object).label;
  } catch {
    return "an object that cannot be inspected (a revoked proxy?)";
  }
}

export interface ObjectKind {
  /** `an object`, `a Date`, `an instance of Foo`. */
  readonly label: string;
  /** True for an object whose prototype is `Object.prototype` or `null`. */
  readonly plain: boolean;
  /** For a non-plain object inside a json payload: what JSON.stringify does with it and what to do. */
  readonly jsonHint: string;
}

const PLAIN: ObjectKind = { label: "an object", plain: true, jsonHint: "" };
const objectToString = Object.prototype.toString;

/**
 * Classifies a non-null, non-array object. May throw (proxy traps, getters on a prototype): callers
 * wrap it in try/catch.
 */
export function objectKind(value: object): ObjectKind {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === Object.prototype || proto === null) return PLAIN;
  if (value instanceof Date) {
    return kind(
      "a Date",
      "JSON.stringify calls its toJSON method and writes a string. Store the string yourself: date.toISOString().",
    );
  }
  if (value instanceof Map) {
    return kind(
      "a Map",
      "JSON.stringify writes it as {} and its entries are lost. Convert it: Object.fromEntries(map).",
    );
  }
  if (value instanceof Set)
    return kind("a Set", "JSON.stringify writes it as {} and its values are lost. Convert it: [...set].");
  if (ArrayBuffer.isView(value)) {
    const name = typeName(value);
    return kind(
      `a ${name}`,
      `JSON.stringify writes it as an object of indexes, not an array. Convert it: Array.from(value)${name === "Uint8Array" ? ", or send binary data as an image block" : ""}.`,
    );
  }
  if (value instanceof ArrayBuffer)
    return kind("an ArrayBuffer", "JSON.stringify writes it as {}. Convert it: Array.from(new Uint8Array(buffer)).");
  if (value instanceof Error) {
    return kind(
      `an ${typeName(value) === "Error" ? "Error" : `error (${typeName(value)})`}`,
      "JSON.stringify writes {} because message and stack are not enumerable. Copy what you need: { name: err.name, message: err.message }.",
    );
  }
  if (value instanceof RegExp)
    return kind("a RegExp", "JSON.stringify writes it as {}. Store its source: regexp.source.");
  if (value instanceof Promise)
    return kind("a Promise", "JSON.stringify writes it as {}. Await it and store the value.");
  if (value instanceof String || value instanceof Number || value instanceof Boolean) {
    return kind(
      `a boxed ${typeName(value)}`,
      "JSON.stringify unwraps it, so the copy differs. Store the primitive: value.valueOf().",
    );
  }
  const tag = typeName(value);
  return kind(
    tag === "Object" ? "an object with a custom prototype" : `an instance of ${tag}`,
    "JSON.stringify keeps only its own enumerable properties and the copy is a plain object. Store a plain object with the data: { ...value }.",
  );
}

function kind(label: string, jsonHint: string): ObjectKind {
  return { label, plain: false, jsonHint };
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
    return describe(error);
  } catch {
    return "a value that cannot be inspected";
  }
}
