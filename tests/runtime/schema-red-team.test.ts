// The red team's findings on the outputSchema's JSON Schema check (rt14: K1 to K6, K10), one named test
// each, with the cases' inputs. The rule: the verdict is the one MCP clients reach on the schema as it is
// sent (SDK 1.x: Ajv draft-07 for every schema; 2.x: the dialect `$schema` names), or a TypeError.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fastestInTurn } from "../support/work.js";
import { validateToolResult, type OutputSchema, type ToolResultIssue } from "../../src/runtime/index.js";
import { MAX_CHECK_NESTING } from "../../src/runtime/validate/json-schema-check.js";

function issuesOf(outputSchema: OutputSchema, structuredContent: unknown, maxValues?: number): ToolResultIssue[] {
  const verdict = validateToolResult({ content: [], structuredContent }, "mcp", {
    outputSchema,
    ...(maxValues === undefined ? {} : { maxValues }),
  });
  return verdict.ok ? [] : verdict.issues;
}
const messages = (outputSchema: OutputSchema, structuredContent: unknown) =>
  issuesOf(outputSchema, structuredContent).map((issue) => issue.message);
const compiling = (outputSchema: OutputSchema) => () =>
  validateToolResult({ content: [], structuredContent: {} }, "mcp", { outputSchema });
const DRAFT_07 = "http://json-schema.org/draft-07/schema#";

describe("K6: the schema is compiled as the client receives it (JSON)", () => {
  it("K6a a const holding a Date is the ISO string the client receives", () => {
    const schema = { type: "object", properties: { epoch: { const: new Date(0) } }, required: ["epoch"] };
    expect(messages(schema, { epoch: {} })).toEqual([expect.stringContaining('exactly "1970-01-01T00:00:00.000Z"')]);
    expect(messages(schema, { epoch: "1970-01-01T00:00:00.000Z" })).toEqual([]);
  });

  it("K6b a const NaN is null, as sent", () => {
    expect(messages({ type: "object", properties: { reading: { const: Number.NaN } } }, { reading: null })).toEqual([]);
  });

  it("K6c an enum entry holding undefined is null, as sent", () => {
    const schema = { type: "object", properties: { mode: { enum: [undefined, "on", "off"] } } };
    expect(messages(schema, { mode: null })).toEqual([]);
    expect(messages(schema, { mode: "auto" })).toHaveLength(1);
  });

  it("K6d a keyword holding undefined is absent, as sent", () => {
    expect(
      messages({ type: "object", properties: { unit: { type: "string", const: undefined } } }, { unit: "mm" }),
    ).toEqual([]);
    expect(messages({ type: "object", properties: { n: { minimum: undefined } } }, { n: -1 })).toEqual([]);
  });

  it("K6e a schema JSON.stringify cannot write is a TypeError that says why", () => {
    expect(compiling({ type: "object", properties: { n: { const: 1n } } } as never)).toThrow(
      /reading options\.outputSchema threw TypeError: .*BigInt/u,
    );
    const cyclic: Record<string, unknown> = { type: "object" };
    cyclic.properties = { self: cyclic };
    expect(compiling(cyclic)).toThrow(/outputSchema\.properties\.self: refers back .* a cycle.*use "\$ref"/u);
  });
});

describe("K5: $id", () => {
  it("K5a two subschemas with the same $id are a TypeError: Ajv-based clients cannot compile it", () => {
    const point = () => ({ $id: "point", type: "object", properties: { x: { type: "number" } } });
    expect(compiling({ type: "object", properties: { from: point(), to: point() } })).toThrow(
      /outputSchema\.properties\.to\.\$id: a second subschema with "\$id" "point": Ajv-based clients cannot compile it/u,
    );
  });

  it("K5b a $id that is not a string is a TypeError", () => {
    expect(compiling({ $id: 42, type: "object", properties: { n: { type: "number" } } })).toThrow(
      /outputSchema\.\$id: expected a string, got the number 42: Ajv-based clients .* cannot compile the schema/u,
    );
    expect(messages({ $id: "https://example.com/out", type: "object" }, {})).toEqual([]);
  });
});

describe("K2: an absent property named like an Object.prototype member", () => {
  it("K2a at the top level: reported, as Ajv-based clients check the inherited function", () => {
    const schema = {
      type: "object",
      properties: { name: { type: "string" }, constructor: { type: "string" } },
      required: ["name"],
    };
    expect(issuesOf(schema, { name: "Widget" })).toEqual([
      {
        path: ["structuredContent", "constructor"],
        message: expect.stringMatching(
          /^structuredContent\.constructor: "constructor" is absent here, but Ajv-based clients .* which says a string, and reject the whole result/u,
        ),
      },
    ]);
    expect(messages(schema, { name: "Widget", constructor: "Widget" })).toEqual([]);
  });

  it("K2b nested in an array's items", () => {
    const schema = {
      type: "object",
      properties: {
        symbols: {
          type: "array",
          items: { type: "object", properties: { name: { type: "string" }, toString: { type: "boolean" } } },
        },
      },
    };
    expect(issuesOf(schema, { symbols: [{ name: "Point" }] }).map((issue) => issue.path)).toEqual([
      ["structuredContent", "symbols", 0, "toString"],
    ]);
  });

  it("K2c not reported where the schema accepts a function (no type, a string keyword only), nor for other names", () => {
    expect(messages({ type: "object", properties: { valueOf: {}, toString: { minLength: 2 } } }, {})).toEqual([]);
    expect(messages({ type: "object", properties: { length: { type: "string" } } }, {})).toEqual([]);
    expect(messages(z.object({ hasOwnProperty: z.string().optional() }), {})).toEqual([
      expect.stringContaining('"hasOwnProperty" is absent here'),
    ]);
  });

  it("K2d a property schema named __proto__, which Ajv skips, is a TypeError", () => {
    expect(
      compiling(
        JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}') as Record<string, unknown>,
      ),
    ).toThrow(/outputSchema\.properties\.__proto__: Ajv-based clients .* skip the schema/u);
  });
});

describe("K10: the budget bounds the work of enum, const and required", () => {
  const codes = (n: number) => Array.from({ length: n }, (_, i) => `C${i}`);
  const arrayOf = (items: object) => ({ type: "object", properties: { codes: { type: "array", items } } });

  it("K10a a 20,000-string enum costs about what a 1-entry enum costs, per value", () => {
    const values = { codes: Array.from({ length: 20_000 }, () => "C19999") };
    const big = arrayOf({ enum: codes(20_000) });
    const small = arrayOf({ enum: ["C19999"] });
    expect(messages(big, values)).toEqual([]);
    // Compiling the big enum once (a Set) is outside the loop: the same schema object is cached.
    const [bigTime, smallTime] = fastestInTurn([() => issuesOf(big, values), () => issuesOf(small, values)], 3);
    expect(bigTime!).toBeLessThan(20 * smallTime! + 20);
  });

  it("K10b an enum of objects costs its values at each visit, so the budget stops it", () => {
    const options = Array.from({ length: 1_000 }, (_, i) => ({ id: i }));
    const values = { codes: Array.from({ length: 1_000 }, () => ({ id: 999 })) };
    const found = messages(arrayOf({ enum: options }), values);
    expect(found.at(-1)).toMatch(/took more than 1000000 steps/u);
    expect(issuesOf(arrayOf({ enum: options.slice(0, 10) }), { codes: values.codes.map(() => ({ id: 9 })) })).toEqual(
      [],
    );
  });

  it("K10c a required list costs its length at each visit", () => {
    const required = codes(5_000);
    const schema = { type: "object", properties: { rows: { type: "array", items: { type: "object", required } } } };
    const found = issuesOf(schema, { rows: Array.from({ length: 30 }, () => ({})) }, 100_000);
    expect(found.length).toBeLessThan(30); // some rows of 5,000 missing keys, then the budget
    expect(found.at(-1)?.message).toMatch(/took more than 100000 steps/u);
  });
});

describe("K1: the dialect ($schema), and SDK 1.x clients reading every schema as draft-07", () => {
  const row = (extra: object) => ({
    type: "object",
    properties: { row: { type: "array", prefixItems: [{ type: "string" }], ...extra } },
    required: ["row"],
  });

  it("K1a prefixItems beside items, without $schema: both readings apply (1.x clients apply items to every element)", () => {
    expect(issuesOf(row({ items: { type: "number" } }), { row: ["temperature", 21.5] })).toEqual([
      {
        path: ["structuredContent", "row", 0],
        message: expect.stringMatching(
          /says a number \(MCP SDK 1\.x clients check every outputSchema as draft-07, where "items" applies to every element/u,
        ),
      },
    ]);
    expect(messages(row({ items: { type: ["number", "string"] } }), { row: ["temperature", 21.5] })).toEqual([]);
    expect(messages(row({}), { row: ["temperature", 21.5] })).toEqual([]); // no items: both accept
  });

  it("K1b a schema declaring draft-07 is read as draft-07: items for every element, the tuple form, additionalItems", () => {
    const declared = (array: object) => ({
      $schema: DRAFT_07,
      type: "object",
      properties: { row: { type: "array", ...array } },
    });
    expect(messages(declared({ items: { type: "number" } }), { row: ["temperature", 21.5] })).toHaveLength(1);
    const tuple = declared({ items: [{ type: "string" }, { type: "number" }], additionalItems: false });
    expect(messages(tuple, { row: ["temperature", 21.5] })).toEqual([]);
    expect(messages(tuple, { row: ["temperature", 21.5, 3] })).toEqual([
      expect.stringContaining("says an array of at most 2 items"),
    ]);
    expect(messages(tuple, { row: [1, 21.5] })).toHaveLength(1);
    expect(compiling(declared({ prefixItems: [{ type: "string" }], items: { type: "number" } }))).toThrow(
      /outputSchema\.properties\.row\.prefixItems: "prefixItems" is a draft 2020-12 keyword, and this schema declares an earlier dialect, so clients ignore it/u,
    );
    const v2019 = {
      ...declared({ items: [{ type: "string" }] }),
      $schema: "https://json-schema.org/draft/2019-09/schema",
    };
    expect(messages(v2019, { row: [1] })).toHaveLength(1);
  });

  it("K1f additionalItems in a schema read as 2020-12 is a TypeError: 2.x clients ignore it", () => {
    expect(compiling({ type: "array", prefixItems: [{ type: "string" }], additionalItems: false })).toThrow(
      /outputSchema\.additionalItems: "additionalItems" is a draft-07 keyword, which draft 2020-12 clients ignore/u,
    );
  });

  it("K1c a dialect the 2.x clients refuse (draft-04) is a TypeError", () => {
    expect(
      compiling({
        $schema: "http://json-schema.org/draft-04/schema#",
        type: "object",
        properties: { n: { type: "number" } },
      }),
    ).toThrow(
      /outputSchema\.\$schema: declares "http:\/\/json-schema\.org\/draft-04\/schema#", a JSON Schema dialect that MCP SDK 2\.x clients refuse/u,
    );
  });

  it("K1d a closed 2020-12 tuple (prefixItems, items: false) is no items at all for 1.x clients", () => {
    const schema = {
      type: "object",
      properties: { pair: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], items: false } },
      required: ["pair"],
    };
    expect(messages(schema, { pair: ["x", 1] })).toEqual([
      expect.stringMatching(
        /says an array of at most 0 items \(MCP SDK 1\.x clients check every outputSchema as draft-07/u,
      ),
    ]);
  });

  it("K1e/Q6a a zod tuple's own 2020-12 document is read both ways too: a 2.x server sends it to 1.x clients, which read it as draft-07", () => {
    const schema = z.object({ pair: z.tuple([z.string(), z.number()]) });
    // zod writes prefixItems and items: false; draft-07 applies that false to every element.
    expect(messages(schema, { pair: ["x", 1] })).toEqual([expect.stringMatching(/draft-07/u)]);
  });
});

describe("K4: $ref", () => {
  it("K4a a recursive zod object: an undeclared key below the $ref is reported", () => {
    const Node: z.ZodType<unknown> = z.object({
      name: z.string(),
      get children() {
        return z.array(Node);
      },
    });
    const found = issuesOf(z.object({ root: Node }), {
      root: { name: "src", children: [{ name: "main.ts", children: [], sizeBytes: 1234 }] },
    });
    expect(found.map((issue) => issue.path)).toEqual([["structuredContent", "root", "children", 0, "sizeBytes"]]);
  });

  it("K4b a zod object with .meta({ id }) under $defs: an undeclared key is reported", () => {
    const Address = z.object({ street: z.string() }).meta({ id: "Address" });
    const found = issuesOf(z.object({ home: Address }), { home: { street: "1 Main St", zip: "12345" } });
    expect(found.map((issue) => issue.path)).toEqual([["structuredContent", "home", "zip"]]);
  });

  it("K4c a JSON Schema's local $ref (#, #/$defs, #/definitions, a pointer) is followed", () => {
    const schema = {
      type: "object",
      properties: {
        a: { $ref: "#/$defs/name" },
        b: { $ref: "#/definitions/count" },
        c: { $ref: "#/properties/a" },
        tree: { $ref: "#/$defs/tree" },
      },
      $defs: {
        name: { type: "string" },
        tree: {
          type: "object",
          properties: { kids: { type: "array", items: { $ref: "#/$defs/tree" } } },
          additionalProperties: false,
        },
      },
      definitions: { count: { type: "integer" } },
    };
    expect(messages(schema, { a: "x", b: 1, c: "y", tree: { kids: [{ kids: [] }] } })).toEqual([]);
    expect(issuesOf(schema, { a: 1, b: 1.5, c: 2, tree: { kids: [{ kids: [], x: 1 }] } }).map((i) => i.path)).toEqual([
      ["structuredContent", "a"],
      ["structuredContent", "b"],
      ["structuredContent", "c"],
      ["structuredContent", "tree", "kids", 0, "x"],
    ]);
    const root = { type: "object", properties: { child: { $ref: "#" } }, additionalProperties: false };
    expect(messages(root, { child: { child: {} } })).toEqual([]);
    expect(issuesOf(root, { child: { child: { x: 1 } } }).map((i) => i.path)).toEqual([
      ["structuredContent", "child", "child", "x"],
    ]);
  });

  it("K4d a $ref that loops without moving into the value, or that does not resolve, is a TypeError", () => {
    expect(compiling({ $ref: "#" })).toThrow(/refers back to itself through "\$ref".*recurse without end/u);
    expect(compiling({ type: "object", properties: { a: { $ref: "#/$defs/missing" } } })).toThrow(
      /outputSchema\.properties\.a\.\$ref: "#\/\$defs\/missing" does not point to a subschema/u,
    );
    expect(compiling({ $ref: "https://example.com/schema.json" })).toThrow(/refers outside this schema/u);
  });

  it("K4e recursion through $ref follows the value down only so far, then stops with an issue (no stack overflow)", () => {
    const $defs = {
      list: { type: "object", properties: { next: { $ref: "#/$defs/hop" } } },
      hop: { $ref: "#/$defs/list" },
      either: { type: "object", properties: { next: { anyOf: [{ type: "number" }, { $ref: "#/$defs/either" }] } } },
    };
    const nested = (depth: number) => {
      let deep: Record<string, unknown> = {};
      for (let i = 0; i < depth; i++) deep = { next: deep };
      return deep;
    };
    const stopped = [expect.stringContaining(`nested more than ${MAX_CHECK_NESTING} subschemas`)];
    // Three subschemas a level (next, hop, list): 300 levels are within the bound, 400 are not.
    const root = (ref: string) => ({ type: "object", $defs, $ref: ref });
    expect(messages(root("#/$defs/list"), nested(300))).toEqual([]);
    expect(messages(root("#/$defs/list"), nested(400))).toEqual(stopped);
    // As deep as the walk lets a value be (maxDepth 1000), with the most stack a level takes.
    expect(messages(root("#/$defs/hop"), nested(998))).toEqual(stopped);
    expect(messages(root("#/$defs/either"), nested(998))).toEqual(stopped);
  });
});

describe("K3: pattern, multipleOf and format, as Ajv and ajv-formats check them", () => {
  it("K3a a zod regex's flag is not in the pattern it advertises: checked without it", () => {
    expect(messages(z.object({ sku: z.string().regex(/^[a-z]{3}-\d+$/iu) }), { sku: "ABC-42" })).toEqual([
      expect.stringContaining('a string matching the pattern "^[a-z]{3}-\\\\d+$"'),
    ]);
  });

  it("K3b a pattern is read with the u flag: one emoji is one character", () => {
    expect(messages(z.object({ flag: z.string().regex(/^..$/u) }), { flag: "😀" })).toHaveLength(1);
    expect(messages({ type: "object", properties: { flag: { pattern: "^.$" } } }, { flag: "😀" })).toEqual([]);
    expect(compiling({ type: "string", pattern: "\\p{Nope}" })).toThrow(
      /not a valid regular expression with the "u" flag/u,
    );
  });

  it("K3c multipleOf divides, as Ajv does: 19.99 is not a multiple of 0.01", () => {
    expect(messages(z.object({ price: z.number().multipleOf(0.01) }), { price: 19.99 })).toEqual([
      expect.stringContaining("a multiple of 0.01"),
    ]);
    expect(messages({ type: "object", properties: { n: { multipleOf: 0.5 } } }, { n: 2.5 })).toEqual([]);
  });

  it("K3d-f formats as ajv-formats checks them: uri, email, and zod's ipv6 pattern", () => {
    expect(messages(z.object({ link: z.url() }), { link: "https://fr.wikipedia.org/wiki/Éire" })).toEqual([
      expect.stringContaining('a string of format "uri"'),
    ]);
    expect(messages(z.object({ link: z.url() }), { link: "https://fr.wikipedia.org/wiki/%C3%89ire" })).toEqual([]);
    expect(messages(z.object({ contact: z.email() }), { contact: "ops@edge-.example.com" })).toHaveLength(1);
    expect(messages(z.object({ peer: z.ipv6() }), { peer: "::ffff:192.0.2.1" })).toHaveLength(1);
    const formats = {
      type: "object",
      properties: {
        at: { format: "date-time" },
        day: { format: "date" },
        id: { format: "uuid" },
        ip: { format: "ipv4" },
        n: { format: "int32" },
        other: { format: "not-a-format" },
      },
    };
    const good = {
      at: "2025-01-01T00:00:00Z",
      day: "2024-02-29",
      id: "00000000-0000-0000-0000-000000000000",
      ip: "10.0.0.1",
      n: 5,
      other: "x",
    };
    expect(messages(formats, good)).toEqual([]);
    const bad = { at: "2025-01-01", day: "2023-02-29", id: "x", ip: "10.0.0.256", n: 2 ** 31, other: "x" };
    expect(issuesOf(formats, bad).map((issue) => issue.path[1])).toEqual(["at", "day", "id", "ip", "n"]);
  });
});

describe("a second runtime red-team run (Q)", () => {
  it("Q1a/Q1c a $ref pointer is split at / before its parts are percent-decoded, as Ajv reads it", () => {
    const schema = {
      type: "object",
      $defs: { "a/b": { type: "number" } },
      properties: { v: { $ref: "#/$defs/a%2Fb" } },
    };
    expect(messages(schema, { v: 1 })).toEqual([]);
    expect(messages(schema, { v: "x" })).toHaveLength(1);
  });

  it("Q1b a pointer whose slashes are percent-encoded resolves nowhere for the clients: a TypeError", () => {
    const schema = { type: "object", $defs: { x: { type: "number" } }, properties: { v: { $ref: "#%2F$defs%2Fx" } } };
    expect(compiling(schema)).toThrow(TypeError);
  });

  it('Q3a-c an outputSchema root that is not an object schema (`type: "object"`) is a TypeError: clients fail tools/list', () => {
    const root =
      /the root must be an object schema with "type": "object": an MCP SDK 1.x server sends the schema as it is, and clients .* fail tools\/list/u;
    expect(compiling({ properties: { n: { type: "number" } }, required: ["n"] })).toThrow(root);
    expect(compiling(true)).toThrow(root);
    expect(compiling(false)).toThrow(root);
    expect(compiling({ type: ["object"], properties: { n: { type: "number" } } })).toThrow(root);
    expect(compiling({ anyOf: [{ type: "object" }, { type: "string" }] })).toThrow(root);
    // A library's own document says the same of a schema that is not an object.
    expect(compiling(z.string())).toThrow(root);
    expect(compiling(z.object({ n: z.number() }).or(z.null()))).toThrow(root);
    // An object root still holds, with or without properties.
    expect(compiling({ type: "object" })).not.toThrow();
    expect(compiling(z.object({ n: z.number() }))).not.toThrow();
  });

  it("Q3d a boolean property schema at the root is a TypeError: SDK 1.x clients fail tools/list", () => {
    expect(compiling({ type: "object", properties: { n: true, label: { type: "string" } } })).toThrow(
      /outputSchema\.properties\.n: a property schema written as true fails tools\/list in MCP SDK 1\.x clients.*Write \{\} instead/u,
    );
    expect(compiling({ type: "object", properties: { n: false } })).toThrow(/Write \{ "allOf": \[false\] \} instead/u);
    // Deeper down, a boolean schema is fine for every client.
    expect(compiling({ type: "object", properties: { n: { type: "object", properties: { m: true } } } })).not.toThrow();
  });

  it("Q4a/b a required key named like an Object.prototype member is reported apart: Ajv-based clients see the inherited one", () => {
    const schema = {
      type: "object",
      properties: { name: { type: "string" } },
      required: ["name", "toString", "__proto__"],
    };
    expect(messages(schema, { name: "Widget" })).toEqual([
      expect.stringMatching(
        /lacks "toString" and "__proto__", which the tool's outputSchema requires\. Ajv-based clients \(the MCP SDK's\) count .* as present/u,
      ),
    ]);
    // Not the SDK's "Output validation error": that message stays for keys no object inherits.
    expect(messages(schema, {})).toEqual([
      expect.stringMatching(/lacks "name", which .* the SDK replaces this result/u),
      expect.stringContaining('lacks "toString" and "__proto__"'),
    ]);
    // Sent as own keys, they are there for every client (an own "__proto__" the SDK drops: reported on its own).
    expect(messages({ ...schema, required: ["name", "toString"] }, { name: "Widget", toString: "w" })).toEqual([]);
  });

  it("Q5a an empty enum is a TypeError: Ajv-based clients cannot compile it", () => {
    expect(compiling({ type: "object", properties: { mode: { enum: [] } } })).toThrow(/non-empty array/u);
  });
});

describe("a third runtime red-team run (S)", () => {
  it("S1a/b propertyNames is checked as Ajv checks it: a zod record's key pattern (without its flag) and format", () => {
    const scores = z.object({ scores: z.record(z.string().regex(/^[a-z]+$/iu), z.number()) });
    expect(messages(scores, { scores: { abc: 1 } })).toEqual([]);
    expect(messages(scores, { scores: { ABC: 1 } })).toEqual([
      expect.stringMatching(
        /has the key "ABC", and the tool's outputSchema says its keys are a string matching the pattern/u,
      ),
    ]);
    const byUser = z.object({ byUser: z.record(z.email(), z.number()) });
    expect(messages(byUser, { byUser: { "ops@edge-.example.com": 3 } })).toHaveLength(1);
    expect(messages(byUser, { byUser: { "ops@example.com": 3 } })).toEqual([]);
    // A JSON Schema may use it too.
    const plain = { type: "object", propertyNames: { maxLength: 3 } };
    expect(messages(plain, { abc: 1 })).toEqual([]);
    expect(messages(plain, { abcd: 1 })).toHaveLength(1);
  });

  it("S4a a pointer part is unescaped as Ajv does it: a plain ~ in a key is that ~", () => {
    const schema = {
      type: "object",
      $defs: { "°C~F": { enum: ["C", "F"] } },
      properties: { unit: { $ref: "#/$defs/°C~F" } },
      required: ["unit"],
    };
    expect(messages(schema, { unit: "C" })).toEqual([]);
    expect(messages(schema, { unit: "K" })).toHaveLength(1);
    // ~0 and ~1 still stand for ~ and /.
    const escaped = {
      type: "object",
      $defs: { "a/~b": { type: "string" } },
      properties: { v: { $ref: "#/$defs/a~1~0b" } },
    };
    expect(messages(escaped, { v: 1 })).toHaveLength(1);
  });

  it("S4b a pointer holding a lone surrogate resolves nowhere for the clients: a TypeError", () => {
    const schema = {
      type: "object",
      $defs: { "\ud800": { type: "string" } },
      properties: { v: { $ref: "#/$defs/\ud800" } },
    };
    expect(compiling(schema)).toThrow(/does not point to a subschema/u);
  });
});
