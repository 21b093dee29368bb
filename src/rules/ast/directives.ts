/**
 * Which reports `eslint-disable` comments suppress, read from the file's comments, so that a fix never
 * edits a node whose report the user turned off (ESLint would apply the fix of another report on the
 * same object, and then call the directive unused). The same comment syntax ESLint and oxlint read:
 * `eslint-disable`, `eslint-enable`, `eslint-disable-line`, `eslint-disable-next-line`, each with an
 * optional comma-separated rule list and an optional `-- reason`.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";

type SourceCode = Readonly<TSESLint.SourceCode>;

interface Directive {
  readonly type: "disable" | "enable" | "disable-line" | "disable-next-line";
  /** Rule ids it names; empty for all rules. */
  readonly rules: readonly string[];
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  /** The comment's range in the text. */
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
    const rules = value
      .split(",")
      .map((rule) => rule.trim())
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

/** The ranges of the file's directive comments (of every rule). */
export function directiveRanges(sourceCode: SourceCode): readonly (readonly [number, number])[] {
  return directivesOf(sourceCode).map((directive) => directive.range);
}

export type Suppression = "range" | { readonly span: readonly [number, number] };

/**
 * How a report of `ruleId` on `node` (at its start) is suppressed: by an `eslint-disable` range
 * ("range"), which holds wherever lines break; only by a line directive (the starts of the directive
 * comment and of the node, in that order, which must stay as many lines apart); or not at all (undefined).
 */
export function suppressionOf(sourceCode: SourceCode, ruleId: string, node: TSESTree.Node): Suppression | undefined {
  const directives = directivesOf(sourceCode);
  if (directives.length === 0) return undefined;
  const { line, column } = node.loc.start;
  let disabled = false;
  let byLine: Directive | undefined;
  for (const directive of directives) {
    if (!names(directive, ruleId)) continue;
    switch (directive.type) {
      case "disable-line":
        if (directive.line === line) byLine ??= directive;
        break;
      case "disable-next-line":
        if (directive.endLine + 1 === line) byLine ??= directive;
        break;
      default: {
        const before = directive.line < line || (directive.line === line && directive.column <= column);
        if (before) disabled = directive.type === "disable";
      }
    }
  }
  if (disabled) return "range";
  if (!byLine) return undefined;
  const [comment, at] = [byLine.range[0], node.range[0]];
  return { span: comment < at ? [comment, at] : [at, comment] };
}
