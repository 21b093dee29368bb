// The whole set-up a project needs: the parser for TypeScript, and the plugin's recommended config.
import toolResult from "eslint-plugin-tool-result";
import tsParser from "@typescript-eslint/parser";

export default [
  { ignores: ["agent/dist/"] },
  { files: ["**/*.ts", "**/*.tsx"], languageOptions: { parser: tsParser } },
  toolResult.configs.recommended,
];
