/**
 * Layout pieces (see `layout.ts`) made from source items: a member or element with its comments, a list
 * printed anew from its items, the new json block.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESTree } from "@typescript-eslint/utils";
import type { Item, ItemList } from "./items.js";
import {
  displayWidth,
  type CommentText,
  type Copied,
  type Doc,
  type List,
  type ListItem,
  type Property,
} from "./layout.js";
import { frozenRanges } from "./reindent.js";
import type { Comment, SourceText } from "./source-text.js";

/** Source text from `start` to `end` as a layout piece that keeps its text (re-indented as a whole). */
export function copied(src: SourceText, start: number, end: number): Copied {
  return {
    kind: "copied",
    text: src.slice(start, end),
    indent: src.lineIndent(start),
    frozen: frozenRanges(src.sourceCode, start, end),
  };
}

/** A comment, and whether a line break must follow it. */
export function commentText(src: SourceText, comment: Comment): CommentText {
  const [start, end] = comment.range;
  const next = src.next(end);
  const breakAfter = comment.type === "Line" || !src.sameLine(end, next?.start ?? end);
  return {
    text: src.slice(start, end),
    breakAfter,
    indent: src.lineIndent(start),
    frozen: frozenRanges(src.sourceCode, start, end),
  };
}

/** The end of an item's own text: past its inner comments (the ones before its comma). */
export function bodyEnd(item: Item): number {
  return Math.max(item.end, item.inner[item.inner.length - 1]?.range[1] ?? 0);
}

/**
 * An item as a layout item: its comments and its text, or `body` in place of its text (the comments
 * between the item and its comma are kept either way).
 */
export function listItem(src: SourceText, item: Item, body?: Doc): ListItem {
  const end = bodyEnd(item);
  return {
    leading: item.leading.map((c) => commentText(src, c)),
    body:
      body === undefined
        ? (property(src, item, end) ?? copied(src, item.start, end))
        : end > item.end
          ? [body, copied(src, item.end, end)]
          : body,
    trailing: item.trailing.map((c) => commentText(src, c)),
  };
}

/** Prettier's "short key": its property values never move to a line of their own. */
const SHORT_KEY = 2 + 3;

/** A `key: value` member as a layout property (Prettier may move its value to the next line). */
function property(src: SourceText, item: Item, end: number): Property | undefined {
  const node = item.node;
  if (node.type !== AST_NODE_TYPES.Property || node.kind !== "init" || node.method || node.shorthand) return undefined;
  if (item.start !== node.range[0]) return undefined;
  let colon = src.next(node.key.range[1]);
  while (colon && colon.char !== ":" && colon.start < node.value.range[0]) colon = src.next(colon.start + 1);
  if (!colon || colon.char !== ":") return undefined;
  const key = src.slice(item.start, colon.start + 1);
  const shortKey = displayWidth(key.slice(0, -1), 1) < SHORT_KEY;
  return {
    kind: "property",
    key,
    value: copied(src, src.next(colon.start + 1)?.start ?? node.value.range[0], end),
    breakAfterColon: !shortKey && breaksAfterColon(node.value),
  };
}

/** The values Prettier moves to the next line when the property is too long. */
function breaksAfterColon(value: TSESTree.Node): boolean {
  switch (value.type) {
    case AST_NODE_TYPES.Literal:
      return typeof value.value === "string";
    case AST_NODE_TYPES.BinaryExpression:
      return true;
    case AST_NODE_TYPES.LogicalExpression:
      return !(
        (value.right.type === AST_NODE_TYPES.ObjectExpression && value.right.properties.length > 0) ||
        (value.right.type === AST_NODE_TYPES.ArrayExpression && value.right.elements.length > 0)
      );
    case AST_NODE_TYPES.MemberExpression:
      return isMemberChain(value);
    default:
      return false;
  }
}

function isMemberChain(node: TSESTree.Node): boolean {
  let current = node;
  while (current.type === AST_NODE_TYPES.MemberExpression) {
    if (current.object.type === AST_NODE_TYPES.Identifier) return true;
    current = current.object;
  }
  return false;
}

/**
 * A source list printed anew: its items (with `bodies` replacing some of them), then `extra` items. Its
 * dangling comments go before the extra items, or after the last item when there are none.
 */
export function listDoc(
  src: SourceText,
  list: ItemList,
  open: "{" | "[",
  bodies: ReadonlyMap<Item["node"], Doc>,
  extra: readonly ListItem[],
): List {
  const items = list.items.map((item) => listItem(src, item, bodies.get(item.node)));
  const dangling = list.dangling.map((c) => commentText(src, c));
  const added = [...extra];
  if (dangling.length > 0) {
    if (added.length > 0) {
      const first = added[0] as ListItem;
      added[0] = { ...first, leading: [...dangling, ...first.leading] };
    } else if (items.length > 0) {
      const last = items[items.length - 1] as ListItem;
      items[items.length - 1] = { ...last, trailing: [...last.trailing, ...dangling] };
    }
  }
  const all = [...items, ...added];
  return { kind: "list", open, close: open === "{" ? "}" : "]", items: all, forceBreak: false };
}

/** `{ json: { ...members } }`, members as layout items. */
export function jsonBlock(members: readonly ListItem[]): List {
  const json: List = { kind: "list", open: "{", close: "}", items: members, forceBreak: false };
  return {
    kind: "list",
    open: "{",
    close: "}",
    items: [{ leading: [], body: ["json: ", json], trailing: [] }],
    forceBreak: false,
  };
}
