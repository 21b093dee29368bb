// The ESLint config of bench/FIX-PROOF.md's MCP section: the built plugin's configs.recommended (run
// `npm run build` first) with `preset: "mcp"` and the default printWidth, over TypeScript files parsed by
// typescript-eslint's parser, untyped. The server's own ESLint config is not used.
import tsParser from "@typescript-eslint/parser";
import plugin from "../../dist/index.js";

export default [
  { ignores: ["**/node_modules/**", "**/dist/**"] },
  { linterOptions: { reportUnusedDisableDirectives: "off" } },
  { files: ["**/*.ts"], languageOptions: { parser: tsParser } },
  { ...plugin.configs.recommended, settings: { "tool-result": { preset: "mcp" } } },
];
