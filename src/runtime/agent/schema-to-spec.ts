/**
 * Turns a schema into a tool spec that model providers accept: one self-contained JSON Schema object
 * with every `$ref` replaced by the definition it points at, no `$defs`, nested objects written out in
 * full, and optional fields typed as nullable and left out of `required`.
 */
import { describeThrown, describeValue } from "../../common/describe-value.js";
import type { JsonSchema } from "../../common/json-schema.js";
import { quote } from "../../common/text.js";
import { isRecord as isSchemaObject } from "../../common/is-record.js";
import { formatPointer as pointer, pointerSegments, resolvePointer } from "./json-pointer.js";
import type { ToolSpec } from "./types.js";
import { assertStandardSchemaWithJSON, inputJsonSchema, type StandardSchemaWithJSON } from "./standard-schema.js";

/** The name a spec gets when its schema has no title. */
export const DEFAULT_STRUCTURED_OUTPUT_NAME = "StructuredOutputTool";

/** Thrown for a schema that cannot be flattened; `at` is the JSON Pointer of the offending place. */
export class SchemaConversionError extends Error {
  override name = "SchemaConversionError";
  constructor(
    message: string,
    readonly at: string,
    options?: { readonly cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Keywords whose value is one subschema. */
const SUBSCHEMA = new Set([
  "items",
  "additionalItems",
  "additionalProperties",
  "unevaluatedItems",
  "unevaluatedProperties",
  "contains",
  "propertyNames",
  "not",
  "if",
  "then",
  "else",
]);
/** Keywords whose value is a list of subschemas. */
const SUBSCHEMA_LIST = new Set(["anyOf", "oneOf", "allOf", "prefixItems"]);
/** Keywords whose value maps names to subschemas (`properties` is handled on its own). */
const SUBSCHEMA_MAP = new Set(["patternProperties", "dependentSchemas"]);
/** Keywords that make no sense once the schema is inlined. */
const DROPPED = new Set(["$schema", "$defs", "definitions", "$ref"]);

type Schema = Record<string, unknown>;

/** True when a (flattened) schema lets a value be `null`. */
function acceptsNull(schema: Schema): boolean {
  const { type, anyOf } = schema;
  if (type === "null" || (Array.isArray(type) && type.includes("null"))) return true;
  return Array.isArray(anyOf) && anyOf.some((option) => isSchemaObject(option) && option.type === "null");
}

/** Widens a schema's `type` (and `enum`, when there is one) to admit `null`. */
function addNull(schema: Schema): void {
  const { type } = schema;
  if (typeof type === "string") {
    if (type !== "null") schema.type = [type, "null"];
  } else if (Array.isArray(type)) {
    if (!type.includes("null")) schema.type = [...type, "null"];
  } else {
    return;
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
}

/** The deepest nesting a flattened schema may have (references inlined): deeper is no use to a model, and would overflow the stack. */
export const MAX_SCHEMA_DEPTH = 100;
/** The most subschemas a flattened schema may have: shared references inlined twice at each level double it. */
export const MAX_SCHEMA_NODES = 100_000;

class Flattener {
  /**
   * The schema objects being expanded, outermost first: meeting one again (through a `$ref`, however it
   * is spelled, or because the object holds itself) means the schema is recursive.
   */
  private readonly ancestors = new Set<object>();
  private depth = 0;
  private nodes = 0;

  constructor(private readonly root: Schema) {}

  /** The whole document, flattened. */
  document(): JsonSchema {
    // The document itself is being expanded: a `"$ref": "#"` inside it is a recursion. A top-level
    // `$ref` (arktype writes one for a type from a cyclic scope) is followed like any other.
    const top = this.node(this.root, []);
    const { type } = top;
    if (type !== undefined && type !== "object") {
      throw new SchemaConversionError(
        `A tool's input must be a JSON object, but the schema describes ${JSON.stringify(type)}. Wrap the value in an object schema with one property.`,
        "#",
      );
    }
    return { ...top, type: "object", properties: (top.properties as Record<string, JsonSchema> | undefined) ?? {} };
  }

  /** A subschema with its references inlined and its object properties expanded. */
  private node(schema: unknown, at: readonly (string | number)[]): Schema {
    if (!isSchemaObject(schema)) {
      // `true`/`false` subschemas and stray values have nothing to inline.
      return schema as Schema;
    }
    if (this.ancestors.has(schema)) {
      const where = pointer(at);
      throw new SchemaConversionError(
        `The schema at ${where} is an object that contains itself (a cycle of objects, not of references); a tool spec must be a tree.`,
        where,
      );
    }
    if (this.depth >= MAX_SCHEMA_DEPTH) {
      const where = pointer(at);
      throw new SchemaConversionError(
        `The schema nests more than ${MAX_SCHEMA_DEPTH} levels deep at ${where} (references inlined); a model cannot use a spec that deep. Flatten the schema.`,
        where,
      );
    }
    if (++this.nodes > MAX_SCHEMA_NODES) {
      const where = pointer(at);
      throw new SchemaConversionError(
        `The schema has more than ${MAX_SCHEMA_NODES} subschemas once its references are inlined (at ${where}); shared definitions used at many depths multiply. Simplify the schema.`,
        where,
      );
    }
    this.ancestors.add(schema);
    this.depth++;
    try {
      return this.expand(schema, at);
    } finally {
      this.depth--;
      this.ancestors.delete(schema);
    }
  }

  private expand(schema: Schema, at: readonly (string | number)[]): Schema {
    let out: Schema = {};
    if (typeof schema.$ref === "string") {
      out = this.follow(schema.$ref, at);
    } else if (schema.$ref !== undefined) {
      throw new SchemaConversionError(
        `"$ref" at ${pointer(at)} must be a string, got ${typeof schema.$ref}.`,
        pointer(at),
      );
    }
    for (const [key, value] of Object.entries(schema)) {
      if (DROPPED.has(key) || key === "properties" || key === "required") continue;
      if (SUBSCHEMA.has(key)) {
        out[key] = Array.isArray(value)
          ? value.map((item, i) => this.node(item, [...at, key, i]))
          : this.node(value, [...at, key]);
      } else if (SUBSCHEMA_LIST.has(key) && Array.isArray(value)) {
        out[key] = value.map((item, i) => this.node(item, [...at, key, i]));
      } else if (SUBSCHEMA_MAP.has(key) && isSchemaObject(value)) {
        out[key] = Object.fromEntries(
          Object.entries(value).map(([name, sub]) => [name, this.node(sub, [...at, key, name])]),
        );
      } else {
        out[key] = copyOf(value, [...at, key]);
      }
    }
    if (isSchemaObject(schema.properties)) {
      const required = Array.isArray(schema.required) ? (schema.required as unknown[]) : [];
      const properties: Record<string, Schema> = {};
      const stillRequired: string[] = [];
      for (const [name, prop] of Object.entries(schema.properties)) {
        const isRequired = required.includes(name);
        const flat = this.property(prop, isRequired, [...at, "properties", name]);
        properties[name] = flat;
        if (isRequired && !acceptsNull(flat)) stillRequired.push(name);
      }
      out.properties = properties;
      if (stillRequired.length > 0) out.required = stillRequired;
      else delete out.required;
    } else if (schema.required !== undefined && out.required === undefined) {
      out.required = copyOf(schema.required, [...at, "required"]);
    }
    return out;
  }

  /**
   * One property of an object. `Optional[X]` written as `anyOf: [X, {type: "null"}]` becomes X with a
   * nullable type; a property that is not required is typed nullable too.
   */
  private property(prop: unknown, isRequired: boolean, at: readonly (string | number)[]): Schema {
    if (!isSchemaObject(prop)) return this.node(prop, at);
    const options = Array.isArray(prop.anyOf) ? (prop.anyOf as unknown[]) : undefined;
    const nonNull = options?.filter((option) => !(isSchemaObject(option) && option.type === "null"));
    if (options && nonNull && nonNull.length === 1 && nonNull.length < options.length) {
      const { anyOf: _anyOf, ...rest } = prop;
      const inner = this.node(nonNull[0], [...at, "anyOf", options.indexOf(nonNull[0])]);
      const annotations = this.node(rest, at);
      if (inner.type === undefined) {
        // Nothing to widen: keep the union, inlined.
        return { ...annotations, anyOf: [inner, { type: "null" }] };
      }
      const merged = { ...inner, ...annotations };
      addNull(merged);
      return merged;
    }
    const flat = this.node(prop, at);
    if (!isRequired) addNull(flat);
    return flat;
  }

  /** The flattened target of a `$ref` inside this document. */
  private follow(ref: string, at: readonly (string | number)[]): Schema {
    const where = pointer(at);
    const target = this.lookup(ref, where);
    if (this.ancestors.has(target)) {
      throw new SchemaConversionError(
        `Circular reference detected: ${quote(ref)} at ${where} refers back to a schema that contains it. ` +
          "A tool spec is flattened inline, so recursive schemas are not supported; give the nesting a fixed depth instead.",
        where,
      );
    }
    return this.node(target, at);
  }

  private lookup(ref: string, where: string): Schema {
    if (ref !== "#" && !ref.startsWith("#/")) {
      throw new SchemaConversionError(
        `Unsupported reference ${quote(ref)} at ${where}: only references inside the schema ("#/$defs/Name") can be inlined.`,
        where,
      );
    }
    const segments = pointerSegments(ref) ?? [];
    const current = resolvePointer(this.root, ref);
    if (!isSchemaObject(current)) {
      const name = segments.at(-1) ?? ref;
      throw new SchemaConversionError(
        `Missing reference: ${quote(name)} (from ${quote(ref)} at ${where}) is not defined in the schema.`,
        where,
      );
    }
    return current;
  }
}

/**
 * Flattens a JSON Schema document as {@link convertSchemaToToolSpec} does, for a caller that already
 * has JSON Schema rather than a schema object.
 */
export function flattenJsonSchema(schema: Record<string, unknown>): JsonSchema {
  try {
    if (!isSchemaObject(schema)) {
      throw new SchemaConversionError(`Expected a JSON Schema object, got ${describeValue(schema)}.`, "#");
    }
    return new Flattener(schema).document();
  } catch (error) {
    if (error instanceof SchemaConversionError) throw error;
    // A getter or proxy trap of the schema that throws: the schema cannot be read, which is this error too.
    throw new SchemaConversionError(`The schema cannot be read: ${describeThrown(error)}.`, "#", { cause: error });
  }
}

/** A copy of a keyword's value (an annotation, `enum`, `const`), which must be data that can be copied. */
function copyOf(value: unknown, at: readonly (string | number)[]): unknown {
  try {
    return structuredClone(value);
  } catch (error) {
    throw new SchemaConversionError(
      `The schema's ${pointer(at)} holds ${describeValue(value)}, which is not JSON data (${describeThrown(error)}).`,
      pointer(at),
      { cause: error },
    );
  }
}

const specCache = new WeakMap<object, ToolSpec>();
const jsonCache = new WeakMap<object, Record<string, unknown>>();

/** The schema's input JSON Schema as the library writes it (unflattened), cached per schema object. */
export function cachedInputJsonSchema(schema: StandardSchemaWithJSON): Record<string, unknown> {
  let json = jsonCache.get(schema);
  if (!json) {
    json = inputJsonSchema(schema);
    jsonCache.set(schema, json);
  }
  return json;
}

function convertUncached(schema: StandardSchemaWithJSON): ToolSpec {
  const json = cachedInputJsonSchema(schema);
  const inputSchema = flattenJsonSchema(json);
  const title = typeof inputSchema.title === "string" && inputSchema.title !== "" ? inputSchema.title : undefined;
  const name = title ?? DEFAULT_STRUCTURED_OUTPUT_NAME;
  const description =
    typeof inputSchema.description === "string" && inputSchema.description.trim() !== ""
      ? inputSchema.description.trim()
      : `${name} structured output tool`;
  return { name, description, inputSchema };
}

/**
 * The tool spec of a Standard Schema that implements Standard JSON Schema (zod 4, arktype 2, valibot
 * through its adapter).
 *
 * - `name` is the schema's `title` (`StructuredOutputTool` when it has none);
 * - `description` is `description` when given, else the schema's description, else
 *   "NAME structured output tool";
 * - `inputSchema` is the schema's input JSON Schema, flattened: `$defs` and `$ref` inlined, nested
 *   objects expanded, optional (and nullable) fields typed `[type, "null"]` and left out of `required`.
 *
 * A reference to a missing definition and a recursive schema throw a {@link SchemaConversionError}.
 * Specs are cached per schema object; every call returns a fresh copy that the caller may change.
 */
export function convertSchemaToToolSpec(schema: StandardSchemaWithJSON, description?: string): ToolSpec {
  assertStandardSchemaWithJSON(schema, "convertSchemaToToolSpec");
  let spec = specCache.get(schema);
  if (!spec) {
    spec = convertUncached(schema);
    specCache.set(schema, spec);
  }
  const copy = structuredClone(spec);
  if (description !== undefined && description.trim() !== "") copy.description = description;
  return copy;
}
