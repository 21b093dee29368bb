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

/**
 * The files of a package under `dir` ending in `extension`, in path order: every one in a long run
 * (`npm run fuzz`, FUZZ_RUNS set), every `stride`-th in npm test (the same files each run).
 */
function sample(pkg: string, dir: string, extension: string, stride: number): { all: number; files: string[] } {
  const all = readdirSync(path.join(modules, pkg, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(extension) && !f.endsWith(".d.ts"))
    .sort()
    .map((f) => `${dir}/${f.split(path.sep).join("/")}`);
  return { all: all.length, files: longRun ? all : all.filter((_, i) => i % stride === 0) };
}

// Linted whole, three packages' sources would be a sixth of the suite's CPU time: npm test lints a
// sample of each (every sixth or twelfth file), a long run all of them.
describe("real code from npm packages", () => {
  it.each([
    ["rxjs's TypeScript sources", "rxjs", "src", ".ts", 6, 200],
    ["ESLint's own JavaScript", "eslint", "lib", ".js", 6, 300],
    ["effect's TypeScript sources", "effect", "src", ".ts", 12, 300],
  ])("%s: no crash, no report, no fix", { timeout: 180_000 }, async (_, pkg, dir, extension, stride, least) => {
    const { all, files: sampled } = sample(pkg, dir, extension, stride);
    expect(all).toBeGreaterThan(least);
    const { files, messages, changed } = await lintPackage(pkg, sampled);
    expect(files).toBe(longRun ? all : Math.ceil(all / stride));
    expect(messages).toEqual([]);
    expect(changed).toEqual([]);
  });
});
