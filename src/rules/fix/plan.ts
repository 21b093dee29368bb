/**
 * What a move takes, and whether it is exact enough to be a fix: every move (into a json block, into an
 * MCP result's `structuredContent` or `_meta`) decides this the same way. A fix runs unattended, so it
 * must not change a value, an order of effects or a type; anything that might becomes a suggestion.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { abbreviate } from "../../common/text.js";
import { REQUIRED_KEYS, type ResolvedSettings } from "../../contract/index.js";
import { isProtoSetter, propertyKeyName } from "../ast/static-values.js";
import { hasOwnThis } from "../ast/code-in-file.js";
import { insideAssertion } from "../ast/functions.js";
import { showsNonJson } from "../ast/json-types.js";
import { readsKeys, type ReadOptions } from "../ast/reads.js";
import type { OffendingMember, ToolResultLiteral } from "../detection/tool-result.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

export type LayoutSettings = Pick<
  ResolvedSettings,
  "printWidth" | "tabWidth" | "useTabs" | "trailingComma" | "bracketSpacing"
>;

/** What the fix needs to know beyond the literal's syntax. */
export interface MoveContext {
  readonly sourceCode: SourceCode;
  /** What is known of who receives the result, for finding reads of it (../ast/reads.ts). */
  readonly reads: ReadOptions;
  /** The settings the layout follows where the code shows nothing (Prettier's options of the same names). */
  readonly layout: LayoutSettings;
  /** Whether the report on this member is disabled by a directive comment. */
  readonly isSuppressed: (member: OffendingMember) => boolean;
  /** Whether a directive comment turns off a report of another of the plugin's rules (`valid-content`) at `node`. */
  readonly turnsOff: (rule: string, node: TSESTree.Node) => boolean;
  /** The keys a spread may set that a tool result keeps at the top level (status, content, ...). */
  readonly contractKeysOfSpread: (spread: TSESTree.SpreadElement) => readonly string[];
  /** All the keys a spread adds, when they are known (visibly or by its type); undefined when it may add any. */
  readonly spreadKeys: (spread: TSESTree.SpreadElement) => readonly string[] | undefined;
  /**
   * Whether the code shows every key the spread adds at run time: object literals it evaluates to, not a
   * type (an object may have more properties than its type names).
   */
  readonly showsAllSpreadKeys: (spread: TSESTree.SpreadElement) => boolean;
  /**
   * Whether `value` (a key's value, or a spread's argument) is JSON by its type or, without types, by its
   * syntax: in a json block, `JSON.stringify` must carry it (a bigint or a circular object throws, and
   * `any` may be either), and a block typed `JSONValue` takes JSON alone.
   */
  readonly isJson: (value: TSESTree.Node, spread: boolean) => boolean;
  /**
   * Whether this content may take the moved members, in a new block (`newBlock`) or in a json block it
   * has: not where code reads the result's content, which would then see them (one more block, more keys
   * in a block; `r.content[0].text` may be undefined). A new block, in a file TypeScript checks, also not
   * where the content has a type of its own (`[...] satisfies TextBlock[]`), which the block may not
   * match, nor where the result goes on to a type declared elsewhere (`sink(r)`, `sink(tool())`), which
   * may take text blocks alone.
   */
  readonly takesMembers: (content: TSESTree.Node, newBlock: boolean) => boolean;
  /**
   * Whether a type the literal is declared with (other than a tool-result type) has or may have a
   * property of this name: the object would then miss it after the move.
   */
  readonly mayDeclare: (key: string) => boolean;
  /**
   * Whether a type declared where the literal stands (its variable's, its function's return type, a
   * parameter's) takes a `{ json }` block in its content: a spread's keys, unlike a key of the literal, were
   * never checked against it; with types at hand, asked of every move.
   */
  readonly ownPlaceTakesBlock: () => boolean;
  /** Whether the checker's types are at hand (typed linting). */
  readonly typed: boolean;
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
    | "a spread may set the data key"
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

/** Keys the language or `JSON.stringify` reads from any object: moving one changes what they do. */
const PROTOCOL_KEYS = new Set(["then", "toString", "valueOf", "toJSON", "toLocaleString"]);

function exact(
  context: MoveContext,
  result: ToolResultLiteral,
  moved: readonly OffendingMember[],
  suppressed: readonly OffendingMember[],
  names: readonly (string | undefined)[],
): boolean {
  const spreadNames: string[] = [];
  for (const member of moved) {
    if (member.kind === "spread") {
      // A spread of unknown keys may hold anything, a `status` among them that would stop overriding.
      if (!context.showsAllSpreadKeys(member.node)) return false;
      spreadNames.push(...(context.spreadKeys(member.node) ?? []));
      continue;
    }
    // A getter or method would get another `this`; an unknown computed key may be anything.
    if (member.name === undefined || member.node.kind !== "init" || member.node.method) return false;
  }
  const movedNodes = new Set<TSESTree.Node>(moved.map((m) => m.node));
  // A getter, method or `function` the result keeps may read a moved key through `this`, and so may one
  // of the prototype a kept `__proto__:` gives it.
  if (
    result.node.properties.some(
      (p) =>
        !movedNodes.has(p) &&
        p.type === AST_NODE_TYPES.Property &&
        (hasOwnThis(context.sourceCode, p) || isProtoSetter(p)),
    )
  )
    return false;
  // A key the language reads (`await` calls `then`, `String()` calls `toString`) does something where it is.
  if (names.some((name) => name !== undefined && PROTOCOL_KEYS.has(name))) return false;
  // A moved key that the object also sets elsewhere (`frames: 1, ..., frames: undefined`) changes which value wins.
  const kept = new Set<string | undefined>();
  for (const property of result.node.properties) {
    if (movedNodes.has(property)) continue;
    if (property.type === AST_NODE_TYPES.SpreadElement) kept.add(undefined);
    else kept.add(propertyKeyName(context.sourceCode, property));
  }
  if (suppressed.length > 0 && kept.has(undefined)) return false;
  // The keys a spread sets count as the keys it moves.
  const allNames = [...names, ...spreadNames];
  if (allNames.some((name) => kept.has(name))) return false;
  // With types at hand, a key's block is asked of them as well: the type may refuse it (where it already
  // refuses the key, the fix would trade one type error for another).
  if ((context.typed || moved.some((m) => m.kind === "spread")) && !context.ownPlaceTakesBlock()) return false;
  // A declared type with the key (or one the fix cannot read) would miss it after the move, or fail to type-check.
  if (allNames.some((name) => name !== undefined && context.mayDeclare(name))) return false;
  for (const member of moved) {
    const spread = member.kind === "spread";
    const value = spread ? member.node.argument : member.node.value;
    // A value not seen to be JSON may make the result fail to serialize (a bigint, an HTTP response that
    // refers to itself), or not type-check in a block typed `JSONValue`.
    if (!context.isJson(value, spread)) return false;
    // In the block, the client gets what `JSON.stringify` makes of it: a bigint throws, a function or
    // `undefined` leaves an empty block.
    if (showsNonJson(context.sourceCode, value)) return false;
  }
  // What a test expects (`expect(x).toEqual({ ... })`) is compared with a value the fix may not reach.
  if (insideAssertion(result.node)) return false;
  return !readsKeys(context.sourceCode, result.node, names, false, context.reads);
}

/**
 * Whether an object literal can take members of these names without overriding or being overridden:
 * it has no spread and no key the fix cannot name, and none of the names (each of them known).
 */
export function takesNames(
  sourceCode: SourceCode,
  object: TSESTree.ObjectExpression,
  names: readonly (string | undefined)[],
): boolean {
  const existing = new Set<string | undefined>(
    object.properties.map((p) => (p.type === AST_NODE_TYPES.Property ? propertyKeyName(sourceCode, p) : undefined)),
  );
  return !existing.has(undefined) && names.every((name) => name !== undefined && !existing.has(name));
}

/** Whether an object literal has a key every tool result carries (`status`, `content`): the rules may read it as one. */
export function looksLikeResult(sourceCode: SourceCode, object: TSESTree.ObjectExpression): boolean {
  return object.properties.some(
    (p) =>
      p.type === AST_NODE_TYPES.Property &&
      (REQUIRED_KEYS as readonly (string | undefined)[]).includes(propertyKeyName(sourceCode, p)),
  );
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
