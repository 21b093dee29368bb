/**
 * Laying out the text a fix writes, the way Prettier would: a bracketed list is printed on one line
 * when it fits the print width (with what follows it on the line), and otherwise one item a line,
 * indented, with a trailing comma; the outermost list breaks first. A fixed file that passed
 * `prettier --check` then still passes it in the common layouts (see docs/rules/no-extra-keys.md).
 *
 * Text copied from the source is kept as it is; a piece that spans lines is re-indented as a whole
 * (never inside a string, template or comment: see `reindent.ts`).
 */
import { reindent } from "./reindent.js";

/** A piece of layout. An array is a sequence printed one after the other. */
export type Doc = string | Copied | List | Property | readonly Doc[];

/**
 * `key: value`. Prettier moves a string, a member chain or an operator expression to the next line,
 * indented, when the property does not fit (and its key is not short): `breakAfterColon` says the
 * value is one of those.
 */
export interface Property {
  readonly kind: "property";
  /** Up to and including the colon: `frames:`. */
  readonly key: string;
  readonly value: Doc;
  readonly breakAfterColon: boolean;
}

/** Source text that may span lines, with the indentation of the line it started on. */
export interface Copied {
  readonly kind: "copied";
  readonly text: string;
  /** The indentation of the source line the text starts on. */
  readonly indent: string;
  /** Offsets in `text` where re-indenting a line would change a token or comment (see reindent.ts). */
  readonly frozen: readonly (readonly [number, number])[];
}

/** A bracketed list: `{ a, b }` or `[a, b]`. */
export interface List {
  readonly kind: "list";
  readonly open: "{" | "[";
  readonly close: "}" | "]";
  readonly items: readonly ListItem[];
  /** Prettier's rule for arrays of objects and arrays (and objects written broken): always one item a line. */
  readonly forceBreak: boolean;
}

export interface ListItem {
  /** Comments before the item; a line comment (or one followed by a line break) ends its line. */
  readonly leading: readonly CommentText[];
  readonly body: Doc;
  /** Comments after the item's comma. */
  readonly trailing: readonly CommentText[];
}

export interface CommentText {
  readonly text: string;
  /** A line comment, or a comment that stood on a line of its own: a line break must follow it. */
  readonly breakAfter: boolean;
  readonly indent: string;
  readonly frozen: readonly (readonly [number, number])[];
}

export interface LayoutOptions {
  readonly width: number;
  /** One level of indentation (`"  "` or `"\t"`). */
  readonly unit: string;
  readonly eol: string;
  /** How many columns a tab counts for. */
  readonly tabWidth: number;
}

/** Prints `doc` starting at `column`, on a line indented by `indent`, with `suffix` columns after it on the line. */
export function print(doc: Doc, column: number, indent: string, suffix: number, options: LayoutOptions): string {
  return new Printer(options).doc(doc, column, indent, suffix);
}

class Printer {
  constructor(readonly options: LayoutOptions) {}

  doc(doc: Doc, column: number, indent: string, suffix: number): string {
    if (typeof doc === "string") return doc;
    if (isSequence(doc)) return this.sequence(doc, column, indent, suffix);
    if (doc.kind === "copied") return this.copied(doc, indent);
    if (doc.kind === "property") return this.property(doc, column, indent, suffix);
    return this.list(doc, column, indent, suffix);
  }

  property(doc: Property, column: number, indent: string, suffix: number): string {
    const { tabWidth, width, eol, unit } = this.options;
    const flat = flatText(doc.value, this.options);
    const keyWidth = displayWidth(doc.key, tabWidth);
    const fits = flat !== undefined && column + keyWidth + 1 + displayWidth(flat, tabWidth) + suffix <= width;
    if (fits || !doc.breakAfterColon) {
      return `${doc.key} ${this.doc(doc.value, column + keyWidth + 1, indent, suffix)}`;
    }
    const inner = indent + unit;
    return `${doc.key}${eol}${inner}${this.doc(doc.value, displayWidth(inner, tabWidth), inner, suffix)}`;
  }

  sequence(parts: readonly Doc[], column: number, indent: string, suffix: number): string {
    // What follows each part on its line: the rest of the sequence, if it can stay on one line (else 0).
    const after: number[] = new Array<number>(parts.length);
    let rest: number | undefined = suffix;
    for (let i = parts.length - 1; i >= 0; i--) {
      after[i] = rest ?? 0;
      const width: number | undefined = rest === undefined ? undefined : flatWidth(parts[i] as Doc, this.options);
      rest = width === undefined ? undefined : rest! + width;
    }
    let out = "";
    let at = column;
    for (let i = 0; i < parts.length; i++) {
      const text = this.doc(parts[i] as Doc, at, indent, after[i] as number);
      out += text;
      at = endColumn(text, at, this.options.tabWidth);
    }
    return out;
  }

  copied(doc: Copied, indent: string): string {
    return reindent(doc.text, doc.indent, indent, doc.frozen, this.options.eol);
  }

  list(list: List, column: number, indent: string, suffix: number): string {
    const flat = list.forceBreak ? undefined : flatText(list, this.options);
    if (flat !== undefined && column + displayWidth(flat, this.options.tabWidth) + suffix <= this.options.width) {
      return flat;
    }
    if (list.items.length === 0) return list.open + list.close;
    return list.open + this.itemLines(list.items, indent + this.options.unit) + this.options.eol + indent + list.close;
  }

  /** Items one a line, each after a line break and `indent`, with a trailing comma. */
  itemLines(items: readonly ListItem[], indent: string): string {
    const { eol, tabWidth } = this.options;
    let out = "";
    for (const item of items) {
      out += eol + indent;
      let line = indent;
      for (const comment of item.leading) {
        const text = reindent(comment.text, comment.indent, indent, comment.frozen, eol);
        out += text + (comment.breakAfter ? eol + indent : " ");
        line = comment.breakAfter ? indent : line + text + " ";
      }
      const trailing = item.trailing.reduce((n, c) => n + 1 + displayWidth(c.text, tabWidth), 0);
      const start = endColumn(line, 0, tabWidth);
      out += this.doc(item.body, start, indent, 1 + trailing) + ",";
      for (const comment of item.trailing)
        out += " " + reindent(comment.text, comment.indent, indent, comment.frozen, eol);
    }
    return out;
  }
}

/** Items one a line, as in a broken list: each after a line break and `indent`, with a trailing comma. */
export function printItemLines(items: readonly ListItem[], indent: string, options: LayoutOptions): string {
  return new Printer(options).itemLines(items, indent);
}

function isSequence(doc: Doc): doc is readonly Doc[] {
  return Array.isArray(doc);
}

/** The one-line text of a doc, or undefined when it cannot be on one line. */
export function flatText(doc: Doc, options: LayoutOptions): string | undefined {
  if (typeof doc === "string") return doc.includes("\n") ? undefined : doc;
  if (isSequence(doc)) {
    let out = "";
    for (const part of doc) {
      const text = flatText(part, options);
      if (text === undefined) return undefined;
      out += text;
    }
    return out;
  }
  if (doc.kind === "copied") return doc.text.includes("\n") ? undefined : doc.text;
  if (doc.kind === "property") {
    const value = flatText(doc.value, options);
    return value === undefined ? undefined : `${doc.key} ${value}`;
  }
  if (doc.forceBreak) return undefined;
  const parts: string[] = [];
  for (const item of doc.items) {
    let text = "";
    for (const comment of item.leading) {
      if (comment.breakAfter || comment.text.includes("\n")) return undefined;
      text += comment.text + " ";
    }
    const body = flatText(item.body, options);
    if (body === undefined) return undefined;
    text += body;
    for (const comment of item.trailing) {
      if (comment.breakAfter || comment.text.includes("\n")) return undefined;
      text += " " + comment.text;
    }
    parts.push(text);
  }
  if (parts.length === 0) return doc.open + doc.close;
  const space = doc.open === "{" ? " " : "";
  return `${doc.open}${space}${parts.join(", ")}${space}${doc.close}`;
}

function flatWidth(doc: Doc, options: LayoutOptions): number | undefined {
  const text = flatText(doc, options);
  return text === undefined ? undefined : displayWidth(text, options.tabWidth);
}

/** The column after `text` printed from `column` (the width of its last line when it spans lines). */
function endColumn(text: string, column: number, tabWidth: number): number {
  const newline = text.lastIndexOf("\n");
  return newline === -1 ? column + displayWidth(text, tabWidth) : displayWidth(text.slice(newline + 1), tabWidth);
}

const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}]/u;

/** How many columns `text` takes, as Prettier counts them: wide characters count two, a tab `tabWidth`. */
export function displayWidth(text: string, tabWidth: number): number {
  let width = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 9) width += tabWidth;
    else if (code < 0x1100) width += 1;
    // Past here characters may be wide or take two code units: count the rest one character at a time.
    else return width + wideWidth(text.slice(i), tabWidth);
  }
  return width;
}

function wideWidth(text: string, tabWidth: number): number {
  let width = 0;
  for (const char of text) {
    if (char === "\t") width += tabWidth;
    else if (char.charCodeAt(0) < 0x1100) width += 1;
    else width += WIDE.test(char) ? 2 : 1;
  }
  return width;
}
