import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fuzzRuns } from "../../support/fuzz.js";
import type { JsonSchema } from "../../../src/runtime/index.js";
import { flattenJsonSchema } from "../../../src/runtime/agent/schema-to-spec.js";

type Schema = Record<string, unknown>;

/**
 * Random object schemas in the shapes schema libraries write: scalar, array and nested object
 * properties, some required, some `anyOf [X, null]`, and some written as `$ref`s to `$defs` entries.
 */
const scalar = fc.constantFrom<Schema>(
  { type: "string" },
  { type: "number" },
  { type: "integer" },
  { type: "boolean" },
  { type: "string", enum: ["a", "b"] },
);
const { object } = fc.letrec<{ object: Schema; property: Schema }>((tie) => ({
  property: fc.oneof(
    { weight: 4, arbitrary: scalar },
    { weight: 1, arbitrary: tie("object") },
    { weight: 1, arbitrary: tie("object").map((items) => ({ type: "array", items })) },
    { weight: 1, arbitrary: fc.oneof(scalar, tie("object")).map((inner) => ({ anyOf: [inner, { type: "null" }] })) },
  ),
  object: fc
    .uniqueArray(fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), tie("property"), fc.boolean()), {
      selector: ([name]) => name,
      maxLength: 4,
    })
    .map((entries) => ({
      type: "object",
      properties: Object.fromEntries(entries.map(([name, schema]) => [name, schema])),
      required: entries.filter(([, , required]) => required).map(([name]) => name),
    })),
}));

/** Moves every nested object schema into `$defs` and points at it with a `$ref`, as zod does with ids. */
function withRefs(schema: Schema, defs: Record<string, Schema>, counter = { n: 0 }, top = true): Schema {
  if (Array.isArray(schema))
    return schema.map((item) => withRefs(item as Schema, defs, counter, false)) as unknown as Schema;
  if (typeof schema !== "object" || schema === null) return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "properties") {
      out[key] = Object.fromEntries(
        Object.entries(value as Schema).map(([name, sub]) => [name, withRefs(sub as Schema, defs, counter, false)]),
      );
    } else if (key === "items" || key === "anyOf") {
      out[key] = withRefs(value as Schema, defs, counter, false);
    } else {
      out[key] = value;
    }
  }
  if (!top && out.type === "object") {
    const name = `Def${counter.n++}`;
    defs[name] = out;
    return { $ref: `#/$defs/${name}` };
  }
  return out;
}

function walk(value: unknown, visit: (node: Schema) => void): void {
  if (Array.isArray(value)) value.forEach((item) => walk(item, visit));
  else if (typeof value === "object" && value !== null) {
    visit(value as Schema);
    Object.values(value).forEach((item) => walk(item, visit));
  }
}

const types = (schema: JsonSchema | undefined): string[] => {
  const type = schema?.type;
  return type === undefined ? [] : Array.isArray(type) ? type : [type];
};

/** Checks one object level of the flattened result against the source object it came from. */
function checkObject(flat: JsonSchema, source: Schema, defs: Record<string, Schema>): void {
  const deref = (s: Schema): Schema =>
    typeof s.$ref === "string" ? (defs[s.$ref.slice("#/$defs/".length)] as Schema) : s;
  const sourceProps = (deref(source).properties ?? {}) as Record<string, Schema>;
  const sourceRequired = (deref(source).required ?? []) as string[];
  expect(Object.keys(flat.properties ?? {})).toEqual(Object.keys(sourceProps));
  for (const [name, sub] of Object.entries(sourceProps)) {
    const out = flat.properties?.[name] as JsonSchema;
    const nullable = Array.isArray(sub.anyOf);
    const inner = deref(nullable ? ((sub.anyOf as Schema[])[0] as Schema) : sub);
    const innerType = inner.type as string;
    // Optional or nullable: typed [t, "null"] and not required. Required and not nullable: kept.
    const expectNull = nullable || !sourceRequired.includes(name);
    expect(types(out)).toEqual(expectNull ? [innerType, "null"] : [innerType]);
    expect((flat.required ?? []).includes(name)).toBe(!expectNull);
    if (innerType === "object") checkObject(out, inner, defs);
    if (innerType === "array") checkObject(out.items as JsonSchema, inner.items as Schema, defs);
  }
}

describe("flattenJsonSchema (properties)", () => {
  it("inlines every reference and types optional fields as nullable at every depth", () => {
    fc.assert(
      fc.property(object, fc.boolean(), (schema, useRefs) => {
        const defs: Record<string, Schema> = {};
        const source = useRefs ? { ...withRefs(schema, defs), $defs: defs } : schema;
        const before = structuredClone(source);
        const flat = flattenJsonSchema(source);
        walk(flat, (node) => {
          expect(node).not.toHaveProperty("$ref");
          expect(node).not.toHaveProperty("$defs");
        });
        expect(source).toEqual(before);
        checkObject(flat, source, defs);
        // A second pass changes nothing: the output is already flat.
        expect(flattenJsonSchema(flat)).toEqual(flat);
      }),
      { numRuns: fuzzRuns(300) },
    );
  });
});
