/**
 * The fix shared by `no-extra-keys` and `no-spread`: move every extra key and spread of a tool-result
 * literal, in source order and with their comments, into a json content block.
 *
 * Moving only some of them would reorder overriding semantics (`{ ...stats, frames }`), so both rules
 * build the same whole-object edit; ESLint applies it once. The edit is one replacement of the object's
 * text, so it never collides with itself.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import type { LintedFile, OffendingMember, ToolResultLiteral } from "./detect.js";
import { isPure, isPureMember } from "./purity.js";
import { spreadKeys } from "./typed.js";
import { plainKeyName, propertyKeyName, unwrap } from "./static.js";
import {
  Scan,
  backOverSpaces,
  endOfLine,
  endsLine,
  lineIndent,
  lineStart,
  nextLineStart,
  sameLine,
  skipSpaces,
  startsLine,
} from "./text-scan.js";

type SourceCode = Readonly<TSESLint.SourceCode>;
type Comment = TSESTree.Comment;

export interface MoveToJson {
  /**
   * `fix` when the move keeps behaviour; `suggest` when it may not (a getter, a method, a computed key
   * whose value is unknown, side effects that would run in another order).
   */
  readonly mode: "fix" | "suggest";
  /** What the fix does, for the suggestion's message (computed on first read). */
  readonly description: string;
  readonly range: readonly [number, number];
  readonly text: string;
  /** The fix function itself, made once and shared by every report on the literal. */
  readonly fix: TSESLint.ReportFixFunction;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** A member to move, with the comments that belong to it. */
interface Chunk {
  readonly member: OffendingMember;
  readonly leading: readonly Comment[];
  readonly trailing: readonly Comment[];
  /** The range of the comma after the member, if any. */
  readonly comma: readonly [number, number] | undefined;
  /** From the first leading comment to the member's end. */
  readonly start: number;
  /** Past the comma and trailing comments (or the member, when it has neither). */
  readonly end: number;
  readonly name: string | undefined;
}

/** The edit for a tool-result literal, or null when none is possible (no content to move into). */
export function moveToJson(file: LintedFile, result: ToolResultLiteral): MoveToJson | null {
  // `no-extra-keys` and `no-spread` ask for the same literal one after the other: build it once.
  if (file.lastMoveFor === result) return file.lastMove;
  let move: MoveToJson | null;
  try {
    move = carriesContractKeys(file, result) ? null : build(file.sourceCode, result);
  } catch {
    // A layout this builder did not foresee: report without a fix rather than risk a wrong one.
    move = null;
  }
  file.lastMoveFor = result;
  file.lastMove = move;
  return move;
}

/**
 * A spread whose type says it carries `status`, `content` or another allowed key (a whole tool result,
 * say) cannot be moved into a json block: those keys would leave the top level.
 */
function carriesContractKeys(file: LintedFile, result: ToolResultLiteral): boolean {
  return result.offending.some(
    (m) => m.kind === "spread" && spreadKeys(file.sourceCode, m.node)?.some((k) => file.settings.topLevel.has(k)),
  );
}

function build(sourceCode: SourceCode, result: ToolResultLiteral): MoveToJson | null {
  const { node, offending } = result;
  if (offending.length === 0) return null;
  const content = result.content;
  if (!content || content.kind !== "init" || content.method) return null;
  // `__proto__: x` sets the prototype rather than adding a key: moving it would change what it means.
  if (offending.some((m) => m.kind === "key" && isProtoSetter(m.node))) return null;
  const contentValue = unwrap(content.value);
  const array = contentValue.type === AST_NODE_TYPES.ArrayExpression ? contentValue : undefined;
  if (!array && !canSpread(contentValue)) return null;

  const scan = new Scan(sourceCode, node.range);
  const multiline = node.loc.start.line !== node.loc.end.line;
  const unit = indentUnit(scan.text, node);
  const chunks = offending.map((member) => chunkOf(scan, node, member, multiline));
  const names = chunks.map((c) => c.name);
  const hasSpread = offending.some((m) => m.kind === "spread");
  const target = array ? jsonTarget(sourceCode, array, names, hasSpread) : undefined;

  let mode: MoveToJson["mode"] = "fix";
  if (offending.some((m) => m.kind === "key" && (m.name === undefined || m.node.kind !== "init" || m.node.method)))
    mode = "suggest";
  if (!keepsEvaluationOrder(node, offending, content, array, target)) mode = "suggest";

  const edits = removals(scan, node, chunks, multiline);
  const lineComment =
    !scan.clean && chunks.some((c) => c.leading.some(isLineComment) || c.trailing.some(isLineComment));
  if (target) {
    edits.push(mergeInto(scan, target, chunks, unit, lineComment));
  } else if (array) {
    edits.push(appendTo(scan, array, content, chunks, unit, multiline || lineComment));
  } else {
    edits.push(spreadInto(scan, content, chunks, unit, multiline || lineComment));
  }
  const range = node.range;
  const text = applyEdits(scan.text, range, edits);
  return {
    mode,
    get description() {
      return describeMembers(sourceCode, offending);
    },
    range,
    text,
    fix: (fixer) => fixer.replaceTextRange([range[0], range[1]], text),
  };
}

function isLineComment(comment: Comment): boolean {
  return comment.type === "Line";
}

function isProtoSetter(property: TSESTree.Property): boolean {
  return (
    !property.computed &&
    !property.shorthand &&
    property.kind === "init" &&
    !property.method &&
    plainKeyName(property) === "__proto__"
  );
}

/** Expressions that may hold an array at run time, so `[...x, block]` keeps its blocks. */
function canSpread(value: TSESTree.Node): boolean {
  switch (value.type) {
    case AST_NODE_TYPES.Identifier:
      return value.name !== "undefined";
    case AST_NODE_TYPES.MemberExpression:
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.ChainExpression:
    case AST_NODE_TYPES.AwaitExpression:
    case AST_NODE_TYPES.ConditionalExpression:
    case AST_NODE_TYPES.LogicalExpression:
    case AST_NODE_TYPES.NewExpression:
      return true;
    default:
      return false;
  }
}

function describeMembers(sourceCode: SourceCode, members: readonly OffendingMember[]): string {
  const parts = members.map((m) =>
    m.kind === "spread"
      ? `...${abbreviate(sourceCode.getText(m.node.argument))}`
      : m.name !== undefined
        ? `"${m.name}"`
        : abbreviate(sourceCode.getText(m.node.key)),
  );
  return parts.length <= 3 ? parts.join(", ") : `${parts.slice(0, 3).join(", ")} and ${parts.length - 3} more`;
}

export function abbreviate(text: string): string {
  const flat = text.replace(/\s+/gu, " ");
  return flat.length > 40 ? `${flat.slice(0, 37)}...` : flat;
}

// ---------------------------------------------------------------------------------------------------
// Which json block receives the members

interface JsonTarget {
  readonly element: TSESTree.ObjectExpression;
  readonly json: TSESTree.ObjectExpression;
}

/**
 * The content's own literal json block (`{ json: { ... } }`, the last one), when the members can go into
 * it without overriding anything there: it has no spread, and no key of the same name.
 */
function jsonTarget(
  sourceCode: SourceCode,
  array: TSESTree.ArrayExpression,
  names: readonly (string | undefined)[],
  hasSpread: boolean,
): JsonTarget | undefined {
  for (let i = array.elements.length - 1; i >= 0; i--) {
    const element = array.elements[i];
    if (element?.type !== AST_NODE_TYPES.ObjectExpression || element.properties.length !== 1) continue;
    const property = element.properties[0];
    if (property?.type !== AST_NODE_TYPES.Property || property.kind !== "init" || property.method || property.shorthand)
      continue;
    if (propertyKeyName(sourceCode, property) !== "json" || property.value.type !== AST_NODE_TYPES.ObjectExpression)
      continue;
    const json = property.value;
    if (json.properties.length === 0) return { element, json };
    if (hasSpread || names.some((n) => n === undefined)) return undefined;
    const existing = new Set<string>();
    for (const p of json.properties) {
      if (p.type !== AST_NODE_TYPES.Property) return undefined;
      const key = propertyKeyName(sourceCode, p);
      if (key === undefined) return undefined;
      existing.add(key);
    }
    return names.some((n) => n !== undefined && existing.has(n)) ? undefined : { element, json };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// Evaluation order: members with side effects must run in the same order after the move

function keepsEvaluationOrder(
  node: TSESTree.ObjectExpression,
  offending: readonly OffendingMember[],
  content: TSESTree.Property,
  array: TSESTree.ArrayExpression | undefined,
  target: JsonTarget | undefined,
): boolean {
  const MARK = null;
  // Moving only members without side effects cannot reorder any side effect.
  if (offending.every((m) => isPureMember(m.node))) return true;
  const moved = new Set<TSESTree.Node>(offending.map((m) => m.node));
  // Everything evaluated, in source order; and the kept units with a mark where the json block goes.
  const original: TSESTree.Node[] = [];
  const kept: (TSESTree.Node | typeof MARK)[] = [];
  const keep = (unit: TSESTree.Node): void => {
    original.push(unit);
    kept.push(unit);
  };
  for (const member of node.properties) {
    if (moved.has(member)) original.push(member);
    else if (member !== content) keep(member);
    else {
      if (content.computed) keep(content.key);
      if (!array) {
        keep(content.value);
        kept.push(MARK);
        continue;
      }
      const insertAfter = target ? array.elements.indexOf(target.element) : array.elements.length - 1;
      if (insertAfter < 0) kept.push(MARK);
      array.elements.forEach((element, index) => {
        if (element) keep(element);
        if (index === insertAfter) kept.push(MARK);
      });
    }
  }
  const movedUnits = original.filter((unit) => moved.has(unit));
  const reordered = kept.flatMap((unit) => (unit === MARK ? movedUnits : [unit]));
  const impure = (units: TSESTree.Node[]): TSESTree.Node[] =>
    units.filter((unit) => !(unit.type === AST_NODE_TYPES.Property ? isPureMember(unit) : isPure(unit)));
  const a = impure(original);
  const b = impure(reordered);
  return a.length === b.length && a.every((unit, i) => unit === b[i]);
}

// ---------------------------------------------------------------------------------------------------
// Chunks and their removal

function chunkOf(scan: Scan, object: TSESTree.ObjectExpression, member: OffendingMember, multiline: boolean): Chunk {
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

function removals(scan: Scan, object: TSESTree.ObjectExpression, chunks: readonly Chunk[], multiline: boolean): Edit[] {
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

// ---------------------------------------------------------------------------------------------------
// Where the members go

/**
 * Adds the members to the content's own json object, in its layout: one a line when it spans lines,
 * inline when it is on one line (laid out on lines only when a moved line comment needs it).
 */
function mergeInto(scan: Scan, target: JsonTarget, chunks: readonly Chunk[], unit: string, multiline: boolean): Edit {
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

function appendTo(
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

function spreadInto(
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

/** `{ json: { a, b } }`, on one line or laid out from `base`. */
function blockText(scan: Scan, chunks: readonly Chunk[], base: string, unit: string, multiline: boolean): string {
  if (!multiline) return `{ json: ${objectText(scan, chunks, base, unit, false)} }`;
  return `{\n${base}${unit}json: ${objectText(scan, chunks, base + unit, unit, true)},\n${base}}`;
}

/** `{ a, b }`, on one line or one member a line, closing at `base`. */
function objectText(scan: Scan, chunks: readonly Chunk[], base: string, unit: string, multiline: boolean): string {
  if (!multiline) return `{ ${chunks.map((c) => itemText(scan, c, "", false)).join(", ")} }`;
  const indent = base + unit;
  return `{\n${chunks.map((c) => `${indent}${itemText(scan, c, indent, true)}`).join("\n")}\n${base}}`;
}

/** A member with its comments: on its own line(s) with a trailing comma, or inline without one. */
function itemText(scan: Scan, chunk: Chunk, indent: string, multiline: boolean): string {
  const body = reindent(scan, chunk.member.node, indent);
  if (chunk.leading.length === 0 && chunk.trailing.length === 0) return multiline ? `${body},` : body;
  const leading = chunk.leading.map((c) => reindentComment(scan.text, c, indent));
  const trailing = chunk.trailing.map((c) => scan.text.slice(c.range[0], c.range[1]));
  if (!multiline) return [...leading, body, ...trailing].join(" ");
  const head = leading.map((c) => `${c}\n${indent}`).join("");
  return `${head}${body},${trailing.length ? ` ${trailing.join(" ")}` : ""}`;
}

// ---------------------------------------------------------------------------------------------------
// Text helpers

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

function applyEdits(text: string, range: readonly [number, number], edits: Edit[]): string {
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
function indentUnit(text: string, object: TSESTree.ObjectExpression): string {
  const base = lineIndent(text, object.range[0]);
  const first = object.properties[0];
  if (first && startsLine(text, first.range[0])) {
    const inner = lineIndent(text, first.range[0]);
    if (inner.startsWith(base) && inner.length > base.length) return inner.slice(base.length);
  }
  return base.includes("\t") ? "\t" : "  ";
}
