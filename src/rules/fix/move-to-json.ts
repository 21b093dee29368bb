/**
 * The move shared by `no-extra-keys` and `no-spread` under a keyed contract: every extra key and spread of
 * a tool-result literal goes, in source order and with its comments, into a json content block: into the
 * content's own literal `{ json: { ... } }` block when nothing there has the same name, else into a new
 * block at the end of the content array. Moving only some of them would change which value wins
 * (`{ ...stats, frames }`), so both rules offer the same edit, once per literal.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { hasOwnThis } from "../ast/code-in-file.js";
import { propertyKeyName } from "../ast/static-values.js";
import { unwrap } from "../ast/scope.js";
import type { ToolResultLiteral } from "../detection/tool-result.js";
import { copied, itemDoc, jsonBlock } from "./docs.js";
import { writeMove, type Destination, type Move } from "./edits.js";
import { listItems, type ItemList } from "../ast/list-items.js";
import type { ListItem } from "./layout.js";
import { isDeclined, looksLikeResult, planMove, takesNames, type Declined, type MoveContext } from "./plan.js";
import { keepsEvaluationOrder, type Unit } from "../ast/effects.js";
import { sourceOf } from "../ast/source.js";

/** The move into a json block, or why there is none. */
export function moveToJson(context: MoveContext, result: ToolResultLiteral): Move | Declined {
  const plan = planMove(context, result);
  if (isDeclined(plan)) return plan;
  const { sourceCode } = context;
  const src = sourceOf(sourceCode);
  const content = result.content;
  if (!content || content.kind !== "init" || content.method) return { declined: "nothing to move" };
  const members = listItems(src, result.node) as ItemList;
  const movedNodes = new Set<TSESTree.Node>(plan.moved.map((m) => m.node));
  const items = members.items.filter((item) => movedNodes.has(item.node)).map((item) => itemDoc(src, item));
  let mode = plan.mode;
  const value = unwrap(content.value);
  // A class that takes the result (`new ToolResultBlock(...)`) may want block instances, not a plain json
  // block: a suggestion only, and only where a plain object among its blocks shows that it takes them
  // (`[]`, `[blocks]` or a spread says nothing, and a plain json block there may not type-check).
  if (result.constructorName !== undefined) {
    const plain =
      value.type === AST_NODE_TYPES.ArrayExpression &&
      value.elements.some((e) => e?.type === AST_NODE_TYPES.ObjectExpression);
    if (!plain) return { declined: "blocks are class instances" };
    mode = "suggest";
  }

  let destination: Destination;
  let target: TSESTree.Node | undefined;
  if (value.type === AST_NODE_TYPES.ArrayExpression && !content.shorthand) {
    // Blocks that are class instances (`new TextBlock(...)`) want a `new JsonBlock(...)` too: a plain
    // json block there would not type-check, so the move is left to a person.
    if (value.elements.some((e) => e?.type === AST_NODE_TYPES.NewExpression))
      return { declined: "blocks are class instances" };
    const json = jsonTarget(
      sourceCode,
      value,
      plan.names,
      plan.moved.some((m) => m.kind === "spread"),
    );
    target = json?.element;
    destination = json
      ? { kind: "append", list: json.json, items }
      : { kind: "append", list: value, items: [block(items)] };
    if (mode === "fix" && !context.takesMembers(content.value, !json)) mode = "suggest";
    // The first block of an empty content ends `valid-content`'s report that it is empty: a directive that
    // turned that report off would turn nothing off, and ESLint would call it unused (and delete it).
    if (
      mode === "fix" &&
      value.elements.length === 0 &&
      (context.turnsOff("valid-content", value) || context.turnsOff("valid-content", content.value))
    )
      mode = "suggest";
  } else {
    // A value that holds the array elsewhere is shared: `[...blocks, { json }]` is a copy, so blocks added
    // to it later would be missing. Only a person can tell.
    if (!mayHoldArray(value)) return { declined: "nothing to move" };
    mode = "suggest";
    destination = spreadContent(src, content, items);
  }
  if (mode === "fix" && !keepsEvaluationOrder(sourceCode, ...evaluationUnits(result, movedNodes, value, target))) {
    mode = "suggest";
  }
  return writeMove(context, result.node, plan, movedNodes, destination, mode);
}

function block(members: readonly ListItem[]): ListItem {
  return { leading: [], body: jsonBlock(members), trailing: [] };
}

/** `content: x` becomes `content: [...x, { json: { ... } }]`. */
function spreadContent(
  src: ReturnType<typeof sourceOf>,
  content: TSESTree.Property,
  items: readonly ListItem[],
): Destination {
  const value = content.value;
  const text = copied(src, value.range[0], value.range[1]);
  const parenthesized = value.type === AST_NODE_TYPES.SequenceExpression;
  const shift = parenthesized ? 4 : 3;
  const spread = {
    ...text,
    text: parenthesized ? `...(${text.text})` : `...${text.text}`,
    frozen: text.frozen.map(([s, e]) => [s + shift, e + shift] as const),
    code: text.code.map((line, i) => (i > 0 ? line : parenthesized ? `...(${line}` : `...${line}`)),
  };
  const array = {
    kind: "list" as const,
    open: "[" as const,
    items: [{ leading: [], body: spread, trailing: [] }, block(items)],
  };
  return content.shorthand
    ? {
        kind: "replace",
        node: content,
        doc: { kind: "member", key: "content: ", value: array },
      }
    : { kind: "replace", node: value, doc: array };
}

/** Expressions that may hold an array at run time, so that `[...x, block]` may keep its blocks. */
function mayHoldArray(value: TSESTree.Node): boolean {
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

/**
 * The content's own literal json block (`{ json: { ... } }`, the last one), when the members can go into
 * it without overriding anything there: it has no spread, and no key of the same name.
 */
function jsonTarget(
  sourceCode: Readonly<TSESLint.SourceCode>,
  array: TSESTree.ArrayExpression,
  names: readonly (string | undefined)[],
  hasSpread: boolean,
): { element: TSESTree.ObjectExpression; json: TSESTree.ObjectExpression } | undefined {
  for (let i = array.elements.length - 1; i >= 0; i--) {
    const element = array.elements[i];
    if (element?.type !== AST_NODE_TYPES.ObjectExpression || element.properties.length !== 1) continue;
    const property = element.properties[0];
    if (property?.type !== AST_NODE_TYPES.Property || property.kind !== "init" || property.method || property.shorthand)
      continue;
    if (propertyKeyName(sourceCode, property) !== "json" || property.value.type !== AST_NODE_TYPES.ObjectExpression)
      continue;
    const json = property.value;
    // A payload shaped like a tool result would be read as one, and its new key moved on again, deeper.
    if (looksLikeResult(sourceCode, json)) continue;
    if (json.properties.length === 0) return { element, json };
    // A getter or method there runs with the block as `this`, and would see the moved keys too.
    if (hasSpread || json.properties.some((p) => hasOwnThis(sourceCode, p)) || !takesNames(sourceCode, json, names))
      return undefined;
    return { element, json };
  }
  return undefined;
}

/**
 * Everything the object evaluates, in order (its members, with the content's elements in place of the
 * content member), and where the moved members are evaluated after the move.
 */
function evaluationUnits(
  result: ToolResultLiteral,
  moved: ReadonlySet<TSESTree.Node>,
  value: TSESTree.Node,
  target: TSESTree.Node | undefined,
): [units: Unit[], mark: number] {
  const units: Unit[] = [];
  let mark = -1;
  const content = result.content as TSESTree.Property;
  for (const member of result.node.properties) {
    if (member !== content) {
      units.push({ node: member, moved: moved.has(member) });
      continue;
    }
    if (content.computed) units.push({ node: content.key, moved: false });
    if (value.type !== AST_NODE_TYPES.ArrayExpression) {
      units.push({ node: content.value, moved: false });
      mark = units.length;
      continue;
    }
    for (const element of value.elements) {
      if (!element) continue;
      units.push({ node: element, moved: false });
      if (element === target) mark = units.length;
    }
    if (!target) mark = units.length;
  }
  return [units, mark];
}
