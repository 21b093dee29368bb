/**
 * Where real servers build their results: tool sites through the code's own registration helpers, tables
 * of tool definitions, the string form of the low-level handler, dynamic and relative imports of the SDK,
 * and results kept in a variable before they are returned. Each is found under the default preset (so by
 * its site, not by the mcp preset's shape rule), probed with a rule that reports the contract and how the
 * literal was recognised.
 */
import { ESLintUtils } from "@typescript-eslint/utils";
import { onToolResult } from "../../src/rules/visitor.js";
import { jsRuleTester, ruleTester } from "./tester.js";

const probe = ESLintUtils.RuleCreator.withoutDocs({
  meta: { type: "problem", schema: [], messages: { found: "{{contract}} ({{evidence}})" } },
  create(context) {
    return onToolResult(context, (result) => {
      context.report({
        node: result.node,
        messageId: "found",
        data: { contract: result.contract.name, evidence: result.evidence },
      });
    });
  },
});

const site = (line: number) => [{ messageId: "found" as const, data: { contract: "mcp", evidence: "site" }, line }];

/** A result whose shape says nothing (an opaque content, an extra key): only its site makes it one. */
const RESULT = `{ content: items, debugTiming: 1 }`;

jsRuleTester.run("tool sites of real servers", probe, {
  valid: [
    // A wrapper's callers outside any server file, and tables that are not registered: no site.
    `function accountTool(registry, name, handler) { registry.add(name, handler); }
accountTool(r, "a", async () => (${RESULT}));`,
    `const tools = [{ name: "a", handler: async () => (${RESULT}) }];
for (const t of tools) router.add(t.name, t.handler);`,
    // A variable that is not what the callback returns.
    `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("a", {}, async () => {
  const draft = ${RESULT};
  return respond(draft);
});`,
  ],
  invalid: [
    {
      // A registration helper of the file whose callback parameter reaches server.registerTool.
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
function accountTool(srv, name, schema, handler) {
  srv.registerTool(name, { inputSchema: schema }, handler);
}
accountTool(server, "balance", {}, async (args) => {
  return ${RESULT};
});`,
      errors: site(7),
    },
    {
      // Two wrappers deep, the callback a property of the definition object.
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
const register = (def) => server.registerTool(def.name, def.config, def.handler);
const defineTool = (def) => register(def);
defineTool({ name: "a", config: {}, handler: async () => (${RESULT}) });`,
      errors: site(5),
    },
    {
      // A table of tool definitions registered in a loop, and another in forEach, with defineTool entries.
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
const defineTool = (d) => d;
const tools = [
  defineTool({ name: "a", config: {}, handler: async () => (${RESULT}) }),
  { name: "b", config: {}, handler: async () => (${RESULT}) },
];
for (const t of tools) server.registerTool(t.name, t.config, t.handler);
const more = [{ name: "c", run: async () => (${RESULT}) }];
more.forEach((t) => server.registerTool(t.name, {}, t.run));`,
      errors: [...site(5), ...site(6), ...site(9)],
    },
    {
      // The low-level handler in its string form.
      code: `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
const server = new Server({ name: "s", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler("tools/call", async (request) => (${RESULT}));`,
      errors: site(3),
    },
    {
      // The SDK loaded with await import(), and by a path into node_modules.
      code: `const { McpServer } = await import("@modelcontextprotocol/sdk/server/mcp.js");
const mcp = await import("../node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js");
const a = new McpServer({ name: "s", version: "1" });
const b = new mcp.McpServer({ name: "s", version: "1" });
a.registerTool("a", {}, async () => (${RESULT}));
b.registerTool("b", {}, async () => (${RESULT}));`,
      errors: [...site(5), ...site(6)],
    },
    {
      // A result built in a variable, changed, then returned; and one passed to resolve() of a promise
      // the callback returns.
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("a", {}, async () => {
  const result = ${RESULT};
  if (Math.random() > 0.5) result.isError = true;
  return result;
});
server.registerTool("b", {}, () => {
  return new Promise((resolve) => {
    const result = ${RESULT};
    setTimeout(() => resolve(result), 1);
  });
});`,
      errors: [...site(4), ...site(10)],
    },
  ],
});

ruleTester.run("tool sites of real servers (TypeScript)", probe, {
  valid: [],
  invalid: [
    {
      // mcp-handler's callback gets a 2.x McpServer.
      code: `import { createMcpHandler } from "mcp-handler";
export const handler = createMcpHandler((server) => {
  server.registerTool("a", {}, async () => (${RESULT}));
});`,
      errors: site(3),
    },
  ],
});

jsRuleTester.run("MCP results by shape (preset mcp)", probe, {
  valid: [],
  invalid: [
    {
      // Blocks made by a map over the data: the callback's tagged blocks are the evidence.
      code: `export const run = (items) => ({ content: items.map((item) => ({ type: "text", text: item })), debugTiming: 1 });`,
      settings: { "tool-result": { preset: "mcp" } },
      errors: [{ messageId: "found", data: { contract: "mcp", evidence: "content" }, line: 1 }],
    },
  ],
});
