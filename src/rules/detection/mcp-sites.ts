/**
 * MCP tool sites (./tool-sites.ts): the callback of `server.registerTool(name, config, callback)` and of the
 * older `server.tool(name, ..., callback)`, and the handler of `server.setRequestHandler(CallToolRequestSchema,
 * handler)`, on a server made by the MCP TypeScript SDK (1.x `@modelcontextprotocol/sdk`, 2.x
 * `@modelcontextprotocol/server`). Each returns a `CallToolResult` (contract `mcp`); the site records
 * whether the tool declares an `outputSchema` in the same call.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { PRESETS } from "../../contract/index.js";
import { definitionOf, functionOf, moduleExportOf } from "../ast/modules.js";
import { configObject, propertyValue, recordWithHelpers, type OutputSchema, type ToolSite } from "./sites.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The MCP TypeScript SDK: 1.x in one package, 2.x split into `@modelcontextprotocol/server`, `/core`, ... */
export const MCP_PACKAGES = "@modelcontextprotocol/";
const MCP = MCP_PACKAGES;
/** Modules whose import makes a file an MCP server's (1.x `.../sdk/server/*`, 2.x `@modelcontextprotocol/server`). */
const MCP_SERVER = ["@modelcontextprotocol/sdk/server/", "@modelcontextprotocol/server"];
/** The methods of an MCP server that declare a tool. */
const MCP_METHODS = new Set(["registerTool", "tool", "setRequestHandler"]);

/** Whether the file imports (or mentions) the SDK's server modules. */
export function isMcpServerFile(sourceCode: SourceCode): boolean {
  return MCP_SERVER.some((module) => sourceCode.text.includes(module));
}

/**
 * Records the callback of an MCP tool: `server.registerTool(name, config, cb)`, `server.tool(name, ...,
 * cb)`, `server.setRequestHandler(CallToolRequestSchema, handler)`.
 */
export function mcpDeclaration(
  sourceCode: SourceCode,
  call: TSESTree.CallExpression,
  mcpServerFile: boolean,
  callbacks: Map<TSESTree.Node, ToolSite>,
): void {
  const callee = call.callee;
  if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed) return;
  if (callee.property.type !== AST_NODE_TYPES.Identifier || !MCP_METHODS.has(callee.property.name)) return;
  const method = callee.property.name;
  const args = call.arguments;
  let callback: TSESTree.Node | undefined;
  let outputSchema: OutputSchema = "none";
  if (method === "registerTool") {
    if (args.length !== 3) return;
    callback = args[2];
    const config = configObject(sourceCode, args[1]);
    outputSchema = !config
      ? "unknown"
      : propertyValue(sourceCode, config, "outputSchema") !== undefined
        ? "declared"
        : config.properties.some((p) => p.type === AST_NODE_TYPES.SpreadElement || p.computed)
          ? "unknown"
          : "none";
  } else if (method === "tool") {
    if (args.length < 2) return;
    callback = args[args.length - 1];
  } else {
    const schema = args[0] && moduleExportOf(sourceCode, args[0]);
    if (args.length !== 2 || schema?.name !== "CallToolRequestSchema" || !schema.module.startsWith(MCP)) return;
    callback = args[1];
    outputSchema = "unknown";
  }
  if (!isMcpServer(sourceCode, callee.object, mcpServerFile)) return;
  const fn = functionOf(sourceCode, callback);
  if (fn) recordWithHelpers(sourceCode, fn, { kind: "result", contract: PRESETS.mcp, outputSchema }, callbacks, 0);
}

/**
 * Whether the receiver of a tool declaration is an MCP server: a `const` holding `new X(...)` of a class
 * from the SDK, a parameter or variable annotated with one of its types, or (in a file that imports from
 * `@modelcontextprotocol/sdk/server/`) any receiver whose origin cannot be seen (`this.server`, an
 * unannotated parameter, an import). A receiver visibly made otherwise (`new Router()`) is not.
 */
function isMcpServer(sourceCode: SourceCode, receiver: TSESTree.Node, mcpServerFile: boolean): boolean {
  if (receiver.type !== AST_NODE_TYPES.Identifier) return mcpServerFile;
  const def = definitionOf(sourceCode, receiver);
  if (!def) return mcpServerFile;
  const declared = def.name.type === AST_NODE_TYPES.Identifier ? def.name.typeAnnotation?.typeAnnotation : undefined;
  if (declared) return fromMcp(sourceCode, declared);
  if (def.type === "Variable" && def.node.type === AST_NODE_TYPES.VariableDeclarator) {
    const init = def.node.init;
    if (init?.type === AST_NODE_TYPES.NewExpression) return fromMcp(sourceCode, init.callee);
    return init !== null && init !== undefined && mcpServerFile && !isLiteralValue(init);
  }
  return mcpServerFile;
}

/** Whether a class or type reference names an export of the MCP SDK. */
function fromMcp(sourceCode: SourceCode, node: TSESTree.Node): boolean {
  let name: TSESTree.Node = node;
  if (node.type === AST_NODE_TYPES.TSTypeReference) name = node.typeName;
  if (name.type === AST_NODE_TYPES.TSQualifiedName) name = name.left;
  if (name.type !== AST_NODE_TYPES.Identifier && name.type !== AST_NODE_TYPES.MemberExpression) return false;
  const found = moduleExportOf(sourceCode, name);
  return found !== undefined && found.module.startsWith(MCP);
}

/** An object, array, function or primitive written in place: not a server. */
function isLiteralValue(node: TSESTree.Node): boolean {
  switch (node.type) {
    case AST_NODE_TYPES.ObjectExpression:
    case AST_NODE_TYPES.ArrayExpression:
    case AST_NODE_TYPES.Literal:
    case AST_NODE_TYPES.TemplateLiteral:
    case AST_NODE_TYPES.ArrowFunctionExpression:
    case AST_NODE_TYPES.FunctionExpression:
    case AST_NODE_TYPES.ClassExpression:
      return true;
    default:
      return false;
  }
}
