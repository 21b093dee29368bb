/**
 * Whether code of the file reads keys of the object an expression builds, after it is built: through the
 * variables it is stored in, the calls of the function that returns it, the promises that resolve to it.
 * Syntax only, and by a list: the uses that read no key are named (a statement of its own, a test, a
 * comparison, an argument of a function the file does not show whose value the file does not read, an
 * export); every other use, and every path longer than `MAX_READ_DEPTH` steps, counts as a read.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import {
  codeInFile,
  fileFunction,
  handsToCallbacks,
  hasOwnThis,
  isBuiltin,
  literalMethod,
  localFunction,
  madeByBuiltin,
  readsArguments,
  registersListener,
  rootOf,
  usesArguments,
} from "./code-in-file.js";
import { enclosingFunction, functionOf, isAssertion, returningFunction, storedIn, valueOf } from "./functions.js";
import { MAX_READ_DEPTH, MAX_READ_NESTING, MAX_READ_STEPS } from "./limits.js";
import { calledMember, destructuresMember, memberIndex, memberName, membersNamed } from "./member-index.js";
import { moduleExportOf } from "./modules.js";
import { readsByAnyName } from "./reads-by-name.js";
import { isReassigned, isScriptGlobal, soleInitializer, unwrap, variableOf, type Variable } from "./scope.js";
import { isProtoSetter, plainKeyName, propertyKeyName } from "./static-values.js";
import { ownTyped, typedPlace, type TypedPlaceCheck } from "./typed-places.js";

export type { TypedPlaceCheck } from "./typed-places.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The keys asked about; undefined stands for a key of unknown name, which any read of a key may read. */
type Names = readonly (string | undefined)[];

/**
 * What is asked: reads of `names`; with `typed`, also the places where TypeScript compares the object's
 * type, once it is no longer a fresh literal, with a type declared elsewhere and that type may refuse a
 * change of its content's type. `own` is the literal's own place, where such a type already refuses an
 * extra key.
 */
interface Query extends ReadOptions {
  readonly names: Names;
  readonly typed: TypedPlaceCheck;
  readonly own: TSESTree.Node;
  /** Asked of an object or array that holds the result: its own annotation (`const rs: Result[] = [r]`) counts. */
  readonly holder?: boolean;
  /** The work the question has left, shared by every query made from it. */
  readonly work: Work;
}

/** Uses still to follow, and how many are being followed inside one another now. */
interface Work {
  steps: number;
  nesting: number;
}

/** What the caller knows of the result's consumers. */
export interface ReadOptions {
  /** The class whose constructor takes the result and copies only the contract's keys (`ToolResultBlock`). */
  readonly consumer?: string | undefined;
  /**
   * Whether TypeScript checks the file: a variable the result is stored in and that is assigned again
   * has the result's type, which the other values must match (`let r = { ... }; r = { ..., frames }`).
   */
  readonly typeChecked?: boolean | undefined;
  /** Whether a type the code asserts (`as T`) is a tool-result type, whose content takes a `{ json }` block. */
  readonly resultType?: ((type: TSESTree.TypeNode) => boolean) | undefined;
  /** The linted file's name, to tell a module that imports itself. */
  readonly filename?: string | undefined;
  /** Whether a function is a tool's callback, which its tool API calls: what it returns is for the API. */
  readonly toolCallback?: ((fn: TSESTree.FunctionLike) => boolean) | undefined;
  /**
   * Whether the file runs as CommonJS (`sourceType: "commonjs"`): its top-level names are its own, also
   * where a parser's scopes make them globals (typescript-eslint's do, without `globalReturn`).
   */
  readonly commonjs?: boolean | undefined;
  /**
   * Whether other files load this module and TypeScript checks them against what it exports (typed
   * linting, ../types/importers.ts): an export then reads the result's type where the file lets it be
   * inferred (`export function run() { return {...} }`, `export default r`), as a caller's
   * `run().content[0].text` does.
   */
  readonly exportsRead?: (() => boolean) | undefined;
  /**
   * Whether the file's top-level names are the program's globals, as TypeScript reads a file without an
   * import or export (a script): other files of the program may use and type-check against them.
   */
  readonly topLevelShared?: (() => boolean) | undefined;
}

/**
 * Whether a variable is a classic script's top-level name, a global: code may reach it through the global
 * object without the name in sight (`globalThis.r`, a sloppy `this`, `new Function("return r")`).
 */
function globalName(variable: Variable, q: ReadOptions): boolean {
  if (variable.scope.type === "module" && variable.defs.length > 0 && q.topLevelShared?.() === true) return true;
  return q.commonjs !== true && isScriptGlobal(variable);
}

/** The calls a function is called through in the file, or "escapes" where it goes where calls are not followed. */
type Calls = readonly TSESTree.Node[] | "escapes";

/** Constructors whose object holds what they are given. */
const HOLDING_CONSTRUCTORS = new Set(["Map", "Set", "WeakMap", "WeakSet", "WeakRef", "Array", "Proxy"]);

/** `Promise` functions whose promise holds the values of the array they are given. */
const PROMISE_COMBINATORS = new Set(["all", "allSettled", "race", "any"]);

/** Methods that store their arguments in the object (an array, a `Map`, a `Set`), or give a new array of them. */
const STORING_METHODS = new Set(["push", "unshift", "splice", "fill", "set", "add", "concat", "with", "toSpliced"]);

/** Methods every object has that ask about a key by name. */
const KEY_METHODS = new Set(["hasOwnProperty", "propertyIsEnumerable", "__lookupGetter__", "__lookupSetter__"]);

/**
 * Member names the language calls without a call in the code: conversions (`toJSON`, `toString`...),
 * `then` (`await`), a `Proxy` handler's traps, a property descriptor's `get`, `set` and `value`, an
 * iterator's `next`, `return` and `throw`, an event listener object's `handleEvent`.
 */
const IMPLICIT_CALLS = new Set([
  "toJSON",
  "toString",
  "valueOf",
  "toLocaleString",
  "then",
  "get",
  "set",
  "has",
  "apply",
  "construct",
  "ownKeys",
  "deleteProperty",
  "defineProperty",
  "getOwnPropertyDescriptor",
  "getPrototypeOf",
  "setPrototypeOf",
  "isExtensible",
  "preventExtensions",
  "value",
  "next",
  "return",
  "throw",
  "handleEvent",
]);

/** Promise methods whose callbacks' returns become the promise's value. */
const PROMISE_CALLBACKS = new Set(["then", "catch", "finally"]);

/**
 * Whether a key of `names` is read from the object `node` builds: `result.frames`, `const { frames } =
 * result`, `result[key]`, `{ ...result }`, `"frames" in result`, `JSON.stringify(result)`, `Object.keys(result)`,
 * or any use not known to read none.
 */
export function readsKeys(
  sourceCode: SourceCode,
  node: TSESTree.Node,
  names: Names,
  typed: TypedPlaceCheck = false,
  options: ReadOptions = {},
): boolean {
  // Direct `eval` may read any name in scope, `with` any name as a key, and a module that loads itself
  // reads its exports as another module would.
  if (readsByAnyName(sourceCode, options.filename)) return true;
  // A file that changes `Object.prototype` or `Array.prototype` runs its own code on every object and
  // array: conversions (`${result}`, `result == 1`) and inherited methods get the result as `this`.
  if (memberIndex(sourceCode).patchesPrototypes) return true;
  // What a namespace exports is read as its members (`Tools.last.frames`), not through its variables.
  if (inNamespace(node)) return true;
  const work: Work = { steps: MAX_READ_STEPS, nesting: 0 };
  return valueReads(sourceCode, node, { ...options, names, typed, own: valueOf(node), work }, 0);
}

/** `follow(...)` as one step of the question's work; `spent` when the work is used up (a read, an escape). */
function step<T>(q: Query, spent: T, follow: () => T): T {
  const { work } = q;
  if (work.steps <= 0 || work.nesting >= MAX_READ_NESTING) return spent;
  work.steps--;
  work.nesting++;
  try {
    return follow();
  } finally {
    work.nesting--;
  }
}

/** Whether a node is written in a namespace (`namespace Tools { ... }`). */
function inNamespace(node: TSESTree.Node): boolean {
  for (let up = node.parent; up; up = up.parent) if (up.type === AST_NODE_TYPES.TSModuleBlock) return true;
  return false;
}

/** Whether a use of the object reads a key of `names`, or may read any key. */
function valueReads(sourceCode: SourceCode, node: TSESTree.Node, q: Query, depth: number): boolean {
  return step(q, true, () => useReads(sourceCode, node, q, depth));
}

function useReads(sourceCode: SourceCode, node: TSESTree.Node, q: Query, depth: number): boolean {
  const use = valueOf(node);
  const parent = use.parent;
  if (!parent) return false;
  if (q.typed && (use !== q.own || q.holder === true || ownTyped(sourceCode, node, use, parent, q.resultType))) {
    const place = typedPlace(sourceCode, node, use, parent);
    if (place && q.typed(place)) return true;
  }
  switch (parent.type) {
    case AST_NODE_TYPES.MemberExpression:
      return parent.object === use && memberReads(sourceCode, parent, q, depth);
    case AST_NODE_TYPES.VariableDeclarator:
      return (
        parent.init === use &&
        ((exportedUntyped(parent) && q.exportsRead?.() === true) || patternReads(sourceCode, parent.id, q, depth))
      );
    case AST_NODE_TYPES.AssignmentExpression:
      // `const r = ...` as `r = ...`, `r ??= ...`, `({ frames } = ...)`; the assignment's own value too
      // (`return (cached = ...)`).
      return (
        parent.right === use &&
        (patternReads(sourceCode, parent.left, q, depth) || valueReads(sourceCode, parent, q, depth))
      );
    case AST_NODE_TYPES.AssignmentPattern:
      // A default: `{ r = ... }`, `function f(r = ...)`.
      return parent.right === use && patternReads(sourceCode, parent.left, q, depth);
    case AST_NODE_TYPES.ReturnStatement:
    case AST_NODE_TYPES.ArrowFunctionExpression:
      // What the function's callers read (`tool().frames`).
      return returnReads(sourceCode, returningFunction(use), q, depth + 1);
    case AST_NODE_TYPES.YieldExpression:
      return returnReads(sourceCode, enclosingFunction(parent), q, depth + 1);
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.NewExpression:
      return parent.callee === use || argumentReads(sourceCode, parent, use, q, depth);
    case AST_NODE_TYPES.BinaryExpression:
      // `"frames" in r`; `r instanceof C` calls a `Symbol.hasInstance` of `C` with it.
      return (
        (parent.operator === "in" && parent.right === use) || (parent.operator === "instanceof" && parent.left === use)
      );
    case AST_NODE_TYPES.JSXExpressionContainer:
      return jsxReads(sourceCode, parent);
    case AST_NODE_TYPES.TemplateLiteral:
      // A tag gets the template's values.
      return parent.parent.type === AST_NODE_TYPES.TaggedTemplateExpression;
    case AST_NODE_TYPES.ExportDefaultDeclaration:
    case AST_NODE_TYPES.ExportSpecifier:
      return q.exportsRead?.() === true;
    case AST_NODE_TYPES.Property:
      return parent.value === use && holderReads(sourceCode, parent, q, depth);
    case AST_NODE_TYPES.ArrayExpression:
      // Held in an array, whose methods read every element: any use of it but a statement of its own.
      return valueReads(sourceCode, parent, holderQuery(parent, [undefined], q), depth);
    // Uses that read no key: on its own, a test, a comparison, a string.
    case AST_NODE_TYPES.ExpressionStatement:
    case AST_NODE_TYPES.UnaryExpression:
    case AST_NODE_TYPES.IfStatement:
    case AST_NODE_TYPES.WhileStatement:
    case AST_NODE_TYPES.DoWhileStatement:
    case AST_NODE_TYPES.ForStatement:
    case AST_NODE_TYPES.SwitchStatement:
    case AST_NODE_TYPES.SwitchCase:
    case AST_NODE_TYPES.ConditionalExpression:
    case AST_NODE_TYPES.SequenceExpression:
      return false;
    // A spread (JSX props too), `for...in`, a class field, a throw, a type taken with `typeof`...
    default:
      return true;
  }
}

/**
 * Whether the object read is reached through an object literal that holds it (`{ result: r }`): a read of
 * that member of the holder counts as a read of the object, and, where types are checked, so does any
 * place that compares the holder with a declared type.
 */
function holderReads(sourceCode: SourceCode, member: TSESTree.Property, q: Query, depth: number): boolean {
  const name = member.computed ? undefined : propertyKeyName(sourceCode, member);
  if (name === undefined || member.parent.type !== AST_NODE_TYPES.ObjectExpression) return true;
  // A method or accessor of the holder may read it through `this` (`this.result.frames`).
  if (member.parent.properties.some((p) => hasOwnThis(sourceCode, p))) return true;
  // `{ __proto__: r }` makes it the holder's prototype: the holder's reads of any key reach it.
  if (isProtoSetter(member))
    return valueReads(sourceCode, member.parent, holderQuery(member.parent, q.names, q), depth);
  return valueReads(sourceCode, member.parent, holderQuery(member.parent, [name], q), depth);
}

/** What is asked of an object or array literal that holds the object (syntax nests: no step to count). */
function holderQuery(holder: TSESTree.Node, names: Names, q: Query): Query {
  return { ...q, names, typed: q.typed && (() => true), own: valueOf(holder), holder: true };
}

/** Whether `use.name`, `use[key]` or a promise method on `use` reads a key of `names`. */
function memberReads(sourceCode: SourceCode, member: TSESTree.MemberExpression, q: Query, depth: number): boolean {
  const readsName = (name: string | undefined): boolean =>
    name === undefined || q.names.includes(name) || q.names.includes(undefined);
  if (member.computed)
    return readsName(member.property.type === AST_NODE_TYPES.Literal ? String(member.property.value) : undefined);
  if (member.property.type !== AST_NODE_TYPES.Identifier) return false;
  const name = member.property.name;
  const call = calledMember(member);
  if (call && PROMISE_CALLBACKS.has(name)) {
    // A settled value goes to the first parameter of a callback (`then`'s first for a fulfilled promise,
    // `catch`'s or `then`'s second for a rejected one), or on to the next promise where none takes it.
    const callbacks = call.arguments.filter((a) => !isNullish(a));
    for (const callback of name === "finally" ? [] : callbacks) {
      const fn = functionOf(sourceCode, callback);
      if (fn === undefined) return true;
      const param = fn.params[0];
      if (param !== undefined && patternReads(sourceCode, param, q, depth)) return true;
    }
    return (
      (name !== "then" || callbacks.length === 0 || isNullish(call.arguments[0] as TSESTree.Node)) &&
      valueReads(sourceCode, call, q, depth)
    );
  }
  // `result.valueOf()` is the object itself.
  if (call && name === "valueOf") return valueReads(sourceCode, call, q, depth);
  // A method called on it gets it as `this` (`result.describe()`, `` result.tag`...` ``, and
  // `result.__defineGetter__(...)` installs one), as does a function stored on it (`result.describe = ...`,
  // `result.__proto__ = { get total() {...} }`) wherever the language calls it: any key.
  if (call || isTag(member) || storesCode(member)) return true;
  // `result.hasOwnProperty("frames")` may ask about any key.
  return KEY_METHODS.has(name) || readsName(name);
}

/** Whether a member expression is the tag of a tagged template (`` x.tag`...` ``). */
function isTag(member: TSESTree.MemberExpression): boolean {
  const use = valueOf(member);
  return use.parent?.type === AST_NODE_TYPES.TaggedTemplateExpression && use.parent.tag === use;
}

/** Whether a member is assigned a value that is not a primitive literal: a function or an object may be code. */
function storesCode(member: TSESTree.MemberExpression): boolean {
  const parent = member.parent;
  return (
    parent.type === AST_NODE_TYPES.AssignmentExpression && parent.left === member && !isPrimitiveLiteral(parent.right)
  );
}

/** Whether an object passed as an argument is read: by `Object.keys`, `JSON.stringify`, a function of the file... */
function argumentReads(
  sourceCode: SourceCode,
  call: TSESTree.CallExpression | TSESTree.NewExpression,
  use: TSESTree.Node,
  q: Query,
  depth: number,
): boolean {
  const callee = call.callee;
  const held = (): boolean => valueReads(sourceCode, call, holderQuery(call, [undefined], q), depth);
  if (callee.type === AST_NODE_TYPES.Identifier && call.type === AST_NODE_TYPES.NewExpression) {
    // The consumer the result is made for (`new ToolResultBlock(...)`) copies only the contract's keys.
    if (callee.name === q.consumer) return false;
    // `new Map([[k, r]])`, `new Set([r])`: the new object holds it.
    if (HOLDING_CONSTRUCTORS.has(callee.name)) return held();
  }
  if (callee.type === AST_NODE_TYPES.MemberExpression) {
    if (readsAsList(callee, call, use)) return true;
    const method = memberName(callee) ?? "";
    const object = callee.object.type === AST_NODE_TYPES.Identifier ? callee.object.name : undefined;
    if (object === "Promise" && method === "resolve") return valueReads(sourceCode, call, q, depth);
    // `Promise.all([r])`, `Array.of(r)`: what the call gives holds it.
    if ((object === "Promise" && PROMISE_COMBINATORS.has(method)) || (object === "Array" && method === "of"))
      return held();
    // `rs.push(r)`, `cache.set(k, r)`: the object holds it from then on (and `concat` gives a new one).
    if (STORING_METHODS.has(method) && callee.object.type === AST_NODE_TYPES.Identifier) {
      const holder = variableOf(sourceCode, callee.object);
      if (holder === undefined || holderKind(sourceCode, holder, q) !== "fresh" || depth >= MAX_READ_DEPTH) return true;
      const holderQ = holderQuery(callee.object, [undefined], q);
      return held() || holderReadsAfter(sourceCode, holder, stores, holderQ, depth);
    }
  }
  // A function of the file that takes it: what its parameter reads. Other code of the file may read any
  // key; the code of a function of another module or a global (`send(r)`, `console.log(r)`) is not
  // followed, but what it gives back is (below).
  const fn = call.type === AST_NODE_TYPES.CallExpression ? localFunction(sourceCode, callee) : undefined;
  if (fn !== undefined) {
    const index = call.arguments.indexOf(use as TSESTree.CallExpressionArgument);
    const param = paramAt(fn, index);
    if (call.arguments.slice(0, index).some((a) => a.type === AST_NODE_TYPES.SpreadElement)) return true;
    if (param === undefined || param.type === AST_NODE_TYPES.RestElement) return true;
    return usesArguments(sourceCode, fn) || patternReads(sourceCode, param, q, depth);
  }
  if (codeInFile(sourceCode, callee) || handsToCallbacks(sourceCode, callee)) return true;
  // An assertion compares it with what the test expects (`expect(r).toEqual(...)`, `assert.deepEqual(r, ...)`).
  if (call.type === AST_NODE_TYPES.CallExpression && isAssertion(call)) return true;
  // An object a built-in made may give it back (`controller.abort(r)`, then `controller.signal.reason`).
  const made = madeByBuiltin(sourceCode, callee);
  // A built-in bus may hand it to a listener of the file registered on another object (`process.on`,
  // a `BroadcastChannel` of the same name).
  if (registersListener(sourceCode) && (made !== undefined || isBuiltin(sourceCode, callee))) return true;
  if (made !== undefined) {
    if (depth >= MAX_READ_DEPTH) return true;
    const root = rootOf(callee);
    return (
      held() || holderReadsAfter(sourceCode, made, (node) => node === root, holderQuery(root, [undefined], q), depth)
    );
  }
  // A function of another module (an import, a `declare function`) may give it back, or a copy of its
  // keys (`identity(r)`, `cloneDeep(r)`, `track<T>(value: T): T`): what the call gives holds it. Only a
  // value the file discards (`send(r);`, `await send(r);`) or never reads is not read.
  if (!isBuiltin(sourceCode, callee)) return !discarded(call) && held();
  // A built-in reads the keys of an object it takes as options (`console.dir(x, { depth })`,
  // `spawnSync(cmd, args, { stdio })`, `fetch(url, { method })`): only what it takes as the value is not
  // read, as `takenAsValue` tells.
  if (!takenAsValue(sourceCode, call, use)) return true;
  // A built-in may hand it to a function of this file given in the same call (`setTimeout(show, 0, r)`),
  // store it in an object of this file given there (`Array.prototype.push.call(rs, r)`), or give it back
  // (`Array.from([r])[0]`, `Promise.reject(r)`).
  // One that stores (`Array.prototype.push.call(x, r)`) stores into x, whatever names x has.
  const storing = storesInto(callee);
  for (const other of call.arguments) {
    if (other === use) continue;
    if (fileFunction(sourceCode, other)) return true;
    const variable = storeTarget(sourceCode, other, storing, q);
    if (variable === "nothing") continue;
    if (variable === "unknown" || depth >= MAX_READ_DEPTH) return true;
    const otherQ = holderQuery(other, [undefined], q);
    if (holderReadsAfter(sourceCode, variable, (node) => node === other, otherQ, depth)) return true;
  }
  // What a built-in gives may be made of the object's keys (`Array.prototype.join.call(r)`, `new
  // URLSearchParams(r)`): any use of it but a statement of its own reads them.
  return !discarded(call);
}

/**
 * Whether a call reads an argument as a list or as its `this`: `f.apply(t, r)` reads `r.length` and
 * every index as a spread does (so does `Function.prototype.apply.call(f, t, r)`), and a method called
 * with it as `this` (`Array.prototype.forEach.call(r, f)`, `.apply(r)`, `.bind(r)`) reads it as its own.
 */
function readsAsList(
  callee: TSESTree.MemberExpression,
  call: TSESTree.CallExpression | TSESTree.NewExpression,
  use: TSESTree.Node,
): boolean {
  for (let at: TSESTree.Node = callee; at.type === AST_NODE_TYPES.MemberExpression; at = at.object)
    if (memberName(at) === "apply") return true;
  const name = memberName(callee);
  return (name === "call" || name === "bind") && call.arguments[0] === use;
}

/** `console` methods that print every argument they are given (`console.dir` takes options second). */
const CONSOLE_PRINTERS = new Set([
  "log",
  "info",
  "warn",
  "error",
  "debug",
  "trace",
  "dirxml",
  "group",
  "groupCollapsed",
  "assert",
  "timeLog",
]);

/** Timers, which take the value to give back (`node:timers/promises`) or to pass on second. */
const TIMERS = new Set(["setTimeout", "setInterval", "setImmediate"]);

/**
 * Whether a built-in takes an argument as the value it consumes (prints, sends, stores, gives back),
 * reading none of its keys: its first argument, every argument of a console printer (`console.log("done",
 * r)`), a timer's second (`await setTimeout(10, r)`). Any other position may be an options object, whose
 * keys the built-in reads.
 */
function takenAsValue(
  sourceCode: SourceCode,
  call: TSESTree.CallExpression | TSESTree.NewExpression,
  use: TSESTree.Node,
): boolean {
  const index = call.arguments.indexOf(use as TSESTree.CallExpressionArgument);
  if (index === 0) return true;
  const callee = call.callee;
  if (callee.type === AST_NODE_TYPES.Identifier)
    return index === 1 && TIMERS.has(moduleExportOf(sourceCode, callee)?.name ?? callee.name);
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return false;
  const name = memberName(callee) ?? "";
  if (index === 1 && TIMERS.has(name)) return true;
  return (
    callee.object.type === AST_NODE_TYPES.Identifier && callee.object.name === "console" && CONSOLE_PRINTERS.has(name)
  );
}

/** Whether an expression's value is thrown away: a statement of its own (awaited, or with `void`). */
function discarded(node: TSESTree.Node): boolean {
  const use = valueOf(node);
  const parent = use.parent;
  if (
    parent?.type === AST_NODE_TYPES.AwaitExpression ||
    (parent?.type === AST_NODE_TYPES.UnaryExpression && parent.operator === "void")
  )
    return discarded(parent);
  return parent?.type === AST_NODE_TYPES.ExpressionStatement;
}

/**
 * Whether a value in a JSX container is read: the element factory gets it, an attribute in the props and a
 * child as `props.children`, and hands both to the component. A component of this file reads them; so does
 * the file's own factory (named by a `@jsx h` pragma, or a `React` of the file), which every element calls.
 */
function jsxReads(sourceCode: SourceCode, container: TSESTree.JSXExpressionContainer): boolean {
  if (ownJsxFactory(sourceCode)) return true;
  const parent = container.parent;
  const opening =
    parent.type === AST_NODE_TYPES.JSXAttribute
      ? parent.parent
      : parent.type === AST_NODE_TYPES.JSXElement
        ? parent.openingElement
        : undefined;
  if (opening?.type !== AST_NODE_TYPES.JSXOpeningElement) return false;
  const name = opening.name;
  // `<div title={r}>` gives a DOM element a string; `<Panel result={r} />` gives a component its props.
  if (name.type === AST_NODE_TYPES.JSXIdentifier && /^[a-z]/u.test(name.name)) return false;
  return name.type === AST_NODE_TYPES.JSXNamespacedName || codeInFile(sourceCode, name);
}

/** A pragma that names the element factory (`@jsx h`, `@jsxFrag F`). */
const JSX_PRAGMA = /@jsx(?:Frag)?\s/u;

const jsxFactories = new WeakMap<SourceCode, boolean>();

/** Whether the file's JSX calls a factory the file names or makes: a pragma, or a `React` it declares. */
function ownJsxFactory(sourceCode: SourceCode): boolean {
  let own = jsxFactories.get(sourceCode);
  if (own === undefined) {
    const react = sourceCode.scopeManager?.scopes
      .flatMap((scope) => scope.set.get("React")?.defs ?? [])
      .some((def) => def.type !== "ImportBinding");
    own = react === true || sourceCode.getAllComments().some((c) => JSX_PRAGMA.test(`${c.value} `));
    jsxFactories.set(sourceCode, own);
  }
  return own;
}

/**
 * Whether code reads what a variable of the file holds once a value is stored in it (`rs.push(r)`,
 * `Array.prototype.push.call(rs, r)`): any of its reads but those `skip` names (the storing itself).
 */
function holderReadsAfter(
  sourceCode: SourceCode,
  variable: Variable,
  skip: (node: TSESTree.Node) => boolean,
  q: Query,
  depth: number,
): boolean {
  return variable.references.some(
    (r) => r.isRead() && !skip(r.identifier) && valueReads(sourceCode, r.identifier, q, depth + 1),
  );
}

/**
 * Whether a read of a variable is the object of a method that stores into it (`rs.push(...)`), as a
 * statement of its own: what the call gives (`splice`'s removed items, `concat`'s copy, `Map#set`'s map)
 * may hold the value.
 */
function stores(node: TSESTree.Node): boolean {
  const member = node.parent;
  if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== node) return false;
  const call = calledMember(member);
  return STORING_METHODS.has(memberName(member) ?? "") && call !== undefined && discarded(call);
}

/**
 * Whether the name or names a value is bound to read a key of `names`: a variable's reads, or a
 * destructuring that takes one (or the rest). A target the file cannot follow (`o.r = ...`, `[a] = ...`)
 * counts as a read.
 */
function patternReads(sourceCode: SourceCode, pattern: TSESTree.Node, q: Query, depth: number): boolean {
  switch (pattern.type) {
    case AST_NODE_TYPES.AssignmentPattern:
      return patternReads(sourceCode, pattern.left, q, depth);
    case AST_NODE_TYPES.Identifier: {
      const variable = variableOf(sourceCode, pattern);
      if (depth >= MAX_READ_DEPTH || variable === undefined) return true;
      // What a namespace exports is read as its members (`Tools.last.frames`), not through its variables.
      if (inNamespace(pattern)) return true;
      return (q.typeChecked === true && isReassigned(variable)) || variableReads(sourceCode, variable, q, depth + 1);
    }
    case AST_NODE_TYPES.ObjectPattern:
      // A key taken reads it, and any key where any may hold the value (`const { 0: first } = [r]`).
      return pattern.properties.some((p) => {
        const name = p.type === AST_NODE_TYPES.RestElement || p.computed ? undefined : plainKeyName(p);
        return name === undefined || q.names.includes(name) || q.names.includes(undefined);
      });
    default:
      return true;
  }
}

function variableReads(sourceCode: SourceCode, variable: Variable, q: Query, depth: number): boolean {
  // A classic script's top-level name is a global: code may read it through the global object.
  if (globalName(variable, q)) return true;
  return variable.references.some(
    (reference) => reference.isRead() && valueReads(sourceCode, reference.identifier, q, depth),
  );
}

/**
 * Whether code reads a key of `names` from what a function returns (or yields), through the calls this
 * file makes of it. A generator's call gives an iterator, whose values are read where the code steps
 * through it: any call of one counts as a read.
 */
function returnReads(sourceCode: SourceCode, fn: TSESTree.FunctionLike | undefined, q: Query, depth: number): boolean {
  if (fn === undefined) return false;
  if (depth > MAX_READ_DEPTH) return true;
  const calls = callsReturning(sourceCode, fn, q, depth);
  if (calls === "escapes") return true;
  if (fn.generator) return calls.length > 0;
  return calls.some((call) => valueReads(sourceCode, call, q, depth));
}

/**
 * The expressions whose value is what a function returns: its calls by name, through copies of it and
 * `.call`, `.apply`, `.bind`; for a method, a function stored in a property or a getter, every call
 * (every read, for a getter) of a member of its name in the file, whatever the object.
 */
function callsReturning(sourceCode: SourceCode, fn: TSESTree.FunctionLike, q: Query, depth: number): Calls {
  const member = memberOf(sourceCode, fn);
  if (member === "escapes") return "escapes";
  if (member !== undefined) {
    // Another module may call a member (of a class, of an object), unless a tool API calls it.
    if (memberLeaves(fn, q)) return "escapes";
    const index = memberIndex(sourceCode);
    // A type may read what it returns (`ReturnType<Tool["run"]>["frames"]`).
    if (
      destructuresMember(sourceCode, member.name) ||
      index.reflects ||
      index.inTypes.has(member.name) ||
      holderLists(sourceCode, fn)
    )
      return "escapes";
    const uses = membersNamed(sourceCode, member.name);
    return member.getter ? uses : collect(uses, (use) => callsOfValue(sourceCode, use, q, depth));
  }
  // Exported with the return type TypeScript infers: the importers' calls read it.
  if (fn.returnType === undefined && exportedFunction(fn) && q.exportsRead?.() === true) return "escapes";
  if (fn.type === AST_NODE_TYPES.FunctionDeclaration) {
    const variable = fn.id ? variableOf(sourceCode, fn.id) : undefined;
    return variable ? aliasCalls(sourceCode, variable, q, depth) : [];
  }
  return callsOfValue(sourceCode, fn, q, depth);
}

/**
 * The calls of the function that `node` evaluates to: `f()`, ``f`...` ``, `new f()`, `f.call()`,
 * `f.apply()`, `Reflect.apply(f)`, those of a copy (`const g = f`, `f.bind(x)`) or of a member it is
 * stored in, those of a closure a function returns, and a promise's callbacks. An argument of another
 * function, an export or a test has none; any other use escapes.
 */
function callsOfValue(sourceCode: SourceCode, node: TSESTree.Node, q: Query, depth: number): Calls {
  if (depth > MAX_READ_DEPTH) return "escapes";
  return step<Calls>(q, "escapes", () => useCalls(sourceCode, node, q, depth));
}

function useCalls(sourceCode: SourceCode, node: TSESTree.Node, q: Query, depth: number): Calls {
  const use = valueOf(node);
  const parent = use.parent;
  if (!parent) return [];
  // Given to a place with a declared type (`const h: () => Result = make`, `{ run: make } satisfies
  // Tool`, `sink(make)`), whose return type TypeScript compares with what the function returns.
  if (q.typed) {
    const place = typedPlace(sourceCode, node, use, parent) ?? heldInTypedPlace(sourceCode, use);
    if (place && q.typed(place)) return "escapes";
  }
  switch (parent.type) {
    case AST_NODE_TYPES.CallExpression:
      return parent.callee === use ? [parent] : argumentCalls(sourceCode, parent, use, q, depth);
    case AST_NODE_TYPES.NewExpression:
      if (parent.callee === use) return [parent];
      return valueReads(sourceCode, parent, holderQuery(parent, [undefined], q), depth) ? "escapes" : [];
    case AST_NODE_TYPES.TaggedTemplateExpression:
      return parent.tag === use ? [parent] : [];
    case AST_NODE_TYPES.MemberExpression: {
      if (parent.object !== use) return [];
      const name = memberName(parent);
      const call = calledMember(parent);
      if (name === "call" || name === "apply") return call ? [call] : "escapes";
      if (name === "bind") return call ? callsOfValue(sourceCode, call, q, depth + 1) : "escapes";
      // `f.name`, `f.length`: read, not called; anything else (`f.valueOf()`, `f.toString()`, its source
      // that `Function` or `vm` can compile again) may give it on.
      return name === "name" || name === "length" ? [] : "escapes";
    }
    case AST_NODE_TYPES.VariableDeclarator:
    case AST_NODE_TYPES.AssignmentExpression: {
      const target = parent.type === AST_NODE_TYPES.VariableDeclarator ? parent.id : parent.left;
      const value = parent.type === AST_NODE_TYPES.VariableDeclarator ? parent.init : parent.right;
      if (value !== use) return [];
      if (target.type === AST_NODE_TYPES.MemberExpression) {
        const name = memberName(target);
        return name === undefined || isBuiltin(sourceCode, target)
          ? "escapes"
          : memberCalls(sourceCode, name, q, depth + 1);
      }
      const copy = target.type === AST_NODE_TYPES.Identifier ? variableOf(sourceCode, target) : undefined;
      return copy ? aliasCalls(sourceCode, copy, q, depth + 1) : "escapes";
    }
    case AST_NODE_TYPES.Property: {
      if (parent.value !== use || parent.parent.type !== AST_NODE_TYPES.ObjectExpression) return [];
      const name = parent.computed ? undefined : propertyKeyName(sourceCode, parent);
      if (name === undefined || holderLists(sourceCode, parent)) return "escapes";
      const fn = functionOf(sourceCode, use);
      if (fn !== undefined && memberLeaves(fn, q)) return "escapes";
      return memberCalls(sourceCode, name, q, depth + 1);
    }
    case AST_NODE_TYPES.ArrayExpression:
      // Held in an array (`export const tools = [run]`): called where any element of it is read.
      return valueReads(sourceCode, parent, holderQuery(parent, [undefined], { ...q, typed: false }), depth)
        ? "escapes"
        : [];
    case AST_NODE_TYPES.ReturnStatement:
    case AST_NODE_TYPES.ArrowFunctionExpression: {
      // A closure a function returns: called through the values of that function's calls.
      const outer = returningFunction(use);
      if (outer === undefined) return [];
      const calls = callsReturning(sourceCode, outer, q, depth + 1);
      return calls === "escapes" ? calls : collect(calls, (call) => callsOfValue(sourceCode, call, q, depth + 1));
    }
    case AST_NODE_TYPES.BinaryExpression:
      // A comparison calls nothing; `f instanceof C` calls C's `Symbol.hasInstance` with it, and `"" + f`
      // gives its source, which `Function` or `vm` can compile again.
      return parent.operator === "instanceof" || parent.operator === "+" ? "escapes" : [];
    case AST_NODE_TYPES.ExportDefaultDeclaration:
    case AST_NODE_TYPES.ExportSpecifier:
      return q.exportsRead?.() === true ? "escapes" : [];
    case AST_NODE_TYPES.ExpressionStatement:
    case AST_NODE_TYPES.UnaryExpression:
    case AST_NODE_TYPES.IfStatement:
    case AST_NODE_TYPES.ConditionalExpression:
    case AST_NODE_TYPES.SequenceExpression:
      return [];
    default:
      return "escapes";
  }
}

/**
 * `value` itself, where it is a member's value or an element of an object or array literal that stands in
 * a place with a declared type (`const m: Tool = { run: make }`): that type gives the value one too.
 */
function heldInTypedPlace(sourceCode: SourceCode, value: TSESTree.Node): TSESTree.Node | undefined {
  let literal: TSESTree.Node | undefined;
  let use = value;
  for (let up = use.parent; up; up = use.parent) {
    if (up.type === AST_NODE_TYPES.Property && up.value === use && up.parent.type === AST_NODE_TYPES.ObjectExpression)
      literal = up.parent;
    else if (up.type === AST_NODE_TYPES.ArrayExpression) literal = up;
    else break;
    use = valueOf(literal);
  }
  if (literal === undefined || !use.parent) return undefined;
  return typedPlace(sourceCode, literal, use, use.parent) === undefined ? undefined : value;
}

/**
 * The calls of a function passed as an argument: a promise's callback (the call's value is a promise of
 * what it returns), `Reflect.apply`, `map` and the like (their values hold what it returns), a function of
 * the file (through its parameter); another function's argument has none.
 */
function argumentCalls(
  sourceCode: SourceCode,
  call: TSESTree.CallExpression,
  use: TSESTree.Node,
  q: Query,
  depth: number,
): Calls {
  const callee = call.callee;
  const name = callee.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : undefined;
  if (name !== undefined && PROMISE_CALLBACKS.has(name)) return [call];
  if (
    name === "apply" &&
    callee.type === AST_NODE_TYPES.MemberExpression &&
    callee.object.type === AST_NODE_TYPES.Identifier &&
    callee.object.name === "Reflect"
  )
    return call.arguments[0] === use ? [call] : [];
  const fn = localFunction(sourceCode, callee);
  if (fn === undefined) {
    // A tool API calls a tool's callback: what it returns is for the API.
    const own = functionOf(sourceCode, use);
    if (own !== undefined && q.toolCallback?.(own) === true) return [];
    // Code of the file that takes it (`runner.run(fn)`, `o.__defineGetter__("x", fn)`, `(0, run)(fn)`)
    // may call it and read what it gives.
    if (codeInFile(sourceCode, callee) && !isBuiltin(sourceCode, callee) && !literalMethod(sourceCode, callee))
      return "escapes";
    // Stored in an object of this file (`tools.push(run)`, `handlers.set(k, run)`, or the same through a
    // built-in, `Array.prototype.push.call(tools, run)`): called wherever that object is read.
    const holders =
      name !== undefined && STORING_METHODS.has(name) && callee.type === AST_NODE_TYPES.MemberExpression
        ? [callee.object]
        : isBuiltin(sourceCode, callee)
          ? call.arguments.filter((a) => a !== use)
          : [];
    const anyQ = holderQuery(call, [undefined], { ...q, typed: false });
    const storing = storesInto(callee);
    for (const holder of holders) {
      const variable = storeTarget(sourceCode, holder, storing, q);
      if (variable === "nothing") continue;
      if (variable === "unknown") return "escapes";
      if (holderReadsAfter(sourceCode, variable, (node) => node === holder || stores(node), anyQ, depth))
        return "escapes";
    }
    // Another function may call it and give back what it returns, or hold it (`map`, `als.run(store, fn)`):
    // any use of that call's value may read it.
    return valueReads(sourceCode, call, holderQuery(call, [undefined], q), depth) ? "escapes" : [];
  }
  const index = call.arguments.indexOf(use as TSESTree.CallExpressionArgument);
  const param = paramAt(fn, index);
  if (call.arguments.slice(0, index).some((a) => a.type === AST_NODE_TYPES.SpreadElement)) return "escapes";
  if (param?.type !== AST_NODE_TYPES.Identifier)
    return param === undefined && fn.type === AST_NODE_TYPES.ArrowFunctionExpression ? [] : "escapes";
  if (usesArguments(sourceCode, fn)) return "escapes";
  const variable = variableOf(sourceCode, param);
  return variable ? aliasCalls(sourceCode, variable, q, depth + 1) : "escapes";
}

/** `export const r = ...` without a type: the module exports the type TypeScript infers for the value. */
function exportedUntyped(declarator: TSESTree.VariableDeclarator): boolean {
  return (
    declarator.id.typeAnnotation === undefined &&
    declarator.parent.parent?.type === AST_NODE_TYPES.ExportNamedDeclaration
  );
}

/**
 * Whether a function is exported by its own declaration: `export function f`, `export default function`,
 * `export default () => ...`, `export const f = () => ...` (without a type for `f`). An export by name
 * (`export { f }`) is one of its variable's uses.
 */
function exportedFunction(fn: TSESTree.FunctionLike): boolean {
  const use = valueOf(fn);
  const parent = use.parent;
  if (
    parent?.type === AST_NODE_TYPES.ExportNamedDeclaration ||
    parent?.type === AST_NODE_TYPES.ExportDefaultDeclaration
  )
    return true;
  return parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.init === use && exportedUntyped(parent);
}

/**
 * Whether a function stored as a member (a method, a field, a property, `o.run = f`) returns a type
 * TypeScript infers to other modules: where other files import this one, or share its top-level names (a
 * script), any member may be called from there, through the class, an instance, an object handed back by
 * a call (`define({ run })`). Not a tool's callback, which its tool API calls.
 */
function memberLeaves(fn: TSESTree.FunctionLike, q: Query): boolean {
  return (
    fn.returnType === undefined &&
    q.toolCallback?.(fn) !== true &&
    (q.exportsRead?.() === true || q.topLevelShared?.() === true)
  );
}

/** The calls through the reads of a variable that holds a function. */
function aliasCalls(sourceCode: SourceCode, variable: Variable, q: Query, depth: number): Calls {
  if (depth > MAX_READ_DEPTH || globalName(variable, q)) return "escapes";
  return collect(variable.references, (reference) =>
    reference.isRead() ? callsOfValue(sourceCode, reference.identifier, q, depth) : [],
  );
}

/** The calls through every member of this name the file reads, whatever the object. */
function memberCalls(sourceCode: SourceCode, name: string, q: Query, depth: number): Calls {
  if (IMPLICIT_CALLS.has(name) || destructuresMember(sourceCode, name) || memberIndex(sourceCode).reflects)
    return "escapes";
  return collect(membersNamed(sourceCode, name), (use) => callsOfValue(sourceCode, use, q, depth));
}

/** The calls of each item, together; "escapes" as soon as one escapes (the rest are not followed). */
function collect<T>(items: readonly T[], callsOf: (item: T) => Calls): Calls {
  const found: TSESTree.Node[] = [];
  for (const item of items) {
    const calls = callsOf(item);
    if (calls === "escapes") return calls;
    found.push(...calls);
  }
  return found;
}

/**
 * The member name a function is stored under (a method, a getter, `run: () => ...`, `o.run = function`);
 * "escapes" for a constructor (`new` gives what it returns) or a name the file cannot show.
 */
function memberOf(
  sourceCode: SourceCode,
  fn: TSESTree.FunctionLike,
): { name: string; getter: boolean } | "escapes" | undefined {
  const parent = fn.parent;
  switch (parent?.type) {
    case AST_NODE_TYPES.MethodDefinition:
    case AST_NODE_TYPES.PropertyDefinition:
    case AST_NODE_TYPES.Property: {
      if (parent.value !== fn) return undefined;
      if (parent.type === AST_NODE_TYPES.MethodDefinition && parent.kind === "constructor") return "escapes";
      // A decorator gets the method (or its class); a built-in base class calls its own methods
      // (`RegExp`'s `exec`, `Array`'s species constructor).
      if (parent.type !== AST_NODE_TYPES.Property) {
        const owner = parent.parent.parent;
        if (decorated(parent) || decorated(owner)) return "escapes";
        if (owner.superClass && isBuiltin(sourceCode, owner.superClass)) return "escapes";
      }
      const name = parent.computed ? undefined : propertyKeyName(sourceCode, parent as TSESTree.Property);
      const getter = parent.type !== AST_NODE_TYPES.PropertyDefinition && parent.kind === "get";
      return name === undefined || IMPLICIT_CALLS.has(name) ? "escapes" : { name, getter };
    }
    case AST_NODE_TYPES.AssignmentExpression: {
      if (parent.right !== fn || parent.left.type !== AST_NODE_TYPES.MemberExpression) return undefined;
      const name = memberName(parent.left);
      // A hook of a built-in (`Error.prepareStackTrace = ...`) is called by it.
      return name === undefined || IMPLICIT_CALLS.has(name) || isBuiltin(sourceCode, parent.left)
        ? "escapes"
        : { name, getter: false };
    }
    default:
      return undefined;
  }
}

function isNullish(node: TSESTree.Node): boolean {
  return (
    (node.type === AST_NODE_TYPES.Literal && node.value === null) ||
    (node.type === AST_NODE_TYPES.Identifier && node.name === "undefined")
  );
}

/**
 * Whether the object holding a function as a member hands all its members on: spread (`{ ...tools }`),
 * listed (`Object.values(tools)`), looped over with `for...in`, or handed where that may happen (another
 * holder, another name, a function of this file), where it is written or through the variable it is
 * stored in.
 */
function holderLists(sourceCode: SourceCode, member: TSESTree.Node): boolean {
  const holder = member.type === AST_NODE_TYPES.Property ? member.parent : member.parent?.parent;
  if (holder?.type !== AST_NODE_TYPES.ObjectExpression) return false;
  // Where it is written, or through the variable it is stored in.
  const variable = storedIn(sourceCode, holder);
  if (variable === undefined) return handsOn(sourceCode, holder);
  return variable.references.some((r) => r.isRead() && handsOn(sourceCode, r.identifier));
}

/**
 * Whether a use of an object may list it, or hand it where it may be listed: `lists`, or stored in
 * another object, array or name (`{ tools }`, `const all = tools`), or given to code of this file
 * (`callAll(tools)`), whose uses are not followed here.
 */
function handsOn(sourceCode: SourceCode, node: TSESTree.Node): boolean {
  const use = valueOf(node);
  const parent = use.parent;
  switch (parent?.type) {
    case AST_NODE_TYPES.Property:
      return parent.value === use;
    case AST_NODE_TYPES.ArrayExpression:
      return true;
    case AST_NODE_TYPES.VariableDeclarator:
      return parent.init === use;
    case AST_NODE_TYPES.AssignmentExpression:
      return parent.right === use;
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.NewExpression:
      if (parent.arguments.includes(use as TSESTree.CallExpressionArgument) && codeInFile(sourceCode, parent.callee))
        return true;
      return lists(sourceCode, node);
    default:
      return lists(sourceCode, node);
  }
}

/**
 * Whether a use of an object hands on all its members: a spread, `for...in`, or a global that walks it
 * (`Object.values`; `JSON.stringify` and `structuredClone` run its getters).
 */
function lists(sourceCode: SourceCode, node: TSESTree.Node): boolean {
  const use = valueOf(node);
  const parent = use.parent;
  switch (parent?.type) {
    case AST_NODE_TYPES.SpreadElement:
    case AST_NODE_TYPES.ForInStatement:
    case AST_NODE_TYPES.JSXSpreadAttribute:
      return true;
    case AST_NODE_TYPES.CallExpression:
      return (
        parent.arguments.includes(use as TSESTree.CallExpressionArgument) && readsArguments(sourceCode, parent.callee)
      );
    default:
      return false;
  }
}

/** The parameter an argument at `index` goes to: TypeScript's `this` parameter takes none. */
function paramAt(fn: TSESTree.FunctionLike, index: number): TSESTree.Parameter | undefined {
  const first = fn.params[0];
  const shift = first?.type === AST_NODE_TYPES.Identifier && first.name === "this" ? 1 : 0;
  return fn.params[index + shift];
}

/** Whether a class or member has decorators (a parser without TypeScript's gives no list). */
function decorated(node: { readonly decorators?: readonly TSESTree.Decorator[] | undefined }): boolean {
  return (node.decorators?.length ?? 0) > 0;
}

/**
 * What a variable a value is stored into holds: an object made where it is declared (`const rs = []`,
 * `new Map()`), whose every read the fix can follow; a primitive, which holds nothing; or anything else
 * (a parameter, a copy of another name, a reassigned `let`), which other names may share.
 */
function holderKind(sourceCode: SourceCode, variable: Variable, q: ReadOptions): "fresh" | "primitive" | "shared" {
  const sole = soleInitializer(variable);
  if (sole === null) return "shared";
  const init = unwrap(sole);
  if (isPrimitiveLiteral(init)) return "primitive";
  // A script's top-level name may be read through the global object.
  if (globalName(variable, q)) return "shared";
  if (init.type === AST_NODE_TYPES.ArrayExpression || init.type === AST_NODE_TYPES.ObjectExpression) return "fresh";
  return init.type === AST_NODE_TYPES.NewExpression &&
    init.callee.type === AST_NODE_TYPES.Identifier &&
    FRESH_HOLDERS.has(init.callee.name)
    ? "fresh"
    : "shared";
}

/**
 * Where a value given to a call next to `holder` may end up through it: "nothing" (a literal, a global, a
 * primitive constant), the fresh variable whose reads to follow, or "unknown" where the call stores
 * (`storing`) into a holder other names may share, or into an expression (`h.list`).
 */
function storeTarget(
  sourceCode: SourceCode,
  holder: TSESTree.Node,
  storing: boolean,
  q: ReadOptions,
): Variable | "nothing" | "unknown" {
  if (isPrimitiveLiteral(holder)) return "nothing";
  if (holder.type !== AST_NODE_TYPES.Identifier) return storing ? "unknown" : "nothing";
  const variable = variableOf(sourceCode, holder);
  if (variable === undefined || variable.defs.length === 0) return "nothing";
  const kind = holderKind(sourceCode, variable, q);
  if (kind === "primitive") return "nothing";
  if (globalName(variable, q)) return "unknown";
  return storing && kind === "shared" ? "unknown" : variable;
}

/** Constructors whose object is new and holds what is stored into it, and nothing else (not `Proxy`, whose traps run). */
const FRESH_HOLDERS = new Set(["Map", "Set", "WeakMap", "WeakSet", "Array"]);

function isPrimitiveLiteral(node: TSESTree.Node): boolean {
  return (
    node.type === AST_NODE_TYPES.Literal ||
    (node.type === AST_NODE_TYPES.TemplateLiteral && node.expressions.length === 0)
  );
}

/** Whether a callee stores its arguments: a storing method, or one called through `.call`/`.apply`. */
function storesInto(callee: TSESTree.Node): boolean {
  for (let at = callee; at.type === AST_NODE_TYPES.MemberExpression; at = at.object)
    if (STORING_METHODS.has(memberName(at) ?? "")) return true;
  return false;
}
