/**
 * The fix shared by `no-extra-keys` and `no-spread`: move every extra key and spread of a tool-result
 * literal, in source order and with their comments, into a json content block.
 *
 * Moving only some of them would reorder overriding semantics (`{ ...stats, frames }`), so both rules
 * build the same whole-object edit; ESLint applies it once. The edit is one replacement of the object's
 * text, so it never collides with itself. This module makes the plan (what moves, where to, fix or
 * suggestion); `edit.ts` writes the text.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { abbreviate } from "../../common/text.js";
import { plainKeyName, resolveExpression, unwrap } from "../ast/static-values.js";
import type { OffendingMember, ToolResultLiteral } from "../detection/tool-result.js";
import { writeMove, type MovePlan } from "./edit.js";
import { keepsEvaluationOrder, type Unit } from "./evaluation-order.js";
import { jsonTarget } from "./json-target.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

export interface MoveToJson {
  /**
   * `fix` when the move keeps behaviour; `suggest` when it may not (a getter, a method, a computed key
   * whose value is unknown, side effects that would run in another order, a content that may not be an
   * array, reports disabled by a comment beside the moved ones).
   */
  readonly mode: "fix" | "suggest";
  /** What the fix does, for the suggestion's message (computed on first read). */
  readonly description: string;
  readonly range: readonly [number, number];
  readonly text: string;
  /** The fix function itself, made once and shared by every report on the literal. */
  readonly fix: TSESLint.ReportFixFunction;
}

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

/** The edit for a tool-result literal, or null when none is possible. */
export function moveToJson(context: MoveContext, result: ToolResultLiteral): MoveToJson | null {
  try {
    return plan(context, result);
  } catch {
    // A layout this builder did not foresee: report without a fix rather than risk a wrong one.
    return null;
  }
}

function plan(context: MoveContext, result: ToolResultLiteral): MoveToJson | null {
  const { sourceCode } = context;
  const { node, content } = result;
  const suppressed = result.offending.filter((m) => context.isSuppressed(m));
  const moved = suppressed.length === 0 ? result.offending : result.offending.filter((m) => !suppressed.includes(m));
  if (moved.length === 0) return null;
  if (!content || content.kind !== "init" || content.method) return null;
  // `__proto__: x` sets the prototype rather than adding a key: moving it would change what it means.
  if (moved.some((m) => m.kind === "key" && isProtoSetter(m.node))) return null;
  // A spread that may set status, content or toolUseId cannot go into a json block: those keys would leave the top level.
  if (moved.some((m) => m.kind === "spread" && context.contractKeysOfSpread(m.node).length > 0)) return null;

  const value = unwrap(content.value);
  const array = value.type === AST_NODE_TYPES.ArrayExpression ? value : undefined;
  if (!array && !canSpread(value)) return null;

  let mode: MoveToJson["mode"] = "fix";
  // Content that may not be an array (a string, `undefined`) would break `[...content, block]`.
  if (!array && !isKnownArray(context, value)) mode = "suggest";
  // A getter or method would get another `this`; an unknown computed key may be anything.
  if (moved.some((m) => m.kind === "key" && (m.name === undefined || m.node.kind !== "init" || m.node.method))) {
    mode = "suggest";
  }
  // Keeping a disabled report's member in place while others move can change which value wins.
  if (suppressed.length > 0 && !movesApart(moved, suppressed)) mode = "suggest";

  const names = moved.map((m) => (m.kind === "key" ? m.name : undefined));
  const target = array
    ? jsonTarget(
        sourceCode,
        array,
        names,
        moved.some((m) => m.kind === "spread"),
      )
    : undefined;
  const movedNodes = new Set<TSESTree.Node>(moved.map((m) => m.node));
  const { units, mark } = evaluationUnits(node, movedNodes, content, array, target?.element);
  if (!keepsEvaluationOrder(sourceCode, units, mark)) mode = "suggest";

  const movePlan: MovePlan = { node, content, array, target, moved: movedNodes };
  const text = writeMove(context.sourceCode, context.fileName, movePlan);
  const range = node.range;
  return {
    mode,
    get description() {
      return describeMembers(sourceCode, moved);
    },
    range,
    text,
    fix: (fixer) => fixer.replaceTextRange([range[0], range[1]], text),
  };
}

/** Moved and kept members share no key name, and neither side has a spread (which may hold any key). */
function movesApart(moved: readonly OffendingMember[], kept: readonly OffendingMember[]): boolean {
  if (moved.some((m) => m.kind === "spread") || kept.some((m) => m.kind === "spread")) return false;
  const keptNames = new Set(kept.map((m) => (m.kind === "key" ? m.name : undefined)));
  return (
    !keptNames.has(undefined) && moved.every((m) => m.kind === "key" && m.name !== undefined && !keptNames.has(m.name))
  );
}

/**
 * Everything the object evaluates, in order (its members, with the content's value or elements in place
 * of the content member), and where the moved members are evaluated after the fix.
 */
function evaluationUnits(
  node: TSESTree.ObjectExpression,
  moved: ReadonlySet<TSESTree.Node>,
  content: TSESTree.Property,
  array: TSESTree.ArrayExpression | undefined,
  target: TSESTree.ObjectExpression | undefined,
): { units: Unit[]; mark: number } {
  const units: Unit[] = [];
  let mark = -1;
  for (const member of node.properties) {
    if (member !== content) {
      units.push({ node: member, moved: moved.has(member) });
      continue;
    }
    if (content.computed) units.push({ node: content.key, moved: false });
    if (!array) {
      units.push({ node: content.value, moved: false });
      mark = units.length;
      continue;
    }
    for (const element of array.elements) {
      if (!element) continue;
      units.push({ node: element, moved: false });
      if (element === target) mark = units.length;
    }
    if (!target) mark = units.length;
  }
  return { units, mark };
}

/** Whether a content value that is not an array literal is known to hold an array. */
function isKnownArray(context: MoveContext, value: TSESTree.Node): boolean {
  const resolved = resolveExpression(context.sourceCode, value);
  return resolved.type === AST_NODE_TYPES.ArrayExpression || context.isArrayValue(value);
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

/** Expressions that may hold an array at run time, so `[...x, block]` may keep its blocks. */
function canSpread(value: TSESTree.Node): boolean {
  switch (value.type) {
    case AST_NODE_TYPES.Identifier:
      return value.name !== "undefined";
    case AST_NODE_TYPES.MemberExpression:
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.ChainExpression:
    case AST_NODE_TYPES.AwaitExpression:
    case AST_NODE_TYPES.ConditionalExpression:
    case AST_NODE_TYPES.LogicalExpression:
    case AST_NODE_TYPES.NewExpression:
      return true;
    default:
      return false;
  }
}

function describeMembers(sourceCode: SourceCode, members: readonly OffendingMember[]): string {
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
