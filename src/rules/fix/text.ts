/**
 * The text of the edit: a json block or object built from the moved members (with their comments and
 * indentation), and the edits applied to the object's source.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import type { Chunk, Edit } from "./model.js";
import { lineIndent, startsLine, type Scan } from "./scan.js";

type Comment = TSESTree.Comment;

/** `{ json: { a, b } }`, on one line or laid out from `base`. */
export function blockText(
  scan: Scan,
  chunks: readonly Chunk[],
  base: string,
  unit: string,
  multiline: boolean,
): string {
  if (!multiline) return `{ json: ${objectText(scan, chunks, base, unit, false)} }`;
  return `{\n${base}${unit}json: ${objectText(scan, chunks, base + unit, unit, true)},\n${base}}`;
}

/** `{ a, b }`, on one line or one member a line, closing at `base`. */
export function objectText(
  scan: Scan,
  chunks: readonly Chunk[],
  base: string,
  unit: string,
  multiline: boolean,
): string {
  if (!multiline) return `{ ${chunks.map((c) => itemText(scan, c, "", false)).join(", ")} }`;
  const indent = base + unit;
  return `{\n${chunks.map((c) => `${indent}${itemText(scan, c, indent, true)}`).join("\n")}\n${base}}`;
}

/** A member with its comments: on its own line(s) with a trailing comma, or inline without one. */
export function itemText(scan: Scan, chunk: Chunk, indent: string, multiline: boolean): string {
  const body = reindent(scan, chunk.member.node, indent);
  if (chunk.leading.length === 0 && chunk.trailing.length === 0) return multiline ? `${body},` : body;
  const leading = chunk.leading.map((c) => reindentComment(scan.text, c, indent));
  const trailing = chunk.trailing.map((c) => scan.text.slice(c.range[0], c.range[1]));
  if (!multiline) return [...leading, body, ...trailing].join(" ");
  const head = leading.map((c) => `${c}\n${indent}`).join("");
  return `${head}${body},${trailing.length ? ` ${trailing.join(" ")}` : ""}`;
}

function reindent(scan: Scan, node: TSESTree.Node, indent: string): string {
  const text = scan.text.slice(node.range[0], node.range[1]);
  if (!text.includes("\n")) return text;
  const sourceCode = scan.sourceCode;
  // Never touch lines inside a template or string literal: that would change its value.
  const spansLines = sourceCode
    .getTokens(node)
    .some((t) => (t.type === "Template" || t.type === "String") && t.loc.start.line !== t.loc.end.line);
  if (spansLines) return text;
  return shiftLines(text, lineIndent(sourceCode.text, node.range[0]), indent);
}

function reindentComment(source: string, comment: Comment, indent: string): string {
  const text = source.slice(comment.range[0], comment.range[1]);
  return text.includes("\n") ? shiftLines(text, lineIndent(source, comment.range[0]), indent) : text;
}

function shiftLines(text: string, from: string, to: string): string {
  return text
    .split("\n")
    .map((line, index) => (index > 0 && line.startsWith(from) ? to + line.slice(from.length) : line))
    .join("\n");
}

export function applyEdits(text: string, range: readonly [number, number], edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = "";
  let at = range[0];
  for (const edit of sorted) {
    if (edit.start < at) throw new Error("overlapping edits");
    out += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + text.slice(at, range[1]);
}

/** The indentation of the object's members, relative to the object's line (two spaces when unknown). */
export function indentUnit(text: string, object: TSESTree.ObjectExpression): string {
  const base = lineIndent(text, object.range[0]);
  const first = object.properties[0];
  if (first && startsLine(text, first.range[0])) {
    const inner = lineIndent(text, first.range[0]);
    if (inner.startsWith(base) && inner.length > base.length) return inner.slice(base.length);
  }
  return base.includes("\t") ? "\t" : "  ";
}
