/**
 * Which reports `eslint-disable` comments suppress, read from the file's comments, so that a fix never
 * edits a node whose report the user turned off (ESLint would apply the fix of another report on the
 * same object, and then call the directive unused). The same comment syntax ESLint and oxlint read:
 * `eslint-disable`, `eslint-enable`, `eslint-disable-line`, `eslint-disable-next-line`, each with an
 * optional comma-separated rule list and an optional `-- reason`. Also the text a fix must leave alone
 * so that every directive, TypeScript's included, keeps turning off what it did.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import type { Source } from "./source.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

interface Directive {
  readonly type: "disable" | "enable" | "disable-line" | "disable-next-line";
  /** Rule ids it names; empty for all rules. */
  readonly rules: readonly string[];
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly range: readonly [number, number];
}

const DIRECTIVE = /^\s*(eslint-disable-next-line|eslint-disable-line|eslint-disable|eslint-enable)(?=\s|$)(.*)$/su;
const perFile = new WeakMap<object, readonly Directive[]>();

function directivesOf(sourceCode: SourceCode): readonly Directive[] {
  let found = perFile.get(sourceCode);
  if (found) return found;
  const list: Directive[] = [];
  for (const comment of sourceCode.getAllComments()) {
    const match = DIRECTIVE.exec(comment.value);
    if (!match) continue;
    const label = match[1] as string;
    // Line comments carry only the line forms, as in ESLint.
    if (comment.type === "Line" && label !== "eslint-disable-line" && label !== "eslint-disable-next-line") continue;
    const value = (match[2] ?? "").split(/\s-{2,}\s/u)[0] ?? "";
    // As ESLint reads a rule list: each name trimmed, then one pair of matching quotes taken off.
    const rules = value
      .split(",")
      .map((rule) => rule.trim().replace(/^(['"]?)(.*)\1$/su, "$2"))
      .filter((rule) => rule.length > 0);
    list.push({
      type: label.slice("eslint-".length) as Directive["type"],
      rules,
      line: comment.loc.start.line,
      column: comment.loc.start.column,
      endLine: comment.loc.end.line,
      range: comment.range,
    });
  }
  found = list;
  perFile.set(sourceCode, found);
  return found;
}

function names(directive: Directive, ruleId: string): boolean {
  return directive.rules.length === 0 || directive.rules.includes(ruleId);
}

/** Whether a report of `ruleId` on `node` (at its start) is suppressed by a directive comment. */
export function isSuppressed(sourceCode: SourceCode, ruleId: string, node: TSESTree.Node): boolean {
  return isSuppressedAt(sourceCode, ruleId, node.loc.start);
}

/** Whether a report of `ruleId` at `position` is suppressed by a directive comment. */
export function isSuppressedAt(sourceCode: SourceCode, ruleId: string, position: TSESTree.Position): boolean {
  const directives = directivesOf(sourceCode);
  if (directives.length === 0) return false;
  const { line, column } = position;
  let disabled = false;
  for (const directive of directives) {
    switch (directive.type) {
      case "disable-line":
        if (directive.line === line && names(directive, ruleId)) return true;
        break;
      case "disable-next-line":
        if (directive.endLine + 1 === line && names(directive, ruleId)) return true;
        break;
      default: {
        const before = directive.line < line || (directive.line === line && directive.column <= column);
        if (before && names(directive, ruleId)) disabled = directive.type === "disable";
      }
    }
  }
  return disabled;
}

/**
 * TypeScript's comments that turn off the errors of the next line: as TypeScript reads them, by prefix
 * (`@ts-ignore-next-line` is one), on a line comment or on the last line of a block comment.
 */
const TS_DIRECTIVE = /^[\s*/]*@ts-(?:expect-error|ignore)/u;

function isTsDirective(comment: TSESTree.Comment): boolean {
  const lines = comment.value.split(/\r\n|[\r\n\u2028\u2029]/u);
  return TS_DIRECTIVE.test(lines[0] as string) || TS_DIRECTIVE.test(lines[lines.length - 1] as string);
}
const regionsPerFile = new WeakMap<Source, readonly (readonly [number, number])[]>();

/**
 * The text a fix must leave alone for every directive comment to keep meaning what it says: the
 * comments of ESLint's directives (of every rule) and TypeScript's `@ts-expect-error` and `@ts-ignore`,
 * each with the line it covers and the line breaks around that line (the next line for
 * `eslint-disable-next-line` and TypeScript's, its own for `eslint-disable-line`). A line directive
 * covers what is on its line: moving text onto or off it (or breaking it) changes what it turns off.
 */
export function directiveRegions(src: Source): readonly (readonly [number, number])[] {
  let regions = regionsPerFile.get(src);
  if (regions) return regions;
  const list: (readonly [number, number])[] = [];
  for (const directive of directivesOf(src.sourceCode)) {
    const [start, end] = directive.range;
    if (directive.type === "disable-next-line") list.push([start, coveredLineEnd(src, src.nextLineStart(end))]);
    else if (directive.type === "disable-line")
      list.push([Math.max(0, src.lineStart(start) - 1), coveredLineEnd(src, end)]);
    else list.push([start, end]);
  }
  for (const comment of src.sourceCode.getAllComments()) {
    if (isTsDirective(comment)) list.push([comment.range[0], coveredLineEnd(src, tsCoveredLine(src, comment))]);
  }
  regions = list;
  regionsPerFile.set(src, regions);
  return regions;
}

/**
 * The comments of `eslint-disable` and `eslint-enable` directives that cover the rest of the file (not a
 * line): text moved from one side of one to the other is turned off where it was not, or the reverse.
 */
export function rangeDirectives(src: Source): readonly (readonly [number, number])[] {
  return directivesOf(src.sourceCode)
    .filter((d) => d.type === "disable" || d.type === "enable")
    .map((d) => d.range);
}

/**
 * The start of the line a TypeScript directive covers: the first line after it that is neither blank nor
 * a line comment alone, as TypeScript looks back from an error over such lines.
 */
function tsCoveredLine(src: Source, comment: TSESTree.Comment): number {
  let line = src.nextLineStart(comment.range[1]);
  for (;;) {
    const text = src.slice(line, src.lineEnd(line)).trim();
    if ((text !== "" && !text.startsWith("//")) || line >= src.text.length) return line;
    line = src.nextLineStart(line);
  }
}

/** The end of the line `offset` is on, with its line break (an edit there would join the next line to it). */
function coveredLineEnd(src: Source, offset: number): number {
  return Math.min(src.text.length, src.lineEnd(offset) + 1);
}
