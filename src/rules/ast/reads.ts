/**
 * Whether code of the file reads keys of the object an expression builds, after it is built: through the
 * variable the value is stored in, or through a call of the function that returns it. Syntax only; a use
 * it cannot follow counts as no read, a use that may read any key (a spread, `for...in`) as a read.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { callsOf, returningFunction, storedIn, valueOf } from "./functions.js";
import { variableOf, type Variable } from "./scope.js";
import { plainKeyName } from "./static-values.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The keys asked about; undefined stands for a key of unknown name, which any read of a key may read. */
type Names = readonly (string | undefined)[];

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
export function readsKeys(sourceCode: SourceCode, node: TSESTree.Node, names: Names): boolean {
  const variable = storedIn(sourceCode, node) ?? defaultOf(sourceCode, node);
  if (variable) return variableReads(sourceCode, variable, names, 0);
  // The object read where it is built: `({ ... }).frames`, `const { frames } = { ... }`.
  if (valueReads(sourceCode, valueOf(node), names, 0)) return true;
  const fn = returningFunction(node);
  return (
    fn !== undefined && callsOfFunction(sourceCode, fn).some((call) => valueReads(sourceCode, valueOf(call), names, 0))
  );
}

/** The calls of a function: by its name, or where it is called as it is written (`(() => ({ ... }))()`). */
function callsOfFunction(sourceCode: SourceCode, fn: TSESTree.FunctionLike): TSESTree.CallExpression[] {
  const called = valueOf(fn).parent;
  if (called?.type === AST_NODE_TYPES.CallExpression && called.callee === valueOf(fn)) return [called];
  return callsOf(sourceCode, fn);
}

function variableReads(sourceCode: SourceCode, variable: Variable, names: Names, depth: number): boolean {
  return variable.references.some((reference) => {
    if (!reference.isRead()) return false;
    const use = valueOf(reference.identifier);
    // Held in another object (`{ r }`, `box.r = r`), where reads are not followed.
    const parent = use.parent;
    if (parent?.type === AST_NODE_TYPES.Property && parent.value === use) return true;
    return valueReads(sourceCode, use, names, depth);
  });
}

/**
 * Whether a use of the object reads a key of `names` (or may read any key). One variable it is stored in
 * (`const r = run()`, `const copy = result`) is followed; a copy of that copy is not.
 */
function valueReads(sourceCode: SourceCode, use: TSESTree.Node, names: Names, depth: number): boolean {
  const parent = use.parent;
  if (!parent) return false;
  const readsName = (name: string | undefined): boolean => name === undefined || names.includes(name);
  switch (parent.type) {
    case AST_NODE_TYPES.MemberExpression:
      if (parent.object !== use) return false;
      if (!parent.computed) {
        if (parent.property.type !== AST_NODE_TYPES.Identifier) return false;
        // `result.hasOwnProperty("frames")` may ask about any key.
        return KEY_METHODS.has(parent.property.name) || readsName(parent.property.name);
      }
      return readsName(parent.property.type === AST_NODE_TYPES.Literal ? String(parent.property.value) : undefined);
    case AST_NODE_TYPES.VariableDeclarator: {
      if (parent.init !== use) return false;
      if (parent.id.type === AST_NODE_TYPES.Identifier) {
        const copy = variableOf(sourceCode, parent.id);
        return depth < 1 && copy !== undefined && variableReads(sourceCode, copy, names, depth + 1);
      }
      return (
        parent.id.type === AST_NODE_TYPES.ObjectPattern &&
        parent.id.properties.some(
          (p) =>
            p.type === AST_NODE_TYPES.RestElement ||
            readsName(p.computed ? undefined : plainKeyName(p as TSESTree.Property)),
        )
      );
    }
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
      return (
        fn !== undefined &&
        callsOfFunction(sourceCode, fn).some((call) => valueReads(sourceCode, valueOf(call), names, depth + 1))
      );
    }
    case AST_NODE_TYPES.AssignmentExpression: {
      if (parent.right !== use) return false;
      // `({ frames } = result)`, and `copy = result` as `const copy = result`.
      if (parent.left.type === AST_NODE_TYPES.ObjectPattern || parent.left.type === AST_NODE_TYPES.MemberExpression)
        return true;
      const copy = parent.left.type === AST_NODE_TYPES.Identifier ? variableOf(sourceCode, parent.left) : undefined;
      return depth < 1 && copy !== undefined && variableReads(sourceCode, copy, names, depth + 1);
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
