// The repository lints itself: its own recommended config (from the build), typescript-eslint's and
// eslint-plugin-eslint-plugin's.
import eslintPlugin from "eslint-plugin-eslint-plugin";
import tseslint from "typescript-eslint";
import toolResult from "./dist/index.js";

export default tseslint.config(
  {
    ignores: ["dist/", "node_modules/", "coverage/", "examples/", "tests/fixtures/", "bench/.work/", "**/*.d.ts"],
  },
  ...tseslint.configs.recommended,
  toolResult.configs.recommended,
  {
    files: ["src/rules/**/*.ts"],
    ...eslintPlugin.configs.recommended,
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // These tests build results of many contracts and frameworks, valid and not, on purpose.
    files: ["tests/runtime/**", "tests/contract/**", "tests/frameworks/**"],
    rules: Object.fromEntries(Object.keys(toolResult.configs.recommended.rules).map((rule) => [rule, "off"])),
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
