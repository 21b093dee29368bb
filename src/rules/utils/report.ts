import type { TSESLint } from "@typescript-eslint/utils";
import type { MoveToJson } from "./move-to-json.js";

/**
 * The fix function for the whole-object move into a json block. Rules attach it as `fix` when the move
 * keeps behaviour, and as a suggestion when it may not.
 */
export function moveFix(move: MoveToJson): TSESLint.ReportFixFunction {
  return (fixer) => fixer.replaceTextRange([move.range[0], move.range[1]], move.text);
}

/** Lists values for a message: `"a", "b" or "c"` (or `and`). */
export function quoteList(values: readonly string[], conjunction: "or" | "and" = "or"): string {
  const quoted = values.map((v) => JSON.stringify(v));
  return quoted.length <= 1 ? (quoted[0] ?? "") : `${quoted.slice(0, -1).join(", ")} ${conjunction} ${quoted[quoted.length - 1]}`;
}
