/**
 * The MCP counterpart of the move-to-json fix: move every extra key and spread of a result into one of
 * its data objects, `structuredContent` (data for structured consumers) or `_meta` (metadata for
 * clients), in source order and with their comments. The destination is the result's own object literal
 * under that key when there is one (appended at its end), else a new `key: { ... }` member at the end of
 * the result. `data-edit.ts` writes the text.
 *
 * It is a fix only into an existing `structuredContent` literal of a tool that declares no
 * `outputSchema` (a schema would say what structuredContent may hold); every other move is a suggestion,
 * as are the cases where the move-to-json fix would be one (./moved-members.ts).
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { propertyKeyName } from "../ast/static-values.js";
import type { ToolResultLiteral } from "../detection/tool-result.js";
import { writeDataMove } from "./data-edit.js";
import { keepsEvaluationOrder, type Unit } from "./evaluation-order.js";
import { describeMembers, movedMembers, type MoveContext } from "./moved-members.js";

export interface MoveToData {
  /** The data key that receives the members. */
  readonly key: string;
  readonly mode: "fix" | "suggest";
  /** What moves, for the suggestion's message (computed on first read). */
  readonly description: string;
  readonly fix: TSESLint.ReportFixFunction;
}

/** The edit moving the offending members into `key`, or null when none is possible. */
export function moveToData(context: MoveContext, result: ToolResultLiteral, key: string): MoveToData | null {
  try {
    return plan(context, result, key);
  } catch {
    // A layout the writer did not foresee: report without an edit rather than risk a wrong one.
    return null;
  }
}

function plan(context: MoveContext, result: ToolResultLiteral, key: string): MoveToData | null {
  const { sourceCode } = context;
  const { node } = result;
  const selected = movedMembers(context, result);
  if (!selected) return null;
  const { moved } = selected;
  const movedNodes = new Set<TSESTree.Node>(moved.map((m) => m.node));
  const names = moved.map((m) => (m.kind === "key" ? m.name : undefined));

  // The destination: the last member under `key`, which must be a plain object literal that has no
  // spread and no key of a moved member's name (the moved value would override or be overridden).
  let property: TSESTree.Property | undefined;
  for (const member of node.properties) {
    if (member.type === AST_NODE_TYPES.Property && propertyKeyName(sourceCode, member) === key) property = member;
  }
  let object: TSESTree.ObjectExpression | undefined;
  if (property) {
    if (property.kind !== "init" || property.method || property.shorthand) return null;
    if (property.value.type !== AST_NODE_TYPES.ObjectExpression) return null;
    object = property.value;
    const existing = new Set<string>();
    for (const p of object.properties) {
      const name = p.type === AST_NODE_TYPES.Property ? propertyKeyName(sourceCode, p) : undefined;
      if (name === undefined) return null;
      existing.add(name);
    }
    if (names.some((n) => n === undefined || existing.has(n))) return null;
  }

  let mode = selected.mode;
  if (!object || key !== "structuredContent" || result.outputSchema !== "none") mode = "suggest";
  // A `status` moved into data is kept, but the result still reads as a success: a person decides.
  if (names.includes("status")) mode = "suggest";
  // The moved members are evaluated after the destination (or after everything, for a new member).
  const units: Unit[] = node.properties.map((member) => ({ node: member, moved: movedNodes.has(member) }));
  const mark = property ? node.properties.indexOf(property) + 1 : units.length;
  if (!keepsEvaluationOrder(sourceCode, units, mark)) mode = "suggest";

  const text = writeDataMove(sourceCode, context.fileName, { node, key, property, object, moved: movedNodes });
  const range = node.range;
  return {
    key,
    mode,
    get description() {
      return describeMembers(sourceCode, moved);
    },
    fix: (fixer) => fixer.replaceTextRange([range[0], range[1]], text),
  };
}
