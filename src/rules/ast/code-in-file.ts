/**
 * Whether code a value is handed to may be this file's: a callee whose root name the file declares (not
 * an import, not an ambient declaration, not an object another module made), `this`, a class's `super`
 * whose parent is the file's; an object that also takes a function of the file (`bus.on("x", f)`, `new
 * Writable({ write })`); the file's own functions that a call reaches by name. Code of another module is
 * not followed.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { functionOf } from "./functions.js";
import { MAX_CONST_CHAIN, MAX_READ_DEPTH } from "./limits.js";
import { calledMember, memberIndex, memberName } from "./member-index.js";
import { isNodeModule, moduleExportOf } from "./modules.js";
import {
  ambient,
  constInitializer,
  isGlobal,
  isReassigned,
  soleInitializer,
  unwrap,
  variableOf,
  type Variable,
} from "./scope.js";
import { isWriteTarget } from "./targets.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Globals whose functions read their arguments' keys (`Object.hasOwn`, `Reflect.ownKeys`, `JSON.stringify`). */
const READING_GLOBALS = new Set(["Object", "Reflect", "JSON", "globalThis", "structuredClone"]);

/**
 * Whether the code a callee (or a JSX element) runs may be in this file: its root name is declared here
 * and not imported, or is `this`, or the `super` of a class whose parent is; any other expression too.
 * Not a name imported from another module, nor a global (but `Object`, `Reflect` and `JSON`, whose
 * functions read keys).
 */
export function codeInFile(sourceCode: SourceCode, callee: TSESTree.Node, depth = 0): boolean {
  const root = rootOf(callee);
  if (root.type === AST_NODE_TYPES.Super) {
    for (let up: TSESTree.Node | undefined = root.parent; up; up = up.parent) {
      if (up.type === AST_NODE_TYPES.ClassDeclaration || up.type === AST_NODE_TYPES.ClassExpression)
        return up.superClass === null || codeInFile(sourceCode, up.superClass, depth + 1);
    }
    return true;
  }
  if (root.type !== AST_NODE_TYPES.Identifier && root.type !== AST_NODE_TYPES.JSXIdentifier) return true;
  // A method the file puts on an object, whatever name it reaches the object by (`Math.show = ...`,
  // `const c = console; c.info = ...`, `agent.run = ...`): the call may run it.
  const method = callee.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : undefined;
  if (method !== undefined && writesName(sourceCode, method)) return true;
  let variable: Variable | null | undefined;
  for (let scope: TSESLint.Scope.Scope | null = sourceCode.getScope(root); scope && !variable; scope = scope.upper)
    variable = scope.set.get(root.name);
  if (!variable || variable.defs.length === 0) {
    // A global the file sets, or a function of the file it reaches only as a global (a function
    // declared in a block of sloppy code is seen out of it).
    return (
      READING_GLOBALS.has(root.name) ||
      writesName(sourceCode, root.name) ||
      extendsGlobal(sourceCode, root.name) ||
      declaredNames(sourceCode).has(root.name)
    );
  }
  // A declaration without code (`declare function send(r: T): void`) is another module's too.
  if (variable.defs.every((def) => def.type === "ImportBinding" || ambient(def.node))) return false;
  // An object another module made (`const agent = new Agent()`, `await connect()`): its methods are that
  // module's. A name assigned again, a parameter, or anything else may be this file's.
  const init = soleInitializer(variable);
  if (init === null || depth >= MAX_READ_DEPTH) return true;
  let made: TSESTree.Node = init;
  for (;;) {
    if (made.type === AST_NODE_TYPES.AwaitExpression) made = made.argument;
    else if (made.type === AST_NODE_TYPES.TSAsExpression || made.type === AST_NODE_TYPES.TSNonNullExpression)
      made = made.expression;
    else break;
  }
  return made.type === AST_NODE_TYPES.NewExpression || made.type === AST_NODE_TYPES.CallExpression
    ? codeInFile(sourceCode, made.callee, depth + 1)
    : made.type !== AST_NODE_TYPES.Identifier && made.type !== AST_NODE_TYPES.MemberExpression
      ? true
      : codeInFile(sourceCode, made, depth + 1);
}

/**
 * Whether the file writes a global or a member of this name, on any object and by any write
 * (`globalThis.show = ...`, `show ??= ...` undeclared, `({ show: globalThis.show } = handlers)`, `for
 * (o.show of fs)`): a call of that name may run what it wrote.
 */
function writesName(sourceCode: SourceCode, name: string): boolean {
  let known = nameWrites.get(sourceCode);
  if (known === undefined) {
    known = new Map();
    nameWrites.set(sourceCode, known);
  }
  let found = known.get(name);
  if (found === undefined) {
    found =
      memberIndex(sourceCode).byName.get(name)?.some(isWriteTarget) === true ||
      sourceCode.scopeManager?.globalScope?.through.some((r) => r.identifier.name === name && r.isWrite()) === true;
    known.set(name, found);
  }
  return found;
}

/** Functions that add or change members of the object they are given first. */
const EXTENDING = new Set(["assign", "defineProperty", "defineProperties", "setPrototypeOf", "set"]);

/** Names of the global object itself: members given to it are globals. */
const GLOBAL_OBJECTS = new Set(["globalThis", "window", "self", "global"]);

/** Per file, the globals whose members it changes through a function (`Object.assign(console, ...)`), "all" for the global object. */
const extended = new WeakMap<SourceCode, ReadonlySet<string> | "all">();

/**
 * Whether the file changes members of the global `name` through a function (`Object.defineProperty(console,
 * "info", ...)`) or under a name it computes (`console[level] = ...`), or installs globals so
 * (`Object.assign(globalThis, { report })`, `globalThis[name] = ...`), by any name it holds the global
 * object under (`const g = globalThis`): calling it may run the file's code.
 */
function extendsGlobal(sourceCode: SourceCode, name: string): boolean {
  let found = extended.get(sourceCode);
  if (found === undefined) {
    const names = new Set<string>();
    const index = memberIndex(sourceCode);
    for (const method of EXTENDING) {
      for (const use of index.byName.get(method) ?? []) {
        const call = use.parent?.type === AST_NODE_TYPES.CallExpression ? use.parent : undefined;
        const target = call?.callee === use ? call.arguments[0] : undefined;
        const global = target === undefined ? undefined : globalNamed(sourceCode, target);
        if (global !== undefined) names.add(global);
      }
    }
    for (const use of index.unknown) {
      const member = unwrap(use);
      if (member.type !== AST_NODE_TYPES.MemberExpression || !isWriteTarget(use)) continue;
      const global = globalNamed(sourceCode, member.object);
      if (global !== undefined) names.add(global);
    }
    found = [...names].some((n) => GLOBAL_OBJECTS.has(n)) ? "all" : names;
    extended.set(sourceCode, found);
  }
  return found === "all" || found.has(name);
}

/**
 * The global an expression is, by its own name or a name that holds it: `console`, `c` after `const c =
 * console`, `globalThis.console`; undefined for anything else.
 */
function globalNamed(sourceCode: SourceCode, node: TSESTree.Node, depth = 0): string | undefined {
  const value = unwrap(node);
  if (value.type === AST_NODE_TYPES.MemberExpression) {
    const name = memberName(value);
    const object = globalNamed(sourceCode, value.object, depth);
    return name !== undefined && object !== undefined && GLOBAL_OBJECTS.has(object) ? name : undefined;
  }
  if (value.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = variableOf(sourceCode, value);
  if (variable === undefined || variable.defs.length === 0) return value.name;
  const init = soleInitializer(variable);
  return init === null || depth >= MAX_CONST_CHAIN ? undefined : globalNamed(sourceCode, init, depth + 1);
}

/** Per file, whether it writes a global or a member of a name (each name looked for once). */
const nameWrites = new WeakMap<SourceCode, Map<string, boolean>>();

/** Every name the file declares, in any scope. */
function declaredNames(sourceCode: SourceCode): ReadonlySet<string> {
  let names = declared.get(sourceCode);
  if (names === undefined) {
    names = new Set();
    for (const scope of sourceCode.scopeManager?.scopes ?? [])
      for (const variable of scope.variables) if (variable.defs.length > 0) names.add(variable.name);
    declared.set(sourceCode, names);
  }
  return names;
}

const declared = new WeakMap<SourceCode, Set<string>>();

/**
 * The variable of the file a method call's object is (`controller` of `controller.abort(r)`), where a
 * built-in made it (`new AbortController()`, `new MessageChannel()`): such an object may give back what
 * it is given (`controller.signal.reason`, a listener of the other port).
 */
export function madeByBuiltin(sourceCode: SourceCode, callee: TSESTree.Node): Variable | undefined {
  const root = rootOf(callee);
  if (root === callee || root.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = variableOf(sourceCode, root);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type !== "Variable" || def.node.type !== AST_NODE_TYPES.VariableDeclarator || !def.node.init)
    return undefined;
  let made: TSESTree.Node = def.node.init;
  if (made.type === AST_NODE_TYPES.AwaitExpression) made = made.argument;
  if (made.type !== AST_NODE_TYPES.NewExpression && made.type !== AST_NODE_TYPES.CallExpression) return undefined;
  return isBuiltin(sourceCode, made.callee) ? variable : undefined;
}

/**
 * Whether a method call's object (`bus.emit("done", r)`) also takes a function of this file through
 * another of its methods (`bus.on("done", (r) => ...)`), which it may hand the value to.
 */
export function handsToCallbacks(sourceCode: SourceCode, callee: TSESTree.Node): boolean {
  const root = rootOf(callee);
  if (root === callee || root.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = variableOf(sourceCode, root);
  if (variable === undefined) return false;
  const givesFunction = (args: readonly TSESTree.Node[]): boolean =>
    args.some(
      (a) =>
        fileFunction(sourceCode, a) ||
        (a.type === AST_NODE_TYPES.ObjectExpression &&
          a.properties.some(
            (p) => p.type === AST_NODE_TYPES.Property && (p.method || functionOf(sourceCode, p.value) !== undefined),
          )),
    );
  // Given where it was made (`new Writable({ write(r) { ... } })`), or through a method (`bus.on("x", f)`).
  const made = variable.defs[0]?.node;
  if (made?.type === AST_NODE_TYPES.VariableDeclarator && made.init) {
    const init = made.init.type === AST_NODE_TYPES.AwaitExpression ? made.init.argument : made.init;
    if (
      (init.type === AST_NODE_TYPES.NewExpression || init.type === AST_NODE_TYPES.CallExpression) &&
      givesFunction(init.arguments)
    )
      return true;
  }
  return variable.references.some((reference) => {
    const member = reference.identifier.parent;
    const call = member?.type === AST_NODE_TYPES.MemberExpression ? calledMember(member) : undefined;
    return call !== undefined && givesFunction(call.arguments);
  });
}

/**
 * Whether a callee's root name is a built-in: a global the file does not declare (`Array`, `setTimeout`),
 * or a binding of one of Node's own modules (`import { setTimeout } from "node:timers/promises"`), which
 * are the platform too and may give back what they are given.
 */
export function isBuiltin(sourceCode: SourceCode, callee: TSESTree.Node): boolean {
  const root = rootOf(callee);
  if (root.type !== AST_NODE_TYPES.Identifier) return false;
  if (isGlobal(sourceCode, root)) return true;
  const loaded = moduleExportOf(sourceCode, root)?.module;
  return loaded !== undefined && isNodeModule(loaded);
}

/**
 * Whether a value may be a function of this file: one written there or declared by name (`functionOf`),
 * a member of a name under which the file stores one (`handlers.show`), or such a function bound
 * (`show.bind(null, "x")`).
 */
export function fileFunction(sourceCode: SourceCode, node: TSESTree.Node): boolean {
  if (functionOf(sourceCode, node) !== undefined) return true;
  const value = unwrap(node);
  if (value.type === AST_NODE_TYPES.MemberExpression) {
    const name = memberName(value);
    return name === undefined || memberIndex(sourceCode).functionMembers.has(name);
  }
  if (value.type !== AST_NODE_TYPES.CallExpression || value.callee.type !== AST_NODE_TYPES.MemberExpression)
    return false;
  return memberName(value.callee) === "bind" && fileFunction(sourceCode, value.callee.object);
}

/**
 * Whether a member of an object literal runs with the object as `this`: a method, an accessor, or a
 * value that is a function with a `this` of its own (`function () {}`, a function declaration given by
 * name, a method of the file given by reference); an arrow has none, nor a bound function.
 */
export function hasOwnThis(sourceCode: SourceCode, member: TSESTree.ObjectLiteralElement): boolean {
  if (member.type !== AST_NODE_TYPES.Property) return false;
  if (member.method || member.kind !== "init") return true;
  const fn = functionOf(sourceCode, member.value);
  if (fn !== undefined) return fn.type !== AST_NODE_TYPES.ArrowFunctionExpression;
  return unwrap(member.value).type === AST_NODE_TYPES.MemberExpression && fileFunction(sourceCode, member.value);
}

/** Whether a callee is a function of a global that reads its arguments' keys (`JSON.stringify`, `Object.values`). */
export function readsArguments(sourceCode: SourceCode, callee: TSESTree.Node): boolean {
  const root = rootOf(callee);
  return root.type === AST_NODE_TYPES.Identifier && READING_GLOBALS.has(root.name) && isGlobal(sourceCode, root);
}

/** Methods that register a listener, which an event source calls with what it is given elsewhere. */
const LISTENING_METHODS = [
  "on",
  "once",
  "addListener",
  "prependListener",
  "prependOnceListener",
  "addEventListener",
  "subscribe",
];

const listeners = new WeakMap<SourceCode, boolean>();

/**
 * Whether the file registers a function of its own as a listener, on any object (`process.on("x", f)`,
 * `channel.onmessage = f`): a built-in message bus may hand it what another object of the same bus is
 * given (`process.emit("x", r)`, a `BroadcastChannel` of the same name).
 */
export function registersListener(sourceCode: SourceCode): boolean {
  let found = listeners.get(sourceCode);
  if (found === undefined) {
    const index = memberIndex(sourceCode);
    const registers = (use: TSESTree.Node): boolean => {
      const call = use.parent?.type === AST_NODE_TYPES.CallExpression ? use.parent : undefined;
      if (call?.callee === use) return call.arguments.some((a) => fileFunction(sourceCode, a));
      const parent = use.parent;
      return (
        parent?.type === AST_NODE_TYPES.AssignmentExpression &&
        parent.left === use &&
        fileFunction(sourceCode, parent.right)
      );
    };
    found = false;
    for (const [name, uses] of index.byName) {
      const listening = LISTENING_METHODS.includes(name) || /^on[a-z]/u.test(name);
      if (listening && uses.some(registers)) {
        found = true;
        break;
      }
    }
    listeners.set(sourceCode, found);
  }
  return found;
}

/**
 * Whether a callee is a built-in method of an array or string literal, or of a `const` that holds one
 * (`["a"].map`, `items.filter`), and the file writes no member of that name.
 */
export function literalMethod(sourceCode: SourceCode, callee: TSESTree.Node): boolean {
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return false;
  const name = memberName(callee);
  if (name === undefined || writesName(sourceCode, name)) return false;
  const object =
    callee.object.type === AST_NODE_TYPES.Identifier ? constInitializer(sourceCode, callee.object) : callee.object;
  return (
    object?.type === AST_NODE_TYPES.ArrayExpression ||
    object?.type === AST_NODE_TYPES.Literal ||
    object?.type === AST_NODE_TYPES.TemplateLiteral
  );
}

/** The object a chain of member reads starts from (`bus` of `bus.emit.call`, `Foo` of `<Foo.Bar>`). */
export function rootOf(node: TSESTree.Node): TSESTree.Node {
  let root = node;
  while (root.type === AST_NODE_TYPES.MemberExpression || root.type === AST_NODE_TYPES.JSXMemberExpression)
    root = root.object;
  return root;
}

/**
 * The function of the file a callee names, where that name always holds it: a function declaration or a
 * `const` (or a `let` never written again) initialized with a function, called by that name.
 */
export function localFunction(sourceCode: SourceCode, callee: TSESTree.Node): TSESTree.FunctionLike | undefined {
  if (callee.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = variableOf(sourceCode, callee);
  if (variable === undefined || variable.defs.length !== 1) return undefined;
  if (isReassigned(variable)) return undefined;
  return functionOf(sourceCode, callee);
}

/**
 * Whether a function's arguments may be read other than through its parameters: it reads `arguments`
 * (an arrow has none of its own), or the file reads a sloppy function's `fn.arguments` or `fn.caller`,
 * through which another function reads them.
 */
export function usesArguments(sourceCode: SourceCode, fn: TSESTree.FunctionLike): boolean {
  const index = memberIndex(sourceCode);
  if (index.byName.has("arguments") || index.byName.has("caller")) return true;
  if (fn.type === AST_NODE_TYPES.ArrowFunctionExpression) return false;
  const args = sourceCode.scopeManager?.acquire(fn)?.set.get("arguments");
  return args === undefined || args.references.length > 0;
}
