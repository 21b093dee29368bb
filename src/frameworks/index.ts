/** The tool APIs the rules know, one file each (docs/frameworks.md says how to add one). */
import { aiSdk } from "./ai-sdk.js";
import { claudeAgentSdk } from "./claude-agent-sdk.js";
import { fastmcp } from "./fastmcp.js";
import { googleAdk } from "./google-adk.js";
import { langchain } from "./langchain.js";
import { mcp, mcpV2 } from "./mcp.js";
import { mcpFramework } from "./mcp-framework.js";
import { openaiAgents } from "./openai-agents.js";
import { runtime } from "./runtime.js";
import { strands } from "./strands.js";
import { moduleMention, type ToolApi } from "./types.js";

export type { ArgumentPath, Consequences, Returns, SiteForm, ToolApi } from "./types.js";
export { matchesModule, moduleMention } from "./types.js";

export const TOOL_APIS: readonly ToolApi[] = [
  strands,
  runtime,
  mcp,
  mcpV2,
  claudeAgentSdk,
  fastmcp,
  mcpFramework,
  openaiAgents,
  aiSdk,
  langchain,
  googleAdk,
];

/** Every module that any tool API is imported from: a file that mentions none of them has no tool site. */
export const TOOL_API_MODULES: readonly string[] = TOOL_APIS.flatMap((api) => api.modules);

/** Finds a quoted mention of any tool API's module in a file's text. */
export const TOOL_API_MENTION: RegExp = moduleMention(TOOL_API_MODULES);
