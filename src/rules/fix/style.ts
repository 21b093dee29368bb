/**
 * The layout options a move writes with, read from the code itself: the width from the settings, the
 * indentation unit and the trailing-comma habit from the result object (else from the file), and the
 * file's line ending.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import { listItems, type ItemList } from "../ast/list-items.js";
import type { LayoutOptions } from "./layout.js";
import type { Source } from "../ast/source.js";

interface FileStyle {
  unit?: string;
  trailingComma?: boolean;
}

const perFile = new WeakMap<Source, FileStyle>();

export function layoutOptions(src: Source, result: TSESTree.ObjectExpression, width: number): LayoutOptions {
  const members = listItems(src, result) as ItemList;
  const first = members.items[0];
  const last = members.items[members.items.length - 1];
  let unit: string | undefined;
  let trailingComma: boolean | undefined;
  if (first && last && src.startsLine(first.ownStart) && !src.sameLine(members.open, members.close)) {
    const base = src.indentAt(result.range[0]);
    const inner = src.indentAt(first.ownStart);
    if (inner.startsWith(base) && inner.length > base.length) unit = inner.slice(base.length);
    if (!src.sameLine(last.end, members.close)) trailingComma = last.comma !== undefined;
  }
  // The file's habits only where the object shows none, and only when an edit asks (they take a look at
  // the whole file; a move written on the line it was on needs neither).
  return {
    width,
    eol: src.eol,
    get unit() {
      return unit ?? fileUnit(src);
    },
    get trailingComma() {
      return trailingComma ?? fileTrailingComma(src);
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

/** The file's indentation unit: a tab, or the smallest indentation of its first indented lines. */
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
      indents[0]?.startsWith("\t") === true ? "\t" : spaces.length > 0 ? " ".repeat(Math.min(...spaces)) : "  ";
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
  for (let i = 1; i < tokens.length && i < MAX_STYLE_TOKENS; i++) {
    const token = tokens[i] as TSESTree.Token;
    if (token.type !== "Punctuator" || (token.value !== "}" && token.value !== "]")) continue;
    const before = tokens[i - 1] as TSESTree.Token;
    if (before.value === "{" || before.value === "[" || src.sameLine(before.range[1], token.range[0])) continue;
    const node = src.sourceCode.getNodeByRangeIndex(token.range[0]);
    if (node?.type === "ObjectExpression" || node?.type === "ArrayExpression") return before.value === ",";
  }
  return undefined;
}

/** How many indented lines the indentation unit is looked for in. */
const MAX_STYLE_LINES = 50;

/** How many tokens the style is looked for in. */
const MAX_STYLE_TOKENS = 20_000;
