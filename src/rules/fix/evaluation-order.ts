/**
 * Evaluation order: the fix moves some members into a json block, so they are evaluated at another
 * point than before, relative to what stays. That is safe unless a moved piece of code and a piece it
 * now runs before (or after) could see each other: one writes what the other reads or writes
 * (`attempts: ++attempts` moved after a text that reads `${attempts}`). See `../ast/effects.ts`.
 *
 * The moved members all land at one place (the mark), so each crosses one contiguous run of kept code;
 * the effects of those runs are accumulated outward from the mark, which keeps the check linear.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { conflict, effectsOf, EffectsUnion, mayWrite } from "../ast/effects.js";

/** One piece of code in evaluation order, and whether the fix moves it. */
export interface Unit {
  readonly node: TSESTree.Node;
  readonly moved: boolean;
}

/**
 * Whether evaluating `units` with the moved ones taken out and put, in their order, before the unit at
 * index `mark` (or at the end when `mark` is `units.length`) gives the same values and side effects.
 */
export function keepsEvaluationOrder(
  sourceCode: Readonly<TSESLint.SourceCode>,
  units: readonly Unit[],
  mark: number,
): boolean {
  // Nothing that writes: order cannot matter (the common case, and no scope look-ups).
  if (!units.some((unit) => mayWrite(unit.node))) return true;
  const effects = new Map<TSESTree.Node, ReturnType<typeof effectsOf>>();
  const of = (unit: Unit): ReturnType<typeof effectsOf> => {
    let found = effects.get(unit.node);
    if (!found) {
      found = effectsOf(sourceCode, unit.node);
      effects.set(unit.node, found);
    }
    return found;
  };
  // Moved units before the mark now run after the kept units between them and the mark.
  let crossed = new EffectsUnion();
  for (let i = mark - 1; i >= 0; i--) {
    const unit = units[i] as Unit;
    if (unit.moved) {
      if (conflict(of(unit), crossed)) return false;
    } else {
      crossed.add(of(unit));
    }
  }
  // Moved units after the mark now run before the kept units between the mark and them.
  crossed = new EffectsUnion();
  for (let i = mark; i < units.length; i++) {
    const unit = units[i] as Unit;
    if (unit.moved) {
      if (conflict(of(unit), crossed)) return false;
    } else {
      crossed.add(of(unit));
    }
  }
  return true;
}
