/**
 * The layout options a move writes with. The object shows what it can (its indentation unit, whether its
 * last member has a comma, `{ a }` or `{a}` in a one-line object inside it); the code around it shows the
 * unit of a one-line object (the indentation its line adds to the line of what holds it); the settings
 * give the rest, as Prettier's options of the same names (`printWidth`, `tabWidth`, `useTabs`,
 * `trailingComma`, `bracketSpacing`). Nothing else of the file is read.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESTree } from "@typescript-eslint/utils";
import { listItems, type ItemList } from "../ast/list-items.js";
import { MAX_INDENT_ANCESTORS, MAX_SPACING_NODES } from "../ast/limits.js";
import type { LayoutOptions } from "./layout.js";
import type { LayoutSettings } from "./plan.js";
import type { Source } from "../ast/source.js";

export function layoutOptions(src: Source, result: TSESTree.ObjectExpression, settings: LayoutSettings): LayoutOptions {
  const members = listItems(src, result) as ItemList;
  const first = members.items[0];
  const last = members.items[members.items.length - 1];
  let unit: string | undefined;
  let trailingComma = settings.trailingComma;
  if (first && last && !src.sameLine(members.open, members.close)) {
    // Against the closing brace's line: an object that is a conditional's branch starts after `? `.
    const base = src.indentAt(src.startsLine(members.close) ? members.close : result.range[0]);
    if (src.startsLine(first.ownStart)) unit = unitBetween(base, src.indentAt(first.ownStart));
    if (!src.sameLine(last.end, members.close)) trailingComma = last.comma !== undefined;
  }
  unit ??= unitAround(src, result) ?? (settings.useTabs ? "\t" : " ".repeat(settings.tabWidth ?? DEFAULT_TAB_WIDTH));
  return {
    width: settings.printWidth,
    eol: eolAt(src, result.range[0]),
    unit,
    // Prettier indents by `tabWidth` spaces: an indentation of spaces tells it.
    tabWidth: settings.tabWidth ?? (unit.startsWith(" ") ? unit.length : DEFAULT_TAB_WIDTH),
    trailingComma,
    bracketSpacing: resultSpacing(src, result) ?? settings.bracketSpacing,
  };
}

/** The line ending of the line `offset` is on (a file may mix them), else the file's. */
function eolAt(src: Source, offset: number): string {
  const end = src.lineEnd(offset);
  if (src.text.startsWith("\r\n", end)) return "\r\n";
  const terminator = src.text.charAt(end);
  return terminator === "\n" || terminator === "\r" ? terminator : src.eol;
}

/** What `inner` adds to `outer`, when it starts with it and adds something. */
function unitBetween(outer: string, inner: string): string | undefined {
  return inner.length > outer.length && inner.startsWith(outer) ? inner.slice(outer.length) : undefined;
}

/**
 * The indentation the object's line adds to the line of the nearest node that holds it and starts on a
 * line less indented (the function body, the statement; the line it ends on, where that starts with its
 * closing bracket); undefined when none does.
 */
function unitAround(src: Source, node: TSESTree.Node): string | undefined {
  const indent = src.indentAt(node.range[0]);
  if (indent === "") return undefined;
  for (let up = node.parent, hops = 0; up && hops < MAX_INDENT_ANCESTORS; up = up.parent, hops++) {
    if (src.sameLine(up.range[0], node.range[0])) continue;
    // A holder that ends on a line of its own (`]`, `}`) ends at its own depth, which its start may not
    // show: an array that is a conditional's branch starts after `? `.
    const close = up.range[1] - 1;
    const unit = unitBetween(src.indentAt(src.startsLine(close) ? close : up.range[0]), indent);
    if (unit !== undefined) return unit;
  }
  return undefined;
}

/**
 * `{ a }` (true) or `{a}` as the result shows it: the first object literal in it (itself first) that has
 * members and is on one line.
 */
function resultSpacing(src: Source, result: TSESTree.ObjectExpression): boolean | undefined {
  const stack: TSESTree.Node[] = [result];
  for (let seen = 0; stack.length > 0 && seen < MAX_SPACING_NODES; seen++) {
    const node = stack.pop() as TSESTree.Node;
    if (node.type === AST_NODE_TYPES.ObjectExpression) {
      if (node.properties.length > 0 && src.sameLine(node.range[0], node.range[1])) {
        return /\s/u.test(src.text.charAt(node.range[0] + 1));
      }
      for (let i = node.properties.length - 1; i >= 0; i--) {
        const member = node.properties[i] as TSESTree.ObjectLiteralElement;
        stack.push(member.type === AST_NODE_TYPES.Property ? member.value : member.argument);
      }
    } else if (node.type === AST_NODE_TYPES.ArrayExpression) {
      for (let i = node.elements.length - 1; i >= 0; i--) {
        const element = node.elements[i];
        if (element) stack.push(element.type === AST_NODE_TYPES.SpreadElement ? element.argument : element);
      }
    }
  }
  return undefined;
}

/** Prettier's default `tabWidth`, when neither the code nor the settings give one. */
const DEFAULT_TAB_WIDTH = 2;
