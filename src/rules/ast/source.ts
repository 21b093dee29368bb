/**
 * The linted file's text as the fix reads it: lines (every ECMAScript line terminator, CR alone included),
 * indentation, the punctuator next to an offset past white space and comments, the comments and tokens
 * inside a range, words looked for outside comments, and the file's own line ending, which every line the fix writes ends with. Made once per file.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";

type SourceCode = Readonly<TSESLint.SourceCode>;
export type Comment = TSESTree.Comment;

/** A punctuator the fix looks for (`,`, `(`, `)`, `[`, `]`, `{`, `}`, `:`) and where it is. */
export interface Punctuator {
  readonly char: string;
  readonly start: number;
}

const LF = 10;
const CR = 13;
const LINE_SEPARATOR = 0x2028;
const PARAGRAPH_SEPARATOR = 0x2029;

export function isLineTerminator(code: number): boolean {
  return code === LF || code === CR || code === LINE_SEPARATOR || code === PARAGRAPH_SEPARATOR;
}

/** ECMAScript white space other than line terminators (TAB, VT, FF, ZWNBSP and the Zs space separators). */
function isBlank(code: number): boolean {
  if (code === 32 || code === 9 || code === 11 || code === 12 || code === 0xa0 || code === 0xfeff) return true;
  return code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x202f || code === 0x205f || code === 0x3000;
}

export class Source {
  readonly text: string;
  /** The file's line ending: its first line terminator (`\r\n`, `\n` or `\r`); `\n` when it has none. */
  readonly eol: string;
  readonly #comments: readonly Comment[];
  #starts: readonly number[] | undefined;

  constructor(readonly sourceCode: SourceCode) {
    this.text = sourceCode.text;
    const match = /\r\n|\n|\r/u.exec(this.text);
    this.eol = match ? match[0] : "\n";
    this.#comments = sourceCode.getAllComments();
  }

  slice(start: number, end: number): string {
    return this.text.slice(start, end);
  }

  /**
   * The offset of the first character of each line: ESLint's own index (it breaks lines where ECMAScript
   * does), else made on first use.
   */
  get #lineStarts(): readonly number[] {
    if (this.#starts === undefined) {
      const known = (this.sourceCode as { lineStartIndices?: unknown }).lineStartIndices;
      this.#starts = Array.isArray(known) && known[0] === 0 ? (known as readonly number[]) : lineStarts(this.text);
    }
    return this.#starts;
  }

  /** The index of the line `offset` is on. */
  #line(offset: number): number {
    const starts = this.#lineStarts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] as number) <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  /** The offset of the first character of the line `offset` is on. */
  lineStart(offset: number): number {
    return this.#lineStarts[this.#line(offset)] as number;
  }

  /** The start of the line before the one `offset` is on (0 on the first line). */
  previousLineStart(offset: number): number {
    return this.#lineStarts[Math.max(0, this.#line(offset) - 1)] as number;
  }

  /** The offset of the line terminator that ends the line `offset` is on (or the end of the text). */
  lineEnd(offset: number): number {
    let at = offset;
    while (at < this.text.length && !isLineTerminator(this.text.charCodeAt(at))) at++;
    return at;
  }

  /** The start of the line after the one `offset` is on (the end of the text on the last line). */
  nextLineStart(offset: number): number {
    return this.#lineStarts[this.#line(offset) + 1] ?? this.text.length;
  }

  /** The white space a line starts with. */
  indentAt(offset: number): string {
    const start = this.lineStart(offset);
    let at = start;
    while (at < this.text.length && isBlank(this.text.charCodeAt(at))) at++;
    return this.text.slice(start, at);
  }

  /** Whether only white space is between the start of its line and `offset`. */
  startsLine(offset: number): boolean {
    for (let at = offset - 1; at >= 0; at--) {
      const code = this.text.charCodeAt(at);
      if (isLineTerminator(code)) return true;
      if (!isBlank(code)) return false;
    }
    return true;
  }

  /** Whether only white space is between `offset` and the end of its line. */
  endsLine(offset: number): boolean {
    for (let at = offset; at < this.text.length; at++) {
      const code = this.text.charCodeAt(at);
      if (isLineTerminator(code)) return true;
      if (!isBlank(code)) return false;
    }
    return true;
  }

  /** Whether no line terminator lies between the two offsets. */
  sameLine(a: number, b: number): boolean {
    return this.#line(a) === this.#line(b);
  }

  /** `offset` moved back over white space (not line terminators), but not before `floor`. */
  backOverBlanks(offset: number, floor: number): number {
    let at = offset;
    while (at > floor && isBlank(this.text.charCodeAt(at - 1))) at--;
    return at;
  }

  /** `offset` moved forward over white space (not line terminators). */
  overBlanks(offset: number): number {
    let at = offset;
    while (at < this.text.length && isBlank(this.text.charCodeAt(at))) at++;
    return at;
  }

  /** The punctuator at or after `offset`, past white space and comments. */
  next(offset: number): Punctuator | undefined {
    let at = offset;
    for (;;) {
      while (at < this.text.length && isSpace(this.text.charCodeAt(at))) at++;
      const comment = this.#comments[firstFrom(this.#comments, at)];
      if (comment?.range[0] !== at) break;
      at = comment.range[1];
    }
    return at < this.text.length ? { char: this.text.charAt(at), start: at } : undefined;
  }

  /** The punctuator that ends at or before `offset`, past white space and comments. */
  previous(offset: number): Punctuator | undefined {
    let at = offset;
    for (;;) {
      while (at > 0 && isSpace(this.text.charCodeAt(at - 1))) at--;
      const comment = this.#comments[firstFrom(this.#comments, at) - 1];
      if (comment?.range[1] !== at) break;
      at = comment.range[0];
    }
    return at > 0 ? { char: this.text.charAt(at - 1), start: at - 1 } : undefined;
  }

  /**
   * Whether `pattern` matches the text outside its comments (in code, strings and templates included): a
   * comment that names `eval` or `createRequire` runs nothing.
   */
  mentionedInCode(pattern: RegExp): boolean {
    const search = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
    for (const match of this.text.matchAll(search)) {
      const comment = this.#comments[firstFrom(this.#comments, match.index + 1) - 1];
      if (comment === undefined || comment.range[1] <= match.index) return true;
    }
    return false;
  }

  /** The comments that lie inside `[start, end)`, in order. */
  commentsIn(start: number, end: number): Comment[] {
    return within(this.#comments, start, end);
  }

  /** Whether a comment that spans lines overlaps the lines from the one of `start` to the one of `end`. */
  multilineCommentOnLines(start: number, end: number): boolean {
    const from = this.lineStart(start);
    const to = this.lineEnd(end);
    const comments = this.#comments;
    for (let i = Math.max(0, firstFrom(comments, from) - 1); i < comments.length; i++) {
      const [cStart, cEnd] = (comments[i] as Comment).range;
      if (cStart >= to) break;
      if (cEnd > from && !this.sameLine(cStart, cEnd)) return true;
    }
    return false;
  }

  /** The tokens that lie inside `[start, end)`, in order (none when the parser gave no token list). */
  tokensIn(start: number, end: number): TSESTree.Token[] {
    const tokens: readonly TSESTree.Token[] | undefined = this.sourceCode.ast.tokens;
    return Array.isArray(tokens) ? within(tokens, start, end) : [];
  }
}

type Ranged = { readonly range: readonly [number, number] };

/** The index of the first element of a list sorted by start that starts at or after `offset`. */
function firstFrom(sorted: readonly Ranged[], offset: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sorted[mid] as Ranged).range[0] < offset) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The elements of a list sorted by start that lie inside `[start, end)`, found by binary search. */
function within<T extends Ranged>(sorted: readonly T[], start: number, end: number): T[] {
  const found: T[] = [];
  for (let i = firstFrom(sorted, start); i < sorted.length && (sorted[i] as T).range[1] <= end; i++) {
    found.push(sorted[i] as T);
  }
  return found;
}

/** The offset of the first character of each line of `text`. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(/\r\n|[\r\n\u2028\u2029]/gu)) starts.push(match.index + match[0].length);
  return starts;
}

/** White space or a line terminator. */
function isSpace(code: number): boolean {
  return isLineTerminator(code) || isBlank(code);
}

const perFile = new WeakMap<SourceCode, Source>();

/** The file's {@link Source}, made once. */
export function sourceOf(sourceCode: SourceCode): Source {
  let source = perFile.get(sourceCode);
  if (!source) {
    source = new Source(sourceCode);
    perFile.set(sourceCode, source);
  }
  return source;
}
