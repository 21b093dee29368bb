/**
 * The items of a bracketed list in the source (an object's members, an array's elements), each with
 * the comments that belong to it, so that moving or keeping an item moves or keeps its comments and
 * every comment ends up exactly once in the fixed text.
 *
 * Which comment belongs to which item:
 * - a comment before an item belongs to it (leading), except one that starts on the line of the comma
 *   before it when a line break follows: that one trails the item before (`a: 1, // why`);
 * - a comment between an item and its comma belongs to it (inner);
 * - after the last item, a comment on the line of its comma (or of its end) trails it when a line break
 *   follows; the rest are dangling, as are comments on the opening bracket's line when the first item
 *   starts on a later line. Dangling comments stay where they are.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import type { Comment, SourceText } from "./source-text.js";

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
  /** The offsets of the brackets. */
  readonly open: number;
  readonly close: number;
  readonly items: readonly Item[];
  /** Comments inside the brackets that belong to no item. */
  readonly dangling: readonly Comment[];
}

/**
 * The items of the list whose brackets are at `open` and `close`; undefined for an array with a hole
 * (`[a, , b]`), whose commas are not separators only.
 */
export function listItems(
  src: SourceText,
  open: number,
  close: number,
  nodes: readonly (TSESTree.Node | null)[],
): ItemList | undefined {
  if (nodes.some((n) => n === null)) return undefined;
  const comments = src.commentsBetween(open + 1, close);
  const dangling: Comment[] = [];
  const bounds = (nodes as TSESTree.Node[]).map((node) => {
    let start = node.range[0];
    let end = node.range[1];
    for (let before = src.previous(start); before?.char === "(" && before.start > open; before = src.previous(start)) {
      start = before.start;
    }
    for (let after = src.next(end); after?.char === ")" && after.start < close; after = src.next(end)) {
      end = after.start + 1;
    }
    const next = src.next(end);
    const comma = next?.char === "," && next.start < close ? next.start : undefined;
    return { node, start, end, comma };
  });

  let k = 0;
  const take = (limit: number): Comment[] => {
    const taken: Comment[] = [];
    while (k < comments.length && (comments[k] as Comment).range[1] <= limit) taken.push(comments[k++] as Comment);
    return taken;
  };
  /** Passes over the comments inside an item's own text: they go with it. */
  const skip = (end: number): void => {
    while (k < comments.length && (comments[k] as Comment).range[0] < end) k++;
  };

  const items: Item[] = [];
  let pendingTrailing: Comment[] = [];
  for (let i = 0; i < bounds.length; i++) {
    const b = bounds[i]!;
    const gap = take(b.start);
    let leading = gap;
    if (i === 0) {
      // Comments on the opening bracket's line, when the first item starts on a later line, stay put.
      const split = lineHead(src, gap, open + 1, b.start);
      dangling.push(...gap.slice(0, split));
      leading = gap.slice(split);
    } else {
      const previous = items[i - 1]!;
      const from = previous.comma !== undefined ? previous.comma + 1 : previous.end;
      const split = lineHead(src, gap, from, b.start);
      items[i - 1] = withTrailing(previous, gap.slice(0, split));
      leading = gap.slice(split);
    }
    skip(b.end);
    const inner = b.comma !== undefined ? take(b.comma) : [];
    pendingTrailing = [];
    items.push(makeItem(b, leading, inner, pendingTrailing));
  }
  const rest = take(close);
  const last = items[items.length - 1];
  if (last) {
    const from = last.comma !== undefined ? last.comma + 1 : last.end;
    const split = lineHead(src, rest, from, close);
    items[items.length - 1] = withTrailing(last, rest.slice(0, split));
    dangling.push(...rest.slice(split));
  } else {
    dangling.push(...rest);
  }
  return { open, close, items, dangling };
}

/**
 * How many of `gap`'s first comments sit on the line that `from` is on and are followed by a line
 * break before the next comment or `to`: those belong to what came before.
 */
function lineHead(src: SourceText, gap: readonly Comment[], from: number, to: number): number {
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
  b: { node: TSESTree.Node; start: number; end: number; comma: number | undefined },
  leading: readonly Comment[],
  inner: readonly Comment[],
  trailing: readonly Comment[],
): Item {
  const ownStart = leading[0]?.range[0] ?? b.start;
  const ownEnd = Math.max(
    b.end,
    b.comma !== undefined ? b.comma + 1 : 0,
    inner[inner.length - 1]?.range[1] ?? 0,
    trailing[trailing.length - 1]?.range[1] ?? 0,
  );
  // Every field written out: a spread here made V8 clone objects of varying shapes slowly.
  return { node: b.node, start: b.start, end: b.end, comma: b.comma, leading, inner, trailing, ownStart, ownEnd };
}

function withTrailing(item: Item, trailing: readonly Comment[]): Item {
  if (trailing.length === 0) return item;
  return makeItem(item, item.leading, item.inner, [...item.trailing, ...trailing]);
}
