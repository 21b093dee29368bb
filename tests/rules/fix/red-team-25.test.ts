/**
 * Named regression tests from the twenty-fifth red-team run (tests/fixtures/red-team-25/, each folder a
 * project with its tsconfig), linted with types as the README sets it up (`projectService`). Each wrong
 * fix made `tsc` fail in the project (most in another file than the one fixed), or changed what a tool
 * API sends; each must now leave the file unchanged. Beside them: a crash, and two reports that named
 * the wrong contract.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fixProjectFile } from "../../support/fix-project.js";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures/red-team-25");

/** `--fix` of one file of a case's project, typed (the folder itself, or a copy of it at `root`). */
const fix = (id: string, file: string, root = path.join(dir, id)) => fixProjectFile(root, file);

const unchanged: readonly (readonly [string, string, string])[] = [
  // Another file of the program reads what a member returns (the module is imported there).
  ["RT25-01", "tool.ts", "a method of an exported class"],
  ["RT25-02", "tool.ts", "a method of an exported object literal"],
  ["RT25-03", "tool.ts", "a function exported as a property of the default export (export default { run })"],
  ["RT25-04", "tool.cts", "a function exported by export = { run } (CommonJS TypeScript)"],
  ["RT25-05", "tool.ts", "a getter of an exported class"],
  ["RT25-06", "tool.ts", "a method of a local class whose instance is exported"],
  // Other files the previous look for importers missed.
  ["RT25-07", "tool.ts", "a script's function (no import or export): a global of the program"],
  ["RT25-08", "tool.js", "named in a JSDoc import() type of a checked JavaScript file"],
  ["RT25-09", "tool.js", "named in a JSDoc @import tag"],
  ["RT25-10", "tool.js", "named in a JSDoc @typedef {import(...)}"],
  ["RT25-11", "tool.ts", "named in an import() type with a comment before its parenthesis"],
  ["RT25-13", "lib/tool.ts", "a project others reference (composite): their program is not this one"],
  // The block type the content takes refuses a { json } block of these values, or a block of json alone.
  ["RT25-14", "tool.ts", "json typed Record<string, string | number | boolean>, an array moved"],
  ["RT25-15", "tool.ts", "json typed { [key: string]: string | number | boolean }, null moved"],
  ["RT25-16", "tool.ts", "the same index type under a declared return type, an object moved"],
  ["RT25-17", "tool.ts", "a block type with json and another required key"],
  ["RT25-18", "tool.ts", "one block type with text required and json optional"],
  // A helper class of another file, whose output the AI SDK sends whole.
  ["RT25-20", "helper.js", "a method of an exported class that an AI SDK tool returns from"],
];

describe("inputs of the twenty-fifth red-team run (typed): --fix leaves them unchanged", () => {
  it.each(unchanged)("%s (%s): %s", async (id, file) => {
    const result = await fix(id, file);
    expect(result?.output).toBeUndefined();
    expect(result?.messages.some((m) => m.ruleId?.startsWith("tool-result/"))).toBe(true);
  });
});

describe("the twenty-fifth red-team run: crashes and reports", () => {
  it("RT25-19: a 3,000-term expression in another file of the program does not crash the look for importers", async () => {
    // No other file imports the tool, so the move is a fix (made, where the look for importers once threw).
    const result = await fix("RT25-19", "tool.ts");
    expect(result?.messages).toEqual([]);
    expect(result?.output).toContain("{ json: { frames } }");
  });

  it("RT25-21: an AI SDK execute that returns a helper's result through a const is the AI SDK's data", async () => {
    const result = await fix("RT25-21", "tool.ts");
    expect(result?.output).toBeUndefined();
    expect(result?.messages.map((m) => m.ruleId)).toEqual(["tool-result/no-wrapped-result"]);
  });

  it("RT25-24: a record an MCP client builds from callTool's result is no tool result", async () => {
    const result = await fix("RT25-24", "client.ts");
    expect(result?.messages).toEqual([]);
  });

  it("RT25-25: an OpenAI Agents execute that returns a method of a const object is OpenAI Agents' data", async () => {
    const result = await fix("RT25-25", "tool.js");
    expect(result?.output).toBeUndefined();
    expect(result?.messages.map((m) => m.ruleId)).toEqual(["tool-result/no-wrapped-result"]);
  });
});

describe("the twenty-fifth red-team run: a workspace package under preserveSymlinks", () => {
  it("RT25-23: a package linked into node_modules, which the program loads under its link as another file", async () => {
    // A copy with the workspace's link (node_modules/@acme/tools -> packages/tools), which git does not keep.
    const root = mkdtempSync(path.join(os.tmpdir(), "tool-result-rt25-23-"));
    try {
      cpSync(path.join(dir, "RT25-23"), root, { recursive: true });
      mkdirSync(path.join(root, "node_modules", "@acme"), { recursive: true });
      symlinkSync("../../packages/tools", path.join(root, "node_modules", "@acme", "tools"), "dir");
      const result = await fix("RT25-23", "packages/tools/src/tool.ts", root);
      expect(result?.output).toBeUndefined();
      expect(result?.messages.some((m) => m.ruleId === "tool-result/no-extra-keys")).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
