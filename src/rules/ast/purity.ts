import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESTree } from "@typescript-eslint/utils";

/**
 * Whether evaluating an expression can have no observable side effect, conservatively: literals,
 * identifiers, member reads, operators over those, and functions being defined (not called). Calls,
 * `new`, assignments, updates, `await`, `yield`, `delete` and tagged templates are not pure.
 */
export function isPure(node: TSESTree.Node | null | undefined): boolean {
  if (!node) return true;
  switch (node.type) {
    case AST_NODE_TYPES.Literal:
    case AST_NODE_TYPES.Identifier:
    case AST_NODE_TYPES.ThisExpression:
    case AST_NODE_TYPES.Super:
    case AST_NODE_TYPES.MetaProperty:
    case AST_NODE_TYPES.ArrowFunctionExpression:
    case AST_NODE_TYPES.FunctionExpression:
      return true;
    case AST_NODE_TYPES.TemplateLiteral:
      return node.expressions.every(isPure);
    case AST_NODE_TYPES.ArrayExpression:
      return node.elements.every(isPure);
    case AST_NODE_TYPES.ObjectExpression:
      return node.properties.every(isPureMember);
    case AST_NODE_TYPES.SpreadElement:
      return isPure(node.argument);
    case AST_NODE_TYPES.UnaryExpression:
      return node.operator !== "delete" && isPure(node.argument);
    case AST_NODE_TYPES.BinaryExpression:
    case AST_NODE_TYPES.LogicalExpression:
      return isPure(node.left) && isPure(node.right);
    case AST_NODE_TYPES.ConditionalExpression:
      return isPure(node.test) && isPure(node.consequent) && isPure(node.alternate);
    case AST_NODE_TYPES.MemberExpression:
      return isPure(node.object) && (!node.computed || isPure(node.property));
    case AST_NODE_TYPES.ChainExpression:
      return isPure(node.expression);
    case AST_NODE_TYPES.SequenceExpression:
      return node.expressions.every(isPure);
    case AST_NODE_TYPES.TSAsExpression:
    case AST_NODE_TYPES.TSSatisfiesExpression:
    case AST_NODE_TYPES.TSNonNullExpression:
    case AST_NODE_TYPES.TSTypeAssertion:
    case AST_NODE_TYPES.TSInstantiationExpression:
      return isPure(node.expression);
    default:
      return false;
  }
}

/** A property or spread of an object literal: its computed key and its value (a method only defines). */
export function isPureMember(member: TSESTree.ObjectLiteralElement): boolean {
  if (member.type === AST_NODE_TYPES.SpreadElement) return isPure(member.argument);
  if (member.computed && !isPure(member.key)) return false;
  return member.kind !== "init" || member.method || isPure(member.value);
}
