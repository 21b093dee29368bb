import { createRequire } from "node:module";
import type { ESLint, Linter, Rule } from "eslint";
import { rules as ruleModules } from "./rules/index.js";
import { createConfigs, type ConfigName } from "./configs.js";

export type { ToolResultContract, ToolResultSettings, PresetName } from "./contract/index.js";

const require = createRequire(import.meta.url);
const pkg = require("../package.json") as { name: string; version: string };

const rules = ruleModules as unknown as Record<keyof typeof ruleModules, Rule.RuleModule>;

const plugin = {
  meta: { name: pkg.name, version: pkg.version, namespace: "tool-result" },
  rules,
  configs: {} as Record<ConfigName, Linter.Config>,
} satisfies ESLint.Plugin;

// The configs refer back to the plugin object; see ./configs.ts.
Object.assign(plugin.configs, createConfigs(plugin));

export default plugin;
