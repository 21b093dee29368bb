/**
 * Whether code of the file reads keys of the object an expression builds, after it is built: through the
 * variable the value is stored in, or through a call of the function that returns it. Syntax only; a use
 * it cannot follow counts as no read, a use that may read any key (a spread, `for...in`) as a read.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { enclosingFunction, isFunction, returningFunction, storedIn, valueOf } from "./functions.js";
import { variableOf, type Variable } from "./scope.js";
import { plainKeyName, propertyKeyName } from "./static-values.js";
import { walk } from "./walk.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The keys asked about; undefined stands for a key of unknown name, which any read of a key may read. */
type Names = readonly (string | undefined)[];

/**
 * Whether the type TypeScript compares a value with at an expression (a call's parameter, a declared
 * name or return, `as`, `satisfies`) may refuse it once its content changes type; false where nothing
 * type-checks the file.
 */
export type TypedPlaceCheck = false | ((place: TSESTree.Node) => boolean);

/**
 * What is asked: reads of `names`; with `typed`, also the places where TypeScript compares the object's
 * type, once it is no longer a fresh literal, with a type declared elsewhere and that type may refuse a
 * change of its content's type. `own` is the literal's own place, where such a type already refuses an
 * extra key.
 */
interface Query {
  readonly names: Names;
  readonly typed: TypedPlaceCheck;
  readonly own: TSESTree.Node;
}

/** `Object` functions that read an object's own keys. */
const OBJECT_READERS = new Set([
  "keys",
  "values",
  "entries",
  "assign",
  "hasOwn",
  "getOwnPropertyNames",
  "getOwnPropertyDescriptor",
  "getOwnPropertyDescriptors",
  "create",
  "groupBy",
  "freeze",
  "seal",
  "preventExtensions",
]);
/** Methods every object has that ask about a key by name. */
const KEY_METHODS = new Set(["hasOwnProperty", "propertyIsEnumerable", "__lookupGetter__", "__lookupSetter__"]);

/** The parameter an object is the default value of (`function f(r = { ... })`). */
function defaultOf(sourceCode: SourceCode, node: TSESTree.Node): Variable | undefined {
  const value = valueOf(node);
  const parent = value.parent;
  return parent?.type === AST_NODE_TYPES.AssignmentPattern &&
    parent.right === value &&
    parent.left.type === AST_NODE_TYPES.Identifier
    ? variableOf(sourceCode, parent.left)
    : undefined;
}

/**
 * Whether a key of `names` is read from the object `node` builds: `result.frames`, `const { frames } =
 * result`, `result[key]`, `{ ...result }`, `"frames" in result`, `JSON.stringify(result)`, `Object.keys(result)`.
 */
export function readsKeys(
  sourceCode: SourceCode,
  node: TSESTree.Node,
  names: Names,
  typed: TypedPlaceCheck = false,
): boolean {
  const q: Query = { names, typed, own: valueOf(node) };
  const variable = storedIn(sourceCode, node) ?? defaultOf(sourceCode, node);
  if (variable) return variableReads(sourceCode, variable, q, 0);
  // The object read where it is built: `({ ... }).frames`, `const { frames } = { ... }`.
  if (valueReads(sourceCode, node, q, 0)) return true;
  const fn = returningFunction(node);
  return fn !== undefined && returnReads(sourceCode, fn, q, -1);
}

/**
 * Whether code reads a key of `names` from what a function returns (or yields), through the calls this
 * file may make of it. A generator's call gives an iterator, whose values are read where the code steps
 * through it: any call of one counts as a read.
 */
function returnReads(sourceCode: SourceCode, fn: TSESTree.FunctionLike, q: Query, depth: number): boolean {
  const calls = callsReturning(sourceCode, fn);
  if (fn.generator) return calls.length > 0;
  return calls.some((call) => valueReads(sourceCode, call, q, depth + 1));
}

/**
 * The expressions whose value is what a function returns: a call where it is written (`(() => ({ ...
 * }))()`); a call by its name, by a name it is copied to (`const t = tool`, `tool.bind(x)`), or through
 * `.call` and `.apply`; for a method, a function stored in a property or a getter, every call (every read,
 * for a getter) of a member of its name in the file, whatever the object (`new T().run()`, `this.run()`).
 */
function callsReturning(sourceCode: SourceCode, fn: TSESTree.FunctionLike): TSESTree.Node[] {
  const value = valueOf(fn);
  const holder = value.parent;
  if (holder?.type === AST_NODE_TYPES.CallExpression && holder.callee === value) return [holder];
  const member = memberOf(sourceCode, fn);
  if (member !== undefined) {
    const uses = membersNamed(sourceCode).get(member.name) ?? [];
    return member.getter ? uses : uses.flatMap((use) => callOf(sourceCode, use, 0));
  }
  const name =
    fn.type === AST_NODE_TYPES.FunctionDeclaration
      ? fn.id
      : holder?.type === AST_NODE_TYPES.VariableDeclarator && holder.id.type === AST_NODE_TYPES.Identifier
        ? holder.id
        : undefined;
  const variable = name ? variableOf(sourceCode, name) : undefined;
  return variable ? callsThrough(sourceCode, variable, 0) : [];
}

function callsThrough(sourceCode: SourceCode, variable: Variable, depth: number): TSESTree.Node[] {
  return variable.references.flatMap((reference) =>
    reference.isRead() ? callOf(sourceCode, valueOf(reference.identifier), depth) : [],
  );
}

/** The calls of a function that `use` evaluates to: `use()`, `use.call()`, `use.apply()`, and those of a copy. */
function callOf(sourceCode: SourceCode, use: TSESTree.Node, depth: number): TSESTree.Node[] {
  const parent = use.parent;
  if (parent?.type === AST_NODE_TYPES.CallExpression && parent.callee === use) return [parent];
  const method =
    parent?.type === AST_NODE_TYPES.MemberExpression && parent.object === use && !parent.computed
      ? parent.property.type === AST_NODE_TYPES.Identifier
        ? parent.property.name
        : undefined
      : undefined;
  const call = method === undefined ? undefined : valueOf(parent as TSESTree.Node).parent;
  const called = call?.type === AST_NODE_TYPES.CallExpression && call.callee === valueOf(parent as TSESTree.Node);
  if (called && (method === "call" || method === "apply")) return [call];
  const copy = called && method === "bind" ? storedIn(sourceCode, call) : storedIn(sourceCode, use);
  return copy !== undefined && depth < 1 ? callsThrough(sourceCode, copy, depth + 1) : [];
}

/** The member name a function is stored under (a method, a getter, `run: () => ...`, `o.run = function`). */
function memberOf(sourceCode: SourceCode, fn: TSESTree.FunctionLike): { name: string; getter: boolean } | undefined {
  const parent = fn.parent;
  switch (parent?.type) {
    case AST_NODE_TYPES.MethodDefinition:
    case AST_NODE_TYPES.PropertyDefinition:
    case AST_NODE_TYPES.Property: {
      if (parent.value !== fn) return undefined;
      const name = parent.computed ? undefined : propertyKeyName(sourceCode, parent as TSESTree.Property);
      const getter = parent.type !== AST_NODE_TYPES.PropertyDefinition && parent.kind === "get";
      return name === undefined ? { name: "", getter } : { name, getter };
    }
    case AST_NODE_TYPES.AssignmentExpression:
      return parent.right === fn && parent.left.type === AST_NODE_TYPES.MemberExpression
        ? { name: memberName(parent.left) ?? "", getter: false }
        : undefined;
    default:
      return undefined;
  }
}

function memberName(member: TSESTree.MemberExpression): string | undefined {
  const property = member.property;
  if (!member.computed) return property.type === AST_NODE_TYPES.Identifier ? property.name : undefined;
  return property.type === AST_NODE_TYPES.Literal ? String(property.value) : undefined;
}

const memberIndexes = new WeakMap<SourceCode, Map<string, TSESTree.Node[]>>();

/**
 * The file's member reads by the member's name (`x.run`, `x["run"]`; the whole chain's value, as
 * `valueOf` gives it), made once per file. Those of a name the file cannot show (`x[key]`) are under "",
 * and so is every read where a function's member name is unknown: either may be the other.
 */
function membersNamed(sourceCode: SourceCode): Map<string, TSESTree.Node[]> {
  let index = memberIndexes.get(sourceCode);
  if (index === undefined) {
    const found = new Map<string, TSESTree.Node[]>();
    const unknown: TSESTree.Node[] = [];
    const all: TSESTree.Node[] = [];
    walk(sourceCode, (node) => {
      if (node.type !== AST_NODE_TYPES.MemberExpression) return;
      const name = memberName(node);
      const use = valueOf(node);
      all.push(use);
      if (name === undefined) unknown.push(use);
      else if (found.has(name)) found.get(name)?.push(use);
      else found.set(name, [use]);
    });
    for (const list of found.values()) list.push(...unknown);
    found.set("", all);
    index = found;
    memberIndexes.set(sourceCode, index);
  }
  return index;
}

function variableReads(sourceCode: SourceCode, variable: Variable, q: Query, depth: number): boolean {
  return variable.references.some((reference) => {
    if (!reference.isRead()) return false;
    const use = valueOf(reference.identifier);
    // Held in another object (`{ r }`, `box.r = r`), where reads are not followed.
    const parent = use.parent;
    if (parent?.type === AST_NODE_TYPES.Property && parent.value === use) return true;
    return valueReads(sourceCode, reference.identifier, q, depth);
  });
}

/**
 * Whether the name or names a value is bound to read a key of `names`: a copy's reads (one copy deep), or
 * a destructuring that takes one (or the rest).
 */
function patternReads(sourceCode: SourceCode, pattern: TSESTree.Node, q: Query, depth: number): boolean {
  if (pattern.type === AST_NODE_TYPES.AssignmentPattern) return patternReads(sourceCode, pattern.left, q, depth);
  if (pattern.type === AST_NODE_TYPES.Identifier) {
    const copy = variableOf(sourceCode, pattern);
    return depth < 1 && copy !== undefined && variableReads(sourceCode, copy, q, depth + 1);
  }
  return (
    pattern.type === AST_NODE_TYPES.ObjectPattern &&
    pattern.properties.some((p) => {
      const name = p.type === AST_NODE_TYPES.RestElement || p.computed ? undefined : plainKeyName(p);
      return name === undefined || q.names.includes(name);
    })
  );
}

/**
 * Where TypeScript compares the value at `use` (reached from `node`) with a type declared elsewhere: the
 * expression under an `as` or `satisfies` on the way, an argument of a call or `new` (not of `console`'s
 * methods, whose parameters take anything), the value of a name declared with a type (or assigned to
 * one) or of a return from a function declared with one.
 */
function typedPlace(
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
    case AST_NODE_TYPES.VariableDeclarator:
      return parent.init === use && parent.id.typeAnnotation !== undefined ? use : undefined;
    case AST_NODE_TYPES.AssignmentExpression: {
      const left = parent.right === use && parent.left.type === AST_NODE_TYPES.Identifier ? parent.left : undefined;
      const declared =
        left &&
        variableOf(sourceCode, left)?.defs.some(
          (d) => d.name.type === AST_NODE_TYPES.Identifier && d.name.typeAnnotation,
        );
      return declared ? use : undefined;
    }
    case AST_NODE_TYPES.ReturnStatement:
    case AST_NODE_TYPES.ArrowFunctionExpression:
      return returningFunction(use)?.returnType !== undefined ? use : undefined;
    default:
      return undefined;
  }
}

/**
 * Whether a use of the object reads a key of `names` (or may read any key). One variable it is stored in
 * (`const r = run()`, `const copy = result`) is followed; a copy of that copy is not.
 */
function valueReads(sourceCode: SourceCode, node: TSESTree.Node, q: Query, depth: number): boolean {
  const use = valueOf(node);
  const parent = use.parent;
  if (!parent) return false;
  const readsName = (name: string | undefined): boolean => name === undefined || q.names.includes(name);
  if (q.typed && use !== q.own) {
    const place = typedPlace(sourceCode, node, use, parent);
    if (place && q.typed(place)) return true;
  }
  switch (parent.type) {
    case AST_NODE_TYPES.MemberExpression:
      if (parent.object !== use) return false;
      if (!parent.computed) {
        if (parent.property.type !== AST_NODE_TYPES.Identifier) return false;
        // `run().then((r) => r.frames)`: what the promise hands its callback.
        if (parent.property.name === "then") {
          const call = parent.parent;
          const callback =
            call?.type === AST_NODE_TYPES.CallExpression && call.callee === parent ? call.arguments[0] : undefined;
          const param = callback && isFunction(callback) ? callback.params[0] : undefined;
          if (param) return patternReads(sourceCode, param, q, depth);
        }
        // `result.hasOwnProperty("frames")` may ask about any key.
        return KEY_METHODS.has(parent.property.name) || readsName(parent.property.name);
      }
      return readsName(parent.property.type === AST_NODE_TYPES.Literal ? String(parent.property.value) : undefined);
    case AST_NODE_TYPES.VariableDeclarator:
      return parent.init === use && patternReads(sourceCode, parent.id, q, depth);
    case AST_NODE_TYPES.SpreadElement:
    case AST_NODE_TYPES.ForInStatement:
    case AST_NODE_TYPES.WithStatement:
    // Held in an array (`a[0].frames`) or a class field (`this.r.frames`), where reads are not followed.
    case AST_NODE_TYPES.ArrayExpression:
    case AST_NODE_TYPES.PropertyDefinition:
      return true;
    case AST_NODE_TYPES.ReturnStatement:
    case AST_NODE_TYPES.ArrowFunctionExpression: {
      // The variable returned: what the function's callers read (`tool().frames`).
      const fn = depth < 1 ? returningFunction(use) : undefined;
      return fn !== undefined && returnReads(sourceCode, fn, q, depth);
    }
    case AST_NODE_TYPES.YieldExpression: {
      // A value a generator yields is read through its calls.
      const fn = depth < 1 ? enclosingFunction(parent) : undefined;
      return fn !== undefined && returnReads(sourceCode, fn, q, depth);
    }
    case AST_NODE_TYPES.AssignmentExpression: {
      if (parent.right !== use) return false;
      // `({ frames } = result)`, and `copy = result` as `const copy = result`.
      if (parent.left.type === AST_NODE_TYPES.ObjectPattern || parent.left.type === AST_NODE_TYPES.MemberExpression)
        return true;
      const copy = parent.left.type === AST_NODE_TYPES.Identifier ? variableOf(sourceCode, parent.left) : undefined;
      return depth < 1 && copy !== undefined && variableReads(sourceCode, copy, q, depth + 1);
    }
    case AST_NODE_TYPES.BinaryExpression:
      return parent.operator === "in" && parent.right === use;
    case AST_NODE_TYPES.CallExpression: {
      const callee = parent.callee;
      // A function written in place that takes the object (`((r) => r.frames)(result)`) may read any key.
      if (callee.type === AST_NODE_TYPES.ArrowFunctionExpression || callee.type === AST_NODE_TYPES.FunctionExpression)
        return parent.arguments.includes(use as TSESTree.Expression);
      if (callee.type === AST_NODE_TYPES.Identifier) return callee.name === "structuredClone";
      if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.object.type !== AST_NODE_TYPES.Identifier)
        return false;
      const method = callee.property.type === AST_NODE_TYPES.Identifier ? callee.property.name : "";
      return (
        (callee.object.name === "Object" && OBJECT_READERS.has(method)) ||
        callee.object.name === "Reflect" ||
        (callee.object.name === "JSON" && method === "stringify")
      );
    }
    default:
      return false;
  }
}
