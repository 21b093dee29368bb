/**
 * Token and line look-ups for building fix text, read straight from the source text where that is safe.
 *
 * ESLint's token store answers "the token after this node" with a binary search and an object per call.
 * Inside a range that holds no comment, the next token after white space is simply the next character
 * that is not white space, and the fix only ever asks about one-character punctuators (`,`, `(`, `)`),
 * so a {@link Scan} reads the text there and falls back to the token store only where comments sit.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";

type SourceCode = Readonly<TSESLint.SourceCode>;
type Comment = TSESTree.Comment;

/** A token's first character (all the fix compares) and its range. */
export interface Punctuator {
  readonly value: string;
  readonly start: number;
  readonly end: number;
}

const NO_COMMENTS: readonly Comment[] = Object.freeze([]);

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

/** Whether any comment starts inside `[start, end)`: a binary search over the file's sorted comments. */
export function hasCommentIn(sourceCode: SourceCode, start: number, end: number): boolean {
  const comments = sourceCode.getAllComments();
  let lo = 0;
  let hi = comments.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((comments[mid] as Comment).range[0] < start) lo = mid + 1;
    else hi = mid;
  }
  return lo < comments.length && (comments[lo] as Comment).range[0] < end;
}

/** Look-ups inside one range (a tool-result literal), from the text when the range has no comment. */
export class Scan {
  readonly text: string;
  /** True when no comment lies inside the range, so the text alone tells where tokens are. */
  readonly clean: boolean;

  constructor(
    readonly sourceCode: SourceCode,
    range: readonly [number, number],
  ) {
    this.text = sourceCode.text;
    this.clean = !hasCommentIn(sourceCode, range[0], range[1]);
  }

  /** The token that starts after `offset`, past white space and comments. */
  tokenAfter(offset: number): Punctuator | undefined {
    if (this.clean) {
      const text = this.text;
      let at = offset;
      while (at < text.length && isSpace(text.charCodeAt(at))) at++;
      return at < text.length ? { value: text[at] as string, start: at, end: at + 1 } : undefined;
    }
    const token = this.sourceCode.getTokenAfter(at(offset));
    return token ? { value: token.value, start: token.range[0], end: token.range[1] } : undefined;
  }

  /** The token that ends before `offset`, past white space and comments. */
  tokenBefore(offset: number): Punctuator | undefined {
    if (this.clean) {
      const text = this.text;
      let end = offset;
      while (end > 0 && isSpace(text.charCodeAt(end - 1))) end--;
      // Only its end and, for a one-character punctuator, its value are ever read.
      return end > 0 ? { value: text[end - 1] as string, start: end - 1, end } : undefined;
    }
    const token = this.sourceCode.getTokenBefore(at(offset));
    return token ? { value: token.value, start: token.range[0], end: token.range[1] } : undefined;
  }

  commentsBefore(offset: number): readonly Comment[] {
    return this.clean ? NO_COMMENTS : this.sourceCode.getCommentsBefore(at(offset));
  }

  commentsAfter(offset: number): readonly Comment[] {
    return this.clean ? NO_COMMENTS : this.sourceCode.getCommentsAfter(at(offset));
  }

  /**
   * Where an array element ends once the parentheses around it are counted (`[(a)]`): inside an array
   * literal, a `)` right after an element can only close a parenthesis that wraps it.
   */
  elementEnd(element: TSESTree.Node): number {
    let end = element.range[1];
    for (let next = this.tokenAfter(end); next?.value === ")"; next = this.tokenAfter(end)) end = next.end;
    return end;
  }

  /** Where an array element starts once the parentheses around it are counted. */
  elementStart(element: TSESTree.Node): number {
    let start = element.range[0];
    for (let previous = this.tokenBefore(start); previous?.value === "("; previous = this.tokenBefore(start))
      start = previous.start;
    return start;
  }
}

/** A zero-width stand-in for a node at `offset`, for the token store's `getTokenAfter`/`getCommentsBefore`. */
function at(offset: number): TSESTree.Node {
  return { range: [offset, offset] } as unknown as TSESTree.Node;
}

// ---------------------------------------------------------------------------------------------------
// Lines

export function lineStart(text: string, offset: number): number {
  return text.lastIndexOf("\n", offset - 1) + 1;
}

/** The spaces and tabs that open the line `offset` is on (up to `offset`). */
export function lineIndent(text: string, offset: number): string {
  const start = lineStart(text, offset);
  let end = start;
  while (end <= offset && (text[end] === " " || text[end] === "\t")) end++;
  return text.slice(start, end);
}

/** Whether only spaces and tabs stand between the start of the line and `offset`. */
export function startsLine(text: string, offset: number): boolean {
  let at = offset;
  while (at > 0 && (text[at - 1] === " " || text[at - 1] === "\t")) at--;
  return at === 0 || text[at - 1] === "\n";
}

/** Whether only spaces and tabs stand between `offset` and the end of its line. */
export function endsLine(text: string, offset: number): boolean {
  let at = skipSpaces(text, offset);
  if (text[at] === "\r") at++;
  return at >= text.length || text[at] === "\n";
}

export function nextLineStart(text: string, offset: number): number {
  const end = text.indexOf("\n", offset);
  return end === -1 ? text.length : end + 1;
}

export function sameLine(text: string, a: number, b: number): boolean {
  const newline = text.indexOf("\n", a);
  return newline === -1 || newline >= b;
}

export function skipSpaces(text: string, offset: number): number {
  let at = offset;
  while (text[at] === " " || text[at] === "\t") at++;
  return at;
}

export function backOverSpaces(text: string, offset: number, floor: number): number {
  let at = offset;
  while (at > floor && (text[at - 1] === " " || text[at - 1] === "\t")) at--;
  return at;
}

/** The end of the line that `offset` is on (before the line break). */
export function endOfLine(text: string, offset: number): number {
  const end = text.indexOf("\n", offset);
  const lineEnd = end === -1 ? text.length : end;
  return text[lineEnd - 1] === "\r" ? lineEnd - 1 : lineEnd;
}
