/**
 * Tool sites: where a framework declares a tool, and so where what a function returns is (or becomes)
 * a tool result, whatever its keys look like and whatever the preset says. The frameworks are recognised
 * by their imports, so a local function that happens to be called `tool` is not one:
 *
 * - the Strands TypeScript SDK (`@strands-agents/sdk`): `tool({ callback })`, `new FunctionTool({ callback })`
 *   and `new ZodTool({ callback })`. The SDK wraps what a callback returns in a successful result, so a
 *   returned object is data, not a result ("wrapped");
 * - this package's runtime (`eslint-plugin-tool-result/runtime`): `tool({ callback })` and
 *   `new FunctionTool({ callback })` pass a returned `{ status, content }` through as the result;
 * - the MCP TypeScript SDK (`@modelcontextprotocol/sdk` 1.x, `@modelcontextprotocol/server` 2.x): the
 *   callback of `server.registerTool(name, config, callback)` and of the older `server.tool(name, ...,
 *   callback)`, and the handler of `server.setRequestHandler(CallToolRequestSchema, handler)`, on a server
 *   made by the SDK (a `new McpServer(...)`, a value annotated with one of its types, or any other receiver
 *   in a file that imports the SDK's server modules): each returns a `CallToolResult` (contract `mcp`), and
 *   the site records whether the tool declares an `outputSchema` (structuredContent must then conform to
 *   it). A callback that returns a call of a function of the same file (`(request) =>
 *   handleToolCall(request)`) makes that function's returns results too, two calls deep;
 * - constructors whose argument is a result: the Strands SDK's `new ToolResultBlock({ ... })` and this
 *   package's `new ToolResultEvent({ ... })`;
 * - a literal annotated with a tool-result type those packages declare (`const r: ToolResultBlockData =
 *   { ... }`, `{ ... } satisfies ToolResult`, the declared return type of the function that returns it,
 *   `Promise<...>` included): the contract of that type (src/contract/declared-types.ts).
 *
 * A callback is followed when it is written in the call or declared in the same file by name (a function
 * declaration, or a `const` holding an arrow or function), and so is a function of the same file whose
 * call it returns (`(input) => run(input)`), two calls deep. Only their own returns count, not those of
 * functions nested in them.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import {
  DECLARED_TYPES,
  DEFAULT_CONTRACT,
  PRESETS,
  declaredTypeContract,
  type PresetName,
  type ResolvedSettings,
  type ToolResultContract,
} from "../../contract/index.js";
import { enclosingFunction, functionOf, moduleExportOf } from "../ast/modules.js";
import { importSource } from "../ast/static-values.js";
import { isMcpServerFile, MCP_PACKAGES, mcpDeclaration } from "./mcp-sites.js";
import { configObject, propertyValue, recordWithHelpers, type ToolSite } from "./sites.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

export type { OutputSchema, ToolSite } from "./sites.js";

const STRANDS = "@strands-agents/sdk";
const RUNTIME = "eslint-plugin-tool-result/runtime";
/** Files that mention none of these modules have no tool sites but the constructors below. */
const MODULES = [STRANDS, RUNTIME, MCP_PACKAGES];
/** Files that mention none of these packages cannot import a tool-result type they declare. */
const DECLARING_PACKAGES = [...new Set(DECLARED_TYPES.map((declared) => declared.pkg))];

interface FileSites {
  /** The callbacks of tool declarations in the file, with what their returns are. */
  readonly callbacks: ReadonlyMap<TSESTree.Node, ToolSite>;
  /** Whether the file mentions a package that declares a tool-result type (so an annotation may name one). */
  readonly declaresTypes: boolean;
}

const perFile = new WeakMap<SourceCode, FileSites>();
const NO_CALLBACKS: ReadonlyMap<TSESTree.Node, ToolSite> = new Map();

/** The tool site an object literal is at, if any. */
export function toolSiteOf(
  sourceCode: SourceCode,
  settings: ResolvedSettings,
  node: TSESTree.ObjectExpression,
): ToolSite | undefined {
  const sites = fileSites(sourceCode, settings);
  // Annotations are resolved (a scope look-up) only in files that mention a package declaring such a type.
  const constructed =
    constructorSite(sourceCode, node) ?? (sites.declaresTypes ? annotatedSite(sourceCode, node) : undefined);
  if (constructed) return constructed;
  const returning = returningFunction(node);
  if (!returning) return undefined;
  return sites.callbacks.get(returning) ?? (sites.declaresTypes ? returnTypeSite(sourceCode, returning) : undefined);
}

/** `const r: ToolResultBlockData = { ... }`, `{ ... } satisfies ToolResult`, `{ ... } as ToolResult`. */
function annotatedSite(sourceCode: SourceCode, node: TSESTree.ObjectExpression): ToolSite | undefined {
  const parent = node.parent;
  let annotation: TSESTree.TypeNode | undefined;
  if (parent.type === AST_NODE_TYPES.VariableDeclarator && parent.init === node) {
    annotation = parent.id.typeAnnotation?.typeAnnotation;
  } else if (
    (parent.type === AST_NODE_TYPES.TSSatisfiesExpression || parent.type === AST_NODE_TYPES.TSAsExpression) &&
    parent.expression === node
  ) {
    annotation = parent.typeAnnotation;
  }
  return annotation && declaredSite(sourceCode, annotation);
}

/** The declared return type of the function a literal is returned from: `(): ToolResult => ({ ... })`. */
function returnTypeSite(sourceCode: SourceCode, fn: TSESTree.Node): ToolSite | undefined {
  if (!("returnType" in fn) || !fn.returnType) return undefined;
  let annotation = fn.returnType.typeAnnotation;
  // `Promise<ToolResult>` of an async function.
  if (
    annotation.type === AST_NODE_TYPES.TSTypeReference &&
    annotation.typeName.type === AST_NODE_TYPES.Identifier &&
    annotation.typeName.name === "Promise" &&
    annotation.typeArguments?.params.length === 1
  ) {
    annotation = annotation.typeArguments.params[0]!;
  }
  return declaredSite(sourceCode, annotation);
}

/** The tool-result type a type annotation names by its import, as a site. */
function declaredSite(sourceCode: SourceCode, annotation: TSESTree.TypeNode): ToolSite | undefined {
  if (annotation.type !== AST_NODE_TYPES.TSTypeReference) return undefined;
  const typeName = annotation.typeName;
  let imported: { module: string; name: string } | undefined;
  if (typeName.type === AST_NODE_TYPES.Identifier) {
    imported = moduleExportOf(sourceCode, typeName);
  } else if (typeName.type === AST_NODE_TYPES.TSQualifiedName && typeName.left.type === AST_NODE_TYPES.Identifier) {
    // `sdk.ToolResultBlockData` after `import * as sdk from "@strands-agents/sdk"`.
    const namespace = moduleExportOf(sourceCode, typeName.left);
    if (namespace?.name === "*") imported = { module: namespace.module, name: typeName.right.name };
  }
  const contract = imported && declaredTypeContract(imported.module, imported.name);
  return contract ? { kind: "result", contract, outputSchema: "unknown" } : undefined;
}

/** `new ToolResultBlock({ ... })` (Strands SDK) and `new ToolResultEvent({ ... })` (this runtime). */
function constructorSite(sourceCode: SourceCode, node: TSESTree.ObjectExpression): ToolSite | undefined {
  const parent = node.parent;
  if (parent.type !== AST_NODE_TYPES.NewExpression || parent.arguments[0] !== node) return undefined;
  const callee = parent.callee;
  if (callee.type !== AST_NODE_TYPES.Identifier) return undefined;
  const source = importSource(sourceCode, callee);
  // Recognised by name unless imported from another package (the SDK imports its own class by path).
  const local = source === undefined || source.startsWith(".");
  if (callee.name === "ToolResultBlock" && (local || source?.startsWith(STRANDS))) {
    return { kind: "result", contract: PRESETS.strands, constructorName: callee.name };
  }
  if (callee.name === "ToolResultEvent" && (local || source === RUNTIME)) {
    // Its constructor throws on a key outside the contract (assertToolResult): the usual message says it.
    return { kind: "result", contract: presetArgument(parent.arguments[1]) ?? DEFAULT_CONTRACT };
  }
  return undefined;
}

/**
 * The function whose return value the literal is: through conditionals, logical operators, `await`
 * and type-only wrappers, up to a `return` (in its nearest function) or an arrow's expression body.
 */
function returningFunction(node: TSESTree.Node): TSESTree.Node | undefined {
  let current: TSESTree.Node = node;
  for (let parent = current.parent; parent; current = parent, parent = current.parent) {
    switch (parent.type) {
      case AST_NODE_TYPES.ConditionalExpression:
        if (parent.test === current) return undefined;
        continue;
      case AST_NODE_TYPES.LogicalExpression:
      case AST_NODE_TYPES.AwaitExpression:
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
        continue;
      case AST_NODE_TYPES.SequenceExpression:
        if (parent.expressions[parent.expressions.length - 1] !== current) return undefined;
        continue;
      case AST_NODE_TYPES.ArrowFunctionExpression:
        return parent.body === current ? parent : undefined;
      case AST_NODE_TYPES.ReturnStatement:
        return enclosingFunction(parent);
      default:
        return undefined;
    }
  }
  return undefined;
}

function fileSites(sourceCode: SourceCode, settings: ResolvedSettings): FileSites {
  let sites = perFile.get(sourceCode);
  if (!sites) {
    const text = sourceCode.text;
    sites = {
      callbacks: MODULES.some((module) => text.includes(module)) ? collectSites(sourceCode, settings) : NO_CALLBACKS,
      declaresTypes: DECLARING_PACKAGES.some((pkg) => text.includes(pkg)),
    };
    perFile.set(sourceCode, sites);
  }
  return sites;
}

/** Every tool declaration in the file: one walk over its syntax tree. */
function collectSites(sourceCode: SourceCode, settings: ResolvedSettings): ReadonlyMap<TSESTree.Node, ToolSite> {
  const callbacks = new Map<TSESTree.Node, ToolSite>();
  const mcpServerFile = isMcpServerFile(sourceCode);
  const keys = sourceCode.visitorKeys as Readonly<Record<string, readonly string[]>>;
  const stack: TSESTree.Node[] = [sourceCode.ast as TSESTree.Node];
  while (stack.length > 0) {
    const node = stack.pop() as TSESTree.Node;
    if (node.type === AST_NODE_TYPES.CallExpression || node.type === AST_NODE_TYPES.NewExpression) {
      declaration(sourceCode, settings, node, callbacks);
      if (node.type === AST_NODE_TYPES.CallExpression) mcpDeclaration(sourceCode, node, mcpServerFile, callbacks);
    }
    for (const key of keys[node.type] ?? []) {
      const child = (node as unknown as Record<string, unknown>)[key];
      if (Array.isArray(child)) {
        for (const item of child)
          if (item && typeof item === "object" && "type" in item) stack.push(item as TSESTree.Node);
      } else if (child && typeof child === "object" && "type" in child) {
        stack.push(child as TSESTree.Node);
      }
    }
  }
  return callbacks;
}

/** Records the callback of a tool declaration (`tool({ callback })`, `new FunctionTool({ callback })`). */
function declaration(
  sourceCode: SourceCode,
  settings: ResolvedSettings,
  call: TSESTree.CallExpression | TSESTree.NewExpression,
  callbacks: Map<TSESTree.Node, ToolSite>,
): void {
  const name = moduleExportOf(sourceCode, call.callee);
  if (!name) return;
  const isCall = call.type === AST_NODE_TYPES.CallExpression;
  let site: ToolSite | undefined;
  if (name.module === STRANDS || name.module.startsWith(`${STRANDS}/`)) {
    if ((isCall && name.name === "tool") || (!isCall && (name.name === "FunctionTool" || name.name === "ZodTool"))) {
      site = { kind: "wrapped", framework: "strands" };
    }
  } else if (name.module === RUNTIME) {
    if ((isCall && name.name === "tool") || (!isCall && name.name === "FunctionTool")) {
      const config = configObject(sourceCode, call.arguments[0]);
      const contract = config ? contractOption(sourceCode, config, settings) : DEFAULT_CONTRACT;
      site = { kind: "result", contract };
    }
  }
  if (!site) return;
  const config = configObject(sourceCode, call.arguments[0]);
  const callback = config && functionOf(sourceCode, propertyValue(sourceCode, config, "callback"));
  if (callback) recordWithHelpers(sourceCode, callback, site, callbacks, 0);
}

/** The contract a `tool()` of this runtime checks its results against: its `contract` option. */
function contractOption(
  sourceCode: SourceCode,
  config: TSESTree.ObjectExpression,
  settings: ResolvedSettings,
): ToolResultContract {
  const option = propertyValue(sourceCode, config, "contract");
  if (option === undefined) return DEFAULT_CONTRACT;
  return presetArgument(option) ?? settings.contract;
}

function presetArgument(node: TSESTree.Node | undefined): ToolResultContract | undefined {
  if (node?.type !== AST_NODE_TYPES.Literal || typeof node.value !== "string") return undefined;
  return Object.hasOwn(PRESETS, node.value) ? PRESETS[node.value as PresetName] : undefined;
}
