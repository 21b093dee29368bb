/**
 * How a move writes what it adds (the moved members with their comments, and the json block or data
 * member that holds them): a list on one line where it fits the print width, else one item a line, one
 * level deeper, the outermost list first. Text copied from the source keeps its lines: a piece that spans
 * lines moves to its new indentation as a whole, never inside a string, template or comment. Whatever
 * the fix writes that does not fit, or that Prettier may lay out otherwise, leaves the move to a person.
 */
import { eastAsianWidth } from "get-east-asian-width";

/** What a move adds: copied source, a bracketed list, or a `key: value` member whose value is a list. */
export type Doc = Copied | List | Member;

/** Source text, possibly on several lines, with the indentation of the line it started on. */
export interface Copied {
  readonly kind: "copied";
  readonly text: string;
  readonly home: string;
  /** Ranges of `text` inside multi-line tokens and comments, whose lines are never re-indented. */
  readonly frozen: readonly (readonly [number, number])[];
  /**
   * JSX text on several lines, or a template's code after a line break in its text: Prettier lays out
   * their lines by rules of their own, the fix keeps them where they are.
   */
  readonly ownLines: boolean;
  /** What stood before the text on its first line. */
  readonly before: string;
  /** Each line of the text without a `//` comment that ends it, which Prettier does not count in its width. */
  readonly code: readonly string[];
}

export interface List {
  readonly kind: "list";
  readonly open: "{" | "[";
  readonly items: readonly ListItem[];
}

/** `key: value`: Prettier breaks the list, never the line after the colon. */
export interface Member {
  readonly kind: "member";
  /** The key, the colon and the space after it (`"json: "`). */
  readonly key: string;
  readonly value: List;
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
/** Control characters, combining and enclosing marks: no column. */
const ZERO_WIDTH = /[\p{Cc}\p{Mn}\p{Me}]/u;
/** An emoji with its modifiers and joiners (two columns); built on first use, as V8 takes 15 ms to build it. */
let emoji: RegExp | undefined;

/**
 * Whether {@link displayWidth} counts the text as Prettier does: not where a joiner or a keycap mark stands
 * outside an emoji of Unicode's RGI set (an unqualified `❤‍🔥` or `1⃣` is one emoji to Prettier).
 */
export function knownWidth(text: string): boolean {
  if (!NOT_ASCII.test(text) || !UNSURE.test(text)) return true;
  return !UNSURE.test(text.replace((emoji ??= new RegExp("\\p{RGI_Emoji}|\\p{Emoji_Modifier_Base}", "gv")), ""));
}

/**
 * The columns a line's text takes, as Prettier counts them: a tab of indentation counts for `tabWidth`,
 * an emoji and an East Asian wide or fullwidth character for two, a mark or control character for none.
 */
export function displayWidth(text: string, options: Pick<LayoutOptions, "tabWidth">): number {
  let tabs = 0;
  while (text[tabs] === "\t") tabs++;
  const rest = tabs === 0 ? text : text.slice(tabs);
  if (!NOT_ASCII.test(rest)) return tabs * options.tabWidth + rest.length;
  let width = tabs * options.tabWidth;
  emoji ??= new RegExp("\\p{RGI_Emoji}|\\p{Emoji_Modifier_Base}", "gv");
  for (const character of rest.replace(emoji, () => ((width += 2), ""))) {
    if (!ZERO_WIDTH.test(character)) width += eastAsianWidth(character.codePointAt(0) as number);
  }
  return width;
}

/**
 * Writes docs with one set of options, and notes where what it writes may not be Prettier's layout. The
 * one-line text of each list is made once, so a doc is printed in time linear in its size.
 */
export class Printer {
  readonly #flatLists = new Map<List, string | null>();
  /**
   * Whether the fix wrote something Prettier may lay out otherwise (a line too long, JSX text lines at
   * another indentation, text of a width it cannot count): the move is then left to a person.
   */
  unlikePrettier = false;

  constructor(readonly options: LayoutOptions) {}

  /** The one-line text of a doc, or undefined when it cannot be on one line. */
  flat(doc: Doc): string | undefined {
    if (doc.kind === "copied") return LINE_BREAK.test(doc.text) ? undefined : doc.text;
    if (doc.kind === "member") {
      const value = this.flat(doc.value);
      return value === undefined ? undefined : doc.key + value;
    }
    // Made once per list: print asks for it at every level it goes down.
    let text = this.#flatLists.get(doc);
    if (text === undefined) {
      text = this.#flatList(doc) ?? null;
      this.#flatLists.set(doc, text);
    }
    return text ?? undefined;
  }

  #flatList(doc: List): string | undefined {
    const parts: string[] = [];
    for (const item of doc.items) {
      const text = this.flatItem(item);
      if (text === undefined) return undefined;
      parts.push(text);
    }
    const pad = doc.open === "{" && this.options.bracketSpacing && parts.length > 0 ? " " : "";
    return `${doc.open}${pad}${parts.join(", ")}${pad}${doc.open === "{" ? "}" : "]"}`;
  }

  /** An item on one line with its comments, or undefined when it cannot be. */
  flatItem(item: ListItem): string | undefined {
    const after = [...(item.inner ?? []), ...item.trailing];
    if (item.leading.some((c) => c.breakAfter) || after.some((c) => c.breakAfter)) return undefined;
    const body = this.flat(item.body);
    if (body === undefined) return undefined;
    return [...item.leading.map((c) => c.text.text), body, ...after.map((c) => c.text.text)].join(" ");
  }

  /** The columns a line's text takes (see {@link displayWidth}); text of unknown width leaves the move to a person. */
  width(text: string): number {
    this.unlikePrettier ||= !knownWidth(text);
    return displayWidth(text, this.options);
  }

  /**
   * Whether a line of copied text (the last with `rest` columns after it) fit the width where it stood
   * and does not where it goes, each measured as Prettier does, without a `//` comment that ends it.
   * One that did not fit before was not Prettier's to break.
   */
  #overflows(doc: Copied, printed: string, column: number, rest: number): boolean {
    const lines = printed.split(LINE_BREAK);
    const was = doc.text.split(LINE_BREAK);
    return lines.some((line, i) => {
      const code = doc.code[i] ?? "";
      const after = i === lines.length - 1 ? rest : 0;
      const now = line.slice(0, line.length - ((was[i] ?? "").length - code.length));
      return (
        (i === 0 ? column : 0) + this.width(now) + after > this.options.width &&
        this.width(i === 0 ? doc.before + code : code) + after <= this.options.width
      );
    });
  }

  /**
   * Prints `doc` starting at `column` on a line indented by `indent`, with `rest` columns after it on the
   * line (the comma or bracket that follows).
   */
  print(doc: Doc, column: number, indent: string, rest: number): string {
    if (doc.kind === "copied") {
      const text = reindent(doc, indent);
      this.unlikePrettier ||= (doc.ownLines && doc.home !== indent) || this.#overflows(doc, text, column, rest);
      return text;
    }
    if (doc.kind === "member") return doc.key + this.print(doc.value, column + this.width(doc.key), indent, rest);
    const text = this.flat(doc);
    if (text !== undefined && column + this.width(text) + rest <= this.options.width) return text;
    const close = doc.open === "{" ? "}" : "]";
    // An empty list cannot break; nor can a line that not even the opening bracket fits on.
    this.unlikePrettier ||= doc.items.length === 0 || column + 1 > this.options.width;
    if (doc.items.length === 0) return doc.open + close;
    return doc.open + this.printItems(doc.items, indent + this.options.unit) + this.options.eol + indent + close;
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

/**
 * Copied text moved to a line indented by `indent`: each line after the first that starts with the
 * text's old indentation starts with `indent` instead, unless it begins inside a frozen range.
 */
function reindent({ text, home, frozen }: Copied, indent: string): string {
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
