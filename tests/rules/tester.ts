import { RuleTester } from "@typescript-eslint/rule-tester";
import tsParser from "@typescript-eslint/parser";

/** A RuleTester that parses TypeScript (and TSX/JS, by file name) with typescript-eslint's parser. */
export const ruleTester = new RuleTester({
  languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

/** A RuleTester that parses plain JavaScript with ESLint's default parser (espree). */
export const jsRuleTester = new RuleTester({ languageOptions: { ecmaVersion: "latest", sourceType: "module" } });
