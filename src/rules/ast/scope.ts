/**
 * Variables: the one place the rules look up what a name refers to (its variable, its one definition,
 * the initializer of a `const`, whether anything writes it). Syntax and scope analysis only.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { sourceOf } from "./source.js";

type SourceCode = Readonly<TSESLint.SourceCode>;
export type Variable = TSESLint.Scope.Variable;
export type Definition = TSESLint.Scope.Definition;

/** The variable `identifier` refers to, from the innermost scope outwards; undefined for a global nobody declares. */
export function variableOf(sourceCode: SourceCode, identifier: TSESTree.Identifier): Variable | undefined {
  for (let scope: TSESLint.Scope.Scope | null = sourceCode.getScope(identifier); scope; scope = scope.upper) {
    const variable = scope.set.get(identifier.name);
    if (variable) return variable;
  }
  return undefined;
}

/** Whether `identifier` names a global the code does not declare (one the config declares counts: it has no definition). */
export function isGlobal(sourceCode: SourceCode, identifier: TSESTree.Identifier): boolean {
  const variable = variableOf(sourceCode, identifier);
  return variable === undefined || variable.defs.length === 0;
}

/** The one definition of the variable an identifier refers to (undefined when there are several or none). */
export function definitionOf(sourceCode: SourceCode, identifier: TSESTree.Identifier): Definition | undefined {
  const variable = variableOf(sourceCode, identifier);
  return variable?.defs.length === 1 ? variable.defs[0] : undefined;
}

/**
 * Whether a variable is a classic script's top-level name: a global, which any code may reach without
 * the name in sight (`globalThis.r`, a sloppy function's `this`, `new Function("return r")`,
 * `document.defaultView`, another script). A module's, and CommonJS's, top-level names are their own.
 */
export function isScriptGlobal(variable: Variable): boolean {
  return variable.scope.type === "global" && variable.defs.length > 0;
}

/** Whether the variable is assigned anywhere but in its own declaration (with `updates`, `++` and `--` count too). */
export function isReassigned(variable: Variable, updates = true): boolean {
  return variable.references.some(
    (reference) =>
      reference.isWrite() &&
      !reference.init &&
      (updates || reference.identifier.parent?.type !== AST_NODE_TYPES.UpdateExpression),
  );
}

/**
 * What a variable holds for its whole life: the initializer of its one declaration under a plain name
 * (`const x = <init>`, or a `let` or `var` never assigned again); null for anything else (no initializer,
 * a parameter, a destructured or reassigned name, an import, more than one declaration).
 */
export function soleInitializer(variable: Variable): TSESTree.Expression | null {
  const def = variable.defs.length === 1 ? variable.defs[0] : undefined;
  return def?.type === "Variable" &&
    def.node.type === AST_NODE_TYPES.VariableDeclarator &&
    def.node.id.type === AST_NODE_TYPES.Identifier &&
    !isReassigned(variable)
    ? def.node.init
    : null;
}

/** Whether `identifier` is inside a `with` statement's body, where a name may resolve to any object's property. */
export function insideWith(sourceCode: SourceCode, identifier: TSESTree.Identifier): boolean {
  for (let scope: TSESLint.Scope.Scope | null = sourceCode.getScope(identifier); scope; scope = scope.upper) {
    if (scope.type === "with") return true;
  }
  return false;
}

/** Strips what only changes types: `as`, `satisfies`, `!`, `<T>x`. Parentheses leave no node in ESTree. */
export function unwrap(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  for (;;) {
    switch (current.type) {
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.TSTypeAssertion:
        current = current.expression;
        break;
      default:
        return current;
    }
  }
}

/**
 * The initializer of the `const` an identifier refers to (`const x = <init>`), unwrapped; undefined when
 * the identifier is not a simply initialized `const` (a `let`, a parameter, a destructured binding, an
 * import, a global).
 */
export function constInitializer(sourceCode: SourceCode, identifier: TSESTree.Identifier): TSESTree.Node | undefined {
  const def = definitionOf(sourceCode, identifier);
  if (!def || def.type !== "Variable") return undefined;
  const declarator = def.node;
  if (
    declarator.type !== AST_NODE_TYPES.VariableDeclarator ||
    declarator.id.type !== AST_NODE_TYPES.Identifier ||
    !declarator.init ||
    def.parent?.type !== AST_NODE_TYPES.VariableDeclaration ||
    def.parent.kind !== "const"
  ) {
    return undefined;
  }
  return unwrap(declarator.init);
}

/**
 * Whether the object a name holds is as it was made where `identifier` reads it: every other reference
 * reads it in place, or runs after this read (later in the same function, with no loop around both). In
 * place is a spread (`...stats`), a read into a template, an operator or a test (`${stats}`, `n > 0`), and
 * a property read that is not written, updated, deleted or called (`stats.frames`). Anything else (an
 * argument, an alias, a method call, `stats.status = ...`) may add or change its keys before it is read.
 *
 * With `deep`, for a check of every value inside (a moved value must stay JSON), a property read in place
 * must go no further either, unless `deep` says it holds a primitive, which is copied where it goes; a
 * spread, which hands on the values inside, is not in place; and a later use counts too, as the result
 * still holds the value, unless the read `copied` it (a spread of an object of primitives).
 */
export function readOnlyInPlace(
  sourceCode: SourceCode,
  identifier: TSESTree.Identifier,
  deep?: (member: TSESTree.MemberExpression) => boolean,
  copied = false,
): boolean {
  const variable = variableOf(sourceCode, identifier);
  if (!variable) return false;
  // `eval` may write anything; a getter or method of the object may write the object itself.
  if (mentionsEval(sourceCode)) return false;
  const init = variable.defs[0]?.node;
  if (
    init?.type === AST_NODE_TYPES.VariableDeclarator &&
    init.init?.type === AST_NODE_TYPES.ObjectExpression &&
    init.init.properties.some((p) => p.type === AST_NODE_TYPES.Property && (p.kind !== "init" || p.method))
  ) {
    return false;
  }
  const here = sourceCode.getScope(identifier).variableScope;
  // Later uses run later only in the function that makes the object: one called twice runs them first.
  const declaredHere = variable.scope.variableScope === here;
  return variable.references.every((reference) => {
    if (reference.init || reference.identifier === identifier) return true;
    const node = reference.identifier as TSESTree.Node;
    // A use after this read, in the same function and no loop around both, runs after it: after a spread
    // has copied the keys, but not before a value read deep is sent (the result still holds it).
    if (
      (!deep || copied) &&
      declaredHere &&
      node.range[0] > identifier.range[1] &&
      sourceCode.getScope(node).variableScope === here
    ) {
      if (!loopAround(identifier, node)) return true;
    }
    const parent = node.parent;
    if (parent?.type === AST_NODE_TYPES.SpreadElement) return parent.argument === node && !deep;
    if (parent?.type !== AST_NODE_TYPES.MemberExpression || parent.object !== node) return readsOnly(node);
    if (!readsInPlace(parent)) return false;
    if (!deep) return true;
    // The outermost member read (`stats.a.b`), which must hold a primitive or be read only.
    let member: TSESTree.MemberExpression = parent;
    while (member.parent.type === AST_NODE_TYPES.MemberExpression && member.parent.object === member) {
      if (!readsInPlace(member.parent)) return false;
      member = member.parent;
    }
    return deep(member) || readsOnly(member);
  });
}

/** Whether a value is read into a template, an operator or a test, and goes no further. */
function readsOnly(node: TSESTree.Node): boolean {
  const parent = node.parent;
  switch (parent?.type) {
    case AST_NODE_TYPES.TemplateLiteral:
      return true;
    case AST_NODE_TYPES.BinaryExpression:
      // `x instanceof C` hands `x` to `C[Symbol.hasInstance]`.
      return parent.operator !== "instanceof";
    case AST_NODE_TYPES.UnaryExpression:
      return parent.operator !== "delete";
    case AST_NODE_TYPES.IfStatement:
    case AST_NODE_TYPES.WhileStatement:
    case AST_NODE_TYPES.DoWhileStatement:
    case AST_NODE_TYPES.ForStatement:
    case AST_NODE_TYPES.ConditionalExpression:
      return parent.test === node;
    case AST_NODE_TYPES.SwitchStatement:
      return parent.discriminant === node;
    case AST_NODE_TYPES.MemberExpression:
      // A computed key (`totals[stats.key]`).
      return parent.property === node;
    default:
      return false;
  }
}

/** Whether `x.p` is only read: not a target (assigned, updated, deleted, destructured into, looped into), not called. */
function readsInPlace(member: TSESTree.MemberExpression): boolean {
  const use = member.parent;
  switch (use.type) {
    case AST_NODE_TYPES.AssignmentExpression:
    case AST_NODE_TYPES.AssignmentPattern:
      return use.left !== member;
    case AST_NODE_TYPES.UpdateExpression:
    case AST_NODE_TYPES.ArrayPattern:
    case AST_NODE_TYPES.RestElement:
      return false;
    case AST_NODE_TYPES.Property:
      return use.parent.type !== AST_NODE_TYPES.ObjectPattern;
    case AST_NODE_TYPES.ForInStatement:
    case AST_NODE_TYPES.ForOfStatement:
      return use.left !== member;
    case AST_NODE_TYPES.UnaryExpression:
      return use.operator !== "delete";
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.NewExpression:
      return use.callee !== member;
    case AST_NODE_TYPES.TaggedTemplateExpression:
      return use.tag !== member;
    default:
      return true;
  }
}

/** Whether a loop in the function of `a` holds both `a` and `b`. */
function loopAround(a: TSESTree.Node, b: TSESTree.Node): boolean {
  for (let up = a.parent; up; up = up.parent) {
    switch (up.type) {
      case AST_NODE_TYPES.ForStatement:
      case AST_NODE_TYPES.ForInStatement:
      case AST_NODE_TYPES.ForOfStatement:
      case AST_NODE_TYPES.WhileStatement:
      case AST_NODE_TYPES.DoWhileStatement:
        if (up.range[0] <= b.range[0] && b.range[1] <= up.range[1]) return true;
        break;
      case AST_NODE_TYPES.FunctionDeclaration:
      case AST_NODE_TYPES.FunctionExpression:
      case AST_NODE_TYPES.ArrowFunctionExpression:
        return false;
      default:
        break;
    }
  }
  return false;
}

const evalMentions = new WeakMap<SourceCode, boolean>();

/** Whether the file's code mentions `eval`, outside comments (looked for once per file). */
export function mentionsEval(sourceCode: SourceCode): boolean {
  let found = evalMentions.get(sourceCode);
  if (found === undefined) {
    found = sourceOf(sourceCode).mentionedInCode(/\beval\b/u);
    evalMentions.set(sourceCode, found);
  }
  return found;
}

/** Whether a declaration has no code of its own (`declare const x`, `declare function f()`, in `declare module`). */
export function ambient(node: TSESTree.Node): boolean {
  for (let up: TSESTree.Node | undefined = node; up; up = up.parent) {
    if (up.type === AST_NODE_TYPES.TSDeclareFunction || ("declare" in up && up.declare === true)) return true;
  }
  return false;
}
