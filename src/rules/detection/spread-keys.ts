/**
 * The keys a spread visibly may set: the keys of the object literals its argument can evaluate to,
 * through conditionals (`...(c ? { status: "error" } : {})`), logical operators
 * (`...(failed && { status: "error" })`), parentheses, type-only wrappers and `const`s that name such an
 * expression. Anything else (a call, a parameter) shows no keys. A `const` object that the code may
 * change before the spread (passed on, aliased, written to) shows its keys, but not all of them.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { MAX_CONST_CHAIN } from "../ast/limits.js";
import { constInitializer, readOnlyInPlace, unwrap } from "../ast/scope.js";
import { propertyKeyName } from "../ast/static-values.js";

const MAX_DEPTH = 16;

export interface VisibleKeys {
  /** The keys the object literals in the argument set, in the order first seen. */
  readonly keys: string[];
  /**
   * True when those are all the keys the spread can add: the argument is only object literals with
   * static keys, or values that add no key when spread (`false`, `null`, `undefined`, `""`, `0`), as in
   * `...(ok && { error })` or `...(c ? { error } : {})`.
   */
  readonly exact: boolean;
}

export function visibleKeys(sourceCode: Readonly<TSESLint.SourceCode>, spread: TSESTree.SpreadElement): VisibleKeys {
  const keys: string[] = [];
  let exact = true;
  const visit = (node: TSESTree.Node, depth: number, falsyOnly: boolean): void => {
    if (depth > MAX_DEPTH) {
      exact = false;
      return;
    }
    // The object a `const` names, which must not change before it is spread for its keys to be all.
    let current = unwrap(node);
    for (let hops = 0; hops < MAX_CONST_CHAIN && current.type === AST_NODE_TYPES.Identifier; hops++) {
      const init = constInitializer(sourceCode, current);
      if (!init) break;
      if (!readOnlyInPlace(sourceCode, current)) exact = false;
      current = init;
    }
    switch (current.type) {
      case AST_NODE_TYPES.ObjectExpression:
        for (const property of current.properties) {
          if (property.type === AST_NODE_TYPES.SpreadElement) {
            visit(property.argument, depth + 1, false);
            continue;
          }
          const name = propertyKeyName(sourceCode, property);
          if (name === undefined) exact = false;
          else if (!keys.includes(name)) keys.push(name);
        }
        return;
      case AST_NODE_TYPES.ConditionalExpression:
        visit(current.consequent, depth + 1, false);
        visit(current.alternate, depth + 1, false);
        return;
      case AST_NODE_TYPES.LogicalExpression:
        // `a && b` spreads `b` or a falsy `a`; `a || b` and `a ?? b` spread `a` (when set) or `b`.
        visit(current.left, depth + 1, current.operator === "&&");
        visit(current.right, depth + 1, false);
        return;
      case AST_NODE_TYPES.SequenceExpression: {
        const last = current.expressions[current.expressions.length - 1];
        if (last) visit(last, depth + 1, falsyOnly);
        return;
      }
      case AST_NODE_TYPES.Literal:
        // Spreading a primitive adds no key (a string would add its indexes).
        if (typeof current.value === "string" && current.value !== "") exact = false;
        return;
      case AST_NODE_TYPES.Identifier:
        if (current.name !== "undefined" && !falsyOnly) exact = false;
        return;
      default:
        // The left of `&&` is spread only when falsy, which adds no key.
        if (!falsyOnly) exact = false;
    }
  };
  visit(spread.argument, 0, false);
  return { keys, exact };
}

/** The keys among `wanted` that the spread's argument visibly may set. */
export function visibleSpreadKeys(
  sourceCode: Readonly<TSESLint.SourceCode>,
  spread: TSESTree.SpreadElement,
  wanted: ReadonlySet<string>,
): string[] {
  return visibleKeys(sourceCode, spread).keys.filter((key) => wanted.has(key));
}
