/**
 * What the types say of a candidate object literal, in a file with type information: its contextual
 * type (a typed return or `yield`, variable, property, parameter, `as` or `satisfies`) and, when that
 * says nothing, the types of its `status` and `content` values. See docs/detection.md, "Typed mode".
 *
 * TypeScript itself is only touched in `../types/`; this module reads the answers.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import type { ResolvedSettings, ToolResultContract } from "../../contract/index.js";
import { DECLARED_TYPES, pickDeclared, type DeclaredTypeOf, type ToolApi } from "../../frameworks/index.js";
import { enclosingFunction } from "../ast/functions.js";
import { MAX_TYPE_DEPTH } from "../ast/limits.js";
import { packageOf } from "../types/package-of.js";
import { typeInfo, type TypeInfo, type TypeRef } from "../types/program.js";
import {
  awaitedType,
  baseTypes,
  contextualType,
  expressionStringLiterals,
  hasProperties,
  isArrayOfBlocks,
  isObjectType,
  isOwnLiteralType,
  propertyNames,
  propertyStringLiterals,
  spreadDeclaresResultKeys,
  typeKind,
  typeParts,
  typeSymbols,
} from "../types/queries.js";
import { isTypeScriptFailure } from "../types/typescript-errors.js";

/** What the types say of an object literal: a tool result, something else, or nothing known. */
export type TypedVerdict = "tool-result" | "other" | "unknown";

/**
 * The types' verdict, and for a tool result the contract its type names (else the settings'), with the
 * tool API that declares the type, when one does (fastmcp's `ContentResult`).
 */
export interface TypedAnswer {
  readonly verdict: TypedVerdict;
  readonly contract?: ToolResultContract | undefined;
  readonly api?: ToolApi | undefined;
}

const UNKNOWN: TypedAnswer = { verdict: "unknown" };
const OTHER: TypedAnswer = { verdict: "other" };
const PACKAGE_NAME = "eslint-plugin-tool-result";

export function typedVerdict(
  sourceCode: Readonly<TSESLint.SourceCode>,
  node: TSESTree.ObjectExpression,
  settings: ResolvedSettings,
  status: TSESTree.Property | undefined,
  content: TSESTree.Property | undefined,
  spreads: readonly TSESTree.SpreadElement[],
  /** What syntax found: with evidence either way, the values' types add nothing. */
  syntax: "for" | "none" | "against",
): TypedAnswer {
  const t = typeInfo(sourceCode);
  if (!t) return UNKNOWN;
  try {
    // An object with neither key is asked about only when a spread's declared type carries a tool
    // result's keys: computing a contextual type can make the checker infer a whole generic call.
    if (!(status && content)) {
      // A `content` alone is a result of a contract without status (MCP's CallToolResult): asked only
      // where such results may be (./candidate.ts). Otherwise one key and no spread: a tool-result type
      // would not even type-check, so do not ask.
      const contentOnly = content !== undefined && !status && spreads.length === 0;
      if (!contentOnly && spreads.length === 0) return UNKNOWN;
      if (!status && !content && !spreads.some((spread) => spreadDeclaresResultKeys(t, spread))) return UNKNOWN;
    }
    const annotated = readAnnotation(node, settings.typeNames);
    let answer: TypedAnswer = annotated === "tool-result" ? { verdict: "tool-result" } : UNKNOWN;
    if (annotated === undefined) {
      const contextual = contextualType(t, node);
      answer = contextual ? classify(t, contextual, settings, node, sourceCode.text, 0) : UNKNOWN;
    }
    if (answer.verdict !== "unknown" || syntax !== "none") return answer;
    return valuesLookLikeToolResult(t, settings.contract, status, content) ? { verdict: "tool-result" } : UNKNOWN;
  } catch (error) {
    // TypeScript's own failure on odd code leaves the literal to syntax; a bug of ours propagates.
    if (isTypeScriptFailure(error)) return UNKNOWN;
    throw error;
  }
}

/**
 * What the annotation that types this literal says, when reading it is enough: `"tool-result"` when it
 * names a configured tool-result type (`: ToolResult`, `Promise<ToolResult>`, `ToolResult | undefined`,
 * `as ToolResult`, `satisfies ToolResult`, on the variable, class property or the returning function),
 * `"silent"` when it is `any`, `unknown` or a promise of those (types that say nothing), and undefined
 * when the checker must be asked. The checker would give the same answers (docs/performance.md,
 * "annotations before the checker").
 */
function readAnnotation(
  node: TSESTree.ObjectExpression,
  names: readonly string[],
): "tool-result" | "silent" | undefined {
  const parent = node.parent;
  let annotation: TSESTree.TypeNode | undefined;
  if (parent.type === AST_NODE_TYPES.TSAsExpression || parent.type === AST_NODE_TYPES.TSSatisfiesExpression) {
    annotation = parent.typeAnnotation;
  } else if (parent.type === AST_NODE_TYPES.VariableDeclarator && parent.init === node) {
    annotation = parent.id.typeAnnotation?.typeAnnotation;
  } else if (parent.type === AST_NODE_TYPES.PropertyDefinition && parent.value === node) {
    annotation = parent.typeAnnotation?.typeAnnotation;
  } else {
    const fn =
      parent.type === AST_NODE_TYPES.ReturnStatement
        ? enclosingFunction(parent)
        : parent.type === AST_NODE_TYPES.ArrowFunctionExpression && parent.body === node
          ? parent
          : undefined;
    if (!fn || fn.generator) return undefined;
    annotation = fn.returnType?.typeAnnotation;
  }
  if (annotation === undefined) return undefined;
  if (namesToolResult(annotation, names, 0)) return "tool-result";
  return saysNothing(annotation) ? "silent" : undefined;
}

/** `any`, `unknown`, `Promise<any>`, `PromiseLike<unknown>`. */
function saysNothing(type: TSESTree.TypeNode): boolean {
  if (type.type === AST_NODE_TYPES.TSAnyKeyword || type.type === AST_NODE_TYPES.TSUnknownKeyword) return true;
  if (type.type !== AST_NODE_TYPES.TSTypeReference || type.typeName.type !== AST_NODE_TYPES.Identifier) return false;
  const name = type.typeName.name;
  const argument = type.typeArguments?.params[0];
  return (
    (name === "Promise" || name === "PromiseLike") &&
    type.typeArguments?.params.length === 1 &&
    argument !== undefined &&
    saysNothing(argument)
  );
}

function namesToolResult(type: TSESTree.TypeNode, names: readonly string[], depth: number): boolean {
  if (depth >= MAX_TYPE_DEPTH) return false;
  if (type.type === AST_NODE_TYPES.TSUnionType) return type.types.some((t) => namesToolResult(t, names, depth + 1));
  if (type.type !== AST_NODE_TYPES.TSTypeReference || type.typeName.type !== AST_NODE_TYPES.Identifier) return false;
  const name = type.typeName.name;
  if (names.includes(name)) return true;
  const argument = type.typeArguments?.params[0];
  return (
    (name === "Promise" || name === "PromiseLike") &&
    argument !== undefined &&
    namesToolResult(argument, names, depth + 1)
  );
}

function classify(
  t: TypeInfo,
  type: TypeRef,
  settings: ResolvedSettings,
  node: TSESTree.ObjectExpression,
  fileText: string,
  depth: number,
): TypedAnswer {
  if (depth > MAX_TYPE_DEPTH) return UNKNOWN;
  // A type parameter inferred from the literal itself says nothing (syntax decides).
  if (isOwnLiteralType(t, type, node)) return UNKNOWN;
  const declared = declaredResultType(t, type, fileText);
  if (declared) return declared;
  const contract = toolResultContract(t, type, settings);
  if (contract) return { verdict: "tool-result", contract };
  switch (typeKind(t, type)) {
    case "open":
      return UNKNOWN;
    case "union": {
      const parts = typeParts(t, type).map((part) => classify(t, part, settings, node, fileText, depth + 1));
      const found = parts.find((p) => p.verdict === "tool-result");
      if (found) return found;
      if (parts.length > 0 && parts.every((p) => p.verdict === "other")) return OTHER;
      return UNKNOWN;
    }
    case "promise": {
      // `Promise<ToolResult>` (an async function's declared return type).
      const awaited = awaitedType(t, type);
      return awaited ? classify(t, awaited, settings, node, fileText, depth + 1) : UNKNOWN;
    }
    case "primitive":
      return OTHER; // a string, a number: not an object at all
    case "object": {
      // An interface that extends a tool-result type (`interface ToolResponse extends CallToolResult`)
      // is one too.
      for (const base of baseTypes(t, type)) {
        const answer = classify(t, base, settings, node, fileText, depth + 1);
        if (answer.verdict === "tool-result") return answer;
      }
      // `{}`, `object`-like and records of anything say nothing.
      return hasProperties(t, type) ? OTHER : UNKNOWN;
    }
  }
}

/**
 * A tool-result type a tool API declares (src/frameworks/, `declaredTypes`), under any local name and
 * however the literal's type reaches it: by its name and the package of the file that declares it, or,
 * for a type the checker keeps no name of (the MCP SDK's `CallToolResult`), by its properties and package.
 * Undefined for other types, and for declared types that are no result (OpenAI Agents' outputs).
 */
function declaredResultType(t: TypeInfo, type: TypeRef, fileText: string): TypedAnswer | undefined {
  const symbols = typeSymbols(t, type);
  if (symbols.length === 0) return undefined;
  const declaredIn = (declared: DeclaredTypeOf) =>
    symbols.some((symbol) => symbol.fileNames().some((file) => declared.packages.some((p) => declaredBy(file, p))));
  let fits = DECLARED_TYPES.filter(
    (declared) => symbols.some((symbol) => symbol.name === declared.type.name) && declaredIn(declared),
  );
  if (fits.length === 0 && isObjectType(t, type)) {
    const names = propertyNames(t, type);
    fits = DECLARED_TYPES.filter(
      (declared) => declared.type.properties?.every((p) => names.includes(p)) === true && declaredIn(declared),
    );
  }
  const picked = fits.length > 0 ? pickDeclared(fits, fileText) : undefined;
  const is = picked?.type.is;
  return is?.kind === "result" ? { verdict: "tool-result", contract: is.contract, api: picked?.api } : undefined;
}

/**
 * The contract of a tool-result type that no tool API declares: one named in the settings (default
 * `ToolResult`), or one shaped like a tool result of the settings' contract (a `status` of contract
 * statuses, a `content`, and no key the contract does not allow). Undefined for other types.
 */
function toolResultContract(t: TypeInfo, type: TypeRef, settings: ResolvedSettings): ToolResultContract | undefined {
  const symbols = typeSymbols(t, type);
  for (const symbol of symbols) if (settings.typeNames.includes(symbol.name)) return settings.contract;
  if (!isObjectType(t, type)) return undefined;
  const names = propertyNames(t, type);
  if (!names.includes("status") || !names.includes("content")) return undefined;
  const allowed = new Set(["status", "content", ...settings.contract.allowedKeys]);
  if (!names.every((n) => allowed.has(n))) return undefined;
  const values = propertyStringLiterals(t, type, "status");
  const shaped =
    values !== undefined && values.length > 0 && values.every((v) => settings.contract.statuses.includes(v));
  return shaped ? settings.contract : undefined;
}

/** Whether a declaration file belongs to `pkg` (this package's only under its runtime folder). */
function declaredBy(fileName: string, pkg: string): boolean {
  // This package's own runtime types live under dist/runtime (or src/runtime in its repository).
  if (pkg === PACKAGE_NAME && !/[\\/](?:dist|src)[\\/](?:cjs[\\/])?runtime[\\/]/u.test(fileName)) return false;
  return packageOf(fileName) === pkg;
}

/**
 * Evidence from the values' types when syntax found none: a `status` whose type is a union of contract
 * statuses, or a `content` whose type is an array of objects that carry a block kind.
 */
function valuesLookLikeToolResult(
  t: TypeInfo,
  contract: ToolResultContract,
  status: TSESTree.Property | undefined,
  content: TSESTree.Property | undefined,
): boolean {
  if (!status || !content || status.kind !== "init" || content.kind !== "init") return false;
  const values = expressionStringLiterals(t, status.value);
  if (values && values.length > 0 && values.every((v) => contract.statuses.includes(v))) return true;
  return isArrayOfBlocks(t, content.value, contract.blockKinds);
}
