/**
 * Tool sites: where a tool API declares a tool, and so where what a function returns is (or becomes) a
 * tool result, whatever its keys look like and whatever the preset says. The tool APIs are described in
 * src/frameworks/ (which calls declare tools, where their callbacks are, what their returns are);
 * ./sites.ts finds the declarations of a file. An object literal is at a site when it is
 * - returned by a tool callback (or by a helper it returns a call of), directly, through a conditional,
 *   or through a variable the callback returns (`const result = { ... }; ...; return result;`) or passes
 *   to the `resolve` of a promise it returns;
 * - the argument of a constructor that takes a result (`new ToolResultBlock({ ... })`);
 * - annotated with a tool-result type a tool API declares (`const r: ToolResultBlockData = { ... }`,
 *   `satisfies`, `as`, the declared return type of the function returning it, `Promise<...>` included),
 *   found by the import the annotation names (the `declaredTypes` of src/frameworks/).
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { PRESETS, type PresetName, type ResolvedSettings, type ToolResultContract } from "../../contract/index.js";
import {
  BY_NAME_METHOD_MENTION,
  DECLARING_PACKAGES,
  TOOL_APIS,
  TOOL_API_MENTION,
  declaredTypeImported,
  matchesModule,
  moduleMention,
  type DeclaredTypeOf,
} from "../../frameworks/index.js";
import { annotationOf, awaitedAnnotation } from "../ast/annotations.js";
import { returnedThrough, returningFunction, storedIn } from "../ast/functions.js";
import { moduleExportOf, typeExportOf } from "../ast/modules.js";
import { memberNamed } from "../ast/static-values.js";
import { namesToolsBesideBlocks } from "./candidate.js";
import { collectCallbacks, type Callbacks, type Declaration, type ToolSite } from "./sites.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

export type { ToolSite } from "./sites.js";

/**
 * The callbacks of each file's tool declarations; apart under settings of a contract of tagged blocks
 * (`preset: "mcp"`), where a method that names its API declares a tool on a receiver of unknown origin
 * without the API in sight.
 */
const perFile = {
  anySettings: new WeakMap<SourceCode, Callbacks>(),
  taggedBlocks: new WeakMap<SourceCode, Callbacks>(),
};
const NO_CALLBACKS: Callbacks = new Map();
/** Whether a file mentions a package that declares a tool-result type (so an annotation may name one). */
const declaring = new WeakMap<SourceCode, boolean>();

/** The tool site an object literal is at, if any. */
export function toolSiteOf(
  sourceCode: SourceCode,
  settings: ResolvedSettings,
  node: TSESTree.ObjectExpression,
): ToolSite | undefined {
  const types = declaresTypes(sourceCode);
  const constructed = constructorSite(sourceCode, node) ?? (types ? annotatedSite(sourceCode, node) : undefined);
  if (constructed) return constructed;
  let returning = returningFunction(node);
  if (!returning) {
    const variable = storedIn(sourceCode, node);
    returning = variable && returnedThrough(variable);
  }
  if (!returning) return undefined;
  const declaration = fileCallbacks(sourceCode, settings).get(returning);
  if (declaration) return siteOf(sourceCode, declaration, settings);
  return types ? returnTypeSite(sourceCode, returning) : undefined;
}

/** The declaration (of any tool API) a function is the callback of. */
export function declarationOf(
  sourceCode: SourceCode,
  settings: ResolvedSettings,
  fn: TSESTree.Node,
): Declaration | undefined {
  return fileCallbacks(sourceCode, settings).get(fn);
}

function fileCallbacks(sourceCode: SourceCode, settings: ResolvedSettings): Callbacks {
  const taggedBlocks = settings.contract.taggedBlocks !== undefined;
  const cache = taggedBlocks ? perFile.taggedBlocks : perFile.anySettings;
  let callbacks = cache.get(sourceCode);
  if (!callbacks) {
    const text = sourceCode.text;
    const blocksInSight = namesToolsBesideBlocks(sourceCode);
    const declares =
      TOOL_API_MENTION.test(text) || blocksInSight || (taggedBlocks && BY_NAME_METHOD_MENTION.test(text));
    callbacks = declares ? collectCallbacks(sourceCode, TOOL_APIS, { taggedBlocks, blocksInSight }) : NO_CALLBACKS;
    cache.set(sourceCode, callbacks);
  }
  return callbacks;
}

function declaresTypes(sourceCode: SourceCode): boolean {
  let found = declaring.get(sourceCode);
  if (found === undefined) {
    found = DECLARING_PACKAGES.some((pkg) => sourceCode.text.includes(pkg));
    declaring.set(sourceCode, found);
  }
  return found;
}

/** What a declaration makes of what its callback returns. */
function siteOf(sourceCode: SourceCode, declaration: Declaration, settings: ResolvedSettings): ToolSite {
  const { api, config } = declaration;
  const returns = api.returns;
  if (returns.kind === "data") return { kind: "data", api };
  let contract = returns.contract;
  if (returns.contractOption !== undefined && config) {
    const option = memberNamed(config, returns.contractOption, sourceCode);
    if (option) contract = presetNamed(option.value) ?? settings.contract;
  }
  // A helper of several tools with different options: no one tool's options apply to its results.
  if (declaration.shared) return { kind: "result", api, contract };
  const form = declaration.form;
  const wraps =
    form.kind === "method" &&
    form.wrapsNonObjectStructuredContent !== undefined &&
    moduleMention(form.wrapsNonObjectStructuredContent.modules).test(sourceCode.text);
  return wraps
    ? { kind: "result", api, contract, config, wrapsNonObjectStructuredContent: true }
    : { kind: "result", api, contract, config };
}

/**
 * `new ToolResultBlock({ ... })` (the Strands SDK), `new ToolResultEvent({ ... })` (this runtime): the
 * classes are recognised by their import, and by name where they are declared or imported by a relative
 * path (the framework's own code).
 */
function constructorSite(sourceCode: SourceCode, node: TSESTree.ObjectExpression): ToolSite | undefined {
  const parent = node.parent;
  if (parent.type !== AST_NODE_TYPES.NewExpression) return undefined;
  const index = parent.arguments.indexOf(node);
  const callee = parent.callee;
  const name = callee.type === AST_NODE_TYPES.Identifier ? callee.name : undefined;
  const imported = moduleExportOf(sourceCode, callee);
  for (const api of TOOL_APIS) {
    for (const form of api.sites) {
      if (form.kind !== "result-argument" || form.argument !== index) continue;
      const byImport = imported?.name === form.export && matchesModule(api.modules, imported.module);
      const byName = name === form.export && (imported === undefined || imported.module.startsWith("."));
      if (!byImport && !byName) continue;
      const preset = form.presetArgument === undefined ? undefined : presetNamed(parent.arguments[form.presetArgument]);
      return {
        kind: "result",
        api,
        contract: preset ?? form.contract,
        constructorName: form.copiesOnlyContractKeys ? form.export : undefined,
      };
    }
  }
  return undefined;
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
function returnTypeSite(sourceCode: SourceCode, fn: TSESTree.FunctionLike): ToolSite | undefined {
  const annotation = fn.returnType?.typeAnnotation;
  return annotation && declaredSite(sourceCode, awaitedAnnotation(annotation));
}

/** The tool-result type an annotation names by its import, as a site of the API that declares it. */
function declaredSite(sourceCode: SourceCode, annotation: TSESTree.TypeNode): ToolSite | undefined {
  const declared = declaredTypeNamed(sourceCode, annotation);
  const is = declared?.type.is;
  return is?.kind === "result" ? { kind: "result", api: declared?.api, contract: is.contract } : undefined;
}

/** The declared type a type reference names by its import (`ContentResult` of `import type { ... } from "fastmcp"`). */
function declaredTypeNamed(sourceCode: SourceCode, annotation: TSESTree.TypeNode): DeclaredTypeOf | undefined {
  if (annotation.type !== AST_NODE_TYPES.TSTypeReference) return undefined;
  const imported = typeExportOf(sourceCode, annotation.typeName);
  return imported && declaredTypeImported(imported.module, imported.name, sourceCode.text);
}

/**
 * The declared output type (OpenAI Agents' `ToolOutputText`) that types a literal by its annotation: the
 * variable's, `satisfies`, `as`, or the declared return type of the function returning it (`Promise<...>`
 * and unions of them included), with the API whose `returns.outputs` say what it keeps. Found by the
 * import the annotation names, in a file that mentions the API's package.
 */
export function declaredOutputOf(sourceCode: SourceCode, node: TSESTree.ObjectExpression): DeclaredTypeOf | undefined {
  if (!declaresTypes(sourceCode)) return undefined;
  const annotation = annotationOf(node);
  if (!annotation) return undefined;
  const awaited = awaitedAnnotation(annotation);
  const parts = awaited.type === AST_NODE_TYPES.TSUnionType ? awaited.types : [awaited];
  for (const part of parts) {
    const declared = declaredTypeNamed(sourceCode, awaitedAnnotation(part));
    if (declared?.type.is.kind === "output") return declared;
  }
  return undefined;
}

function presetNamed(node: TSESTree.Node | undefined): ToolResultContract | undefined {
  if (node?.type !== AST_NODE_TYPES.Literal || typeof node.value !== "string") return undefined;
  return Object.hasOwn(PRESETS, node.value) ? PRESETS[node.value as PresetName] : undefined;
}
