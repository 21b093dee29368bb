/**
 * The json payloads of a result, and every other value that JSON.stringify writes as it is (the other
 * keys of blocks, media values and sources, the values of custom block kinds and of untyped allowed
 * keys).
 *
 * The walk recurses, one call per object or array; the depth is bounded by `maxDepth`, which api.ts
 * keeps at or below 1000 (JSON.stringify itself overflows its stack about 4,000 levels down), so the
 * recursion cannot overflow. Every object and array on the way down, from the result itself, is an
 * ancestor of the value being checked (reader.ts, `Walk.cycle`), so a cycle is an object met again
 * while it is still an ancestor, reported before anything of it is read again. Shared, non-cyclic
 * references are walked again each time they appear, as JSON.stringify writes them again, and counted
 * each time: `maxValues` bounds that work, and an array's length is counted before any element is
 * read, so a sparse array or a proxy claiming 2^32 - 1 elements stops at once.
 *
 * Each property is read once, with a get (as JSON.stringify reads it): a getter or proxy trap runs at
 * most once per appearance, and the verdict is about the values it gave. Keys are the own enumerable
 * string keys, listed as JSON.stringify lists them (Object.keys: for a proxy, its ownKeys and
 * getOwnPropertyDescriptor traps, never its getPrototypeOf trap again). `toJSON` is read once per object and array, as JSON.stringify reads it; when a built-in
 * prototype carries one, it is looked up by descriptors instead, so that no getter there runs for every
 * object.
 *
 * Choices where JSON.stringify leaves room (strict mode, the json payloads): values must be plain data:
 * objects whose prototype is `Object.prototype` or `null`, and arrays; a key holding `undefined` counts
 * as absent (JSON.stringify drops it, and the parsed copy lacks it), while an `undefined` array element
 * is reported (JSON.stringify writes null); `-0` is accepted (JSON.stringify writes `0`, which equals
 * it); non-enumerable and symbol-keyed properties are ignored, as JSON.stringify ignores them (they are
 * not part of the JSON data, and the parsed copy has no place for them); an object or array on which
 * JSON.stringify would call a `toJSON` (own or inherited, enumerable or not, or one a getter gives) is
 * reported; non-index properties of an array are not looked at. Lenient mode (untyped allowed keys such
 * as the strands preset's `error`, which the agent runtime keeps for itself) only asks that
 * JSON.stringify can write the value without throwing or calling code: other prototypes, functions,
 * symbols, `undefined` and NaN pass; bigints, cycles, `toJSON`, boxed primitives and typed arrays do not.
 */
import { boxedKind, objectKind } from "../../common/describe-value.js";
import { isPlainPrototype } from "../../common/plain-prototype.js";
import { messages } from "./messages.js";
import { formatPath } from "../../common/path.js";
import type { Walk } from "./reader.js";
import { findToJSON, isLength, toJSONFound, type ToJSONSource } from "./values.js";

const isArray = Array.isArray;
const getPrototypeOf = Object.getPrototypeOf;
const defineProperty = Object.defineProperty;
// Keys as JSON.stringify lists them (EnumerableOwnProperties): own enumerable string keys, never the prototype's.
const keysOf = Object.keys;

/**
 * Checks a JSON value found at `walk.path` (the caller has pushed its key). A root that is `undefined`
 * is the caller's business (an absent key). `entries`, when given, receives the own entries of a root
 * object as they are read (jsonPayload merges them).
 */
export function checkJson(walk: Walk, value: unknown, lenient: boolean, entries?: [string, unknown][]): unknown {
  switch (typeof value) {
    case "string":
    case "boolean":
    case "undefined":
      return value;
    case "number":
      if (value - value !== 0) leaf(walk, value, undefined, false, lenient);
      return value;
    case "object":
      if (value === null) return value;
      walk.jsonBase = walk.depth;
      return container(walk, value, lenient, entries);
    default:
      leaf(walk, value, undefined, false, lenient);
      return value;
  }
}

/**
 * Checks an object or array at `walk.path`; while the walk is copying, returns a copy of what it read (of
 * use only where the walk found no issue).
 */
function container(
  walk: Walk,
  value: object,
  lenient: boolean,
  entries: [string, unknown][] | undefined,
): object | undefined {
  const back = walk.cycle(value);
  if (back !== undefined) {
    walk.report(messages.jsonCycle(formatPath(back)));
    return undefined;
  }
  if (walk.depth - walk.jsonBase >= walk.maxDepth) {
    walk.report(messages.jsonTooDeep(walk.maxDepth));
    return undefined;
  }
  const depth = walk.depth;
  const base = walk.path.length;
  let copy: object | undefined;
  walk.enter(value);
  try {
    copy = isArray(value) ? walkArray(walk, value as unknown[], lenient) : walkObject(walk, value, lenient, entries);
  } catch (error) {
    // A revoked proxy, a throwing trap: an issue here, and the walk goes on with the next value.
    walk.unwind(depth + 1, base);
    walk.threw(error);
  }
  walk.leave();
  return copy;
}

/**
 * The length of an array about to be read (at `walk.path`, entered), counted against maxValues; undefined
 * where it cannot be read or is no length (reported). A toJSON the array has is reported first.
 */
export function arrayLength(walk: Walk, array: unknown[]): number | undefined {
  let toJSON: ToJSONSource | undefined;
  if (!walk.protoToJSON) {
    const loaded: unknown = (array as unknown as Record<string, unknown>).toJSON;
    if (loaded !== undefined) toJSON = toJSONFound(array, loaded);
  } else toJSON = findToJSON(array);
  if (toJSON !== undefined) walk.report(messages.toJSON(toJSON, "array"));
  let length: unknown;
  try {
    length = array.length;
  } catch (error) {
    walk.threw(error, "length");
    return undefined;
  }
  if (!isLength(length)) {
    walk.report(messages.badLength(length));
    return undefined;
  }
  walk.countElements(length);
  return length;
}

function walkArray(walk: Walk, array: unknown[], lenient: boolean): unknown[] | undefined {
  const length = arrayLength(walk, array);
  if (length === undefined) return undefined;
  const copy = walk.copying ? new Array<unknown>(length) : undefined;
  for (let i = 0; i < length; i++) {
    let v: unknown;
    try {
      v = array[i];
    } catch (error) {
      walk.threw(error, i);
      continue;
    }
    switch (typeof v) {
      case "string":
      case "boolean":
        if (copy) copy[i] = v;
        continue;
      case "number":
        if (copy) copy[i] = v;
        if (v - v === 0) continue;
        break;
      case "object":
        if (v !== null) {
          walk.path.push(i);
          v = container(walk, v, lenient, undefined);
          walk.path.pop();
        }
        if (copy) copy[i] = v;
        continue;
      default:
        break;
    }
    leaf(walk, v, i, true, lenient);
  }
  return copy;
}

function walkObject(
  walk: Walk,
  object: object,
  lenient: boolean,
  entries: [string, unknown][] | undefined,
): object | undefined {
  const plain = isPlainPrototype(getPrototypeOf(object));
  if (!plain) {
    const kind = objectKind(object);
    if (!lenient || kind.tag === "Boxed" || kind.tag === "TypedArray") {
      walk.report(messages.jsonNotPlain(kind));
      return undefined;
    }
  }
  const copy = walk.copying ? ({} as Record<string, unknown>) : undefined;
  let loaded: unknown;
  let toJSON: ToJSONSource | undefined;
  if (!walk.protoToJSON) {
    loaded = (object as Record<string, unknown>).toJSON;
    if (loaded !== undefined) toJSON = toJSONFound(object, loaded);
  } else toJSON = findToJSON(object);
  if (toJSON !== undefined) walk.report(messages.toJSON(toJSON, "object"));
  const maxValues = walk.maxValues;
  const counted = walk.values;
  for (const key of keysOf(object)) {
    if (++walk.values > maxValues) walk.tooManyValues(key);
    let v: unknown;
    if (key === "toJSON" && (toJSON !== undefined || !walk.protoToJSON)) {
      if (toJSON !== undefined) continue;
      v = loaded; // read once already, as JSON.stringify reads it
    } else {
      try {
        v = (object as Record<string, unknown>)[key];
      } catch (error) {
        walk.threw(error, key);
        continue;
      }
    }
    if (entries !== undefined && v !== undefined) entries.push([key, v]);
    switch (typeof v) {
      case "string":
      case "boolean":
        if (copy) copyInto(copy, key, v);
        continue;
      case "undefined":
        continue;
      case "number":
        if (copy) copyInto(copy, key, v);
        if (v - v === 0) continue;
        break;
      case "object":
        if (v !== null) {
          walk.path.push(key);
          v = container(walk, v, lenient, undefined);
          walk.path.pop();
        }
        if (copy) copyInto(copy, key, v);
        continue;
      default:
        break;
    }
    leaf(walk, v, key, false, lenient);
  }
  // An object with no key of its own may be a boxed primitive whose prototype was reset (JSON.stringify
  // unwraps it, and throws for a bigint); asked only then, as the check costs a throw per kind.
  if (plain && walk.values === counted) {
    const boxed = boxedKind(object);
    if (boxed !== undefined) walk.report(messages.jsonNotPlain(boxed));
  }
  return copy;
}

/** `copy[key] = value`, as a definition: an assignment to `__proto__` would set the copy's prototype. */
function copyInto(copy: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  else copy[key] = value;
}

/** A value that is not a string, boolean, finite number, null or object: reported unless lenient mode lets JSON.stringify write it. */
function leaf(walk: Walk, value: unknown, key: string | number | undefined, inArray: boolean, lenient: boolean): void {
  switch (typeof value) {
    case "number":
      if (!lenient) walk.report(messages.jsonNumber(value), key);
      return;
    case "undefined":
      if (inArray && !lenient) walk.report(messages.jsonUndefined(), key);
      return;
    case "function":
      if (!lenient) walk.report(messages.jsonFunction(inArray), key);
      else functionToJSON(walk, value as object, key);
      return;
    case "symbol":
      if (!lenient) walk.report(messages.jsonSymbol(inArray), key);
      return;
    case "bigint":
      walk.report(messages.jsonBigint(value), key);
      return;
    default:
      return;
  }
}

/** JSON.stringify asks a function for a toJSON too before it drops it (lenient mode lets functions through). */
function functionToJSON(walk: Walk, fn: object, key: string | number | undefined): void {
  let toJSON;
  try {
    toJSON = findToJSON(fn);
  } catch (error) {
    walk.threw(error, key);
    return;
  }
  if (toJSON !== undefined) walk.report(messages.toJSON(toJSON, "object"), key);
}
