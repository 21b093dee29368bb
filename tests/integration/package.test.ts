/**
 * The package as a user gets it: loaded through its `exports` by name from a separate folder, with the
 * plugin object ESLint and eslint-doc-generator expect.
 */
import { ESLint } from "eslint";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { name: string; version: string };

describe("the published package", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tool-result-user-"));
  beforeAll(() => {
    mkdirSync(path.join(dir, "node_modules"), { recursive: true });
    symlinkSync(root, path.join(dir, "node_modules", pkg.name), "dir");
    writeFileSync(
      path.join(dir, "eslint.config.js"),
      'import toolResult from "eslint-plugin-tool-result";\nexport default [toolResult.configs.recommended];\n',
    );
    writeFileSync(
      path.join(dir, "tool.js"),
      'export const run = () => ({ status: "success", content: [{ text: "ok" }], frames: 512 });\n',
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("loads by name from another folder and lints a user's file", async () => {
    const [result] = await new ESLint({ cwd: dir }).lintFiles(["tool.js"]);
    expect(result?.messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([["tool-result/no-extra-keys", 1, 75]]);
  });

  it("has meta, rules and configs as ESLint expects", async () => {
    const { default: plugin } = (await import(path.join(root, "dist/index.js"))) as { default: ESLint.Plugin };
    expect(plugin.meta).toEqual({ name: pkg.name, version: pkg.version, namespace: "tool-result" });
    const ruleNames = Object.keys(plugin.rules ?? {}).sort();
    expect(ruleNames).toEqual([
      "no-error-as-success",
      "no-extra-keys",
      "no-spread",
      "no-wrapped-result",
      "structured-content-text",
      "valid-content",
      "valid-status",
      "valid-structured-content",
      "valid-tool-api",
    ]);
    const configs = plugin.configs as Record<
      string,
      { name: string; rules: Record<string, unknown>; plugins: Record<string, unknown> }
    >;
    for (const name of ["recommended", "recommended-type-checked"]) {
      expect(configs[name]?.name).toBe(`tool-result/${name}`);
      expect(configs[name]?.plugins["tool-result"]).toBe(plugin);
      expect(Object.keys(configs[name]?.rules ?? {}).sort()).toEqual(ruleNames.map((r) => `tool-result/${r}`));
    }
    for (const rule of ruleNames) {
      expect(existsSync(path.join(root, "docs/rules", `${rule}.md`)), rule).toBe(true);
      expect(plugin.rules?.[rule]?.meta?.docs?.url).toMatch(new RegExp(`/docs/rules/${rule}\\.md$`));
    }
  });

  it("loads no module of @typescript-eslint/utils at run time (only its types), so starting ESLint stays cheap", () => {
    // A fresh process: which CommonJS modules did importing the plugin load?
    const script = `
      import { createRequire } from "node:module";
      await import(${JSON.stringify(pathToFileURL(path.join(root, "dist/index.js")).href)});
      const loaded = Object.keys(createRequire(import.meta.url).cache);
      console.log(JSON.stringify(loaded.filter((file) => file.includes("@typescript-eslint"))));
    `;
    const loaded = JSON.parse(
      execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: root, encoding: "utf8" }),
    ) as string[];
    expect(loaded.filter((file) => file.includes(`${path.sep}@typescript-eslint${path.sep}utils${path.sep}`))).toEqual(
      [],
    );
    // AST_NODE_TYPES comes from @typescript-eslint/types, which typescript-eslint's parser loads anyway.
    expect(loaded.some((file) => file.includes(`${path.sep}@typescript-eslint${path.sep}types${path.sep}`))).toBe(true);
  });

  it("is a module with only a default export, so require(esm) hosts get the plugin", async () => {
    const module = (await import(path.join(root, "dist/index.js"))) as Record<string, unknown>;
    expect(Object.keys(module)).toEqual(["default"]);
  });
});
