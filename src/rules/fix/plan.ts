/**
 * What a move takes, and whether it is exact enough to be a fix: every move (into a json block, into an
 * MCP result's `structuredContent` or `_meta`) decides this the same way. A fix runs unattended, so it
 * must not change a value, an order of effects or a type; anything that might becomes a suggestion.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { abbreviate } from "../../common/text.js";
import { plainKeyName, propertyKeyName } from "../ast/static-values.js";
import { insideAssertion } from "../ast/functions.js";
import { unwrap, variableOf } from "../ast/scope.js";
import type { OffendingMember, ToolResultLiteral } from "../detection/tool-result.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** What the fix needs to know beyond the literal's syntax. */
export interface MoveContext {
  readonly sourceCode: SourceCode;
  /** The width lines are laid out to (`settings["tool-result"].printWidth`). */
  readonly printWidth: number;
  /** Whether the report on this member is disabled by a directive comment. */
  readonly isSuppressed: (member: OffendingMember) => boolean;
  /** The keys a spread may set that a tool result keeps at the top level (status, content, ...). */
  readonly contractKeysOfSpread: (spread: TSESTree.SpreadElement) => readonly string[];
  /** All the keys a spread adds, when they are known (visibly or by its type); undefined when it may add any. */
  readonly spreadKeys: (spread: TSESTree.SpreadElement) => readonly string[] | undefined;
  /**
   * Whether a type the literal is declared with (other than a tool-result type) has or may have a
   * property of this name: the object would then miss it after the move.
   */
  readonly mayDeclare: (key: string) => boolean;
}

export type Mode = "fix" | "suggest";

export interface Plan {
  /** The members that move, in source order. */
  readonly moved: readonly OffendingMember[];
  readonly mode: Mode;
  /** The moved keys' names (undefined for an unknown computed key or a spread). */
  readonly names: readonly (string | undefined)[];
}

/** Why no move is possible. */
export interface Declined {
  readonly declined:
    | "nothing to move"
    | "sets the prototype"
    | "a spread sets a kept key"
    | "array with holes"
    | "blocks are class instances";
}

export function isDeclined<T extends object>(plan: T | Declined): plan is Declined {
  return "declined" in plan;
}

/**
 * The members to move and the mode, or why none can move: nothing left once the disabled reports are
 * kept, a `__proto__: x` (it sets the prototype rather than adding a key), or a spread that may set a key
 * the result keeps (it would leave the top level).
 */
export function planMove(context: MoveContext, result: ToolResultLiteral): Plan | Declined {
  const suppressed = result.offending.filter((m) => context.isSuppressed(m));
  const moved = result.offending.filter((m) => !suppressed.includes(m));
  if (moved.length === 0) return { declined: "nothing to move" };
  if (moved.some((m) => m.kind === "key" && isProtoSetter(m.node))) return { declined: "sets the prototype" };
  if (moved.some((m) => m.kind === "spread" && context.contractKeysOfSpread(m.node).length > 0)) {
    return { declined: "a spread sets a kept key" };
  }
  const names = moved.map((m) => (m.kind === "key" ? m.name : undefined));
  const mode: Mode = exact(context, result, moved, suppressed, names) ? "fix" : "suggest";
  return { moved, mode, names };
}

function exact(
  context: MoveContext,
  result: ToolResultLiteral,
  moved: readonly OffendingMember[],
  suppressed: readonly OffendingMember[],
  names: readonly (string | undefined)[],
): boolean {
  for (const member of moved) {
    if (member.kind === "spread") {
      // A spread of unknown keys may hold anything, a `status` among them that would stop overriding.
      if (context.spreadKeys(member.node) === undefined) return false;
      continue;
    }
    // A getter or method would get another `this`; an unknown computed key may be anything.
    if (member.name === undefined || member.node.kind !== "init" || member.node.method) return false;
  }
  // A moved key that the object also sets elsewhere (`frames: 1, ..., frames: undefined`) changes which value wins.
  const movedNodes = new Set<TSESTree.Node>(moved.map((m) => m.node));
  const kept = new Set<string | undefined>();
  for (const property of result.node.properties) {
    if (movedNodes.has(property)) continue;
    if (property.type === AST_NODE_TYPES.SpreadElement) kept.add(undefined);
    else kept.add(propertyKeyName(context.sourceCode, property));
  }
  if (suppressed.length > 0 && kept.has(undefined)) return false;
  if (names.some((name) => kept.has(name))) return false;
  // A declared type with the key (or one the fix cannot read) would miss it after the move, or fail to type-check.
  if (names.some((name) => name !== undefined && context.mayDeclare(name))) return false;
  // What a test expects (`expect(x).toEqual({ ... })`) is compared with a value the fix may not reach.
  if (insideAssertion(result.node)) return false;
  return !readsMovedKeys(context.sourceCode, result.node, names);
}

function isProtoSetter(property: TSESTree.Property): boolean {
  return (
    !property.computed &&
    !property.shorthand &&
    property.kind === "init" &&
    !property.method &&
    plainKeyName(property) === "__proto__"
  );
}

/**
 * Whether code of the file reads a moved key from the object after it is built: `result.frames`,
 * `const { frames } = result`, `result[key]`, `{ ...result }`, `JSON.stringify(result)`, through the
 * variable the literal is stored in, or through a call of the function that returns it.
 */
function readsMovedKeys(
  sourceCode: SourceCode,
  node: TSESTree.ObjectExpression,
  names: readonly (string | undefined)[],
): boolean {
  const value = outermostValue(node);
  const parent = value.parent;
  if (
    parent?.type === AST_NODE_TYPES.VariableDeclarator &&
    parent.init === value &&
    parent.id.type === AST_NODE_TYPES.Identifier
  ) {
    return variableReads(sourceCode, parent.id, names, 0);
  }
  if (
    parent?.type === AST_NODE_TYPES.AssignmentExpression &&
    parent.right === value &&
    parent.left.type === AST_NODE_TYPES.Identifier
  ) {
    return variableReads(sourceCode, parent.left, names, 0);
  }
  const fn = returnedFrom(value);
  const name = fn && functionName(fn);
  if (!name) return false;
  const variable = variableOf(sourceCode, name);
  return (variable?.references ?? []).some((reference) => {
    const call = reference.identifier.parent;
    if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== reference.identifier) return false;
    return valueReads(sourceCode, outermostValue(call), names, 1);
  });
}

/** The expression whose value the literal is: through parentheses, type assertions, `await` and conditional branches. */
function outermostValue(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  for (let parent = current.parent; parent; current = parent, parent = current.parent) {
    if (parent.type === AST_NODE_TYPES.ConditionalExpression && parent.test !== current) continue;
    if (parent.type === AST_NODE_TYPES.LogicalExpression || parent.type === AST_NODE_TYPES.AwaitExpression) continue;
    if (unwrap(parent) !== parent || parent.type === AST_NODE_TYPES.ChainExpression) continue;
    return current;
  }
  return current;
}

function returnedFrom(value: TSESTree.Node): TSESTree.FunctionLike | undefined {
  const parent = value.parent;
  if (parent?.type === AST_NODE_TYPES.ArrowFunctionExpression && parent.body === value) return parent;
  if (parent?.type !== AST_NODE_TYPES.ReturnStatement) return undefined;
  for (let at: TSESTree.Node | undefined = parent.parent; at; at = at.parent) {
    if (
      at.type === AST_NODE_TYPES.FunctionDeclaration ||
      at.type === AST_NODE_TYPES.FunctionExpression ||
      at.type === AST_NODE_TYPES.ArrowFunctionExpression
    ) {
      return at;
    }
  }
  return undefined;
}

function functionName(fn: TSESTree.FunctionLike): TSESTree.Identifier | undefined {
  if (fn.type === AST_NODE_TYPES.FunctionDeclaration && fn.id) return fn.id;
  const parent = fn.parent;
  return parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.id.type === AST_NODE_TYPES.Identifier
    ? parent.id
    : undefined;
}

function variableReads(
  sourceCode: SourceCode,
  id: TSESTree.Identifier,
  names: readonly (string | undefined)[],
  depth: number,
): boolean {
  const variable = variableOf(sourceCode, id);
  return (variable?.references ?? []).some(
    (reference) => reference.isRead() && valueReads(sourceCode, outermostValue(reference.identifier), names, depth),
  );
}

/** Whether a use of the object reads a moved key (or may read any key). */
function valueReads(
  sourceCode: SourceCode,
  use: TSESTree.Node,
  names: readonly (string | undefined)[],
  depth: number,
): boolean {
  const parent = use.parent;
  if (!parent) return false;
  const readsName = (name: string | undefined): boolean => name === undefined || names.includes(name);
  switch (parent.type) {
    case AST_NODE_TYPES.MemberExpression:
      if (parent.object !== use) return false;
      if (!parent.computed)
        return parent.property.type === AST_NODE_TYPES.Identifier && readsName(parent.property.name);
      return readsName(parent.property.type === AST_NODE_TYPES.Literal ? String(parent.property.value) : undefined);
    case AST_NODE_TYPES.VariableDeclarator:
      if (parent.init !== use) return false;
      if (parent.id.type === AST_NODE_TYPES.Identifier)
        return depth < 1 && variableReads(sourceCode, parent.id, names, depth + 1);
      return (
        parent.id.type === AST_NODE_TYPES.ObjectPattern &&
        parent.id.properties.some(
          (p) =>
            p.type === AST_NODE_TYPES.RestElement ||
            readsName(p.computed ? undefined : plainKeyName(p as TSESTree.Property)),
        )
      );
    case AST_NODE_TYPES.SpreadElement:
    case AST_NODE_TYPES.ForInStatement:
      return true;
    case AST_NODE_TYPES.BinaryExpression:
      return parent.operator === "in" && parent.right === use;
    case AST_NODE_TYPES.CallExpression: {
      const callee = parent.callee;
      if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.object.type !== AST_NODE_TYPES.Identifier)
        return false;
      const method = callee.property.type === AST_NODE_TYPES.Identifier ? callee.property.name : "";
      return (
        (callee.object.name === "Object" && ["keys", "values", "entries", "assign"].includes(method)) ||
        (callee.object.name === "JSON" && method === "stringify")
      );
    }
    default:
      return false;
  }
}

/** `"frames", ...stats and 2 more`: the moved members, for a suggestion's message. */
export function describeMembers(sourceCode: SourceCode, members: readonly OffendingMember[]): string {
  const parts = members
    .slice(0, 3)
    .map((m) =>
      m.kind === "spread"
        ? `...${abbreviate(sourceCode.getText(m.node.argument))}`
        : m.name !== undefined
          ? `"${m.name}"`
          : abbreviate(sourceCode.getText(m.node.key)),
    );
  return members.length <= 3 ? parts.join(", ") : `${parts.join(", ")} and ${members.length - 3} more`;
}
