/**
 * `configs["recommended-type-checked"]` through ESLint on a small project: typed detection in the
 * project's files, and no error on a JavaScript file or a file outside the TypeScript project.
 */
import { ESLint } from "eslint";
import path from "node:path";
import { fileURLToPath } from "node:url";

const cwd = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/typed-project");

describe("the typed config", () => {
  it("finds typed results, clears typed look-alikes, and lints JS and out-of-project files by syntax", async () => {
    const results = await new ESLint({ cwd }).lintFiles(["."]);
    const messages = Object.fromEntries(
      results.map((r) => [
        path.relative(cwd, r.filePath),
        r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId ?? m.message}`),
      ]),
    );
    expect(messages).toEqual({
      "eslint.config.js": [],
      "outside.mts": ["2:75 tool-result/no-spread"],
      "src/plain.js": ["2:75 tool-result/no-extra-keys"],
      "src/tool.ts": ["4:33 tool-result/no-spread"],
      "src/types.ts": [],
    });
  });
});
