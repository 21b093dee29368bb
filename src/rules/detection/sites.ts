/**
 * What a tool site is (./tool-sites.ts), and what finding one needs of any framework: reading a tool's
 * config object, and following a callback to the functions of the same file whose result it returns.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import type { ToolResultContract } from "../../contract/index.js";
import { functionOf } from "../ast/modules.js";
import { propertyKeyName, resolveExpression } from "../ast/static-values.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** How many calls deep a callback's `return helper(...)` is followed to the helper's own returns. */
const MAX_HELPER_DEPTH = 2;

/**
 * Whether the tool an MCP result belongs to declares an `outputSchema` in the same call: `"none"` when its
 * config is an object literal without one (or the API has none), `"declared"` when it has one, and
 * `"unknown"` when it cannot be seen (a config held elsewhere, a low-level handler, a declared type).
 */
export type OutputSchema = "none" | "declared" | "unknown";

/** What a tool site makes of an object literal. */
export type ToolSite =
  /** A tool result of this contract. */
  | {
      readonly kind: "result";
      readonly contract: ToolResultContract;
      readonly outputSchema?: OutputSchema;
      /** The class whose constructor copies only the contract's keys from the literal (`ToolResultBlock`). */
      readonly constructorName?: string;
    }
  /** Data the framework wraps in a successful result (a Strands SDK tool callback's return). */
  | { readonly kind: "wrapped"; readonly framework: "strands" };

/**
 * Records a callback, and the functions of the same file whose result it returns (`async (request) =>
 * handleToolCall(request)`, `return await run(args)`): their returns are the tool's results too.
 */
export function recordWithHelpers(
  sourceCode: SourceCode,
  fn: TSESTree.FunctionLike,
  site: ToolSite,
  callbacks: Map<TSESTree.Node, ToolSite>,
  depth: number,
): void {
  if (callbacks.has(fn)) return;
  callbacks.set(fn, site);
  if (depth >= MAX_HELPER_DEPTH) return;
  for (const returned of ownReturns(fn)) {
    let value: TSESTree.Node = returned;
    while (value.type === AST_NODE_TYPES.AwaitExpression) value = value.argument;
    if (value.type !== AST_NODE_TYPES.CallExpression || value.callee.type !== AST_NODE_TYPES.Identifier) continue;
    const helper = functionOf(sourceCode, value.callee);
    if (helper && helper !== fn) recordWithHelpers(sourceCode, helper, site, callbacks, depth + 1);
  }
}

/** What a function returns: its `return` arguments (not those of functions nested in it), or an arrow's body. */
function ownReturns(fn: TSESTree.FunctionLike): TSESTree.Node[] {
  const body = fn.body;
  if (!body) return [];
  if (body.type !== AST_NODE_TYPES.BlockStatement) return [body];
  const found: TSESTree.Node[] = [];
  const stack: TSESTree.Node[] = [body];
  while (stack.length > 0) {
    const node = stack.pop() as TSESTree.Node;
    if (node.type === AST_NODE_TYPES.ReturnStatement) {
      if (node.argument) found.push(node.argument);
      continue;
    }
    for (const child of statementChildren(node)) stack.push(child);
  }
  return found;
}

/** The statements nested in a statement, where returns of the same function can be. */
function statementChildren(node: TSESTree.Node): TSESTree.Node[] {
  switch (node.type) {
    case AST_NODE_TYPES.BlockStatement:
      return node.body;
    case AST_NODE_TYPES.IfStatement:
      return node.alternate ? [node.consequent, node.alternate] : [node.consequent];
    case AST_NODE_TYPES.SwitchStatement:
      return node.cases.flatMap((c) => c.consequent);
    case AST_NODE_TYPES.TryStatement:
      return [node.block, ...(node.handler ? [node.handler.body] : []), ...(node.finalizer ? [node.finalizer] : [])];
    case AST_NODE_TYPES.ForStatement:
    case AST_NODE_TYPES.ForInStatement:
    case AST_NODE_TYPES.ForOfStatement:
    case AST_NODE_TYPES.WhileStatement:
    case AST_NODE_TYPES.DoWhileStatement:
    case AST_NODE_TYPES.LabeledStatement:
      return [node.body];
    default:
      return [];
  }
}

export function configObject(
  sourceCode: SourceCode,
  node: TSESTree.Node | undefined,
): TSESTree.ObjectExpression | undefined {
  if (!node || node.type === AST_NODE_TYPES.SpreadElement) return undefined;
  const resolved = resolveExpression(sourceCode, node);
  return resolved.type === AST_NODE_TYPES.ObjectExpression ? resolved : undefined;
}

export function propertyValue(
  sourceCode: SourceCode,
  object: TSESTree.ObjectExpression,
  key: string,
): TSESTree.Node | undefined {
  let value: TSESTree.Node | undefined;
  for (const property of object.properties) {
    if (property.type !== AST_NODE_TYPES.Property) continue;
    if (propertyKeyName(sourceCode, property) !== key) continue;
    // `callback(input) { ... }` (a method) is the function itself.
    value = property.value;
  }
  return value;
}
