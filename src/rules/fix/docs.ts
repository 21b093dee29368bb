/**
 * Layout pieces (./layout.ts) made from the source: an item with its comments, a member whose value
 * Prettier may move to its own line, a list printed anew from its items.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESTree } from "@typescript-eslint/utils";
import { listItems, type Item, type ItemList } from "../ast/list-items.js";
import { type CommentDoc, type Copied, type Doc, type List, type ListItem } from "./layout.js";
import type { Comment, Source } from "../ast/source.js";

/** Source text from `start` to `end`, with the ranges inside multi-line tokens and comments frozen. */
export function copied(src: Source, start: number, end: number): Copied {
  const text = src.slice(start, end);
  const tokens = src.tokensIn(start, end);
  return {
    kind: "copied",
    text,
    home: src.indentAt(start),
    frozen: frozenRanges(src, start, end, text),
    lineComments: src
      .commentsIn(start, end)
      .filter((comment) => comment.type === "Line")
      .map((comment) => comment.range[0] - start),
    before: src.slice(src.lineStart(start), start),
    breakable: tokens.length > 1,
    // A JSX child text on several lines, whose lines Prettier indents with the element (the fix keeps
    // them); an attribute's string, also a JSXText token, Prettier keeps as it is.
    jsxLines: tokens.some(
      (token) => token.type === "JSXText" && token.loc.start.line !== token.loc.end.line && !/^["']/u.test(token.value),
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

export function commentDoc(src: Source, comment: Comment): CommentDoc {
  const next = src.next(comment.range[1]);
  return {
    text: copied(src, comment.range[0], comment.range[1]),
    breakAfter: comment.type === "Line" || !src.sameLine(comment.range[1], next?.start ?? comment.range[1]),
  };
}

/** An item with its comments; its body is `body`, or its own source text laid out as Prettier would. */
export function itemDoc(src: Source, item: Item, body: Doc = bodyDoc(src, item)): ListItem {
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
 * An item's own text as a layout piece: a `key: value` member whose value is a one-line list, which can
 * break after its opening bracket; anything else as its text, which moves as it is (./layout.ts leaves a
 * move whose copied text no longer fits to a person).
 */
export function bodyDoc(src: Source, item: Item): Doc {
  const node = item.node;
  if (node.type !== AST_NODE_TYPES.Property || node.kind !== "init" || node.method || node.shorthand) {
    return valueDoc(src, node, item.start, item.end);
  }
  const key = colonKey(src, node);
  if (key === undefined || item.start !== node.range[0]) return copied(src, item.start, item.end);
  const valueStart = src.next(node.range[0] + key.length)?.start ?? node.value.range[0];
  const value = valueDoc(src, node.value, valueStart, item.end);
  // Comments after the colon, or a value Prettier put on the next line: the member as it is.
  if (
    value.kind === "copied" ||
    src.commentsIn(node.range[0] + key.length, valueStart).length > 0 ||
    !src.sameLine(node.range[0] + key.length, valueStart)
  ) {
    return copied(src, item.start, item.end);
  }
  return { kind: "member", key: `${key} `, value };
}

/** A property's text up to and including its colon (`content:`). */
export function colonKey(src: Source, property: TSESTree.Property): string | undefined {
  let colon = src.next(property.key.range[1]);
  while (colon && colon.char !== ":" && colon.start < property.value.range[0]) colon = src.next(colon.start + 1);
  return colon?.char === ":" ? src.slice(property.range[0], colon.start + 1) : undefined;
}

/**
 * A value: a one-line list without comments as a list that can break, anything else as its text. An array
 * of numbers is text too: Prettier fills its lines with as many as fit, which the layout does not.
 */
function valueDoc(src: Source, node: TSESTree.Node, start: number, end: number): Copied | List {
  const list = node.type === AST_NODE_TYPES.ObjectExpression || node.type === AST_NODE_TYPES.ArrayExpression;
  if (!list || start !== node.range[0] || end !== node.range[1] || !src.sameLine(start, end) || isNumbers(node)) {
    return copied(src, start, end);
  }
  const items = listItems(src, node);
  if (!items || items.dangling.length > 0 || src.commentsIn(start, end).length > 0) return copied(src, start, end);
  return listDoc(src, items, new Map(), new Set(), []);
}

/** An array of more than one number (`-1` and `+1` too), which Prettier prints filling its lines. */
function isNumbers(node: TSESTree.Node): boolean {
  return (
    node.type === AST_NODE_TYPES.ArrayExpression &&
    node.elements.length > 1 &&
    node.elements.every((element) => {
      const number =
        element?.type === AST_NODE_TYPES.UnaryExpression && (element.operator === "-" || element.operator === "+")
          ? element.argument
          : element;
      return number?.type === AST_NODE_TYPES.Literal && typeof number.value === "number";
    })
  );
}

/**
 * A source list printed anew: its items but the `left` ones (with `bodies` replacing some), then
 * `added`. Its dangling comments go before the added items, or after the last item.
 */
export function listDoc(
  src: Source,
  list: ItemList,
  bodies: ReadonlyMap<TSESTree.Node, Doc>,
  left: ReadonlySet<TSESTree.Node>,
  added: readonly ListItem[],
): List {
  const items = list.items
    .filter((item) => !left.has(item.node))
    .map((item) => itemDoc(src, item, bodies.get(item.node)));
  // Block comments after the last item on its line stay with it, before the comma Prettier gives it.
  const lastItem = list.items[list.items.length - 1];
  const kept = lastItem && !left.has(lastItem.node) ? lastItem : undefined;
  const beside = (c: Comment): boolean =>
    kept !== undefined && c.type === "Block" && c.range[0] >= kept.end && src.sameLine(kept.end, c.range[1]);
  if (kept && list.dangling.some(beside)) {
    const doc = items[items.length - 1] as ListItem;
    const inner = [...(doc.inner ?? []), ...list.dangling.filter(beside).map((c) => commentDoc(src, c))];
    items[items.length - 1] = { ...doc, inner };
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
