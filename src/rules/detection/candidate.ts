/**
 * The first, cheapest question detection asks of every object literal: could it be a tool result at all?
 * Most object literals in a codebase are not candidates, and they are answered here without allocating
 * anything (see docs/performance.md, "candidate scan").
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { hasStatus, type ResolvedSettings } from "../../contract/index.js";
import { BY_NAME_BLOCKS_MENTION, BY_NAME_METHOD_MENTION, TOOL_APIS } from "../../frameworks/index.js";
import { plainKeyName } from "../ast/static-values.js";
import { hasTypeInformation } from "../types/program.js";

/** Files that mention the MCP SDK, whose results carry no `status`; asked once per file. */
const mentionsMcp = new WeakMap<Readonly<TSESLint.SourceCode>, boolean>();
/** Files that call a method that names its API beside that API's blocks; asked once per file. */
const byNameBesideBlocks = new WeakMap<Readonly<TSESLint.SourceCode>, boolean>();

/**
 * Syntax needs both a `status` and a `content` key (plain, quoted or computed from a literal); types can
 * also speak for an object with a spread (which may bring the other key), so those are candidates in a
 * file with type information. A `content` key alone is enough where results carry no status: under a
 * contract without one (`mcp`), in a file that mentions the MCP SDK (whose tool sites and declared
 * types name the `mcp` contract), and in a file that may declare MCP tools by a method's name alone
 * (`namesToolsBesideBlocks`). Everything else cannot be a tool result.
 */
export function mayBeCandidate(
  sourceCode: Readonly<TSESLint.SourceCode>,
  settings: ResolvedSettings,
  node: TSESTree.ObjectExpression,
): boolean {
  let status = false;
  let content = false;
  let spread = false;
  for (const property of node.properties) {
    if (property.type === AST_NODE_TYPES.SpreadElement) {
      spread = true;
      continue;
    }
    // A computed key counts when it is a literal (`["status"]`); `[TypeId]` and `[Symbol.iterator]` do not.
    const name = plainKeyName(property);
    if (name === "status") status = true;
    else if (name === "content") content = true;
  }
  if (status && content) return true;
  // A `content` alone: where results may carry no status, or where the types can tell (a handler typed
  // `Promise<CallToolResult>` in a module that never names the SDK).
  if (
    content &&
    (contentOnlyResults(sourceCode, settings) || namesToolsBesideBlocks(sourceCode) || hasTypeInformation(sourceCode))
  ) {
    return true;
  }
  return spread && hasTypeInformation(sourceCode);
}

/** Whether results with a `content` and no `status` may be in this file: under mcp, or beside the MCP SDK. */
export function contentOnlyResults(sourceCode: Readonly<TSESLint.SourceCode>, settings: ResolvedSettings): boolean {
  return !hasStatus(settings.contract) || mentionsMcpSdk(sourceCode);
}

/** The modules of tool APIs whose results carry no status (MCP and its hosts). */
const STATUSLESS_MODULES = TOOL_APIS.flatMap((api) =>
  api.returns.kind === "result" && !hasStatus(api.returns.contract) ? api.modules : [],
);

/** The MCP SDK's client modules. */
const MCP_CLIENT = "@modelcontextprotocol/sdk/client";

/**
 * Whether the file mentions a tool API whose results carry no status (`@modelcontextprotocol/...`,
 * `mcp-handler`), looked up once per file. A mention of the MCP SDK's client modules does not count: a
 * file that calls tools builds no result, and what it makes of one it received is its own record. A proxy
 * mentions a server's modules too (the SDK's server or types, `mcp-handler`, fastmcp).
 */
export function mentionsMcpSdk(sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  let found = mentionsMcp.get(sourceCode);
  if (found === undefined) {
    const text = sourceCode.text.includes(MCP_CLIENT) ? sourceCode.text.split(MCP_CLIENT).join("") : sourceCode.text;
    found = STATUSLESS_MODULES.some((m) => text.includes(m));
    mentionsMcp.set(sourceCode, found);
  }
  return found;
}

/**
 * Whether the file calls a method that declares a tool by its name alone (`server.tool(`,
 * `server.registerTool(`) and builds the blocks of that API's results (`type: "text"`): a handler module
 * whose SDK import was type-only or absent, where such a call on a receiver of unknown origin is a tool
 * site (`byNameBesideItsBlocks`). Looked up once per file.
 */
export function namesToolsBesideBlocks(sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  let found = byNameBesideBlocks.get(sourceCode);
  if (found === undefined) {
    const text = sourceCode.text;
    found = BY_NAME_METHOD_MENTION.test(text) && BY_NAME_BLOCKS_MENTION.test(text);
    byNameBesideBlocks.set(sourceCode, found);
  }
  return found;
}
