/**
 * `eslint-plugin-tool-result check`, the command for repositories that do not run ESLint: the built
 * bin, run in a folder with no ESLint config of its own (ESLint and typescript-eslint come from this
 * repository here; fresh-projects.test.ts runs it from the tarball, and without ESLint installed).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gitignorePatterns } from "../../src/cli/lint.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bin = path.join(root, "dist/cli/index.js");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  version: string;
  bin: Record<string, string>;
};

const EXTRA_KEY = "Tool results carry only";

function run(cwd: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tool-result-check-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const TOOLS = {
  "src/teleop.ts": [
    "export function teleoperate(frames: number) {",
    '  return { status: "success", content: [{ text: `${frames} frames.` }], frames };',
    "}",
    "",
  ].join("\n"),
  "src/gripper.js":
    'export const grip = () => ({ status: "error", content: [{ text: "Slipped." }], error: "slip" });\n',
  "src/clean.mjs": 'export const ok = () => ({ status: "success", content: [{ text: "Fine." }] });\n',
  // Skipped: ignored by .gitignore, and node_modules.
  "dist/teleop.js": 'export const t = () => ({ status: "success", content: [{ text: "x" }], frames: 1 });\n',
  "node_modules/dep/index.js": 'exports.t = () => ({ status: "success", content: [{ text: "x" }], frames: 1 });\n',
  ".gitignore": "# build output\n/dist/\nnode_modules\n",
  // A config of the repository's own, which the check does not read.
  "eslint.config.js": 'export default [{ rules: { "tool-result/no-extra-keys": "off" } }];\n',
};

describe("eslint-plugin-tool-result check", () => {
  const dirs: string[] = [];
  const fresh = (files: Record<string, string> = TOOLS) => {
    const dir = project(files);
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("is the package's bin under its own name and a short one", () => {
    expect(pkg.bin).toEqual({
      "eslint-plugin-tool-result": "./dist/cli/index.js",
      "tool-result": "./dist/cli/index.js",
    });
    expect(readFileSync(bin, "utf8").startsWith("#!/usr/bin/env node\n")).toBe(true);
  });

  it("prints ESLint's stylish output for JS and TS files, skips .gitignore'd files and ignores the repo's config, exits 1", () => {
    const dir = fresh();
    const { code, stdout, stderr } = run(dir, "check");
    expect(stderr).toBe("");
    expect(code).toBe(1);
    const files = stdout.split("\n").filter((line) => line.startsWith("/"));
    expect(files).toEqual([path.join(dir, "src/gripper.js"), path.join(dir, "src/teleop.ts")]);
    expect(stdout).toContain(`2:73  error  ${EXTRA_KEY}`);
    expect(stdout).toContain("tool-result/no-extra-keys");
    expect(stdout).toContain("✖ 2 problems (2 errors, 0 warnings)");
  });

  it("takes paths, --format json, and --preset", () => {
    const dir = fresh();
    const json = run(dir, "check", "src/gripper.js", "--format", "json");
    expect(json.code).toBe(1);
    const results = JSON.parse(json.stdout) as { filePath: string; messages: { ruleId: string; line: number }[] }[];
    expect(
      results.map((r) => [path.relative(dir, r.filePath), r.messages.map((m) => `${m.line} ${m.ruleId}`)]),
    ).toEqual([["src/gripper.js", ["1 tool-result/no-extra-keys"]]]);
    // The upstream Strands contract allows a top-level "error" key.
    const strands = run(dir, "check", "src/gripper.js", "--preset", "strands");
    expect([strands.code, strands.stdout, strands.stderr]).toEqual([0, "No tool-result problems in 1 file.\n", ""]);
  });

  it("--fix writes the fixes, then a second run is clean", () => {
    const dir = fresh();
    const fixed = run(dir, "check", "--fix");
    expect([fixed.code, fixed.stderr]).toEqual([0, ""]);
    expect(readFileSync(path.join(dir, "src/teleop.ts"), "utf8")).toBe(
      [
        "export function teleoperate(frames: number) {",
        "  return {",
        '    status: "success",',
        "    content: [{ text: `${frames} frames.` }, { json: { frames } }],",
        "  };",
        "}",
        "",
      ].join("\n"),
    );
    expect(run(dir, "check")).toEqual({ code: 0, stdout: "No tool-result problems in 4 files.\n", stderr: "" });
  });

  it("exits 2 with a message on a usage error, an unknown preset or a path that matches nothing", () => {
    const dir = fresh();
    const noCommand = run(dir);
    expect([noCommand.code, noCommand.stderr.split("\n")[0]]).toEqual([2, "No command given."]);
    expect(run(dir, "lint").stderr.split("\n")[0]).toBe('Unknown command "lint".');
    const badOption = run(dir, "check", "--fiks");
    expect([badOption.code, badOption.stderr]).toEqual([2, expect.stringContaining("--fiks")]);
    expect(run(dir, "check", "--preset", "strand")).toEqual({
      code: 2,
      stdout: "",
      stderr: 'Unknown preset "strand": use "strands-robots", "strands" or "mcp".\n',
    });
    expect(run(dir, "check", "lib")).toEqual({ code: 2, stdout: "", stderr: "No files matching 'lib' were found.\n" });
  });

  it("prints its usage and version", () => {
    const help = run(root, "--help");
    expect([help.code, help.stdout.split("\n")[0]]).toEqual([
      0,
      "Usage: eslint-plugin-tool-result check [paths...] [options]",
    ]);
    expect(run(root, "--version")).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: "" });
  });
});

describe("the root .gitignore as ignore patterns", () => {
  it("matches unanchored names at any depth, anchors a leading slash, keeps negations and skips comments", () => {
    const dir = project({
      ".gitignore": "# comment\n\ndist\n/build/\ncoverage/\nsrc/*.gen.ts\n!keep.js\n**/tmp\nspaced   \n",
    });
    expect(gitignorePatterns(dir)).toEqual([
      "**/dist",
      "build/",
      "**/coverage/",
      "src/*.gen.ts",
      "!**/keep.js",
      "**/tmp",
      "**/spaced",
    ]);
    rmSync(dir, { recursive: true, force: true });
  });
});
