/**
 * Reading a contract or a setting that a user wrote: the guarded readers the one contract parser
 * (`define.ts`) and the settings (`settings.ts`) share. Only own, enumerable fields count, as in JSON;
 * each is read once, in a guard, so that a getter that throws, a proxy whose traps throw or lie, or a
 * revoked proxy becomes a {@link FieldProblem} that names the field, never an exception of its own. The
 * entry points turn a problem into their error (`ToolResultSettingsError`, `InvalidContractError`), with
 * the same words.
 */
import { didYouMean } from "../common/closest.js";
import { describeThrown, describeValue } from "../common/describe-value.js";
import { quote } from "../common/text.js";

/** Where a field is (`statuses[1]`, `taggedBlocks.kinds.text`; `""` for the object itself) and what to do about it. */
export class FieldProblem {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    problems.add(this);
  }
}

/** The problems made here: a thrown value is one of them only if it is in this set (no trap of it runs to ask). */
const problems = new WeakSet<object>();

/** Whether `thrown` is a {@link FieldProblem}, asked without running any code of it (a thrown proxy's traps included). */
export function isFieldProblem(thrown: unknown): thrown is FieldProblem {
  return typeof thrown === "object" && thrown !== null && problems.has(thrown);
}

export function fail(field: string, problem: string): never {
  throw new FieldProblem(field, problem);
}

/** The problem for a read of `field` that threw. */
function readThrew(field: string, error: unknown): never {
  return fail(field, `reading it threw ${describeThrown(error)}. Give it a plain value.`);
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/u;

/** `field.key` or `field["a key"]` (`key` alone at the top), the key cut if it is long. */
export function member(field: string, key: string): string {
  if (IDENTIFIER.test(key) && key.length <= 60) return field === "" ? key : `${field}.${key}`;
  return `${field}[${quote(key)}]`;
}

/** `field[index]`. */
export function element(field: string, index: number): string {
  return `${field}[${index}]`;
}

/** `Array.isArray(value)`, which throws for a revoked proxy. */
export function isArrayAt(value: unknown, field: string): boolean {
  try {
    return Array.isArray(value);
  } catch (error) {
    return readThrew(field, error);
  }
}

/**
 * Whether `value` is a plain object, in any realm: not an array, nor a built-in's object (a Map, a Date)
 * or a class instance, whose fields are not own keys and would go unread. An object made on another
 * object (`Object.create({ ... })`) is one: its inherited fields are not settings, as in JSON.
 */
export function isObjectAt(value: unknown, field: string): value is object {
  if (value === null || typeof value !== "object" || isArrayAt(value, field)) return false;
  try {
    if (Object.prototype.toString.call(value) !== "[object Object]") return false;
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto === null || proto === Object.prototype) return true;
    const made: unknown = Object.getOwnPropertyDescriptor(proto, "constructor")?.value;
    return made === undefined || (typeof made === "function" && made.name === "Object");
  } catch (error) {
    return readThrew(field, error);
  }
}

/** `object[key]` when it is an own, enumerable property; undefined otherwise. */
export function ownField(object: object, key: string, field: string): unknown {
  try {
    if (!Object.prototype.propertyIsEnumerable.call(object, key)) return undefined;
    return (object as Record<string, unknown>)[key];
  } catch (error) {
    return readThrew(field, error);
  }
}

/**
 * The own, enumerable fields of `object` (found at `field`), each read once, in a record without a
 * prototype. A key that is not one of `known` is a problem that lists the known fields and suggests the
 * closest (`allowKeys`: did you mean "allowedKeys"?). With `known` undefined, every key is taken.
 */
export function ownFields(
  object: object,
  field: string,
  known: readonly string[] | undefined,
): Record<string, unknown> {
  let keys: string[];
  try {
    keys = Object.keys(object);
  } catch (error) {
    return readThrew(field, error);
  }
  const fields = Object.create(null) as Record<string, unknown>;
  for (const key of keys) {
    const at = member(field, key);
    if (known !== undefined && !known.includes(key)) {
      fail(at, `unknown field. Known fields: ${known.join(", ")}.${didYouMean(key, known)}`);
    }
    let value: unknown;
    try {
      value = (object as Record<string, unknown>)[key];
    } catch (error) {
      readThrew(at, error);
    }
    fields[key] = value;
  }
  return fields;
}

/** The most entries a list may have (a proxy may claim any length). */
export const MAX_ENTRIES = 10_000;

export interface ListOptions {
  /** Whether the list must have an entry. */
  readonly nonEmpty: boolean;
  /** What an entry is, in words: "a non-empty string", "a type name". */
  readonly entry?: string | undefined;
  /** Why an entry that is a non-empty string still cannot be used, or undefined when it can. */
  readonly check?: ((item: string) => string | undefined) | undefined;
}

/**
 * A copy of the list at `field`: an array of non-empty strings, each listed once, without holes, of at
 * most {@link MAX_ENTRIES} entries. Every entry is read once, in a guard.
 */
export function stringList(value: unknown, field: string, options: ListOptions): string[] {
  const entry = options.entry ?? "a non-empty string";
  const plural = entry === "a type name" ? "type names" : "non-empty strings";
  const expected = `a${options.nonEmpty ? " non-empty" : "n"} array of ${plural}`;
  if (!isArrayAt(value, field)) fail(field, `expected ${expected}, got ${describeValue(value)}.`);
  const array = value as unknown[];
  let length: unknown;
  try {
    length = array.length;
  } catch (error) {
    readThrew(field, error);
  }
  if (typeof length !== "number" || !Number.isInteger(length) || length < 0 || length > MAX_ENTRIES) {
    fail(field, `expected ${expected} of at most ${MAX_ENTRIES} entries, got a length of ${describeValue(length)}.`);
  }
  if (options.nonEmpty && length === 0) fail(field, `expected ${expected}, got an empty array.`);
  const items: string[] = [];
  const seen = new Set<string>();
  for (let index = 0; index < length; index++) {
    const at = element(field, index);
    let present = false;
    let item: unknown;
    try {
      present = Object.hasOwn(array, index);
      item = present ? array[index] : undefined;
    } catch (error) {
      readThrew(at, error);
    }
    if (!present) fail(at, "missing (a hole in the array). Give every entry a value.");
    if (typeof item !== "string" || item.length === 0) fail(at, `expected ${entry}, got ${describeValue(item)}.`);
    const unusable = options.check?.(item);
    if (unusable !== undefined) fail(at, unusable);
    if (seen.has(item)) fail(at, `${quote(item)} is listed twice. List each once.`);
    seen.add(item);
    items.push(item);
  }
  return items;
}

/** What {@link oneOf} chooses, in words: `{ noun: "preset", expected: "a preset name" }`. */
export interface Choice {
  readonly noun: string;
  readonly expected: string;
}

export const PRESET_CHOICE: Choice = { noun: "preset", expected: "a preset name" };

/** One of `choices` (strings), or a problem that lists them and suggests the closest. */
export function oneOf<T extends string>(value: unknown, field: string, choices: readonly T[], what: Choice): T {
  if (typeof value === "string" && (choices as readonly string[]).includes(value)) return value as T;
  const listed = choices.map((choice) => JSON.stringify(choice)).join(", ");
  if (typeof value === "string") {
    fail(field, `unknown ${what.noun} ${quote(value)}. Use one of ${listed}.${didYouMean(value, choices)}`);
  }
  return fail(field, `expected ${what.expected}: one of ${listed}, got ${describeValue(value)}.`);
}

/** How deep {@link dataOf} reads: a usable setting is at most an object of lists and objects of values. */
const MAX_DATA_DEPTH = 4;

/** What {@link dataOf} gives for a value that is not data. */
const NOT_DATA: unique symbol = Symbol("not data");

/**
 * The data `value` holds (strings, numbers, booleans, null, undefined, arrays and plain objects of them,
 * keys in order), copied: what a cache of parsed settings or contracts keeps beside the object it read,
 * so that {@link holdsData} can tell an object changed in place, which is parsed anew. Undefined for
 * anything else or anything that throws, deeper than a usable setting goes, or longer than
 * {@link MAX_ENTRIES}: nothing of such a value is cached.
 */
export function dataOf(value: unknown): { readonly data: unknown } | undefined {
  try {
    const data = copyData(value, 0);
    return data === NOT_DATA ? undefined : { data };
  } catch {
    // A getter, a trap or a revoked proxy threw: the value is not data.
    return undefined;
  }
}

/** Whether `value` still holds `data` (a copy {@link dataOf} made), read without a copy of its own. */
export function holdsData(value: unknown, data: { readonly data: unknown }): boolean {
  try {
    return sameData(value, data.data);
  } catch {
    return false;
  }
}

function copyData(value: unknown, depth: number): unknown {
  if (value === null || (typeof value !== "object" && typeof value !== "function" && typeof value !== "symbol"))
    return typeof value === "bigint" ? NOT_DATA : value;
  if (typeof value !== "object" || depth >= MAX_DATA_DEPTH) return NOT_DATA;
  if (Array.isArray(value)) {
    const length: unknown = value.length;
    if (typeof length !== "number" || length > MAX_ENTRIES) return NOT_DATA;
    const copy: unknown[] = [];
    for (let index = 0; index < length; index++) {
      if (!Object.hasOwn(value, index)) return NOT_DATA;
      const element = copyData(value[index], depth + 1);
      if (element === NOT_DATA) return NOT_DATA;
      copy.push(element);
    }
    return copy;
  }
  if (!isObjectAt(value, "")) return NOT_DATA;
  const keys = Object.keys(value);
  if (keys.length > MAX_ENTRIES) return NOT_DATA;
  const copy = new Map<string, unknown>();
  for (const name of keys) {
    const field = copyData((value as Record<string, unknown>)[name], depth + 1);
    if (field === NOT_DATA) return NOT_DATA;
    copy.set(name, field);
  }
  return copy;
}

function sameData(value: unknown, data: unknown): boolean {
  if (data instanceof Map) {
    if (value === null || typeof value !== "object" || Array.isArray(value) || !isObjectAt(value, "")) return false;
    const keys = Object.keys(value);
    if (keys.length !== data.size) return false;
    let index = 0;
    for (const [name, field] of data) {
      if (keys[index++] !== name || !sameData((value as Record<string, unknown>)[name], field)) return false;
    }
    return true;
  }
  if (Array.isArray(data)) {
    if (!Array.isArray(value) || value.length !== data.length) return false;
    return data.every((element, index) => Object.hasOwn(value, index) && sameData(value[index], element));
  }
  return Object.is(value, data);
}
