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
}

export interface List {
  readonly kind: "list";
  readonly open: "{" | "[";
  readonly items: readonly ListItem[];
}

/** `key: value`; `breakAfterColon`: Prettier moves the value to a line of its own when it does not fit. */
export interface Member {
  readonly kind: "member";
  /** What comes before the value: the key, the colon and what follows it (`"json: "`). */
  readonly key: string;
  readonly value: Doc;
  readonly breakAfterColon: boolean;
  /** The key holds no comment: then it is short (its value never moves) when narrower than `tabWidth + 3`. */
  readonly plainKey?: boolean;
}

export interface ListItem {
  readonly leading: readonly CommentDoc[];
  readonly body: Doc;
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
/** Anything but printable ASCII: only such text needs the Unicode rules. */
const NOT_ASCII = /[^\x20-\x7e]/u;
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

function unicodeWidth(text: string): number {
  let width = 0;
  emoji ??= new RegExp("\\p{RGI_Emoji}|\\p{Emoji_Modifier_Base}", "gv");
  for (const character of text.replace(emoji, () => ((width += 2), ""))) {
    if (!ZERO_WIDTH.test(character)) width += eastAsianWidth(character.codePointAt(0) as number);
  }
  return width;
}

/** The one-line texts of lists already made, with the options they were made with (null: not on one line). */
const flatLists = new WeakMap<List, { readonly options: LayoutOptions; readonly text: string | null }>();

/** The one-line text of a doc, or undefined when it cannot be on one line. */
export function flat(doc: Doc, options: LayoutOptions): string | undefined {
  if (typeof doc === "string") return doc;
  if (doc.kind !== "list") return flatText(doc, options);
  let made = flatLists.get(doc);
  if (made?.options !== options) {
    made = { options, text: flatText(doc, options) ?? null };
    flatLists.set(doc, made);
  }
  return made.text ?? undefined;
}

function flatText(doc: Copied | List | Member, options: LayoutOptions): string | undefined {
  if (doc.kind === "copied") return LINE_BREAK.test(doc.text) ? undefined : doc.text;
  if (doc.kind === "member") {
    const value = flat(doc.value, options);
    return value === undefined || LINE_BREAK.test(doc.key) || doc.key.includes("//") ? undefined : doc.key + value;
  }
  const parts: string[] = [];
  for (const item of doc.items) {
    const text = flatItem(item, options);
    if (text === undefined) return undefined;
    parts.push(text);
  }
  const pad = doc.open === "{" && options.bracketSpacing && parts.length > 0 ? " " : "";
  return `${doc.open}${pad}${parts.join(", ")}${pad}${close(doc)}`;
}

/** An item on one line with its comments, or undefined when it cannot be. */
export function flatItem(item: ListItem, options: LayoutOptions): string | undefined {
  if (item.leading.some((c) => c.breakAfter) || item.trailing.some((c) => c.breakAfter)) return undefined;
  const body = flat(item.body, options);
  if (body === undefined) return undefined;
  if (item.leading.length === 0 && item.trailing.length === 0) return body;
  return [...item.leading.map((c) => c.text.text), body, ...item.trailing.map((c) => c.text.text)].join(" ");
}

function close(list: List): string {
  return list.open === "{" ? "}" : "]";
}

/**
 * Prints `doc` starting at `column` on a line indented by `indent`, with `rest` columns after it on the
 * line (the comma or bracket that follows).
 */
export function print(doc: Doc, column: number, indent: string, rest: number, options: LayoutOptions): string {
  if (typeof doc === "string") return doc;
  if (doc.kind === "copied") return reindent(doc, indent);
  if (doc.kind === "member") {
    const value = flat(doc.value, options);
    const lines = doc.key.split(LINE_BREAK);
    const after = (lines.length > 1 ? 0 : column) + displayWidth(lines[lines.length - 1] as string, options);
    const short = doc.plainKey === true && displayWidth(doc.key, options) - 2 < options.tabWidth + 3;
    if (
      !doc.breakAfterColon ||
      short ||
      (value !== undefined && after + displayWidth(value, options) + rest <= options.width)
    ) {
      return doc.key + print(doc.value, after, indent, rest, options);
    }
    const inner = indent + options.unit;
    return `${doc.key.trimEnd()}${options.eol}${inner}${print(doc.value, displayWidth(inner, options), inner, rest, options)}`;
  }
  const text = flat(doc, options);
  if (text !== undefined && column + displayWidth(text, options) + rest <= options.width) return text;
  if (doc.items.length === 0) return doc.open + close(doc);
  return doc.open + printItems(doc.items, indent + options.unit, options) + options.eol + indent + close(doc);
}

/** Items one a line, each after a line break and `indent`, with a comma after each (the last as the options say). */
export function printItems(items: readonly ListItem[], indent: string, options: LayoutOptions): string {
  let out = "";
  items.forEach((item, i) => {
    const comma = i < items.length - 1 || options.trailingComma ? "," : "";
    out += options.eol + indent;
    let column = displayWidth(indent, options);
    for (const comment of item.leading) {
      const text = reindent(comment.text, indent);
      out += text + (comment.breakAfter ? options.eol + indent : " ");
      column = comment.breakAfter ? displayWidth(indent, options) : column + displayWidth(text, options) + 1;
    }
    out += print(item.body, column, indent, comma.length, options) + comma;
    // After a line comment (or one that had its own line) the next comment starts a line of its own.
    let broken = false;
    for (const comment of item.trailing) {
      out += (broken ? options.eol + indent : " ") + reindent(comment.text, indent);
      broken = comment.breakAfter;
    }
  });
  return out;
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
