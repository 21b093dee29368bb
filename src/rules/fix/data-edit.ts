/**
 * Writing the move into an MCP result's data object (see ./move-to-data.ts): the moved members are
 * taken out as `edit.ts` takes them out, and added at the end of the destination object literal, or as a
 * new `key: { ... }` member at the end of the result. An object on one line is printed anew; one on
 * several lines keeps its lines.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { listItems, type ItemList } from "./items.js";
import { print, type Doc, type LayoutOptions, type ListItem } from "./layout.js";
import { listDoc } from "./list-docs.js";
import { applyEdits, item, listOf, moveStart, ObjectEditor, required, type Edit } from "./object-edit.js";
import { printWidthFor } from "./print-width.js";
import { SourceText } from "./source-text.js";

export interface DataMovePlan {
  readonly node: TSESTree.ObjectExpression;
  /** The data key (`structuredContent`, `_meta`). */
  readonly key: string;
  /** The result's member under that key, when it has one, and its object literal. */
  readonly property: TSESTree.Property | undefined;
  readonly object: TSESTree.ObjectExpression | undefined;
  readonly moved: ReadonlySet<TSESTree.Node>;
}

/** The result's text after the move. Throws for a layout it cannot write. */
export function writeDataMove(sourceCode: Readonly<TSESLint.SourceCode>, fileName: string, plan: DataMovePlan): string {
  const { node } = plan;
  const src = new SourceText(sourceCode, node.range);
  const { list, options, members } = moveStart(src, node, plan.moved, printWidthFor(fileName));
  const writer = new DataWriter(src, plan, options, members);
  return src.sameLine(node.range[0], node.range[1]) ? writer.onOneLine(list) : writer.onLines(list);
}

class DataWriter extends ObjectEditor {
  constructor(
    src: SourceText,
    readonly plan: DataMovePlan,
    options: LayoutOptions,
    members: readonly ListItem[],
  ) {
    super(src, plan.moved, options, members);
  }

  /** The new member `key: { ...members }`. */
  newMember(): ListItem {
    return item([`${this.plan.key}: `, listOf("{", this.members)]);
  }

  /** The destination object printed anew with the members at its end. */
  objectDoc(object: TSESTree.ObjectExpression): Doc {
    const items = required(listItems(this.src, object.range[0], object.range[1] - 1, object.properties));
    return listDoc(this.src, items, "{", new Map(), this.members);
  }

  onOneLine(list: ItemList): string {
    const { src, plan } = this;
    const kept: ItemList = { ...list, items: list.items.filter((i) => !plan.moved.has(i.node)) };
    const bodies = new Map<TSESTree.Node, Doc>();
    const extra: ListItem[] = [];
    if (plan.property && plan.object) {
      const own = required(list.items.find((i) => i.node === plan.property));
      const object = plan.object;
      bodies.set(plan.property, [
        src.slice(own.start, object.range[0]),
        this.objectDoc(object),
        src.slice(object.range[1], own.end),
      ]);
    } else {
      extra.push(this.newMember());
    }
    const doc = listDoc(src, kept, "{", bodies, extra);
    const start = plan.node.range[0];
    return print(doc, src.column(start), src.lineIndent(start), this.restOfLine(plan.node.range[1], []), this.options);
  }

  onLines(list: ItemList): string {
    const { src, plan } = this;
    const edits: Edit[] = this.removals(list);
    const object = plan.object;
    if (object) {
      if (src.sameLine(object.range[0], object.range[1])) {
        edits.push(this.reprint(object.range[0], object.range[1], "", this.objectDoc(object), edits));
      } else {
        const items = required(listItems(src, object.range[0], object.range[1] - 1, object.properties));
        edits.push(...this.appendLines(items, this.members));
      }
    } else {
      // After the last member that stays (the moved ones after it are taken out).
      const kept: ItemList = { ...list, items: list.items.filter((i) => !plan.moved.has(i.node)) };
      edits.push(...this.appendLines(kept, [this.newMember()]));
    }
    return applyEdits(src.text, plan.node.range, edits);
  }
}
