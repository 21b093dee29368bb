/**
 * The fix shared by `no-extra-keys` and `no-spread`: move every extra key and spread of a tool-result
 * literal, in source order and with their comments, into a json content block.
 *
 * Moving only some of them would reorder overriding semantics (`{ ...stats, frames }`), so both rules
 * build the same whole-object edit; ESLint applies it once. The edit is one replacement of the object's
 * text, so it never collides with itself. The plan is made here; the pieces are beside it:
 * `json-target.ts` (which block receives the members), `evaluation-order.ts` (fix or suggestion),
 * `removal.ts` (taking members out), `insertion.ts` (putting them in), `text.ts` (the new text).
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { abbreviate } from "../../common/text.js";
import { plainKeyName, unwrap } from "../ast/static-values.js";
import type { OffendingMember, ToolResultLiteral } from "../detection/tool-result.js";
import { keepsEvaluationOrder } from "./evaluation-order.js";
import { appendTo, mergeInto, spreadInto } from "./insertion.js";
import { jsonTarget } from "./json-target.js";
import { chunkOf, removals } from "./removal.js";
import { Scan } from "./scan.js";
import { applyEdits, indentUnit } from "./text.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

export interface MoveToJson {
  /**
   * `fix` when the move keeps behaviour; `suggest` when it may not (a getter, a method, a computed key
   * whose value is unknown, side effects that would run in another order).
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
  /** Every key the contract allows at the top level. */
  readonly topLevel: ReadonlySet<string>;
  /** The keys a spread's type says it carries (undefined without types or for an open type). */
  readonly spreadKeys: (spread: TSESTree.SpreadElement) => readonly string[] | undefined;
}

/** The edit for a tool-result literal, or null when none is possible (no content to move into). */
export function moveToJson(context: MoveContext, result: ToolResultLiteral): MoveToJson | null {
  try {
    return carriesContractKeys(context, result) ? null : build(context.sourceCode, result);
  } catch {
    // A layout this builder did not foresee: report without a fix rather than risk a wrong one.
    return null;
  }
}

/**
 * A spread whose type says it carries `status`, `content` or another allowed key (a whole tool result,
 * say) cannot be moved into a json block: those keys would leave the top level.
 */
function carriesContractKeys(context: MoveContext, result: ToolResultLiteral): boolean {
  return result.offending.some(
    (m) => m.kind === "spread" && context.spreadKeys(m.node)?.some((k) => context.topLevel.has(k)),
  );
}

function build(sourceCode: SourceCode, result: ToolResultLiteral): MoveToJson | null {
  const { node, offending } = result;
  if (offending.length === 0) return null;
  const content = result.content;
  if (!content || content.kind !== "init" || content.method) return null;
  // `__proto__: x` sets the prototype rather than adding a key: moving it would change what it means.
  if (offending.some((m) => m.kind === "key" && isProtoSetter(m.node))) return null;
  const contentValue = unwrap(content.value);
  const array = contentValue.type === AST_NODE_TYPES.ArrayExpression ? contentValue : undefined;
  if (!array && !canSpread(contentValue)) return null;

  const scan = new Scan(sourceCode, node.range);
  const multiline = node.loc.start.line !== node.loc.end.line;
  const unit = indentUnit(scan.text, node);
  const chunks = offending.map((member) => chunkOf(scan, node, member, multiline));
  const names = chunks.map((c) => c.name);
  const hasSpread = offending.some((m) => m.kind === "spread");
  const target = array ? jsonTarget(sourceCode, array, names, hasSpread) : undefined;

  let mode: MoveToJson["mode"] = "fix";
  if (offending.some((m) => m.kind === "key" && (m.name === undefined || m.node.kind !== "init" || m.node.method)))
    mode = "suggest";
  if (!keepsEvaluationOrder(node, offending, content, array, target)) mode = "suggest";

  const edits = removals(scan, node, chunks, multiline);
  const lineComment =
    !scan.clean && chunks.some((c) => c.leading.some(isLineComment) || c.trailing.some(isLineComment));
  if (target) {
    edits.push(mergeInto(scan, target, chunks, unit, lineComment));
  } else if (array) {
    edits.push(appendTo(scan, array, content, chunks, unit, multiline || lineComment));
  } else {
    edits.push(spreadInto(scan, content, chunks, unit, multiline || lineComment));
  }
  const range = node.range;
  const text = applyEdits(scan.text, range, edits);
  return {
    mode,
    get description() {
      return describeMembers(sourceCode, offending);
    },
    range,
    text,
    fix: (fixer) => fixer.replaceTextRange([range[0], range[1]], text),
  };
}

function isLineComment(comment: TSESTree.Comment): boolean {
  return comment.type === "Line";
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

/** Expressions that may hold an array at run time, so `[...x, block]` keeps its blocks. */
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
  const parts = members.map((m) =>
    m.kind === "spread"
      ? `...${abbreviate(sourceCode.getText(m.node.argument))}`
      : m.name !== undefined
        ? `"${m.name}"`
        : abbreviate(sourceCode.getText(m.node.key)),
  );
  return parts.length <= 3 ? parts.join(", ") : `${parts.slice(0, 3).join(", ")} and ${parts.length - 3} more`;
}
