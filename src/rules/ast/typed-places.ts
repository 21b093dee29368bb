/**
 * Where TypeScript compares a value with a type declared elsewhere, syntax only: an argument, a name or
 * function declared with a type, `as`, `satisfies`, a return from a function whose type comes from where
 * it goes. There a change of the value's type (one more content block) may not type-check.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { rootOf } from "./code-in-file.js";
import { returningFunction, valueOf } from "./functions.js";
import { MAX_READ_DEPTH } from "./limits.js";
import { variableOf } from "./scope.js";
import { plainKeyName } from "./static-values.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * Whether the type TypeScript compares a value with at an expression (a call's parameter, a declared
 * name or return, `as`, `satisfies`) may refuse it once its content changes type; false where nothing
 * type-checks the file.
 */
export type TypedPlaceCheck = false | ((place: TSESTree.Node) => boolean);

/**
 * Whether the literal's own place compares it with a declared type without refusing its extra keys: under
 * `as` (not `satisfies`), or returned from a function whose type comes from where it goes (`const tool:
 * Tool = () => ({ ... })`, a method of a class that implements or extends another).
 */
export function ownTyped(
  sourceCode: SourceCode,
  node: TSESTree.Node,
  use: TSESTree.Node,
  parent: TSESTree.Node,
  resultType: ((type: TSESTree.TypeNode) => boolean) | undefined,
): boolean {
  for (let at = node; at !== use; at = at.parent as TSESTree.Node) {
    const up = at.parent;
    if (up?.type === AST_NODE_TYPES.TSAsExpression || up?.type === AST_NODE_TYPES.TSTypeAssertion)
      return resultType?.(up.typeAnnotation) !== true;
  }
  if (parent.type !== AST_NODE_TYPES.ReturnStatement && parent.type !== AST_NODE_TYPES.ArrowFunctionExpression)
    return false;
  const fn = returningFunction(use);
  return fn !== undefined && fn.returnType == null && typedFunction(sourceCode, fn, 0);
}

/** Whether TypeScript gives a function without a return type of its own a type from where it is. */
function typedFunction(sourceCode: SourceCode, fn: TSESTree.FunctionLike, depth: number): boolean {
  // Overload signatures declare what an implementation without a return type returns.
  if (hasOverloads(fn)) return true;
  const parent = fn.parent;
  if (parent?.type === AST_NODE_TYPES.MethodDefinition || parent?.type === AST_NODE_TYPES.PropertyDefinition) {
    const owner = parent.parent.parent;
    return (
      (owner.type === AST_NODE_TYPES.ClassDeclaration || owner.type === AST_NODE_TYPES.ClassExpression) &&
      (owner.superClass != null || owner.implements.length > 0)
    );
  }
  if (fn.type === AST_NODE_TYPES.FunctionDeclaration) {
    // Typed where its name goes (`register(tool)` with `register(run: () => Result)`).
    const variable = fn.id ? variableOf(sourceCode, fn.id) : undefined;
    return variable?.references.some((r) => r.isRead() && typedValue(r.identifier, depth + 1)) === true;
  }
  return typedValue(fn, depth);
}

/** Whether a function or method is the implementation of overload signatures (`run(): A; run(x: number): A; run(x?) {...}`). */
function hasOverloads(fn: TSESTree.FunctionLike): boolean {
  const parent = fn.parent;
  if (parent?.type === AST_NODE_TYPES.MethodDefinition) {
    const name = parent.computed ? undefined : plainKeyName(parent);
    return parent.parent.body.some(
      (member) =>
        member !== parent &&
        (member.type === AST_NODE_TYPES.MethodDefinition ||
          member.type === AST_NODE_TYPES.TSAbstractMethodDefinition) &&
        member.value.type === AST_NODE_TYPES.TSEmptyBodyFunctionExpression &&
        (name === undefined || member.computed || plainKeyName(member) === name),
    );
  }
  if (fn.type !== AST_NODE_TYPES.FunctionDeclaration || !fn.id) return false;
  const statement =
    parent?.type === AST_NODE_TYPES.ExportNamedDeclaration || parent?.type === AST_NODE_TYPES.ExportDefaultDeclaration
      ? parent
      : fn;
  const list = statement.parent && "body" in statement.parent ? statement.parent.body : undefined;
  const name = fn.id.name;
  return (
    Array.isArray(list) &&
    (list as TSESTree.Node[]).some((item) => {
      const declared =
        item.type === AST_NODE_TYPES.ExportNamedDeclaration || item.type === AST_NODE_TYPES.ExportDefaultDeclaration
          ? item.declaration
          : item;
      return declared?.type === AST_NODE_TYPES.TSDeclareFunction && declared.id?.name === name;
    })
  );
}

/** Whether an expression's value goes where a declared type types it (a contextual type). */
function typedValue(node: TSESTree.Node, depth: number): boolean {
  const value = valueOf(node);
  if (value !== node) return true; // under `as`, `satisfies`, `!`
  const parent = value.parent;
  switch (parent?.type) {
    case AST_NODE_TYPES.VariableDeclarator:
      return annotatedPlace(parent, value);
    case AST_NODE_TYPES.PropertyDefinition:
      return parent.typeAnnotation != null;
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.NewExpression:
    case AST_NODE_TYPES.AssignmentExpression:
    case AST_NODE_TYPES.AssignmentPattern:
    case AST_NODE_TYPES.ReturnStatement:
      return true;
    case AST_NODE_TYPES.ArrowFunctionExpression:
      return parent.body === value;
    case AST_NODE_TYPES.Property:
    case AST_NODE_TYPES.ArrayExpression: {
      const holder = parent.type === AST_NODE_TYPES.Property ? parent.parent : parent;
      return depth < MAX_READ_DEPTH && typedValue(holder, depth + 1);
    }
    default:
      return false;
  }
}

/**
 * Where TypeScript compares the value at `use` (reached from `node`) with a type declared elsewhere: the
 * expression under an `as` or `satisfies` on the way, an argument of a call or `new` (not of `console`'s
 * methods, whose parameters take anything), a JSX attribute or child, the value of a name declared with a type (or assigned to
 * one) or of a return from a function declared with one.
 */
export function typedPlace(
  sourceCode: SourceCode,
  node: TSESTree.Node,
  use: TSESTree.Node,
  parent: TSESTree.Node,
): TSESTree.Node | undefined {
  for (let at = node; at !== use; at = at.parent as TSESTree.Node) {
    const up = at.parent;
    if (
      up?.type === AST_NODE_TYPES.TSAsExpression ||
      up?.type === AST_NODE_TYPES.TSSatisfiesExpression ||
      up?.type === AST_NODE_TYPES.TSTypeAssertion
    )
      return at;
  }
  switch (parent.type) {
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.NewExpression: {
      const callee = parent.callee;
      const console =
        callee.type === AST_NODE_TYPES.MemberExpression &&
        callee.object.type === AST_NODE_TYPES.Identifier &&
        callee.object.name === "console";
      return parent.arguments.includes(use as TSESTree.CallExpressionArgument) && !console ? use : undefined;
    }
    // A JSX attribute or child: the component's props type compares it (an intrinsic element's too).
    case AST_NODE_TYPES.JSXExpressionContainer:
      return use;
    case AST_NODE_TYPES.VariableDeclarator:
    case AST_NODE_TYPES.AssignmentPattern:
      return annotatedPlace(parent, use) ? use : undefined;
    case AST_NODE_TYPES.AssignmentExpression: {
      if (parent.right !== use) return undefined;
      // A member's type is its object's (`registry.search = search` with `registry: Record<string, Handler>`).
      if (parent.left.type === AST_NODE_TYPES.MemberExpression) return use;
      const left = parent.left.type === AST_NODE_TYPES.Identifier ? parent.left : undefined;
      const declared =
        left &&
        variableOf(sourceCode, left)?.defs.some(
          (d) => d.name.type === AST_NODE_TYPES.Identifier && d.name.typeAnnotation,
        );
      return declared ? use : undefined;
    }
    case AST_NODE_TYPES.ReturnStatement:
    case AST_NODE_TYPES.ArrowFunctionExpression: {
      const fn = returningFunction(use);
      return fn !== undefined && (fn.returnType != null || typedFunction(sourceCode, fn, 0)) ? use : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Whether a value is the initializer of a name declared with a type (`const rs: Result[] = [r]`) or the
 * default of a typed parameter (`function f(x: Result = r)`).
 */
function annotatedPlace(parent: TSESTree.Node, use: TSESTree.Node): boolean {
  if (parent.type === AST_NODE_TYPES.VariableDeclarator) return parent.init === use && parent.id.typeAnnotation != null;
  return (
    parent.type === AST_NODE_TYPES.AssignmentPattern &&
    parent.right === use &&
    parent.left.type === AST_NODE_TYPES.Identifier &&
    parent.left.typeAnnotation != null
  );
}

/**
 * The globals of JavaScript and Node, whose parameter types TypeScript's own libraries declare and which
 * take any object (`console.log`, `structuredClone`, `setTimeout`). Another global (`sendResult`) is
 * declared by a `.d.ts` the linted file does not show.
 */
const RUNTIME_GLOBALS = new Set([
  "AbortController",
  "AbortSignal",
  "Array",
  "BroadcastChannel",
  "Buffer",
  "CustomEvent",
  "Error",
  "Event",
  "EventTarget",
  "JSON",
  "Map",
  "MessageChannel",
  "Object",
  "Promise",
  "Proxy",
  "Reflect",
  "Response",
  "Set",
  "String",
  "TextEncoder",
  "URLSearchParams",
  "WeakMap",
  "WeakRef",
  "WeakSet",
  "clearTimeout",
  "console",
  "globalThis",
  "process",
  "queueMicrotask",
  "setImmediate",
  "setInterval",
  "setTimeout",
  "structuredClone",
]);

/**
 * The callee an expression is given to as an argument (`send(r)`, `new Block(r)`), where the parameter's
 * type is declared out of the file's sight: a global that is not the runtime's, or an import. Undefined
 * where it is no argument, or where the callee is the file's own (its types are the file's).
 */
export function foreignCallee(sourceCode: SourceCode, node: TSESTree.Node): TSESTree.Identifier | undefined {
  const use = valueOf(node);
  const call = use.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression && call?.type !== AST_NODE_TYPES.NewExpression) return undefined;
  if (!call.arguments.includes(use as TSESTree.CallExpressionArgument)) return undefined;
  const root = rootOf(call.callee);
  if (root.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = variableOf(sourceCode, root);
  if (variable === undefined || variable.defs.length === 0) return RUNTIME_GLOBALS.has(root.name) ? undefined : root;
  return variable.defs.every((def) => def.type === "ImportBinding") ? root : undefined;
}
