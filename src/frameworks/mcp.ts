/**
 * The MCP TypeScript SDK, 1.x (`@modelcontextprotocol/sdk`, checked on 1.32.2) and 2.x
 * (`@modelcontextprotocol/server` 2.4.0, with `mcp-handler`, whose callback gets a 2.x `McpServer`).
 * A tool is `server.registerTool(name, config, callback)`, the older `server.tool(name, ..., callback)`
 * (1.x only: 2.x has no `server.tool`), or the low-level handler of
 * `server.setRequestHandler(CallToolRequestSchema, handler)` (or its method name, `"tools/call"`). The
 * callback returns a `CallToolResult`: the `mcp` contract.
 */
import { PRESETS } from "../contract/index.js";
import type { SiteForm, ToolApi } from "./types.js";

const LOW_LEVEL: readonly SiteForm[] = [
  {
    kind: "method",
    method: "setRequestHandler",
    callback: { argument: 1 },
    minArguments: 2,
    firstArgument: { export: "CallToolRequestSchema" },
  },
  {
    kind: "method",
    method: "setRequestHandler",
    callback: { argument: 1 },
    minArguments: 2,
    firstArgument: { string: "tools/call" },
  },
];

const REGISTER: SiteForm = {
  kind: "method",
  method: "registerTool",
  callback: { argument: 2 },
  config: { argument: 1 },
  minArguments: 3,
  byNameUnderItsPreset: true,
  byNameBesideItsBlocks: true,
};

/**
 * The result form of MCP protocol 2024-10-07 (`{ toolResult: unknown }`), which the SDKs still accept as
 * `CompatibilityCallToolResultSchema`; a current client parses the result with `CallToolResultSchema`.
 */
export const MCP_LEGACY_RESULT_KEY = "toolResult";

/** Every property of the type the SDKs infer for `CallToolResult` from its zod schema (it has no name there). */
export const CALL_TOOL_RESULT_PROPERTIES: readonly string[] = ["content", "structuredContent", "isError"];

const SIGNALS_ERROR =
  "return isError: true with the message in a text block (a thrown error becomes such a result too)";

export const mcp: ToolApi = {
  name: "mcp",
  title: "the MCP TypeScript SDK",
  modules: ["@modelcontextprotocol/sdk"],
  servers: { exports: ["McpServer", "Server"], serverModules: ["@modelcontextprotocol/sdk/server/"] },
  sites: [
    REGISTER,
    { kind: "method", method: "tool", callback: { argument: "last" }, minArguments: 2, byNameBesideItsBlocks: true },
    ...LOW_LEVEL,
  ],
  returns: { kind: "result", contract: PRESETS.mcp, legacyResultKey: MCP_LEGACY_RESULT_KEY },
  signalsError: SIGNALS_ERROR,
  // `CallToolResult` of `@modelcontextprotocol/sdk/types.js`: what every callback is declared to return.
  declaredTypes: [
    { name: "CallToolResult", properties: CALL_TOOL_RESULT_PROPERTIES, is: { kind: "result", contract: PRESETS.mcp } },
  ],
};

export const mcpV2: ToolApi = {
  name: "mcp-v2",
  title: "the MCP TypeScript SDK 2.x",
  modules: ["@modelcontextprotocol/server", "@modelcontextprotocol/core", "mcp-handler"],
  servers: { exports: ["McpServer", "Server"], serverModules: ["@modelcontextprotocol/server", "mcp-handler"] },
  sites: [
    // mcp-handler 1.x hands out a 1.x server, which sends the value as it is.
    { ...REGISTER, wrapsNonObjectStructuredContent: { modules: ["@modelcontextprotocol/server"] } },
    {
      kind: "method",
      method: "tool",
      callback: { argument: "last" },
      minArguments: 2,
      removed: {
        reason:
          "McpServer of @modelcontextprotocol/server 2.x has no tool() method (TypeError: server.tool is not a function): use registerTool(name, config, callback)",
        modules: ["@modelcontextprotocol/server"],
      },
    },
    ...LOW_LEVEL,
  ],
  returns: { kind: "result", contract: PRESETS.mcp, legacyResultKey: MCP_LEGACY_RESULT_KEY },
  signalsError: SIGNALS_ERROR,
  declaredTypes: [
    {
      name: "CallToolResult",
      packages: ["@modelcontextprotocol/server", "@modelcontextprotocol/core"],
      properties: CALL_TOOL_RESULT_PROPERTIES,
      is: { kind: "result", contract: PRESETS.mcp },
    },
  ],
};
