/**
 * A small JSON Schema checker for a tool's `outputSchema`: the subset MCP tools use, with no dependency.
 * `compileJsonSchema` reads a schema once into a graph of nodes; `checkJsonSchema` checks a value that
 * the walk has already found to be plain JSON data (no cycles, no throwing reads, within maxDepth and
 * maxValues) and reports each failure with its path. The rule throughout: the verdict is the one the
 * MCP clients reach on the schema as the server sends it; where this check cannot reach it, compiling
 * throws a TypeError (strict mode) rather than let a value pass.
 *
 * The schema as sent: a server writes its outputSchema with JSON.stringify in tools/list, so the schema
 * is compiled from JSON.parse(JSON.stringify(schema)), never from the live object: a Date in `const` is
 * its ISO string, NaN is null, a key holding undefined is gone, as every client sees it. (Refusing the
 * values that JSON does not keep would need a list of them, and any value missing from the list, a
 * `toJSON` method or a getter say, would make the check differ silently from what is sent.)
 *
 * The clients: MCP SDK 1.x's Client checks every outputSchema with Ajv's draft-07 class; SDK 2.x picks
 * Ajv2020 for a schema without `$schema` or declaring 2020-12, draft-07 for one declaring draft-07 or
 * draft-06 (Ajv2019 for 2019-09, the same as draft-07 on this subset), and refuses any other dialect.
 * Both add ajv-formats and read an absent property through the prototype chain (`ownProperties: false`).
 *
 * The keywords it evaluates, as Ajv evaluates them:
 * - `type` (a name or an array of names: object, array, string, number, integer, boolean, null);
 * - objects: `properties`, `required`, `additionalProperties` (false, true or a schema);
 * - arrays: `items`, `prefixItems`, `additionalItems`, `minItems`, `maxItems`, read by the dialect (see
 *   Reading);
 * - any value: `enum`, `const` (deep equality), `anyOf`, `oneOf`, `allOf`, `$ref` (local: `#`,
 *   `#/$defs/name`, `#/definitions/name`, any JSON pointer into the schema), with `$defs`/`definitions`;
 * - numbers: `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum` (numbers), `multipleOf` (Ajv
 *   divides: 19.99 is not a multiple of 0.01);
 * - strings: `minLength`, `maxLength` (in code points, as Ajv counts them), `pattern` (with the `u` flag,
 *   as Ajv compiles it), `format` (the checks of ajv-formats 3, copied; a name it does not know is
 *   ignored, as Ajv ignores it).
 * `$id` must be a string, once per schema (Ajv cannot compile a schema otherwise). Annotations that never
 * change a verdict are read past: `$schema` below the root, `$comment`, `title`, `description`,
 * `default`, `examples`, `deprecated`, `readOnly`, `writeOnly`. Any other keyword (`not`,
 * `propertyNames`, ...) is not evaluated: in strict mode (a JSON Schema passed as is) compiling it throws
 * a SchemaCompileError that names it and where it is, so that nothing passes unchecked; in lenient mode
 * (the JSON Schema a Standard Schema gives of itself, whose own `validate` runs as well) the node is
 * checked on the keywords above and marked inexact.
 *
 * An absent property named like an Object.prototype member (`constructor`, `toString`, ...): Ajv reads
 * the inherited function and checks it against the property's schema, so every Ajv-based client rejects
 * the value unless that schema accepts a function; the check reports it ("inherited").
 *
 * Bounds: the schema as sent holds at most MAX_SCHEMA_VALUES JSON values and MAX_NODES subschemas, nested
 * at most MAX_SCHEMA_DEPTH deep; a chain of `$ref`/`allOf`/`anyOf`/`oneOf` applied to one value is at
 * most MAX_SCHEMA_DEPTH long and never a loop. A check visits at most `budget` (schema node, value)
 * pairs, where an `enum` or `const` of objects and arrays costs the values it holds and `required` its
 * length, then stops with an issue; subschemas apply inside one another at most MAX_CHECK_NESTING deep (only a
 * recursive `$ref` comes near: a tree is at most MAX_SCHEMA_DEPTH deep), then it stops with an issue. A
 * `pattern` runs as Ajv runs it: a pattern that backtracks badly is as slow here as in the client.
 */
import { isPlainId, normalizeId, resolveId, serializableRootId } from "./schema-ids.js";
import { describeValue } from "../../common/describe-value.js";
import { quoteList, truncate } from "../../common/text.js";
import { FORMATS, type Format } from "./json-schema-formats.js";

export type JsonTypeName = "object" | "array" | "string" | "number" | "integer" | "boolean" | "null";
const TYPE_NAMES: readonly string[] = ["object", "array", "string", "number", "integer", "boolean", "null"];

/** The keywords evaluated, and the annotations read past. */
export const CHECKED_KEYWORDS: readonly string[] = [
  "type",
  "properties",
  "required",
  "additionalProperties",
  "propertyNames",
  "items",
  "prefixItems",
  "additionalItems",
  "minItems",
  "maxItems",
  "enum",
  "const",
  "anyOf",
  "oneOf",
  "allOf",
  "$ref",
  "$defs",
  "definitions",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "$id",
];
export const ANNOTATIONS: readonly string[] = [
  "$schema",
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
/** JSON values in the schema as sent: bounds the round trip (a subschema shared by reference is written out at each use). */
export const MAX_SCHEMA_VALUES = 2_000_000;
/** Subschemas applied inside one another during a check: a recursive `$ref` follows the value down. */
export const MAX_CHECK_NESTING = 1_000;

/**
 * How `items`, `prefixItems` and `additionalItems` are read.
 * - "draft-07": items is a schema for every element, or an array (a tuple) followed by additionalItems;
 *   prefixItems is unknown. Both clients read a schema declaring draft-07, draft-06 or 2019-09 so.
 * - "2020-12": prefixItems is the tuple, items the schema after it. The JSON Schema a Standard Schema
 *   gives of itself in 2020-12 is read so: an SDK 1.x server advertises its own draft-07 rendering of
 *   the Standard Schema, so only 2.x clients ever receive this document.
 * - "both": a JSON Schema without `$schema` or declaring 2020-12, passed as is: SDK 1.x clients read it
 *   as draft-07 and 2.x clients as 2020-12, so a value must pass both readings (items applies to every
 *   element; prefixItems to the first ones).
 */
export type Reading = "draft-07" | "2020-12" | "both";

/** The `$schema` URIs the clients support (no trailing `#`), and how this check reads each. */
const DIALECTS: ReadonlyMap<string, "draft-07" | "2020-12"> = new Map([
  ["https://json-schema.org/draft/2020-12/schema", "2020-12"],
  ["http://json-schema.org/draft/2020-12/schema", "2020-12"],
  ["https://json-schema.org/draft/2019-09/schema", "draft-07"],
  ["http://json-schema.org/draft/2019-09/schema", "draft-07"],
  ["https://json-schema.org/draft-07/schema", "draft-07"],
  ["http://json-schema.org/draft-07/schema", "draft-07"],
  ["https://json-schema.org/draft-06/schema", "draft-07"],
  ["http://json-schema.org/draft-06/schema", "draft-07"],
]);

/** The members every parsed JSON object inherits, all functions (Ajv skips a property named `__proto__`). */
const PROTOTYPE_MEMBERS: ReadonlySet<string> = new Set([
  "constructor",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "toString",
  "valueOf",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__",
]);
/** What Ajv reads for an absent property named like one of PROTOTYPE_MEMBERS: a function. */
const INHERITED_VALUE: unknown = Object.prototype.hasOwnProperty;

/** A compiled schema node. `true` accepts every value, `false` none. */
export type SchemaNode = boolean | NodeObject;

export interface NodeObject {
  readonly types: readonly JsonTypeName[] | undefined;
  readonly properties: ReadonlyMap<string, SchemaNode> | undefined;
  /** Declared properties named like an Object.prototype member, which Ajv checks when absent. */
  readonly inherited: readonly (readonly [string, SchemaNode])[] | undefined;
  readonly required: readonly string[] | undefined;
  /** undefined: any other key is allowed unchecked. */
  readonly additional: SchemaNode | undefined;
  /** The schema every key (a string) must match. */
  readonly propertyNames: SchemaNode | undefined;
  /** The schemas of the first elements, one each. */
  readonly tuple: readonly SchemaNode[] | undefined;
  /** The schema of the elements after the tuple. */
  readonly rest: SchemaNode | undefined;
  /** The schema of every element (draft-07 `items`). */
  readonly every: SchemaNode | undefined;
  readonly minItems: number | undefined;
  readonly maxItems: number | undefined;
  readonly enumValues: readonly unknown[] | undefined;
  readonly enumPrimitives: ReadonlySet<unknown> | undefined;
  readonly enumComposites: readonly unknown[] | undefined;
  readonly hasConst: boolean;
  readonly constValue: unknown;
  /** The steps a visit costs for comparing with enum and const: the JSON values of their objects and arrays. */
  readonly equalityCost: number;
  readonly anyOf: readonly SchemaNode[] | undefined;
  readonly oneOf: readonly SchemaNode[] | undefined;
  readonly allOf: readonly SchemaNode[] | undefined;
  /** The node a `$ref` here resolves to. */
  readonly ref: SchemaNode | undefined;
  readonly minimum: number | undefined;
  readonly maximum: number | undefined;
  readonly exclusiveMinimum: number | undefined;
  readonly exclusiveMaximum: number | undefined;
  readonly multipleOf: number | undefined;
  readonly minLength: number | undefined;
  readonly maxLength: number | undefined;
  readonly pattern: RegExp | undefined;
  readonly format: Format | undefined;
  /** False when a keyword here or below was skipped (lenient mode): a match may be wider than the schema's. */
  readonly exact: boolean;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Building = Mutable<NodeObject>;

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

/** A JSON pointer one step down: `/properties/a~1b` for the key "a/b". */
function pointerTo(pointer: string, key: string | number): string {
  return `${pointer}/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`;
}

function fail(where: string, text: string): never {
  throw new SchemaCompileError(text, where);
}

/**
 * Compiles `schema` as a client receives it. Strict mode throws a SchemaCompileError for a keyword
 * outside the subset; lenient mode skips it. Either throws one for a schema that is not a JSON Schema
 * (a keyword of the wrong kind, a cycle, too many nodes) or that the clients cannot compile (a duplicate
 * `$id`, an invalid `pattern`, an unsupported `$schema`), or that `root` refuses. A getter or proxy trap in the schema that
 * throws escapes: the caller turns it into a TypeError.
 */
export function compileJsonSchema(schema: unknown, strict: boolean, root?: (sent: unknown) => void): SchemaNode {
  const sent = asSent(schema);
  const node = new Compiler(strict, readingOf(sent)).compile(sent);
  // What a caller asks of the root besides (a tool's outputSchema: an object schema), once it compiles.
  root?.(sent);
  return node;
}

/** The schema as the server sends it: JSON.parse(JSON.stringify(schema)), within MAX_SCHEMA_VALUES values. */
function asSent(schema: unknown): unknown {
  let values = 0;
  const count = (_key: string, value: unknown): unknown => {
    if (++values > MAX_SCHEMA_VALUES) {
      fail(
        "",
        `written as JSON, the schema holds more than ${MAX_SCHEMA_VALUES} values (a subschema used in several places is written out at each), more than this check reads. Define a shared subschema once under "$defs" and use it with "$ref".`,
      );
    }
    return value;
  };
  let text: string | undefined;
  try {
    text = JSON.stringify(schema, count);
  } catch (error) {
    if (error instanceof SchemaCompileError) throw error;
    const cycle = cycleIn(schema);
    if (cycle !== undefined) {
      fail(
        cycle,
        'refers back to a schema that contains it, a cycle, which JSON.stringify cannot write, so no client receives the schema. Write the schema as a tree; for a recursive schema, use "$ref".',
      );
    }
    throw error;
  }
  if (text === undefined) {
    fail("", `JSON.stringify writes nothing for ${describeValue(schema)}, so no client receives a schema.`);
  }
  return JSON.parse(text) as unknown;
}

/** Where a live object refers back to one that contains it, as a keyword path, or undefined. */
function cycleIn(root: unknown): string | undefined {
  const ancestors = new Set<object>();
  const finished = new Set<object>();
  const visit = (value: unknown, where: string): string | undefined => {
    if (value === null || typeof value !== "object") return undefined;
    if (ancestors.has(value)) return where;
    if (finished.has(value)) return undefined;
    ancestors.add(value);
    const keys = isArray(value) ? value.map((_, i) => i) : Object.keys(value);
    for (const key of keys) {
      const found = visit((value as Record<string | number, unknown>)[key], at(where, key));
      if (found !== undefined) return found;
    }
    ancestors.delete(value);
    finished.add(value);
    return undefined;
  };
  return visit(root, "");
}

/** How the clients read the root's `$schema`; a TypeError for a dialect the 2.x clients refuse. */
function readingOf(schema: unknown): Reading {
  // SDK 1.x clients read every schema as draft-07, whatever wrote it: a 2.x server sends them a zod
  // schema's own 2020-12 document too.
  const undeclared: Reading = "both";
  if (schema === null || typeof schema !== "object" || !hasOwn(schema, "$schema")) return undeclared;
  const declared: unknown = (schema as Record<string, unknown>).$schema;
  if (typeof declared !== "string") return undeclared; // 2.x clients read it as 2020-12, 1.x ignore it
  const dialect = DIALECTS.get(declared.replace(/#$/u, ""));
  if (dialect === undefined) {
    fail(
      "$schema",
      `declares ${JSON.stringify(truncate(declared, 100))}, a JSON Schema dialect that MCP SDK 2.x clients refuse ("unsupported dialect"): every call of the tool fails there. They support draft 2020-12, 2019-09, draft-07 and draft-06: declare "https://json-schema.org/draft/2020-12/schema" and write the schema in that dialect, or leave "$schema" out.`,
    );
  }
  return dialect === "draft-07" ? "draft-07" : undeclared;
}

/** A `$ref` to resolve once every subschema is compiled. */
interface PendingRef {
  readonly node: Building;
  readonly ref: string;
  readonly where: string;
}

/** The array keywords of one schema object, compiled, before the dialect says what they mean. */
interface ArrayKeywords {
  itemsList: SchemaNode[] | undefined;
  itemsSchema: SchemaNode | undefined;
  prefixItems: SchemaNode[] | undefined;
  additionalItems: SchemaNode | undefined;
}

class Compiler {
  private nodes = 0;
  private readonly all: Building[] = [];
  private readonly whereOf = new Map<NodeObject, string>();
  private readonly pointers = new Map<string, SchemaNode>();
  private readonly refs: PendingRef[] = [];
  private readonly ids = new Set<string>();
  private nestedId: string | undefined;
  /** The resolved `$id` of the schema being compiled or the nearest one around it ("" for none). */
  private base = "";
  /** The root's `$id`, which no nested one may resolve to. */
  private rootId = "";

  constructor(
    private readonly strict: boolean,
    private readonly reading: Reading,
  ) {}

  compile(schema: unknown): SchemaNode {
    const root = this.node(schema, "", "", 0);
    this.resolveRefs();
    this.checkChains();
    this.spreadInexact();
    return root;
  }

  /** In strict mode a SchemaCompileError; in lenient mode, marks the node inexact. */
  private unchecked(node: Building, where: string, text: string): void {
    if (this.strict) fail(where, text);
    node.exact = false;
  }

  private node(value: unknown, where: string, pointer: string, depth: number): SchemaNode {
    if (++this.nodes > MAX_NODES) {
      fail(where, `the schema has more than ${MAX_NODES} subschemas; this check reads no more.`);
    }
    if (depth > MAX_SCHEMA_DEPTH) fail(where, `nested more than ${MAX_SCHEMA_DEPTH} levels deep.`);
    if (typeof value === "boolean") {
      this.pointers.set(pointer, value);
      return value;
    }
    if (value === null || typeof value !== "object" || isArray(value)) {
      return fail(where, `expected a schema (an object or a boolean), got ${describeValue(value)}.`);
    }
    const node = emptyNode();
    const arrays: ArrayKeywords = {
      itemsList: undefined,
      itemsSchema: undefined,
      prefixItems: undefined,
      additionalItems: undefined,
    };
    const object = value as Record<string, unknown>;
    // Its subschemas' `$id`s resolve against its own.
    const outer = this.base;
    if (hasOwn(object, "$id")) this.id(node, object.$id, at(where, "$id"), depth);
    for (const key of Object.keys(object)) {
      this.keyword(node, arrays, key, object[key], at(where, key), pointerTo(pointer, key), depth);
    }
    this.base = outer;
    this.arrayRules(node, arrays, where);
    this.all.push(node);
    this.whereOf.set(node, where);
    this.pointers.set(pointer, node);
    return node;
  }

  private list(value: unknown, where: string, pointer: string, depth: number): SchemaNode[] {
    if (!isArray(value) || value.length === 0) {
      fail(where, `expected a non-empty array of schemas, got ${describeValue(value)}.`);
    }
    return value.map((item, i) => this.node(item, at(where, i), pointerTo(pointer, i), depth + 1));
  }

  private keyword(
    node: Building,
    arrays: ArrayKeywords,
    key: string,
    v: unknown,
    here: string,
    pointer: string,
    depth: number,
  ): void {
    switch (key) {
      case "type":
        node.types = typeNames(v, here);
        return;
      case "properties":
        this.properties(node, v, here, pointer, depth);
        return;
      case "required":
        if (!isArray(v) || !v.every((name) => typeof name === "string")) {
          fail(here, `expected an array of key names, got ${describeValue(v)}.`);
        }
        node.required = [...new Set(v as string[])];
        return;
      case "additionalProperties":
        node.additional = this.node(v, here, pointer, depth + 1);
        return;
      case "propertyNames":
        node.propertyNames = this.node(v, here, pointer, depth + 1);
        return;
      case "items":
        if (isArray(v)) arrays.itemsList = this.list(v, here, pointer, depth);
        else arrays.itemsSchema = this.node(v, here, pointer, depth + 1);
        return;
      case "prefixItems":
        arrays.prefixItems = this.list(v, here, pointer, depth);
        return;
      case "additionalItems":
        if (this.reading === "draft-07") arrays.additionalItems = this.node(v, here, pointer, depth + 1);
        else {
          this.unchecked(
            node,
            here,
            '"additionalItems" is a draft-07 keyword, which draft 2020-12 clients ignore. Write the elements after a "prefixItems" tuple as "items", or declare "$schema": "http://json-schema.org/draft-07/schema#" and write the tuple as "items": [...].',
          );
        }
        return;
      case "enum":
        setEnum(node, v, here);
        return;
      case "const":
        node.hasConst = true;
        node.constValue = v;
        node.equalityCost += compositeCost(v);
        return;
      case "anyOf":
        node.anyOf = this.list(v, here, pointer, depth);
        return;
      case "oneOf":
        node.oneOf = this.list(v, here, pointer, depth);
        return;
      case "allOf":
        node.allOf = this.list(v, here, pointer, depth);
        return;
      case "$ref":
        if (typeof v !== "string") fail(here, `expected a reference (a string), got ${describeValue(v)}.`);
        this.refs.push({ node, ref: v, where: here });
        return;
      case "$defs":
      case "definitions":
        this.definitions(v, here, pointer, depth);
        return;
      case "$id": // read first, by node()
        return;
      case "minItems":
      case "maxItems":
      case "minLength":
      case "maxLength":
        node[key] = numberIn(v, here, true);
        return;
      case "minimum":
      case "maximum":
      case "exclusiveMinimum":
      case "exclusiveMaximum":
      case "multipleOf":
        node[key] = numberIn(v, here, false);
        return;
      case "pattern":
        node.pattern = patternOf(v, here);
        return;
      case "format":
        if (typeof v !== "string") fail(here, `expected a format name (a string), got ${describeValue(v)}.`);
        node.format = FORMATS.get(v); // a name ajv-formats does not define: Ajv ignores it (strict: false)
        return;
      default:
        if (ANNOTATIONS.includes(key)) return;
        this.unknownKeyword(node, key, here);
    }
  }

  private unknownKeyword(node: Building, key: string, here: string): void {
    this.unchecked(
      node,
      here,
      `${JSON.stringify(truncate(key, 60))} is a keyword this check does not evaluate${this.reading === "draft-07" ? " in a draft-07 schema" : ""}, so a value could pass it unchecked. ` +
        `It evaluates ${CHECKED_KEYWORDS.join(", ")}. Pass the Standard Schema the tool was registered with (a zod schema, say), which checks every keyword itself, or leave the keyword out.`,
    );
  }

  private properties(node: Building, v: unknown, here: string, pointer: string, depth: number): void {
    if (v === null || typeof v !== "object" || isArray(v)) {
      fail(here, `expected an object of schemas, got ${describeValue(v)}.`);
    }
    const properties = new Map<string, SchemaNode>();
    const inherited: [string, SchemaNode][] = [];
    for (const name of Object.keys(v)) {
      const where = at(here, name);
      const compiled = this.node((v as Record<string, unknown>)[name], where, pointerTo(pointer, name), depth + 1);
      if (name === "__proto__") {
        this.unchecked(
          node,
          where,
          'Ajv-based clients (the MCP SDK\'s Client.callTool) skip the schema of a property named "__proto__", so its value passes unchecked there. Rename the property.',
        );
        continue;
      }
      properties.set(name, compiled);
      if (PROTOTYPE_MEMBERS.has(name)) inherited.push([name, compiled]);
    }
    node.properties = properties;
    node.inherited = inherited.length > 0 ? inherited : undefined;
  }

  /** `$defs` and `definitions`: schemas to refer to, compiled wherever they are (Ajv registers their `$id`s too). */
  private definitions(v: unknown, here: string, pointer: string, depth: number): void {
    if (v === null || typeof v !== "object" || isArray(v)) {
      fail(here, `expected an object of schemas, got ${describeValue(v)}.`);
    }
    for (const name of Object.keys(v)) {
      this.node((v as Record<string, unknown>)[name], at(here, name), pointerTo(pointer, name), depth + 1);
    }
  }

  private id(node: Building, v: unknown, here: string, depth: number): void {
    if (typeof v !== "string") {
      fail(
        here,
        `expected a string, got ${describeValue(v)}: Ajv-based clients (the MCP SDK's Client) cannot compile the schema ("id.replace is not a function"), so every call of the tool fails. Make "$id" a string, or leave it out.`,
      );
    }
    if (!isPlainId(v)) {
      this.unchecked(
        node,
        here,
        `${JSON.stringify(truncate(v, 100))} is not an id this check resolves as the clients' Ajv does (fast-uri refuses malformed ones and rewrites escapes). Write "scheme://host/path", "urn:namespace:name" or a relative path, of URI characters without %-escapes, or leave "$id" out.`,
      );
      return;
    }
    // Draft 2020-12's meta-schema, which 2.x clients validate a schema against, takes no fragment there.
    if (this.reading !== "draft-07" && !/^[^#]*#?$/u.test(v)) {
      fail(
        here,
        `${JSON.stringify(truncate(v, 100))} has a fragment, which MCP SDK 2.x clients refuse in "$id" (draft 2020-12: the schema is invalid), so every call of the tool fails. Leave the fragment out, or leave "$id" out.`,
      );
    }
    if (depth === 0) {
      if (!serializableRootId(v)) {
        fail(
          here,
          `${JSON.stringify(truncate(v, 100))} is a URN without a namespace and a specific string, which Ajv-based clients cannot write back ("URN without nid cannot be serialized"), so every call of the tool fails. Write it as "urn:<namespace>:<name>", or leave "$id" out.`,
        );
      }
      this.rootId = this.base = normalizeId(v);
      return;
    }
    const id = resolveId(this.base, v);
    const shown =
      id === v
        ? JSON.stringify(truncate(v, 100))
        : `${JSON.stringify(truncate(v, 100))} (${JSON.stringify(truncate(id, 100))} where it stands)`;
    // Ajv registers the root under its id unless it is empty or a fragment.
    const root = id === this.rootId && id !== "" && !id.startsWith("#");
    if (this.ids.has(id) || root) {
      fail(
        here,
        `a second subschema with "$id" ${shown}: Ajv-based clients cannot compile it (${root ? `"schema with key or id ... already exists"` : `"reference resolves to more than one schema"`}), so every call of the tool fails (SDK 1.x clients fail listTools itself). A nested "$id" resolves against the "$id" around it; give each a distinct value, or leave the nested ones out.`,
      );
    }
    this.ids.add(id);
    this.base = id;
    this.nestedId ??= here;
  }

  /** What items, prefixItems and additionalItems mean under the reading. */
  private arrayRules(node: Building, arrays: ArrayKeywords, where: string): void {
    const { itemsList, itemsSchema, prefixItems, additionalItems } = arrays;
    if (this.reading === "draft-07") {
      if (prefixItems !== undefined) {
        this.unchecked(
          node,
          at(where, "prefixItems"),
          '"prefixItems" is a draft 2020-12 keyword, and this schema declares an earlier dialect, so clients ignore it. Write the tuple as "items": [...] (with "additionalItems"), or declare "$schema": "https://json-schema.org/draft/2020-12/schema".',
        );
      }
      if (itemsList !== undefined) {
        node.tuple = itemsList;
        node.rest = additionalItems;
      } else node.every = itemsSchema; // additionalItems without a tuple: Ajv ignores it
      return;
    }
    if (itemsList !== undefined) {
      this.unchecked(
        node,
        at(where, "items"),
        'an array of schemas is the draft-07 tuple form, which draft 2020-12 clients (Ajv2020, MCP SDK 2.x) cannot compile. Use "prefixItems" (draft 2020-12), or declare "$schema": "http://json-schema.org/draft-07/schema#".',
      );
    }
    node.tuple = prefixItems;
    if (this.reading === "2020-12") node.rest = itemsSchema;
    else node.every = itemsSchema; // "both": 1.x clients apply items to every element, 2.x after the tuple
  }

  private resolveRefs(): void {
    for (const { node, ref, where } of this.refs) {
      const target = this.target(node, ref, where);
      if (target !== undefined) node.ref = target;
    }
  }

  /** The node a local `$ref` points to; undefined (lenient) or a SchemaCompileError for one this check does not follow. */
  private target(node: Building, ref: string, where: string): SchemaNode | undefined {
    if (!ref.startsWith("#")) {
      this.unchecked(
        node,
        where,
        `${JSON.stringify(truncate(ref, 100))} refers outside this schema; this check follows only local references ("#", "#/$defs/name"). Move the referenced schema under "$defs" and refer to it with "#/$defs/name".`,
      );
      return undefined;
    }
    if (this.nestedId !== undefined) {
      this.unchecked(
        node,
        where,
        `the schema has a nested "$id" (at ${this.nestedId}), which changes what "$ref" resolves against; this check does not follow that. Leave the nested "$id" out.`,
      );
      return undefined;
    }
    // As Ajv reads a pointer: split at "/" first, then each part percent-decoded (a "%2F" is part of a
    // key, written "~1" in a pointer).
    const raw = ref.slice(1);
    let pointer: string | undefined;
    try {
      // Each part unescaped as Ajv does it (~1, then ~0; any other "~" stays), then escaped as pointerTo writes it.
      pointer = raw
        .split("/")
        .map((part) => {
          const key = decodeURIComponent(part).replaceAll("~1", "/").replaceAll("~0", "~");
          return key.replaceAll("~", "~0").replaceAll("/", "~1");
        })
        .join("/");
    } catch {
      pointer = undefined;
    }
    // fast-uri writes a lone surrogate as U+FFFD before Ajv looks the pointer up: it resolves nowhere.
    if (pointer !== undefined && /[\ud800-\udfff]/u.test(pointer)) pointer = undefined;
    if (raw !== "" && !raw.startsWith("/")) {
      this.unchecked(
        node,
        where,
        `${JSON.stringify(truncate(ref, 100))} names an anchor; this check follows only JSON pointers ("#/$defs/name"). Refer to the schema by its pointer.`,
      );
      return undefined;
    }
    const target = pointer === undefined ? undefined : this.pointers.get(pointer);
    if (target === undefined) {
      fail(
        where,
        `${JSON.stringify(truncate(ref, 100))} does not point to a subschema of this schema: Ajv-based clients cannot compile it ("can't resolve reference"), so every call of the tool fails. Point it at a schema under "$defs".`,
      );
    }
    return target;
  }

  /**
   * Refuses a loop of `$ref`/`allOf`/`anyOf`/`oneOf` that never moves into the value (Ajv-based clients
   * recurse until the stack overflows), and bounds the length of such chains.
   */
  private checkChains(): void {
    if (this.refs.length === 0) return; // a tree: its depth bounds every chain
    const height = new Map<NodeObject, number>();
    const onPath = new Set<NodeObject>();
    const visit = (node: SchemaNode, depth: number): number => {
      if (typeof node === "boolean") return 0;
      const known = height.get(node);
      if (known !== undefined) return known;
      const where = this.whereOf.get(node) ?? "";
      if (onPath.has(node)) {
        fail(
          where,
          'refers back to itself through "$ref", "allOf", "anyOf" or "oneOf" without moving into the value: Ajv-based clients recurse without end on every value, and every call fails. Put the reference below "properties" or "items".',
        );
      }
      if (depth > MAX_SCHEMA_DEPTH) {
        fail(where, `a chain of more than ${MAX_SCHEMA_DEPTH} "$ref", "allOf", "anyOf" and "oneOf" on one value.`);
      }
      onPath.add(node);
      let most = 0;
      for (const next of sameValue(node)) most = Math.max(most, visit(next, depth + 1));
      onPath.delete(node);
      if (most + 1 > MAX_SCHEMA_DEPTH) {
        fail(where, `a chain of more than ${MAX_SCHEMA_DEPTH} "$ref", "allOf", "anyOf" and "oneOf" on one value.`);
      }
      height.set(node, most + 1);
      return most + 1;
    };
    for (const node of this.all) visit(node, 0);
  }

  /** A node is inexact when a node it leads to is. */
  private spreadInexact(): void {
    const parents = new Map<NodeObject, Building[]>();
    for (const node of this.all) {
      for (const child of children(node)) {
        if (typeof child === "boolean") continue;
        const list = parents.get(child);
        if (list === undefined) parents.set(child, [node]);
        else list.push(node);
      }
    }
    const queue = this.all.filter((node) => !node.exact);
    while (queue.length > 0) {
      for (const parent of parents.get(queue.pop()!) ?? []) {
        if (!parent.exact) continue;
        parent.exact = false;
        queue.push(parent);
      }
    }
  }
}

function emptyNode(): Building {
  return {
    types: undefined,
    properties: undefined,
    inherited: undefined,
    required: undefined,
    additional: undefined,
    propertyNames: undefined,
    tuple: undefined,
    rest: undefined,
    every: undefined,
    minItems: undefined,
    maxItems: undefined,
    enumValues: undefined,
    enumPrimitives: undefined,
    enumComposites: undefined,
    hasConst: false,
    constValue: undefined,
    equalityCost: 0,
    anyOf: undefined,
    oneOf: undefined,
    allOf: undefined,
    ref: undefined,
    minimum: undefined,
    maximum: undefined,
    exclusiveMinimum: undefined,
    exclusiveMaximum: undefined,
    multipleOf: undefined,
    minLength: undefined,
    maxLength: undefined,
    pattern: undefined,
    format: undefined,
    exact: true,
  };
}

/** The nodes applied to the same value as `node`. */
function sameValue(node: NodeObject): SchemaNode[] {
  const out: SchemaNode[] = [];
  if (node.ref !== undefined) out.push(node.ref);
  for (const group of [node.allOf, node.anyOf, node.oneOf]) if (group !== undefined) out.push(...group);
  return out;
}

/** Every node `node` leads to directly. */
function children(node: NodeObject): SchemaNode[] {
  const out = sameValue(node);
  if (node.properties !== undefined) out.push(...node.properties.values());
  if (node.tuple !== undefined) out.push(...node.tuple);
  for (const one of [node.additional, node.propertyNames, node.rest, node.every]) if (one !== undefined) out.push(one);
  return out;
}

function typeNames(v: unknown, here: string): JsonTypeName[] {
  const names = isArray(v) ? (v as unknown[]) : [v];
  if (names.length === 0) fail(here, "expected a type name or a non-empty array of them, got an empty array.");
  return names.map((name) => {
    if (typeof name !== "string" || !TYPE_NAMES.includes(name)) {
      fail(here, `expected ${quoteList(TYPE_NAMES)}, got ${describeValue(name)}.`);
    }
    return name as JsonTypeName;
  });
}

function numberIn(value: unknown, where: string, whole: boolean): number {
  if (typeof value !== "number" || !Number.isFinite(value) || (whole && (!Number.isInteger(value) || value < 0))) {
    fail(where, `expected ${whole ? "a whole number of at least 0" : "a finite number"}, got ${describeValue(value)}.`);
  }
  return value;
}

/** `pattern` compiled as Ajv compiles it: `new RegExp(pattern, "u")`. */
function patternOf(v: unknown, here: string): RegExp {
  if (typeof v !== "string") fail(here, `expected a regular expression (a string), got ${describeValue(v)}.`);
  try {
    return new RegExp(v, "u");
  } catch (error) {
    return fail(
      here,
      `${JSON.stringify(truncate(v, 100))} is not a valid regular expression with the "u" flag, which Ajv-based clients compile it with (${error instanceof Error ? error.message : String(error)}): they cannot compile the schema, and every call of the tool fails. Fix the pattern.`,
    );
  }
}

/** `enum`: primitives in a Set, objects and arrays in a list whose size each visit pays for. */
function setEnum(node: Building, v: unknown, here: string): void {
  if (!isArray(v)) fail(here, `expected an array of values, got ${describeValue(v)}.`);
  if (v.length === 0) {
    fail(
      here,
      'is empty: Ajv-based clients cannot compile it ("enum must have non-empty array"), so every call of the tool fails. List the allowed values, or use "const".',
    );
  }
  const primitives = new Set<unknown>();
  const composites: unknown[] = [];
  for (const option of v) {
    if (option !== null && typeof option === "object") {
      composites.push(option);
      node.equalityCost += compositeCost(option);
    } else primitives.add(option);
  }
  node.enumValues = v;
  node.enumPrimitives = primitives;
  node.enumComposites = composites;
}

/** The JSON values in an object or array (0 for a primitive): the most a deep comparison with it reads. */
function compositeCost(value: unknown): number {
  if (value === null || typeof value !== "object") return 0;
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    count++;
    if (next !== null && typeof next === "object") for (const inner of Object.values(next)) stack.push(inner);
  }
  return count;
}

/** One failure of a check, before it is written as a message. `note`: why a client reads the schema so. */
export type SchemaFailure = (
  | { readonly kind: "undeclared"; readonly path: readonly (string | number)[]; readonly key: string }
  | { readonly kind: "missing"; readonly path: readonly (string | number)[]; readonly keys: readonly string[] }
  | {
      /** A key its object's propertyNames schema rejects (as a string). */
      readonly kind: "propertyName";
      readonly path: readonly (string | number)[];
      readonly key: string;
      readonly expected: string;
    }
  | {
      /** Required keys that are absent but named like an Object.prototype member: present to Ajv, not to the spec. */
      readonly kind: "requiredInherited";
      readonly path: readonly (string | number)[];
      readonly keys: readonly string[];
    }
  | {
      readonly kind: "mismatch";
      readonly path: readonly (string | number)[];
      readonly value: unknown;
      readonly expected: string;
    }
  | {
      /** An absent property named like an Object.prototype member, whose schema rejects the inherited function. */
      readonly kind: "inherited";
      readonly path: readonly (string | number)[];
      readonly key: string;
      readonly expected: string;
    }
  | { readonly kind: "budget"; readonly path: readonly (string | number)[]; readonly budget: number }
  | { readonly kind: "tooDeep"; readonly path: readonly (string | number)[]; readonly limit: number }
) & { readonly note?: string | undefined };

/** Said of a failure that only the draft-07 reading of a schema without `$schema` finds. */
const DRAFT_07_NOTE =
  'MCP SDK 1.x clients check every outputSchema as draft-07, where "items" applies to every element and "prefixItems" is ignored';

/** Thrown inside a check when its budget is spent. */
const OUT_OF_BUDGET: unique symbol = Symbol("out of budget");
/** Thrown inside a check when subschemas nest deeper than MAX_CHECK_NESTING. */
const TOO_DEEP: unique symbol = Symbol("too deep");

type Report = ((failure: SchemaFailure) => void) | undefined;

interface Run {
  steps: number;
  nesting: number;
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
  const run: Run = { steps: 0, nesting: 0, budget, path: [...base] };
  try {
    return check(run, schema, value, report);
  } catch (error) {
    if (error === OUT_OF_BUDGET) report({ kind: "budget", path: base, budget });
    else if (error === TOO_DEEP) report({ kind: "tooDeep", path: base, limit: MAX_CHECK_NESTING });
    else throw error;
    return false;
  }
}

/** The JSON type of a JSON value ("function" for what Ajv reads of an absent inherited member). */
function typeOf(value: unknown): JsonTypeName | "function" {
  if (value === null) return "null";
  if (isArray(value)) return "array";
  switch (typeof value) {
    case "object":
      return "object";
    case "number":
      return "number";
    case "string":
      return "string";
    case "function":
      return "function";
    default:
      return "boolean";
  }
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
  if (node.types !== undefined && children(node).length === 0 && node.required === undefined) {
    return expectedTypes(node);
  }
  return undefined;
}

function isEnumMember(node: NodeObject, value: unknown): boolean {
  if (value === null || typeof value !== "object") return node.enumPrimitives!.has(value);
  return node.enumComposites!.some((option) => jsonEqual(value, option));
}

/** `node` applied to `value`, inside at most MAX_CHECK_NESTING others. */
function check(run: Run, node: SchemaNode, value: unknown, report: Report): boolean {
  if (++run.nesting > MAX_CHECK_NESTING) throw TOO_DEEP; // an exception ends the whole check: no need to undo
  const ok = checkNode(run, node, value, report);
  run.nesting--;
  return ok;
}

function checkNode(run: Run, node: SchemaNode, value: unknown, report: Report): boolean {
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
  if (node.equalityCost > 0 && (run.steps += node.equalityCost) > run.budget) throw OUT_OF_BUDGET;
  let ok = true;
  if (node.hasConst && !jsonEqual(value, node.constValue)) {
    if (report === undefined) return false;
    ok = mismatch(`exactly ${literal(node.constValue)}`);
  }
  if (node.enumValues !== undefined && !isEnumMember(node, value)) {
    if (report === undefined) return false;
    ok = mismatch(
      `one of ${node.enumValues.slice(0, 12).map(literal).join(", ")}${node.enumValues.length > 12 ? ", ..." : ""}`,
    );
  }
  switch (typeof value) {
    case "number":
      ok = checkNumber(node, value, mismatch, report) && ok;
      break;
    case "string":
      ok = checkString(node, value, mismatch) && ok;
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
  if (node.ref !== undefined) {
    ok = check(run, node.ref, value, report) && ok;
    if (!ok && report === undefined) return false;
  }
  if (node.allOf !== undefined) {
    for (const part of node.allOf) ok = check(run, part, value, report) && ok;
    if (!ok && report === undefined) return false;
  }
  if (node.anyOf !== undefined) ok = alternatives(run, node.anyOf, value, report, false) && ok;
  if (!ok && report === undefined) return false;
  if (node.oneOf !== undefined) ok = alternatives(run, node.oneOf, value, report, true) && ok;
  return ok;
}

function checkNumber(node: NodeObject, n: number, mismatch: (expected: string) => false, report: Report): boolean {
  let ok = true;
  if (node.minimum !== undefined && n < node.minimum) ok = mismatch(`a number of at least ${node.minimum}`);
  else if (node.exclusiveMinimum !== undefined && n <= node.exclusiveMinimum) {
    ok = mismatch(`a number greater than ${node.exclusiveMinimum}`);
  }
  if (!ok && report === undefined) return false;
  if (node.maximum !== undefined && n > node.maximum) ok = mismatch(`a number of at most ${node.maximum}`);
  else if (node.exclusiveMaximum !== undefined && n >= node.exclusiveMaximum) {
    ok = mismatch(`a number less than ${node.exclusiveMaximum}`);
  }
  if (node.multipleOf !== undefined && !isMultiple(n, node.multipleOf)) {
    ok = mismatch(
      `a multiple of ${node.multipleOf} (as Ajv divides: ${n} / ${node.multipleOf} = ${n / node.multipleOf})`,
    );
  }
  if (node.format?.type === "number" && !node.format.test(n)) ok = mismatch(`a number of format "${node.format.name}"`);
  return ok;
}

/** Ajv's multipleOf: the quotient must be an integer as parseInt reads it (no tolerance). */
function isMultiple(n: number, step: number): boolean {
  const quotient = n / step;
  return quotient === Number.parseInt(String(quotient), 10);
}

function checkString(node: NodeObject, s: string, mismatch: (expected: string) => false): boolean {
  let ok = true;
  if (node.minLength !== undefined || node.maxLength !== undefined) {
    // A string's code points are between length / 2 and length: count them only when that decides.
    const min = node.minLength;
    const max = node.maxLength;
    const needs = (min !== undefined && s.length / 2 < min) || (max !== undefined && s.length > max);
    const length = needs ? codePoints(s) : s.length;
    if (min !== undefined && length < min) ok = mismatch(`a string of at least ${min} characters`);
    if (max !== undefined && length > max) ok = mismatch(`a string of at most ${max} characters`);
  }
  if (node.pattern !== undefined && !node.pattern.test(s)) {
    ok = mismatch(
      `a string matching the pattern ${literal(node.pattern.source)} (read with the "u" flag, as Ajv does)`,
    );
  }
  if (node.format?.type === "string" && !node.format.test(s)) {
    ok = mismatch(`a string of format "${node.format.name}" (as ajv-formats checks it)`);
  }
  return ok;
}

/** anyOf (`one` false) or oneOf (`one` true). */
function alternatives(run: Run, options: readonly SchemaNode[], value: unknown, report: Report, one: boolean): boolean {
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

/** `report` with `note` added to each failure. */
function noted(report: Report, note: string): Report {
  return report === undefined ? undefined : (failure) => report({ ...failure, note });
}

function checkArray(run: Run, node: NodeObject, array: readonly unknown[], report: Report): boolean {
  let ok = true;
  const length = array.length;
  const path = run.path;
  const tooMany = (most: number, note?: string): false => {
    report?.({
      kind: "mismatch",
      path: path.slice(),
      value: array,
      expected: `an array of at most ${most} items`,
      note,
    });
    return false;
  };
  if (node.minItems !== undefined && length < node.minItems) {
    report?.({
      kind: "mismatch",
      path: path.slice(),
      value: array,
      expected: `an array of at least ${node.minItems} items`,
    });
    ok = false;
  }
  if (node.maxItems !== undefined && length > node.maxItems) ok = tooMany(node.maxItems);
  if (!ok && report === undefined) return false;
  const { tuple, rest, every } = node;
  const start = tuple === undefined ? 0 : Math.min(tuple.length, length);
  // every beside a tuple: only the draft-07 reading (SDK 1.x clients) applies it to the tuple's elements
  const everyReport = tuple === undefined ? report : noted(report, DRAFT_07_NOTE);
  if (every === false && length > 0) return tooMany(0, tuple === undefined ? undefined : DRAFT_07_NOTE);
  if (rest === false && length > start) return tooMany(start);
  for (let i = 0; i < length; i++) {
    const own = i < start ? tuple![i]! : rest;
    path.push(i);
    if (own !== undefined && own !== true) ok = check(run, own, array[i], report) && ok;
    if (every !== undefined && every !== true) ok = check(run, every, array[i], i < start ? everyReport : report) && ok;
    path.pop();
    if (!ok && report === undefined) return false;
  }
  return ok;
}

function checkObject(run: Run, node: NodeObject, object: Record<string, unknown>, report: Report): boolean {
  let ok = true;
  const path = run.path;
  const { properties, additional, required, inherited } = node;
  if (required !== undefined) {
    if ((run.steps += required.length) > run.budget) throw OUT_OF_BUDGET;
    const missing = required.filter((key) => !hasOwn(object, key) || object[key] === undefined);
    if (missing.length > 0) {
      if (report === undefined) return false;
      // Ajv's `required` asks `data[key] !== undefined`: an inherited member is there for it, not for the spec.
      const onPrototype = missing.filter((key) => PROTOTYPE_MEMBERS.has(key) || key === "__proto__");
      const absent = missing.filter((key) => !onPrototype.includes(key));
      if (absent.length > 0) report({ kind: "missing", path: path.slice(), keys: absent });
      if (onPrototype.length > 0) report({ kind: "requiredInherited", path: path.slice(), keys: onPrototype });
      ok = false;
    }
  }
  if (inherited !== undefined) ok = checkInherited(run, inherited, object, report) && ok;
  if (!ok && report === undefined) return false;
  if (node.propertyNames !== undefined) {
    ok = checkKeys(run, node.propertyNames, object, report) && ok;
    if (!ok && report === undefined) return false;
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

/** `propertyNames`: each key the value sends, as a string, against the schema. */
function checkKeys(run: Run, names: SchemaNode, object: Record<string, unknown>, report: Report): boolean {
  let ok = true;
  for (const key of Object.keys(object)) {
    if (object[key] === undefined) continue; // absent, as JSON.stringify drops it
    let expected: string | undefined;
    const matches = check(run, names, key, report && ((failure) => void (expected ??= describeFailure(failure))));
    if (matches) continue;
    if (report === undefined) return false;
    report({ kind: "propertyName", path: [...run.path, key], key, expected: expected ?? "another key" });
    ok = false;
  }
  return ok;
}

/** What a key failed, in a few words: what the schema said of it. */
function describeFailure(failure: SchemaFailure): string | undefined {
  return failure.kind === "mismatch" ? failure.expected : undefined;
}

/**
 * Ajv reads an absent property through the prototype chain: for `constructor`, `toString` and the like
 * it checks the inherited function against the property's schema. Reports each such property whose
 * schema rejects a function.
 */
function checkInherited(
  run: Run,
  inherited: readonly (readonly [string, SchemaNode])[],
  object: Record<string, unknown>,
  report: Report,
): boolean {
  let ok = true;
  for (const [key, schema] of inherited) {
    if (hasOwn(object, key) && object[key] !== undefined) continue;
    let expected: string | undefined;
    run.path.push(key);
    const accepts = check(run, schema, INHERITED_VALUE, (failure) => {
      expected ??= failure.kind === "mismatch" ? failure.expected : "a value it does not describe";
    });
    run.path.pop();
    if (accepts) continue;
    if (report === undefined) return false;
    report({ kind: "inherited", path: [...run.path, key], key, expected: expected ?? "something else" });
    ok = false;
  }
  return ok;
}

export { typeOf as jsonTypeOf };
