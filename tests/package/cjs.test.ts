/**
 * CommonJS users: `require("eslint-plugin-tool-result")` is the plugin itself (the object `import`
 * gives, not a copy), `require("eslint-plugin-tool-result/runtime")` the runtime, from a `.cjs` script
 * and from an `eslint.config.cjs`. Loaded by package name from another folder, through `exports`.
 * (fresh-projects.test.ts does the same from the packed tarball.)
 */
import { ESLint } from "eslint";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  exports: Record<string, string | { require?: { default: string; types: string } }>;
};

describe("require() from CommonJS", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tool-result-cjs-"));
  beforeAll(() => {
    mkdirSync(path.join(dir, "node_modules"), { recursive: true });
    symlinkSync(root, path.join(dir, "node_modules", "eslint-plugin-tool-result"), "dir");
    writeFileSync(path.join(dir, "package.json"), '{ "name": "cjs-user", "type": "commonjs" }\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("gives the plugin object import gives, and the runtime's named exports, without a warning", () => {
    writeFileSync(
      path.join(dir, "main.cjs"),
      `const plugin = require("eslint-plugin-tool-result");
const runtime = require("eslint-plugin-tool-result/runtime");
const report = { keys: Object.keys(plugin), rules: Object.keys(plugin.rules), configs: Object.keys(plugin.configs) };
report.assertToolResult = typeof runtime.assertToolResult;
try { runtime.assertToolResult({ status: "success", content: [{ text: "ok" }], frames: 1 }); } catch (error) { report.error = error.name; }
Promise.all([import("eslint-plugin-tool-result"), import("eslint-plugin-tool-result/runtime")]).then(([esm, esmRuntime]) => {
  report.samePlugin = esm.default === plugin;
  report.sameRuntime = esmRuntime.ToolResultContractError === runtime.ToolResultContractError;
  console.log(JSON.stringify(report));
});
`,
    );
    const run = spawnSync(process.execPath, ["main.cjs"], { cwd: dir, encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual({
      keys: ["meta", "rules", "configs"],
      rules: [
        "no-error-as-success",
        "no-extra-keys",
        "no-spread",
        "no-wrapped-result",
        "structured-content-text",
        "valid-content",
        "valid-status",
        "valid-structured-content",
        "valid-tool-api",
      ],
      configs: ["recommended", "recommended-type-checked"],
      assertToolResult: "function",
      error: "ToolResultContractError",
      samePlugin: true,
      sameRuntime: true,
    });
  });

  it("works in an eslint.config.cjs", async () => {
    writeFileSync(
      path.join(dir, "eslint.config.cjs"),
      'const toolResult = require("eslint-plugin-tool-result");\n\nmodule.exports = [toolResult.configs.recommended];\n',
    );
    writeFileSync(
      path.join(dir, "tool.cjs"),
      'exports.run = () => ({ status: "success", content: [{ text: "ok" }], frames: 512 });\n',
    );
    const [result] = await new ESLint({ cwd: dir }).lintFiles(["tool.cjs"]);
    expect(result?.messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([["tool-result/no-extra-keys", 1, 70]]);
  });

  it("maps every entry point's require condition to a CommonJS file and its declarations (the test-runner setups are ES modules)", () => {
    const esmOnly: string[] = [];
    for (const [entry, target] of Object.entries(pkg.exports)) {
      if (typeof target === "string") continue;
      if (target.require === undefined) {
        esmOnly.push(entry);
        continue;
      }
      expect(target.require.default, entry).toMatch(/\.c?js$/u);
      const js = readFileSync(path.join(root, target.require.default), "utf8");
      expect(js, entry).toMatch(/^module\.exports = require\("[^"]+"\)(\.default)?;$/mu);
      expect(readFileSync(path.join(root, target.require.types), "utf8").length, entry).toBeGreaterThan(0);
    }
    expect(esmOnly).toEqual(["./testing/vitest", "./testing/jest"]);
  });
});
