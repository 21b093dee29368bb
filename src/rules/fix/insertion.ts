/**
 * Where the moved members go: into the content's own json object, as a new block at the end of a
 * content array, or, for a content that is not an array literal, into `[...content, block]`.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESTree } from "@typescript-eslint/utils";
import { unwrap } from "../ast/static-values.js";
import type { JsonTarget } from "./json-target.js";
import type { Chunk, Edit } from "./model.js";
import { endOfLine, lineIndent, startsLine, type Scan } from "./scan.js";
import { blockText, itemText, objectText } from "./text.js";
/**
 * Adds the members to the content's own json object, in its layout: one a line when it spans lines,
 * inline when it is on one line (laid out on lines only when a moved line comment needs it).
 */
export function mergeInto(
  scan: Scan,
  target: JsonTarget,
  chunks: readonly Chunk[],
  unit: string,
  multiline: boolean,
): Edit {
  const text = scan.text;
  const json = target.json;
  const props = json.properties;
  const jsonMultiline = json.loc.start.line !== json.loc.end.line;
  const lastProp = props[props.length - 1];
  if (!lastProp) {
    // `{ json: {} }`
    return {
      start: json.range[0],
      end: json.range[1],
      text: objectText(scan, chunks, lineIndent(text, json.range[0]), unit, multiline),
    };
  }
  if (jsonMultiline) {
    const indent = lineIndent(text, lastProp.range[0]);
    const after = scan.tokenAfter(lastProp.range[1]);
    const hasComma = after?.value === ",";
    const anchorEnd = hasComma && after ? after.end : lastProp.range[1];
    const at = endOfLine(text, anchorEnd);
    const lines = chunks.map((c) => `\n${indent}${itemText(scan, c, indent, true)}`).join("");
    if (hasComma) return { start: at, end: at, text: lines };
    // Add the comma the old last property now needs, and the new ones after it.
    return { start: lastProp.range[1], end: at, text: `,${text.slice(lastProp.range[1], at)}${lines}` };
  }
  if (!multiline) {
    return {
      start: lastProp.range[1],
      end: lastProp.range[1],
      text: `, ${chunks.map((c) => itemText(scan, c, "", false)).join(", ")}`,
    };
  }
  // A one-line json object in a multi-line result: lay it out on several lines.
  const base = lineIndent(text, json.range[0]);
  const inner = text
    .slice(json.range[0] + 1, json.range[1] - 1)
    .trim()
    .replace(/,$/u, "");
  const lines = [
    `${base}${unit}${inner},`,
    ...chunks.map((c) => `${base}${unit}${itemText(scan, c, base + unit, true)}`),
  ];
  return { start: json.range[0], end: json.range[1], text: `{\n${lines.join("\n")}\n${base}}` };
}

export function appendTo(
  scan: Scan,
  array: TSESTree.ArrayExpression,
  content: TSESTree.Property,
  chunks: readonly Chunk[],
  unit: string,
  multiline: boolean,
): Edit {
  const text = scan.text;
  const open = array.range[0];
  const close = array.range[1] - 1;
  let last: TSESTree.Node | undefined;
  for (let i = array.elements.length - 1; i >= 0 && !last; i--) last = array.elements[i] ?? undefined;
  if (!last) {
    const base = lineIndent(text, content.range[0]);
    return { start: open + 1, end: close, text: blockText(scan, chunks, base, unit, multiline) };
  }
  // `[(block)]`: the new block goes after the parenthesis, or it would make a sequence expression.
  const lastEnd = scan.elementEnd(last);
  const afterLast = scan.tokenAfter(lastEnd);
  const hasComma = afterLast?.value === ",";
  const arrayMultiline = array.loc.start.line !== array.loc.end.line;
  const lastStart = scan.elementStart(last);
  if (arrayMultiline && startsLine(text, lastStart)) {
    const indent = lineIndent(text, lastStart);
    const anchorEnd = hasComma && afterLast ? afterLast.end : lastEnd;
    const at = endOfLine(text, anchorEnd);
    const block = `\n${indent}${blockText(scan, chunks, indent, unit, multiline)},`;
    if (hasComma) return { start: at, end: at, text: block };
    return { start: lastEnd, end: at, text: `,${text.slice(lastEnd, at)}${block}` };
  }
  const base = lineIndent(text, close);
  return { start: lastEnd, end: lastEnd, text: `, ${blockText(scan, chunks, base, unit, multiline)}` };
}

export function spreadInto(
  scan: Scan,
  content: TSESTree.Property,
  chunks: readonly Chunk[],
  unit: string,
  multiline: boolean,
): Edit {
  const base = lineIndent(scan.text, content.range[0]);
  const value = scan.sourceCode.getText(content.value);
  const spread = unwrap(content.value).type === AST_NODE_TYPES.SequenceExpression ? `(${value})` : value;
  const array = `[...${spread}, ${blockText(scan, chunks, base, unit, multiline)}]`;
  if (content.shorthand) return { start: content.range[0], end: content.range[1], text: `content: ${array}` };
  return { start: content.value.range[0], end: content.value.range[1], text: array };
}
