/**
 * The one writer of a move, by small edits: take the moved members out of the result (each with its
 * comments, and the lines they leave empty), and add the new items at the end of the list that receives
 * them.
 *
 * The layout follows what the code shows. A list on several lines gets the new items on lines of their
 * own, at the indentation of its last item. A list on one line gets them on that line when the line
 * still fits the print width; otherwise the outermost list on that line is written one item a line, as
 * Prettier breaks it. Where Prettier would lay the code out otherwise, the move is a suggestion.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { blocksBeforeComma, copied, listDoc } from "./docs.js";
import { breaksHere, keptBroken } from "./breaks.js";
import { listItems, type Item, type ItemList, type ListNode } from "../ast/list-items.js";
import { Printer, type Doc, type List, type ListItem } from "./layout.js";
import { describeMembers, looksLikeResult, type Declined, type Mode, type MoveContext, type Plan } from "./plan.js";
import { directiveRegions, rangeDirectives } from "../ast/directives.js";
import { sourceOf, type Comment, type Source } from "../ast/source.js";
import { layoutOptions } from "./style.js";
import { MAX_HOLDER_CHAIN } from "../ast/limits.js";

export interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** A move, ready for a report: a fix when it is exact, else a suggestion. */
export interface Move {
  readonly mode: Mode;
  /** What moves, for the suggestion's message (built on first read). */
  readonly description: string;
  readonly fix: TSESLint.ReportFixFunction;
}

/** Where the moved members go: new items at the end of a list, or a value written anew in place of another. */
export type Destination =
  | { readonly kind: "append"; readonly list: ListNode; readonly items: readonly ListItem[] }
  | { readonly kind: "replace"; readonly node: TSESTree.Node; readonly doc: Doc };

/**
 * The edits of a planned move into `destination`, as a move a report offers in `mode` (a data move with
 * its key). A move that would touch a directive comment, or the line one covers, is a suggestion: the
 * directive must keep turning off what it did. So is one whose layout cannot be Prettier's: copied
 * source that Prettier would lay out anew where it goes (a line that no longer fits, JSX text lines), a
 * line or paragraph separator on the result's lines, or a comment over several lines there.
 */
export function writeMove(
  context: MoveContext,
  result: TSESTree.ObjectExpression,
  plan: Plan,
  movedNodes: ReadonlySet<TSESTree.Node>,
  destination: Destination,
  mode: Mode,
  key?: string,
): (Move & { readonly key: string | undefined }) | Declined {
  const src = sourceOf(context.sourceCode);
  const printer = new Printer(layoutOptions(src, result, context.layout));
  const edits = moveEdits(src, result, movedNodes, destination, printer);
  if (edits === undefined) return { declined: "array with holes" };
  const merged = mergedEdit(src, edits);
  const keepsDirectives =
    directiveRegions(src).every(([from, to]) => edits.every(({ start, end }) => end <= from || start >= to)) &&
    // Nor may text move across a directive that turns rules off or on from there on.
    rangeDirectives(src).every(([from, to]) => to <= merged.start || from >= merged.end);
  // The lines the move writes on, from the result's first to its last (and the edit's).
  const first = Math.min(merged.start, result.range[0]);
  const last = Math.max(merged.end, result.range[1]);
  // A line or paragraph separator on them (in a string, or as a line break) is a line break to ESLint and
  // not to Prettier: the layout cannot follow both. (Lines here are Prettier's, which end at "\n" only.)
  const text = src.text;
  const lineEnd = text.indexOf("\n", last);
  const separators = /[\u2028\u2029]/u.test(
    text.slice(text.lastIndexOf("\n", first - 1) + 1, lineEnd === -1 ? text.length : lineEnd),
  );
  // A comment over several lines there: Prettier moves, re-indents or breaks around it as the layout here
  // does not (a line that starts inside one, a JSDoc block moved deeper, one before a comma).
  // A one-line result that gets shorter (a key into an empty `{json: {}}` without bracket spacing): a list
  // around it that Prettier broke for its width may now fit on one line.
  const shorter = src.sameLine(first, last) && merged.text.length < merged.end - merged.start;
  const exact =
    keepsDirectives &&
    !printer.unlikePrettier &&
    !shorter &&
    !separators &&
    !src.multilineCommentOnLines(first, last) &&
    !requotes(result, destination);
  let description: string | undefined;
  return {
    mode: exact ? mode : "suggest",
    key,
    get description() {
      return (description ??= describeMembers(src.sourceCode, plan.moved));
    },
    // One fix for every report on the literal, as ESLint would merge a list of fixes.
    fix: (fixer) => fixer.replaceTextRange([merged.start, merged.end], merged.text),
  };
}

/**
 * Whether a key of the result, or of the object that takes the members, is quoted or a number: Prettier's
 * `quoteProps: "consistent"` may quote or unquote an object's keys once one of them moves, which the
 * object cannot show. With names alone, every option writes them as they are.
 */
function requotes(result: TSESTree.ObjectExpression, destination: Destination): boolean {
  const into = destination.kind === "append" ? destination.list : undefined;
  return [result, ...(into?.type === AST_NODE_TYPES.ObjectExpression ? [into] : [])].some((object) =>
    object.properties.some(
      (p) => p.type === AST_NODE_TYPES.Property && !p.computed && p.key.type === AST_NODE_TYPES.Literal,
    ),
  );
}

/** The edits that take the `moved` members out of `result` and put the destination's items in; undefined for an array with holes. */
function moveEdits(
  src: Source,
  result: TSESTree.ObjectExpression,
  moved: ReadonlySet<TSESTree.Node>,
  destination: Destination,
  printer: Printer,
): Edit[] | undefined {
  const into = destination.kind === "append" ? destination.list : result;
  const list = listItems(src, into);
  if (!list) return undefined;
  const intoResult = destination.kind === "append" && into === result;
  const removals = removalEdits(src, listItems(src, result) as ItemList, moved, !intoResult, into, printer);
  // New members of the result itself go after the last member that stays.
  const target = intoResult ? { ...list, items: list.items.filter((item) => !moved.has(item.node)) } : list;
  const trailing = list.items[list.items.length - 1]?.comma !== undefined;
  const added = destination.kind === "append" ? destination.items : [];
  let edit: Edit | undefined;
  if (destination.kind === "replace") {
    const text = printer.flat(destination.doc);
    if (text !== undefined) edit = { start: destination.node.range[0], end: destination.node.range[1], text };
  } else if (!src.sameLine(list.open, list.close)) {
    // Prettier keeps such an array broken only while every item is a list of more than one item: a new
    // `{ json }` block ends that, and Prettier may join the array onto one line.
    if (keptBroken(list.node)) printer.unlikePrettier = true;
    return [...removals, ...appendOnLines(src, target, added, printer, trailing)];
  } else {
    edit = inlineEdit(src, target, added, trailing, printer);
  }
  if (edit && fitsOnLine(src, edit.start, [...removals, edit], printer)) {
    // Another result on the line may move in the same pass, and the line then no longer fit: the layout is
    // then left to a person.
    printer.unlikePrettier ||= otherObjectOnLine(src, result, edit.start);
    return [...removals, edit];
  }
  const expanded = expandEdits(src, into, result, moved, added, edit, removals, printer);
  if (expanded) return expanded;
  printer.unlikePrettier = true;
  if (destination.kind === "replace") {
    return [...removals, printedAt(src, destination.node.range, destination.doc, removals, printer)];
  }
  return [...removals, ...appendOnLines(src, target, added, printer, trailing)];
}

/**
 * The outermost list on the line of `into` that holds it (itself, or a list it is an item of, as it is),
 * written anew with each list on the way down to `into` on one line where it fits, else one item a line,
 * as Prettier breaks them; undefined where it cannot be written so.
 */
function expandEdits(
  src: Source,
  into: ListNode,
  result: TSESTree.ObjectExpression,
  moved: ReadonlySet<TSESTree.Node>,
  added: readonly ListItem[],
  edit: Edit | undefined,
  removals: readonly Edit[],
  printer: Printer,
): Edit[] | undefined {
  if (!src.sameLine(into.range[0], into.range[1]) || (edit === undefined && added.length === 0)) return undefined;
  // The items' text with the edits inside them (a replaced value); new items of `into` are items of their own.
  const inside = added.length === 0 && edit ? [...removals, edit] : removals;
  const chain = new Set<TSESTree.Node>([into]);
  let outer: ListNode = into;
  for (let up = holderOf(src, outer); up && src.sameLine(up.range[0], up.range[1]); up = holderOf(src, up)) {
    if (chain.size >= MAX_HOLDER_CHAIN) return undefined;
    chain.add((outer = up));
  }
  let above = outer.parent as TSESTree.Node | undefined;
  while (above && above.type !== AST_NODE_TYPES.ObjectExpression && above.type !== AST_NODE_TYPES.ArrayExpression)
    above = above.parent;
  // Where Prettier breaks something else first, the layout is left to a person.
  if ((above && src.sameLine(above.range[0], above.range[1])) || !breaksHere(src, outer)) printer.unlikePrettier = true;
  const doc = (node: ListNode): Doc => {
    const list = listItems(src, node) as ItemList;
    return listDoc(src, list, node === result ? moved : new Set(), node === into ? added : [], (item) => {
      const child = item.node.type === AST_NODE_TYPES.Property ? item.node.value : item.node;
      if (!chain.has(child)) {
        const text = editedText(src, item.start, item.end, inside);
        return { ...copied(src, item.start, item.end), text, code: [text] };
      }
      const key = src.slice(item.start, child.range[0]);
      return key === "" ? doc(child as ListNode) : { kind: "member", key, value: doc(child as ListNode) as List };
    });
  };
  const [start, end] = outer.range;
  return [
    ...removals.filter((e) => e.end <= start || e.start >= end),
    printedAt(src, outer.range, doc(outer), removals, printer),
  ];
}

/**
 * Whether another object on the line of `at` looks like a tool result (a `status` or `content` key),
 * other than one inside the result or one holding it: ESLint may make its move in the same pass.
 */
function otherObjectOnLine(src: Source, result: TSESTree.ObjectExpression, at: number): boolean {
  for (const token of src.tokensIn(src.lineStart(at), src.lineEnd(at))) {
    if (token.value !== "{" || (token.range[0] >= result.range[0] && token.range[0] < result.range[1])) continue;
    const node = src.sourceCode.getNodeByRangeIndex(token.range[0]);
    if (
      node?.type === AST_NODE_TYPES.ObjectExpression &&
      !(node.range[0] <= result.range[0] && node.range[1] >= result.range[1]) &&
      looksLikeResult(src.sourceCode, node)
    )
      return true;
  }
  return false;
}

/** `doc` printed in place of `[start, end)`, at the column it starts on and with what follows it on its line. */
function printedAt(
  src: Source,
  [start, end]: readonly [number, number],
  doc: Doc,
  edits: readonly Edit[],
  printer: Printer,
): Edit {
  const column = printer.width(editedText(src, src.lineStart(start), start, edits));
  const rest = printer.width(editedText(src, end, src.lineEnd(end), edits, true));
  return { start, end, text: printer.print(doc, column, src.indentAt(start), rest) };
}

/** The list a list is an item of, as it is: an element, or the value of a `key: value` member. */
function holderOf(src: Source, node: ListNode): ListNode | undefined {
  const parent = node.parent;
  if (parent.type === AST_NODE_TYPES.ArrayExpression) {
    const item = listItems(src, parent)?.items.find((i) => i.node === node);
    return item && item.start === node.range[0] && item.end === node.range[1] ? parent : undefined;
  }
  if (parent.type !== AST_NODE_TYPES.Property || parent.value !== node || parent.kind !== "init") return undefined;
  if (parent.method || parent.shorthand || parent.range[1] !== node.range[1]) return undefined;
  if (src.previous(node.range[0])?.char !== ":" || src.commentsIn(parent.range[0], node.range[0]).length > 0)
    return undefined;
  return parent.parent.type === AST_NODE_TYPES.ObjectExpression ? parent.parent : undefined;
}

/** Takes the moved members out: whole lines where they have lines of their own, else their text and the space before or after it. */
function removalEdits(
  src: Source,
  list: ItemList,
  moved: ReadonlySet<TSESTree.Node>,
  fixComma: boolean,
  into: TSESTree.Node,
  printer: Printer,
): Edit[] {
  const items = list.items;
  const edits: Edit[] = [];
  const firstKept = items.findIndex((item) => !moved.has(item.node));
  for (let i = 0; i < items.length; i++) {
    if (!moved.has((items[i] as Item).node)) continue;
    let j = i;
    while (j + 1 < items.length && moved.has((items[j + 1] as Item).node)) j++;
    const next = items[j + 1];
    let start = (items[i] as Item).ownStart;
    let end = (items[j] as Item).ownEnd;
    if (src.startsLine(start) && src.endsLine(end)) {
      start = src.lineStart(start);
      end = src.nextLineStart(end);
      // Prettier keeps no blank line at the start or the end of a list: nor does the fix leave one there.
      if (!next)
        while (start > list.open && isBlankLine(src, src.previousLineStart(start)))
          start = src.previousLineStart(start);
      // Nor two blank lines where the removed lines stood between two.
      const blankBefore = start > list.open && isBlankLine(src, src.previousLineStart(start));
      if (firstKept > j || blankBefore) while (end < list.close && isBlankLine(src, end)) end = src.nextLineStart(end);
    } else if (next && src.sameLine(end, next.ownStart)) {
      end = next.ownStart;
    } else {
      start = src.backOverBlanks(start, i > 0 ? (items[i - 1] as Item).ownEnd : list.open + 1);
    }
    edits.push({ start, end, text: "" });
    i = j;
  }
  // The last member moved away: the one now last keeps its comma where the old last had one, or where the
  // list ends on a later line and the code ends such lists with a comma.
  const lastItem = items[items.length - 1];
  const newLast = items.findLast((item) => !moved.has(item.node));
  if (
    fixComma &&
    lastItem &&
    moved.has(lastItem.node) &&
    lastItem.comma === undefined &&
    newLast?.comma !== undefined &&
    !(printer.options.trailingComma && !src.sameLine(newLast.end, list.close))
  ) {
    edits.push({ start: newLast.comma, end: newLast.comma + 1, text: "" });
    // Prettier may have broken that member only for its comma: without it, it may fit on one line (unless
    // it takes the moved members, and grows).
    const grows = into.range[0] >= newLast.start && into.range[1] <= newLast.end;
    if (!grows && !src.sameLine(newLast.start, newLast.end)) printer.unlikePrettier = true;
  }
  return edits;
}

function isBlankLine(src: Source, lineStart: number): boolean {
  return src.overBlanks(lineStart) === src.lineEnd(lineStart) && lineStart < src.text.length;
}

/**
 * The items written on the line they go on, after the list's last item (with a comma after them when
 * `trailing`); undefined when an item cannot be on one line.
 */
function inlineEdit(
  src: Source,
  list: ItemList,
  items: readonly ListItem[],
  trailing: boolean,
  printer: Printer,
): Edit | undefined {
  const texts: string[] = [];
  for (const item of items) {
    const text = printer.flatItem(item);
    if (text === undefined) return undefined;
    texts.push(text);
  }
  const last = list.items[list.items.length - 1];
  if (last) {
    const at = last.comma === undefined ? last.end : last.comma + 1;
    return {
      start: at,
      end: at,
      text: `${last.comma === undefined ? "," : ""} ${texts.join(", ")}${trailing ? "," : ""}`,
    };
  }
  const pad = list.node.type === AST_NODE_TYPES.ObjectExpression && printer.options.bracketSpacing ? " " : "";
  const comment = list.dangling[list.dangling.length - 1];
  // Prettier spaces `{/* c */}` once it has members: the spacing before the comment is not the fix's.
  if (comment && pad !== "" && comment.range[0] === list.open + 1) printer.unlikePrettier = true;
  const at = comment ? comment.range[1] : list.open + 1;
  return { start: at, end: at, text: `${comment ? " " : pad}${texts.join(", ")}${at === list.close ? pad : ""}` };
}

/** New items after the last item of a list on several lines (or inside an empty one). */
function appendOnLines(
  src: Source,
  list: ItemList,
  items: readonly ListItem[],
  printer: Printer,
  trailing: boolean,
): Edit[] {
  const last = list.items[list.items.length - 1];
  if (!last) {
    const comment = list.dangling[list.dangling.length - 1];
    const at = comment ? comment.range[1] : list.open + 1;
    const indent = comment ? src.indentAt(comment.range[0]) : src.indentAt(list.close) + printer.options.unit;
    // The closing bracket goes on a line of its own, where it shared the line the items go after.
    const after = src.sameLine(at, list.close) ? printer.options.eol + src.indentAt(list.close) : "";
    return [{ start: at, end: at, text: printer.printItems(items, indent) + after }];
  }
  const ownsLine = src.startsLine(last.ownStart) && src.endsLine(last.ownEnd) && !src.sameLine(last.ownEnd, list.close);
  const inline = ownsLine ? undefined : inlineEdit(src, list, items, trailing, printer);
  if (inline) return [inline];
  const after = src.endsLine(last.ownEnd) ? "" : printer.options.eol + src.indentAt(list.close);
  const lister = trailing ? new Printer({ ...printer.options, trailingComma: true }) : printer;
  const lines = {
    start: last.ownEnd,
    end: last.ownEnd,
    text: lister.printItems(items, src.indentAt(last.start)) + after,
  };
  printer.unlikePrettier ||= lister.unlikePrettier;
  if (last.comma !== undefined) return [lines];
  // The comma goes after the item and the block comments on its line, before a line comment.
  const blocks = blocksBeforeComma(src, last);
  const at = blocks > 0 ? ([...last.inner, ...last.trailing][blocks - 1] as Comment).range[1] : last.end;
  const comma = { start: at, end: at, text: "," };
  // Where the comma makes the item's line too long, Prettier would break the item: left to a person.
  printer.unlikePrettier ||= src.sameLine(last.start, last.end) && !fitsOnLine(src, last.end, [comma], printer);
  return [comma, lines];
}

/** Whether the line of `at` fits the print width once the edits are made. */
function fitsOnLine(src: Source, at: number, edits: readonly Edit[], printer: Printer): boolean {
  return printer.width(editedText(src, src.lineStart(at), src.lineEnd(at), edits, true)) <= printer.options.width;
}

/** The edits as one: from the first edit's start to the last one's end, with the text between them kept. */
function mergedEdit(src: Source, edits: readonly Edit[]): Edit {
  // A loop, not Math.min(...): an object of a few hundred thousand members would pass too many arguments.
  let start = Number.POSITIVE_INFINITY;
  let end = 0;
  for (const edit of edits) {
    start = Math.min(start, edit.start);
    end = Math.max(end, edit.end);
  }
  return { start, end, text: editedText(src, start, end, edits) };
}

/** The text of `[from, to)` with the edits inside it made, in ESLint's order; without a trailing line comment when asked. */
function editedText(src: Source, from: number, to: number, edits: readonly Edit[], lineEnd = false): string {
  let text = "";
  let at = from;
  for (const edit of [...edits].sort((a, b) => a.start - b.start || a.end - b.end)) {
    if (edit.start < from || edit.end > to) continue;
    text += src.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  text += src.slice(at, to);
  if (!lineEnd) return text;
  const comment = src.commentsIn(from, to).pop();
  if (comment?.type === "Line" && comment.range[1] === to && comment.range[0] >= at) {
    text = text.slice(0, text.length - (to - comment.range[0]));
  }
  return text.trimEnd();
}
