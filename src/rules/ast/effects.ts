/**
 * What evaluating an expression may read and write, conservatively, so that a fix can tell whether
 * evaluating two pieces of code in the other order could give other values:
 * - a read of a variable that can change (`let`, `var`, a parameter, a global), or of any object's
 *   properties (the "heap");
 * - a write to a variable (`x++`, `x = 1`) or to a property (the heap);
 * - a call, `new`, `await`, `yield`, a tagged template, `delete`, JSX, a class: may read and write anything.
 * Reading a `const`, an import, a function or class declaration reads nothing that can change. Getters
 * and proxies are assumed to do nothing but read: a property read counts as a heap read.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";

/** A set of variable names, or everything. */
export type Names = ReadonlySet<string> | "all";

export interface Effects {
  readonly reads: Names;
  readonly writes: Names;
}

/** The pseudo-variable that stands for every object's properties. */
export const HEAP = "\u0000heap";

const NONE: Effects = { reads: new Set(), writes: new Set() };
const ALL: Effects = { reads: "all", writes: "all" };
/** Deeper expressions than this are taken to do anything (and are never walked further). */
const MAX_DEPTH = 200;

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Whether evaluating `node` may write anything at all (cheap: no scope look-ups). */
export function mayWrite(node: TSESTree.Node | null | undefined, depth = 0): boolean {
  if (!node) return false;
  if (depth > MAX_DEPTH) return true;
  switch (node.type) {
    case AST_NODE_TYPES.Literal:
    case AST_NODE_TYPES.Identifier:
    case AST_NODE_TYPES.ThisExpression:
    case AST_NODE_TYPES.Super:
    case AST_NODE_TYPES.MetaProperty:
    case AST_NODE_TYPES.ArrowFunctionExpression:
    case AST_NODE_TYPES.FunctionExpression:
    case AST_NODE_TYPES.PrivateIdentifier:
      return false;
    case AST_NODE_TYPES.Property:
      return (
        (node.computed && mayWrite(node.key, depth + 1)) ||
        (node.kind === "init" && !node.method && mayWrite(node.value, depth + 1))
      );
    default: {
      if (writesByItself(node)) return true;
      for (const child of children(node)) if (mayWrite(child, depth + 1)) return true;
      return false;
    }
  }
}

/** The reads and writes of evaluating `node` (a property: its computed key and its value). */
export function effectsOf(sourceCode: SourceCode, node: TSESTree.Node): Effects {
  const reads = new Set<string>();
  const writes = new Set<string>();
  let all = false;
  const visit = (current: TSESTree.Node | null | undefined, depth: number): void => {
    if (!current || all) return;
    if (depth > MAX_DEPTH) {
      all = true;
      return;
    }
    switch (current.type) {
      case AST_NODE_TYPES.Identifier:
        if (isMutable(sourceCode, current)) reads.add(current.name);
        return;
      case AST_NODE_TYPES.Literal:
      case AST_NODE_TYPES.ThisExpression:
      case AST_NODE_TYPES.Super:
      case AST_NODE_TYPES.MetaProperty:
      case AST_NODE_TYPES.ArrowFunctionExpression:
      case AST_NODE_TYPES.FunctionExpression:
      case AST_NODE_TYPES.PrivateIdentifier:
        return;
      case AST_NODE_TYPES.Property:
        if (current.computed) visit(current.key, depth + 1);
        if (current.kind === "init" && !current.method) visit(current.value, depth + 1);
        return;
      case AST_NODE_TYPES.MemberExpression:
        reads.add(HEAP);
        visit(current.object, depth + 1);
        if (current.computed) visit(current.property, depth + 1);
        return;
      case AST_NODE_TYPES.SpreadElement:
        reads.add(HEAP);
        visit(current.argument, depth + 1);
        return;
      case AST_NODE_TYPES.UpdateExpression:
      case AST_NODE_TYPES.AssignmentExpression: {
        const target = current.type === AST_NODE_TYPES.UpdateExpression ? current.argument : current.left;
        if (target.type === AST_NODE_TYPES.Identifier) {
          reads.add(target.name);
          writes.add(target.name);
        } else if (target.type === AST_NODE_TYPES.MemberExpression) {
          reads.add(HEAP);
          writes.add(HEAP);
          visit(target.object, depth + 1);
          if (target.computed) visit(target.property, depth + 1);
        } else {
          all = true; // destructuring assignment
          return;
        }
        if (current.type === AST_NODE_TYPES.AssignmentExpression) visit(current.right, depth + 1);
        return;
      }
      default:
        if (writesByItself(current)) {
          all = true;
          return;
        }
        for (const child of children(current)) visit(child, depth + 1);
    }
  };
  visit(node, 0);
  if (all) return ALL;
  return reads.size === 0 && writes.size === 0 ? NONE : { reads, writes };
}

/** Whether two pieces of code could give other values when evaluated in the other order. */
export function conflict(a: Effects, b: Effects): boolean {
  return meets(a.writes, b.reads) || meets(a.reads, b.writes) || meets(a.writes, b.writes);
}

function meets(x: Names, y: Names): boolean {
  if (x === "all") return y === "all" || y.size > 0;
  if (y === "all") return x.size > 0;
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  for (const name of small) if (large.has(name)) return true;
  return false;
}

/** Effects of `a` and `b` together. */
export class EffectsUnion implements Effects {
  reads: Set<string> | "all" = new Set();
  writes: Set<string> | "all" = new Set();

  add(effects: Effects): void {
    this.reads = merge(this.reads, effects.reads);
    this.writes = merge(this.writes, effects.writes);
  }
}

function merge(into: Set<string> | "all", names: Names): Set<string> | "all" {
  if (into === "all" || names === "all") return "all";
  for (const name of names) into.add(name);
  return into;
}

/** Node types whose evaluation may run arbitrary code. */
function writesByItself(node: TSESTree.Node): boolean {
  switch (node.type) {
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.NewExpression:
    case AST_NODE_TYPES.AwaitExpression:
    case AST_NODE_TYPES.YieldExpression:
    case AST_NODE_TYPES.TaggedTemplateExpression:
    case AST_NODE_TYPES.ImportExpression:
    case AST_NODE_TYPES.ClassExpression:
    case AST_NODE_TYPES.JSXElement:
    case AST_NODE_TYPES.JSXFragment:
    case AST_NODE_TYPES.UpdateExpression:
    case AST_NODE_TYPES.AssignmentExpression:
      return true;
    case AST_NODE_TYPES.UnaryExpression:
      return node.operator === "delete";
    default:
      return !KNOWN.has(node.type);
  }
}

/** Expression types whose evaluation is the evaluation of their children. */
const KNOWN = new Set<string>([
  AST_NODE_TYPES.TemplateLiteral,
  AST_NODE_TYPES.ArrayExpression,
  AST_NODE_TYPES.ObjectExpression,
  AST_NODE_TYPES.Property,
  AST_NODE_TYPES.SpreadElement,
  AST_NODE_TYPES.UnaryExpression,
  AST_NODE_TYPES.BinaryExpression,
  AST_NODE_TYPES.LogicalExpression,
  AST_NODE_TYPES.ConditionalExpression,
  AST_NODE_TYPES.MemberExpression,
  AST_NODE_TYPES.ChainExpression,
  AST_NODE_TYPES.SequenceExpression,
  AST_NODE_TYPES.TSAsExpression,
  AST_NODE_TYPES.TSSatisfiesExpression,
  AST_NODE_TYPES.TSNonNullExpression,
  AST_NODE_TYPES.TSTypeAssertion,
  AST_NODE_TYPES.TSInstantiationExpression,
  AST_NODE_TYPES.Literal,
  AST_NODE_TYPES.Identifier,
  AST_NODE_TYPES.PrivateIdentifier,
]);

/** The sub-expressions evaluated as part of `node` (for the types in KNOWN). */
function children(node: TSESTree.Node): (TSESTree.Node | null | undefined)[] {
  switch (node.type) {
    case AST_NODE_TYPES.TemplateLiteral:
      return node.expressions;
    case AST_NODE_TYPES.ArrayExpression:
      return node.elements;
    case AST_NODE_TYPES.ObjectExpression:
      return node.properties;
    case AST_NODE_TYPES.SpreadElement:
      return [node.argument];
    case AST_NODE_TYPES.UnaryExpression:
      return [node.argument];
    case AST_NODE_TYPES.BinaryExpression:
    case AST_NODE_TYPES.LogicalExpression:
      return [node.left, node.right];
    case AST_NODE_TYPES.ConditionalExpression:
      return [node.test, node.consequent, node.alternate];
    case AST_NODE_TYPES.MemberExpression:
      return node.computed ? [node.object, node.property] : [node.object];
    case AST_NODE_TYPES.ChainExpression:
    case AST_NODE_TYPES.TSAsExpression:
    case AST_NODE_TYPES.TSSatisfiesExpression:
    case AST_NODE_TYPES.TSNonNullExpression:
    case AST_NODE_TYPES.TSTypeAssertion:
    case AST_NODE_TYPES.TSInstantiationExpression:
      return [node.expression];
    case AST_NODE_TYPES.SequenceExpression:
      return node.expressions;
    case AST_NODE_TYPES.Property:
      return [node.computed ? node.key : null, node.kind === "init" && !node.method ? node.value : null];
    default:
      return [];
  }
}

/** Whether the variable an identifier reads can change between two evaluations (not a const, import, function or class). */
function isMutable(sourceCode: SourceCode, identifier: TSESTree.Identifier): boolean {
  let scope: TSESLint.Scope.Scope | null;
  try {
    scope = sourceCode.getScope(identifier);
  } catch {
    return true;
  }
  for (let current: TSESLint.Scope.Scope | null = scope; current; current = current.upper) {
    const variable = current.set.get(identifier.name);
    if (!variable) continue;
    return !variable.defs.every(
      (def) =>
        def.type === "ImportBinding" ||
        def.type === "FunctionName" ||
        def.type === "ClassName" ||
        (def.type === "Variable" &&
          def.parent?.type === AST_NODE_TYPES.VariableDeclaration &&
          def.parent.kind === "const"),
    );
  }
  return identifier.name !== "undefined" && identifier.name !== "NaN" && identifier.name !== "Infinity";
}
