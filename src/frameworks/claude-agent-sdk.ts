/**
 * The Claude Agent SDK (`@anthropic-ai/claude-agent-sdk`, checked on 0.3.333): `tool(name, description,
 * shape, handler)` returns an MCP `CallToolResult`, which the Claude Code binary the SDK runs turns into
 * Claude's `tool_result`: extra top-level keys and block keys (even `annotations`) are dropped, and when
 * `structuredContent` is set Claude gets only its JSON (and non-text blocks): every text block is dropped.
 * `isError: true` or a throw marks an error; `is_error`, `error` or `status` keys do not.
 */
import { PRESETS, type ToolResultContract } from "../contract/index.js";
import { CALL_TOOL_RESULT_PROPERTIES } from "./mcp.js";
import type { ToolApi } from "./types.js";

/** An MCP result, as Claude reads it. */
const CLAUDE: ToolResultContract = { ...PRESETS.mcp, name: "claude-agent-sdk" };

export const claudeAgentSdk: ToolApi = {
  name: "claude-agent-sdk",
  title: "the Claude Agent SDK",
  modules: ["@anthropic-ai/claude-agent-sdk"],
  sites: [{ kind: "call", export: "tool", callback: { argument: 3 }, minArguments: 4 }],
  returns: { kind: "result", contract: CLAUDE, contentRequired: true },
  consequences: {
    extraKey: 'the Claude Agent SDK drops "{{key}}": Claude never sees it',
    extraBlockField: 'the Claude Agent SDK drops "{{field}}" of a block: Claude never sees it',
    textBesideStructuredContent: true,
  },
  signalsError: "return isError: true (a thrown error becomes such a result too)",
  // sdk.d.ts: `tool(name, description, shape, handler: (args, extra) => Promise<CallToolResult>)`, with
  // `import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'`: the MCP SDK's type, which
  // is Claude's in a file that imports this SDK.
  declaredTypes: [
    {
      name: "CallToolResult",
      packages: ["@modelcontextprotocol/sdk"],
      properties: CALL_TOOL_RESULT_PROPERTIES,
      is: { kind: "result", contract: CLAUDE },
    },
  ],
};
