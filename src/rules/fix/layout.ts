/**
 * Laying out a list the fix writes anew (the json block, a list that no longer fits on its line): on one
 * line when it fits the print width with what follows it, else one item a line, one level deeper; the
 * outermost list breaks first, as in Prettier. Text copied from the source keeps its lines: a piece that
 * spans lines moves to its new indentation as a whole, never inside a string, template or comment.
 */
import { eastAsianWidth } from "get-east-asian-width";

/** What a fix lays out: text, copied source, a bracketed list, or a `key: value` member. */
export type Doc = string | Copied | List | Member;

/** Source text, possibly on several lines, with the indentation of the line it started on. */
export interface Copied {
  readonly kind: "copied";
  readonly text: string;
  readonly home: string;
  /** Ranges of `text` inside multi-line tokens and comments, whose lines are never re-indented. */
  readonly frozen: readonly (readonly [number, number])[];
  /**
   * Where each `//` comment of `text` starts: such a comment ends its line, and Prettier, which prints it
   * as a line suffix, does not count it when it asks whether the line fits.
   */
  readonly lineComments: readonly number[];
  /** What stood before the text on its first line. */
  readonly before: string;
  /** More than one token: Prettier may break it where it does not fit (a lone string it leaves as it is). */
  readonly breakable: boolean;
  /** JSX text on several lines: Prettier indents its lines with the element, the fix keeps them. */
  readonly jsxLines: boolean;
}

export interface List {
  readonly kind: "list";
  readonly open: "{" | "[";
  readonly items: readonly ListItem[];
}

/** `key: value`, whose value is a list: Prettier breaks the list, never the line after the colon. */
export interface Member {
  readonly kind: "member";
  /** What comes before the value: the key, the colon and what follows it (`"json: "`). */
  readonly key: string;
  readonly value: Doc;
}

export interface ListItem {
  readonly leading: readonly CommentDoc[];
  readonly body: Doc;
  /** Block comments between the item and its comma, or after it on its line: Prettier puts them before the comma. */
  readonly inner?: readonly CommentDoc[];
  /** Comments after the item (and its comma). */
  readonly trailing: readonly CommentDoc[];
}

export interface CommentDoc {
  readonly text: Copied;
  /** A line comment, or one that had a line break after it: the line ends after it. */
  readonly breakAfter: boolean;
}

/** Prettier's options of the same names, as the fix writes with them. */
export interface LayoutOptions {
  readonly width: number;
  readonly tabWidth: number;
  readonly bracketSpacing: boolean;
  /** One level of indentation. */
  readonly unit: string;
  readonly eol: string;
  /** Whether a list one item a line ends with a comma after its last item. */
  readonly trailingComma: boolean;
}

const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/u;
/** Anything but ASCII from the space up (DEL included, as Prettier counts it): only such text needs the Unicode rules. */
const NOT_ASCII = /[^\x20-\x7f]/u;
/** A joiner or a keycap: emoji sequences that Prettier's emoji list and Unicode's RGI set count apart. */
const UNSURE = /[\u200d\u20e3]/u;

/**
 * Whether {@link displayWidth} counts the text as Prettier does: not where a joiner or a keycap mark stands
 * outside an emoji of Unicode's RGI set (an unqualified `❤‍🔥` or `1⃣` is one emoji to Prettier).
 */
export function knownWidth(text: string): boolean {
  if (!NOT_ASCII.test(text) || !UNSURE.test(text)) return true;
  return !UNSURE.test(text.replace(emojiPattern(), ""));
}
/** An emoji with its modifiers and joiners (two columns); built on first use, as V8 takes 15 ms to build it. */
let emoji: RegExp | undefined;
/** Control characters, combining and enclosing marks: no column. */
const ZERO_WIDTH = /[\p{Cc}\p{Mn}\p{Me}]/u;

/**
 * The columns a line's text takes, as Prettier counts them: a tab of indentation counts for `tabWidth`,
 * an emoji and an East Asian wide or fullwidth character for two, a mark or control character for none.
 */
export function displayWidth(text: string, options: Pick<LayoutOptions, "tabWidth">): number {
  let tabs = 0;
  while (text[tabs] === "\t") tabs++;
  const rest = tabs === 0 ? text : text.slice(tabs);
  return tabs * options.tabWidth + (NOT_ASCII.test(rest) ? unicodeWidth(rest) : rest.length);
}

function emojiPattern(): RegExp {
  return (emoji ??= new RegExp("\\p{RGI_Emoji}|\\p{Emoji_Modifier_Base}", "gv"));
}

function unicodeWidth(text: string): number {
  let width = 0;
  for (const character of text.replace(emojiPattern(), () => ((width += 2), ""))) {
    if (!ZERO_WIDTH.test(character)) width += eastAsianWidth(character.codePointAt(0) as number);
  }
  return width;
}

/**
 * Writes docs with one set of options. The one-line text of each list is made once (print asks for it at
 * every level it goes down), so a doc is printed in time linear in its size.
 */
export class Printer {
  readonly #flatLists = new Map<List, string | null>();
  /**
   * Whether copied text was printed where Prettier would lay it out anew, which the fix does not (a line
   * that fit the width where it stood and does not fit now, JSX text lines at another indentation): the
   * move is then left to a person.
   */
  unlikePrettier = false;

  constructor(readonly options: LayoutOptions) {}

  /** The one-line text of a doc, or undefined when it cannot be on one line. */
  flat(doc: Doc): string | undefined {
    if (typeof doc === "string") return doc;
    if (doc.kind !== "list") return this.#flatText(doc);
    let text = this.#flatLists.get(doc);
    if (text === undefined) {
      text = this.#flatText(doc) ?? null;
      this.#flatLists.set(doc, text);
    }
    return text ?? undefined;
  }

  #flatText(doc: Copied | List | Member): string | undefined {
    if (doc.kind === "copied") return LINE_BREAK.test(doc.text) ? undefined : doc.text;
    if (doc.kind === "member") {
      const value = this.flat(doc.value);
      return value === undefined || LINE_BREAK.test(doc.key) || doc.key.includes("//") ? undefined : doc.key + value;
    }
    const parts: string[] = [];
    for (const item of doc.items) {
      const text = this.flatItem(item);
      if (text === undefined) return undefined;
      parts.push(text);
    }
    const pad = doc.open === "{" && this.options.bracketSpacing && parts.length > 0 ? " " : "";
    return `${doc.open}${pad}${parts.join(", ")}${pad}${close(doc)}`;
  }

  /** An item on one line with its comments, or undefined when it cannot be. */
  flatItem(item: ListItem): string | undefined {
    const after = [...(item.inner ?? []), ...item.trailing];
    if (item.leading.some((c) => c.breakAfter) || after.some((c) => c.breakAfter)) return undefined;
    const body = this.flat(item.body);
    if (body === undefined) return undefined;
    if (item.leading.length === 0 && after.length === 0) return body;
    return [...item.leading.map((c) => c.text.text), body, ...after.map((c) => c.text.text)].join(" ");
  }

  /** The columns a line's text takes (see {@link displayWidth}); text of unknown width leaves the move to a person. */
  width(text: string): number {
    this.unlikePrettier ||= !knownWidth(text);
    return displayWidth(text, this.options);
  }

  /**
   * Prints `doc` starting at `column` on a line indented by `indent`, with `rest` columns after it on the
   * line (the comma or bracket that follows).
   */
  print(doc: Doc, column: number, indent: string, rest: number): string {
    const options = this.options;
    if (typeof doc === "string") return doc;
    if (doc.kind === "copied") {
      const text = reindent(doc, indent);
      this.unlikePrettier ||=
        (doc.jsxLines && doc.home !== indent) || (doc.breakable && this.#overflows(doc, text, column, rest));
      return text;
    }
    if (doc.kind === "member") {
      const lines = doc.key.split(LINE_BREAK);
      const after = (lines.length > 1 ? 0 : column) + this.width(lines[lines.length - 1] as string);
      return doc.key + this.print(doc.value, after, indent, rest);
    }
    const text = this.flat(doc);
    if (text !== undefined && column + this.width(text) + rest <= options.width) return text;
    // An empty list cannot break: Prettier would move it to a line of its own.
    if (doc.items.length === 0) {
      this.unlikePrettier ||= column + 2 + rest > options.width;
      return doc.open + close(doc);
    }
    // Where not even the opening bracket fits after what precedes it (a long key), Prettier breaks the line
    // after the colon instead, and puts the value on the next line.
    this.unlikePrettier ||= column + 1 > options.width;
    return doc.open + this.printItems(doc.items, indent + options.unit) + options.eol + indent + close(doc);
  }

  /**
   * Whether a line of copied text (the last one with `rest` columns after it) fit before and not now, each
   * measured as Prettier does: without a `//` comment that ends it.
   */
  #overflows(doc: Copied, printed: string, column: number, rest: number): boolean {
    const width = this.options.width;
    const was = doc.text.split(LINE_BREAK);
    const lines = printed.split(LINE_BREAK);
    const comments = lineCommentColumns(doc);
    return lines.some((line, i) => {
      const after = i === lines.length - 1 ? rest : 0;
      let old = was[i] ?? "";
      // The comment runs to the end of the line, which re-indenting leaves as it was.
      const comment = comments.get(i);
      if (comment !== undefined) {
        line = line.slice(0, line.length - (old.length - comment)).trimEnd();
        old = old.slice(0, comment).trimEnd();
      }
      const now = (i === 0 ? column : 0) + this.width(line) + after;
      return now > width && this.width(i === 0 ? doc.before + old : old) + after <= width;
    });
  }

  /** Items one a line, each after a line break and `indent`, with a comma after each (the last as the options say). */
  printItems(items: readonly ListItem[], indent: string): string {
    const { eol, trailingComma } = this.options;
    let out = "";
    items.forEach((item, i) => {
      const comma = i < items.length - 1 || trailingComma ? "," : "";
      out += eol + indent;
      let column = this.width(indent);
      for (const comment of item.leading) {
        const text = reindent(comment.text, indent);
        out += text + (comment.breakAfter ? eol + indent : " ");
        column = comment.breakAfter ? this.width(indent) : column + this.width(text) + 1;
      }
      const inner = (item.inner ?? []).map((c) => ` ${reindent(c.text, indent)}`).join("");
      out += this.print(item.body, column, indent, this.width(inner) + comma.length) + inner + comma;
      // After a line comment (or one that had its own line) the next comment starts a line of its own.
      let broken = false;
      for (const comment of item.trailing) {
        out += (broken ? eol + indent : " ") + reindent(comment.text, indent);
        broken = comment.breakAfter;
      }
    });
    return out;
  }
}

/** The column, in its line of `doc.text`, of each `//` comment, by line index. */
function lineCommentColumns(doc: Copied): ReadonlyMap<number, number> {
  const columns = new Map<number, number>();
  if (doc.lineComments.length === 0) return columns;
  const breaks = new RegExp(LINE_BREAK.source, "gu");
  let line = 0;
  let lineStart = 0;
  let c = 0;
  for (let match = breaks.exec(doc.text); ; match = breaks.exec(doc.text)) {
    const end = match ? match.index : doc.text.length;
    for (; c < doc.lineComments.length && (doc.lineComments[c] as number) < end; c++)
      columns.set(line, (doc.lineComments[c] as number) - lineStart);
    if (!match) return columns;
    line++;
    lineStart = match.index + match[0].length;
  }
}

function close(list: List): string {
  return list.open === "{" ? "}" : "]";
}

/**
 * Copied text moved to a line indented by `indent`: each line after the first that starts with the
 * text's old indentation starts with `indent` instead, unless it begins inside a frozen range.
 */
export function reindent({ text, home, frozen }: Copied, indent: string): string {
  if (home === indent) return text;
  const breaks = new RegExp(LINE_BREAK.source, "gu");
  let out = "";
  let lineStart = 0;
  let f = 0;
  for (let match = breaks.exec(text); match; match = breaks.exec(text)) {
    out += text.slice(lineStart, match.index) + match[0];
    lineStart = match.index + match[0].length;
    while (f < frozen.length && (frozen[f] as readonly [number, number])[1] <= match.index) f++;
    // A line break inside a string, template or comment belongs to its text: the next line stays as it is.
    const inside = f < frozen.length && (frozen[f] as readonly [number, number])[0] < match.index;
    const blank = lineStart === text.length || LINE_BREAK.test(text.charAt(lineStart));
    if (!inside && !blank && text.startsWith(home, lineStart)) {
      out += indent;
      lineStart += home.length;
    }
  }
  return out + text.slice(lineStart);
}
