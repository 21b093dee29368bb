/**
 * Laying out a list the fix writes anew (the json block, a list that no longer fits on its line): on one
 * line when it fits the print width with what follows it, else one item a line, one level deeper; the
 * outermost list breaks first, as in Prettier. Text copied from the source keeps its lines: a piece that
 * spans lines moves to its new indentation as a whole, never inside a string, template or comment.
 */

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

/**
 * `key: value`. When it does not fit, Prettier moves a string, an operator expression or a member chain
 * to a line of its own (if the key is not short): `breakAfterColon` says the value is one of those.
 */
export interface Member {
  readonly kind: "member";
  /** What comes before the value: the key, the colon and what follows it (`"json: "`). */
  readonly key: string;
  readonly value: Doc;
  readonly breakAfterColon: boolean;
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

export interface LayoutOptions {
  readonly width: number;
  /** One level of indentation. */
  readonly unit: string;
  readonly eol: string;
  /** Whether a list one item a line ends with a comma after its last item. */
  readonly trailingComma: boolean;
}

/** How many columns a tab counts for when measuring (Prettier's default `tabWidth`). */
const TAB_WIDTH = 2;

/** The columns a line's text takes: a tab counts for two, East Asian wide characters and emoji for two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x7f) width += code === 9 ? TAB_WIDTH : 1;
    else if (code >= 0xdc00 && code <= 0xdfff)
      continue; // the second half of a surrogate pair
    else if (code >= 0x300 && code <= 0x36f)
      continue; // combining marks
    else width += isWide(text.codePointAt(i) as number) ? 2 : 1;
  }
  return width;
}

function isWide(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x1f300 && code <= 0x1faff) ||
    (code >= 0x20000 && code <= 0x3fffd)
  );
}

/** The one-line text of a doc, or undefined when it cannot be on one line. */
export function flat(doc: Doc): string | undefined {
  if (typeof doc === "string") return doc;
  switch (doc.kind) {
    case "copied":
      return /[\r\n\u2028\u2029]/u.test(doc.text) ? undefined : doc.text;
    case "member": {
      const value = flat(doc.value);
      return value === undefined || /[\r\n\u2028\u2029]|\/\//u.test(doc.key) ? undefined : doc.key + value;
    }
    case "list": {
      if (doc.items.length === 0) return doc.open + close(doc);
      const parts: string[] = [];
      for (const item of doc.items) {
        const text = flatItem(item);
        if (text === undefined) return undefined;
        parts.push(text);
      }
      const pad = doc.open === "{" ? " " : "";
      return `${doc.open}${pad}${parts.join(", ")}${pad}${close(doc)}`;
    }
  }
}

function flatItem(item: ListItem): string | undefined {
  if (item.leading.some((c) => c.breakAfter) || item.trailing.some((c) => c.breakAfter)) return undefined;
  const body = flat(item.body);
  if (body === undefined) return undefined;
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
  switch (doc.kind) {
    case "copied":
      return reindent(doc, indent);
    case "member": {
      const value = flat(doc.value);
      const lines = doc.key.split(/\r\n|[\r\n\u2028\u2029]/u);
      const after = (lines.length > 1 ? 0 : column) + displayWidth(lines[lines.length - 1] ?? "");
      if (!doc.breakAfterColon || (value !== undefined && after + displayWidth(value) + rest <= options.width)) {
        return doc.key + print(doc.value, after, indent, rest, options);
      }
      const inner = indent + options.unit;
      return `${doc.key.trimEnd()}${options.eol}${inner}${print(doc.value, displayWidth(inner), inner, rest, options)}`;
    }
    case "list": {
      const text = flat(doc);
      if (text !== undefined && column + displayWidth(text) + rest <= options.width) return text;
      if (doc.items.length === 0) return doc.open + close(doc);
      return doc.open + printItems(doc.items, indent + options.unit, options) + options.eol + indent + close(doc);
    }
  }
}

/** Items one a line, each after a line break and `indent`, with a comma after each (the last as the options say). */
export function printItems(items: readonly ListItem[], indent: string, options: LayoutOptions, last = true): string {
  let out = "";
  items.forEach((item, i) => {
    const comma = i < items.length - 1 || !last || options.trailingComma ? "," : "";
    out += options.eol + indent;
    let column = displayWidth(indent);
    for (const comment of item.leading) {
      const text = reindent(comment.text, indent);
      out += text + (comment.breakAfter ? options.eol + indent : " ");
      column = comment.breakAfter ? displayWidth(indent) : column + displayWidth(text) + 1;
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
export function reindent(doc: Copied, indent: string): string {
  const { text, home, frozen } = doc;
  if (home === indent) return text;
  const breaks = /\r\n|[\r\n\u2028\u2029]/gu;
  let out = "";
  let lineStart = 0;
  let f = 0;
  for (let match = breaks.exec(text); match; match = breaks.exec(text)) {
    out += text.slice(lineStart, match.index) + match[0];
    lineStart = match.index + match[0].length;
    while (f < frozen.length && (frozen[f] as readonly [number, number])[1] <= match.index) f++;
    const range = frozen[f];
    // A line break inside a string, template or comment belongs to its text: the next line stays as it is.
    const inside = range !== undefined && range[0] < match.index;
    const blank = lineStart === text.length || /[\r\n\u2028\u2029]/u.test(text.charAt(lineStart));
    if (!inside && !blank && text.startsWith(home, lineStart)) {
      out += indent;
      lineStart += home.length;
    }
  }
  return out + text.slice(lineStart);
}
