/**
 * Flattened specs type optional fields as nullable (`[type, "null"]`), as the Python original does,
 * so a model may answer `null` for a field it has nothing for. A schema library that models "optional"
 * as "may be absent" (zod's `.optional()`, arktype's `"key?"`) rejects that `null`. Before validation,
 * such nulls are therefore removed, guided by the schema's own (unflattened) JSON Schema: a `null` is
 * dropped only where the property is not required and its schema does not accept `null` itself.
 */
import { isRecord as isObject } from "../../common/is-record.js";
import { resolvePointer } from "./json-pointer.js";

type Schema = Record<string, unknown>;

/** Follows `$ref`s inside `root` (a bounded number of hops: the walk is driven by the finite value). */
function deref(schema: unknown, root: Schema): Schema | undefined {
  let current = schema;
  for (let hops = 0; hops < 32 && isObject(current) && typeof current.$ref === "string"; hops++) {
    current = resolvePointer(root, current.$ref);
  }
  return isObject(current) ? current : undefined;
}

function acceptsNull(schema: unknown, root: Schema, depth = 0): boolean {
  if (schema === true) return true;
  const s = deref(schema, root);
  if (!s || depth > 32) return false;
  const { type } = s;
  if (type === "null" || (Array.isArray(type) && type.includes("null"))) return true;
  if (s.const === null) return true;
  if (Array.isArray(s.enum)) return s.enum.includes(null);
  for (const key of ["anyOf", "oneOf"] as const) {
    const options = s[key];
    if (Array.isArray(options) && options.some((option) => acceptsNull(option, root, depth + 1))) return true;
  }
  // A schema that constrains nothing (`{}`, a description only) accepts null too.
  return (
    type === undefined &&
    s.anyOf === undefined &&
    s.oneOf === undefined &&
    s.allOf === undefined &&
    s.enum === undefined &&
    s.const === undefined &&
    s.properties === undefined
  );
}

/**
 * A copy of `value` without the `null`s that stand for "absent" under `schema` (a JSON Schema
 * document). Values the schema does not describe are returned as they are.
 */
export function omitNullsForOptionalFields(value: unknown, schema: Schema): unknown {
  return prune(value, schema, schema, 0);
}

function prune(value: unknown, schema: unknown, root: Schema, depth: number): unknown {
  const s = deref(schema, root);
  if (!s || depth > 64) return value;
  if (Array.isArray(value)) {
    const { items } = s;
    return isObject(items) ? value.map((item) => prune(item, items, root, depth + 1)) : value;
  }
  if (!isObject(value) || !isObject(s.properties)) return value;
  const properties = s.properties;
  const required = Array.isArray(s.required) ? (s.required as unknown[]) : [];
  const out: Schema = {};
  for (const [key, item] of Object.entries(value)) {
    const propSchema = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (propSchema !== undefined && item === null && !required.includes(key) && !acceptsNull(propSchema, root))
      continue;
    // Defined, not assigned: a `__proto__` key of the model's input (JSON.parse makes it an own property)
    // stays an own property of the copy, and never becomes its prototype.
    Object.defineProperty(out, key, {
      value: propSchema === undefined ? item : prune(item, propSchema, root, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
