/**
 * Evaluation order: moving members into a json block must run their side effects in the same order as
 * before, relative to each other and to everything that stays.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESTree } from "@typescript-eslint/utils";
import { isPure, isPureMember } from "../ast/purity.js";
import type { OffendingMember } from "../detection/tool-result.js";
import type { JsonTarget } from "./json-target.js";
export function keepsEvaluationOrder(
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
