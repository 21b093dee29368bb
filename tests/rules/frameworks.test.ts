/**
 * Each tool API the rules know (src/frameworks/), in each form its tools are declared in (renamed and
 * namespace imports, require, callbacks by reference, class forms): valid returns stay quiet, and what
 * the framework drops, rejects or misreads is reported with its own consequence. The facts are pinned
 * against the published packages in tests/frameworks/.
 */
import tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import plugin from "../../src/index.js";

const linter = new Linter({ configType: "flat" });
const config: Linter.Config[] = [
  {
    files: ["**/*.ts", "**/*.js"],
    languageOptions: { parser: tsParser, sourceType: "module" },
    plugins: { "tool-result": plugin },
    rules: plugin.configs.recommended.rules,
  },
];

/** `line rule/messageId` for each report, in order. */
function reports(code: string, filename = "tools.ts", settings?: Record<string, unknown>): string[] {
  return linter
    .verify(code, settings ? [...config, { settings }] : config, { filename })
    .map((m) => `${m.line} ${m.ruleId?.replace("tool-result/", "")}/${(m as { messageId?: string }).messageId}`);
}

function messages(code: string): string[] {
  return linter.verify(code, config, { filename: "tools.ts" }).map((m) => m.message);
}

describe("Claude Agent SDK", () => {
  const head = `import { tool, createSdkMcpServer } from "@anthropic-ai/claude-agent-sdk";\nimport { z } from "zod";\n`;
  it("is quiet on results Claude reads whole", () => {
    expect(
      reports(`${head}export const a = tool("a", "d", { n: z.number() }, async ({ n }) => ({ content: [{ type: "text", text: String(n) }] }));
export const b = tool("b", "d", {}, async () => ({ content: [{ type: "image", data: "AA==", mimeType: "image/png" }], structuredContent: { n: 1 } }));
createSdkMcpServer({ name: "s", tools: [a, b] });`),
    ).toEqual([]);
  });
  it("reports the keys it drops, a text block beside structuredContent, and a result without content", () => {
    const code = `${head}export const a = tool("a", "d", {}, async () => ({ content: [{ type: "text", text: "x" }], latencyMs: 3 }));
export const b = tool("b", "d", {}, async () => ({ content: [{ type: "text", text: "3 rows" }], structuredContent: { rows: 3 } }));
export const c = tool("c", "d", {}, async () => ({ rows: 3 }));`;
    expect(reports(code)).toEqual([
      "3 no-extra-keys/extraKeyApi",
      "4 structured-content-text/textDropped",
      "5 valid-tool-api/noContent",
    ]);
    const [extra, text] = messages(code);
    expect(extra).toContain('the Claude Agent SDK drops "latencyMs": Claude never sees it');
    expect(text).toMatch(/^The Claude Agent SDK gives the model only structuredContent's JSON/u);
  });
  it("finds handlers passed by name, namespace imports and require", () => {
    expect(
      reports(`import * as claude from "@anthropic-ai/claude-agent-sdk";
async function handler() {
  return { content: [{ type: "text", text: "x" }], frames: 1 };
}
export const t = claude.tool("t", "d", {}, handler);`),
    ).toEqual(["3 no-extra-keys/extraKeyApi"]);
    expect(
      reports(
        `const { tool: define } = require("@anthropic-ai/claude-agent-sdk");\nmodule.exports = define("t", "d", {}, async () => ({ content: [], frames: 1 }));`,
        "tools.js",
      ),
    ).toEqual(["2 no-extra-keys/extraKeyApi"]);
  });
});

describe("fastmcp", () => {
  const head = `import { FastMCP } from "fastmcp";\nconst server = new FastMCP({ name: "s", version: "1.0.0" });\n`;
  it("is quiet on what its strict schema accepts", () => {
    expect(
      reports(`${head}server.addTool({ name: "a", execute: async () => "text" });
server.addTool({ name: "b", execute: async () => ({ content: [{ type: "text", text: "x" }], isError: false }) });
server.addTool({ name: "c", execute: async () => ({ type: "image", data: "AA==", mimeType: "image/png" }) });
server.addTool({ name: "d", outputSchema: s, execute: async () => ({ rows: 3 }) });`),
    ).toEqual([]);
  });
  it("reports keys and block fields that fail the whole call, and plain objects without an outputSchema", () => {
    const code = `${head}server.addTool({ name: "a", execute: async () => ({ content: [{ type: "text", text: "x", annotations: {} }], latencyMs: 3 }) });
server.addTool({ name: "b", execute: async () => ({ rows: 3 }) });`;
    expect(reports(code)).toEqual([
      "3 valid-content/extraBlockField",
      "3 no-extra-keys/extraKeyApi",
      "4 valid-tool-api/failsStrictSchema",
    ]);
    expect(messages(code)[0]).toContain('"annotations" fails the whole call');
  });
});

describe("MCP 2.x and mcp-handler", () => {
  it("reports server.tool, which 2.x does not have", () => {
    expect(
      reports(`import { McpServer } from "@modelcontextprotocol/server";
const server = new McpServer({ name: "s", version: "1" });
server.tool("t", async () => ({ content: [] }));
server.registerTool("u", {}, async () => ({ content: [] }));`),
    ).toEqual(["3 valid-tool-api/removedForm"]);
  });
  it("takes a 2.x handler module's server parameter for a 2.x server beside MCP's blocks, under any preset", () => {
    // The method's name alone would make it a 1.x server (which has server.tool and sends an array as it is).
    const code = `import { McpServer } from "@modelcontextprotocol/server";
export function register(server) {
  server.tool("t", "d", async () => ({ content: [{ type: "text", text: "x" }] }));
  server.registerTool("u", {}, async () => ({ content: [{ type: "text", text: "x" }], structuredContent: [1] }));
}`;
    expect(reports(code)).toEqual(["3 valid-tool-api/removedForm"]);
    expect(reports(code, "tools.ts", { "tool-result": { preset: "mcp" } })).toEqual(["3 valid-tool-api/removedForm"]);
  });
  it("leaves server.tool alone under mcp-handler, whose 1.x hands out a 1.x server, and still checks its results", () => {
    expect(
      reports(`import { createMcpHandler } from "mcp-handler";
export const handler = createMcpHandler((server) => {
  server.tool("roll", "Rolls a die", {}, async () => ({ content: [{ type: "text", text: "4" }] }));
  server.tool("flip", "Flips a coin", {}, async () => ({ content: [{ type: "text", text: "heads" }], took: 3 }));
}, {}, { basePath: "/api" });`),
    ).toEqual(["4 no-extra-keys/extraKeyData"]);
  });
});

describe("OpenAI Agents JS", () => {
  const head = `import { tool } from "@openai/agents";\n`;
  it("is quiet on its outputs and on data", () => {
    expect(
      reports(`${head}tool({ name: "a", parameters: p, execute: async () => ({ type: "text", text: "ok" }) });
tool({ name: "b", parameters: p, execute: async () => ({ rows: 3, names: ["a"] }) });
tool({ name: "c", parameters: p, execute: async () => ({ type: "image", image: url, detail: "low" }) });`),
    ).toEqual([]);
  });
  it("reports dropped output fields, outputs sent as text, MCP results and errors returned as data", () => {
    expect(
      reports(`${head}tool({ name: "a", parameters: p, execute: async () => ({ type: "text", text: "ok", latencyMs: 3 }) });
tool({ name: "b", parameters: p, execute: async () => ({ type: "image", detail: "low" }) });
tool({ name: "c", parameters: p, execute: async () => ({ content: [{ type: "text", text: "x" }], isError: true }) });
tool({ name: "d", parameters: p, execute: async () => ({ error: "not found" }) });`),
    ).toEqual([
      "2 valid-tool-api/droppedOutputField",
      "3 valid-tool-api/outputAsText",
      "4 no-wrapped-result/foreignResult",
      "5 no-error-as-success/errorObjectAsData",
    ]);
  });
});

describe("Vercel AI SDK", () => {
  it("reports errors returned as data and results of another framework", () => {
    expect(
      reports(`import { tool as aiTool } from "ai";
export const a = aiTool({ inputSchema: s, execute: async () => ({ rows: [] }) });
export const b = aiTool({ inputSchema: s, execute: async () => ({ error: "quota exceeded" }) });
export const c = aiTool({ inputSchema: s, execute: async () => ({ status: "failed", reason: "x" }) });
export const d = aiTool({ inputSchema: s, execute: async () => ({ status: "error", content: [{ text: "x" }] }) });`),
    ).toEqual([
      "3 no-error-as-success/errorObjectAsData",
      "4 no-error-as-success/errorObjectAsData",
      "5 no-wrapped-result/foreignResult",
    ]);
  });
});

describe("LangChain.js", () => {
  const head = `import { tool, DynamicStructuredTool } from "@langchain/core/tools";\n`;
  it("reports returns that are not [content, artifact] under content_and_artifact", () => {
    expect(
      reports(`${head}tool(async () => ["3 rows", { rows }], { name: "a", responseFormat: "content_and_artifact" });
tool(async () => ({ rows }), { name: "b", responseFormat: "content_and_artifact" });
tool(async () => ({ rows }), { name: "c" });
new DynamicStructuredTool({ name: "d", schema: s, func: async () => ({ status: "error", content: [{ type: "text", text: "x" }] }) });`),
    ).toEqual(["3 valid-tool-api/notTuple", "5 no-wrapped-result/foreignResult"]);
  });
});

describe("mcp-framework and Google ADK", () => {
  it("reports results of another framework and errors as data in class and constructor forms", () => {
    expect(
      reports(`import { MCPTool } from "mcp-framework";
import { FunctionTool } from "@google/adk";
export class Grip extends MCPTool {
  async execute(input) {
    if (!input.ok) return { error: true, reason: "jammed" };
    return { content: [{ type: "text", text: "ok" }] };
  }
}
export const t = new FunctionTool({ name: "t", execute: async () => ({ error: "thrown ones look the same" }) });`),
    ).toEqual(["5 no-error-as-success/errorObjectAsData", "6 no-wrapped-result/foreignResult"]);
  });

  it("reports an error string returned from an ADK tool (ADK sends it as { result }, a success), also as a branch", () => {
    expect(
      reports(`import { FunctionTool } from "@google/adk";
export const t = new FunctionTool({
  name: "t",
  execute: async ({ ok }) => {
    if (!ok) return "Error: gripper jammed";
    return "Closed.";
  },
});
export const u = new FunctionTool({ name: "u", execute: async () => "Closed." });
export const v = new FunctionTool({
  name: "v",
  execute: async ({ ok, out }) => (ok ? out || "Error: no output" : \`Failed to close: \${out}\`),
});
export const w = new FunctionTool({ name: "w", execute: async ({ ok }) => (ok ? "Closed." : "Still open.") });`),
    ).toEqual([
      "5 no-error-as-success/errorAsData",
      "12 no-error-as-success/errorAsData",
      "12 no-error-as-success/errorAsData",
    ]);
  });
});
