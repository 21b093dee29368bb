/**
 * The type annotation that types an object literal where the code spells it out, and what such an
 * annotation visibly declares: syntax only, for detection and for the fix.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { MAX_TYPE_DEPTH } from "./limits.js";
import { enclosingFunction } from "./functions.js";
import { definitionOf } from "./scope.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * The annotation that types `node`: `as T`, `satisfies T`, a typed variable or class property, or the
 * declared return type of the function that returns it (`Promise<T>` unwrapped); undefined when none.
 */
export function annotationOf(node: TSESTree.ObjectExpression): TSESTree.TypeNode | undefined {
  const parent = node.parent;
  if (parent.type === AST_NODE_TYPES.TSAsExpression || parent.type === AST_NODE_TYPES.TSSatisfiesExpression) {
    return parent.typeAnnotation;
  }
  if (parent.type === AST_NODE_TYPES.VariableDeclarator && parent.init === node) {
    return parent.id.typeAnnotation?.typeAnnotation;
  }
  if (parent.type === AST_NODE_TYPES.PropertyDefinition && parent.value === node) {
    return parent.typeAnnotation?.typeAnnotation;
  }
  const fn =
    parent.type === AST_NODE_TYPES.ReturnStatement
      ? enclosingFunction(parent)
      : parent.type === AST_NODE_TYPES.ArrowFunctionExpression && parent.body === node
        ? parent
        : undefined;
  if (!fn || fn.generator) return undefined;
  return fn.returnType?.typeAnnotation;
}

/** `Promise<T>` and `PromiseLike<T>` as `T`. */
export function awaitedAnnotation(type: TSESTree.TypeNode): TSESTree.TypeNode {
  if (
    type.type === AST_NODE_TYPES.TSTypeReference &&
    type.typeName.type === AST_NODE_TYPES.Identifier &&
    (type.typeName.name === "Promise" || type.typeName.name === "PromiseLike") &&
    type.typeArguments?.params.length === 1
  ) {
    return type.typeArguments.params[0] as TSESTree.TypeNode;
  }
  return type;
}

/**
 * Whether an annotation has, or may have, a property named `key`: a type literal, interface or type
 * alias of the same file that lists it (or has an index signature), or a type the code does not show
 * (an import, a generic, a mapped type). `any`, `unknown` and the types `known` names (tool-result types,
 * which have no such key) have none.
 */
export function annotationMayHave(
  sourceCode: SourceCode,
  type: TSESTree.TypeNode,
  key: string,
  known: (reference: TSESTree.TSTypeReference) => boolean,
  depth = 0,
): boolean {
  if (depth > MAX_TYPE_DEPTH) return true;
  const next = depth + 1;
  const node = awaitedAnnotation(type);
  switch (node.type) {
    case AST_NODE_TYPES.TSAnyKeyword:
    case AST_NODE_TYPES.TSUnknownKeyword:
      return false;
    case AST_NODE_TYPES.TSUnionType:
    case AST_NODE_TYPES.TSIntersectionType:
      return node.types.some((part) => annotationMayHave(sourceCode, part, key, known, next));
    case AST_NODE_TYPES.TSTypeLiteral:
      return membersMayHave(node.members, key);
    case AST_NODE_TYPES.TSTypeReference: {
      if (known(node)) return false;
      if (node.typeName.type !== AST_NODE_TYPES.Identifier) return true;
      const def = definitionOf(sourceCode, node.typeName);
      const declaration = def?.node;
      if (declaration?.type === AST_NODE_TYPES.TSInterfaceDeclaration) {
        return declaration.extends.length > 0 || membersMayHave(declaration.body.body, key);
      }
      if (declaration?.type === AST_NODE_TYPES.TSTypeAliasDeclaration) {
        return annotationMayHave(sourceCode, declaration.typeAnnotation, key, known, next);
      }
      return true;
    }
    default:
      return true;
  }
}

function membersMayHave(members: readonly TSESTree.TypeElement[], key: string): boolean {
  return members.some((member) => {
    if (member.type === AST_NODE_TYPES.TSIndexSignature) return true;
    if (member.type !== AST_NODE_TYPES.TSPropertySignature && member.type !== AST_NODE_TYPES.TSMethodSignature) {
      return false;
    }
    if (member.computed) return true;
    const name =
      member.key.type === AST_NODE_TYPES.Identifier ? member.key.name : String((member.key as TSESTree.Literal).value);
    return name === key;
  });
}
