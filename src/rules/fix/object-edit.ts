/**
 * What every move edit shares, whatever receives the moved members (a json block in the content, or an
 * MCP result's `structuredContent` or `_meta`): taking the moved members out of an object on several
 * lines, printing a piece anew in place, adding items after the last one of a list on several lines,
 * and applying the edits.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import { listItems, type Item, type ItemList } from "./items.js";
import {
  displayWidth,
  flatText,
  print,
  printItemLines,
  type Doc,
  type LayoutOptions,
  type List,
  type ListItem,
} from "./layout.js";
import { listItem } from "./list-docs.js";
import type { PrintWidth } from "./print-width.js";
import type { SourceText } from "./source-text.js";

/** What every move writer starts from: the object's items, the layout options, and the moved members as layout items. */
export interface MoveStart {
  readonly list: ItemList;
  readonly options: LayoutOptions;
  readonly members: readonly ListItem[];
}

/** The items of `node`, the options to lay out at `printWidth`, and the `moved` members. Throws for a layout it cannot read. */
export function moveStart(
  src: SourceText,
  node: TSESTree.ObjectExpression,
  moved: ReadonlySet<TSESTree.Node>,
  { width, tabWidth }: PrintWidth,
): MoveStart {
  const list = required(listItems(src, node.range[0], node.range[1] - 1, node.properties));
  const options: LayoutOptions = { width, tabWidth, unit: indentUnit(src, node, list), eol: src.eol };
  const members = list.items.filter((i) => moved.has(i.node)).map((i) => listItem(src, i));
  return { list, options, members };
}

export interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export class ObjectEditor {
  constructor(
    readonly src: SourceText,
    /** The members that move. */
    readonly moved: ReadonlySet<TSESTree.Node>,
    readonly options: LayoutOptions,
    /** The moved members, as layout items. */
    readonly members: readonly ListItem[],
  ) {}

  /** Edits that take the moved members out: runs of adjacent moved members at a time. */
  removals(object: ItemList): Edit[] {
    const { src, moved } = this;
    const items = object.items;
    const edits: Edit[] = [];
    for (let i = 0; i < items.length; i++) {
      if (!moved.has((items[i] as Item).node)) continue;
      let j = i;
      while (j + 1 < items.length && moved.has((items[j + 1] as Item).node)) j++;
      const start = (items[i] as Item).ownStart;
      const end = (items[j] as Item).ownEnd;
      const floor = i > 0 ? (items[i - 1] as Item).ownEnd : object.open + 1;
      const next = items[j + 1];
      if (src.startsLine(start) && src.endsLine(end)) {
        edits.push({ start: src.lineStart(start), end: src.nextLineStart(end), text: "" });
      } else if (next && src.sameLine(end, next.ownStart)) {
        edits.push({ start, end: next.ownStart, text: "" });
      } else {
        edits.push({ start: src.backOverSpaces(start, floor), end, text: "" });
      }
      i = j;
    }
    return edits;
  }

  /** Replaces `[start, end)` with `doc` printed in place (after `prefix`). */
  reprint(start: number, end: number, prefix: string, doc: Doc, removals: readonly Edit[]): Edit {
    const { src } = this;
    const column = src.column(start) + prefix.length;
    const text = print(doc, column, src.lineIndent(start), this.restOfLine(end, removals), this.options);
    return { start, end, text: prefix + text };
  }

  /**
   * Adds `added` after the last item of a list on several lines: on lines of their own when the last
   * item has its own line, otherwise right after it.
   */
  appendLines(items: ItemList, added: readonly ListItem[]): Edit[] {
    const { src, options } = this;
    const last = items.items[items.items.length - 1];
    if (!last) {
      const lastDangling = items.dangling[items.dangling.length - 1];
      const at = lastDangling ? lastDangling.range[1] : items.open + 1;
      const indent = lastDangling ? src.lineIndent(lastDangling.range[0]) : src.lineIndent(items.close) + options.unit;
      return [{ start: at, end: at, text: printItemLines(added, indent, options) }];
    }
    const ownsLine =
      src.startsLine(last.ownStart) && src.endsLine(last.ownEnd) && !src.sameLine(last.ownEnd, items.close);
    // An unusual layout (the closing bracket, or another item, on the last item's line): right after the
    // item, before its comma, when the new items fit on a line.
    const texts = added.map((a) => flatText(listOf("{", [a]), options)?.slice(2, -2));
    if (!ownsLine && texts.every((t) => t !== undefined)) {
      return [{ start: last.end, end: last.end, text: `, ${texts.join(", ")}` }];
    }
    // On lines of their own after the last item (and its comma and comments), and a line break before
    // what followed it on its line (a line comment at the end of the new lines would swallow it).
    const after = src.endsLine(last.ownEnd) ? "" : options.eol + src.lineIndent(items.close);
    const lines: Edit = {
      start: last.ownEnd,
      end: last.ownEnd,
      text: printItemLines(added, src.lineIndent(last.start), options) + after,
    };
    // The comma goes right after the item (before its comments), and before the new lines when at the same place.
    return last.comma === undefined ? [{ start: last.end, end: last.end, text: "," }, lines] : [lines];
  }

  /** How many columns follow `offset` on its line once the `removals` are made (trailing space aside). */
  restOfLine(offset: number, removals: readonly Edit[]): number {
    return restOfLine(this.src, offset, removals, this.options.tabWidth);
  }
}

/** How many columns follow `offset` on its line once the `removals` are made (trailing space aside). */
export function restOfLine(src: SourceText, offset: number, removals: readonly Edit[], tabWidth: number): number {
  const end = src.lineEnd(offset);
  let text = "";
  let at = offset;
  for (const removal of [...removals].sort((a, b) => a.start - b.start)) {
    if (removal.end <= at || removal.start >= end) continue;
    text += src.slice(at, Math.max(at, removal.start));
    at = Math.max(at, removal.end);
  }
  if (at < end) text += src.slice(at, end);
  return displayWidth(text.trimEnd(), tabWidth);
}

export function item(body: Doc): ListItem {
  return { leading: [], body, trailing: [] };
}

export function listOf(open: "{" | "[", items: readonly ListItem[]): List {
  return { kind: "list", open, close: open === "{" ? "}" : "]", items, forceBreak: false };
}

export function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("layout not supported");
  return value;
}

export function applyEdits(text: string, range: readonly [number, number], edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const parts: string[] = [];
  let at = range[0];
  for (const edit of sorted) {
    if (edit.start < at) throw new Error("overlapping edits");
    parts.push(text.slice(at, edit.start), edit.text);
    at = edit.end;
  }
  parts.push(text.slice(at, range[1]));
  return parts.join("");
}

/** The indentation of the object's members relative to the object's line (two spaces, or a tab, when unknown). */
export function indentUnit(src: SourceText, object: TSESTree.ObjectExpression, items: ItemList): string {
  return indentUnitFrom(src, object, items.items[0]?.ownStart);
}

/** {@link indentUnit}, from where the first member's own text (its comments included) starts. */
export function indentUnitFrom(
  src: SourceText,
  object: TSESTree.ObjectExpression,
  firstStart: number | undefined,
): string {
  const base = src.lineIndent(object.range[0]);
  if (firstStart !== undefined && src.startsLine(firstStart)) {
    const inner = src.lineIndent(firstStart);
    if (inner.startsWith(base) && inner.length > base.length) return inner.slice(base.length);
  }
  return base.includes("\t") ? "\t" : "  ";
}
