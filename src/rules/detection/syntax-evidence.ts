/**
 * What the syntax of an object literal says: evidence that it is a tool result (a contract status, a
 * block-like element in its content), evidence that it is something else (`status: 404`,
 * `content: null`), or nothing. See docs/detection.md.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import type { ToolResultContract } from "../../contract/index.js";
import { initValue, propertyKeyName, resolveExpression, staticStrings } from "../ast/static-values.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

export type SyntaxEvidence = "status" | "content" | "none" | "against";

export function syntaxEvidence(
  sourceCode: SourceCode,
  contract: ToolResultContract,
  status: TSESTree.Property | undefined,
  content: TSESTree.Property | undefined,
): SyntaxEvidence {
  const statusValue = initValue(status);
  const contentValue = initValue(content);
  const statuses = statusValue ? staticStrings(sourceCode, statusValue) : undefined;
  if (statuses?.nonString || (contentValue && isNotContent(sourceCode, contentValue))) return "against";
  if (!status || !content) return "none";
  if (statuses?.complete && statuses.strings.every((s) => contract.statuses.includes(s.value))) return "status";
  if (contentValue && hasBlockLikeElement(sourceCode, contract, contentValue)) return "content";
  return "none";
}

/** `null`, `undefined`, a number or a boolean: a content no tool result would have. */
function isNotContent(sourceCode: SourceCode, value: TSESTree.Node): boolean {
  const resolved = resolveExpression(sourceCode, value);
  if (resolved.type === AST_NODE_TYPES.Identifier) return resolved.name === "undefined";
  if (resolved.type !== AST_NODE_TYPES.Literal) return false;
  return (
    resolved.value === null ||
    typeof resolved.value === "number" ||
    typeof resolved.value === "boolean" ||
    typeof resolved.value === "bigint"
  );
}

/** How many spread arrays deep (`[...a]` where `const a = [...b]`) the search for a block goes. */
const MAX_SPREAD_DEPTH = 8;

function hasBlockLikeElement(
  sourceCode: SourceCode,
  contract: ToolResultContract,
  value: TSESTree.Node,
  depth = 0,
  seen = new Set<TSESTree.Node>(),
): boolean {
  const array = resolveExpression(sourceCode, value);
  // A bounded search: `const a = [...a]` and long chains of spread arrays end here.
  if (array.type !== AST_NODE_TYPES.ArrayExpression || depth > MAX_SPREAD_DEPTH || seen.has(array)) return false;
  seen.add(array);
  return array.elements.some((element) => {
    if (!element) return false;
    const target = element.type === AST_NODE_TYPES.SpreadElement ? element.argument : element;
    const resolved = resolveExpression(sourceCode, target);
    if (resolved.type === AST_NODE_TYPES.ArrayExpression && element.type === AST_NODE_TYPES.SpreadElement) {
      return hasBlockLikeElement(sourceCode, contract, resolved, depth + 1, seen);
    }
    return resolved.type === AST_NODE_TYPES.ObjectExpression && blockKindsOf(sourceCode, contract, resolved).length > 0;
  });
}

/** The block-kind keys an object literal carries (`{ text: "a" }` gives `["text"]`). */
export function blockKindsOf(
  sourceCode: SourceCode,
  contract: ToolResultContract,
  block: TSESTree.ObjectExpression,
): TSESTree.Property[] {
  const found: TSESTree.Property[] = [];
  for (const property of block.properties) {
    if (property.type !== AST_NODE_TYPES.Property) continue;
    const name = propertyKeyName(sourceCode, property);
    if (name !== undefined && contract.blockKinds.includes(name)) found.push(property);
  }
  return found;
}
