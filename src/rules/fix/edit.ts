/**
 * Writing the move: the object's new text, from the plan made in `move-to-json.ts`. The common layouts
 * (no comments, commas alone between members) are written directly by `fast-move.ts`, with the text this
 * module would write; everything else is written here:
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
import { unwrap } from "../ast/static-values.js";
import { listItems, type Item, type ItemList } from "./items.js";
import { print, type Doc, type LayoutOptions, type List, type ListItem } from "./layout.js";
import { copied, jsonBlock, listDoc } from "./list-docs.js";
import { fastMove } from "./fast-move.js";
import type { JsonTarget } from "./json-target.js";
import type { MovePlan } from "./move-plan.js";
import { printWidthFor, type PrintWidth } from "./print-width.js";
import { applyEdits, item, listOf, moveStart, ObjectEditor, required, type Edit } from "./object-edit.js";
import { SourceText } from "./source-text.js";

/** The object's text after the move. Throws for a layout it cannot write (an array with holes). */
export function writeMove(sourceCode: Readonly<TSESLint.SourceCode>, fileName: string, plan: MovePlan): string {
  const src = new SourceText(sourceCode, plan.node.range);
  const printWidth = printWidthFor(fileName);
  return fastMove(src, plan, printWidth) ?? writeInFull(src, plan, printWidth);
}

/** The text from items and layout docs, for every layout (`fast-move.ts` writes the common ones directly). */
function writeInFull(src: SourceText, plan: MovePlan, printWidth: PrintWidth): string {
  const { node } = plan;
  const { list: object, options, members } = moveStart(src, node, plan.moved, printWidth);
  const writer = new Writer(src, plan, options, members);
  return src.sameLine(node.range[0], node.range[1]) ? writer.objectOnOneLine(object) : writer.objectOnLines(object);
}

class Writer extends ObjectEditor {
  constructor(
    src: SourceText,
    readonly plan: MovePlan,
    options: LayoutOptions,
    members: readonly ListItem[],
  ) {
    super(src, plan.moved, options, members);
  }

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
    const value = plan.array ?? unwrap(property.value);
    return [src.slice(item.start, value.range[0]), this.valueDoc(), src.slice(value.range[1], item.end)];
  }

  /** The content's value printed anew, with the json block in it. */
  valueDoc(): Doc {
    const { src, plan } = this;
    if (!plan.array) {
      const value = unwrap(plan.content.value);
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

  /** The edits that put the json block into the content of an object on several lines. */
  contentEdits(removals: readonly Edit[]): Edit[] {
    const { src, plan } = this;
    const array = plan.array;
    if (!array) {
      const property = plan.content;
      const value = unwrap(property.value);
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

  /** A new json block at the end of a multi-line array. */
  newElement(array: TSESTree.ArrayExpression): Edit[] {
    return this.appendLines(required(listItems(this.src, array.range[0], array.range[1] - 1, array.elements)), [
      item(jsonBlock(this.members)),
    ]);
  }
}
