/**
 * Type-aware detection (used when the file was parsed with type information).
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import type { ResolvedSettings } from "../../contract/index.js";

type Context = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

/** What the types say of an object literal: a tool result, something else, or nothing known. */
export type TypedVerdict = "tool-result" | "other" | "unknown";

export function typedVerdict(
  _context: Context,
  _node: TSESTree.ObjectExpression,
  _settings: ResolvedSettings,
  _status: TSESTree.Property | undefined,
  _content: TSESTree.Property | undefined,
): TypedVerdict {
  return "unknown";
}

/** The keys outside the contract that a spread's type says it adds; undefined without type information. */
export function spreadExtraKeys(
  _context: Context,
  _spread: TSESTree.SpreadElement,
  _contract: { readonly allowedKeys: readonly string[] },
): string[] | undefined {
  return undefined;
}

/** The string-literal values a `status` expression's type allows; undefined without type information. */
export function statusTypeValues(_context: Context, _value: TSESTree.Node): string[] | undefined {
  return undefined;
}
