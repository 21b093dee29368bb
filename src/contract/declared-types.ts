/**
 * Tool-result types that packages declare, under any local name, with the contract each keeps to: this
 * package's runtime types, the Strands TypeScript SDK's `ToolResultBlock` and its data, and the MCP SDK's
 * `CallToolResult`. Detection
 * finds them by the type checker (typed mode) and by the imports a type annotation names (syntax).
 */
import { PRESETS, type ToolResultContract } from "./presets.js";

export interface DeclaredType {
  /** The package that declares it. */
  readonly pkg: string;
  /** The exported name. */
  readonly name: string;
  readonly contract: ToolResultContract;
}

export const DECLARED_TYPES: readonly DeclaredType[] = [
  { pkg: "eslint-plugin-tool-result", name: "ToolResult", contract: PRESETS["strands-robots"] },
  { pkg: "eslint-plugin-tool-result", name: "StrandsToolResult", contract: PRESETS.strands },
  { pkg: "@strands-agents/sdk", name: "ToolResultBlock", contract: PRESETS.strands },
  { pkg: "@strands-agents/sdk", name: "ToolResultBlockData", contract: PRESETS.strands },
  { pkg: "@modelcontextprotocol/sdk", name: "CallToolResult", contract: PRESETS.mcp },
  { pkg: "@modelcontextprotocol/server", name: "CallToolResult", contract: PRESETS.mcp },
  { pkg: "@modelcontextprotocol/core", name: "CallToolResult", contract: PRESETS.mcp },
];

/** The contract of the type `name` exported by `module` (a package or one of its subpaths), if it is one. */
export function declaredTypeContract(module: string, name: string): ToolResultContract | undefined {
  for (const declared of DECLARED_TYPES) {
    if (declared.name === name && (module === declared.pkg || module.startsWith(`${declared.pkg}/`))) {
      return declared.contract;
    }
  }
  return undefined;
}

/**
 * Tool-result types a package declares without a name the type checker keeps: the MCP SDK infers
 * `CallToolResult` from a zod schema, so its type is an anonymous object type declared in the SDK. Such a
 * type is recognised by its package and the properties it has.
 */
export interface DeclaredShape {
  readonly pkg: string;
  /** Properties the type has, all of them. */
  readonly properties: readonly string[];
  readonly contract: ToolResultContract;
}

export const DECLARED_SHAPES: readonly DeclaredShape[] = [
  { pkg: "@modelcontextprotocol/sdk", properties: ["content", "structuredContent", "isError"], contract: PRESETS.mcp },
  { pkg: "@modelcontextprotocol/core", properties: ["content", "structuredContent", "isError"], contract: PRESETS.mcp },
  {
    pkg: "@modelcontextprotocol/server",
    properties: ["content", "structuredContent", "isError"],
    contract: PRESETS.mcp,
  },
];
