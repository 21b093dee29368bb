/**
 * The plugin's shared configs. `recommended` is the one line a project needs: it names the JavaScript
 * and TypeScript files it lints and brings a parser for them (typescript-eslint's when it is installed,
 * ESLint's own otherwise; see ./parser). `recommended-type-checked` sets only the rules, for a config
 * that already sets typescript-eslint's parser with `parserOptions.projectService`.
 */
import type { ESLint, Linter } from "eslint";
import { createParser } from "./parser/index.js";

export type ConfigName = "recommended" | "recommended-type-checked";

/** The files `configs.recommended` lints (and `check` looks for). */
export const SOURCE_FILES = ["**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}"];

export const recommendedRules: Linter.RulesRecord = {
  "tool-result/no-error-as-success": "error",
  "tool-result/no-extra-keys": "error",
  "tool-result/no-spread": "error",
  "tool-result/no-wrapped-result": "error",
  "tool-result/structured-content-text": "error",
  "tool-result/valid-content": "error",
  "tool-result/valid-status": "error",
  "tool-result/valid-structured-content": "error",
  "tool-result/valid-tool-api": "error",
};

export function createConfigs(
  plugin: ESLint.Plugin & { meta: { name: string; version: string } },
): Record<ConfigName, Linter.Config> {
  return {
    /** Turns on every rule for JS and TS files, with a parser for both; works with or without type information. */
    recommended: {
      name: "tool-result/recommended",
      files: SOURCE_FILES,
      plugins: { "tool-result": plugin },
      languageOptions: { parser: createParser(plugin.meta) },
      rules: recommendedRules,
    },
    /**
     * The same rules, for projects linted with `parserOptions.projectService`: they then also find tool
     * results by their type and stay quiet where types say otherwise.
     */
    "recommended-type-checked": {
      name: "tool-result/recommended-type-checked",
      plugins: { "tool-result": plugin },
      rules: recommendedRules,
    },
  };
}
