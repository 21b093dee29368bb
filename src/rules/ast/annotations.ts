/**
 * The type annotation that types an object literal where the code spells it out, what such an annotation
 * visibly declares, and the type the code declares for an expression (a name's annotation, an assertion,
 * a property of a type of this file): syntax only, for detection and for the fix.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { MAX_EXPRESSION_DEPTH, MAX_TYPE_DEPTH } from "./limits.js";
import { enclosingFunction } from "./functions.js";
import { definitionOf } from "./scope.js";
import { plainKeyName } from "./static-values.js";
import { walk } from "./walk.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * The annotation that types `node`: `as T`, `satisfies T`, a typed variable or class property, or the
 * declared return type of the function that returns it (`Promise<T>` unwrapped); undefined when none.
 */
export function annotationOf(node: TSESTree.Expression): TSESTree.TypeNode | undefined {
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

/**
 * The annotation a literal is checked against where it is one of the values an expression may take: as
 * `annotationOf`, also through a conditional's branches and logical operators (`const r: T = ok ? { ... }
 * : other`), and for a parameter's default (`function f(r: T = { ... })`).
 */
export function declaredTypeOf(node: TSESTree.ObjectExpression): TSESTree.TypeNode | undefined {
  let value: TSESTree.Node = node;
  for (let depth = 0; depth < MAX_EXPRESSION_DEPTH; depth++) {
    const parent: TSESTree.Node | undefined = value.parent;
    const branch =
      (parent?.type === AST_NODE_TYPES.ConditionalExpression && parent.test !== value) ||
      parent?.type === AST_NODE_TYPES.LogicalExpression;
    if (!branch) break;
    value = parent;
  }
  const parent = value.parent;
  if (parent?.type === AST_NODE_TYPES.AssignmentPattern && parent.right === value) {
    return parent.left.type === AST_NODE_TYPES.Identifier ? parent.left.typeAnnotation?.typeAnnotation : undefined;
  }
  return annotationOf(value as TSESTree.Expression);
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
    return member.computed || signatureName(member) === key;
  });
}

/** The name of a property or method signature that is not computed (`a: T`, `"a"(): T`). */
function signatureName(member: TSESTree.TSPropertySignature | TSESTree.TSMethodSignature): string {
  return member.key.type === AST_NODE_TYPES.Identifier
    ? member.key.name
    : String((member.key as TSESTree.Literal).value);
}

/**
 * The type the code declares for an expression: a name's annotation (`input: Input`), an assertion's
 * (`x as Row`), a property's in that type (`input.target` with `interface Input { target: string }`, an
 * interface, type alias or type literal of this file without type parameters; not an optional property).
 * Narrowing only makes such a type narrower.
 */
export function declaredType(
  sourceCode: SourceCode,
  node: TSESTree.Node,
  depth: number,
): TSESTree.TypeNode | undefined {
  if (depth > MAX_EXPRESSION_DEPTH) return undefined;
  switch (node.type) {
    case AST_NODE_TYPES.Identifier: {
      const def = definitionOf(sourceCode, node);
      if (def?.type !== "Parameter" && def?.type !== "Variable") return undefined;
      // An optional parameter (`x?: string`) may also be undefined.
      return def.name.type === AST_NODE_TYPES.Identifier && !def.name.optional
        ? def.name.typeAnnotation?.typeAnnotation
        : undefined;
    }
    case AST_NODE_TYPES.TSAsExpression:
    case AST_NODE_TYPES.TSTypeAssertion:
      return isConst(node.typeAnnotation) ? undefined : node.typeAnnotation;
    case AST_NODE_TYPES.TSNonNullExpression:
      return declaredType(sourceCode, node.expression, depth + 1);
    case AST_NODE_TYPES.MemberExpression: {
      if (node.computed || node.optional || node.property.type !== AST_NODE_TYPES.Identifier) return undefined;
      const object = declaredType(sourceCode, node.object, depth + 1);
      return object && propertyType(sourceCode, object, node.property.name, 0);
    }
    default:
      return undefined;
  }
}

/** The declared type of a required property of an object type this file spells out. */
function propertyType(
  sourceCode: SourceCode,
  type: TSESTree.TypeNode,
  key: string,
  depth: number,
): TSESTree.TypeNode | undefined {
  const members = objectMembers(sourceCode, type, depth);
  const member = members?.find(
    (m) => m.type === AST_NODE_TYPES.TSPropertySignature && !m.computed && signatureName(m) === key,
  );
  return member?.type === AST_NODE_TYPES.TSPropertySignature && !member.optional
    ? member.typeAnnotation?.typeAnnotation
    : undefined;
}

/** The members of a type literal, or of an interface or type alias of this file that names one. */
function objectMembers(
  sourceCode: SourceCode,
  type: TSESTree.TypeNode,
  depth: number,
): readonly TSESTree.TypeElement[] | undefined {
  if (depth > MAX_TYPE_DEPTH) return undefined;
  if (type.type === AST_NODE_TYPES.TSTypeLiteral) return type.members;
  const declaration = localDeclaration(sourceCode, type);
  if (declaration?.type === AST_NODE_TYPES.TSInterfaceDeclaration) return declaration.body.body;
  return declaration && objectMembers(sourceCode, declaration.typeAnnotation, depth + 1);
}

/** The interface or type alias of this file, without type parameters, that a type reference names. */
export function localDeclaration(
  sourceCode: SourceCode,
  type: TSESTree.TypeNode,
): TSESTree.TSInterfaceDeclaration | TSESTree.TSTypeAliasDeclaration | undefined {
  if (
    type.type !== AST_NODE_TYPES.TSTypeReference ||
    type.typeArguments ||
    type.typeName.type !== AST_NODE_TYPES.Identifier
  ) {
    return undefined;
  }
  const node = definitionOf(sourceCode, type.typeName)?.node;
  return (node?.type === AST_NODE_TYPES.TSInterfaceDeclaration ||
    node?.type === AST_NODE_TYPES.TSTypeAliasDeclaration) &&
    !node.typeParameters
    ? node
    : undefined;
}

/** `as const` */
export function isConst(type: TSESTree.TypeNode): boolean {
  return (
    type.type === AST_NODE_TYPES.TSTypeReference &&
    type.typeName.type === AST_NODE_TYPES.Identifier &&
    type.typeName.name === "const"
  );
}

/**
 * The property names the file's own types declare (interfaces, type literals, class fields), and whether
 * one of them has a key the file cannot name (computed, or a mapped type's):
 * without type information, a type of the file may reach a literal where its syntax does not show it
 * (`results.push(r)` with `results: Out[]`, `yield r` in a `Generator<Out>`, a typed holder).
 */
export function declaredPropertyNames(sourceCode: SourceCode): {
  readonly names: ReadonlySet<string>;
  readonly any: boolean;
} {
  let found = declaredPerFile.get(sourceCode);
  if (found === undefined) {
    const names = new Set<string>();
    let any = false;
    walk(sourceCode, DECLARING, (node) => {
      switch (node.type) {
        case AST_NODE_TYPES.TSPropertySignature:
        case AST_NODE_TYPES.TSMethodSignature:
        case AST_NODE_TYPES.PropertyDefinition:
        case AST_NODE_TYPES.TSAbstractPropertyDefinition: {
          // A private field (`#x`) is no property of the type.
          if (node.key.type === AST_NODE_TYPES.PrivateIdentifier) return;
          const name = plainKeyName(node);
          if (name === undefined) any = true;
          else names.add(name);
          return;
        }
        // An index signature requires no key; a mapped type may require any.
        case AST_NODE_TYPES.TSMappedType:
          any = true;
          return;
        default:
          return;
      }
    });
    found = { names, any };
    declaredPerFile.set(sourceCode, found);
  }
  return found;
}

/** The nodes that declare a property of a type, or may declare any. */
const DECLARING = [
  AST_NODE_TYPES.TSPropertySignature,
  AST_NODE_TYPES.TSMethodSignature,
  AST_NODE_TYPES.PropertyDefinition,
  AST_NODE_TYPES.TSAbstractPropertyDefinition,
  AST_NODE_TYPES.TSMappedType,
] as const;

const declaredPerFile = new WeakMap<SourceCode, { readonly names: ReadonlySet<string>; readonly any: boolean }>();
