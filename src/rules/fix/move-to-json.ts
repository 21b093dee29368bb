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
import { resolveExpression, unwrap } from "../ast/static-values.js";
import type { ToolResultLiteral } from "../detection/tool-result.js";
import { writeMove } from "./edit.js";
import { keepsEvaluationOrder, type Unit } from "./evaluation-order.js";
import { jsonTarget } from "./json-target.js";
import type { MovePlan } from "./move-plan.js";
import { describeMembers, movedMembers, type MoveContext } from "./moved-members.js";

export type { MoveContext };

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
  // Results of tagged blocks (MCP) keep their data in data keys instead (./move-to-data.ts).
  if (result.contract.taggedBlocks) return null;
  const selected = movedMembers(context, result);
  if (!selected) return null;
  const { moved } = selected;
  if (!content || content.kind !== "init" || content.method) return null;

  const value = unwrap(content.value);
  const array = value.type === AST_NODE_TYPES.ArrayExpression ? value : undefined;
  if (!array && !canSpread(value)) return null;

  let mode = selected.mode;
  // Content that may not be an array (a string, `undefined`) would break `[...content, block]`.
  if (!array && !isKnownArray(context, value)) mode = "suggest";
  // Blocks that are class instances (`new TextBlock(...)`): a plain json block beside them may not be
  // what the class that reads them expects.
  if (array?.elements.some((element) => element?.type === AST_NODE_TYPES.NewExpression)) mode = "suggest";

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
