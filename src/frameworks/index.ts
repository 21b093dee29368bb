/** The tool APIs the rules know, one file each (docs/frameworks.md says how to add one). */
import { mcp, mcpV2 } from "./mcp.js";
import { runtime } from "./runtime.js";
import { strands } from "./strands.js";
import type { ToolApi } from "./types.js";

export type { ArgumentPath, Returns, SiteForm, ToolApi } from "./types.js";
export { matchesModule } from "./types.js";

export const TOOL_APIS: readonly ToolApi[] = [strands, runtime, mcp, mcpV2];

/** Every module that any tool API is imported from: a file that mentions none of them has no tool site. */
export const TOOL_API_MODULES: readonly string[] = TOOL_APIS.flatMap((api) => api.modules);
