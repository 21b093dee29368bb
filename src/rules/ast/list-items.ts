/**
 * The items of a bracketed list in the source (an object's members, an array's elements), each with the
 * comments that belong to it, so that an item moves or stays with its comments and every comment ends up
 * exactly once in the fixed text:
 * - a comment before an item belongs to it (leading), except one on the line of the comma before it
 *   with a line break after it: that one trails the item before (`a: 1, // why`);
 * - a comment between an item and its comma belongs to it (inner);
 * - after the last item, a comment on the line of its comma (or of its end) trails it when a line break
 *   follows; the rest are dangling, as are the comments on the opening bracket's line when the first
 *   item starts on a later line. Dangling comments stay where they are.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESTree } from "@typescript-eslint/utils";
import type { Comment, Source } from "./source.js";

export type ListNode = TSESTree.ObjectExpression | TSESTree.ArrayExpression;

export interface Item {
  readonly node: TSESTree.Node;
  /** The item's start and end, parentheses around it included. */
  readonly start: number;
  readonly end: number;
  /** The offset of the comma after the item, if any. */
  readonly comma: number | undefined;
  readonly leading: readonly Comment[];
  readonly inner: readonly Comment[];
  readonly trailing: readonly Comment[];
  /** From the first leading comment (or the item) ... */
  readonly ownStart: number;
  /** ... to the last inner or trailing comment, or the comma, or the item's end. */
  readonly ownEnd: number;
}

export interface ItemList {
  readonly node: ListNode;
  /** The offsets of the brackets. */
  readonly open: number;
  readonly close: number;
  readonly items: readonly Item[];
  /** Comments inside the brackets that belong to no item. */
  readonly dangling: readonly Comment[];
}

const perNode = new WeakMap<ListNode, ItemList | null>();

/** The items of a list; null for an array with a hole (`[a, , b]`), whose commas are not separators only. */
export function listItems(src: Source, node: ListNode): ItemList | null {
  let list = perNode.get(node);
  if (list === undefined) {
    list = readItems(src, node);
    perNode.set(node, list);
  }
  return list;
}

function readItems(src: Source, node: ListNode): ItemList | null {
  const nodes: readonly (TSESTree.Node | null)[] =
    node.type === AST_NODE_TYPES.ObjectExpression ? node.properties : node.elements;
  if (nodes.some((n) => n === null)) return null;
  const open = node.range[0];
  const close = node.range[1] - 1;
  const comments = src.commentsIn(open + 1, close);
  let k = 0;
  const take = (limit: number): Comment[] => {
    const taken: Comment[] = [];
    while (k < comments.length && (comments[k] as Comment).range[1] <= limit) taken.push(comments[k++] as Comment);
    return taken;
  };
  const items: Item[] = [];
  const dangling: Comment[] = [];
  for (const element of nodes as TSESTree.Node[]) {
    let start = element.range[0];
    let end = element.range[1];
    for (let before = src.previous(start); before?.char === "(" && before.start > open; before = src.previous(start)) {
      start = before.start;
      const after = src.next(end);
      if (after?.char === ")") end = after.start + 1;
    }
    const next = src.next(end);
    const comma = next?.char === "," && next.start < close ? next.start : undefined;
    const gap = take(start);
    const previous = items[items.length - 1];
    // Comments on the line of the comma (or bracket) before the item, with a line break after them.
    const from = previous ? after(previous) : open + 1;
    const split = lineHead(src, gap, from, start);
    if (previous) items[items.length - 1] = withTrailing(previous, gap.slice(0, split));
    else dangling.push(...gap.slice(0, split));
    while (k < comments.length && (comments[k] as Comment).range[0] < end) k++; // inside the item: its own text
    const inner = comma !== undefined ? take(comma) : [];
    items.push(makeItem(element, start, end, comma, gap.slice(split), inner, []));
  }
  const rest = take(close);
  const last = items[items.length - 1];
  if (last) {
    const split = lineHead(src, rest, after(last), close);
    items[items.length - 1] = withTrailing(last, rest.slice(0, split));
    dangling.push(...rest.slice(split));
  } else {
    dangling.push(...rest);
  }
  return { node, open, close, items, dangling };
}

/** Where what follows an item starts: after its comma, or its end. */
function after(item: Item): number {
  return item.comma !== undefined ? item.comma + 1 : item.end;
}

/**
 * How many of `gap`'s first comments sit on the line `from` is on and are followed by a line break
 * before the next comment or `to`: those belong to what came before.
 */
function lineHead(src: Source, gap: readonly Comment[], from: number, to: number): number {
  let count = 0;
  let at = from;
  while (count < gap.length && src.sameLine(at, (gap[count] as Comment).range[0])) {
    at = (gap[count] as Comment).range[1];
    count++;
  }
  while (count > 0) {
    const end = (gap[count - 1] as Comment).range[1];
    const next = count < gap.length ? (gap[count] as Comment).range[0] : to;
    if (!src.sameLine(end, next)) return count;
    count--;
  }
  return 0;
}

function makeItem(
  node: TSESTree.Node,
  start: number,
  end: number,
  comma: number | undefined,
  leading: readonly Comment[],
  inner: readonly Comment[],
  trailing: readonly Comment[],
): Item {
  const ownStart = leading[0]?.range[0] ?? start;
  const ownEnd = Math.max(
    end,
    comma !== undefined ? comma + 1 : 0,
    inner[inner.length - 1]?.range[1] ?? 0,
    trailing[trailing.length - 1]?.range[1] ?? 0,
  );
  return { node, start, end, comma, leading, inner, trailing, ownStart, ownEnd };
}

function withTrailing(item: Item, trailing: readonly Comment[]): Item {
  if (trailing.length === 0) return item;
  return makeItem(item.node, item.start, item.end, item.comma, item.leading, item.inner, [
    ...item.trailing,
    ...trailing,
  ]);
}
