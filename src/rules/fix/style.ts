/**
 * The layout options a move writes with, read from the code itself: the width (and the tab width, when
 * set) from the settings; the indentation unit, the trailing-comma habit and the space inside braces from
 * the result object, else from the file; and the file's line ending.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESTree } from "@typescript-eslint/utils";
import { listItems, type ItemList } from "../ast/list-items.js";
import type { LayoutOptions } from "./layout.js";
import type { MoveContext } from "./plan.js";
import type { Source } from "../ast/source.js";

interface FileStyle {
  unit?: string;
  trailingComma?: boolean;
  bracketSpacing?: boolean;
}

const perFile = new WeakMap<Source, FileStyle>();

export function layoutOptions(
  src: Source,
  result: TSESTree.ObjectExpression,
  { printWidth, tabWidth }: Pick<MoveContext, "printWidth" | "tabWidth">,
): LayoutOptions {
  const members = listItems(src, result) as ItemList;
  const first = members.items[0];
  const last = members.items[members.items.length - 1];
  let unit: string | undefined;
  let trailingComma: boolean | undefined;
  let spacing: boolean | undefined;
  if (first && last && src.startsLine(first.ownStart) && !src.sameLine(members.open, members.close)) {
    const base = src.indentAt(result.range[0]);
    const inner = src.indentAt(first.ownStart);
    if (inner.startsWith(base) && inner.length > base.length) unit = inner.slice(base.length);
    if (!src.sameLine(last.end, members.close)) trailingComma = last.comma !== undefined;
  }
  // The file's habits only where the object shows none, and only when an edit asks (they take a look at
  // the whole file; a move written on the line it was on needs neither).
  return {
    width: printWidth,
    eol: src.eol,
    get unit() {
      return unit ?? (fileUnit(src) || " ".repeat(tabWidth ?? DEFAULT_TAB_WIDTH));
    },
    // Prettier indents by `tabWidth` spaces: an indentation of spaces tells it.
    get tabWidth() {
      const indent = this.unit;
      return tabWidth ?? (indent.startsWith(" ") ? indent.length : DEFAULT_TAB_WIDTH);
    },
    get trailingComma() {
      return trailingComma ?? fileTrailingComma(src);
    },
    get bracketSpacing() {
      spacing ??= resultSpacing(src, result) ?? fileBracketSpacing(src);
      return spacing;
    },
  };
}

function styleOf(src: Source): FileStyle {
  let style = perFile.get(src);
  if (!style) {
    style = {};
    perFile.set(src, style);
  }
  return style;
}

/** The file's indentation unit: a tab, or the smallest indentation of its first indented lines; "" when none is. */
function fileUnit(src: Source): string {
  const style = styleOf(src);
  if (style.unit === undefined) {
    const text = src.text.slice(0, 20_000);
    // A block comment's ` * ` lines are no indentation of code.
    const indents: string[] = [];
    for (const match of text.matchAll(/^([ \t]+)[^\s*]/gmu)) {
      if (indents.push(match[1] as string) === MAX_STYLE_LINES) break;
    }
    const spaces = indents.filter((indent) => !indent.startsWith("\t")).map((indent) => indent.length);
    style.unit =
      indents[0]?.startsWith("\t") === true ? "\t" : spaces.length > 0 ? " ".repeat(Math.min(...spaces)) : "";
  }
  return style.unit;
}

/**
 * Whether the file's lists on several lines end with a comma: the first such list decides; Prettier's
 * default, a comma, when there is none.
 */
function fileTrailingComma(src: Source): boolean {
  const style = styleOf(src);
  style.trailingComma ??= trailingCommas(src) ?? true;
  return style.trailingComma;
}

/** Whether the first list on several lines of the file ends with a comma (undefined when there is none). */
function trailingCommas(src: Source): boolean | undefined {
  const tokens: readonly TSESTree.Token[] | undefined = src.sourceCode.ast.tokens;
  if (!Array.isArray(tokens)) return undefined;
  let lookups = 0;
  for (let i = 1; i < tokens.length && i < MAX_STYLE_TOKENS; i++) {
    const token = tokens[i] as TSESTree.Token;
    if (token.type !== "Punctuator" || (token.value !== "}" && token.value !== "]")) continue;
    const before = tokens[i - 1] as TSESTree.Token;
    if (before.value === "{" || before.value === "[" || src.sameLine(before.range[1], token.range[0])) continue;
    if (++lookups > MAX_STYLE_LOOKUPS) break;
    const node = src.sourceCode.getNodeByRangeIndex(token.range[0]);
    if (node?.type === "ObjectExpression" || node?.type === "ArrayExpression") return before.value === ",";
  }
  return undefined;
}

/**
 * `{ a }` (true) or `{a}` as the result shows it: the first object literal in it (itself first) that has
 * members and is on one line.
 */
function resultSpacing(src: Source, result: TSESTree.ObjectExpression): boolean | undefined {
  const stack: TSESTree.Node[] = [result];
  for (let seen = 0; stack.length > 0 && seen < MAX_STYLE_TOKENS; seen++) {
    const node = stack.pop() as TSESTree.Node;
    if (node.type === AST_NODE_TYPES.ObjectExpression) {
      if (node.properties.length > 0 && src.sameLine(node.range[0], node.range[1])) {
        return /\s/u.test(src.text.charAt(node.range[0] + 1));
      }
      for (const member of [...node.properties].reverse()) {
        stack.push(member.type === AST_NODE_TYPES.Property ? member.value : member.argument);
      }
    } else if (node.type === AST_NODE_TYPES.ArrayExpression) {
      for (const element of [...node.elements].reverse()) {
        if (element) stack.push(element.type === AST_NODE_TYPES.SpreadElement ? element.argument : element);
      }
    }
  }
  return undefined;
}

/**
 * Whether the file writes `{ a }` rather than `{a}`: its first brace of an object, pattern, type or
 * import list that has something other than `}` after it on its line decides; Prettier's default, a
 * space, when there is none among the first few.
 */
function fileBracketSpacing(src: Source): boolean {
  const style = styleOf(src);
  if (style.bracketSpacing === undefined) {
    const tokens: readonly TSESTree.Token[] | undefined = src.sourceCode.ast.tokens;
    let lookups = 0;
    for (let i = 0; Array.isArray(tokens) && i + 1 < tokens.length && i < MAX_STYLE_TOKENS; i++) {
      const token = tokens[i] as TSESTree.Token;
      const next = tokens[i + 1] as TSESTree.Token;
      if (token.value !== "{" || token.type !== "Punctuator" || next.value === "}") continue;
      if (!src.sameLine(token.range[1], next.range[0])) continue;
      if (++lookups > MAX_STYLE_LOOKUPS) break;
      if (SPACED.has(src.sourceCode.getNodeByRangeIndex(token.range[0])?.type ?? "")) {
        style.bracketSpacing = next.range[0] > token.range[1];
        break;
      }
    }
    style.bracketSpacing ??= true;
  }
  return style.bracketSpacing;
}

/** What a brace opens where Prettier's `bracketSpacing` applies (not a block, not a JSX expression). */
const SPACED: ReadonlySet<string> = new Set([
  "ObjectExpression",
  "ObjectPattern",
  "TSTypeLiteral",
  "ImportDeclaration",
  "ExportNamedDeclaration",
]);

/** Prettier's default `tabWidth`, for an indentation of tabs when the settings give none. */
const DEFAULT_TAB_WIDTH = 2;

/** How many indented lines the indentation unit is looked for in. */
const MAX_STYLE_LINES = 50;

/** How many brackets the style is looked for at (each look costs a walk of the file's top level). */
const MAX_STYLE_LOOKUPS = 20;

/** How many tokens (or nodes of the result) the style is looked for in. */
const MAX_STYLE_TOKENS = 20_000;
