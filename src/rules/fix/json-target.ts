/**
 * Which json block receives the moved members: the content's own literal `{ json: { ... } }` block, when
 * they can go into it without overriding anything there.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { propertyKeyName } from "../ast/static-values.js";

type SourceCode = Readonly<TSESLint.SourceCode>;
export interface JsonTarget {
  readonly element: TSESTree.ObjectExpression;
  readonly json: TSESTree.ObjectExpression;
}

/**
 * The content's own literal json block (`{ json: { ... } }`, the last one), when the members can go into
 * it without overriding anything there: it has no spread, and no key of the same name.
 */
export function jsonTarget(
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
