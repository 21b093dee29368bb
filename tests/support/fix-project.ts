/**
 * `--fix` of one file of a project folder (a red-team case with its tsconfig), with types as the README
 * sets them up (`projectService`) or by syntax alone; the result of that file, which must have parsed.
 */
import path from "node:path";
import tsParser from "@typescript-eslint/parser";
import { ESLint } from "eslint";
import { expect } from "vitest";
import plugin from "../../src/index.js";

export async function fixProjectFile(root: string, file: string, typed = true): Promise<ESLint.LintResult | undefined> {
  const eslint = new ESLint({
    cwd: root,
    fix: true,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.{js,cjs,mjs,jsx,ts,cts,mts,tsx}"],
        languageOptions: {
          parser: tsParser,
          parserOptions: typed ? { projectService: true, tsconfigRootDir: root } : {},
        },
      },
      typed ? plugin.configs["recommended-type-checked"] : plugin.configs.recommended,
    ],
  });
  const [result] = await eslint.lintFiles([path.join(root, file)]);
  expect(result?.messages.filter((m) => m.fatal)).toEqual([]);
  return result;
}
