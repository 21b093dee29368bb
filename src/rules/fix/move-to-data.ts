/**
 * The MCP counterpart of the json move: every extra key and spread of a result goes, in source order and
 * with its comments, into one of its data objects, `structuredContent` (data for structured consumers) or
 * `_meta` (metadata for clients): at the end of the result's own object literal under that key, or into a
 * new `key: { ... }` member at the end of the result.
 *
 * Always a suggestion: an extra top-level key of a `CallToolResult` does reach the client (the SDK's
 * result schema is loose), so moving it changes what clients receive, and a tool's `outputSchema` may
 * say what `structuredContent` holds. A person decides.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESTree } from "@typescript-eslint/utils";
import { propertyKeyName } from "../ast/static-values.js";
import type { ToolResultLiteral } from "../detection/tool-result.js";
import { itemDoc } from "./docs.js";
import { writeMove, type Destination, type Move } from "./edits.js";
import { listItems, type ItemList } from "../ast/list-items.js";
import { isDeclined, planMove, takesNames, type Declined, type MoveContext } from "./plan.js";
import { sourceOf } from "../ast/source.js";

export interface DataMove extends Move {
  /** The data key that receives the members. */
  readonly key: string;
}

/** The move of the offending members into `key`, or why there is none. */
export function moveToData(context: MoveContext, result: ToolResultLiteral, key: string): DataMove | Declined {
  const plan = planMove(context, result);
  if (isDeclined(plan)) return plan;
  const { sourceCode } = context;
  const src = sourceOf(sourceCode);
  const node = result.node;
  const movedNodes = new Set<TSESTree.Node>(plan.moved.map((m) => m.node));
  const items = (listItems(src, node) as ItemList).items
    .filter((item) => movedNodes.has(item.node))
    .map((item) => itemDoc(src, item));

  // The destination: the last member under `key`, a plain object literal with no spread and no key of a
  // moved member's name (the moved value would override or be overridden).
  let property: TSESTree.Property | undefined;
  for (const member of node.properties) {
    if (member.type === AST_NODE_TYPES.Property && propertyKeyName(sourceCode, member) === key) property = member;
  }
  // A spread the result keeps may set `key` itself: a new member after it overrides the spread's value
  // (`{ ...result, structuredContent: { moved } }` loses result.structuredContent), and a spread after
  // the member overrides what moves into it.
  const after = property?.range[0] ?? -1;
  const overridden = node.properties.some((member) => {
    if (member.type !== AST_NODE_TYPES.SpreadElement || movedNodes.has(member) || member.range[0] < after) return false;
    const keys = context.spreadKeys(member);
    return keys === undefined || keys.includes(key);
  });
  if (overridden) return { declined: "a spread may set the data key" };
  let destination: Destination;
  if (property) {
    if (property.kind !== "init" || property.method || property.shorthand) return { declined: "nothing to move" };
    const object = property.value;
    if (object.type !== AST_NODE_TYPES.ObjectExpression) return { declined: "nothing to move" };
    if (!takesNames(sourceCode, object, plan.names)) return { declined: "nothing to move" };
    destination = { kind: "append", list: object, items };
  } else {
    const member = {
      kind: "member" as const,
      key: `${key}: `,
      value: { kind: "list" as const, open: "{" as const, items },
    };
    destination = { kind: "append", list: node, items: [{ leading: [], body: member, trailing: [] }] };
  }
  return writeMove(context, node, plan, movedNodes, destination, "suggest", key) as DataMove | Declined;
}
