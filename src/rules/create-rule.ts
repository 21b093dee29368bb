import type { ESLintUtils, TSESLint } from "@typescript-eslint/utils";

export interface ToolResultRuleDocs {
  /** Whether `configs.recommended` turns the rule on. */
  recommended?: boolean;
  /** Whether the rule uses type information when it is there. */
  requiresTypeChecking?: boolean;
}

export const REPO_URL = "https://github.com/eslint-plugin-tool-result/eslint-plugin-tool-result";

const NO_OPTIONS: readonly [] = Object.freeze([]) as readonly [];

/**
 * Builds a rule the way typescript-eslint's `RuleCreator` does (typed messages, docs URL by name), for
 * rules without options: `RuleCreator` deep-copies the default options for every rule on every file,
 * which is the largest per-file cost of a rule that has nothing to do in most files.
 */
export function createRule<MessageIds extends string>({
  name,
  meta,
  create,
}: Readonly<ESLintUtils.RuleWithMetaAndName<[], MessageIds, ToolResultRuleDocs>>): TSESLint.RuleModule<
  MessageIds,
  [],
  ToolResultRuleDocs
> & {
  name: string;
} {
  return {
    name,
    meta: { ...meta, docs: { ...meta.docs, url: `${REPO_URL}/blob/main/docs/rules/${name}.md` } },
    defaultOptions: [],
    create: (context) => create(context, NO_OPTIONS),
  };
}
