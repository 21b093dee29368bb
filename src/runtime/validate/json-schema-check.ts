/**
 * A small JSON Schema checker for a tool's `outputSchema`: the subset MCP tools use, with no dependency.
 * `compileJsonSchema` reads a schema once into a tree of nodes; `checkJsonSchema` checks a value that
 * the walk has already found to be plain JSON data (no cycles, no throwing reads, within maxDepth and
 * maxValues) and reports each failure with its path.
 *
 * The keywords it evaluates (JSON Schema draft 2020-12, as Ajv evaluates them):
 * - `type` (a name or an array of names: object, array, string, number, integer, boolean, null);
 * - objects: `properties`, `required`, `additionalProperties` (false, true or a schema);
 * - arrays: `items` (a schema or a boolean), `prefixItems`, `minItems`, `maxItems`;
 * - any value: `enum`, `const` (deep equality), `anyOf`, `oneOf`, `allOf`;
 * - numbers: `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum` (numbers, as in 2020-12);
 * - strings: `minLength`, `maxLength` (in code points, as Ajv counts them).
 * Annotations that never change a verdict are read past: `$schema`, `$id`, `$comment`, `title`,
 * `description`, `default`, `examples`, `deprecated`, `readOnly`, `writeOnly`. Any other keyword
 * (`pattern`, `format`, `$ref`, `not`, `propertyNames`, ...) is not evaluated: in strict mode (a JSON
 * Schema passed as is) compiling it throws a TypeError that names it and where it is, so that nothing
 * passes unchecked; in lenient mode (the JSON Schema a Standard Schema gives of itself, whose own
 * `validate` checks every keyword anyway) the node is checked on the keywords above and marked inexact.
 *
 * Bounds: a schema has at most MAX_NODES nodes, nested at most MAX_SCHEMA_DEPTH deep, and may not refer
 * back to itself (a cycle is a TypeError); a check visits at most `budget` (schema node, value) pairs
 * and then stops with an issue, so anyOf inside anyOf cannot take exponential time.
 */
import { describeValue } from "../../common/describe-value.js";
import { quoteList, truncate } from "../../common/text.js";

export type JsonTypeName = "object" | "array" | "string" | "number" | "integer" | "boolean" | "null";
const TYPE_NAMES: readonly string[] = ["object", "array", "string", "number", "integer", "boolean", "null"];

/** The keywords evaluated, and the annotations read past. */
export const CHECKED_KEYWORDS: readonly string[] = [
  "type",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "prefixItems",
  "minItems",
  "maxItems",
  "enum",
  "const",
  "anyOf",
  "oneOf",
  "allOf",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
];
export const ANNOTATIONS: readonly string[] = [
  "$schema",
  "$id",
  "$comment",
  "title",
  "description",
  "default",
  "examples",
  "deprecated",
  "readOnly",
  "writeOnly",
];

export const MAX_NODES = 100_000;
export const MAX_SCHEMA_DEPTH = 500;

/** A compiled schema node. `true` accepts every value, `false` none. */
export type SchemaNode = boolean | NodeObject;

export interface NodeObject {
  readonly types: readonly JsonTypeName[] | undefined;
  readonly properties: ReadonlyMap<string, SchemaNode> | undefined;
  readonly required: readonly string[] | undefined;
  /** undefined: any other key is allowed unchecked. */
  readonly additional: SchemaNode | undefined;
  readonly prefixItems: readonly SchemaNode[] | undefined;
  readonly items: SchemaNode | undefined;
  readonly minItems: number | undefined;
  readonly maxItems: number | undefined;
  readonly enumValues: readonly unknown[] | undefined;
  readonly hasConst: boolean;
  readonly constValue: unknown;
  readonly anyOf: readonly SchemaNode[] | undefined;
  readonly oneOf: readonly SchemaNode[] | undefined;
  readonly allOf: readonly SchemaNode[] | undefined;
  readonly minimum: number | undefined;
  readonly maximum: number | undefined;
  readonly exclusiveMinimum: number | undefined;
  readonly exclusiveMaximum: number | undefined;
  readonly minLength: number | undefined;
  readonly maxLength: number | undefined;
  /** False when a keyword here or below was skipped (lenient mode): a match may be wider than the schema's. */
  readonly exact: boolean;
}

/** Thrown by compileJsonSchema for a schema it cannot check: `message` says what, `where` is the keyword path (`properties.n.pattern`, "" for the root). */
export class SchemaCompileError extends Error {
  constructor(
    message: string,
    readonly where: string,
  ) {
    super(message);
  }
}

const isArray = Array.isArray;
const hasOwn = Object.hasOwn;

function at(where: string, key: string | number): string {
  if (typeof key === "number") return `${where}[${key}]`;
  return where === "" ? key : `${where}.${key}`;
}

/**
 * Compiles `schema`. Strict mode throws a SchemaCompileError for a keyword outside the subset; lenient
 * mode skips it. Either throws one for a schema that is not a JSON Schema (a keyword of the wrong kind,
 * a cycle, too many nodes). A getter or proxy trap in the schema that throws escapes: the caller turns
 * it into a TypeError.
 */
export function compileJsonSchema(schema: unknown, strict: boolean): SchemaNode {
  let nodes = 0;
  const ancestors = new Set<object>();
  const done = new Map<object, SchemaNode>();

  const fail = (where: string, text: string): never => {
    throw new SchemaCompileError(text, where);
  };

  const number = (value: unknown, where: string, whole: boolean): number => {
    if (typeof value !== "number" || !Number.isFinite(value) || (whole && (!Number.isInteger(value) || value < 0))) {
      fail(
        where,
        `expected ${whole ? "a whole number of at least 0" : "a finite number"}, got ${describeValue(value)}.`,
      );
    }
    return value as number;
  };

  const list = (value: unknown, where: string, depth: number): SchemaNode[] => {
    if (!isArray(value) || value.length === 0)
      fail(where, `expected a non-empty array of schemas, got ${describeValue(value)}.`);
    const array = value as unknown[];
    const out: SchemaNode[] = [];
    for (let i = 0; i < array.length; i++) out.push(node(array[i], at(where, i), depth + 1));
    return out;
  };

  const node = (value: unknown, where: string, depth: number): SchemaNode => {
    if (++nodes > MAX_NODES) fail(where, `the schema has more than ${MAX_NODES} subschemas; this check reads no more.`);
    if (depth > MAX_SCHEMA_DEPTH) fail(where, `nested more than ${MAX_SCHEMA_DEPTH} levels deep.`);
    if (typeof value === "boolean") return value;
    if (value === null || typeof value !== "object" || isArray(value)) {
      return fail(where, `expected a schema (an object or a boolean), got ${describeValue(value)}.`);
    }
    const cached = done.get(value);
    if (cached !== undefined) return cached;
    if (ancestors.has(value))
      fail(where, "refers back to a schema that contains it, a cycle; write the schema as a tree.");
    ancestors.add(value);
    const object = value as Record<string, unknown>;
    let exact = true;
    let types: JsonTypeName[] | undefined;
    let properties: Map<string, SchemaNode> | undefined;
    let required: string[] | undefined;
    let additional: SchemaNode | undefined;
    let prefixItems: SchemaNode[] | undefined;
    let items: SchemaNode | undefined;
    let enumValues: unknown[] | undefined;
    let hasConst = false;
    let constValue: unknown;
    let anyOf: SchemaNode[] | undefined;
    let oneOf: SchemaNode[] | undefined;
    let allOf: SchemaNode[] | undefined;
    const bounds: Record<string, number | undefined> = {};
    for (const key of Object.keys(object)) {
      const v = object[key];
      const here = at(where, key);
      switch (key) {
        case "type": {
          const names = isArray(v) ? (v as unknown[]) : [v];
          if (names.length === 0) fail(here, "expected a type name or a non-empty array of them, got an empty array.");
          types = names.map((name) => {
            if (typeof name !== "string" || !TYPE_NAMES.includes(name)) {
              fail(here, `expected ${quoteList(TYPE_NAMES)}, got ${describeValue(name)}.`);
            }
            return name as JsonTypeName;
          });
          break;
        }
        case "properties": {
          if (v === null || typeof v !== "object" || isArray(v))
            fail(here, `expected an object of schemas, got ${describeValue(v)}.`);
          properties = new Map();
          for (const name of Object.keys(v as object)) {
            properties.set(name, node((v as Record<string, unknown>)[name], at(here, name), depth + 1));
          }
          break;
        }
        case "required": {
          if (!isArray(v) || !(v as unknown[]).every((name) => typeof name === "string")) {
            fail(here, `expected an array of key names, got ${describeValue(v)}.`);
          }
          required = [...new Set(v as string[])];
          break;
        }
        case "additionalProperties":
          additional = node(v, here, depth + 1);
          break;
        case "items":
          if (isArray(v)) {
            if (strict)
              fail(
                here,
                'an array of schemas is the draft-07 tuple form, which this check does not evaluate. Use "prefixItems" (draft 2020-12).',
              );
            exact = false;
          } else items = node(v, here, depth + 1);
          break;
        case "prefixItems":
          prefixItems = list(v, here, depth);
          break;
        case "enum":
          if (!isArray(v)) fail(here, `expected an array of values, got ${describeValue(v)}.`);
          enumValues = [...(v as unknown[])];
          break;
        case "const":
          hasConst = true;
          constValue = v;
          break;
        case "anyOf":
          anyOf = list(v, here, depth);
          break;
        case "oneOf":
          oneOf = list(v, here, depth);
          break;
        case "allOf":
          allOf = list(v, here, depth);
          break;
        case "minItems":
        case "maxItems":
        case "minLength":
        case "maxLength":
          bounds[key] = number(v, here, true);
          break;
        case "minimum":
        case "maximum":
        case "exclusiveMinimum":
        case "exclusiveMaximum":
          bounds[key] = number(v, here, false);
          break;
        default:
          if (ANNOTATIONS.includes(key)) break;
          if (strict) {
            fail(
              here,
              `${JSON.stringify(truncate(key, 60))} is a keyword this check does not evaluate, so a value could pass it unchecked. ` +
                `It evaluates ${CHECKED_KEYWORDS.join(", ")}. Pass the Standard Schema the tool was registered with (a zod schema, say), which checks every keyword itself, or leave the keyword out.`,
            );
          }
          exact = false;
      }
    }
    const inexact = (n: SchemaNode | undefined) => n !== undefined && typeof n !== "boolean" && !n.exact;
    if (
      (properties !== undefined && [...properties.values()].some(inexact)) ||
      inexact(additional) ||
      inexact(items) ||
      [prefixItems, anyOf, oneOf, allOf].some((group) => group?.some(inexact) === true)
    ) {
      exact = false;
    }
    ancestors.delete(value);
    const compiled: NodeObject = {
      types,
      properties,
      required,
      additional,
      prefixItems,
      items,
      minItems: bounds.minItems,
      maxItems: bounds.maxItems,
      enumValues,
      hasConst,
      constValue,
      anyOf,
      oneOf,
      allOf,
      minimum: bounds.minimum,
      maximum: bounds.maximum,
      exclusiveMinimum: bounds.exclusiveMinimum,
      exclusiveMaximum: bounds.exclusiveMaximum,
      minLength: bounds.minLength,
      maxLength: bounds.maxLength,
      exact,
    };
    done.set(value, compiled);
    return compiled;
  };

  return node(schema, "", 0);
}

/** One failure of a check, before it is written as a message. */
export type SchemaFailure =
  | { readonly kind: "undeclared"; readonly path: readonly (string | number)[]; readonly key: string }
  | { readonly kind: "missing"; readonly path: readonly (string | number)[]; readonly keys: readonly string[] }
  | {
      readonly kind: "mismatch";
      readonly path: readonly (string | number)[];
      readonly value: unknown;
      readonly expected: string;
    }
  | { readonly kind: "budget"; readonly path: readonly (string | number)[]; readonly budget: number };

/** Thrown inside a check when its budget is spent. */
const OUT_OF_BUDGET: unique symbol = Symbol("out of budget");

interface Run {
  steps: number;
  readonly budget: number;
  readonly path: (string | number)[];
}

/**
 * Checks `value` (plain JSON data) against `schema`, reporting each failure to `report` with its path
 * (from `base` down). Visits at most `budget` (schema node, value) pairs, then reports a "budget"
 * failure and stops. Returns true when the value conforms.
 */
export function checkJsonSchema(
  schema: SchemaNode,
  value: unknown,
  base: readonly (string | number)[],
  budget: number,
  report: (failure: SchemaFailure) => void,
): boolean {
  const run: Run = { steps: 0, budget, path: [...base] };
  try {
    return check(run, schema, value, report);
  } catch (error) {
    if (error !== OUT_OF_BUDGET) throw error;
    report({ kind: "budget", path: base, budget });
    return false;
  }
}

/** The JSON type of a JSON value. */
function typeOf(value: unknown): JsonTypeName {
  if (value === null) return "null";
  if (isArray(value)) return "array";
  const type = typeof value;
  return type === "object" ? "object" : type === "number" ? "number" : type === "string" ? "string" : "boolean";
}

function hasType(types: readonly JsonTypeName[], value: unknown): boolean {
  const actual = typeOf(value);
  for (const type of types) {
    if (type === actual) return true;
    if (type === "integer" && actual === "number" && Number.isInteger(value)) return true;
  }
  return false;
}

const A: Record<JsonTypeName, string> = {
  object: "an object",
  array: "an array",
  string: "a string",
  number: "a number",
  integer: "an integer",
  boolean: "a boolean",
  null: "null",
};

/** The length of a string in code points, as Ajv counts it (a lone surrogate counts as one). */
function codePoints(text: string): number {
  let count = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    count++;
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  return count;
}

/** Deep equality of JSON values (key order aside), as Ajv's `const` and `enum` compare. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (isArray(a)) {
    if (!isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  for (const key of ka) {
    if (!hasOwn(b, key) || !jsonEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) {
      return false;
    }
  }
  return true;
}

function literal(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  return truncate(text ?? String(value), 60);
}

/** What a node expects, in words, for a value of the wrong type: "a string or null". */
function expectedTypes(node: NodeObject): string {
  return node.types!.map((type) => A[type]).join(" or ");
}

/** A short description of a simple alternative (a type or a literal), or undefined. */
function simple(node: SchemaNode): string | undefined {
  if (typeof node === "boolean") return undefined;
  if (node.hasConst) return literal(node.constValue);
  if (node.enumValues !== undefined) return node.enumValues.map(literal).join(" or ");
  if (
    node.types !== undefined &&
    node.properties === undefined &&
    node.required === undefined &&
    node.additional === undefined &&
    node.items === undefined &&
    node.prefixItems === undefined &&
    node.anyOf === undefined &&
    node.oneOf === undefined &&
    node.allOf === undefined
  ) {
    return expectedTypes(node);
  }
  return undefined;
}

function check(
  run: Run,
  node: SchemaNode,
  value: unknown,
  report: ((failure: SchemaFailure) => void) | undefined,
): boolean {
  if (++run.steps > run.budget) throw OUT_OF_BUDGET;
  const path = run.path;
  if (node === true) return true;
  if (node === false) {
    report?.({ kind: "mismatch", path: path.slice(), value, expected: "no value at all (its schema is false)" });
    return false;
  }
  const mismatch = (expected: string): false => {
    report?.({ kind: "mismatch", path: path.slice(), value, expected });
    return false;
  };
  if (node.types !== undefined && !hasType(node.types, value)) return mismatch(expectedTypes(node));
  let ok = true;
  if (node.hasConst && !jsonEqual(value, node.constValue)) {
    if (report === undefined) return false;
    ok = mismatch(`exactly ${literal(node.constValue)}`);
  }
  if (node.enumValues !== undefined && !node.enumValues.some((option) => jsonEqual(value, option))) {
    if (report === undefined) return false;
    ok = mismatch(
      `one of ${node.enumValues.slice(0, 12).map(literal).join(", ")}${node.enumValues.length > 12 ? ", ..." : ""}`,
    );
  }
  switch (typeof value) {
    case "number": {
      const n = value;
      if (node.minimum !== undefined && n < node.minimum) ok = mismatch(`a number of at least ${node.minimum}`);
      else if (node.exclusiveMinimum !== undefined && n <= node.exclusiveMinimum) {
        ok = mismatch(`a number greater than ${node.exclusiveMinimum}`);
      }
      if (!ok && report === undefined) return false;
      if (node.maximum !== undefined && n > node.maximum) ok = mismatch(`a number of at most ${node.maximum}`);
      else if (node.exclusiveMaximum !== undefined && n >= node.exclusiveMaximum) {
        ok = mismatch(`a number less than ${node.exclusiveMaximum}`);
      }
      break;
    }
    case "string":
      if (node.minLength !== undefined || node.maxLength !== undefined) {
        const s = value;
        // A string's code points are between length / 2 and length: count them only when that decides.
        const min = node.minLength;
        const max = node.maxLength;
        const needs = (min !== undefined && s.length / 2 < min) || (max !== undefined && s.length > max);
        const length = needs ? codePoints(s) : s.length;
        if (min !== undefined && length < min) ok = mismatch(`a string of at least ${min} characters`);
        if (max !== undefined && length > max) ok = mismatch(`a string of at most ${max} characters`);
      }
      break;
    case "object":
      if (value === null) break;
      if (isArray(value)) ok = checkArray(run, node, value as unknown[], report) && ok;
      else ok = checkObject(run, node, value as Record<string, unknown>, report) && ok;
      break;
    default:
      break;
  }
  if (!ok && report === undefined) return false;
  if (node.allOf !== undefined) {
    for (const part of node.allOf) ok = check(run, part, value, report) && ok;
    if (!ok && report === undefined) return false;
  }
  if (node.anyOf !== undefined) ok = alternatives(run, node.anyOf, value, report, false) && ok;
  if (!ok && report === undefined) return false;
  if (node.oneOf !== undefined) ok = alternatives(run, node.oneOf, value, report, true) && ok;
  return ok;
}

/** anyOf (`one` false) or oneOf (`one` true). */
function alternatives(
  run: Run,
  options: readonly SchemaNode[],
  value: unknown,
  report: ((failure: SchemaFailure) => void) | undefined,
  one: boolean,
): boolean {
  const depth = run.path.length;
  let matches = 0;
  let allExact = true;
  for (const option of options) {
    if (check(run, option, value, undefined)) {
      matches++;
      if (typeof option !== "boolean" && !option.exact) allExact = false;
      if (!one) return true;
    }
    run.path.length = depth;
  }
  if (matches === 1) return true;
  const keyword = one ? "oneOf" : "anyOf";
  if (matches > 1) {
    // Several match: a failure only when every match is exact (a skipped keyword could tell them apart).
    if (!allExact) return true;
    report?.({
      kind: "mismatch",
      path: run.path.slice(),
      value,
      expected: `exactly one of its ${keyword} alternatives (it matches ${matches})`,
    });
    return false;
  }
  if (report === undefined) return false;
  const words = options.map(simple);
  if (words.every((word) => word !== undefined)) {
    report({ kind: "mismatch", path: run.path.slice(), value, expected: words.join(" or ") });
    return false;
  }
  // One alternative of the value's own type: its failures say the most (a nullable object, say).
  const type = typeOf(value);
  const typed = options.filter(
    (option) => typeof option !== "boolean" && (option.types === undefined || hasType(option.types, value)),
  );
  if (typed.length === 1 && type !== "null") {
    check(run, typed[0]!, value, report);
    run.path.length = depth;
    return false;
  }
  report({
    kind: "mismatch",
    path: run.path.slice(),
    value,
    expected: `a value that matches one of its ${options.length} ${keyword} alternatives`,
  });
  return false;
}

function checkArray(
  run: Run,
  node: NodeObject,
  array: readonly unknown[],
  report: ((failure: SchemaFailure) => void) | undefined,
): boolean {
  let ok = true;
  const length = array.length;
  const path = run.path;
  if (node.minItems !== undefined && length < node.minItems) {
    report?.({
      kind: "mismatch",
      path: path.slice(),
      value: array,
      expected: `an array of at least ${node.minItems} items`,
    });
    ok = false;
  }
  if (node.maxItems !== undefined && length > node.maxItems) {
    report?.({
      kind: "mismatch",
      path: path.slice(),
      value: array,
      expected: `an array of at most ${node.maxItems} items`,
    });
    ok = false;
  }
  if (!ok && report === undefined) return false;
  const prefix = node.prefixItems;
  const items = node.items;
  const start = prefix === undefined ? 0 : Math.min(prefix.length, length);
  if (prefix !== undefined) {
    for (let i = 0; i < start; i++) {
      path.push(i);
      ok = check(run, prefix[i]!, array[i], report) && ok;
      path.pop();
      if (!ok && report === undefined) return false;
    }
  }
  if (items === false && length > start) {
    report?.({ kind: "mismatch", path: path.slice(), value: array, expected: `an array of at most ${start} items` });
    return false;
  }
  if (items !== undefined && items !== true) {
    for (let i = start; i < length; i++) {
      path.push(i);
      ok = check(run, items, array[i], report) && ok;
      path.pop();
      if (!ok && report === undefined) return false;
    }
  }
  return ok;
}

function checkObject(
  run: Run,
  node: NodeObject,
  object: Record<string, unknown>,
  report: ((failure: SchemaFailure) => void) | undefined,
): boolean {
  let ok = true;
  const path = run.path;
  const properties = node.properties;
  const additional = node.additional;
  if (node.required !== undefined) {
    const missing = node.required.filter((key) => !hasOwn(object, key) || object[key] === undefined);
    if (missing.length > 0) {
      if (report === undefined) return false;
      report({ kind: "missing", path: path.slice(), keys: missing });
      ok = false;
    }
  }
  if (properties === undefined && additional === undefined) return ok;
  for (const key of Object.keys(object)) {
    const v = object[key];
    if (v === undefined) continue; // absent, as JSON.stringify drops it
    const declared = properties?.get(key);
    if (declared === undefined && (additional === undefined || additional === true)) continue;
    if (++run.steps > run.budget) throw OUT_OF_BUDGET;
    if (declared === undefined && additional === false) {
      if (report === undefined) return false;
      report({ kind: "undeclared", path: [...path, key], key });
      ok = false;
      continue;
    }
    path.push(key);
    ok = check(run, declared ?? additional!, v, report) && ok;
    path.pop();
    if (!ok && report === undefined) return false;
  }
  return ok;
}

export { typeOf as jsonTypeOf };
