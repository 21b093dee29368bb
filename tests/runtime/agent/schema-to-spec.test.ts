import { describe, it, expect } from "vitest";
import { scope, type } from "arktype";
import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import { z } from "zod";
import {
  convertSchemaToToolSpec,
  SchemaConversionError,
  SchemaSupportError,
  type JsonSchema,
  type StandardSchemaWithJSON,
} from "../../../src/runtime/index.js";
import { flattenJsonSchema } from "../../../src/runtime/agent/schema-to-spec.js";

/** Every `$ref` / `$defs` left anywhere in a document. */
function leftoverRefs(value: unknown, at = "#"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leftoverRefs(item, `${at}/${i}`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "$ref" || key === "$defs" || key === "definitions" ? [`${at}/${key}`] : leftoverRefs(item, `${at}/${key}`),
  );
}

describe("convertSchemaToToolSpec with zod 4", () => {
  const Position = z
    .object({ x: z.number(), y: z.number(), label: z.string().optional() })
    .meta({ id: "Position", description: "A point on the floor" });
  const Report = z
    .object({
      robot: z.string().describe("Robot id"),
      start: Position,
      end: Position.optional().describe("Where it stopped"),
      waypoints: z.array(Position),
      battery: z.number().nullable(),
      mode: z.enum(["auto", "manual"]).optional(),
    })
    .meta({ title: "MissionReport", description: "  What the mission did  " });

  it("takes name and description from the schema", () => {
    const spec = convertSchemaToToolSpec(Report);
    expect(spec.name).toBe("MissionReport");
    expect(spec.description).toBe("What the mission did");
  });

  it("uses a given description instead of the schema's", () => {
    expect(convertSchemaToToolSpec(Report, "Custom").description).toBe("Custom");
  });

  it("falls back to StructuredOutputTool and a generated description without a title or description", () => {
    const spec = convertSchemaToToolSpec(z.object({ a: z.string() }));
    expect(spec.name).toBe("StructuredOutputTool");
    expect(spec.description).toBe("StructuredOutputTool structured output tool");
  });

  it("inlines $defs/$ref, expands nested objects and types optional fields as nullable", () => {
    const { inputSchema } = convertSchemaToToolSpec(Report);
    expect(leftoverRefs(inputSchema)).toEqual([]);
    expect(inputSchema.$schema).toBeUndefined();
    const expandedPosition = {
      type: "object",
      description: "A point on the floor",
      properties: { x: { type: "number" }, y: { type: "number" }, label: { type: ["string", "null"] } },
      required: ["x", "y"],
    };
    expect(inputSchema).toEqual({
      type: "object",
      title: "MissionReport",
      description: "  What the mission did  ",
      properties: {
        robot: { type: "string", description: "Robot id" },
        start: expandedPosition,
        end: { ...expandedPosition, type: ["object", "null"], description: "Where it stopped" },
        waypoints: { type: "array", items: expandedPosition },
        battery: { type: ["number", "null"] },
        mode: { type: ["string", "null"], enum: ["auto", "manual", null] },
      },
      // Optional and nullable fields are left out, as in the original.
      required: ["robot", "start", "waypoints"],
    });
  });

  it("reports a recursive schema (a reference back to the top) as a circular reference", () => {
    const Part: z.ZodType = z
      .object({
        name: z.string(),
        get sub() {
          return Part.optional();
        },
      })
      .meta({ title: "Part" });
    expect(() => convertSchemaToToolSpec(Part as unknown as StandardSchemaWithJSON)).toThrow(SchemaConversionError);
    expect(() => convertSchemaToToolSpec(Part as unknown as StandardSchemaWithJSON)).toThrow(
      /^Circular reference detected: "#" at #\/properties\/sub /,
    );
  });

  it("rejects a schema that is not an object", () => {
    expect(() => convertSchemaToToolSpec(z.string())).toThrow(
      /A tool's input must be a JSON object, but the schema describes "string"/,
    );
  });
});

describe("convertSchemaToToolSpec with arktype 2", () => {
  it("converts an object type with optional keys and a description", () => {
    const Telemetry = type({ frames: "number", "hz?": "number", errors: "string[]" }).configure({
      title: "Telemetry",
      description: "Loop figures",
    });
    const spec = convertSchemaToToolSpec(Telemetry);
    expect(spec).toEqual({
      name: "Telemetry",
      description: "Loop figures",
      inputSchema: {
        type: "object",
        title: "Telemetry",
        description: "Loop figures",
        properties: {
          frames: { type: "number" },
          errors: { type: "array", items: { type: "string" } },
          hz: { type: ["number", "null"] },
        },
        required: ["errors", "frames"],
      },
    });
  });

  it("follows a top-level $ref into $defs and reports the cycle a recursive scope makes", () => {
    const types = scope({ joint: { name: "string", "next?": "joint" }, arm: { base: "joint" } }).export();
    const json = types.arm["~standard"].jsonSchema.input({ target: "draft-2020-12" });
    expect(typeof json.$ref).toBe("string");
    expect(() => convertSchemaToToolSpec(types.arm)).toThrow(
      /Circular reference detected: "#\/\$defs\/[^"]+" at #\/properties\/base\/properties\/next /,
    );
    expect(() => convertSchemaToToolSpec(types.joint)).toThrow(SchemaConversionError);
  });
});

describe("flattenJsonSchema (JSON Schema as pydantic writes it)", () => {
  const person = {
    $defs: {
      Address: {
        properties: { street: { title: "Street", type: "string" }, city: { title: "City", type: "string" } },
        required: ["street", "city"],
        title: "Address",
        type: "object",
      },
    },
    description: "A person",
    properties: {
      name: { title: "Name", type: "string" },
      age: { anyOf: [{ type: "integer" }, { type: "null" }], default: null, title: "Age" },
      address: { $ref: "#/$defs/Address" },
      previous: { anyOf: [{ $ref: "#/$defs/Address" }, { type: "null" }], default: null },
      tags: { items: { type: "string" }, title: "Tags", type: "array" },
    },
    required: ["name", "address", "tags"],
    title: "Person",
    type: "object",
  };

  it("resolves references, widens Optional[...] and keeps required only for non-null fields", () => {
    const address = {
      type: "object",
      title: "Address",
      properties: { street: { title: "Street", type: "string" }, city: { title: "City", type: "string" } },
      required: ["street", "city"],
    };
    expect(flattenJsonSchema(person)).toEqual({
      type: "object",
      title: "Person",
      description: "A person",
      properties: {
        name: { title: "Name", type: "string" },
        age: { type: ["integer", "null"], default: null, title: "Age" },
        address,
        previous: { ...address, type: ["object", "null"], default: null },
        tags: { items: { type: "string" }, title: "Tags", type: "array" },
      },
      required: ["name", "address", "tags"],
    });
  });

  it("does not change its argument", () => {
    const before = structuredClone(person);
    flattenJsonSchema(person);
    expect(person).toEqual(before);
  });

  it("names a missing reference and where it was used", () => {
    const broken = { type: "object", properties: { home: { $ref: "#/$defs/House" } }, required: ["home"] };
    let error: unknown;
    try {
      flattenJsonSchema(broken);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SchemaConversionError);
    expect((error as SchemaConversionError).message).toBe(
      'Missing reference: "House" (from "#/$defs/House" at #/properties/home) is not defined in the schema.',
    );
    expect((error as SchemaConversionError).at).toBe("#/properties/home");
  });

  it("reports a missing reference inside an Optional[...] and inside array items", () => {
    expect(() =>
      flattenJsonSchema({ type: "object", properties: { a: { anyOf: [{ $ref: "#/$defs/A" }, { type: "null" }] } } }),
    ).toThrow(/Missing reference: "A"/);
    expect(() =>
      flattenJsonSchema({ type: "object", properties: { a: { type: "array", items: { $ref: "#/$defs/B" } } } }),
    ).toThrow(/Missing reference: "B"/);
  });

  it("reports a top-level circular reference (pydantic's recursive model)", () => {
    const node = {
      $defs: {
        Node: {
          type: "object",
          title: "Node",
          properties: { value: { type: "integer" }, child: { anyOf: [{ $ref: "#/$defs/Node" }, { type: "null" }] } },
          required: ["value"],
        },
      },
      $ref: "#/$defs/Node",
    };
    expect(() => flattenJsonSchema(node)).toThrow(
      /^Circular reference detected: "#\/\$defs\/Node" at #\/properties\/child\/anyOf\/0 /,
    );
  });

  it("rejects references outside the document", () => {
    expect(() =>
      flattenJsonSchema({ type: "object", properties: { a: { $ref: "https://example.com/a.json" } } }),
    ).toThrow(/Unsupported reference "https:\/\/example.com\/a.json" at #\/properties\/a/);
  });

  it("keeps a union without null (the original dropped it) and resolves references inside it", () => {
    const schema: JsonSchema = {
      type: "object",
      $defs: { A: { type: "object", properties: { a: { type: "string" } }, required: ["a"] } },
      properties: { either: { anyOf: [{ $ref: "#/$defs/A" }, { type: "integer" }] } },
      required: ["either"],
    };
    expect(flattenJsonSchema(schema).properties?.either).toEqual({
      anyOf: [{ type: "object", properties: { a: { type: "string" } }, required: ["a"] }, { type: "integer" }],
    });
  });

  it("resolves draft-07 definitions", () => {
    const schema = {
      type: "object",
      definitions: { P: { type: "object", properties: { q: { type: "boolean" } }, required: ["q"] } },
      properties: { p: { allOf: [{ $ref: "#/definitions/P" }] } },
    };
    expect(flattenJsonSchema(schema).properties?.p).toEqual({
      allOf: [{ type: "object", properties: { q: { type: "boolean" } }, required: ["q"] }],
    });
  });
});

describe("spec cache", () => {
  it("converts once per schema object and hands out independent copies", () => {
    let conversions = 0;
    const base = z.object({ a: z.string() }).meta({ title: "Cached" });
    const counting: StandardSchemaWithJSON = {
      "~standard": {
        ...base["~standard"],
        jsonSchema: {
          input: (options) => {
            conversions++;
            return base["~standard"].jsonSchema.input(options);
          },
          output: base["~standard"].jsonSchema.output,
        },
      },
    };
    const first = convertSchemaToToolSpec(counting);
    first.name = "Changed";
    first.inputSchema.properties = {};
    const second = convertSchemaToToolSpec(counting);
    expect(conversions).toBe(1);
    expect(second.name).toBe("Cached");
    expect(second.inputSchema.properties).toEqual({ a: { type: "string" } });
    expect(second).not.toBe(first);
  });
});

describe("schema support", () => {
  it("explains a value that is not a Standard Schema", () => {
    expect(() => convertSchemaToToolSpec({} as StandardSchemaWithJSON)).toThrow(SchemaSupportError);
    expect(() => convertSchemaToToolSpec({ type: "object" } as unknown as StandardSchemaWithJSON)).toThrow(
      /expected a Standard Schema .* got an object with keys \[type\]/,
    );
  });

  it("explains a Standard Schema without Standard JSON Schema", () => {
    const validateOnly = { "~standard": { version: 1, vendor: "acme", validate: (value: unknown) => ({ value }) } };
    expect(() => convertSchemaToToolSpec(validateOnly as unknown as StandardSchemaWithJSON)).toThrow(
      /the acme schema does not implement Standard JSON Schema \("~standard.jsonSchema.input" is missing\)/,
    );
  });

  it("falls back to draft-07 for a library that only writes that", () => {
    const seen: string[] = [];
    const draft07Only: StandardSchemaWithJSON = {
      "~standard": {
        version: 1,
        vendor: "old",
        validate: (value) => ({ value }),
        jsonSchema: {
          input: ({ target }) => {
            seen.push(target);
            if (target !== "draft-07") throw new Error(`unsupported target ${target}`);
            return { type: "object", properties: { a: { type: "string" } }, required: ["a"], title: "Old" };
          },
          output: () => ({}),
        },
      },
    };
    expect(convertSchemaToToolSpec(draft07Only).name).toBe("Old");
    expect(seen).toEqual(["draft-2020-12", "draft-07"]);
  });
});

describe("StandardSchemaWithJSON", () => {
  it("accepts what @standard-schema/spec describes as a Standard Schema with Standard JSON Schema", () => {
    type Both = StandardSchemaV1<{ a: string }> & StandardJSONSchemaV1<{ a: string }>;
    // Compile-time: the spec's types fit the runtime's own copy of them.
    const accept = (schema: Both): StandardSchemaWithJSON<{ a: string }> => schema;
    const zodSchema = z.object({ a: z.string() });
    expect(accept(zodSchema)["~standard"].vendor).toBe("zod");
    expect(accept(type({ a: "string" }))["~standard"].vendor).toBe("arktype");
  });
});
