// The ESLint config of bench/FIX-PROOF.md's MCP sections: the built plugin's configs.recommended (run
// `npm run build` first) with `preset: "mcp"`, over TypeScript files parsed by typescript-eslint's parser,
// untyped. The server's own ESLint config is not used. The layout settings mirror the server's Prettier
// config: FIX_PROOF_PRINT_WIDTH (default 80) and FIX_PROOF_TRAILING_COMMA ("all", "es5" or "none"; unset
// by default: the fix reads it from the file).
import tsParser from "@typescript-eslint/parser";
import plugin from "../../dist/index.js";

const printWidth = Number(process.env.FIX_PROOF_PRINT_WIDTH ?? 80);
const trailingComma = process.env.FIX_PROOF_TRAILING_COMMA;

export default [
  { ignores: ["**/node_modules/**", "**/dist/**"] },
  { linterOptions: { reportUnusedDisableDirectives: "off" } },
  { files: ["**/*.ts"], languageOptions: { parser: tsParser } },
  {
    ...plugin.configs.recommended,
    settings: { "tool-result": { preset: "mcp", printWidth, ...(trailingComma ? { trailingComma } : {}) } },
  },
];
