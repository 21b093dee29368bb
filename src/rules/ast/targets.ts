/**
 * Whether an expression is written to, by any of the language's writes: not only `x.p = v`, but every
 * assignment operator (`x.p ??= v`, `x.p ||= v`), a destructuring target (`({ p: x.p } = o)`, `[x.p] =
 * a`, with a default or as a rest), a `for...in`/`for...of` target, `x.p++` and `delete x.p`. The scope
 * manager gives write references for names only; a member's writes are told here, from the syntax.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESTree } from "@typescript-eslint/utils";

/** Whether `node` (a member expression, or a name) is the target of a write. */
export function isWriteTarget(node: TSESTree.Node): boolean {
  let target = node;
  for (let parent = target.parent; parent; target = parent, parent = target.parent) {
    switch (parent.type) {
      case AST_NODE_TYPES.AssignmentExpression:
      case AST_NODE_TYPES.ForInStatement:
      case AST_NODE_TYPES.ForOfStatement:
        return parent.left === target;
      case AST_NODE_TYPES.UpdateExpression:
        return true;
      case AST_NODE_TYPES.UnaryExpression:
        return parent.operator === "delete";
      // A pattern's element is written as the whole pattern is: walk up to what writes it.
      case AST_NODE_TYPES.AssignmentPattern:
        if (parent.left !== target) return false;
        continue;
      case AST_NODE_TYPES.Property:
        if (parent.value !== target || parent.parent.type !== AST_NODE_TYPES.ObjectPattern) return false;
        continue;
      case AST_NODE_TYPES.ObjectPattern:
      case AST_NODE_TYPES.ArrayPattern:
      case AST_NODE_TYPES.RestElement:
        continue;
      // Types and parentheses change nothing of what is written (`(x.p as T) = v`).
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.TSTypeAssertion:
        continue;
      default:
        return false;
    }
  }
  return false;
}
