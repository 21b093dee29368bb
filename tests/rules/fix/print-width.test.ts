/**
 * The print width the fix lays out for, read from the files above the linted file: each kind of
 * Prettier configuration, a `prettier` key in package.json, `.editorconfig`, the nearest folder first.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { printWidthFor } from "../../../src/rules/fix/print-width.js";

/** A fresh folder tree (the widths are remembered per folder), with `files` written into it. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "print-width-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe("printWidthFor", () => {
  it.each([
    [".prettierrc (JSON)", { ".prettierrc": '{ "printWidth": 100, "tabWidth": 4 }' }, { width: 100, tabWidth: 4 }],
    [".prettierrc (YAML)", { ".prettierrc": "printWidth: 90\n" }, { width: 90, tabWidth: 2 }],
    [".prettierrc.toml", { ".prettierrc.toml": "printWidth = 110\n" }, { width: 110, tabWidth: 2 }],
    [
      "prettier.config.mjs",
      { "prettier.config.mjs": "export default { printWidth: 120 };" },
      { width: 120, tabWidth: 2 },
    ],
    [
      "package.json prettier key",
      { "package.json": '{ "prettier": { "printWidth": 70 } }' },
      { width: 70, tabWidth: 2 },
    ],
    [
      ".editorconfig max_line_length",
      { ".editorconfig": "root = true\nmax_line_length = 60\n" },
      { width: 60, tabWidth: 2 },
    ],
  ])("reads %s", (_name, files, expected) => {
    const root = tree({ ...files, "src/deep/tool.ts": "" });
    expect(printWidthFor(path.join(root, "src", "deep", "tool.ts"))).toEqual(expected);
  });

  it("takes the nearest folder's configuration, and a Prettier file before package.json in the same folder", () => {
    const root = tree({
      ".prettierrc.json": '{ "printWidth": 100 }',
      "pkg/package.json": '{ "prettier": { "printWidth": 90 } }',
      "pkg/.prettierrc.json": '{ "printWidth": 95 }',
      "pkg/src/tool.ts": "",
      "other/tool.ts": "",
    });
    expect(printWidthFor(path.join(root, "pkg", "src", "tool.ts")).width).toBe(95);
    expect(printWidthFor(path.join(root, "other", "tool.ts")).width).toBe(100);
  });

  it("stops at an .editorconfig with root = true, and a package.json without prettier asks the parent", () => {
    const root = tree({
      ".prettierrc.json": '{ "printWidth": 100 }',
      "a/.editorconfig": "root = true\n",
      "a/tool.ts": "",
      "b/package.json": '{ "name": "b" }',
      "b/tool.ts": "",
    });
    expect(printWidthFor(path.join(root, "a", "tool.ts")).width).toBe(80);
    expect(printWidthFor(path.join(root, "b", "tool.ts")).width).toBe(100);
  });

  it("gives Prettier's default of 80 to a file name that is not a path", () => {
    expect(printWidthFor("tool.ts")).toEqual({ width: 80, tabWidth: 2 });
  });
});
