/**
 * `configs.recommended` as the one line of a config: it names the JavaScript and TypeScript files and
 * brings a parser for them, loaded at the first file and not when the plugin is imported. (Projects
 * without typescript-eslint, where the parser falls back to espree, are in fresh-projects.test.ts.)
 */
import { ESLint, type Linter } from "eslint";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import plugin from "../../src/index.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const VIOLATION = 'status: "success", content: [{ text: "ok" }], frames: 512';
const SOURCES: Record<string, string> = {
  "tool.js": `export const run = () => ({ ${VIOLATION} });\n`,
  "tool.mjs": `export const run = () => ({ ${VIOLATION} });\n`,
  "tool.cjs": `module.exports.run = () => ({ ${VIOLATION} });\n`,
  "tool.jsx": `export const View = () => <pre>{JSON.stringify({ ${VIOLATION} })}</pre>;\n`,
  "tool.ts": `export const run = (hz: number): unknown => (hz > 0 ? ({ ${VIOLATION} } as object) : null);\n`,
  "tool.mts": `export const run = (): unknown => ({ ${VIOLATION} } as const);\n`,
  "tool.cts": `export const run = (): unknown => ({ ${VIOLATION} }) satisfies object;\n`,
  "tool.tsx": `export const View = (): unknown => <pre>{JSON.stringify({ ${VIOLATION} } as object)}</pre>;\n`,
  "notes.md": `{ ${VIOLATION} }\n`,
};

describe("configs.recommended", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tool-result-configs-"));
  beforeAll(() => {
    for (const [name, text] of Object.entries(SOURCES)) writeFileSync(path.join(dir, name), text);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const lint = (config: Linter.Config[], extra: Partial<ESLint.Options> = {}) =>
    new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config, ...extra }).lintFiles(["."]);

  it("alone lints .js, .mjs, .cjs, .jsx, .ts, .mts, .cts and .tsx files, and nothing else", async () => {
    const results = await lint([plugin.configs.recommended]);
    const found = Object.fromEntries(
      results.map((r) => [path.basename(r.filePath), r.messages.map((m) => m.ruleId ?? m.message)]),
    );
    expect(found).toEqual(
      Object.fromEntries(
        Object.keys(SOURCES)
          .filter((name) => name !== "notes.md")
          .map((name) => [name, ["tool-result/no-extra-keys"]]),
      ),
    );
  });

  it("gives its parser a name and version, so --cache and --print-config can serialize it", async () => {
    const cacheLocation = path.join(dir, ".eslintcache");
    const eslint = new ESLint({
      cwd: dir,
      overrideConfigFile: true,
      overrideConfig: [plugin.configs.recommended],
      cache: true,
      cacheLocation,
    });
    const results = await eslint.lintFiles(["tool.ts"]);
    expect(results[0]?.messages.map((m) => m.ruleId)).toEqual(["tool-result/no-extra-keys"]);
    const config = (await eslint.calculateConfigForFile("tool.ts")) as { toJSON?: () => unknown };
    expect(JSON.stringify(config)).toContain(`"eslint-plugin-tool-result/parser@${plugin.meta.version}"`);
    rmSync(cacheLocation, { force: true });
  });

  it("keeps the parser options of the config before it: projectService gives typed detection", async () => {
    const cwd = path.join(root, "tests/fixtures/typed-project");
    const results = await new ESLint({
      cwd,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ["**/*.ts", "**/*.mts"],
          languageOptions: {
            parserOptions: { projectService: { allowDefaultProject: ["*.mts"] }, tsconfigRootDir: cwd },
          },
        },
        plugin.configs.recommended,
      ],
    }).lintFiles(["."]);
    const messages = Object.fromEntries(
      results.map((r) => [path.relative(cwd, r.filePath), r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}`)]),
    );
    // The same reports as under recommended-type-checked with typescript-eslint's parser
    // (tests/integration/typed-config.test.ts): 4:33 in src/tool.ts needs type information.
    expect(messages).toEqual({
      "eslint.config.js": [],
      "outside.mts": ["2:75 tool-result/no-spread"],
      "src/plain.js": ["2:75 tool-result/no-extra-keys"],
      "src/tool.ts": ["4:33 tool-result/no-spread"],
      "src/types.ts": [],
    });
  });

  it("loads no parser and no TypeScript when the plugin is imported, and typescript-eslint's parser at the first file", () => {
    const script = `
      import { createRequire } from "node:module";
      const loaded = () => Object.keys(createRequire(import.meta.url).cache);
      const plugin = (await import(${JSON.stringify(pathToFileURL(path.join(root, "dist/index.js")).href)})).default;
      const afterImport = loaded();
      const { ESLint } = await import("eslint");
      const eslint = new ESLint({ cwd: ${JSON.stringify(dir)}, overrideConfigFile: true, overrideConfig: [plugin.configs.recommended] });
      await eslint.lintFiles(["tool.js"]);
      console.log(JSON.stringify({ afterImport, afterLint: loaded() }));
    `;
    const { afterImport, afterLint } = JSON.parse(
      execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: root, encoding: "utf8" }),
    ) as { afterImport: string[]; afterLint: string[] };
    const parser = `${path.sep}@typescript-eslint${path.sep}parser${path.sep}`;
    const typescript = `${path.sep}node_modules${path.sep}typescript${path.sep}`;
    expect(afterImport.filter((file) => file.includes(parser) || file.includes(typescript))).toEqual([]);
    expect(afterLint.some((file) => file.includes(parser))).toBe(true);
  });
});
