/**
 * Moving text that spans lines to another indentation: each line after the first that starts with the
 * old indentation gets the new one instead, except lines that begin inside a string, template, JSX text
 * or comment, whose every character is part of a value or of a comment's text.
 */
import type { TSESLint } from "@typescript-eslint/utils";

/** Ranges, relative to `start`, of the multi-line tokens and comments inside `[start, end)`. */
export function frozenRanges(
  sourceCode: Readonly<TSESLint.SourceCode>,
  start: number,
  end: number,
): (readonly [number, number])[] {
  const text = sourceCode.text;
  let spans = false;
  for (let at = start; at < end; at++) {
    if (text[at] === "\n") {
      spans = true;
      break;
    }
  }
  if (!spans) return [];
  const ranges: (readonly [number, number])[] = [];
  let tokens: readonly { range: [number, number]; loc: { start: { line: number }; end: { line: number } } }[];
  try {
    tokens = sourceCode.getTokensBetween({ range: [start, start] } as never, { range: [end, end] } as never, {
      includeComments: true,
    });
  } catch {
    // A host without the token store: re-indent nothing rather than risk a string's value.
    return [[0, end - start]];
  }
  for (const token of tokens) {
    const [s, e] = token.range;
    if (s < start || e > end) continue;
    if (token.loc.start.line === token.loc.end.line) continue;
    ranges.push([s - start, e - start]);
  }
  return ranges;
}

/** `text` with its lines moved from indentation `from` to `to`, lines inside `frozen` ranges untouched. */
export function reindent(
  text: string,
  from: string,
  to: string,
  frozen: readonly (readonly [number, number])[],
  _eol: string,
): string {
  if (from === to || !text.includes("\n")) return text;
  let out = "";
  let lineStart = 0;
  let f = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) {
    out += text.slice(lineStart, at + 1);
    lineStart = at + 1;
    while (f < frozen.length && (frozen[f] as readonly [number, number])[1] <= at) f++;
    const range = frozen[f];
    const inside = range !== undefined && range[0] < at && at < range[1];
    const blank = text[lineStart] === "\n" || text[lineStart] === "\r" || lineStart === text.length;
    if (!inside && !blank && text.startsWith(from, lineStart)) {
      out += to;
      lineStart += from.length;
    }
  }
  return out + text.slice(lineStart);
}
