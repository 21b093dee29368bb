/**
 * Turns a schema into a tool spec that model providers accept: one self-contained JSON Schema object
 * with every `$ref` replaced by the definition it points at, no `$defs`, nested objects written out in
 * full, and optional fields typed as nullable and left out of `required`.
 */
import type { JsonSchema } from "../../common/json-schema.js";
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
  ) {
    super(message);
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

class Flattener {
  /** The `$ref`s being expanded, outermost first; meeting one again means the schema is recursive. */
  private readonly expanding: string[] = [];

  constructor(private readonly root: Schema) {}

  /** The whole document, flattened. */
  document(): JsonSchema {
    // The document itself is being expanded: a `"$ref": "#"` inside it is a recursion. A top-level
    // `$ref` (arktype writes one for a type from a cyclic scope) is followed like any other.
    this.expanding.push("#");
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
        out[key] = structuredClone(value);
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
      out.required = structuredClone(schema.required);
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
    if (this.expanding.includes(ref)) {
      throw new SchemaConversionError(
        `Circular reference detected: "${ref}" at ${where} refers back to a schema that contains it. ` +
          "A tool spec is flattened inline, so recursive schemas are not supported; give the nesting a fixed depth instead.",
        where,
      );
    }
    const target = this.lookup(ref, where);
    this.expanding.push(ref);
    try {
      return this.node(target, at);
    } finally {
      this.expanding.pop();
    }
  }

  private lookup(ref: string, where: string): Schema {
    if (ref !== "#" && !ref.startsWith("#/")) {
      throw new SchemaConversionError(
        `Unsupported reference "${ref}" at ${where}: only references inside the schema ("#/$defs/Name") can be inlined.`,
        where,
      );
    }
    const segments = pointerSegments(ref) ?? [];
    const current = resolvePointer(this.root, ref);
    if (!isSchemaObject(current)) {
      const name = segments.at(-1) ?? ref;
      throw new SchemaConversionError(
        `Missing reference: "${name}" (from "${ref}" at ${where}) is not defined in the schema.`,
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
  if (!isSchemaObject(schema)) {
    throw new SchemaConversionError("Expected a JSON Schema object.", "#");
  }
  return new Flattener(schema).document();
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
