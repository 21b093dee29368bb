/**
 * Finding tool sites in a file, from the tool APIs' descriptions (src/frameworks/): one walk over the
 * syntax tree records the callbacks of every tool declaration, with what their returns are.
 *
 * A declaration is recognised by the import it uses (so a local function that happens to be called
 * `tool` is not one). Its callback is followed when it is written in the call, declared in the file by
 * name, or returned from a call of a function of the same file (`(input) => run(input)`, two calls
 * deep). Declarations made through the code's own helpers are found too: a function of the file whose
 * parameter (or a property of it) reaches a declaration's callback makes the same argument of its
 * callers a callback, two wrappers deep (`accountTool(server, "name", schema, async (args) => ...)`), and
 * a loop that declares a tool for each entry of a table of the file (`for (const t of tools)
 * server.registerTool(t.name, t.config, t.handler)`, or `tools.forEach(...)`) makes each entry's
 * `handler` a callback.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import type { ToolResultContract } from "../../contract/index.js";
import { matchesModule, type ArgumentPath, type SiteForm, type ToolApi } from "../../frameworks/index.js";
import { callsOf, functionOf, isFunction, ownReturns } from "../ast/functions.js";
import { MAX_CONST_CHAIN, MAX_HELPER_DEPTH, MAX_WRAPPER_DEPTH } from "../ast/limits.js";
import { memberName } from "../ast/member-index.js";
import { moduleExportOf } from "../ast/modules.js";
import { constInitializer, definitionOf, soleInitializer, unwrap, variableOf } from "../ast/scope.js";
import { memberValue } from "../ast/static-values.js";
import { walk } from "../ast/walk.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** What a tool site makes of what a callback returns. */
export type ToolSite =
  /** A tool result of this contract. */
  | {
      readonly kind: "result";
      readonly api: ToolApi | undefined;
      readonly contract: ToolResultContract;
      /** The tool's options object literal, when it is written in the call. */
      readonly config?: TSESTree.ObjectExpression | undefined;
      /** The class whose constructor copies only the contract's keys from the literal (`ToolResultBlock`). */
      readonly constructorName?: string | undefined;
      /**
       * The SDK wraps a non-object `structuredContent` for clients of revision 2025-11-25 and adds a text
       * block with its JSON where there is none (the MCP SDK 2.x's `registerTool`).
       */
      readonly wrapsNonObjectStructuredContent?: boolean;
    }
  /** Data the framework turns into a result (a Strands SDK tool callback's return). */
  | { readonly kind: "data"; readonly api: ToolApi };

/** What a declaration found in the walk records. */
export interface Declaration {
  readonly api: ToolApi;
  readonly form: SiteForm;
  readonly config: TSESTree.ObjectExpression | undefined;
  /**
   * For a helper whose result several declarations with different options return: no one tool's options
   * (its `outputSchema`) say what the helper's results must be.
   */
  readonly shared?: true;
}

/** The nodes a tool may be declared by: calls, `new`, and classes (a tool class). */
const SITE_TYPES = [
  AST_NODE_TYPES.CallExpression,
  AST_NODE_TYPES.NewExpression,
  AST_NODE_TYPES.ClassDeclaration,
  AST_NODE_TYPES.ClassExpression,
] as const;

/** The callbacks of the file's tool declarations: a function, and the declaration it is the callback of. */
export type Callbacks = Map<TSESTree.Node, Declaration>;

/**
 * Finds every tool declaration of the file and records its callbacks. A method form that names its API,
 * of an API whose contract has tagged blocks, takes a receiver of unknown origin for a server even where
 * the file imports none of the API's modules: under settings of such a contract (`taggedBlocks`, for a
 * form `byNameUnderItsPreset`), and in a file that builds the API's blocks (`blocksInSight`, for a form
 * `byNameBesideItsBlocks` whose first argument is a tool's name).
 */
export function collectCallbacks(
  sourceCode: SourceCode,
  apis: readonly ToolApi[],
  settings: { readonly taggedBlocks: boolean; readonly blocksInSight: boolean },
): Callbacks {
  const callbacks: Callbacks = new Map();
  const wrappers = new Map<
    TSESTree.FunctionLike,
    { index: number; property: string | undefined; declaration: Declaration }[]
  >();
  const serverFile = new Map<ToolApi, boolean>();
  const isServerFile = (api: ToolApi, form: SiteForm, call: TSESTree.CallExpression, byName: boolean): boolean => {
    if (byName) {
      if (form.kind !== "method" || !ofTaggedBlocks(api)) return false;
      if (form.byNameUnderItsPreset && settings.taggedBlocks) return true;
      return form.byNameBesideItsBlocks === true && settings.blocksInSight && isToolName(call.arguments[0]);
    }
    let found = serverFile.get(api);
    if (found === undefined) {
      found = (api.servers?.serverModules ?? []).some((m) => sourceCode.text.includes(m));
      serverFile.set(api, found);
    }
    return found;
  };
  /** Records what a declaration's callback argument is (or the `property` of it, through a wrapper). */
  const record = (callback: TSESTree.Node | undefined, declaration: Declaration, property?: string): void => {
    if (!callback) return;
    const target = unwrap(callback);
    // An entry of a table the declaration loops over.
    const entries = property === undefined ? tableEntries(sourceCode, target) : [];
    for (const entry of entries) recordWithHelpers(sourceCode, entry, declaration, callbacks, 0);
    if (entries.length > 0) return;
    // A parameter of a function of the file (or a property of one): that function is a wrapper.
    const parameter = parameterOf(sourceCode, target);
    if (parameter) {
      if (property !== undefined && parameter.property !== undefined) return;
      const list = wrappers.get(parameter.fn) ?? [];
      list.push({ index: parameter.index, property: property ?? parameter.property, declaration });
      wrappers.set(parameter.fn, list);
      return;
    }
    const value = property === undefined ? callback : objectProperty(sourceCode, callback, property);
    const fn = functionOf(sourceCode, value);
    if (fn) recordWithHelpers(sourceCode, fn, declaration, callbacks, 0);
  };

  walk(sourceCode, SITE_TYPES, (node) => {
    if (node.type === AST_NODE_TYPES.CallExpression || node.type === AST_NODE_TYPES.NewExpression) {
      const found = declarationAt(sourceCode, node, apis, isServerFile);
      if (found) record(callbackArgument(node, found.form), found);
    } else if (node.type === AST_NODE_TYPES.ClassDeclaration || node.type === AST_NODE_TYPES.ClassExpression) {
      classDeclaration(sourceCode, node, apis, callbacks);
    }
  });

  // Callers of wrappers, two wrappers deep.
  for (let depth = 0; depth < MAX_WRAPPER_DEPTH && wrappers.size > 0; depth++) {
    const current = [...wrappers];
    wrappers.clear();
    for (const [fn, uses] of current) {
      for (const call of callsOf(sourceCode, fn)) {
        for (const { index, property, declaration } of uses) {
          record(call.arguments[index], declaration, property);
        }
      }
    }
  }
  return callbacks;
}

/** The declaration a call or `new` is, if it is one of a tool API's forms. */
function declarationAt(
  sourceCode: SourceCode,
  node: TSESTree.CallExpression | TSESTree.NewExpression,
  apis: readonly ToolApi[],
  isServerFile: (api: ToolApi, form: SiteForm, call: TSESTree.CallExpression, byName: boolean) => boolean,
): Declaration | undefined {
  const callee = node.callee;
  const isNew = node.type === AST_NODE_TYPES.NewExpression;
  // An export of a tool API's module first: `claude.tool(...)` of a namespace import is that API's call,
  // not a method of a server.
  const named = moduleExportOf(sourceCode, callee);
  if (named) {
    for (const api of apis) {
      if (!matchesModule(api.modules, named.module)) continue;
      for (const form of api.sites) {
        if ((form.kind === "call" && !isNew) || (form.kind === "new" && isNew)) {
          if (form.export !== named.name || node.arguments.length < (form.minArguments ?? 1)) continue;
          return { api, form, config: configOf(sourceCode, node, form.config) };
        }
      }
    }
  }
  if (
    !isNew &&
    callee.type === AST_NODE_TYPES.MemberExpression &&
    !callee.computed &&
    callee.property.type === AST_NODE_TYPES.Identifier
  ) {
    const method = callee.property.name;
    // The API whose server modules the file imports first; the method's name alone only where none takes it
    // (a handler module of an MCP 2.x server is 2.x's, whose name alone would make it 1.x's).
    for (const byName of [false, true]) {
      for (const api of apis) {
        for (const form of api.sites) {
          if (form.kind !== "method" || form.method !== method) continue;
          if (node.arguments.length < (form.minArguments ?? 1)) continue;
          if (form.firstArgument && !firstArgumentMatches(sourceCode, node.arguments[0], api, form.firstArgument))
            continue;
          const serverFile = isServerFile(api, form, node, byName);
          // The second pass adds only what a method's name alone makes a server.
          if (byName && !serverFile) continue;
          if (!isServer(sourceCode, callee.object, api, serverFile)) continue;
          return { api, form, config: configOf(sourceCode, node, form.config) };
        }
      }
    }
  }
  return undefined;
}

function firstArgumentMatches(
  sourceCode: SourceCode,
  argument: TSESTree.Node | undefined,
  api: ToolApi,
  expected: { readonly export?: string; readonly string?: string },
): boolean {
  if (!argument) return false;
  if (expected.string !== undefined) {
    return argument.type === AST_NODE_TYPES.Literal && argument.value === expected.string;
  }
  const named = moduleExportOf(sourceCode, argument);
  return named !== undefined && named.name === expected.export && matchesModule(api.modules, named.module);
}

/** The argument (or property of one) a form names. */
function callbackArgument(
  node: TSESTree.CallExpression | TSESTree.NewExpression,
  form: SiteForm,
): TSESTree.Node | undefined {
  if (form.kind !== "call" && form.kind !== "new" && form.kind !== "method") return undefined;
  return argumentAt(node, form.callback);
}

function argumentAt(
  node: TSESTree.CallExpression | TSESTree.NewExpression,
  path: ArgumentPath,
): TSESTree.Node | undefined {
  const argument = path.argument === "last" ? node.arguments[node.arguments.length - 1] : node.arguments[path.argument];
  if (!argument || argument.type === AST_NODE_TYPES.SpreadElement) return undefined;
  if (path.property === undefined) return argument;
  const object = unwrap(argument);
  return object.type === AST_NODE_TYPES.ObjectExpression ? memberValue(object, path.property) : undefined;
}

function configOf(
  sourceCode: SourceCode,
  node: TSESTree.CallExpression | TSESTree.NewExpression,
  path: ArgumentPath | undefined,
): TSESTree.ObjectExpression | undefined {
  const argument = path && argumentAt(node, { argument: path.argument });
  const resolved = argument && resolveObject(sourceCode, argument);
  return resolved;
}

/** An object literal an expression is, directly or through a `const`. */
export function resolveObject(sourceCode: SourceCode, node: TSESTree.Node): TSESTree.ObjectExpression | undefined {
  let current = unwrap(node);
  if (current.type === AST_NODE_TYPES.Identifier) current = constInitializer(sourceCode, current) ?? current;
  return current.type === AST_NODE_TYPES.ObjectExpression ? current : undefined;
}

/**
 * Whether the receiver of a method form is one of the API's servers: a `const` holding `new X(...)` of
 * one of its classes, a parameter or variable annotated with one of its types, or (in a file that
 * imports its server modules) any receiver whose origin cannot be seen (`this.server`, a parameter, an
 * import). A receiver visibly made otherwise (`new Router()`, an object literal) is not.
 */
function isServer(sourceCode: SourceCode, receiver: TSESTree.Node, api: ToolApi, serverFile: boolean): boolean {
  if (!api.servers) return false;
  const target = unwrap(receiver);
  if (target.type !== AST_NODE_TYPES.Identifier) return serverFile;
  const def = definitionOf(sourceCode, target);
  if (!def) return serverFile;
  const declared = def.name.type === AST_NODE_TYPES.Identifier ? def.name.typeAnnotation?.typeAnnotation : undefined;
  if (declared) return fromApi(sourceCode, declared, api);
  if (def.type === "Variable" && def.node.type === AST_NODE_TYPES.VariableDeclarator) {
    const init = def.node.init && unwrap(def.node.init);
    if (init?.type === AST_NODE_TYPES.NewExpression) return fromApi(sourceCode, init.callee, api);
    return init !== null && init !== undefined && serverFile && !isWrittenInPlace(init);
  }
  return serverFile;
}

/** Whether an argument may be a tool's name: a string, a template, or a name or member that holds one. */
function isToolName(argument: TSESTree.Node | undefined): boolean {
  if (!argument) return false;
  switch (argument.type) {
    case AST_NODE_TYPES.Literal:
      return typeof argument.value === "string";
    case AST_NODE_TYPES.TemplateLiteral:
    case AST_NODE_TYPES.Identifier:
      return true;
    case AST_NODE_TYPES.MemberExpression:
      return argument.object.type !== AST_NODE_TYPES.Super;
    default:
      return false;
  }
}

/** Whether the API's callbacks return results of a contract of tagged blocks (MCP's). */
function ofTaggedBlocks(api: ToolApi): boolean {
  return api.returns.kind === "result" && api.returns.contract.taggedBlocks !== undefined;
}

/** Whether a class or type reference names an export of the API. */
function fromApi(sourceCode: SourceCode, node: TSESTree.Node, api: ToolApi): boolean {
  let name: TSESTree.Node = node;
  if (node.type === AST_NODE_TYPES.TSTypeReference) name = node.typeName;
  if (name.type === AST_NODE_TYPES.TSQualifiedName) name = name.left;
  if (name.type !== AST_NODE_TYPES.Identifier && name.type !== AST_NODE_TYPES.MemberExpression) return false;
  const found = moduleExportOf(sourceCode, name);
  return found !== undefined && matchesModule(api.modules, found.module);
}

/** An object, array, function or primitive written in place: not a server. */
function isWrittenInPlace(node: TSESTree.Node): boolean {
  switch (node.type) {
    case AST_NODE_TYPES.ObjectExpression:
    case AST_NODE_TYPES.ArrayExpression:
    case AST_NODE_TYPES.Literal:
    case AST_NODE_TYPES.TemplateLiteral:
    case AST_NODE_TYPES.ArrowFunctionExpression:
    case AST_NODE_TYPES.FunctionExpression:
    case AST_NODE_TYPES.ClassExpression:
      return true;
    default:
      return false;
  }
}

/** `class X extends Base { execute() { ... } }` where `Base` is an API's tool class: `execute` is a callback. */
function classDeclaration(
  sourceCode: SourceCode,
  node: TSESTree.ClassDeclaration | TSESTree.ClassExpression,
  apis: readonly ToolApi[],
  callbacks: Callbacks,
): void {
  if (!node.superClass) return;
  const base = moduleExportOf(sourceCode, node.superClass);
  if (!base) return;
  for (const api of apis) {
    if (!matchesModule(api.modules, base.module)) continue;
    for (const form of api.sites) {
      if (form.kind !== "class" || form.extends !== base.name) continue;
      for (const member of node.body.body) {
        if (member.type !== AST_NODE_TYPES.MethodDefinition || member.computed) continue;
        if (member.key.type === AST_NODE_TYPES.Identifier && member.key.name === form.method) {
          recordWithHelpers(sourceCode, member.value, { api, form, config: undefined }, callbacks, 0);
        }
      }
    }
  }
}

/**
 * Records a callback, and the functions of the same file whose result it returns (`async (request) =>
 * handleToolCall(request)`, `return await run(args)`): their returns are the tool's results too.
 */
function recordWithHelpers(
  sourceCode: SourceCode,
  fn: TSESTree.FunctionLike,
  declaration: Declaration,
  callbacks: Callbacks,
  depth: number,
): void {
  const known = callbacks.get(fn);
  if (known) {
    // A helper of tools with different options serves each of them: mark it (and its own helpers) shared.
    if (known.shared || (!declaration.shared && known.config === declaration.config)) return;
    declaration = { ...known, shared: true };
  }
  callbacks.set(fn, declaration);
  if (depth >= MAX_HELPER_DEPTH) return;
  for (const returned of ownReturns(fn)) {
    for (const helper of helpersCalled(sourceCode, returned)) {
      if (helper !== fn) recordWithHelpers(sourceCode, helper, declaration, callbacks, depth + 1);
    }
  }
}

/**
 * The functions of the file whose calls a callback returns: `helper(...)`, `await helper(...)`, each
 * branch of a conditional (`ok ? done(n) : failed(n)`) or of `??` and `||`, a variable that holds such a
 * call for its whole life (`const result = helper(n); return result;`), a method of a `const` object
 * literal (`handlers.run(...)`) or a static method of a class of the file (`Handlers.run(...)`), and a
 * helper called through `.call`, `.apply` or `.bind`.
 */
function helpersCalled(sourceCode: SourceCode, returned: TSESTree.Node, held = 0): TSESTree.FunctionLike[] {
  let value = unwrap(returned);
  while (value.type === AST_NODE_TYPES.AwaitExpression) value = unwrap(value.argument);
  if (value.type === AST_NODE_TYPES.ConditionalExpression) {
    return [...helpersCalled(sourceCode, value.consequent, held), ...helpersCalled(sourceCode, value.alternate, held)];
  }
  if (value.type === AST_NODE_TYPES.LogicalExpression) {
    return [...helpersCalled(sourceCode, value.left, held), ...helpersCalled(sourceCode, value.right, held)];
  }
  if (value.type === AST_NODE_TYPES.Identifier) {
    const variable = held < MAX_CONST_CHAIN ? variableOf(sourceCode, value) : undefined;
    const initializer = variable && soleInitializer(variable);
    return initializer ? helpersCalled(sourceCode, initializer, held + 1) : [];
  }
  if (value.type !== AST_NODE_TYPES.CallExpression) return [];
  const helper = calledFunction(sourceCode, value);
  return helper ? [helper] : [];
}

/** The function of the file a call calls, as {@link helpersCalled} follows it. */
function calledFunction(sourceCode: SourceCode, call: TSESTree.CallExpression): TSESTree.FunctionLike | undefined {
  let callee = unwrap(call.callee);
  // `helper.bind(x)(...)` calls the helper.
  if (callee.type === AST_NODE_TYPES.CallExpression && staticMemberName(callee.callee) === "bind")
    callee = unwrap((callee.callee as TSESTree.MemberExpression).object);
  if (callee.type === AST_NODE_TYPES.Identifier) return functionOf(sourceCode, callee);
  const name = staticMemberName(callee);
  if (name === undefined || callee.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  // `helper.call(x, ...)`, `helper.apply(x, [...])` call the helper too.
  if (name === "call" || name === "apply") {
    const called = functionOf(sourceCode, callee.object);
    if (called) return called;
  }
  return (
    functionOf(sourceCode, objectProperty(sourceCode, callee.object, name)) ??
    staticMethod(sourceCode, callee.object, name)
  );
}

/** A static method of a class the file declares under the name `object` is: `Handlers.run`. */
function staticMethod(sourceCode: SourceCode, object: TSESTree.Node, name: string): TSESTree.FunctionLike | undefined {
  const target = unwrap(object);
  if (target.type !== AST_NODE_TYPES.Identifier) return undefined;
  const def = definitionOf(sourceCode, target);
  if (def?.type !== "ClassName" || def.node.type !== AST_NODE_TYPES.ClassDeclaration) return undefined;
  const method = def.node.body.body.find(
    (member): member is TSESTree.MethodDefinition =>
      member.type === AST_NODE_TYPES.MethodDefinition &&
      member.static &&
      member.kind === "method" &&
      !member.computed &&
      member.key.type === AST_NODE_TYPES.Identifier &&
      member.key.name === name,
  );
  return method?.value;
}

/** The name of a member written `object.name`. */
function staticMemberName(node: TSESTree.Node): string | undefined {
  const member = unwrap(node);
  return member.type === AST_NODE_TYPES.MemberExpression && !member.computed ? memberName(member) : undefined;
}

/** A parameter of a function of the file an expression is (or reads a property of): `handler`, `def.handler`. */
function parameterOf(
  sourceCode: SourceCode,
  node: TSESTree.Node,
): { fn: TSESTree.FunctionLike; index: number; property: string | undefined } | undefined {
  let property: string | undefined;
  let target = node;
  if (
    target.type === AST_NODE_TYPES.MemberExpression &&
    !target.computed &&
    target.property.type === AST_NODE_TYPES.Identifier
  ) {
    property = target.property.name;
    target = unwrap(target.object);
  }
  if (target.type !== AST_NODE_TYPES.Identifier) return undefined;
  const def = definitionOf(sourceCode, target);
  if (def?.type !== "Parameter" || !isFunction(def.node)) return undefined;
  const index = def.node.params.findIndex(
    (p) => p === def.name || (p.type === AST_NODE_TYPES.AssignmentPattern && p.left === def.name),
  );
  return index < 0 ? undefined : { fn: def.node, index, property };
}

/**
 * `t.handler` where `t` is the loop variable of `for (const t of tools)` or the parameter of
 * `tools.forEach((t) => ...)` (or `.map`), and `tools` a `const` array of the file: each entry's
 * `handler` (an object literal's, or a call's whose argument is one: `defineTool({ handler })`).
 */
function tableEntries(sourceCode: SourceCode, node: TSESTree.Node | undefined): TSESTree.FunctionLike[] {
  if (
    node?.type !== AST_NODE_TYPES.MemberExpression ||
    node.computed ||
    node.property.type !== AST_NODE_TYPES.Identifier
  ) {
    return [];
  }
  const property = node.property.name;
  const object = unwrap(node.object);
  if (object.type !== AST_NODE_TYPES.Identifier) return [];
  const table = tableOf(sourceCode, object);
  const found: TSESTree.FunctionLike[] = [];
  for (const element of table?.elements ?? []) {
    if (!element || element.type === AST_NODE_TYPES.SpreadElement) continue;
    let entry = unwrap(element);
    if (entry.type === AST_NODE_TYPES.Identifier) entry = constInitializer(sourceCode, entry) ?? entry;
    if (entry.type === AST_NODE_TYPES.CallExpression && entry.arguments[0]) entry = unwrap(entry.arguments[0]);
    if (entry.type !== AST_NODE_TYPES.ObjectExpression) continue;
    const fn = functionOf(sourceCode, memberValue(entry, property));
    if (fn) found.push(fn);
  }
  return found;
}

/** The `const` array literal a loop variable or iteration parameter walks over. */
function tableOf(sourceCode: SourceCode, item: TSESTree.Identifier): TSESTree.ArrayExpression | undefined {
  const def = definitionOf(sourceCode, item);
  if (!def) return undefined;
  let iterated: TSESTree.Node | undefined;
  if (def.type === "Variable" && def.parent?.parent?.type === AST_NODE_TYPES.ForOfStatement) {
    iterated = def.parent.parent.right;
  } else if (def.type === "Parameter" && isFunction(def.node) && def.node.params[0] === def.name) {
    const call = def.node.parent;
    const callee =
      call?.type === AST_NODE_TYPES.CallExpression && call.arguments[0] === def.node ? call.callee : undefined;
    if (
      callee?.type === AST_NODE_TYPES.MemberExpression &&
      callee.property.type === AST_NODE_TYPES.Identifier &&
      (callee.property.name === "forEach" || callee.property.name === "map")
    ) {
      iterated = callee.object;
    }
  }
  if (!iterated) return undefined;
  let table = unwrap(iterated);
  if (table.type === AST_NODE_TYPES.Identifier) table = constInitializer(sourceCode, table) ?? table;
  return table.type === AST_NODE_TYPES.ArrayExpression ? table : undefined;
}

/** A property of an object literal an expression is (directly or through a `const`). */
function objectProperty(sourceCode: SourceCode, node: TSESTree.Node, name: string): TSESTree.Node | undefined {
  const object = resolveObject(sourceCode, node);
  return object && memberValue(object, name);
}
