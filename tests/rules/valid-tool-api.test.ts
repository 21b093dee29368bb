import rule from "../../src/rules/valid-tool-api.js";
import { error, ruleTester } from "./tester.js";

const MCP2 = `import { McpServer } from "@modelcontextprotocol/server";\nconst server = new McpServer({ name: "s", version: "1" });\n`;
const LANGCHAIN = `import { tool } from "@langchain/core/tools";\n`;
const FASTMCP = `import { FastMCP } from "fastmcp";\nconst server = new FastMCP({ name: "s", version: "1.0.0" });\n`;
const CLAUDE = `import { tool } from "@anthropic-ai/claude-agent-sdk";\n`;
const OPENAI = `import { tool } from "@openai/agents";\n`;
const LOW_LEVEL = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "s", version: "1" }, { capabilities: { tools: {} } });
`;

ruleTester.run("valid-tool-api", rule, {
  valid: [
    // MCP 2.x: registerTool is the form it has.
    `${MCP2}server.registerTool("t", {}, async () => ({ content: [] }));`,
    // MCP 1.x still has server.tool.
    `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\nserver.tool("t", async () => ({ content: [] }));`,
    // LangChain.js: [content, artifact] under content_and_artifact; anything under the default format.
    `${LANGCHAIN}export const a = tool(async () => ["3 rows", rows], { name: "a", schema: s, responseFormat: "content_and_artifact" });`,
    `${LANGCHAIN}export const a = tool(async () => "3 rows", { name: "a", schema: s });`,
    `${LANGCHAIN}export const a = tool(async () => [...pair], { name: "a", schema: s, responseFormat: "content_and_artifact" });`,
    // fastmcp: what its strict schema takes, and plain objects under an outputSchema.
    `${FASTMCP}server.addTool({ name: "a", execute: async () => "3 rows" });`,
    `${FASTMCP}server.addTool({ name: "a", execute: async () => ({ type: "text", text: "3 rows" }) });`,
    `${FASTMCP}server.addTool({ name: "a", execute: async () => ({ content: [{ type: "text", text: "3 rows" }] }) });`,
    `${FASTMCP}server.addTool({ name: "a", outputSchema: s, execute: async () => ({ rows: 3 }) });`,
    `${FASTMCP}server.addTool({ name: "a", execute: async () => ({ ...base }) });`,
    // The Claude Agent SDK reads content.
    `${CLAUDE}export const a = tool("a", "d", {}, async () => ({ content: [{ type: "text", text: "1" }], structuredContent: { n: 1 } }));`,
    `${CLAUDE}export const a = tool("a", "d", {}, async () => ({ ...result }));`,
    // OpenAI Agents: outputs with their own fields, and data.
    `${OPENAI}export const a = tool({ name: "a", parameters: p, execute: async () => ({ type: "image", image: url, detail: "high" }) });`,
    `${OPENAI}export const a = tool({ name: "a", parameters: p, execute: async () => ({ type: "text", text: "a" }) });`,
    `${OPENAI}export const a = tool({ name: "a", parameters: p, execute: async () => ({ type: "file", file: { data: d, mediaType: "application/pdf", filename: "a.pdf" } }) });`,
    `${OPENAI}export const a = tool({ name: "a", parameters: p, execute: async () => ({ type: "forecast", rain: 0.3 }) });`,
    // MCP: a result with content may keep a toolResult key (no-extra-keys' report, not this rule's).
    `${LOW_LEVEL}server.setRequestHandler(CallToolRequestSchema, async () => ({ content: [], toolResult: x }));`,
    // Away from a tool site the form counts only where MCP's blocks are the contract (the SDK, preset "mcp").
    `export function call() { return { toolResult: { content: [{ type: "text", text: "x" }] } }; }`,
    `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nconst stored = { toolResult: { content: [] } };`,
    // Bedrock's and Strands' { toolResult } content block (the Strands SDK's ToolResultBlock.toJSON()).
    {
      code: `export class ToolResultBlock { toJSON() { return { toolResult: { toolUseId: this.toolUseId, status: this.status, content: this.content.map((b) => b.toJSON()) } }; } }`,
      settings: { "tool-result": { preset: "mcp" } },
    },
    {
      code: `export function block(text) { return { toolResult: { content: [{ text }] } }; }`,
      settings: { "tool-result": { preset: "mcp" } },
    },
    // A local tool() is no tool API's.
    `const tool = (f) => f;\nexport const a = tool("a", "d", {}, async () => ({ structuredContent: { n: 1 } }));`,
  ],
  invalid: [
    {
      // The result form of protocol 2024-10-07 (@kimtaeyoon83/mcp-server-youtube-transcript 0.1.1): current
      // clients read content, find none, and the model gets an empty result.
      code: `${LOW_LEVEL}server.setRequestHandler(CallToolRequestSchema, async () => ({ toolResult: { content: [{ type: "text", text: "x" }] } }));`,
      errors: [error("legacyResult", [4, 64, 74])],
    },
    {
      // Built in a method the handler calls (the youtube-transcript server's handleToolCall), by its shape.
      code: `${LOW_LEVEL}class S { async call() { return { toolResult: { content: [{ type: "text", text: "x" }] } }; } }`,
      errors: [error("legacyResult", [4, 35, 45])],
    },
    {
      code: `export function call() { return { toolResult: { content: [{ type: "text", text: "x" }] } }; }`,
      settings: { "tool-result": { preset: "mcp" } },
      errors: [error("legacyResult", [1, 35, 45])],
    },
    {
      code: `${MCP2}server.tool("t", async () => ({ content: [] }));`,
      errors: [
        error("removedForm", [3, 8, 12], {
          reason:
            "McpServer of @modelcontextprotocol/server 2.x has no tool() method (TypeError: server.tool is not a function): use registerTool(name, config, callback)",
        }),
      ],
    },
    {
      code: `${LANGCHAIN}export const a = tool(async () => "3 rows", { name: "a", schema: s, responseFormat: "content_and_artifact" });
export const b = tool(async () => ["3 rows", rows, 3], { name: "b", schema: s, responseFormat: "content_and_artifact" });`,
      errors: [
        error("notTuple", [2, 35, 43], { what: "a string" }),
        error("notTuple", [3, 35, 54], { what: "an array of 3 items" }),
      ],
    },
    {
      code: `${FASTMCP}server.addTool({ name: "a", execute: async () => ({ rows: 3 }) });
server.addTool({ name: "b", execute: async () => 3 });`,
      errors: [
        error("failsStrictSchema", [3, 51, 62], { what: "a plain object" }),
        error("failsStrictSchema", [4, 50, 51], { what: "a number" }),
      ],
    },
    {
      code: `${CLAUDE}export const a = tool("a", "d", {}, async () => ({ structuredContent: { n: 1 } }));`,
      errors: [error("noContent", [2, 50, 81])],
    },
    {
      code: `${OPENAI}export const a = tool({ name: "a", parameters: p, execute: async () => ({ type: "image", detail: "high" }) });
export const b = tool({ name: "b", parameters: p, execute: async () => ({ type: "text", text: "a", score: 3 }) });
export const c = tool({ name: "c", parameters: p, execute: async () => ({ type: "file", file: { data: d, mediaType: "application/pdf" } }) });`,
      errors: [
        error("outputAsText", [2, 73, 106], {
          what: "this image output",
          kind: "an image",
          missing: "it has no source (image, imageUrl, fileId or data)",
        }),
        error("droppedOutputField", [3, 100, 108], { fields: '"text"', type: "text", field: "score" }),
        error("outputAsText", [4, 73, 138], {
          what: "this file output",
          kind: "a file",
          missing: "a file given as data needs data, mediaType and filename",
        }),
      ],
    },
  ],
});
