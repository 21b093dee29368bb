import rule from "../../src/rules/valid-structured-content.js";
import { error, jsRuleTester } from "./tester.js";

const HEAD = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "s", version: "1" });
`;
/** A tool with this outputSchema whose callback has this body; the body starts on line 5. */
const tool = (schema: string, body: string) =>
  `${HEAD}server.registerTool("t", { outputSchema: ${schema} }, async (args) => {\n${body}\n});`;

jsRuleTester.run("valid-structured-content", rule, {
  valid: [
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
  ],
  invalid: [
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
  ],
});
