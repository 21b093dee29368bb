/**
 * Functions and what they return: the function a callback argument is, the function a node is in, the
 * values a function returns, and the function whose return value an expression is. Syntax only.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { MAX_EXPRESSION_DEPTH } from "./limits.js";
import { definitionOf, unwrap, variableOf } from "./scope.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

export function isFunction(node: TSESTree.Node | undefined): node is TSESTree.FunctionLike {
  return (
    node?.type === AST_NODE_TYPES.ArrowFunctionExpression ||
    node?.type === AST_NODE_TYPES.FunctionExpression ||
    node?.type === AST_NODE_TYPES.FunctionDeclaration
  );
}

/** The function a callback argument is: a function written there, or one declared in the file by name. */
export function functionOf(sourceCode: SourceCode, node: TSESTree.Node | undefined): TSESTree.FunctionLike | undefined {
  if (!node) return undefined;
  const value = unwrap(node);
  if (isFunction(value)) return value;
  if (value.type !== AST_NODE_TYPES.Identifier) return undefined;
  const def = definitionOf(sourceCode, value);
  if (!def) return undefined;
  if (def.type === "FunctionName" && def.node.type === AST_NODE_TYPES.FunctionDeclaration) return def.node;
  if (def.type === "Variable" && def.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.init) {
    const init = unwrap(def.node.init);
    if (init.type === AST_NODE_TYPES.ArrowFunctionExpression || init.type === AST_NODE_TYPES.FunctionExpression) {
      return init;
    }
  }
  return undefined;
}

/** The nearest function a node is inside (a declaration, a function expression or an arrow). */
export function enclosingFunction(node: TSESTree.Node): TSESTree.FunctionLike | undefined {
  for (let current: TSESTree.Node | undefined = node.parent; current; current = current.parent) {
    if (isFunction(current)) return current;
  }
  return undefined;
}

/** What a function returns: its `return` arguments (not those of functions nested in it), or an arrow's body. */
export function ownReturns(fn: TSESTree.FunctionLike): TSESTree.Node[] {
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

/**
 * The outermost expression whose value `node` is: through type-only wrappers, parentheses, `await`,
 * the branches of conditionals and logical operators, and the last expression of a sequence.
 */
export function valueOf(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  for (let parent = current.parent; parent; current = parent, parent = current.parent) {
    switch (parent.type) {
      case AST_NODE_TYPES.ConditionalExpression:
        if (parent.test === current) return current;
        continue;
      case AST_NODE_TYPES.SequenceExpression:
        if (parent.expressions[parent.expressions.length - 1] !== current) return current;
        continue;
      case AST_NODE_TYPES.LogicalExpression:
      case AST_NODE_TYPES.AwaitExpression:
      case AST_NODE_TYPES.ChainExpression:
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.TSTypeAssertion:
        continue;
      default:
        return current;
    }
  }
  return current;
}

/** The function whose return value `node` is: a `return` of it (in its nearest function), or an arrow's body. */
export function returningFunction(node: TSESTree.Node): TSESTree.FunctionLike | undefined {
  const value = valueOf(node);
  const parent = value.parent;
  if (parent?.type === AST_NODE_TYPES.ArrowFunctionExpression && parent.body === value) return parent;
  return parent?.type === AST_NODE_TYPES.ReturnStatement ? enclosingFunction(parent) : undefined;
}

/** The calls of a function of the file by its name. */
export function callsOf(sourceCode: SourceCode, fn: TSESTree.FunctionLike): TSESTree.CallExpression[] {
  const name =
    fn.type === AST_NODE_TYPES.FunctionDeclaration
      ? fn.id
      : fn.parent?.type === AST_NODE_TYPES.VariableDeclarator && fn.parent.id.type === AST_NODE_TYPES.Identifier
        ? fn.parent.id
        : undefined;
  const variable = name && variableOf(sourceCode, name);
  const calls: TSESTree.CallExpression[] = [];
  for (const reference of variable?.references ?? []) {
    const parent = reference.identifier.parent;
    if (parent?.type === AST_NODE_TYPES.CallExpression && parent.callee === reference.identifier) calls.push(parent);
  }
  return calls;
}

/** The assignments that may store their right side's value: `=` and the logical ones (`r ??= <node>`). */
const STORING = new Set(["=", "||=", "&&=", "??="]);

/** The variable an expression's value is stored in (`const r = <node>`, `r = <node>`, `r ??= <node>`), if it is one. */
export function storedIn(sourceCode: SourceCode, node: TSESTree.Node): TSESLint.Scope.Variable | undefined {
  const value = valueOf(node);
  const parent = value.parent;
  if (
    parent?.type === AST_NODE_TYPES.VariableDeclarator &&
    parent.init === value &&
    parent.id.type === AST_NODE_TYPES.Identifier
  ) {
    return variableOf(sourceCode, parent.id);
  }
  if (
    parent?.type === AST_NODE_TYPES.AssignmentExpression &&
    STORING.has(parent.operator) &&
    parent.right === value &&
    parent.left.type === AST_NODE_TYPES.Identifier
  ) {
    return variableOf(sourceCode, parent.left);
  }
  return undefined;
}

/**
 * The function that returns what a variable holds: the function that declares it and returns it (`const r
 * = { ... }; return r;`), or the function that returns a `new Promise(...)` whose executor passes it to
 * `resolve(r)`.
 */
export function returnedThrough(variable: TSESLint.Scope.Variable): TSESTree.FunctionLike | undefined {
  const declared = variable.defs[0]?.node;
  const owner = declared && enclosingFunction(declared);
  if (!owner) return undefined;
  for (const reference of variable.references) {
    if (!reference.isRead()) continue;
    const use = valueOf(reference.identifier);
    const parent = use.parent;
    if (parent?.type === AST_NODE_TYPES.ReturnStatement && enclosingFunction(parent) === owner) return owner;
    if (parent?.type === AST_NODE_TYPES.ArrowFunctionExpression && parent.body === use && parent === owner)
      return owner;
    if (parent?.type === AST_NODE_TYPES.CallExpression && parent.arguments[0] === use) {
      const returning = promiseResolvedBy(parent);
      if (returning) return returning;
    }
  }
  return undefined;
}

/** For `resolve(x)`, where `resolve` is the first parameter of the executor of a `new Promise(...)`: the function returning that promise. */
function promiseResolvedBy(call: TSESTree.CallExpression): TSESTree.FunctionLike | undefined {
  if (call.callee.type !== AST_NODE_TYPES.Identifier) return undefined;
  const name = call.callee.name;
  for (let fn = enclosingFunction(call); fn; fn = enclosingFunction(fn)) {
    const first = fn.params[0];
    if (first?.type !== AST_NODE_TYPES.Identifier || first.name !== name) continue;
    const promise = fn.parent;
    const isPromise =
      promise?.type === AST_NODE_TYPES.NewExpression &&
      promise.callee.type === AST_NODE_TYPES.Identifier &&
      promise.callee.name === "Promise" &&
      promise.arguments[0] === fn;
    return isPromise ? returningFunction(promise) : undefined;
  }
  return undefined;
}

/** The `catch` clause of its own function that a node's value is returned from, if any. */
export function enclosingCatch(node: TSESTree.Node): TSESTree.CatchClause | undefined {
  const fn = enclosingFunction(node);
  for (
    let current: TSESTree.Node | undefined = valueOf(node).parent;
    current && current !== fn;
    current = current.parent
  ) {
    if (current.type === AST_NODE_TYPES.CatchClause) return current;
  }
  return undefined;
}

/**
 * Whether a node's value is returned from a `catch` clause that handles the error it caught: one whose
 * binding the clause reads. A `catch {}`, or one that never reads its binding, has put the error aside:
 * what it returns is a fallback (the text of a response that was not JSON), not a report of a failure.
 */
export function returnedFromCatch(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): boolean {
  const clause = enclosingCatch(node);
  if (!clause?.param) return false;
  return sourceCode.getDeclaredVariables(clause).some((variable) => variable.references.length > 0);
}

/** The assertion libraries whose calls hold expected values: `expect(...)` (vitest, jest), `assert.*`. */
const ASSERTION_ROOTS = new Set(["expect", "assert"]);

/**
 * Whether a node sits in the arguments of an assertion, inside its own function: `expect(x).toEqual({ ... })`,
 * `expect.objectContaining({ ... })`, `assert.deepStrictEqual(x, { ... })`. There it is an expected value.
 */
export function insideAssertion(node: TSESTree.Node): boolean {
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (isFunction(parent)) return false;
    if (
      parent.type === AST_NODE_TYPES.CallExpression &&
      parent.arguments.includes(child as TSESTree.CallExpressionArgument) &&
      isAssertion(parent)
    )
      return true;
  }
  return false;
}

/** Whether a call is an assertion's: its callee starts from `expect` or `assert` (`expect(x).toEqual`, `assert.equal`). */
export function isAssertion(call: TSESTree.CallExpression): boolean {
  let root: TSESTree.Node = call.callee;
  for (let depth = 0; depth < MAX_EXPRESSION_DEPTH; depth++) {
    if (root.type === AST_NODE_TYPES.MemberExpression) root = root.object;
    else if (root.type === AST_NODE_TYPES.CallExpression) root = root.callee;
    else break;
  }
  return root.type === AST_NODE_TYPES.Identifier && ASSERTION_ROOTS.has(root.name);
}
