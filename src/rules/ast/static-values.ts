/**
 * Small, side-effect-free helpers for reading what an expression statically is: its string values, the
 * `const` it refers to, the name of a property key. They never throw and never evaluate code.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { MAX_CONST_CHAIN } from "./limits.js";
import { constInitializer, definitionOf, isGlobal, unwrap, type Variable } from "./scope.js";

export { constInitializer, unwrap } from "./scope.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * The primitive type an identifier is declared with in the source (`draft: string` as a parameter,
 * `let label: string`), or undefined: syntax only, for code linted without type information.
 */
export function declaredPrimitive(
  sourceCode: SourceCode,
  identifier: TSESTree.Identifier,
): "string" | "number" | "boolean" | undefined {
  const def = definitionOf(sourceCode, identifier);
  if (!def || (def.type !== "Parameter" && def.type !== "Variable")) return undefined;
  const name = def.name;
  if (name.type !== AST_NODE_TYPES.Identifier) return undefined;
  switch (name.typeAnnotation?.typeAnnotation.type) {
    case AST_NODE_TYPES.TSStringKeyword:
      return "string";
    case AST_NODE_TYPES.TSNumberKeyword:
      return "number";
    case AST_NODE_TYPES.TSBooleanKeyword:
      return "boolean";
    default:
      return undefined;
  }
}

/** Follows identifiers to their `const` initializers (unwrapping type-only wrappers on the way). */
export function resolveExpression(sourceCode: SourceCode, node: TSESTree.Node): TSESTree.Node {
  let current = unwrap(node);
  for (let depth = 0; depth < MAX_CONST_CHAIN && current.type === AST_NODE_TYPES.Identifier; depth++) {
    const init = constInitializer(sourceCode, current);
    if (!init) break;
    current = init;
  }
  return current;
}

/** A string an expression can statically evaluate to, with the node that spells it. */
export interface StaticString {
  readonly value: string;
  /** The string literal or template in the source. */
  readonly node: TSESTree.StringLiteral | TSESTree.TemplateLiteral;
}

/**
 * What an expression can statically be. `strings` lists every string it may evaluate to (each branch of a
 * conditional); `complete` says whether those are all of them; `nonString` says that some branch is a
 * literal of another kind (a number, `true`, `null`).
 */
export interface StaticStrings {
  readonly strings: StaticString[];
  readonly complete: boolean;
  readonly nonString: boolean;
}

export function staticStrings(sourceCode: SourceCode, node: TSESTree.Node): StaticStrings {
  const strings: StaticString[] = [];
  let complete = true;
  let nonString = false;
  const visit = (expr: TSESTree.Node, depth: number): void => {
    const current = unwrap(expr);
    if (depth > MAX_CONST_CHAIN) {
      complete = false;
      return;
    }
    switch (current.type) {
      case AST_NODE_TYPES.Literal:
        if (typeof current.value === "string")
          strings.push({ value: current.value, node: current as TSESTree.StringLiteral });
        else if ("regex" in current && current.regex) complete = false;
        else nonString = true;
        return;
      case AST_NODE_TYPES.TemplateLiteral: {
        const quasi = current.quasis[0];
        if (current.expressions.length === 0 && quasi && typeof quasi.value.cooked === "string") {
          strings.push({ value: quasi.value.cooked, node: current });
        } else {
          complete = false;
        }
        return;
      }
      case AST_NODE_TYPES.ConditionalExpression:
        visit(current.consequent, depth + 1);
        visit(current.alternate, depth + 1);
        return;
      case AST_NODE_TYPES.Identifier: {
        const init = constInitializer(sourceCode, current);
        if (init) visit(init, depth + 1);
        else complete = false;
        return;
      }
      case AST_NODE_TYPES.MemberExpression: {
        const target = memberTarget(sourceCode, current);
        if (target) visit(target, depth + 1);
        else complete = false;
        return;
      }
      default:
        complete = false;
    }
  };
  visit(node, 0);
  return { strings, complete: complete && strings.length > 0, nonString };
}

/**
 * The expression a member access statically reads: `STATUS.ok` where `const STATUS = { ok: "success" }`
 * (with or without `as const`), or `Status.Ok` of a TypeScript enum member with a string initializer.
 */
function memberTarget(sourceCode: SourceCode, member: TSESTree.MemberExpression): TSESTree.Node | undefined {
  if (member.object.type !== AST_NODE_TYPES.Identifier) return undefined;
  const name = memberName(member);
  if (name === undefined) return undefined;
  const def = definitionOf(sourceCode, member.object);
  if (!def) return undefined;
  if (def.node.type === AST_NODE_TYPES.TSEnumDeclaration) {
    const members =
      def.node.body?.members ?? (def.node as unknown as { members?: TSESTree.TSEnumMember[] }).members ?? [];
    const found = members.find((m) => enumMemberName(m) === name);
    return found?.initializer;
  }
  const object = constInitializer(sourceCode, member.object);
  if (object?.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  let value: TSESTree.Node | undefined;
  for (const property of object.properties) {
    if (property.type === AST_NODE_TYPES.SpreadElement) {
      value = undefined; // a later spread may override what came before
      continue;
    }
    if (property.kind === "init" && !property.method && propertyKeyName(sourceCode, property) === name)
      value = property.value;
  }
  return value;
}

/**
 * The names of the members written on a variable's value by a plain assignment (`result.isError =
 * true`, `result["_meta"] = meta`); not those of a compound assignment or an update.
 */
export function membersAssigned(variable: Variable): string[] {
  const names: string[] = [];
  for (const reference of variable.references) {
    const member = reference.identifier.parent;
    if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== reference.identifier) continue;
    const assignment = member.parent;
    if (assignment.type !== AST_NODE_TYPES.AssignmentExpression || assignment.operator !== "=") continue;
    const name = assignment.left === member ? memberName(member) : undefined;
    if (name !== undefined) names.push(name);
  }
  return names;
}

function memberName(member: TSESTree.MemberExpression): string | undefined {
  if (!member.computed) return member.property.type === AST_NODE_TYPES.Identifier ? member.property.name : undefined;
  const property = member.property;
  return property.type === AST_NODE_TYPES.Literal && typeof property.value === "string" ? property.value : undefined;
}

function enumMemberName(member: TSESTree.TSEnumMember): string | undefined {
  const id = member.id;
  if (id.type === AST_NODE_TYPES.Identifier) return id.name;
  if (id.type === AST_NODE_TYPES.Literal && typeof id.value === "string") return id.value;
  return undefined;
}

/**
 * The static name of a property key: `a`, `"a"`, `1`, `["a"]`, `` [`a`] ``, `[A]` with `const A = "a"`.
 * Undefined for a computed key whose value is not statically known, and for a private name.
 */
export function propertyKeyName(
  sourceCode: SourceCode,
  property: TSESTree.Property | TSESTree.MethodDefinition | TSESTree.PropertyDefinition,
): string | undefined {
  const key = property.key;
  if (!property.computed) {
    if (key.type === AST_NODE_TYPES.Identifier) return key.name;
    if (key.type === AST_NODE_TYPES.Literal) return String(key.value);
    return undefined;
  }
  if (key.type === AST_NODE_TYPES.Literal && (typeof key.value === "string" || typeof key.value === "number")) {
    return String(key.value);
  }
  const found = staticStrings(sourceCode, key);
  return found.complete && found.strings.length === 1 ? found.strings[0]?.value : undefined;
}

/** A cheap, syntax-only key name: no scope look-ups (computed keys other than literals give undefined). */
export function plainKeyName(property: {
  readonly key: TSESTree.Node;
  readonly computed: boolean;
}): string | undefined {
  const key = property.key;
  if (!property.computed) {
    if (key.type === AST_NODE_TYPES.Identifier) return key.name;
    if (key.type === AST_NODE_TYPES.Literal) return String(key.value);
    return undefined;
  }
  if (key.type === AST_NODE_TYPES.Literal && typeof key.value === "string") return key.value;
  if (key.type === AST_NODE_TYPES.TemplateLiteral && key.expressions.length === 0)
    return key.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/** Whether a member sets the object's prototype (`__proto__: x`, quoted or not) rather than adding a key. */
export function isProtoSetter(property: TSESTree.Property): boolean {
  return (
    !property.computed &&
    !property.shorthand &&
    property.kind === "init" &&
    !property.method &&
    plainKeyName(property) === "__proto__"
  );
}

/** The value of a plain `key: value` property (not a getter, setter or method). */
export function initValue(property: TSESTree.Property | undefined): TSESTree.Node | undefined {
  if (!property || property.kind !== "init" || property.method) return undefined;
  return property.value;
}

/**
 * Whether a value is statically `undefined`: the global `undefined` (not a local of that name) or
 * `void` of a literal. `JSON.stringify` drops a key holding it, so such a key counts as absent.
 */
export function isUndefinedValue(sourceCode: SourceCode, node: TSESTree.Node): boolean {
  const value = unwrap(node);
  if (value.type === AST_NODE_TYPES.UnaryExpression) {
    return value.operator === "void" && value.argument.type === AST_NODE_TYPES.Literal;
  }
  if (value.type !== AST_NODE_TYPES.Identifier || value.name !== "undefined") return false;
  return isGlobal(sourceCode, value);
}

/**
 * The member of an object literal with this static key name (the last one, as it wins at run time), or
 * undefined. With `sourceCode`, computed keys of known value count too.
 */
export function memberNamed(
  object: TSESTree.ObjectExpression,
  name: string,
  sourceCode?: SourceCode,
): TSESTree.Property | undefined {
  let found: TSESTree.Property | undefined;
  for (const property of object.properties) {
    if (property.type !== AST_NODE_TYPES.Property) continue;
    const key = sourceCode ? propertyKeyName(sourceCode, property) : plainKeyName(property);
    if (key === name) found = property;
  }
  return found;
}

/** The value of {@link memberNamed} (a method's function for `callback(input) { ... }`). */
export function memberValue(
  object: TSESTree.ObjectExpression,
  name: string,
  sourceCode?: SourceCode,
): TSESTree.Node | undefined {
  return memberNamed(object, name, sourceCode)?.value;
}

/** What a value written in place visibly is, whatever names it holds. */
export type VisibleKind =
  "string" | "number" | "boolean" | "bigint" | "null" | "regexp" | "object" | "array" | "function";

/**
 * The one switch over literal forms: what a value written in place is (`"a"`, `` `a${b}` `` and `typeof x`
 * are strings, `!x` a boolean, `/a/` a regexp, `{}` an object, `() => 1` a function), or undefined when the
 * code does not show it (a name, a call). Rules turn the kind into their own words.
 */
export function visibleKind(node: TSESTree.Node): VisibleKind | undefined {
  switch (node.type) {
    case AST_NODE_TYPES.Literal:
      if (node.value === null) return "regex" in node && node.regex ? "regexp" : "null";
      if (node.value instanceof RegExp) return "regexp";
      switch (typeof node.value) {
        case "string":
          return "string";
        case "number":
          return "number";
        case "boolean":
          return "boolean";
        case "bigint":
          return "bigint";
        default:
          return undefined;
      }
    case AST_NODE_TYPES.TemplateLiteral:
      return "string";
    case AST_NODE_TYPES.ArrayExpression:
      return "array";
    case AST_NODE_TYPES.ObjectExpression:
      return "object";
    case AST_NODE_TYPES.ArrowFunctionExpression:
    case AST_NODE_TYPES.FunctionExpression:
      return "function";
    case AST_NODE_TYPES.UnaryExpression:
      return node.operator === "!" ? "boolean" : node.operator === "typeof" ? "string" : undefined;
    default:
      return undefined;
  }
}

/** `a string`, `an array`, `null`: a kind with its article, for messages. */
export function kindPhrase(kind: VisibleKind): string {
  switch (kind) {
    case "null":
      return "null";
    case "regexp":
      return "a regular expression";
    case "array":
    case "object":
      return `an ${kind}`;
    default:
      return `a ${kind}`;
  }
}
