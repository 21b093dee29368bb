/**
 * Type-aware detection, used when the file was parsed with type information (typescript-eslint's parser
 * with `parserOptions.projectService` or `project`). Without it every function here answers "unknown"
 * and costs one property read, so syntax-only users pay nothing.
 *
 * TypeScript itself is loaded lazily, from the same place as the parser that made the program, only
 * when a program exists: the plugin never requires it.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { readFileSync } from "node:fs";
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import type * as ts from "typescript";
import type { ResolvedSettings, ToolResultContract } from "../../contract/index.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** What the types say of an object literal: a tool result, something else, or nothing known. */
export type TypedVerdict = "tool-result" | "other" | "unknown";

const PACKAGE_NAME = "eslint-plugin-tool-result";
const MAX_DEPTH = 4;

interface Typed {
  readonly checker: ts.TypeChecker;
  readonly map: { get(node: TSESTree.Node): ts.Node | undefined };
  readonly ts: typeof ts;
}

let tsModule: typeof ts | null | undefined;
function loadTypeScript(): typeof ts | null {
  if (tsModule === undefined) {
    try {
      tsModule = createRequire(import.meta.url)("typescript") as typeof ts;
    } catch {
      tsModule = null;
    }
  }
  return tsModule;
}

const perFile = new WeakMap<object, Typed | null>();

/** The type checker and node map of this file, or undefined when it was parsed without types. */
function typed(sourceCode: SourceCode): Typed | undefined {
  const known = perFile.get(sourceCode);
  if (known !== undefined) return known ?? undefined;
  const found = lookUp(sourceCode);
  perFile.set(sourceCode, found ?? null);
  return found;
}

/** Whether this file was parsed with type information (looked up once per file). */
export function hasTypeInformation(sourceCode: SourceCode): boolean {
  return typed(sourceCode) !== undefined;
}

function lookUp(sourceCode: SourceCode): Typed | undefined {
  const services = sourceCode.parserServices as
    { program?: ts.Program | null; esTreeNodeToTSNodeMap?: Typed["map"] } | undefined;
  if (!services?.program || !services.esTreeNodeToTSNodeMap) return undefined;
  const typescript = loadTypeScript();
  if (!typescript) return undefined;
  return { checker: services.program.getTypeChecker(), map: services.esTreeNodeToTSNodeMap, ts: typescript };
}

/**
 * The verdict of the types on a candidate object literal: its contextual type (a typed return or
 * `yield`, variable, property, parameter, `as` or `satisfies`) and, when that says nothing, the types of
 * its `status` and `content` values.
 */
export function typedVerdict(
  sourceCode: SourceCode,
  node: TSESTree.ObjectExpression,
  settings: ResolvedSettings,
  status: TSESTree.Property | undefined,
  content: TSESTree.Property | undefined,
  spreads: readonly TSESTree.SpreadElement[],
  /** Whether syntax already found evidence (a contract status or a block): then the values' types add nothing. */
  syntaxEvidence: boolean,
): TypedVerdict {
  const t = typed(sourceCode);
  if (!t) return "unknown";
  try {
    // An object with neither key is asked about only when a spread's declared type carries a tool
    // result's keys: computing a contextual type can make the checker infer a whole generic call, and
    // code full of spreads (a functional library) would pay for it on every one.
    if (!(status && content)) {
      // One key and no spread: a tool-result type would not even type-check, so do not ask.
      if (spreads.length === 0) return "unknown";
      if (!status && !content && !spreads.some((spread) => carriesResultKeys(t, spread))) return "unknown";
    }
    const annotated = readAnnotation(node, settings.typeNames);
    let verdict: TypedVerdict = annotated === "tool-result" ? "tool-result" : "unknown";
    if (annotated === undefined) {
      const tsNode = t.map.get(node);
      if (!tsNode) return "unknown";
      const declared = declaredContextualType(t, tsNode);
      const contextual = declared === ASK ? t.checker.getContextualType(tsNode as ts.Expression) : declared;
      verdict = contextual ? classify(t, contextual, settings, 0) : "unknown";
    }
    if (verdict !== "unknown" || syntaxEvidence) return verdict;
    return valuesLookLikeToolResult(t, settings.contract, status, content) ? "tool-result" : "unknown";
  } catch {
    return "unknown";
  }
}

const ASK = Symbol("ask the checker");

/**
 * What the annotation that types this literal says, when reading it is enough: `"tool-result"` when it
 * names a configured tool-result type (`: ToolResult`, `Promise<ToolResult>`, `ToolResult | undefined`,
 * `as ToolResult`, `satisfies ToolResult`, on the variable, class property or the returning function),
 * `"silent"` when it is `any`, `unknown` or a promise of those (types that say nothing), and undefined
 * when the checker must be asked. The checker would give the same answers; reading the annotation spares
 * it the work in code full of tool results.
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

function enclosingFunction(node: TSESTree.Node): TSESTree.FunctionLike | undefined {
  for (let current: TSESTree.Node | undefined = node.parent; current; current = current.parent) {
    if (
      current.type === AST_NODE_TYPES.FunctionDeclaration ||
      current.type === AST_NODE_TYPES.FunctionExpression ||
      current.type === AST_NODE_TYPES.ArrowFunctionExpression
    ) {
      return current;
    }
  }
  return undefined;
}

function namesToolResult(type: TSESTree.TypeNode, names: readonly string[], depth: number): boolean {
  if (depth > 3) return false;
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

/**
 * The contextual type where a declaration spells it out: `const x: T = {}` (or a class property),
 * `{} as T`, `{} satisfies T`,
 * a `return` in a function declared to return `T` (or `Promise<T>`), and no contextual type at all for a
 * plain variable or a `return` in a function declared without a return type. Reading the annotation is
 * cheap; asking the checker for a contextual type can make it infer a whole generic call, so it is asked
 * (ASK) only where the position needs it: arguments, callbacks, nested properties, generators.
 */
function declaredContextualType(t: Typed, node: ts.Node): ts.Type | undefined | typeof ASK {
  const { ts: typescript, checker } = t;
  let current = node;
  let parent = current.parent;
  while (parent && typescript.isParenthesizedExpression(parent)) {
    current = parent;
    parent = current.parent;
  }
  if (!parent) return ASK;
  if (
    typescript.isAsExpression(parent) ||
    typescript.isSatisfiesExpression(parent) ||
    typescript.isTypeAssertionExpression(parent)
  ) {
    return typescript.isConstTypeReference(parent.type) ? ASK : checker.getTypeFromTypeNode(parent.type);
  }
  if (
    (typescript.isVariableDeclaration(parent) || typescript.isPropertyDeclaration(parent)) &&
    parent.initializer === current
  ) {
    return parent.type
      ? checker.getTypeFromTypeNode(parent.type)
      : typescript.isIdentifier(parent.name)
        ? undefined
        : ASK;
  }
  const fn = typescript.isReturnStatement(parent)
    ? containingFunction(typescript, parent)
    : typescript.isArrowFunction(parent) && parent.body === current
      ? parent
      : undefined;
  if (!fn || fn.asteriskToken) return ASK;
  if (fn.type) return checker.getTypeFromTypeNode(fn.type); // classify() unwraps Promise<T>
  // Without a declared return type only a callback can get one from its context.
  return typescript.isFunctionDeclaration(fn) || typescript.isMethodDeclaration(fn) ? undefined : ASK;
}

type FunctionNode =
  ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction | ts.MethodDeclaration | ts.AccessorDeclaration;

function containingFunction(typescript: typeof ts, node: ts.Node): FunctionNode | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (
      typescript.isFunctionDeclaration(current) ||
      typescript.isFunctionExpression(current) ||
      typescript.isArrowFunction(current) ||
      typescript.isMethodDeclaration(current) ||
      typescript.isGetAccessorDeclaration(current) ||
      typescript.isSetAccessorDeclaration(current)
    ) {
      return current;
    }
    if (typescript.isClassStaticBlockDeclaration(current) || typescript.isSourceFile(current)) return undefined;
  }
  return undefined;
}

function classify(t: Typed, type: ts.Type, settings: ResolvedSettings, depth: number): TypedVerdict {
  const { ts: typescript } = t;
  if (depth > MAX_DEPTH) return "unknown";
  if (isToolResultType(t, type, settings)) return "tool-result";
  const flags = type.flags;
  if (
    flags &
    (typescript.TypeFlags.Any |
      typescript.TypeFlags.Unknown |
      typescript.TypeFlags.NonPrimitive |
      typescript.TypeFlags.TypeParameter |
      typescript.TypeFlags.Never)
  ) {
    return "unknown";
  }
  if (type.isUnion() || type.isIntersection()) {
    const parts = type.types
      .filter(
        (part) =>
          !(part.flags & (typescript.TypeFlags.Undefined | typescript.TypeFlags.Null | typescript.TypeFlags.Void)),
      )
      .map((part) => classify(t, part, settings, depth + 1));
    if (parts.includes("tool-result")) return "tool-result";
    if (parts.length > 0 && parts.every((p) => p === "other")) return "other";
    return "unknown";
  }
  // `Promise<ToolResult>` (an async function's declared return type).
  const name = type.getSymbol()?.getName();
  if (name === "Promise" || name === "PromiseLike") {
    const awaited = t.checker.getAwaitedType(type);
    if (awaited && awaited !== type) return classify(t, awaited, settings, depth + 1);
  }
  if (!(flags & typescript.TypeFlags.Object)) return "other"; // a string, a number: not an object at all
  const properties = type.getProperties();
  const indexInfos = t.checker.getIndexInfosOfType(type);
  // `{}`, `object`-like and records of anything say nothing.
  if (properties.length === 0) return "unknown";
  if (indexInfos.length > 0 && properties.length === 0) return "unknown";
  return "other";
}

/**
 * Whether a spread's argument is a variable or parameter declared with a type that has a `status` or
 * `content` key. Only its own annotation is read (no inference, not even a called function's declared
 * return type), so this never makes the checker check code it would not otherwise check: it runs on
 * every spread-only object literal of a typed file.
 */
function carriesResultKeys(t: Typed, spread: TSESTree.SpreadElement): boolean {
  const tsNode = t.map.get(spread.argument);
  const type = tsNode ? declaredTypeOf(t, tsNode, false) : undefined;
  if (!type) return false;
  const parts = type.isUnion() ? type.types : [type];
  return parts.some((part) => part.getProperty("status") !== undefined || part.getProperty("content") !== undefined);
}

/**
 * The type of an identifier when its declarations spell it out, without asking the checker to infer
 * anything: a variable, parameter or property declared with a type (`const prev: ToolResult`), or, with
 * `calls`, a `const` initialized by a call, or an awaited call, to a function or method declared with a
 * return type, without overloads and without type parameters on it or around it (a generic class's
 * method returns its instantiation's type): `const stats = measure(raw)`. Inferring such a `const` makes
 * the checker check the whole call and its arguments, which in a file no other typed rule has touched is
 * most of what a type query costs. Undefined when inference is needed.
 *
 * A type guard that narrows the variable to a type with more keys is not seen: the answer is then the
 * declared type, as syntax-only linting would assume.
 */
function declaredTypeOf(t: Typed, node: ts.Node, calls: boolean): ts.Type | undefined {
  const { ts: typescript, checker } = t;
  const declaration = symbolOf(t, node)?.valueDeclaration;
  if (!declaration) return undefined;
  if (
    !typescript.isVariableDeclaration(declaration) &&
    !typescript.isParameter(declaration) &&
    !typescript.isPropertyDeclaration(declaration)
  ) {
    return undefined;
  }
  if (declaration.type) return checker.getTypeFromTypeNode(declaration.type);
  if (
    !calls ||
    !typescript.isVariableDeclaration(declaration) ||
    !(typescript.getCombinedNodeFlags(declaration) & typescript.NodeFlags.Const)
  )
    return undefined;
  let init = declaration.initializer && skipParentheses(typescript, declaration.initializer);
  const awaited = init !== undefined && typescript.isAwaitExpression(init);
  if (init && typescript.isAwaitExpression(init)) init = skipParentheses(typescript, init.expression);
  if (!init || !typescript.isCallExpression(init) || init.typeArguments) return undefined;
  // One function declaration: overloads would need overload resolution.
  const signatures = symbolOf(t, init.expression)?.declarations?.filter(
    (d): d is ts.FunctionDeclaration | ts.MethodDeclaration | ts.MethodSignature =>
      typescript.isFunctionDeclaration(d) || typescript.isMethodDeclaration(d) || typescript.isMethodSignature(d),
  );
  const callee = signatures?.length === 1 ? signatures[0] : undefined;
  if (!callee || !callee.type || callee.typeParameters || hasTypeParametersAround(typescript, callee)) {
    return undefined;
  }
  const returned = checker.getTypeFromTypeNode(callee.type);
  return awaited ? checker.getAwaitedType(returned) : returned;
}

function skipParentheses(typescript: typeof ts, node: ts.Expression): ts.Expression {
  let current = node;
  while (typescript.isParenthesizedExpression(current)) current = current.expression;
  return current;
}

/**
 * The symbol an identifier names, through imports; undefined for anything but an identifier (the symbol
 * of `a.b` would make the checker infer the type of `a`).
 */
function symbolOf(t: Typed, node: ts.Node): ts.Symbol | undefined {
  const { ts: typescript, checker } = t;
  if (!typescript.isIdentifier(node)) return undefined;
  const symbol = checker.getSymbolAtLocation(node);
  return symbol && symbol.flags & typescript.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** Whether a declaration sits inside a generic function, class, interface or type: its return type may depend on them. */
function hasTypeParametersAround(typescript: typeof ts, node: ts.Node): boolean {
  for (let current = node.parent; current && !typescript.isSourceFile(current); current = current.parent) {
    if ("typeParameters" in current && (current as { typeParameters?: unknown }).typeParameters) return true;
  }
  return false;
}

/**
 * A tool-result type: named in the settings (default `ToolResult`), declared by this package's runtime
 * (under any local name), or shaped like one (a `status` of contract statuses, a `content` array, and
 * no key the contract does not allow).
 */
function isToolResultType(t: Typed, type: ts.Type, settings: ResolvedSettings): boolean {
  const symbols = [type.aliasSymbol, type.getSymbol()].filter((s): s is ts.Symbol => s !== undefined);
  for (const symbol of symbols) {
    if (settings.typeNames.includes(symbol.getName())) return true;
    if (
      /ToolResult$/u.test(symbol.getName()) &&
      symbol.declarations?.some((d) => isOwnRuntimeFile(d.getSourceFile().fileName))
    )
      return true;
  }
  if (!(type.flags & t.ts.TypeFlags.Object) || type.isUnion()) return false;
  const properties = type.getProperties();
  const names = properties.map((p) => p.getName());
  if (!names.includes("status") || !names.includes("content")) return false;
  const allowed = new Set(["status", "content", ...settings.contract.allowedKeys]);
  if (!names.every((n) => allowed.has(n))) return false;
  const status = propertyType(t, type, "status");
  const values = status ? stringLiterals(t, status) : undefined;
  return values !== undefined && values.length > 0 && values.every((v) => settings.contract.statuses.includes(v));
}

const ownPackageDirs = new Map<string, boolean>();
/** Whether a declaration file belongs to this package (found by the name in its nearest package.json). */
function isOwnRuntimeFile(fileName: string): boolean {
  if (!/[\\/]runtime[\\/]/u.test(fileName)) return false;
  let dir = path.dirname(fileName);
  const visited: string[] = [];
  for (let i = 0; i < 12; i++) {
    const known = ownPackageDirs.get(dir);
    if (known !== undefined) return remember(visited, known);
    visited.push(dir);
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { name?: string };
      return remember(visited, pkg.name === PACKAGE_NAME);
    } catch {
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return remember(visited, false);
}

function remember(dirs: string[], value: boolean): boolean {
  for (const dir of dirs) ownPackageDirs.set(dir, value);
  return value;
}

function propertyType(t: Typed, type: ts.Type, name: string): ts.Type | undefined {
  const symbol = type.getProperty(name);
  if (!symbol) return undefined;
  return t.checker.getTypeOfSymbol(symbol);
}

/** The values of a string-literal type or union of them; undefined when the type allows other values. */
function stringLiterals(t: Typed, type: ts.Type): string[] | undefined {
  const parts = type.isUnion() ? type.types : [type];
  const values: string[] = [];
  for (const part of parts) {
    if (part.flags & (t.ts.TypeFlags.Undefined | t.ts.TypeFlags.Null)) continue;
    if (!part.isStringLiteral()) return undefined;
    values.push(part.value);
  }
  return values;
}

/**
 * Evidence from the values' types when syntax found none: a `status` whose type is a union of contract
 * statuses, or a `content` whose type is an array of objects that carry a block kind.
 */
function valuesLookLikeToolResult(
  t: Typed,
  contract: ToolResultContract,
  status: TSESTree.Property | undefined,
  content: TSESTree.Property | undefined,
): boolean {
  if (!status || !content || status.kind !== "init" || content.kind !== "init") return false;
  const statusNode = t.map.get(status.value);
  if (statusNode) {
    const values = stringLiterals(t, t.checker.getTypeAtLocation(statusNode));
    if (values && values.length > 0 && values.every((v) => contract.statuses.includes(v))) return true;
  }
  const contentNode = t.map.get(content.value);
  if (!contentNode) return false;
  const contentType = t.checker.getTypeAtLocation(contentNode);
  if (!t.checker.isArrayType(contentType) && !t.checker.isTupleType(contentType)) return false;
  const element = t.checker.getIndexTypeOfType(contentType, t.ts.IndexKind.Number);
  if (!element) return false;
  const members = element.isUnion() ? element.types : [element];
  return (
    members.length > 0 && members.every((m) => contract.blockKinds.some((kind) => m.getProperty(kind) !== undefined))
  );
}

const spreadKeysCache = new WeakMap<TSESTree.SpreadElement, string[] | undefined>();

/**
 * The keys a spread's type says it carries; undefined without types or for an open type (any, a record).
 * Both `no-spread` (for its message) and the shared fix ask, so the answer is kept per spread node.
 */
export function spreadKeys(sourceCode: SourceCode, spread: TSESTree.SpreadElement): string[] | undefined {
  const t = typed(sourceCode);
  if (!t) return undefined;
  if (spreadKeysCache.has(spread)) return spreadKeysCache.get(spread);
  const keys = readSpreadKeys(t, spread);
  spreadKeysCache.set(spread, keys);
  return keys;
}

function readSpreadKeys(t: Typed, spread: TSESTree.SpreadElement): string[] | undefined {
  try {
    const tsNode = t.map.get(spread.argument);
    if (!tsNode) return undefined;
    const type = declaredTypeOf(t, tsNode, true) ?? t.checker.getTypeAtLocation(tsNode);
    if (type.flags & (t.ts.TypeFlags.Any | t.ts.TypeFlags.Unknown)) return undefined;
    if (t.checker.getIndexInfosOfType(type).length > 0) return undefined;
    return t.checker.getPropertiesOfType(type).map((p) => p.getName());
  } catch {
    return undefined;
  }
}

/** The string-literal values a `status` expression's type allows; undefined without type information. */
export function statusTypeValues(sourceCode: SourceCode, value: TSESTree.Node): string[] | undefined {
  const t = typed(sourceCode);
  if (!t) return undefined;
  try {
    const tsNode = t.map.get(value);
    return tsNode ? stringLiterals(t, t.checker.getTypeAtLocation(tsNode)) : undefined;
  } catch {
    return undefined;
  }
}
