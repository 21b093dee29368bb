import { RuleTester } from "@typescript-eslint/rule-tester";
import tsParser from "@typescript-eslint/parser";

/** A RuleTester that parses TypeScript (and TSX/JS, by file name) with typescript-eslint's parser. */
export const ruleTester = new RuleTester({
  languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

/** A RuleTester that parses plain JavaScript with ESLint's default parser (espree). */
export const jsRuleTester = new RuleTester({ languageOptions: { ecmaVersion: "latest", sourceType: "module" } });

/** The fixture project for typed tests: `tests/fixtures/typed`, where each case is `file.ts`. */
export const typedFixtureDir = new URL("../fixtures/typed/", import.meta.url).pathname;

/** A RuleTester with type information from the fixture project (through `projectService`). */
export const typedRuleTester = new RuleTester({
  languageOptions: {
    parser: tsParser,
    parserOptions: { projectService: true, tsconfigRootDir: typedFixtureDir },
  },
});
