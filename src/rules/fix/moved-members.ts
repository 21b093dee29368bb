/**
 * Which members a move takes, and whether it may be a fix: what every move edit (into a json block, into
 * an MCP result's `structuredContent` or `_meta`) decides the same way.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { abbreviate } from "../../common/text.js";
import { plainKeyName } from "../ast/static-values.js";
import type { OffendingMember, ToolResultLiteral } from "../detection/tool-result.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** What the fix needs to know beyond syntax. */
export interface MoveContext {
  readonly sourceCode: SourceCode;
  /** The linted file's name (where the print width is read from). */
  readonly fileName: string;
  /** The keys a spread carries that a tool result keeps at the top level (status, content, toolUseId, ...). */
  readonly contractKeysOfSpread: (spread: TSESTree.SpreadElement) => readonly string[];
  /** Whether the types say an expression is an array (false without types). */
  readonly isArrayValue: (node: TSESTree.Node) => boolean;
  /** Whether the report on this member is disabled by a directive comment. */
  readonly isSuppressed: (member: OffendingMember) => boolean;
}

export interface MovedMembers {
  /** The members that move, in source order. */
  readonly moved: readonly OffendingMember[];
  /** The members whose report a directive comment disables: they stay. */
  readonly suppressed: readonly OffendingMember[];
  /** `suggest` when moving them may change behaviour whatever the destination. */
  readonly mode: "fix" | "suggest";
}

/**
 * The members to move, or null when none can: nothing left once disabled reports are kept, a
 * `__proto__: x` (it sets the prototype rather than adding a key), or a spread that may set a key the
 * result keeps at the top level (it would leave the top level).
 */
export function movedMembers(context: MoveContext, result: ToolResultLiteral): MovedMembers | null {
  const suppressed = result.offending.filter((m) => context.isSuppressed(m));
  const moved = suppressed.length === 0 ? result.offending : result.offending.filter((m) => !suppressed.includes(m));
  if (moved.length === 0) return null;
  if (moved.some((m) => m.kind === "key" && isProtoSetter(m.node))) return null;
  if (moved.some((m) => m.kind === "spread" && context.contractKeysOfSpread(m.node).length > 0)) return null;
  let mode: MovedMembers["mode"] = "fix";
  // A getter or method would get another `this`; an unknown computed key may be anything.
  if (moved.some((m) => m.kind === "key" && (m.name === undefined || m.node.kind !== "init" || m.node.method))) {
    mode = "suggest";
  }
  // Keeping a disabled report's member in place while others move can change which value wins.
  if (suppressed.length > 0 && !movesApart(moved, suppressed)) mode = "suggest";
  return { moved, suppressed, mode };
}

/** Moved and kept members share no key name, and neither side has a spread (which may hold any key). */
function movesApart(moved: readonly OffendingMember[], kept: readonly OffendingMember[]): boolean {
  if (moved.some((m) => m.kind === "spread") || kept.some((m) => m.kind === "spread")) return false;
  const keptNames = new Set(kept.map((m) => (m.kind === "key" ? m.name : undefined)));
  return (
    !keptNames.has(undefined) && moved.every((m) => m.kind === "key" && m.name !== undefined && !keptNames.has(m.name))
  );
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
