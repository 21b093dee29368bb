import rule from "../../src/rules/valid-structured-content.js";
import { error, jsRuleTester, ruleTester, typedFilename, typedRuleTester } from "./tester.js";

const HEAD = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "s", version: "1" });
`;
/** A tool with this outputSchema whose callback has this body; the body starts on line 5. */
const tool = (schema: string, body: string) =>
  `${HEAD}server.registerTool("t", { outputSchema: ${schema} }, async (args) => {\n${body}\n});`;

jsRuleTester.run("valid-structured-content", rule, {
  valid: [
    // The MCP SDK 2.x's McpServer wraps a non-object structuredContent as { result: ... } for clients of
    // revision 2025-11-25 (and the 2.x SDK's own tests return such values).
    `import { McpServer } from "@modelcontextprotocol/server";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", {}, async () => ({ content: [], structuredContent: [1, 2] }));`,
    // Conforming results, for each form of schema.
    tool("{ n: z.number(), label: z.string().optional() }", `  return { content: [], structuredContent: { n: 1 } };`),
    tool("z.object({ n: z.number() })", `  return { content: [], structuredContent: { n: 2 } };`),
    `${HEAD}const Out = z.object({ n: z.number() }).strict();
server.registerTool("t", { outputSchema: Out.shape }, async () => ({ content: [], structuredContent: { n: 3 } }));
server.registerTool("u", { outputSchema: Out }, async () => ({ content: [], structuredContent: { n: 3 } }));`,
    tool(
      `{ type: "object", properties: { n: { type: "number" } }, required: ["n"] }`,
      `  return { content: [], structuredContent: { n: 4, extra: true } };`,
    ),
    // A loose schema lets other keys through.
    tool(
      "z.object({ n: z.number() }).passthrough()",
      `  return { content: [], structuredContent: { n: 1, more: 2 } };`,
    ),
    // An error result without structuredContent passes the server.
    tool("{ n: z.number() }", `  return { content: [{ type: "text", text: "no" }], isError: true };`),
    // From a catch clause the missing isError is the problem, which no-error-as-success reports.
    tool(
      "{ n: z.number() }",
      `  try { return { content: [], structuredContent: { n: await f() } }; }\n  catch (e) { return { content: [{ type: "text", text: String(e) }] }; }`,
    ),
    // What the code does not show is not judged: a schema from elsewhere, a value from elsewhere, a spread.
    tool("schemas.out", `  return { content: [] };`),
    tool("{ n: z.number() }", `  return { content: [], structuredContent: data };`),
    tool("{ n: z.number() }", `  return { content: [], structuredContent: { ...data } };`),
    tool("{ n: z.number() }", `  return { content: [], ...rest };`),
    // No outputSchema: nothing required.
    `${HEAD}server.registerTool("t", {}, async () => ({ content: [] }));`,
    // Protocol revision 2026-07-28 allows any JSON value.
    {
      code: `${HEAD}server.registerTool("t", {}, async () => ({ content: [], structuredContent: [1, 2] }));`,
      settings: { "tool-result": { mcp: { protocolVersion: "2026-07-28" } } },
    },
    // Regression (firecrawl-mcp, typed recall): a helper that tools with and without an outputSchema
    // return serves each of them, so no one tool's schema says what its results must be.
    `${HEAD}const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });
const reply = (t: string) => text(t);
server.registerTool("plain", {}, async () => reply("x"));
server.registerTool("typed", { outputSchema: { n: z.number() } }, async () => reply("y"));`,
  ],
  invalid: [
    {
      // A helper of one tool only: its results are that tool's.
      code: `${HEAD}const reply = (t: string) => ({ content: [{ type: "text" as const, text: t }] });
server.registerTool("typed", { outputSchema: { n: z.number() } }, async () => reply("y"));`,
      errors: [error("missingStructuredContent", [4, 31, 4, 80])],
    },
    {
      // Missing on one return path of several.
      code: tool(
        "{ n: z.number() }",
        `  if (args.quick) return { content: [{ type: "text", text: "1" }] };\n  return { content: [], structuredContent: { n: 1 } };`,
      ),
      errors: [error("missingStructuredContent", [5, 19, 5, 69])],
    },
    {
      // Falsy values count as missing in SDK 1.x.
      code: tool("z.object({ n: z.number() })", `  return { content: [], structuredContent: null };`),
      errors: [error("falsyStructuredContent", [5, 44, 5, 48], { value: "null" })],
    },
    {
      // A key the schema does not name, a required key missing, a value of the wrong type.
      code: tool(
        "{ n: z.number(), label: z.string() }",
        `  return { content: [], structuredContent: { n: "3", debugTiming: 1 } };`,
      ),
      errors: [
        error("missingKeys", [5, 44, 5, 70], { keys: '"label"' }),
        error("wrongType", [5, 49, 5, 52], { key: "n", found: "a string", expected: "a number" }),
        error("undeclaredKey", [5, 54, 5, 65], { key: "debugTiming" }),
      ],
    },
    {
      // A const holding the schema, and an isError result whose structuredContent SDK 1.x clients check.
      code: `${HEAD}const Shape = { n: z.number() };
server.registerTool("t", { outputSchema: Shape }, async () => ({ content: [], isError: true, structuredContent: { reason: "x" } }));`,
      errors: [
        error("missingKeysOnError", [5, 113, 5, 128], { keys: '"n"' }),
        error("undeclaredKeyOnError", [5, 115, 5, 121], { key: "reason" }),
      ],
    },
    {
      // Under protocol revision 2025-11-25 (the default) structuredContent is an object.
      code: `${HEAD}server.registerTool("t", {}, async () => ({ content: [], structuredContent: [1, 2] }));`,
      errors: [error("nonObjectStructuredContent", [4, 77, 4, 83], { what: "an array" })],
    },
    {
      // mcp-handler 1.x hands out a 1.x server, which sends the value as it is: only an import of the 2.x
      // server shows the wrapping.
      code: `import { createMcpHandler } from "mcp-handler";
export default createMcpHandler((server) => {
  server.registerTool("t", {}, async () => ({ content: [], structuredContent: "ok" }));
});`,
      errors: [error("nonObjectStructuredContent", [3, 79, 3, 83], { what: "a string" })],
    },
  ],
});

/**
 * A typed case: a tool of `sdk` ("@modelcontextprotocol/sdk/server/mcp.js" or the 2.x
 * "@modelcontextprotocol/server") whose outputSchema is `schema`, built from `imports` of the fixture's
 * tests/fixtures/typed/mcp/schemas.ts; the body starts on line 6.
 */
const typedTool = (imports: string, schema: string, body: string, sdk = "@modelcontextprotocol/sdk/server/mcp.js") =>
  `import { McpServer } from "${sdk}";
import { z } from "zod";
import { ${imports} } from "./mcp/schemas.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", { outputSchema: ${schema} }, async () => {\n${body}\n});`;
const V2 = "@modelcontextprotocol/server";
const typed = (code: string) => ({ code, filename: typedFilename });

// Typed mode reads the schema from its type where syntax cannot follow it.
typedRuleTester.run("valid-structured-content (typed)", rule, {
  valid: [
    // Conforming results: a schema from another module, a property of an imported object, a helper's
    // schema, `.extend()`, a raw shape.
    typed(
      typedTool("Reading", "Reading", `  return { content: [], structuredContent: { force: 1, slipped: false } };`),
    ),
    typed(typedTool("schemas", "schemas.Output", `  return { content: [], structuredContent: { n: 2, unit: "N" } };`)),
    typed(
      typedTool("outputOf", "outputOf({ n: z.number() })", `  return { content: [], structuredContent: { n: 3 } };`),
    ),
    typed(
      typedTool(
        "Reading",
        "Reading.extend({ unit: z.string() })",
        `  return { content: [], structuredContent: { force: 1, slipped: true, unit: "N" } };`,
      ),
    ),
    typed(
      typedTool(
        "readingShape",
        "readingShape",
        `  const unit = Math.random() > 0.5 ? "N" : "lbf";\n  return { content: [], structuredContent: { force: 1, unit } };`,
      ),
    ),
    // A value whose type fits the field's, one of type any, a default (the input may leave it out).
    typed(
      typedTool(
        "Reading",
        "Reading",
        `  const note: string = String(1);\n  return { content: [], structuredContent: { force: JSON.parse("1"), slipped: false, note } };`,
      ),
    ),
    // An array or object is judged by its kind only: a readonly array passes the schema at run time.
    typed(
      typedTool(
        "Reading",
        "Reading",
        `  const tags = ["a", "b"] as const;\n  return { content: [], structuredContent: { force: 1, slipped: true, tags } };`,
      ),
    ),
    // The type at that place: narrowed, shorthand or not.
    typed(
      typedTool(
        "Reading",
        "Reading",
        `  const force = Number(1) as number | undefined;\n  if (force === undefined) return { content: [], isError: true };\n  return { content: [], structuredContent: { force, slipped: force > 1 } };`,
      ),
    ),
    typed(
      typedTool(
        "Reading",
        "Reading",
        `  const force = Number(1) as number | undefined;\n  if (force === undefined) return { content: [], isError: true };\n  return { content: [], structuredContent: { force: force, slipped: force > 1 } };`,
      ),
    ),
    typed(typedTool("LegacyReading", "LegacyReading", `  return { content: [], structuredContent: { force: 1 } };`)),
    // Loose schemas (zod 4 .loose(), zod 3 .passthrough()) let other keys through.
    typed(
      typedTool(
        "LooseReading",
        "LooseReading",
        `  return { content: [], structuredContent: { force: 1, slipped: true, more: 1 } };`,
      ),
    ),
    typed(
      typedTool("LegacyLoose", "LegacyLoose", `  return { content: [], structuredContent: { force: 1, more: 1 } };`),
    ),
    // What a Standard Schema other than zod does with other keys is not known.
    typed(
      typedTool(
        "ArkReading",
        "ArkReading",
        `  return { content: [], structuredContent: { force: 1, more: true } };`,
        V2,
      ),
    ),
    typed(
      typedTool("declaredReading", "declaredReading", `  return { content: [], structuredContent: { force: 1 } };`, V2),
    ),
    // A type that says nothing says nothing: no types, any, a union schema.
    typed(typedTool("opaque", "opaque", `  return { content: [] };`, V2)),
    typed(typedTool("anySchema", "anySchema", `  return { content: [] };`)),
    typed(typedTool("Either", "Either", `  return { content: [] };`)),
  ],
  invalid: [
    {
      // A key the schema does not declare, a required key missing, a string-typed value for a number.
      ...typed(
        typedTool(
          "Reading",
          "Reading",
          `  const force = String(3);\n  return { content: [], structuredContent: { force, latencyMs: 2 } };`,
        ),
      ),
      errors: [
        error("missingKeys", [7, 44, 7, 67], { keys: '"slipped"' }),
        error("wrongType", [7, 46, 7, 51], { key: "force", found: "a string", expected: "a number" }),
        error("undeclaredKey", [7, 53, 7, 62], { key: "latencyMs" }),
      ],
    },
    {
      ...typed(
        typedTool(
          "schemas",
          "schemas.Output",
          `  if (Math.random() > 0.5) return { content: [] };\n  return { content: [], structuredContent: { n: 2, unit: "N" } };`,
        ),
      ),
      errors: [error("missingStructuredContent", [6, 28, 6, 51])],
    },
    {
      // A helper's strict schema; `.extend()` adds a required key.
      ...typed(
        typedTool(
          "outputOf",
          "outputOf({ n: z.number() })",
          `  return { content: [], structuredContent: { n: 1, extra: 2 } };`,
        ),
      ),
      errors: [error("undeclaredKey", [6, 52, 6, 57], { key: "extra" })],
    },
    {
      ...typed(
        typedTool(
          "Reading",
          "Reading.extend({ unit: z.string() })",
          `  return { content: [], structuredContent: { force: 1, slipped: true } };`,
        ),
      ),
      errors: [error("missingKeys", [6, 44, 6, 71], { keys: '"unit"' })],
    },
    {
      // A raw shape from another module; a value not assignable to the field's type, though a string.
      ...typed(
        typedTool(
          "readingShape",
          "readingShape",
          `  return { content: [], structuredContent: { force: 1, unit: "kg" } };`,
        ),
      ),
      errors: [error("wrongType", [6, 62, 6, 66], { key: "unit", found: 'of type "kg"', expected: '"N" | "lbf"' })],
    },
    {
      // A value that may be of another type than the field's.
      ...typed(
        typedTool(
          "Reading",
          "Reading",
          `  const force = Math.random() > 0.5 ? 1 : "1";\n  return { content: [], structuredContent: { force, slipped: true } };`,
        ),
      ),
      errors: [
        error("wrongType", [7, 46, 7, 51], { key: "force", found: "of type string | number", expected: "number" }),
      ],
    },
    {
      // A value that may be undefined, for a required key.
      ...typed(
        typedTool(
          "Reading",
          "Reading",
          `  const force = Math.random() > 0.5 ? 1 : undefined;\n  return { content: [], structuredContent: { force: force, slipped: true } };`,
        ),
      ),
      errors: [
        error("wrongType", [7, 53, 7, 58], { key: "force", found: "of type 1 | undefined", expected: "number" }),
      ],
    },
    {
      // zod 3.
      ...typed(
        typedTool(
          "LegacyReading",
          "LegacyReading",
          `  return { content: [], structuredContent: { force: "3", label: 1 } };`,
        ),
      ),
      errors: [
        error("wrongType", [6, 53, 6, 56], { key: "force", found: "a string", expected: "a number" }),
        error("wrongType", [6, 65, 6, 66], { key: "label", found: "a number", expected: "a string" }),
      ],
    },
    {
      // A Standard Schema other than zod: required keys and types are checked.
      ...typed(typedTool("ArkReading", "ArkReading", `  return { content: [], structuredContent: { note: 1 } };`, V2)),
      errors: [
        error("missingKeys", [6, 44, 6, 55], { keys: '"force"' }),
        error("wrongType", [6, 52, 6, 53], { key: "note", found: "a number", expected: "a string" }),
      ],
    },
    {
      ...typed(typedTool("declaredReading", "declaredReading", `  return { content: [], structuredContent: {} };`, V2)),
      errors: [error("missingKeys", [6, 44, 6, 46], { keys: '"force"' })],
    },
    {
      // An isError result carries structuredContent that SDK 1.x clients check.
      ...typed(
        typedTool("Reading", "Reading", `  return { content: [], isError: true, structuredContent: { reason: "x" } };`),
      ),
      errors: [
        error("missingKeysOnError", [6, 59, 6, 74], { keys: '"force" and "slipped"' }),
        error("undeclaredKeyOnError", [6, 61, 6, 67], { key: "reason" }),
      ],
    },
    {
      // z.object({}) names no key, and refuses others.
      ...typed(typedTool("Nothing", "Nothing", `  return { content: [], structuredContent: { extra: 1 } };`)),
      errors: [error("undeclaredKey", [6, 46, 6, 51], { key: "extra" })],
    },
    {
      // A schema syntax reads, and a value whose type is of another kind.
      ...typed(
        typedTool(
          "Reading",
          "{ n: z.number() }",
          `  const n = String(1);\n  return { content: [], structuredContent: { n } };`,
        ),
      ),
      errors: [error("wrongType", [7, 46, 7, 47], { key: "n", found: "a string", expected: "a number" })],
    },
  ],
});

// Without type information the same imported schemas say nothing.
ruleTester.run("valid-structured-content (imported schema, untyped)", rule, {
  valid: [
    typedTool("Reading", "Reading", `  return { content: [], structuredContent: { force: "1", latencyMs: 2 } };`),
    typedTool("outputOf", "outputOf({ n: z.number() })", `  return { content: [] };`),
    typedTool(
      "Reading",
      "{ n: z.number() }",
      `  const n = String(1);\n  return { content: [], structuredContent: { n } };`,
    ),
  ],
  invalid: [],
});
