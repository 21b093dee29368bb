/**
 * The move's text written directly, for the layouts most code has: no comments in the object, members
 * and elements separated by commas alone, and a result that is one line, or an object whose members
 * own their lines with the content array on one line. Anything else returns undefined, and `edit.ts`
 * builds the text from items and layout docs.
 *
 * Both paths give the same text: every choice here is the one `edit.ts` makes for that layout (the same
 * property text, fit test, indentation and line ending), and a differential test checks it over
 * generated objects (tests/rules/fix/fast-move.test.ts). The fast path exists because ESLint builds a
 * fix when the problem is reported, so its cost is paid on every reported literal (docs/performance.md,
 * "fix fast path").
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESTree } from "@typescript-eslint/utils";
import type { MovePlan } from "./move-plan.js";
import { displayWidth } from "./layout.js";
import { applyEdits, indentUnitFrom, restOfLine, type Edit } from "./object-edit.js";
import type { PrintWidth } from "./print-width.js";
import { isSpace, type SourceText } from "./source-text.js";

/** The object's text after the move, or undefined when the layout is not one this path writes. */
export function fastMove(src: SourceText, plan: MovePlan, options: PrintWidth): string | undefined {
  const { node, content, array, target } = plan;
  if (!array || target || content.value !== array || content.computed || content.shorthand) return undefined;
  if (src.comments.length > 0) return undefined;
  const text = src.text;
  if (!separatedByCommas(text, node.range[0], node.range[1] - 1, node.properties)) return undefined;
  if (!separatedByCommas(text, array.range[0], array.range[1] - 1, array.elements)) return undefined;

  const members: string[] = [];
  for (const member of node.properties) {
    if (!plan.moved.has(member)) continue;
    const flat = memberText(text, member);
    if (flat === undefined) return undefined;
    members.push(flat);
  }
  const elements: string[] = [];
  for (const element of array.elements) {
    const flat = element && oneLine(text.slice(element.range[0], element.range[1]));
    if (!flat) return undefined;
    elements.push(flat);
  }
  const block = `{ json: { ${members.join(", ")} } }`;
  const arrayFlat = `[${[...elements, block].join(", ")}]`;

  if (src.sameLine(node.range[0], node.range[1])) {
    const parts: string[] = [];
    for (const member of node.properties) {
      if (plan.moved.has(member)) continue;
      if (member === content) {
        parts.push(
          text.slice(content.range[0], array.range[0]) + arrayFlat + text.slice(array.range[1], content.range[1]),
        );
        continue;
      }
      const flat = memberText(text, member);
      if (flat === undefined) return undefined;
      parts.push(flat);
    }
    const flat = `{ ${parts.join(", ")} }`;
    const fits =
      src.column(node.range[0]) +
        displayWidth(flat, options.tabWidth) +
        restOfLine(src, node.range[1], [], options.tabWidth) <=
      options.width;
    return fits ? flat : undefined;
  }

  const removals = ownLineRemovals(src, plan);
  if (!removals || !src.sameLine(array.range[0], array.range[1])) return undefined;
  const [start, end] = array.range;
  const column = src.column(start);
  let arrayText: string;
  if (
    column + displayWidth(arrayFlat, options.tabWidth) + restOfLine(src, end, removals, options.tabWidth) <=
    options.width
  ) {
    arrayText = arrayFlat;
  } else {
    // One element a line, the new block on one line of its own.
    const indent = src.lineIndent(start);
    const inner = indent + indentUnitFrom(src, node, node.properties[0]?.range[0]);
    if (displayWidth(inner, options.tabWidth) + displayWidth(block, options.tabWidth) + 1 > options.width)
      return undefined;
    let lines = "[";
    for (const element of [...elements, block]) lines += `${src.eol}${inner}${element},`;
    arrayText = `${lines}${src.eol}${indent}]`;
  }
  return applyEdits(text, node.range, [...removals, { start, end, text: arrayText }]);
}

/**
 * The one-line text `edit.ts` gives a member: `key: value` with one space after the colon, anything
 * else as written. Undefined for a computed key or a text on several lines.
 */
function memberText(text: string, member: TSESTree.ObjectLiteralElement): string | undefined {
  const [start, end] = member.range;
  if (member.type === AST_NODE_TYPES.Property && member.kind === "init" && !member.method && !member.shorthand) {
    if (member.computed) return undefined;
    const colon = colonBetween(text, member.key.range[1], member.value.range[0]);
    if (colon === undefined) return undefined;
    return oneLine(`${text.slice(start, colon + 1)} ${text.slice(member.value.range[0], end)}`);
  }
  return oneLine(text.slice(start, end));
}

/** The offset of the colon when only white space surrounds it between `from` and `to`. */
function colonBetween(text: string, from: number, to: number): number | undefined {
  let colon: number | undefined;
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at);
    if (code === 58 && colon === undefined) colon = at;
    else if (!isSpace(code)) return undefined;
  }
  return colon;
}

/** `text` when it holds no line break of any kind. */
function oneLine(text: string): string | undefined {
  return /[\n\r\u2028\u2029]/u.test(text) ? undefined : text;
}

/** Whether only white space and one comma between neighbours (and an optional trailing one) sit in the brackets. */
function separatedByCommas(
  text: string,
  open: number,
  close: number,
  nodes: readonly (TSESTree.Node | null)[],
): boolean {
  let at = open + 1;
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i];
    if (!node) return false;
    if (i > 0) {
      at = skipSpace(text, at, node.range[0]);
      if (text.charCodeAt(at) !== 44) return false;
      at++;
    }
    if (skipSpace(text, at, node.range[0]) !== node.range[0]) return false;
    at = node.range[1];
  }
  at = skipSpace(text, at, close);
  if (nodes.length > 0 && at < close && text.charCodeAt(at) === 44) at = skipSpace(text, at + 1, close);
  return at === close;
}

function skipSpace(text: string, from: number, to: number): number {
  let at = from;
  while (at < to && isSpace(text.charCodeAt(at))) at++;
  return at;
}

/**
 * The removal of each run of adjacent moved members, as `edit.ts` makes it when the run owns its lines
 * (it starts a line, and its comma ends one): those whole lines. Undefined when a run does not.
 */
function ownLineRemovals(src: SourceText, plan: MovePlan): Edit[] | undefined {
  const removals: Edit[] = [];
  const members = plan.node.properties;
  for (let i = 0; i < members.length; i++) {
    if (!plan.moved.has(members[i] as TSESTree.ObjectLiteralElement)) continue;
    let j = i;
    while (j + 1 < members.length && plan.moved.has(members[j + 1] as TSESTree.ObjectLiteralElement)) j++;
    const start = (members[i] as TSESTree.ObjectLiteralElement).range[0];
    let end = (members[j] as TSESTree.ObjectLiteralElement).range[1];
    const after = src.next(end);
    if (after?.char === ",") end = after.start + 1;
    if (!src.startsLine(start) || !src.endsLine(end)) return undefined;
    removals.push({ start: src.lineStart(start), end: src.nextLineStart(end), text: "" });
    i = j;
  }
  return removals;
}
