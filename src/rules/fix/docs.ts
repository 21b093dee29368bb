/**
 * Layout pieces (./layout.ts) made from the source: copied text, an item with its comments, the json block.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { Item, ItemList } from "../ast/list-items.js";
import type { CommentDoc, Copied, Doc, List, ListItem } from "./layout.js";
import type { Comment, Source } from "../ast/source.js";

/** Source text from `start` to `end`, with the ranges inside multi-line tokens and comments frozen. */
export function copied(src: Source, start: number, end: number): Copied {
  const text = src.slice(start, end);
  let at = start;
  const code = text.split(/\r\n|[\r\n\u2028\u2029]/u).map((line) => {
    const lineStart = at;
    at = src.nextLineStart(at);
    const comment = src.commentsIn(lineStart, lineStart + line.length).pop();
    return comment?.type === "Line" && comment.range[1] === lineStart + line.length
      ? line.slice(0, comment.range[0] - lineStart).trimEnd()
      : line;
  });
  return {
    kind: "copied",
    text,
    before: src.slice(src.lineStart(start), start),
    code,
    home: src.indentAt(start),
    frozen: frozenRanges(src, start, end, text),
    // A JSX child text on several lines, whose lines Prettier indents with the element (the fix keeps
    // them; an attribute's string, also a JSXText token, Prettier keeps as it is); a template's code after
    // a line break in its text, which Prettier lines up with that text.
    ownLines: src
      .tokensIn(start, end)
      .some(
        (token) =>
          token.loc.start.line !== token.loc.end.line &&
          ((token.type === "JSXText" && !/^["']/u.test(token.value)) ||
            (token.type === "Template" && token.value.endsWith("${"))),
      ),
  };
}

/** The multi-line tokens and comments inside `[start, end)`, relative to `start`; all of it without a token list. */
function frozenRanges(src: Source, start: number, end: number, text: string): (readonly [number, number])[] {
  if (!/[\r\n\u2028\u2029]/u.test(text)) return [];
  if (!Array.isArray(src.sourceCode.ast.tokens)) return [[0, text.length]];
  return [...src.tokensIn(start, end), ...src.commentsIn(start, end)]
    .filter((token) => token.loc.start.line !== token.loc.end.line)
    .map((token) => [token.range[0] - start, token.range[1] - start] as const)
    .sort((a, b) => a[0] - b[0]);
}

function commentDoc(src: Source, comment: Comment): CommentDoc {
  const next = src.next(comment.range[1]);
  return {
    text: copied(src, comment.range[0], comment.range[1]),
    breakAfter: comment.type === "Line" || !src.sameLine(comment.range[1], next?.start ?? comment.range[1]),
  };
}

/** An item with its comments, its text copied as it is (or `body`). */
export function itemDoc(src: Source, item: Item, body: Doc = copied(src, item.start, item.end)): ListItem {
  const after = [...item.inner, ...item.trailing];
  const before = blocksBeforeComma(src, item);
  return {
    leading: item.leading.map((c) => commentDoc(src, c)),
    body,
    inner: after.slice(0, before).map((c) => commentDoc(src, c)),
    trailing: after.slice(before).map((c) => commentDoc(src, c)),
  };
}

/**
 * How many of the comments after an item (before its comma, then after it) are block comments on its
 * last line before any line comment: Prettier writes those before the comma.
 */
export function blocksBeforeComma(src: Source, item: Item): number {
  const after = [...item.inner, ...item.trailing];
  let n = 0;
  while (after[n]?.type === "Block" && src.sameLine(item.end, (after[n] as Comment).range[1])) n++;
  return n;
}

/**
 * A source list written anew: its items but the `left` ones, each with its comments and the body `body`
 * gives it, then `added`. Its dangling comments go before the added items, or after the last item.
 */
export function listDoc(
  src: Source,
  list: ItemList,
  left: ReadonlySet<unknown>,
  added: readonly ListItem[],
  body: (item: Item) => Doc,
): List {
  const items = list.items.filter((item) => !left.has(item.node)).map((item) => itemDoc(src, item, body(item)));
  // Block comments after the last item on its line stay with the last item that stays (before the comma
  // Prettier gives it), unless new items follow a last item that moved.
  const lastItem = list.items[list.items.length - 1];
  const kept = lastItem && (!left.has(lastItem.node) || added.length === 0) && items.length > 0 ? lastItem : undefined;
  const beside = (c: Comment): boolean =>
    kept !== undefined && c.type === "Block" && c.range[0] >= kept.end && src.sameLine(kept.end, c.range[1]);
  if (kept && list.dangling.some(beside)) {
    const doc = items[items.length - 1] as ListItem;
    items[items.length - 1] = {
      ...doc,
      inner: [...(doc.inner ?? []), ...list.dangling.filter(beside).map((c) => commentDoc(src, c))],
    };
  }
  const dangling = list.dangling.filter((c) => !beside(c)).map((c) => commentDoc(src, c));
  const extra = [...added];
  if (dangling.length > 0) {
    const first = extra[0];
    const last = items[items.length - 1];
    if (first) extra[0] = { ...first, leading: [...dangling, ...first.leading] };
    else if (last) items[items.length - 1] = { ...last, trailing: [...last.trailing, ...dangling] };
  }
  return {
    kind: "list",
    open: list.node.type === AST_NODE_TYPES.ObjectExpression ? "{" : "[",
    items: [...items, ...extra],
  };
}

/** `{ json: { ...members } }`. */
export function jsonBlock(members: readonly ListItem[]): List {
  const json: List = { kind: "list", open: "{", items: members };
  return {
    kind: "list",
    open: "{",
    items: [{ leading: [], body: { kind: "member", key: "json: ", value: json }, trailing: [] }],
  };
}
