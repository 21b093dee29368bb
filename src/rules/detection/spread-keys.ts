/**
 * The keys a spread visibly may set: the keys of the object literals its argument can evaluate to,
 * through conditionals (`...(c ? { status: "error" } : {})`), logical operators
 * (`...(failed && { status: "error" })`), parentheses, type-only wrappers and `const`s that name such an
 * expression. Anything else (a call, a parameter) shows no keys.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { propertyKeyName, resolveExpression } from "../ast/static-values.js";

const MAX_DEPTH = 16;

/** The keys among `wanted` that the spread's argument visibly may set, in the order first seen. */
export function visibleSpreadKeys(
  sourceCode: Readonly<TSESLint.SourceCode>,
  spread: TSESTree.SpreadElement,
  wanted: ReadonlySet<string>,
): string[] {
  const found: string[] = [];
  const visit = (node: TSESTree.Node, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    const current = resolveExpression(sourceCode, node);
    switch (current.type) {
      case AST_NODE_TYPES.ObjectExpression:
        for (const property of current.properties) {
          if (property.type === AST_NODE_TYPES.SpreadElement) {
            visit(property.argument, depth + 1);
            continue;
          }
          const name = propertyKeyName(sourceCode, property);
          if (name !== undefined && wanted.has(name) && !found.includes(name)) found.push(name);
        }
        return;
      case AST_NODE_TYPES.ConditionalExpression:
        visit(current.consequent, depth + 1);
        visit(current.alternate, depth + 1);
        return;
      case AST_NODE_TYPES.LogicalExpression:
        visit(current.left, depth + 1);
        visit(current.right, depth + 1);
        return;
      case AST_NODE_TYPES.SequenceExpression: {
        const last = current.expressions[current.expressions.length - 1];
        if (last) visit(last, depth + 1);
        return;
      }
      default:
        return;
    }
  };
  visit(spread.argument, 0);
  return found;
}
