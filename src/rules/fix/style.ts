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
  { printWidth, tabWidth, trailingComma: configured }: Pick<MoveContext, "printWidth" | "tabWidth" | "trailingComma">,
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
      if (tabWidth !== undefined) return tabWidth;
      const indent = this.unit;
      return indent.startsWith(" ") ? indent.length : DEFAULT_TAB_WIDTH;
    },
    get trailingComma() {
      return trailingComma ?? fileTrailingComma(src) ?? configured ?? true;
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
 * Whether the file's lists on several lines end with a comma: the first such list decides (an object or
 * array, a pattern, an import or export list, an enum, a tuple type: Prettier's `"es5"` and `"all"` give
 * each of them a comma, `"none"` none); undefined when there is none.
 */
function fileTrailingComma(src: Source): boolean | undefined {
  const style = styleOf(src);
  if (!("trailingComma" in style)) {
    style.trailingComma = firstInFile(src, (tokens, i) => {
      const token = tokens[i] as TSESTree.Token;
      const before = tokens[i - 1];
      if (!before || token.type !== "Punctuator" || (token.value !== "}" && token.value !== "]")) return undefined;
      if (before.value === "{" || before.value === "[" || src.sameLine(before.range[1], token.range[0]))
        return undefined;
      return { accepts: (node) => takesTrailingComma(node, token), answer: before.value === "," };
    });
  }
  return style.trailingComma;
}

/** Whether `close` ends a list of `node` that Prettier ends with a comma on several lines, under `"es5"`. */
function takesTrailingComma(node: TSESTree.Node, close: TSESTree.Token): boolean {
  switch (node.type) {
    case AST_NODE_TYPES.ObjectExpression:
    case AST_NODE_TYPES.ArrayExpression:
    case AST_NODE_TYPES.TSEnumBody:
      return true;
    // Nothing may follow a rest element, not even a comma.
    case AST_NODE_TYPES.ObjectPattern:
      return node.properties.at(-1)?.type !== AST_NODE_TYPES.RestElement;
    case AST_NODE_TYPES.ArrayPattern:
      return node.elements.at(-1)?.type !== AST_NODE_TYPES.RestElement;
    case AST_NODE_TYPES.TSTupleType:
      return node.elementTypes.at(-1)?.type !== AST_NODE_TYPES.TSRestType;
    // The list of names, not the import attributes after `from`.
    case AST_NODE_TYPES.ImportDeclaration:
      return node.specifiers.length > 0 && close.range[1] <= node.source.range[0];
    case AST_NODE_TYPES.ExportNamedDeclaration:
      return node.declaration === null && (node.source === null || close.range[1] <= node.source.range[0]);
    default:
      return false;
  }
}

/**
 * Whether the file writes `{ a }` rather than `{a}`: its first brace of an object, pattern, type or
 * import list that has something other than `}` after it on its line decides; Prettier's default, a
 * space, when there is none.
 */
function fileBracketSpacing(src: Source): boolean {
  const style = styleOf(src);
  style.bracketSpacing ??=
    firstInFile(src, (tokens, i) => {
      const token = tokens[i] as TSESTree.Token;
      const next = tokens[i + 1];
      if (!next || token.type !== "Punctuator" || token.value !== "{" || next.value === "}") return undefined;
      if (!src.sameLine(token.range[1], next.range[0])) return undefined;
      return { accepts: (node) => SPACED.has(node.type), answer: next.range[0] > token.range[1] };
    }) ?? true;
  return style.bracketSpacing;
}

/**
 * The answer of the first of the file's tokens that `candidate` picks and whose node it accepts; undefined when there is none among the first tokens, or the first few candidates (each look-up
 * walks the file's top level).
 */
function firstInFile(
  src: Source,
  candidate: (
    tokens: readonly TSESTree.Token[],
    i: number,
  ) => { readonly accepts: (node: TSESTree.Node) => boolean; readonly answer: boolean } | undefined,
): boolean | undefined {
  const tokens: readonly TSESTree.Token[] | undefined = src.sourceCode.ast.tokens;
  if (!Array.isArray(tokens)) return undefined;
  let lookups = 0;
  for (let i = 0; i < tokens.length && i < MAX_STYLE_TOKENS; i++) {
    const found = candidate(tokens, i);
    if (!found) continue;
    if (++lookups > MAX_STYLE_LOOKUPS) break;
    const node = src.nodeAt((tokens[i] as TSESTree.Token).range[0]);
    if (node && found.accepts(node)) return found.answer;
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
