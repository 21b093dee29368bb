/**
 * The first, cheapest question detection asks of every object literal: could it be a tool result at all?
 * Most object literals in a codebase are not candidates, and they are answered here without allocating
 * anything (see docs/performance.md, "candidate scan").
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { plainKeyName } from "../ast/static-values.js";
import { hasTypeInformation } from "../types/program.js";

/**
 * Syntax needs both a `status` and a `content` key (plain, quoted or computed from a literal); types can
 * also speak for an object with a spread (which may bring the other key), so those are candidates in a
 * file with type information. Everything else cannot be a tool result.
 */
export function mayBeCandidate(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.ObjectExpression): boolean {
  let status = false;
  let content = false;
  let spread = false;
  for (const property of node.properties) {
    if (property.type === AST_NODE_TYPES.SpreadElement) {
      spread = true;
      continue;
    }
    // A computed key counts when it is a literal (`["status"]`); `[TypeId]` and `[Symbol.iterator]` do not.
    const name = plainKeyName(property);
    if (name === "status") status = true;
    else if (name === "content") content = true;
  }
  if (status && content) return true;
  return spread && hasTypeInformation(sourceCode);
}
