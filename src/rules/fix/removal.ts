/**
 * The members to move, each with the comments that belong to it, and the edits that take them out of
 * the object (with their commas, and their lines when they sit on lines of their own).
 */
import type { TSESTree } from "@typescript-eslint/utils";
import type { OffendingMember } from "../detection/tool-result.js";
import {
  backOverSpaces,
  endsLine,
  lineStart,
  nextLineStart,
  sameLine,
  skipSpaces,
  startsLine,
  type Scan,
} from "./scan.js";
import type { Chunk, Edit } from "./model.js";

export function chunkOf(
  scan: Scan,
  object: TSESTree.ObjectExpression,
  member: OffendingMember,
  multiline: boolean,
): Chunk {
  const node = member.node;
  const name = member.kind === "key" ? member.name : undefined;
  const next = scan.tokenAfter(node.range[1]);
  const comma: Chunk["comma"] =
    next && next.value === "," && next.end <= object.range[1] ? [next.start, next.end] : undefined;
  const anchorEnd = comma ? comma[1] : node.range[1];
  if (scan.clean) return { member, leading: [], trailing: [], comma, start: node.range[0], end: anchorEnd, name };

  const sourceCode = scan.sourceCode;
  const before = sourceCode.getTokenBefore(node, { includeComments: false });
  const leading = scan
    .commentsBefore(node.range[0])
    .filter((c) => !multiline || !before || c.loc.start.line !== before.loc.end.line || before.value === "{");
  const anchorLine = comma ? sourceCode.getLocFromIndex(comma[0]).line : node.loc.end.line;
  const isLast = object.properties[object.properties.length - 1] === node;
  const trailing = scan.commentsAfter(anchorEnd).filter((c) => (multiline ? c.loc.start.line === anchorLine : isLast));
  const start = leading[0]?.range[0] ?? node.range[0];
  const end = Math.max(anchorEnd, trailing[trailing.length - 1]?.range[1] ?? 0);
  return { member, leading, trailing, comma, start, end, name };
}

export function removals(
  scan: Scan,
  object: TSESTree.ObjectExpression,
  chunks: readonly Chunk[],
  multiline: boolean,
): Edit[] {
  const text = scan.text;
  const members = object.properties;
  const edits: Edit[] = [];
  const chunkAt = (member: TSESTree.Node | undefined): Chunk | undefined =>
    chunks.find((c) => c.member.node === member);
  let i = 0;
  while (i < members.length) {
    const first = chunkAt(members[i]);
    if (!first) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < members.length && chunkAt(members[j + 1])) j++;
    const last = chunkAt(members[j]) as Chunk;
    const firstNode = members[i] as TSESTree.Node;
    const nextKept = members[j + 1];
    if (multiline && startsLine(text, first.start) && endsLine(text, last.end)) {
      edits.push({ start: lineStart(text, first.start), end: nextLineStart(text, last.end), text: "" });
    } else if (nextKept) {
      const nextStart = scan.commentsBefore(nextKept.range[0])[0]?.range[0] ?? nextKept.range[0];
      if (sameLine(text, last.end, nextStart)) {
        edits.push({ start: first.start, end: nextStart, text: "" });
      } else {
        const floor = scan.tokenBefore(firstNode.range[0])?.end ?? object.range[0];
        edits.push({ start: backOverSpaces(text, first.start, floor), end: last.end, text: "" });
      }
    } else if (last.comma) {
      edits.push({ start: first.start, end: skipSpaces(text, last.end), text: "" });
    } else {
      // The last members, without a trailing comma, on a shared line: take the comma before them along.
      const previousComma = scan.tokenBefore(firstNode.range[0]);
      if (
        previousComma?.value === "," &&
        first.start === firstNode.range[0] &&
        scan.commentsBefore(firstNode.range[0]).length === 0
      ) {
        // Nothing but white space between the comma and the members: take it all, line breaks included.
        edits.push({ start: previousComma.start, end: last.end, text: "" });
      } else if (previousComma?.value === ",") {
        edits.push({ start: previousComma.start, end: previousComma.end, text: "" });
        edits.push({ start: backOverSpaces(text, first.start, previousComma.end), end: last.end, text: "" });
      } else {
        edits.push({ start: first.start, end: last.end, text: "" });
      }
    }
    i = j + 1;
  }
  return edits;
}
