/**
 * A snapshot of a checked tool result: a deep copy, read as JSON.stringify reads the result (own
 * enumerable string keys, each read once, keys holding `undefined` left out) and frozen all the way down,
 * so that a tool may go on changing the objects it returned without changing the result that is sent.
 */
import { describeThrown, describeValue } from "../../common/describe-value.js";
import { formatPath } from "../../common/path.js";
import { isPlainPrototype } from "../../common/plain-prototype.js";
import { DEFAULT_LIMITS } from "../validate/api.js";
import type { ToolResult } from "../validate/types.js";
import { isLength, isUint8Array, OBJECT_PROTO } from "../validate/values.js";

/** The snapshots {@link snapshotToolResult} made: deep-frozen copies, which a ToolResultEvent keeps as they are. */
const SNAPSHOTS = new WeakSet<object>();

/** Whether a value is a snapshot {@link snapshotToolResult} made (frozen: it can be kept as it is). */
export function isSnapshot(value: unknown): boolean {
  return typeof value === "object" && value !== null && SNAPSHOTS.has(value);
}

/**
 * Deeper than any result the check accepts (a json payload nests at most 1000 levels, and payloads start a
 * few levels below the result), so only a value that changed since the check reaches it.
 */
const MAX_SNAPSHOT_DEPTH = 1100;

/** Why a result could not be copied (it changed since it was checked): one issue, with its path. */
export class SnapshotError extends Error {
  override name = "SnapshotError";
  /** Where, from the result down; filled in as the copy unwinds. */
  readonly path: (string | number)[];
  readonly #text: string;

  constructor(text: string, key?: string | number) {
    super(text);
    this.#text = text;
    this.path = key === undefined ? [] : [key];
  }

  /** The issue, as the validator words one: `content[0].json.hz: ...`. */
  get issue(): { path: (string | number)[]; message: string } {
    return { path: this.path, message: `${formatPath(this.path)}: ${this.#text}` };
  }
}

const AGAIN = "when it was read again, to keep a copy of the checked result,";
const PLAIN =
  "Keep results plain data: return values, not getters or proxies, and do not change them while they are checked.";

/**
 * A deep copy of a result that passed the check, read as JSON.stringify reads it, frozen all the way down.
 * What it copies:
 * - an object whose prototype is `Object.prototype` or `null`: its own enumerable string keys (as
 *   `Object.keys` lists them, in that order), each read once, a key holding `undefined` left out; the
 *   copy has the same prototype, and a `__proto__` key stays an own key;
 * - an array: its elements `0` to `length - 1` (an `undefined` element stays, as the check saw it);
 * - a Uint8Array (the bytes of a media block): a new one with the same bytes and prototype (a Buffer
 *   stays a Buffer); it is not frozen, as a typed array with elements cannot be.
 * Anything else is kept as it is: primitives, and the values that are not JSON data that a lenient key
 * lets through (strands' `error` may hold an Error).
 *
 * Work is bounded as the check's: at most `maxValues` (default) properties and elements, at most
 * {@link MAX_SNAPSHOT_DEPTH} levels. Throws a {@link SnapshotError} (never anything else) when a read
 * throws, or the value grew past those bounds, which only a value that changed since the check can do.
 */
export function snapshotToolResult(result: unknown): ToolResult {
  const budget = { values: 0 };
  let copy: unknown;
  try {
    copy = snapshot(result, 0, budget);
  } catch (error) {
    if (error instanceof SnapshotError) throw error;
    // A stack overflow while building a SnapshotError, say: still a SnapshotError.
    throw new SnapshotError(`${AGAIN} could not be copied: ${describeThrown(error)}. ${PLAIN}`);
  }
  if (typeof copy === "object" && copy !== null) SNAPSHOTS.add(copy);
  return copy as ToolResult;
}

interface Budget {
  values: number;
}

const isArray = Array.isArray;
const isView = ArrayBuffer.isView;
const keysOf = Object.keys;
const getPrototypeOf = Object.getPrototypeOf;
const setPrototypeOf = Object.setPrototypeOf;
const defineProperty = Object.defineProperty;
const freeze = Object.freeze;
const createObject = Object.create;

function snapshot(value: unknown, depth: number, budget: Budget): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (depth >= MAX_SNAPSHOT_DEPTH) {
    throw new SnapshotError(`${AGAIN} nested deeper than ${MAX_SNAPSHOT_DEPTH} levels. ${PLAIN}`);
  }
  let array: boolean;
  let proto: unknown;
  try {
    array = isArray(value);
    // isView reads an internal slot (a proxy is not a view), so plain data pays for no isUint8Array call.
    if (!array && isView(value)) return isUint8Array(value) ? snapshotBytes(value as Uint8Array) : value;
    proto = array ? undefined : getPrototypeOf(value);
  } catch (error) {
    throw new SnapshotError(`${AGAIN} inspecting it threw ${describeThrown(error)}. ${PLAIN}`);
  }
  if (array) return snapshotArray(value as unknown[], depth, budget);
  if (!isPlainPrototype(proto)) return value;
  return snapshotObject(value, proto as object | null, depth, budget);
}

function snapshotArray(array: unknown[], depth: number, budget: Budget): readonly unknown[] {
  let length: unknown;
  try {
    length = array.length;
  } catch (error) {
    throw new SnapshotError(`${AGAIN} reading its length threw ${describeThrown(error)}. ${PLAIN}`);
  }
  if (!isLength(length)) {
    throw new SnapshotError(`${AGAIN} had a length of ${describeValue(length)}. ${PLAIN}`);
  }
  budget.values += length;
  if (budget.values > DEFAULT_LIMITS.maxValues) throw tooMany();
  const copy = new Array<unknown>(length);
  for (let i = 0; i < length; i++) {
    let element: unknown;
    try {
      element = array[i];
    } catch (error) {
      throw new SnapshotError(`${AGAIN} reading it threw ${describeThrown(error)}. ${PLAIN}`, i);
    }
    if (typeof element === "object" && element !== null) {
      try {
        element = snapshot(element, depth + 1, budget);
      } catch (error) {
        throw within(error, i);
      }
    }
    copy[i] = element;
  }
  return freeze(copy);
}

function snapshotObject(object: object, proto: object | null, depth: number, budget: Budget): object {
  let keys: string[];
  try {
    keys = keysOf(object);
  } catch (error) {
    throw new SnapshotError(`${AGAIN} listing its keys threw ${describeThrown(error)}. ${PLAIN}`);
  }
  budget.values += keys.length;
  if (budget.values > DEFAULT_LIMITS.maxValues) throw tooMany();
  const copy = (proto === null ? createObject(null) : {}) as Record<string, unknown>;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    let v: unknown;
    try {
      v = (object as Record<string, unknown>)[key];
    } catch (error) {
      throw new SnapshotError(`${AGAIN} reading it threw ${describeThrown(error)}. ${PLAIN}`, key);
    }
    if (v === undefined) continue;
    if (typeof v === "object" && v !== null) {
      try {
        v = snapshot(v, depth + 1, budget);
      } catch (error) {
        throw within(error, key);
      }
    }
    // An assignment would run a setter on Object.prototype (`__proto__` has one); a definition never does.
    if (key in OBJECT_PROTO)
      defineProperty(copy, key, { value: v, enumerable: true, writable: true, configurable: true });
    else copy[key] = v;
  }
  return freeze(copy);
}

/** A copy of the bytes, with the same prototype (a Buffer stays a Buffer). Reads only internal slots. */
function snapshotBytes(bytes: Uint8Array): Uint8Array {
  const copy = new Uint8Array(bytes);
  const proto: unknown = getPrototypeOf(bytes);
  if (proto !== Uint8Array.prototype) setPrototypeOf(copy, proto as object | null);
  return copy;
}

/** `error` from below `key`, with `key` put in front of its path. */
function within(error: unknown, key: string | number): SnapshotError {
  if (error instanceof SnapshotError) {
    error.path.unshift(key);
    return error;
  }
  const wrapped = new SnapshotError(`${AGAIN} could not be copied: ${describeThrown(error)}. ${PLAIN}`);
  wrapped.path.push(key);
  return wrapped;
}

function tooMany(): SnapshotError {
  return new SnapshotError(`${AGAIN} held more than ${DEFAULT_LIMITS.maxValues} values. ${PLAIN}`);
}
