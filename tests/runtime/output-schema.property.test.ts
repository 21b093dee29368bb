// The outputSchema's JSON Schema checker against Ajv, on generated schemas of the subset it evaluates
// and generated JSON values close to them: the verdicts must agree. A schema without `$schema` is checked
// by MCP SDK 2.x clients with Ajv2020 and by 1.x clients with Ajv's draft-07 class, so it must pass both;
// a schema declaring draft-07 is checked with draft-07 by both. FUZZ_RUNS sets the number of runs (default 40 in npm test, about 3 s: Ajv compiles each schema in about 35 ms); FUZZ_REPORT=1 prints how many values
// each side accepted.
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fuzzRuns } from "../support/fuzz.js";
import { checkJsonSchema, compileJsonSchema } from "../../src/runtime/validate/json-schema-check.js";
import { validateToolResult } from "../../src/runtime/index.js";

const RUNS = fuzzRuns(40);
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
// As MCP SDK 1.x clients set it up (validateSchema: false), without ajv-formats (no formats generated).
const ajv07 = new Ajv({ strict: false, allErrors: false, validateFormats: false, validateSchema: false });
/** What the clients say of a schema without `$schema`: both engines must accept. */
const clients = (s: unknown, v: unknown) => ajv.validate(s as object, v) && ajv07.validate(s as object, v);
const DRAFT_07 = "http://json-schema.org/draft-07/schema#";

// A small vocabulary, so that generated values often meet the generated schemas.
const key = fc.constantFrom("a", "b", "c", "n");
const scalar = fc.oneof(
  fc.constantFrom(0, 1, -1, 2, 1.5, -0.5, 3, 10),
  fc.constantFrom("", "x", "ab", "abc", "😀", "\ud800"),
  fc.boolean(),
  fc.constant(null),
);
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalar,
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(key, tie("value"), { maxKeys: 3, noNullPrototype: true }),
  ),
}));

const typeName = fc.constantFrom("object", "array", "string", "number", "integer", "boolean", "null");
const count = fc.integer({ min: 0, max: 3 });
const bound = fc.constantFrom(-1, 0, 1, 1.5, 2, 3);

const { schema } = fc.letrec<{ schema: unknown }>((tie) => ({
  schema: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.boolean(),
    fc.record(
      {
        type: fc.oneof(typeName, fc.uniqueArray(typeName, { minLength: 1, maxLength: 3 })),
        properties: fc.dictionary(key, tie("schema"), { maxKeys: 3, noNullPrototype: true }),
        required: fc.uniqueArray(key, { maxLength: 3 }),
        additionalProperties: fc.oneof(fc.boolean(), tie("schema")),
        propertyNames: tie("schema"),
        items: fc.oneof(fc.boolean(), tie("schema")),
        prefixItems: fc.array(tie("schema"), { minLength: 1, maxLength: 2 }),
        minItems: count,
        maxItems: count,
        enum: fc.array(value, { minLength: 1, maxLength: 3 }),
        const: value,
        anyOf: fc.array(tie("schema"), { minLength: 1, maxLength: 3 }),
        oneOf: fc.array(tie("schema"), { minLength: 1, maxLength: 3 }),
        allOf: fc.array(tie("schema"), { minLength: 1, maxLength: 2 }),
        minimum: bound,
        maximum: bound,
        exclusiveMinimum: bound,
        exclusiveMaximum: bound,
        minLength: count,
        maxLength: count,
        multipleOf: fc.constantFrom(0.5, 1, 2, 0.1),
        pattern: fc.constantFrom("^a", "b$", "^.$", "x|😀", "^$"),
        $ref: fc.constant("#/$defs/d"),
        title: fc.constant("annotation"),
      },
      { requiredKeys: [] },
    ),
  ),
}));

/** A schema with its `$defs` (which generated `$ref`s point to). */
const rooted = fc
  .tuple(schema, schema)
  .map(([s, d]) => (typeof s === "object" ? { ...(s as object), $defs: { d } } : { allOf: [s], $defs: { d } }));

/** Draft-07 schemas: `items` as a schema or a tuple, `additionalItems`, no `prefixItems`. */
const { schema07 } = fc.letrec<{ schema07: unknown }>((tie) => ({
  schema07: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.boolean(),
    fc.record(
      {
        type: fc.oneof(typeName, fc.uniqueArray(typeName, { minLength: 1, maxLength: 3 })),
        properties: fc.dictionary(key, tie("schema07"), { maxKeys: 3, noNullPrototype: true }),
        required: fc.uniqueArray(key, { maxLength: 3 }),
        additionalProperties: fc.oneof(fc.boolean(), tie("schema07")),
        items: fc.oneof(fc.boolean(), tie("schema07"), fc.array(tie("schema07"), { minLength: 1, maxLength: 2 })),
        additionalItems: fc.oneof(fc.boolean(), tie("schema07")),
        minItems: count,
        maxItems: count,
        enum: fc.array(value, { minLength: 1, maxLength: 3 }),
        anyOf: fc.array(tie("schema07"), { minLength: 1, maxLength: 3 }),
        minimum: bound,
        multipleOf: fc.constantFrom(0.5, 1, 0.1),
      },
      { requiredKeys: [] },
    ),
  ),
}));

/** A value built from a schema (so that many values conform), then maybe mutated. */
function near(schemaValue: unknown): fc.Arbitrary<unknown> {
  return fc.oneof(value, fc.constant(sample(schemaValue, 0)));
}
function sample(s: unknown, depth: number): unknown {
  if (typeof s !== "object" || s === null || depth > 4) return null;
  const node = s as Record<string, unknown>;
  if ("const" in node) return node.const;
  if (Array.isArray(node.enum)) return node.enum[0];
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries((node.properties as Record<string, unknown>) ?? {}))
        out[k] = sample(v, depth + 1);
      return out;
    }
    case "array":
      return [];
    case "string":
      return "ab";
    case "number":
    case "integer":
      return 1;
    case "boolean":
      return true;
    default:
      return null;
  }
}

const ours = (s: unknown, v: unknown) => checkJsonSchema(compileJsonSchema(s, true), v, [], 1_000_000, () => {});

/** A generated `$ref` may loop without moving into the value (d: { $ref: d }): a TypeError here, and Ajv recurses without end. */
function loops(s: unknown): boolean {
  try {
    compileJsonSchema(s, true);
    return false;
  } catch (error) {
    if (error instanceof Error && error.message.includes("refers back to itself")) return true;
    throw error;
  }
}

describe("the outputSchema checker agrees with Ajv (draft 2020-12 and draft-07)", () => {
  it("on generated schemas and values", () => {
    let accepted = 0;
    let total = 0;
    fc.assert(
      fc.property(
        rooted.chain((s) => fc.tuple(fc.constant(s), near(s))),
        ([s, v]) => {
          fc.pre(!loops(s));
          const expected = clients(s, v);
          const got = ours(s, v);
          total++;
          if (got) accepted++;
          expect(got).toBe(expected);
        },
      ),
      { numRuns: RUNS },
    );
    if (process.env.FUZZ_REPORT)
      console.log(`differential: ${total} runs, ${accepted} accepted by both, ${total - accepted} rejected by both`);
    // The generators are worth something only if both verdicts occur often.
    expect(accepted).toBeGreaterThan(total / 20);
    expect(total - accepted).toBeGreaterThan(total / 20);
  }, 600_000);

  it("on generated draft-07 schemas (declared with $schema) and values", () => {
    let accepted = 0;
    let total = 0;
    fc.assert(
      fc.property(
        schema07
          .map((s) =>
            typeof s === "object" ? { ...(s as object), $schema: DRAFT_07 } : { $schema: DRAFT_07, allOf: [s] },
          )
          .chain((s) => fc.tuple(fc.constant(s), fc.oneof(value, fc.constant(sample(s, 0))))),
        ([s, v]) => {
          const expected = ajv07.validate(s, v);
          const got = ours(s, v);
          total++;
          if (got) accepted++;
          expect(got).toBe(expected);
        },
      ),
      { numRuns: RUNS },
    );
    expect(accepted).toBeGreaterThan(total / 20);
    expect(total - accepted).toBeGreaterThan(total / 20);
  }, 600_000);

  /** A generated schema as a tool's outputSchema root: `type: "object"`, no boolean property schema (SDK 1.x refuses one). */
  const asToolRoot = (s: object): Record<string, unknown> => {
    const properties = (s as { properties?: unknown }).properties;
    if (properties === null || typeof properties !== "object") return { ...s, type: "object" };
    const objects = Object.entries(properties).map(([k, v]) => [
      k,
      v === true ? {} : v === false ? { allOf: [false] } : v,
    ]);
    return { ...s, type: "object", properties: Object.fromEntries(objects) };
  };

  it("through validateToolResult, on object schemas: a result is valid exactly when Ajv accepts its structuredContent", () => {
    fc.assert(
      fc.property(rooted, fc.dictionary(key, value, { maxKeys: 3, noNullPrototype: true }), (s, structuredContent) => {
        const root = asToolRoot(s);
        fc.pre(!loops(root));
        const verdict = validateToolResult({ content: [], structuredContent }, "mcp", { outputSchema: root });
        const expected = clients(root, structuredContent);
        expect(verdict.ok).toBe(expected);
        if (!verdict.ok) expect(verdict.issues.every((issue) => issue.path[0] === "structuredContent")).toBe(true);
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  }, 600_000);
});
