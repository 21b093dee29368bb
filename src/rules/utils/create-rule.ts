import { ESLintUtils } from "@typescript-eslint/utils";

export interface ToolResultRuleDocs {
  /** Whether `configs.recommended` turns the rule on. */
  recommended?: boolean;
  /** Whether the rule uses type information when it is there. */
  requiresTypeChecking?: boolean;
}

export const REPO_URL = "https://github.com/eslint-plugin-tool-result/eslint-plugin-tool-result";

export const createRule = ESLintUtils.RuleCreator<ToolResultRuleDocs>(
  (name) => `${REPO_URL}/blob/main/docs/rules/${name}.md`,
);
