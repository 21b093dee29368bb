/**
 * Writing the move: the object's new text, from the plan made in `move-to-json.ts`.
 *
 * - An object on one line is printed anew from its items (`layout.ts`): on one line when it still fits
 *   the print width, otherwise one member a line, as Prettier would.
 * - An object on several lines keeps its lines: the moved members' lines (or their text on a shared
 *   line) are taken out, and the json block goes into the content: into its own json block, as a new
 *   element line of a multi-line array, or by printing anew the outermost part that is on one line
 *   (the array, the block, the json object).
 * Every comment in the object ends up exactly once, with the member it belongs to (`items.ts`); new
 * lines use the file's line ending; copied text that spans lines is re-indented outside strings,
 * templates and comments only.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import type { JsonTarget } from "./json-target.js";
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
import { copied, jsonBlock, listDoc, listItem } from "./list-docs.js";
import { printWidthFor } from "./print-width.js";
import { SourceText } from "./source-text.js";

export interface MovePlan {
  readonly node: TSESTree.ObjectExpression;
  readonly content: TSESTree.Property;
  /** The content's value when it is an array literal. */
  readonly array: TSESTree.ArrayExpression | undefined;
  /** The content's own json block that receives the members. */
  readonly target: JsonTarget | undefined;
  readonly moved: ReadonlySet<TSESTree.Node>;
}

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** The object's text after the move. Throws for a layout it cannot write (an array with holes). */
export function writeMove(sourceCode: Readonly<TSESLint.SourceCode>, fileName: string, plan: MovePlan): string {
  const { node } = plan;
  const src = new SourceText(sourceCode, node.range);
  const object = required(listItems(src, node.range[0], node.range[1] - 1, node.properties));
  const { width, tabWidth } = printWidthFor(fileName);
  const options: LayoutOptions = { width, tabWidth, unit: indentUnit(src, node, object), eol: src.eol };
  const members = object.items.filter((item) => plan.moved.has(item.node)).map((item) => listItem(src, item));
  const writer = new Writer(src, plan, options, members);
  return src.sameLine(node.range[0], node.range[1]) ? writer.objectOnOneLine(object) : writer.objectOnLines(object);
}

class Writer {
  constructor(
    readonly src: SourceText,
    readonly plan: MovePlan,
    readonly options: LayoutOptions,
    /** The moved members, as layout items. */
    readonly members: readonly ListItem[],
  ) {}

  /** The whole object printed anew. */
  objectOnOneLine(object: ItemList): string {
    const { src, plan } = this;
    const kept: ItemList = { ...object, items: object.items.filter((item) => !plan.moved.has(item.node)) };
    const contentItem = required(object.items.find((item) => item.node === plan.content));
    const body = this.contentBody(contentItem);
    const doc = listDoc(src, kept, "{", new Map([[plan.content, body]]), []);
    const start = plan.node.range[0];
    return print(doc, src.column(start), src.lineIndent(start), this.restOfLine(plan.node.range[1], []), this.options);
  }

  /** The object's lines, with the moved members taken out and the json block put into the content. */
  objectOnLines(object: ItemList): string {
    const edits = this.removals(object);
    edits.push(...this.contentEdits(edits));
    return applyEdits(this.src.text, this.plan.node.range, edits);
  }

  /** The content member's text as a layout piece: its key, then its value with the json block in it. */
  contentBody(item: Item): Doc {
    const { src, plan } = this;
    const property = plan.content;
    if (property.shorthand) return ["content: ", this.valueDoc()];
    const value = plan.array ?? unwrapped(property);
    return [src.slice(item.start, value.range[0]), this.valueDoc(), src.slice(value.range[1], item.end)];
  }

  /** The content's value printed anew, with the json block in it. */
  valueDoc(): Doc {
    const { src, plan } = this;
    if (!plan.array) {
      const value = unwrapped(plan.content);
      const text = copied(src, value.range[0], value.range[1]);
      const spread = value.type === AST_NODE_TYPES.SequenceExpression ? ["...(", text, ")"] : ["...", text];
      return listOf("[", [item(spread), item(jsonBlock(this.members))]);
    }
    return this.arrayDoc(plan.array);
  }

  arrayDoc(array: TSESTree.ArrayExpression): List {
    const items = required(listItems(this.src, array.range[0], array.range[1] - 1, array.elements));
    const target = this.plan.target;
    if (!target) return listDoc(this.src, items, "[", new Map(), [item(jsonBlock(this.members))]);
    const targetItem = required(items.items.find((i) => i.node === target.element));
    const bodies = new Map<TSESTree.Node, Doc>([
      [target.element, this.parenthesized(targetItem, this.blockDoc(target))],
    ]);
    return listDoc(this.src, items, "[", bodies, []);
  }

  /** The target block `{ json: { ... } }` printed anew, with the members added to its json object. */
  blockDoc(target: JsonTarget): List {
    const { src } = this;
    const element = target.element;
    const block = required(listItems(src, element.range[0], element.range[1] - 1, element.properties));
    const property = element.properties[0] as TSESTree.Property;
    const jsonItem = required(block.items[0]);
    const body: Doc = [
      src.slice(jsonItem.start, target.json.range[0]),
      this.jsonDoc(target),
      src.slice(target.json.range[1], jsonItem.end),
    ];
    return listDoc(src, block, "{", new Map([[property, body]]), []);
  }

  jsonDoc(target: JsonTarget): List {
    const json = required(listItems(this.src, target.json.range[0], target.json.range[1] - 1, target.json.properties));
    return listDoc(this.src, json, "{", new Map(), this.members);
  }

  /** An element's layout piece kept inside the parentheses (and comments) around it in the source. */
  parenthesized(item: Item, body: Doc): Doc {
    const node = item.node;
    if (item.start === node.range[0] && item.end === node.range[1]) return body;
    return [this.src.slice(item.start, node.range[0]), body, this.src.slice(node.range[1], item.end)];
  }

  // -------------------------------------------------------------------------------------------------
  // Objects on several lines

  /** Edits that take the moved members out: runs of adjacent moved members at a time. */
  removals(object: ItemList): Edit[] {
    const { src, plan } = this;
    const items = object.items;
    const edits: Edit[] = [];
    for (let i = 0; i < items.length; i++) {
      if (!plan.moved.has((items[i] as Item).node)) continue;
      let j = i;
      while (j + 1 < items.length && plan.moved.has((items[j + 1] as Item).node)) j++;
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

  /** The edits that put the json block into the content of an object on several lines. */
  contentEdits(removals: readonly Edit[]): Edit[] {
    const { src, plan } = this;
    const array = plan.array;
    if (!array) {
      const property = plan.content;
      const value = unwrapped(property);
      const [start, end] = property.shorthand ? property.range : value.range;
      const prefix = property.shorthand ? "content: " : "";
      return [this.reprint(start, end, prefix, this.valueDoc(), removals)];
    }
    if (src.sameLine(array.range[0], array.range[1])) {
      return [this.reprint(array.range[0], array.range[1], "", this.arrayDoc(array), removals)];
    }
    const target = plan.target;
    if (!target) return this.newElement(array);
    const element = target.element;
    if (src.sameLine(element.range[0], element.range[1])) {
      return [this.reprint(element.range[0], element.range[1], "", this.blockDoc(target), removals)];
    }
    const json = target.json;
    if (src.sameLine(json.range[0], json.range[1])) {
      return [this.reprint(json.range[0], json.range[1], "", this.jsonDoc(target), removals)];
    }
    return this.appendLines(required(listItems(src, json.range[0], json.range[1] - 1, json.properties)), this.members);
  }

  /** Replaces `[start, end)` with `doc` printed in place (after `prefix`). */
  reprint(start: number, end: number, prefix: string, doc: Doc, removals: readonly Edit[]): Edit {
    const { src } = this;
    const column = src.column(start) + prefix.length;
    const text = print(doc, column, src.lineIndent(start), this.restOfLine(end, removals), this.options);
    return { start, end, text: prefix + text };
  }

  /** A new json block at the end of a multi-line array. */
  newElement(array: TSESTree.ArrayExpression): Edit[] {
    return this.appendLines(required(listItems(this.src, array.range[0], array.range[1] - 1, array.elements)), [
      item(jsonBlock(this.members)),
    ]);
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
    const { src } = this;
    const end = src.lineEnd(offset);
    let text = "";
    let at = offset;
    for (const removal of [...removals].sort((a, b) => a.start - b.start)) {
      if (removal.end <= at || removal.start >= end) continue;
      text += src.slice(at, Math.max(at, removal.start));
      at = Math.max(at, removal.end);
    }
    if (at < end) text += src.slice(at, end);
    return displayWidth(text.trimEnd(), this.options.tabWidth);
  }
}

function item(body: Doc): ListItem {
  return { leading: [], body, trailing: [] };
}

function listOf(open: "{" | "[", items: readonly ListItem[]): List {
  return { kind: "list", open, close: open === "{" ? "}" : "]", items, forceBreak: false };
}

function unwrapped(property: TSESTree.Property): TSESTree.Node {
  let current: TSESTree.Node = property.value;
  for (;;) {
    switch (current.type) {
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.TSTypeAssertion:
        current = current.expression;
        break;
      default:
        return current;
    }
  }
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("layout not supported");
  return value;
}

function applyEdits(text: string, range: readonly [number, number], edits: readonly Edit[]): string {
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
function indentUnit(src: SourceText, object: TSESTree.ObjectExpression, items: ItemList): string {
  const base = src.lineIndent(object.range[0]);
  const first = items.items[0];
  if (first && src.startsLine(first.ownStart)) {
    const inner = src.lineIndent(first.ownStart);
    if (inner.startsWith(base) && inner.length > base.length) return inner.slice(base.length);
  }
  return base.includes("\t") ? "\t" : "  ";
}
