/** Looking for words in a file's text, as quick filters before a walk: comments are not code. */
import type { TSESLint } from "@typescript-eslint/utils";

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * Whether `pattern` matches the file's text outside its comments (in code, strings and templates
 * included): a comment that names `eval` or `createRequire` runs nothing.
 */
export function mentionedInCode(sourceCode: SourceCode, pattern: RegExp): boolean {
  const search = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
  const comments = sourceCode.getAllComments();
  for (const match of sourceCode.text.matchAll(search)) {
    if (!insideComment(comments, match.index)) return true;
  }
  return false;
}

/** Whether `offset` falls inside one of `comments` (in source order). */
function insideComment(comments: readonly { readonly range: readonly [number, number] }[], offset: number): boolean {
  let low = 0;
  let high = comments.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [start, end] = (comments[middle] as { readonly range: readonly [number, number] }).range;
    if (offset < start) high = middle - 1;
    else if (offset >= end) low = middle + 1;
    else return true;
  }
  return false;
}
