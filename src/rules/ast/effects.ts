/**
 * What evaluating an expression may read and write, conservatively, so that a fix can tell whether
 * evaluating two pieces of code in the other order could give other values or other side effects.
 *
 * Code may run without a call in sight: a property read runs a getter or a proxy trap (or throws on
 * `null`), `${x}`, `x + y`, `-x` and a computed key `[x]` run `toString` or `valueOf`, a spread runs an
 * iterator or getters, `in` and `instanceof` run traps. Each of those counts as "may read and write
 * anything", like a call. What is left is precise: reading a variable that can change (`let`, `var`, a
 * parameter, a reassigned function) reads that name; an import reads state other modules change (the
 * heap); a `const`, or a function or class nobody reassigns, reads nothing once it is initialized, and a
 * name read where it may not be initialized yet (or a global, or a name inside `with`) may throw or run
 * a getter, so it too may do anything.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { MAX_EXPRESSION_DEPTH } from "./limits.js";
import { COMPARISONS } from "./operators.js";
import { enclosingFunction } from "./functions.js";
import { ambient, constInitializer, insideWith, isReassigned, variableOf } from "./scope.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** A set of variable names, or everything. */
export type Names = ReadonlySet<string> | "all";

export interface Effects {
  readonly reads: Names;
  readonly writes: Names;
}

/** The pseudo-variable that stands for every object's properties and every other module's bindings. */
export const HEAP = "\u0000heap";

const NONE: Effects = { reads: new Set(), writes: new Set() };
const ALL: Effects = { reads: "all", writes: "all" };
const GLOBAL_CONSTANTS = new Set(["undefined", "NaN", "Infinity"]);

/** The reads and writes of evaluating `node` (a property: its computed key and its value). */
export function effectsOf(sourceCode: SourceCode, node: TSESTree.Node): Effects {
  const reads = new Set<string>();
  const writes = new Set<string>();
  let all = false;
  const visit = (current: TSESTree.Node | null | undefined, depth: number): void => {
    if (!current || all) return;
    if (depth > MAX_EXPRESSION_DEPTH) {
      all = true;
      return;
    }
    const next = depth + 1;
    switch (current.type) {
      case AST_NODE_TYPES.ThisExpression:
        // In a derived class's constructor, `this` before `super()` throws.
        if (inDerivedConstructor(current)) all = true;
        return;
      case AST_NODE_TYPES.Literal:
      case AST_NODE_TYPES.Super:
      case AST_NODE_TYPES.MetaProperty:
      case AST_NODE_TYPES.ArrowFunctionExpression:
      case AST_NODE_TYPES.FunctionExpression:
        return;
      case AST_NODE_TYPES.Identifier: {
        const read = identifierRead(sourceCode, current);
        if (read === "all") all = true;
        else if (read !== undefined) for (const name of read) reads.add(name);
        return;
      }
      case AST_NODE_TYPES.TemplateLiteral:
        for (const expression of current.expressions) {
          visit(expression, next);
          if (!isPrimitive(sourceCode, expression, 0)) all = true;
        }
        return;
      case AST_NODE_TYPES.BinaryExpression:
        visit(current.left, next);
        visit(current.right, next);
        if (current.operator === "in" || current.operator === "instanceof") all = true;
        else if (current.operator !== "===" && current.operator !== "!==") {
          if (!isPrimitive(sourceCode, current.left, 0) || !isPrimitive(sourceCode, current.right, 0)) all = true;
        }
        return;
      case AST_NODE_TYPES.UnaryExpression:
        visit(current.argument, next);
        if (current.operator === "delete") all = true;
        else if (
          (current.operator === "-" || current.operator === "+" || current.operator === "~") &&
          !isPrimitive(sourceCode, current.argument, 0)
        ) {
          all = true;
        }
        return;
      case AST_NODE_TYPES.LogicalExpression:
        visit(current.left, next);
        visit(current.right, next);
        return;
      case AST_NODE_TYPES.ConditionalExpression:
        visit(current.test, next);
        visit(current.consequent, next);
        visit(current.alternate, next);
        return;
      case AST_NODE_TYPES.SequenceExpression:
        for (const expression of current.expressions) visit(expression, next);
        return;
      case AST_NODE_TYPES.ArrayExpression:
        for (const element of current.elements) visit(element, next);
        return;
      case AST_NODE_TYPES.ObjectExpression:
        for (const property of current.properties) visit(property, next);
        return;
      case AST_NODE_TYPES.Property:
        if (current.computed) {
          visit(current.key, next);
          if (!isPrimitive(sourceCode, current.key, 0)) all = true;
        }
        if (current.kind === "init" && !current.method) visit(current.value, next);
        return;
      case AST_NODE_TYPES.AssignmentExpression:
        if (
          current.operator === "=" &&
          current.left.type === AST_NODE_TYPES.Identifier &&
          !writeMayThrow(sourceCode, current.left)
        ) {
          writes.add(current.left.name);
          visit(current.right, next);
        } else {
          all = true;
        }
        return;
      case AST_NODE_TYPES.ChainExpression:
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.TSTypeAssertion:
      case AST_NODE_TYPES.TSInstantiationExpression:
        visit(current.expression, next);
        return;
      default:
        // Calls, `new`, `await`, `yield`, tagged templates, updates, classes, JSX, property reads and
        // spreads: any code may run.
        all = true;
    }
  };
  visit(node, 0);
  if (all) return ALL;
  return reads.size === 0 && writes.size === 0 ? NONE : { reads, writes };
}

/** The names reading `identifier` reads; "all" when reading it may throw or run code. */
function identifierRead(
  sourceCode: SourceCode,
  identifier: TSESTree.Identifier,
): readonly string[] | "all" | undefined {
  if (insideWith(sourceCode, identifier)) return "all";
  const variable = variableOf(sourceCode, identifier);
  if (!variable || variable.defs.length === 0) return GLOBAL_CONSTANTS.has(identifier.name) ? undefined : "all";
  const def = variable.defs[0] as TSESLint.Scope.Definition;
  if (variable.defs.length > 1) return [identifier.name];
  // A name declared without code (`declare const x`) is looked up where the code runs: a getter may run, or
  // a ReferenceError be thrown.
  if (ambient(def.node)) return "all";
  // An import read while the module is evaluated may not be initialized yet (the modules of a cycle).
  if (def.type === "ImportBinding") return enclosingFunction(identifier) === undefined ? "all" : [HEAP];
  const declaredBefore = def.node.range[1] <= identifier.range[0];
  switch (def.type) {
    case "FunctionName":
      return isReassigned(variable) ? [identifier.name] : undefined;
    case "ClassName":
      if (isReassigned(variable)) return [identifier.name];
      return declaredBefore &&
        sameFunction(sourceCode, def.node, identifier) &&
        sameCase(variable, def.node, identifier)
        ? undefined
        : "all";
    case "Variable": {
      const kind = def.parent?.type === AST_NODE_TYPES.VariableDeclaration ? def.parent.kind : undefined;
      const initialized =
        declaredBefore && sameFunction(sourceCode, def.node, identifier) && sameCase(variable, def.node, identifier);
      if (kind === "var") return [identifier.name];
      if (!initialized) return "all"; // it may be read before its declaration ran, which throws
      return kind === "const" || kind === "using" || kind === "await using" ? undefined : [identifier.name];
    }
    case "Parameter":
      // A parameter read in the default of one before it is not initialized yet.
      if (
        def.name.range[0] > identifier.range[0] &&
        "body" in def.node &&
        def.node.body &&
        identifier.range[0] < def.node.body.range[0]
      ) {
        return "all";
      }
      // In a sloppy function with simple parameters, `arguments[0] = x` writes a parameter.
      return aliasedByArguments(sourceCode, def.node) ? [identifier.name, HEAP] : [identifier.name];
    default:
      return [identifier.name];
  }
}

/**
 * Whether assigning to the name may throw: a `const` or an import, a name not initialized yet, a name
 * the code does not declare (in strict code).
 */
function writeMayThrow(sourceCode: SourceCode, identifier: TSESTree.Identifier): boolean {
  const variable = variableOf(sourceCode, identifier);
  const def = variable?.defs[0];
  if (!def || def.type === "ImportBinding") return true;
  // A class's own name inside its body, and a function expression's own name, are read-only there.
  if (def.type === "ClassName" && def.node.range[0] <= identifier.range[0] && identifier.range[1] <= def.node.range[1])
    return true;
  if (def.type === "FunctionName" && def.node.type === AST_NODE_TYPES.FunctionExpression) return true;
  const kind = def.parent?.type === AST_NODE_TYPES.VariableDeclaration ? def.parent.kind : undefined;
  return (kind !== undefined && kind !== "var" && kind !== "let") || identifierRead(sourceCode, identifier) === "all";
}

/**
 * Whether `a` and `b` are in the same case of the switch that scopes the variable (a declaration in one
 * case has not run when the switch jumps to a later one); true outside a switch's scope.
 */
function sameCase(variable: TSESLint.Scope.Variable, a: TSESTree.Node, b: TSESTree.Node): boolean {
  if (variable.scope.type !== "switch") return true;
  const block = variable.scope.block;
  const caseOf = (node: TSESTree.Node): TSESTree.Node | undefined => {
    let current: TSESTree.Node | undefined = node;
    while (current && current.parent !== block) current = current.parent;
    return current;
  };
  return caseOf(a) === caseOf(b);
}

/** Whether `node` is in a derived class's constructor (not inside another function there). */
function inDerivedConstructor(node: TSESTree.Node): boolean {
  for (let up = node.parent; up; up = up.parent) {
    if (up.type === AST_NODE_TYPES.ArrowFunctionExpression) continue;
    if (up.type !== AST_NODE_TYPES.FunctionExpression && up.type !== AST_NODE_TYPES.FunctionDeclaration) continue;
    const method = up.parent;
    return (
      method?.type === AST_NODE_TYPES.MethodDefinition &&
      method.kind === "constructor" &&
      method.parent.parent.superClass !== null &&
      method.parent.parent.superClass !== undefined
    );
  }
  return false;
}

/** Whether `a` and `b` are in the same function (so a declaration before a reference has run). */
function sameFunction(sourceCode: SourceCode, a: TSESTree.Node, b: TSESTree.Node): boolean {
  return sourceCode.getScope(a).variableScope === sourceCode.getScope(b).variableScope;
}

function aliasedByArguments(sourceCode: SourceCode, fn: TSESTree.Node): boolean {
  if (!("params" in fn) || sourceCode.getScope(fn).isStrict) return false;
  const simple = fn.params.every((p) => p.type === AST_NODE_TYPES.Identifier);
  const scope = sourceCode.scopeManager?.acquire(fn);
  const args = scope?.set.get("arguments");
  return simple && args !== undefined && args.references.length > 0;
}

/**
 * Whether an expression's value is known to be a primitive other than a bigint or a symbol: converting it
 * runs no code, and arithmetic on it does not throw (`1n / 0n`, `1n + 1` and `+1n` do).
 */
function isPrimitive(sourceCode: SourceCode, node: TSESTree.Node, depth: number): boolean {
  if (depth > MAX_EXPRESSION_DEPTH) return false;
  const next = depth + 1;
  switch (node.type) {
    case AST_NODE_TYPES.Literal:
      return !("regex" in node && node.regex) && !("bigint" in node && node.bigint);
    case AST_NODE_TYPES.TemplateLiteral:
      return true;
    case AST_NODE_TYPES.BinaryExpression:
      // A comparison is a boolean; other operators give a bigint only from bigints.
      return (
        COMPARISONS.has(node.operator) ||
        (node.left.type !== AST_NODE_TYPES.PrivateIdentifier &&
          isPrimitive(sourceCode, node.left, next) &&
          isPrimitive(sourceCode, node.right, next))
      );
    case AST_NODE_TYPES.UnaryExpression:
      if (node.operator === "delete") return false;
      return node.operator === "!" || node.operator === "typeof" || node.operator === "void"
        ? true
        : isPrimitive(sourceCode, node.argument, next);
    case AST_NODE_TYPES.LogicalExpression:
      return isPrimitive(sourceCode, node.left, depth + 1) && isPrimitive(sourceCode, node.right, depth + 1);
    case AST_NODE_TYPES.ConditionalExpression:
      return isPrimitive(sourceCode, node.consequent, depth + 1) && isPrimitive(sourceCode, node.alternate, depth + 1);
    case AST_NODE_TYPES.Identifier: {
      if (GLOBAL_CONSTANTS.has(node.name) && !variableOf(sourceCode, node)) return true;
      const init = constInitializer(sourceCode, node);
      return init !== undefined && isPrimitive(sourceCode, init, depth + 1);
    }
    default:
      return false;
  }
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

/** The effects of several pieces of code together. */
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

/** One piece of code in evaluation order, and whether the move takes it elsewhere. */
export interface Unit {
  readonly node: TSESTree.Node;
  readonly moved: boolean;
}

/**
 * Whether evaluating `units` with the moved ones taken out and put, in their order, before the unit at
 * index `mark` (at the end when `mark` is `units.length`) gives the same values and side effects. The
 * moved units all land at the mark, so each crosses one run of kept code: the effects of those runs are
 * gathered outward from the mark, which keeps the check linear.
 */
export function keepsEvaluationOrder(sourceCode: SourceCode, units: readonly Unit[], mark: number): boolean {
  const of = (unit: Unit): Effects => effectsOf(sourceCode, unit.node);
  // Kept code farther from the mark than every moved unit is crossed by none: its effects are not needed.
  const first = units.findIndex((unit) => unit.moved);
  if (first < 0) return true;
  const last = units.findLastIndex((unit) => unit.moved);
  const before = new EffectsUnion();
  for (let i = mark - 1; i >= first; i--) {
    const unit = units[i] as Unit;
    if (!unit.moved) before.add(of(unit));
    else if (conflict(of(unit), before)) return false;
  }
  const after = new EffectsUnion();
  for (let i = mark; i <= last; i++) {
    const unit = units[i] as Unit;
    if (!unit.moved) after.add(of(unit));
    else if (conflict(of(unit), after)) return false;
  }
  return true;
}
