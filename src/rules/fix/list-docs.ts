/**
 * Layout pieces (see `layout.ts`) made from source items: a member or element with its comments, a list
 * printed anew from its items, the new json block.
 */
import type { Item, ItemList } from "./items.js";
import type { CommentText, Copied, Doc, List, ListItem } from "./layout.js";
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
      body === undefined ? copied(src, item.start, end) : end > item.end ? [body, copied(src, item.end, end)] : body,
    trailing: item.trailing.map((c) => commentText(src, c)),
  };
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
