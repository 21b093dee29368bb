/**
 * Real code that this project did not write, as shipped in npm packages: the rules must neither throw
 * nor report anything there (none of it returns tool results), and `--fix` must change no file.
 */
import tsParser from "@typescript-eslint/parser";
import { ESLint } from "eslint";
import path from "node:path";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import plugin from "../../src/index.js";
import { longRun } from "../support/fuzz.js";

const modules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../node_modules");

async function lintPackage(
  dir: string,
  pattern: string | string[],
): Promise<{ files: number; messages: string[]; changed: string[] }> {
  const eslint = new ESLint({
    cwd: path.join(modules, dir),
    overrideConfigFile: true,
    allowInlineConfig: false,
    fix: true,
    overrideConfig: [
      { files: ["**/*.ts"], languageOptions: { parser: tsParser } },
      { ...plugin.configs.recommended, files: ["**/*.ts", "**/*.js"] },
    ],
  });
  const results = await eslint.lintFiles(typeof pattern === "string" ? [pattern] : pattern);
  return {
    files: results.length,
    messages: results.flatMap((r) =>
      r.messages.map((m) => `${path.relative(modules, r.filePath)}:${m.line} ${m.ruleId ?? "fatal"} ${m.message}`),
    ),
    // With `fix: true` ESLint puts the fixed text in `output` (and writes nothing): none may be there.
    changed: results.filter((r) => r.output !== undefined).map((r) => path.relative(modules, r.filePath)),
  };
}

describe("real code from npm packages", () => {
  it("rxjs's TypeScript sources: no crash, no report, no fix", { timeout: 180_000 }, async () => {
    const { files, messages, changed } = await lintPackage("rxjs", "src/**/*.ts");
    expect(files).toBeGreaterThan(200);
    expect(messages).toEqual([]);
    expect(changed).toEqual([]);
  });

  it("ESLint's own JavaScript: no crash, no report, no fix", { timeout: 180_000 }, async () => {
    const { files, messages, changed } = await lintPackage("eslint", "lib/**/*.js");
    expect(files).toBeGreaterThan(300);
    expect(messages).toEqual([]);
    expect(changed).toEqual([]);
  });

  // effect's 363 files are a sixth of the suite's CPU time: npm test lints every fourth one (in path
  // order, the same each run), a long run (`npm run fuzz`, FUZZ_RUNS set) all of them.
  it("effect's TypeScript sources: no crash, no report, no fix", { timeout: 180_000 }, async () => {
    const all = readdirSync(path.join(modules, "effect/src"), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".ts"))
      .sort()
      .map((f) => `src/${f.split(path.sep).join("/")}`);
    const { files, messages, changed } = await lintPackage("effect", longRun ? all : all.filter((_, i) => i % 4 === 0));
    expect(all.length).toBeGreaterThan(300);
    expect(files).toBe(longRun ? all.length : Math.ceil(all.length / 4));
    expect(messages).toEqual([]);
    expect(changed).toEqual([]);
  });
});
