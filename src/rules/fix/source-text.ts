/**
 * The source text around one tool-result literal, for building fix text: the punctuator next to an
 * offset (past white space and comments), the comments inside a range, lines and columns, and the
 * file's line ending.
 *
 * The fix only ever asks for one-character punctuators (`,`, `(`, `)`, `[`, `]`, `{`, `}`), so the text
 * itself tells where they are once comments are skipped; comments are looked up by position in the
 * file's sorted comment list (docs/performance.md, "fix text from the source").
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";

type SourceCode = Readonly<TSESLint.SourceCode>;
export type Comment = TSESTree.Comment;

/** A punctuator: its character and where it starts. */
export interface Punctuator {
  readonly char: string;
  readonly start: number;
}

/** Whether a character code is ECMAScript white space or a line terminator. */
export function isSpace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

export class SourceText {
  readonly text: string;
  /** The file's line ending: `\r\n` when its first line break is one. */
  readonly eol: "\n" | "\r\n";
  /** The comments that lie inside the range, in order. */
  readonly comments: readonly Comment[];
  readonly #byStart = new Map<number, Comment>();
  readonly #byEnd = new Map<number, Comment>();

  constructor(
    readonly sourceCode: SourceCode,
    range: readonly [number, number],
  ) {
    const text = sourceCode.text;
    this.text = text;
    const newline = text.indexOf("\n");
    this.eol = newline > 0 && text.charCodeAt(newline - 1) === 13 ? "\r\n" : "\n";
    this.comments = commentsIn(sourceCode.getAllComments(), range[0], range[1]);
    for (const comment of this.comments) {
      this.#byStart.set(comment.range[0], comment);
      this.#byEnd.set(comment.range[1], comment);
    }
  }

  /** The punctuator at or after `offset`, past white space and comments. */
  next(offset: number): Punctuator | undefined {
    const text = this.text;
    let at = offset;
    for (;;) {
      while (at < text.length && isSpace(text.charCodeAt(at))) at++;
      const comment = this.#byStart.get(at);
      if (comment === undefined) break;
      at = comment.range[1];
    }
    return at < text.length ? { char: text[at] as string, start: at } : undefined;
  }

  /** The punctuator that ends at or before `offset`, past white space and comments. */
  previous(offset: number): Punctuator | undefined {
    const text = this.text;
    let end = offset;
    for (;;) {
      while (end > 0 && isSpace(text.charCodeAt(end - 1))) end--;
      const comment = this.#byEnd.get(end);
      if (comment === undefined) break;
      end = comment.range[0];
    }
    return end > 0 ? { char: text[end - 1] as string, start: end - 1 } : undefined;
  }

  /** The comments that start in `[start, end)`. */
  commentsBetween(start: number, end: number): Comment[] {
    return commentsIn(this.comments, start, end);
  }

  /** The offset where the line of `offset` starts. */
  lineStart(offset: number): number {
    return offset - this.sourceCode.getLocFromIndex(offset).column;
  }

  /** The offset of the line break that ends the line of `offset` (or the end of the text). */
  lineEnd(offset: number): number {
    const text = this.text;
    let at = offset;
    while (at < text.length && text[at] !== "\n" && text[at] !== "\r") at++;
    return at;
  }

  /** Where the line after `offset`'s line starts (past `\n` or `\r\n`). */
  nextLineStart(offset: number): number {
    const end = this.lineEnd(offset);
    if (this.text[end] === "\r" && this.text[end + 1] === "\n") return end + 2;
    return Math.min(end + 1, this.text.length);
  }

  /** The spaces and tabs that open the line of `offset`. */
  lineIndent(offset: number): string {
    const start = this.lineStart(offset);
    let end = start;
    while (end < offset && (this.text[end] === " " || this.text[end] === "\t")) end++;
    return this.text.slice(start, end);
  }

  /** Whether only spaces and tabs stand between the start of the line and `offset`. */
  startsLine(offset: number): boolean {
    let at = offset;
    while (at > 0 && (this.text[at - 1] === " " || this.text[at - 1] === "\t")) at--;
    return at === 0 || this.text[at - 1] === "\n";
  }

  /** Whether only spaces and tabs stand between `offset` and the end of its line. */
  endsLine(offset: number): boolean {
    const at = this.skipSpaces(offset);
    return at >= this.text.length || this.text[at] === "\n" || this.text[at] === "\r";
  }

  /** Whether `[a, b)` holds no line break (scans only that range). */
  sameLine(a: number, b: number): boolean {
    const text = this.text;
    for (let at = a; at < b; at++) if (text[at] === "\n" || text[at] === "\r") return false;
    return true;
  }

  skipSpaces(offset: number): number {
    let at = offset;
    while (this.text[at] === " " || this.text[at] === "\t") at++;
    return at;
  }

  backOverSpaces(offset: number, floor: number): number {
    let at = offset;
    while (at > floor && (this.text[at - 1] === " " || this.text[at - 1] === "\t")) at--;
    return at;
  }

  /** The column of `offset`, counting characters from its line's start. */
  column(offset: number): number {
    return offset - this.lineStart(offset);
  }

  slice(start: number, end: number): string {
    return this.text.slice(start, end);
  }
}

/** The comments of a sorted list that start in `[start, end)`: a binary search for the first one. */
function commentsIn(comments: readonly Comment[], start: number, end: number): Comment[] {
  let lo = 0;
  let hi = comments.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((comments[mid] as Comment).range[0] < start) lo = mid + 1;
    else hi = mid;
  }
  const found: Comment[] = [];
  for (let i = lo; i < comments.length && (comments[i] as Comment).range[0] < end; i++)
    found.push(comments[i] as Comment);
  return found;
}
