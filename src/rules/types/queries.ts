/**
 * Type queries for detection and the rules, answered with the file's type checker. This folder is the
 * only code that touches TypeScript: detection asks these functions and reads plain answers (names,
 * string lists, a kind), never a `ts.Type` itself. The queries stay in one module (over 300 lines) so
 * that the TypeScript API surface the plugin depends on is in one place.
 *
 * Queries that would make the checker infer a whole generic call are avoided where the code spells the
 * answer out (a declared annotation, a non-generic function's declared return type): the cost notes are
 * in docs/performance.md.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import type * as ts from "typescript";
import { asType, asTypeRef, type TypeInfo, type TypeRef } from "./program.js";
import { whenTypeScriptAnswers } from "./typescript-errors.js";
import { MAX_JSON_TYPE_DEPTH, MAX_TYPE_DEPTH } from "../ast/limits.js";

/** What a type is, as far as deciding "is this a tool result" goes. */
export type TypeKind =
  /** `any`, `unknown`, `object`, a type parameter, `never`: says nothing. */
  | "open"
  /** A union or intersection: read its parts. */
  | "union"
  /** `Promise<T>` or `PromiseLike<T>`: read what it resolves to. */
  | "promise"
  /** A string, number, boolean or other non-object type. */
  | "primitive"
  | "object";

export function typeKind(t: TypeInfo, ref: TypeRef): TypeKind {
  const type = asType(ref);
  const flags = type.flags;
  const { TypeFlags } = t.ts;
  if (isOpenType(t, type)) return "open";
  if (type.isUnion() || type.isIntersection()) return "union";
  const name = type.getSymbol()?.getName();
  if ((name === "Promise" || name === "PromiseLike") && awaitedOf(t, type) !== undefined) return "promise";
  return flags & TypeFlags.Object ? "object" : "primitive";
}

/** Whether a type says nothing about its values: `any`, `unknown`, `object`, a type parameter, `never`. */
export function isOpenType(t: TypeInfo, type: ts.Type): boolean {
  const { TypeFlags } = t.ts;
  const open = TypeFlags.Any | TypeFlags.Unknown | TypeFlags.NonPrimitive | TypeFlags.TypeParameter | TypeFlags.Never;
  return (type.flags & open) !== 0;
}

/** The parts of a union or intersection, without `undefined`, `null` and `void`. */
export function typeParts(t: TypeInfo, ref: TypeRef): TypeRef[] {
  const type = asType(ref);
  if (!type.isUnion() && !type.isIntersection()) return [];
  const { TypeFlags } = t.ts;
  return type.types
    .filter((part) => !(part.flags & (TypeFlags.Undefined | TypeFlags.Null | TypeFlags.Void)))
    .map(asTypeRef);
}

/** What a `Promise<T>` resolves to. */
export function awaitedType(t: TypeInfo, ref: TypeRef): TypeRef | undefined {
  const awaited = awaitedOf(t, asType(ref));
  return awaited && asTypeRef(awaited);
}

function awaitedOf(t: TypeInfo, type: ts.Type): ts.Type | undefined {
  const awaited = t.checker.getAwaitedType(type);
  return awaited && awaited !== type ? awaited : undefined;
}

/** A name a type goes by (its alias, then its symbol), with the files that declare it. */
export interface NamedSymbol {
  readonly name: string;
  readonly fileNames: () => string[];
}

export function typeSymbols(_t: TypeInfo, ref: TypeRef): NamedSymbol[] {
  const type = asType(ref);
  const symbols: NamedSymbol[] = [];
  for (const symbol of [type.aliasSymbol, type.getSymbol()]) {
    if (symbol === undefined) continue;
    symbols.push({
      name: symbol.getName(),
      fileNames: () => (symbol.declarations ?? []).map((d) => d.getSourceFile().fileName),
    });
  }
  return symbols;
}

/**
 * Whether a type is the object literal's own type: what the checker infers for a type parameter from
 * the literal itself (`items.map((r) => ({ ... }))`, `Promise.resolve({ ... })`, `id({ ... })`). Such a
 * contextual type says nothing about what the literal should be.
 */
export function isOwnLiteralType(t: TypeInfo, ref: TypeRef, node: TSESTree.ObjectExpression): boolean {
  const tsNode = t.map.get(node);
  if (!tsNode) return false;
  const declarations = asType(ref).getSymbol()?.declarations;
  return declarations !== undefined && declarations.some((d) => d === tsNode);
}

/** Whether the type is one object type (not a union, not a primitive). */
export function isObjectType(t: TypeInfo, ref: TypeRef): boolean {
  const type = asType(ref);
  return (type.flags & t.ts.TypeFlags.Object) !== 0 && !type.isUnion();
}

/** The names of the type's properties. */
export function propertyNames(_t: TypeInfo, ref: TypeRef): string[] {
  return asType(ref)
    .getProperties()
    .map((p) => p.getName());
}

/** Whether the type has any property at all (`{}` and records of anything have none). */
export function hasProperties(_t: TypeInfo, ref: TypeRef): boolean {
  return asType(ref).getProperties().length > 0;
}

/** The string literals a property's type allows (`status: "success" | "error"`); undefined when it allows more. */
export function propertyStringLiterals(t: TypeInfo, ref: TypeRef, name: string): string[] | undefined {
  const symbol = asType(ref).getProperty(name);
  return symbol ? stringLiterals(t, t.checker.getTypeOfSymbol(symbol)) : undefined;
}

/** The values of a string-literal type or union of them; undefined when the type allows other values. */
function stringLiterals(t: TypeInfo, type: ts.Type): string[] | undefined {
  const parts = type.isUnion() ? type.types : [type];
  const values: string[] = [];
  for (const part of parts) {
    if (part.flags & (t.ts.TypeFlags.Undefined | t.ts.TypeFlags.Null)) continue;
    if (!part.isStringLiteral()) return undefined;
    values.push(part.value);
  }
  return values;
}

/** The string-literal values an expression's type allows; undefined when it allows others. */
export function expressionStringLiterals(t: TypeInfo, node: TSESTree.Node): string[] | undefined {
  const tsNode = t.map.get(node);
  return tsNode ? stringLiterals(t, t.checker.getTypeAtLocation(tsNode)) : undefined;
}

/** Whether an expression's type is an array or tuple whose every element type has one of `kinds` as a property. */
export function isArrayOfBlocks(t: TypeInfo, node: TSESTree.Node, kinds: readonly string[]): boolean {
  const tsNode = t.map.get(node);
  if (!tsNode) return false;
  const type = t.checker.getTypeAtLocation(tsNode);
  if (!t.checker.isArrayType(type) && !t.checker.isTupleType(type)) return false;
  const element = t.checker.getIndexTypeOfType(type, t.ts.IndexKind.Number);
  if (!element) return false;
  const members = element.isUnion() ? element.types : [element];
  return members.length > 0 && members.every((m) => kinds.some((kind) => m.getProperty(kind) !== undefined));
}

/**
 * Whether an array's element type has a block tagged by a `type` key (`{ type: "text"; text: string }`,
 * MCP's blocks): a content of such blocks takes no untagged `{ json }` block, whatever the file's contract.
 */
export function holdsTaggedBlocks(t: TypeInfo, node: TSESTree.Node): boolean {
  const tsNode = t.map.get(node);
  if (!tsNode) return false;
  const element = t.checker.getIndexTypeOfType(t.checker.getTypeAtLocation(tsNode), t.ts.IndexKind.Number);
  if (!element) return false;
  return (element.isUnion() ? element.types : [element]).some((m) => m.getProperty("type") !== undefined);
}

// ---------------------------------------------------------------------------------------------------
// Contextual types

const ASK = Symbol("ask the checker");

/**
 * The contextual type of an object literal: what a typed return or `yield`, variable, property,
 * parameter, `as` or `satisfies` expects there. Read from the declaration where it spells the type out
 * (`const x: T = {}`, `{} as T`, a `return` in a function declared to return `T`), and no type at all for
 * a plain variable or a `return` in a function declared without one; the checker is asked only where
 * the position needs it (arguments, callbacks, nested properties, generators).
 */
export function contextualType(t: TypeInfo, node: TSESTree.ObjectExpression): TypeRef | undefined {
  const tsNode = t.map.get(node);
  if (!tsNode) return undefined;
  const declared = declaredContextualType(t, tsNode);
  const type = declared === ASK ? t.checker.getContextualType(tsNode as ts.Expression) : declared;
  return type && asTypeRef(type);
}

function declaredContextualType(t: TypeInfo, node: ts.Node): ts.Type | undefined | typeof ASK {
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
  if (fn.type) return checker.getTypeFromTypeNode(fn.type); // detection unwraps Promise<T>
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

/**
 * Whether the type TypeScript compares a tool result with at `node` (a call's parameter, a declared
 * variable or return, `as`, `satisfies`: the node's contextual type) takes one more content block, a
 * `{ json }` one: each of its members that has a `content` takes `any`, `unknown`, objects of any keys or
 * a block with a `json` key there, or a type parameter without a constraint (inferred from the result);
 * a promise of such a type, or a function that returns one, is asked about it. Unknown (no contextual
 * type, no element type) is no.
 */
export function takesJsonBlockAt(t: TypeInfo, node: TSESTree.Node): boolean {
  const tsNode = t.map.get(node);
  const expected = tsNode && t.checker.getContextualType(tsNode as ts.Expression);
  if (!expected) return false;
  const { ts: typescript } = t;
  const anything = (type: ts.Type): boolean =>
    (type.flags & (typescript.TypeFlags.Any | typescript.TypeFlags.Unknown)) !== 0;
  const { TypeFlags, SymbolFlags } = typescript;
  const requiresNoKey = (type: ts.Type, but?: ts.Symbol): boolean =>
    type.getProperties().every((property) => property === but || (property.flags & SymbolFlags.Optional) !== 0);
  // A type of every JSON value: `any`, `unknown`, or a union of string, number, boolean, null, an array of
  // such values and an object of them (`JSONValue`, however deep it refers to itself). `open`: the types
  // being read further out, where a type that refers to itself takes what its parts take.
  const anyJson = (type: ts.Type, open: Set<ts.Type>): boolean => {
    if (anything(type) || open.has(type)) return true;
    if (open.size >= MAX_JSON_TYPE_DEPTH) return false;
    open.add(type);
    try {
      return unionOfJson(type, open);
    } finally {
      open.delete(type);
    }
  };
  const unionOfJson = (type: ts.Type, open: Set<ts.Type>): boolean => {
    const members = parts(type);
    const has = (flag: number): boolean => members.some((member) => (member.flags & flag) !== 0);
    const booleans =
      has(TypeFlags.Boolean) || members.filter((member) => member.flags & TypeFlags.BooleanLiteral).length >= 2;
    const array = members.some((member) => {
      const element = t.checker.isArrayType(member) ? member.getNumberIndexType() : undefined;
      return element !== undefined && anyJson(element, open);
    });
    return (
      has(TypeFlags.String) &&
      has(TypeFlags.Number) &&
      booleans &&
      has(TypeFlags.Null) &&
      array &&
      members.some((member) => !t.checker.isArrayType(member) && takesObjectOfJson(member, open))
    );
  };
  // An object type that an object of any JSON values matches: `object`, or an index signature of any JSON
  // and no key it requires (not `Record<string, string | number | boolean>`, a brand, a named key).
  const takesObjectOfJson = (member: ts.Type, open: Set<ts.Type>): boolean => {
    if (member.flags & TypeFlags.NonPrimitive) return true;
    if (!(member.flags & TypeFlags.Object) || !requiresNoKey(member)) return false;
    const index = member.getStringIndexType();
    return index !== undefined && anyJson(index, open);
  };
  // A `json` that takes the moved keys' object, whatever JSON they hold.
  const takesJson = (type: ts.Type): boolean =>
    anything(type) || parts(type).some((member) => takesObjectOfJson(member, new Set()));
  // A block type that a `{ json }` block alone matches: its `json` takes the moved keys' object, and it
  // requires no other key (`{ type: "json"; json: ... }`, `{ text: string; json?: ... }` do).
  const open = (type: ts.Type): boolean => {
    if (anything(type)) return true;
    const json = type.getProperty("json");
    if (!requiresNoKey(type, json)) return false;
    if (json !== undefined) return takesJson(t.checker.getTypeOfSymbolAtLocation(json, tsNode));
    const index = type.getStringIndexType();
    return index !== undefined && anything(index);
  };
  const parts = (type: ts.Type): readonly ts.Type[] => (type.isUnion() ? type.types : [type]);
  const takes = (type: ts.Type, depth: number): boolean =>
    parts(type).every((member) => {
      if (member.flags & (typescript.TypeFlags.Any | typescript.TypeFlags.Unknown)) return true;
      // A type parameter being inferred from it (`map`'s `U`), with nothing to constrain it, or the type
      // the checker inferred from a literal of the value itself (a callback's return type, from its literal).
      if (member.flags & typescript.TypeFlags.TypeParameter && member.getConstraint() === undefined) return true;
      if (member.getSymbol()?.declarations?.some((d) => d.pos >= tsNode.pos && d.end <= tsNode.end) === true)
        return true;
      // A promise of a result (`Promise<Result>` where an async value goes) is asked about the result.
      const awaited = t.checker.getAwaitedType(member) ?? member;
      const content = awaited.getProperty("content");
      if (!content) {
        // A function that returns the result (`const h: () => Result = make`): what its type returns.
        const signatures = awaited.getCallSignatures();
        return (
          signatures.length === 0 ||
          (depth < MAX_TYPE_DEPTH && signatures.every((signature) => takes(signature.getReturnType(), depth + 1)))
        );
      }
      const contentType = t.checker.getTypeOfSymbolAtLocation(content, tsNode);
      // Every array the content may be takes the block (a union of arrays would need one to take them all),
      // and none is a tuple, whose length is fixed.
      const arrays = parts(contentType).filter(
        (part) => (part.flags & (typescript.TypeFlags.Undefined | typescript.TypeFlags.Null)) === 0,
      );
      return (
        arrays.length > 0 &&
        arrays.every((array) => {
          if (anything(array)) return true;
          if (t.checker.isTupleType(array)) return false;
          const element = array.getNumberIndexType();
          return element !== undefined && parts(element).some(open);
        })
      );
    });
  return takes(expected, 0);
}

/**
 * Whether the contextual type of an object literal has, or may have, a property named `key`: a member of
 * that name in it (or in a part of a union), or an index signature. False when it has no contextual type.
 */
export function contextMayHaveProperty(t: TypeInfo, node: TSESTree.ObjectExpression, key: string): boolean {
  const ref = contextualType(t, node);
  if (!ref || isOwnLiteralType(t, ref, node)) return false;
  let type = asType(ref);
  const awaited = awaitedOf(t, type);
  if (awaited && awaited !== type) type = awaited;
  const parts = type.isUnion() || type.isIntersection() ? type.types : [type];
  return parts.some(
    (part) =>
      !isOwnLiteralType(t, asTypeRef(part), node) &&
      (part.getProperty(key) !== undefined || t.checker.getIndexInfosOfType(part).length > 0),
  );
}

// ---------------------------------------------------------------------------------------------------
// Spreads

/**
 * Whether a spread's argument is a variable or parameter declared with a type that has a `status` or
 * `content` key. Only its own annotation is read (no inference, not even a called function's declared
 * return type), so this never makes the checker check code it would not otherwise check.
 */
export function spreadDeclaresResultKeys(t: TypeInfo, spread: TSESTree.SpreadElement): boolean {
  const tsNode = t.map.get(spread.argument);
  const type = tsNode ? declaredTypeOf(t, tsNode, false) : undefined;
  if (!type) return false;
  const parts = type.isUnion() ? type.types : [type];
  return parts.some((part) => part.getProperty("status") !== undefined || part.getProperty("content") !== undefined);
}

/**
 * The keys a spread's type says it may carry (for a union, the keys of every member); undefined for an
 * open type (any, unknown, a record).
 */
export function spreadKeys(t: TypeInfo, spread: TSESTree.SpreadElement): string[] | undefined {
  return whenTypeScriptAnswers(() => {
    const tsNode = t.map.get(spread.argument);
    if (!tsNode) return undefined;
    const type = declaredTypeOf(t, tsNode, true) ?? t.checker.getTypeAtLocation(tsNode);
    const { TypeFlags } = t.ts;
    const parts = type.isUnion() ? type.types : [type];
    const keys = new Set<string>();
    for (const part of parts) {
      if (part.flags & (TypeFlags.Any | TypeFlags.Unknown | TypeFlags.TypeParameter)) return undefined;
      // `false`, `undefined`, a string: spreading them adds no key (`...(ok && extra)`).
      if (!(part.flags & (TypeFlags.Object | TypeFlags.Intersection | TypeFlags.NonPrimitive))) continue;
      if (t.checker.getIndexInfosOfType(part).length > 0) return undefined;
      for (const property of t.checker.getPropertiesOfType(part)) keys.add(property.getName());
    }
    return [...keys];
  }, undefined);
}

/** Whether an expression's type is an array or tuple (not possibly `undefined`, a string or anything else). */
export function isArrayValue(t: TypeInfo, node: TSESTree.Node): boolean {
  return whenTypeScriptAnswers(() => {
    const tsNode = t.map.get(node);
    if (!tsNode) return false;
    const type = t.checker.getTypeAtLocation(tsNode);
    const parts = type.isUnion() ? type.types : [type];
    return parts.length > 0 && parts.every((part) => t.checker.isArrayType(part) || t.checker.isTupleType(part));
  }, false);
}

/**
 * The type of an identifier when its declarations spell it out, without asking the checker to infer
 * anything: a variable, parameter or property declared with a type (`const prev: ToolResult`), or, with
 * `calls`, a `const` initialized by a call, or an awaited call, to a function or method declared with a
 * return type, without overloads and without type parameters on it or around it (a generic class's
 * method returns its instantiation's type): `const stats = measure(raw)`. Undefined when inference is
 * needed.
 *
 * A type guard that narrows the variable to a type with more keys is not seen: the answer is then the
 * declared type, as syntax-only linting would assume.
 */
function declaredTypeOf(t: TypeInfo, node: ts.Node, calls: boolean): ts.Type | undefined {
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
  ) {
    return undefined;
  }
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
function symbolOf(t: TypeInfo, node: ts.Node): ts.Symbol | undefined {
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
 * The types an interface or class declares it extends (`interface ToolResponse extends CallToolResult`),
 * for a generic one those of its declaration; none for other types.
 */
export function baseTypes(t: TypeInfo, ref: TypeRef): TypeRef[] {
  const type = asType(ref);
  if (!(type.flags & t.ts.TypeFlags.Object)) return [];
  const { ObjectFlags } = t.ts;
  const object = type as ts.ObjectType;
  const declared =
    object.objectFlags & ObjectFlags.Reference ? (object as ts.TypeReference).target : (object as ts.InterfaceType);
  if (!(declared.objectFlags & ObjectFlags.ClassOrInterface)) return [];
  return t.checker.getBaseTypes(declared).map(asTypeRef);
}

/**
 * What an expression's type says it holds: nothing (`"open"`: `any`, `unknown`, a type parameter, `object`,
 * also in a union or as an array's elements, `any[]`), primitives alone (`"primitive"`), or something else.
 */
export function valueKind(t: TypeInfo, node: TSESTree.Node): "open" | "primitive" | "object" {
  return whenTypeScriptAnswers((): "open" | "primitive" | "object" => {
    const tsNode = t.map.get(node);
    if (tsNode === undefined) return "open";
    const type = t.checker.getTypeAtLocation(tsNode);
    if (holdsOpen(t, type, 0)) return "open";
    const parts = type.isUnion() ? type.types : [type];
    return parts.every((part) => !(part.flags & t.ts.TypeFlags.Object) && !part.isIntersection())
      ? "primitive"
      : "object";
  }, "open");
}

/** Whether a type is open, or a union, array or tuple with an open part (`any[]`). */
function holdsOpen(t: TypeInfo, type: ts.Type, depth: number): boolean {
  if (isOpenType(t, type)) return true;
  if (depth > MAX_TYPE_DEPTH) return false;
  if (type.isUnion()) return type.types.some((part) => holdsOpen(t, part, depth + 1));
  if (!t.checker.isArrayType(type) && !t.checker.isTupleType(type)) return false;
  return t.checker.getTypeArguments(type as ts.TypeReference).some((arg) => holdsOpen(t, arg, depth + 1));
}

/**
 * Whether an expression's type is JSON: strings, numbers, booleans, null, and mutable arrays and (with
 * `objects`) plain object types of them. That is what a json block typed `JSONValue` or `DocumentType` takes (an interface
 * or class instance type is not: it has no index signature), and what `JSON.stringify` carries: not a
 * bigint (it throws), nor `any`, which may be one or an object that refers to itself (an HTTP client's
 * response, which throws too); nor a readonly array, a function, `unknown` or `undefined`.
 */
export function isJsonValue(t: TypeInfo, node: TSESTree.Node, spread = false, objects = true): boolean {
  return whenTypeScriptAnswers(() => {
    const tsNode = t.map.get(node);
    if (tsNode === undefined) return false;
    // Widened as where nothing types the result from outside: object literals of one union then get each
    // other's keys as optional `undefined` properties (`[{ a: 1 }, {}]`), which a `JSONValue` does not take.
    const type = t.checker.getWidenedType(t.checker.getTypeAtLocation(tsNode));
    // What a spread adds is its properties, in an object type of their own: an interface's are fine there.
    return spread && !type.isUnion() && type.flags & t.ts.TypeFlags.Object
      ? isJsonStructure(t, type, tsNode, new Set([type]), false, true, true)
      : isJsonType(t, type, tsNode, new Set(), false, objects);
  }, false);
}

/** `open`: the types being read further out; a recursive type (`JSONValue`) is JSON where its parts are. */
function isJsonType(
  t: TypeInfo,
  type: ts.Type,
  at: ts.Node,
  open: Set<ts.Type>,
  optional: boolean,
  objects: boolean,
): boolean {
  if (open.has(type)) return true;
  if (open.size >= MAX_JSON_TYPE_DEPTH) return false;
  const { TypeFlags } = t.ts;
  const json = TypeFlags.StringLike | TypeFlags.NumberLike | TypeFlags.BooleanLike | TypeFlags.Null;
  if (type.flags & json) return true;
  // An optional property may be absent, which a `{ [key: string]: JSONValue }` takes.
  if (type.flags & TypeFlags.Undefined) return optional;
  if (!type.isUnion() && !(type.flags & TypeFlags.Object)) return false;
  open.add(type);
  try {
    return isJsonStructure(t, type, at, open, optional, false, objects);
  } finally {
    open.delete(type);
  }
}

function isJsonStructure(
  t: TypeInfo,
  type: ts.Type,
  at: ts.Node,
  open: Set<ts.Type>,
  optional: boolean,
  spread: boolean,
  objects: boolean,
): boolean {
  if (type.isUnion()) return type.types.every((part) => isJsonType(t, part, at, open, optional, objects));
  const { ObjectFlags } = t.ts;
  const checker = t.checker;
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    const target = (type as ts.TypeReference).target as ts.TupleType;
    const readonly = checker.isTupleType(type) ? target.readonly : type.getSymbol()?.getName() !== "Array";
    return (
      !readonly &&
      checker.getTypeArguments(type as ts.TypeReference).every((arg) => isJsonType(t, arg, at, open, false, objects))
    );
  }
  if (!objects || type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0) return false;
  const indexes = checker.getIndexInfosOfType(type);
  // An object type takes an index signature it does not declare only when it is spelled out as an object
  // (a type literal or an object literal's type): not an interface or class, nor the `{}` that narrowing
  // `unknown` gives. What a spread adds lands in an object literal.
  const { SymbolFlags } = t.ts;
  const spelledOut = ((type.getSymbol()?.flags ?? 0) & (SymbolFlags.TypeLiteral | SymbolFlags.ObjectLiteral)) !== 0;
  if (!spread && !spelledOut && !indexes.some((info) => info.keyType.flags & t.ts.TypeFlags.String)) return false;
  if (!spread && (type as ts.ObjectType).objectFlags & ObjectFlags.ClassOrInterface) return false;
  return (
    indexes.every((info) => isJsonType(t, info.type, at, open, false, objects)) &&
    checker.getPropertiesOfType(type).every((property) => {
      const propertyType = checker.getTypeOfSymbolAtLocation(property, at);
      // TypeScript takes `undefined` out of an optional property's type before it compares it with an index
      // signature, unless `undefined` is all it is (`a?: undefined`, as it adds to object literals of a union).
      // Under `exactOptionalPropertyTypes` an `undefined` the type names stays in it.
      const optional = (property.flags & t.ts.SymbolFlags.Optional) !== 0 && !t.exactOptional;
      return (
        !(propertyType.flags & t.ts.TypeFlags.Undefined) && isJsonType(t, propertyType, at, open, optional, objects)
      );
    })
  );
}
