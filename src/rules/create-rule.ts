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
 * Builds a rule the way typescript-eslint's `RuleCreator` does (typed messages, docs URL by name). A rule
 * without options gets a frozen empty list: `RuleCreator` deep-copies the default options for every rule
 * on every file, the largest per-file cost of a rule that has nothing to do in most files. A rule with
 * one options object gets the user's fields over `meta.defaultOptions`' (a shallow merge).
 */
export function createRule<MessageIds extends string, Options extends readonly unknown[] = []>({
  name,
  meta,
  create,
}: Readonly<ESLintUtils.RuleWithMetaAndName<Options, MessageIds, ToolResultRuleDocs>>): TSESLint.RuleModule<
  MessageIds,
  Options,
  ToolResultRuleDocs
> & {
  name: string;
} {
  const defaults = (meta as { defaultOptions?: Options }).defaultOptions;
  return {
    name,
    meta: { ...meta, docs: { ...meta.docs, url: `${REPO_URL}/blob/main/docs/rules/${name}.md` } },
    defaultOptions: (defaults ?? NO_OPTIONS) as Options,
    create: (context) => {
      if (!defaults) return create(context, NO_OPTIONS as unknown as Options);
      const given = context.options[0] as object | undefined;
      const options = [{ ...(defaults[0] as object), ...given }] as unknown as Options;
      return create(context, options);
    },
  };
}
