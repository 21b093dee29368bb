import { createRequire } from "node:module";
import type { ESLint, Linter, Rule } from "eslint";
import { rules as ruleModules } from "./rules/index.js";

export type { ToolResultContract, ToolResultSettings, PresetName } from "./contract/index.js";

const require = createRequire(import.meta.url);
const pkg = require("../package.json") as { name: string; version: string };

const rules = ruleModules as unknown as Record<keyof typeof ruleModules, Rule.RuleModule>;

const recommendedRules: Linter.RulesRecord = {
  "tool-result/no-extra-keys": "error",
  "tool-result/no-spread": "error",
  "tool-result/no-wrapped-result": "error",
  "tool-result/valid-content": "error",
  "tool-result/valid-status": "error",
};

const plugin = {
  meta: { name: pkg.name, version: pkg.version, namespace: "tool-result" },
  rules,
  configs: {} as Record<"recommended" | "recommended-type-checked", Linter.Config>,
} satisfies ESLint.Plugin;

Object.assign(plugin.configs, {
  /** Turns on every rule; works with or without type information. */
  recommended: { name: "tool-result/recommended", plugins: { "tool-result": plugin }, rules: recommendedRules },
  /**
   * The same rules, for projects linted with `parserOptions.projectService`: they then also find tool
   * results by their type and stay quiet where types say otherwise.
   */
  "recommended-type-checked": {
    name: "tool-result/recommended-type-checked",
    plugins: { "tool-result": plugin },
    rules: recommendedRules,
  },
});

export default plugin;
