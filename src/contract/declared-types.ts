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
