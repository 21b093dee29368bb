import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fastest, fastestInTurn } from "../support/work.js";
import {
  formatMessage,
  OUTPUT_SCHEMA_MESSAGES as O,
  STRUCTURED_CONTENT_MESSAGES as M,
} from "../../src/contract/mcp-messages.js";
import {
  assertToolResult,
  createToolResultSchema,
  isToolResult,
  ToolResultContractError,
  validateToolResult,
  validateToolResultAsync,
  type OutputSchema,
  type ToolResultIssue,
} from "../../src/runtime/index.js";

const text = (t: string) => ({ type: "text", text: t }) as const;
const zodSchema = z.object({ n: z.number(), label: z.string().optional() });
const jsonSchema = {
  type: "object",
  properties: { n: { type: "number" }, label: { type: "string" } },
  required: ["n"],
  additionalProperties: false,
} as const;

function issuesOf(value: unknown, outputSchema: OutputSchema): ToolResultIssue[] {
  const verdict = validateToolResult(value, "mcp", { outputSchema });
  return verdict.ok ? [] : verdict.issues;
}
const at = (path: (string | number)[], message: string) => ({ path, message: `${pathText(path)}: ${message}` });
function pathText(path: (string | number)[]): string {
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`)).join("");
}

describe.each([
  ["a zod 4 schema", zodSchema as OutputSchema],
  ["a JSON Schema", jsonSchema as OutputSchema],
])("outputSchema as %s", (_, schema) => {
  it("accepts a conforming result, on success and on error", () => {
    expect(issuesOf({ content: [text("1")], structuredContent: { n: 1 } }, schema)).toEqual([]);
    expect(issuesOf({ content: [text("1")], structuredContent: { n: 1, label: "a" } }, schema)).toEqual([]);
    expect(issuesOf({ content: [text("failed")], isError: true }, schema)).toEqual([]);
    expect(isToolResult({ content: [], structuredContent: { n: 1 } }, "mcp", { outputSchema: schema })).toBe(true);
  });

  it("reports a result without structuredContent, and 0, empty string and null as missing", () => {
    expect(issuesOf({ content: [text("1")] }, schema)).toEqual([at(["structuredContent"], M.missingStructuredContent)]);
    for (const [value, shown] of [
      [0, "0"],
      ["", '""'],
      [null, "null"],
      [false, "false"],
    ] as const) {
      expect(issuesOf({ content: [], structuredContent: value }, schema)).toEqual([
        at(["structuredContent"], formatMessage(M.falsyStructuredContent, { value: shown })),
      ]);
    }
    expect(isToolResult({ content: [] }, "mcp", { outputSchema: schema })).toBe(false);
  });

  it("reports a key the schema does not declare (zod strips it, strict clients reject it)", () => {
    expect(issuesOf({ content: [], structuredContent: { n: 1, extra: 2 } }, schema)).toEqual([
      at(["structuredContent", "extra"], formatMessage(M.undeclaredKey, { key: "extra" })),
    ]);
  });

  it("reports missing required keys and wrong types, with paths", () => {
    expect(issuesOf({ content: [], structuredContent: { label: "a" } }, schema)).toEqual([
      at(["structuredContent"], formatMessage(M.missingKeys, { keys: '"n"' })),
    ]);
    expect(issuesOf({ content: [], structuredContent: { n: "1" } }, schema)).toEqual([
      at(
        ["structuredContent", "n"],
        formatMessage(M.wrongType, { key: "n", found: 'the string "1"', expected: "a number" }),
      ),
    ]);
  });

  it("checks a present structuredContent on isError results too, with the messages for errors", () => {
    expect(issuesOf({ content: [text("e")], isError: true, structuredContent: { bad: 1 } }, schema)).toEqual([
      at(["structuredContent"], formatMessage(M.missingKeysOnError, { keys: '"n"' })),
      at(["structuredContent", "bad"], formatMessage(M.undeclaredKeyOnError, { key: "bad" })),
    ]);
    expect(issuesOf({ content: [text("e")], isError: true, structuredContent: { n: true } }, schema)).toEqual([
      at(
        ["structuredContent", "n"],
        formatMessage(M.wrongTypeOnError, { key: "n", found: "true", expected: "a number" }),
      ),
    ]);
  });

  it("keeps reporting unknown blocks, as the mcp preset does without an outputSchema", () => {
    const value = { content: [{ type: "json", json: { a: 1 } }], structuredContent: { n: 1 } };
    expect(issuesOf(value, schema).map((i) => i.path)).toEqual([["content", 0, "type"]]);
    expect(issuesOf(value, schema)).toEqual((validateToolResult(value, "mcp") as { issues: ToolResultIssue[] }).issues);
  });

  it("throws from assertToolResult with every issue, and checks through createToolResultSchema", () => {
    expect(() =>
      assertToolResult({ content: [], structuredContent: { n: 1, extra: 2 } }, "mcp", { outputSchema: schema }),
    ).toThrow(ToolResultContractError);
    const standard = createToolResultSchema("mcp", { outputSchema: schema });
    expect(standard["~standard"].validate({ content: [], structuredContent: { n: 1 } })).toEqual({
      value: { content: [], structuredContent: { n: 1 } },
    });
    expect(standard["~standard"].validate({ content: [] })).toEqual({
      issues: [at(["structuredContent"], M.missingStructuredContent)],
    });
  });
});

describe("outputSchema: the Standard Schema's own checks", () => {
  it("adds the library's issues where the JSON Schema check saw nothing (a refinement, say)", () => {
    const schema = z.object({ n: z.number().refine((n) => n % 2 === 0, "n must be even") });
    expect(issuesOf({ content: [], structuredContent: { n: 3 } }, schema)).toEqual([
      at(["structuredContent", "n"], formatMessage(M.schemaRejected, { issue: "n must be even" })),
    ]);
    // not twice: the JSON Schema check reported the path already
    expect(issuesOf({ content: [], structuredContent: { n: "x" } }, schema)).toHaveLength(1);
  });

  it("lets extra keys through a passthrough (open) zod object, as its JSON Schema says", () => {
    const open = z.object({ n: z.number() }).passthrough();
    expect(issuesOf({ content: [], structuredContent: { n: 1, extra: 2 } }, open)).toEqual([]);
  });

  it("checks with validate alone a Standard Schema that offers no JSON Schema (not zod)", () => {
    const schema = {
      "~standard": {
        version: 1,
        vendor: "test",
        validate: (v: unknown) =>
          typeof (v as { at?: unknown }).at === "string"
            ? { value: v }
            : { issues: [{ message: "expected a string", path: ["at"] }] },
      },
    } as const;
    expect(issuesOf({ content: [], structuredContent: { at: "2020-01-01" } }, schema)).toEqual([]);
    expect(issuesOf({ content: [], structuredContent: { at: 1 } }, schema)).toEqual([
      at(["structuredContent", "at"], formatMessage(M.schemaRejected, { issue: "expected a string" })),
    ]);
  });

  it("S2 a zod schema whose JSON Schema cannot be made (a transform, a custom type) is a TypeError: servers fail tools/list", () => {
    const noDocument = /jsonSchema\.output threw .*Transforms cannot be represented.*tools\/list fails/u;
    expect(() =>
      issuesOf({ content: [], structuredContent: {} }, z.object({ at: z.string().transform((s) => new Date(s)) })),
    ).toThrow(noDocument);
    expect(() =>
      issuesOf(
        { content: [], structuredContent: {} },
        z.object({ id: z.custom<string>((v) => typeof v === "string") }),
      ),
    ).toThrow(/Custom types cannot be represented/u);
  });

  it("S3 a zod 3 schema, which gives no JSON Schema of itself, is a TypeError", () => {
    const zod3 = { "~standard": { version: 1, vendor: "zod", validate: (v: unknown) => ({ value: v }) } } as const;
    expect(() => issuesOf({ content: [], structuredContent: {} }, zod3)).toThrow(
      /a zod 3 schema \(zod\/v3\) gives no JSON Schema/u,
    );
  });

  it("S5 a Standard Schema that is a function (an arktype Type) is taken", () => {
    const validate = (v: unknown) => ({ value: v });
    const typeFunction = Object.assign(() => undefined, {
      "~standard": {
        version: 1,
        vendor: "arktype",
        validate,
        jsonSchema: { output: () => ({ type: "object", properties: { n: { type: "number" } }, required: ["n"] }) },
      },
    });
    expect(issuesOf({ content: [], structuredContent: { n: 1 } }, typeFunction as never)).toEqual([]);
    expect(issuesOf({ content: [], structuredContent: {} }, typeFunction as never)).toHaveLength(1);
  });

  it("reports a validate that throws as an issue, not an exception", () => {
    const throwing = {
      "~standard": {
        version: 1,
        vendor: "test",
        validate: () => {
          throw new Error("boom");
        },
      },
    } as const;
    expect(issuesOf({ content: [], structuredContent: { n: 1 } }, throwing)).toEqual([
      {
        path: ["structuredContent"],
        message:
          "structuredContent: the outputSchema's ~standard.validate threw Error: boom on this value, so it could not be checked.",
      },
    ]);
  });
});

describe("outputSchema: async Standard Schemas", () => {
  const asyncSchema = z.object({ n: z.number().refine(async (n) => n > 0, "n must be positive") });

  it("makes the synchronous functions throw a TypeError that says to use validateToolResultAsync", () => {
    const value = { content: [], structuredContent: { n: 1 } };
    const message =
      "validateToolResult: options.outputSchema validates asynchronously (its ~standard.validate returned a Promise), and this function answers at once. Use validateToolResultAsync, which waits for it.";
    expect(() => validateToolResult(value, "mcp", { outputSchema: asyncSchema })).toThrow(new TypeError(message));
    expect(() => assertToolResult(value, "mcp", { outputSchema: asyncSchema })).toThrow(/Use validateToolResultAsync/u);
    expect(() => isToolResult(value, "mcp", { outputSchema: asyncSchema })).toThrow(/Use validateToolResultAsync/u);
    expect(() => createToolResultSchema("mcp", { outputSchema: asyncSchema })["~standard"].validate(value)).toThrow(
      /Use validateToolResultAsync/u,
    );
  });

  it("is waited for by validateToolResultAsync", async () => {
    expect(
      await validateToolResultAsync({ content: [], structuredContent: { n: 1 } }, "mcp", { outputSchema: asyncSchema }),
    ).toEqual({
      ok: true,
      value: { content: [], structuredContent: { n: 1 } },
    });
    expect(
      await validateToolResultAsync({ content: [], structuredContent: { n: -1, extra: 1 } }, "mcp", {
        outputSchema: asyncSchema,
      }),
    ).toEqual({
      ok: false,
      issues: [
        at(["structuredContent", "extra"], formatMessage(M.undeclaredKey, { key: "extra" })),
        at(["structuredContent", "n"], formatMessage(M.schemaRejected, { issue: "n must be positive" })),
      ],
    });
  });

  it("gives the same verdict as validateToolResult for a synchronous schema", async () => {
    for (const structuredContent of [{ n: 1 }, { n: "1" }, undefined, { n: 1, x: 2 }]) {
      const value = { content: [], structuredContent };
      expect(await validateToolResultAsync(value, "mcp", { outputSchema: zodSchema })).toEqual(
        validateToolResult(value, "mcp", { outputSchema: zodSchema }),
      );
    }
  });
});

describe("outputSchema: JSON Schema keywords", () => {
  const check = (schema: OutputSchema, structuredContent: unknown) =>
    issuesOf({ content: [], structuredContent }, schema).map((i) => i.message);

  it("checks arrays of types, items, enum, const, bounds and lengths", () => {
    const schema = {
      type: "object",
      properties: {
        maybe: { type: ["string", "null"] },
        list: { type: "array", items: { type: "integer" }, minItems: 1 },
        color: { enum: ["red", "green"] },
        kind: { const: "point" },
        deg: { type: "number", minimum: 0, exclusiveMaximum: 360 },
        name: { type: "string", minLength: 1, maxLength: 3 },
      },
    };
    expect(check(schema, { maybe: null, list: [1], color: "red", kind: "point", deg: 0, name: "abc" })).toEqual([]);
    expect(check(schema, { maybe: 1, list: [1.5], color: "blue", kind: "line", deg: 360, name: "abcd" })).toEqual([
      'structuredContent.maybe: "maybe" is the number 1 here, where the tool\'s outputSchema says a string or null: the SDK replaces this result with an isError result ("Output validation error").',
      'structuredContent.list[0]: "list[0]" is the number 1.5 here, where the tool\'s outputSchema says an integer: the SDK replaces this result with an isError result ("Output validation error").',
      'structuredContent.color: "color" is the string "blue" here, where the tool\'s outputSchema says one of "red", "green": the SDK replaces this result with an isError result ("Output validation error").',
      'structuredContent.kind: "kind" is the string "line" here, where the tool\'s outputSchema says exactly "point": the SDK replaces this result with an isError result ("Output validation error").',
      'structuredContent.deg: "deg" is the number 360 here, where the tool\'s outputSchema says a number less than 360: the SDK replaces this result with an isError result ("Output validation error").',
      'structuredContent.name: "name" is the string "abcd" here, where the tool\'s outputSchema says a string of at most 3 characters: the SDK replaces this result with an isError result ("Output validation error").',
    ]);
    expect(check(schema, { list: [] })[0]).toContain("says an array of at least 1 items");
  });

  it("checks additionalProperties as a schema, anyOf and oneOf", () => {
    const schema = {
      type: "object",
      additionalProperties: { type: "number" },
      properties: {
        id: { anyOf: [{ type: "string" }, { type: "integer" }] },
        where: {
          anyOf: [{ type: "object", properties: { x: { type: "number" } }, required: ["x"] }, { type: "null" }],
        },
        shape: { oneOf: [{ type: "number" }, { type: "integer" }] },
      },
    };
    expect(check(schema, { id: "a", where: null, shape: 1.5, other: 2 })).toEqual([]);
    const messages = check(schema, { id: true, where: {}, shape: 2, other: "x" });
    expect(messages).toEqual([
      expect.stringContaining('"id" is true here, where the tool\'s outputSchema says a string or an integer'),
      expect.stringContaining('structuredContent.where: structuredContent lacks "x"'),
      expect.stringContaining("says exactly one of its oneOf alternatives (it matches 2)"),
      expect.stringContaining('"other" is the string "x" here, where the tool\'s outputSchema says a number'),
    ]);
  });

  it("reads annotations past and counts string lengths in code points, as Ajv does", () => {
    const schema = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      title: "t",
      type: "object",
      properties: { e: { type: "string", maxLength: 1, description: "d" } },
    };
    expect(check(schema, { e: "😀" })).toEqual([]);
    expect(check(schema, { e: "😀😀" })).toHaveLength(1);
  });

  it("uses own keys only: a required key named like an Object.prototype method is missing when absent", () => {
    // With its own message: Ajv-based clients see the inherited member (schema-red-team.test.ts, Q4).
    expect(check({ type: "object", required: ["toString", "constructor"] }, {})).toEqual([
      formatMessage(`structuredContent: ${O.requiredInherited}`, { keys: '"toString" and "constructor"' }),
    ]);
  });

  it("throws a TypeError naming a keyword it does not evaluate, and where it is", () => {
    for (const [schema, where] of [
      [
        { type: "object", properties: { tags: { type: "array", contains: { type: "string" } } } },
        "outputSchema.properties.tags.contains",
      ],
      [{ $ref: "#/$defs/x", $defs: {} }, "outputSchema.$ref"],
      [{ type: "object", properties: { a: { not: {} } } }, "outputSchema.properties.a.not"],
      [{ type: "array", items: [{ type: "string" }] }, "outputSchema.items"],
    ] as const) {
      expect(() => validateToolResult({ content: [] }, "mcp", { outputSchema: schema })).toThrow(
        new RegExp(
          `^validateToolResult: options\\.outputSchema cannot be checked: ${where.replace(/[.$[\]]/gu, "\\$&")}: `,
          "u",
        ),
      );
    }
  });

  it("throws a TypeError for a schema that is not one, a cycle, an unknown type, a non-MCP contract", () => {
    expect(() => validateToolResult({ content: [] }, "mcp", { outputSchema: "object" as never })).toThrow(
      'validateToolResult: options.outputSchema must be a Standard Schema (a zod schema, say) or a JSON Schema object, got the string "object".',
    );
    const cyclic: Record<string, unknown> = { type: "object" };
    cyclic.properties = { self: cyclic };
    expect(() => validateToolResult({ content: [] }, "mcp", { outputSchema: cyclic })).toThrow(/a cycle/u);
    expect(() => validateToolResult({ content: [] }, "mcp", { outputSchema: { type: "map" } })).toThrow(
      /outputSchema\.type: expected "object", "array", "string", "number", "integer", "boolean" or "null", got the string "map"/u,
    );
    expect(() =>
      validateToolResult({ status: "success", content: [] }, "strands", { outputSchema: jsonSchema }),
    ).toThrow(
      'validateToolResult: options.outputSchema checks structuredContent, which the "strands" contract does not have. Use it with the "mcp" contract.',
    );
    expect(() => isToolResult({ content: [] }, "mcp", { maxIssues: 3 } as never)).toThrow(
      /"maxIssues" is not an option/u,
    );
  });

  it("checks boolean subschemas (a boolean root is refused: see schema-red-team.test.ts, Q3b)", () => {
    const schema = { type: "object", properties: { n: { type: "object", properties: { any: false, all: true } } } };
    expect(check(schema, { n: { all: 1 } })).toEqual([]);
    expect(check(schema, { n: { any: 1 } })[0]).toContain("says no value at all (its schema is false)");
  });
});

describe("outputSchema: hostile values and schemas", () => {
  // Red-team run HD27-07: the schema check read structuredContent again, so a getter ran three times (four
  // with zod) and one that answered a string, then a number, passed `type: "number"`.
  it.each([
    ["a JSON Schema", { type: "object", properties: { a: { type: "number" } }, required: ["a"] }],
    ["a zod schema", z.object({ a: z.number() })],
  ])("checks what the walk read, reading every getter once (%s)", (_name, schema) => {
    let reads = 0;
    const answers = ["not a number", 1];
    const nested = {
      get items() {
        reads++;
        return [{ b: 1 }];
      },
    };
    const structuredContent = {
      get a() {
        return answers[reads++];
      },
      nested,
    };
    const verdict = validateToolResult({ content: [text("x")], structuredContent }, "mcp", {
      outputSchema: schema as OutputSchema,
    });
    expect(reads).toBe(2);
    expect(verdict.ok).toBe(false);
  });

  it("reports a throwing getter, a cycle and a Proxy in structuredContent once, without running the schema on them", () => {
    const getter = {
      get n() {
        throw new Error("getter");
      },
    };
    expect(issuesOf({ content: [], structuredContent: getter }, zodSchema).map((i) => i.path)).toEqual([
      ["structuredContent", "n"],
    ]);
    const cycle: Record<string, unknown> = { n: 1 };
    cycle.self = cycle;
    expect(issuesOf({ content: [], structuredContent: cycle }, zodSchema)).toEqual([
      expect.objectContaining({ path: ["structuredContent", "self"], message: expect.stringContaining("a cycle") }),
    ]);
    const proxy = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("ownKeys");
        },
      },
    );
    expect(issuesOf({ content: [], structuredContent: proxy }, jsonSchema)).toHaveLength(1);
  });

  it("reads a getter that would throw a second time once: the schema checks the walk's copy", () => {
    let reads = 0;
    const value = {
      get n() {
        if (++reads > 1) throw new Error("second read");
        return 1;
      },
    };
    expect(issuesOf({ content: [], structuredContent: value }, jsonSchema)).toEqual([]);
    expect(reads).toBe(1);
  });

  it("checks a huge string's length quickly, and stops an exponential anyOf at the step budget", () => {
    const huge = "x".repeat(20_000_000);
    const maxLength = { type: "object", properties: { s: { type: "string", maxLength: 3 } } } as const;
    const minLength = { type: "object", properties: { s: { type: "string", minLength: 3 } } } as const;
    expect(check(maxLength, { s: huge })).toHaveLength(1);
    expect(check(minLength, { s: huge })).toEqual([]);
    // Quickly: within twice the time JSON.stringify takes to write the string. Both are one pass over its 20
    // million characters (maxLength counts code points: a third of that time on a quiet run, and up to 1.4
    // times it in two full runs of the suite here); a check that copied or re-scanned it would take far longer.
    // Timed in turn, so that other work on the machine slows each alike.
    const [sending, ...checks] = fastestInTurn([
      () => JSON.stringify({ s: huge }),
      () => check(maxLength, { s: huge }),
      () => check(minLength, { s: huge }),
    ]);
    checks.forEach((time, n) => expect(time, JSON.stringify([maxLength, minLength][n])).toBeLessThan(2 * sending!));
    // Each level tries the one below twice: 2^40 visits. Shared through $ref, as a schema sent as JSON must be.
    const $defs: Record<string, unknown> = { l0: { type: "string" } };
    for (let i = 1; i <= 40; i++) {
      const below = { $ref: `#/$defs/l${i - 1}` };
      $defs[`l${i}`] = { anyOf: [{ type: "number" }, below, below] };
    }
    const schema = { type: "object", properties: { a: { $ref: "#/$defs/l40" } }, $defs };
    const value = { content: [], structuredContent: { a: true } };
    const messages = issuesOf(value, schema).map((i) => i.message);
    expect(messages.at(-1)).toMatch(/took more than 1000000 steps/u);
    // The budget is maxValues: ten times the steps take about ten times as long, not a hundred.
    const tenth = validateToolResult(value, "mcp", { outputSchema: schema, maxValues: 100_000 });
    expect(tenth.ok ? "" : tenth.issues.at(-1)?.message).toMatch(/took more than 100000 steps/u);
    const ratio =
      fastest(() => validateToolResult(value, "mcp", { outputSchema: schema })) /
      fastest(() => validateToolResult(value, "mcp", { outputSchema: schema, maxValues: 100_000 }));
    expect(ratio).toBeLessThan(50);
  });

  it("reads a throwing schema as a TypeError, and bounds a schema's size", () => {
    const schema = {
      get type() {
        throw new Error("schema getter");
      },
    };
    expect(() => validateToolResult({ content: [] }, "mcp", { outputSchema: schema })).toThrow(
      "validateToolResult: reading options.outputSchema threw Error: schema getter. Pass a Standard Schema or a plain JSON Schema object.",
    );
    const wide = {
      type: "object",
      properties: Object.fromEntries(Array.from({ length: 100_001 }, (_, i) => [`k${i}`, {}])),
    };
    expect(() => validateToolResult({ content: [] }, "mcp", { outputSchema: wide })).toThrow(
      /more than 100000 subschemas/u,
    );
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 600; i++) deep = { items: deep };
    expect(() => validateToolResult({ content: [] }, "mcp", { outputSchema: deep })).toThrow(
      /nested more than 500 levels/u,
    );
  });

  function check(schema: OutputSchema, structuredContent: unknown): string[] {
    return issuesOf({ content: [], structuredContent }, schema).map((i) => i.message);
  }
});
