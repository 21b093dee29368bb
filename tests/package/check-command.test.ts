/**
 * `eslint-plugin-tool-result check`, the command for repositories that do not run ESLint, run in a folder
 * with no ESLint config of its own (ESLint and typescript-eslint come from this repository here;
 * fresh-projects.test.ts runs it from the tarball, and without ESLint installed). The command line runs
 * in this process (`main`, what the bin runs, with the output collected), so TypeScript is loaded once
 * and not for each run; the built bin itself runs as a child process in the tests marked "(the bin)".
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { gitignorePatterns, isSettingsError } from "../../src/cli/lint.js";
import { main } from "../../src/cli/main.js";
import plugin from "../../src/index.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bin = path.join(root, "dist/cli/index.js");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  version: string;
  bin: Record<string, string>;
};

const EXTRA_KEY = "Tool results carry only";

/** The command line, in this process: exit code and output, as the bin gives them. */
async function run(cwd: string, ...args: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await main(args, { cwd, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

/** The built bin, in a child process. */
function runBin(cwd: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function project(files: Record<string, string | Uint8Array>): string {
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
  const fresh = (files: Record<string, string | Uint8Array> = TOOLS) => {
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

  it("prints ESLint's stylish output for JS and TS files, skips .gitignore'd files and ignores the repo's config, exits 1 (the bin)", () => {
    const dir = fresh();
    const { code, stdout, stderr } = runBin(dir, "check");
    expect(stderr).toBe("");
    expect(code).toBe(1);
    const files = stdout.split("\n").filter((line) => line.startsWith("/"));
    expect(files).toEqual([path.join(dir, "src/gripper.js"), path.join(dir, "src/teleop.ts")]);
    expect(stdout).toContain(`2:73  error  ${EXTRA_KEY}`);
    expect(stdout).toContain("tool-result/no-extra-keys");
    expect(stdout).toContain("✖ 2 problems (2 errors, 0 warnings)");
  });

  it("takes paths, --format json, and --preset", async () => {
    const dir = fresh();
    const json = await run(dir, "check", "src/gripper.js", "--format", "json");
    expect(json.code).toBe(1);
    const results = JSON.parse(json.stdout) as { filePath: string; messages: { ruleId: string; line: number }[] }[];
    expect(
      results.map((r) => [path.relative(dir, r.filePath), r.messages.map((m) => `${m.line} ${m.ruleId}`)]),
    ).toEqual([["src/gripper.js", ["1 tool-result/no-extra-keys"]]]);
    // The upstream Strands contract allows a top-level "error" key.
    const strands = await run(dir, "check", "src/gripper.js", "--preset", "strands");
    expect([strands.code, strands.stdout, strands.stderr]).toEqual([0, "No tool-result problems in 1 file.\n", ""]);
  });

  it("--fix writes the fixes, then a second run is clean", async () => {
    const dir = fresh();
    const fixed = await run(dir, "check", "--fix");
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
    expect(await run(dir, "check")).toEqual({ code: 0, stdout: "No tool-result problems in 4 files.\n", stderr: "" });
  });

  it("exits 2 with a message on a usage error, an unknown preset or a path that matches nothing", async () => {
    const dir = fresh();
    const noCommand = await run(dir);
    expect([noCommand.code, noCommand.stderr.split("\n")[0]]).toEqual([2, "No command given."]);
    expect((await run(dir, "lint")).stderr.split("\n")[0]).toBe('Unknown command "lint".');
    expect((await run(dir, "chek")).stderr.split("\n")[0]).toBe('Unknown command "chek": did you mean "check"?');
    expect(await run(dir, "check", "--preset", "strand")).toEqual({
      code: 2,
      stdout: "",
      stderr: 'Unknown preset "strand" (did you mean "strands"?): use "strands-robots", "strands" or "mcp".\n',
    });
    expect(await run(dir, "check", "lib")).toEqual({
      code: 2,
      stdout: "",
      stderr: "No files matching 'lib' were found.\n",
    });
  });

  it.each([
    [["--fixx"], "Unknown option --fixx: did you mean --fix?"],
    [["--fiks"], "Unknown option --fiks: did you mean --fix?"],
    [["-fix"], "Unknown option -fix: did you mean --fix?"],
    [["--ignore", "dist"], "Unknown option --ignore: did you mean --ignore-pattern?"],
    [["--contrct", "c.json"], "Unknown option --contrct: did you mean --contract?"],
    [["--lint-everything"], "Unknown option --lint-everything."],
    [["-x"], "Unknown option -x."],
    [["--format"], "--format needs a value: --format <name>."],
    [["--format", "--fix"], "--format needs a value, and got the option --fix: --format <name>."],
    [["--contract"], "--contract needs a value: --contract <file.json>."],
    [["--fix=yes"], "--fix takes no value (got --fix=yes)."],
  ])("check %j: exit 2, a message in this command's words, then the usage", async (args, message) => {
    const result = await run(root, "check", ...args);
    // The bin prints the same (one case is enough: the rest is the same code).
    if (args[0] === "--fixx") expect(runBin(root, "check", ...args)).toEqual(result);
    expect([result.code, result.stdout]).toEqual([2, ""]);
    expect(result.stderr.split("\n").slice(0, 3)).toEqual([
      message,
      "",
      "Usage: eslint-plugin-tool-result check [paths...] [options]",
    ]);
  });

  it("--format: a format ESLint does not have is named with those it has, and a near miss with the one meant", async () => {
    const dir = fresh();
    const formats = '"html", "json", "json-with-metadata" and "stylish"';
    const tail =
      ". Another format is an installed formatter package (eslint-formatter-<name>) or the path of a formatter file.\n";
    expect(await run(dir, "check", "--format", "nope")).toEqual({
      code: 2,
      stdout: "",
      stderr: `Unknown format "nope": ESLint has ${formats}${tail}`,
    });
    // Checked before anything is linted, so --fix with a misspelt format leaves the files as they are.
    const before = readFileSync(path.join(dir, "src/teleop.ts"), "utf8");
    expect(await run(dir, "check", "--fix", "--format", "jsno")).toEqual({
      code: 2,
      stdout: "",
      stderr: `Unknown format "jsno" (did you mean "json"?): ESLint has ${formats}${tail}`,
    });
    expect(readFileSync(path.join(dir, "src/teleop.ts"), "utf8")).toBe(before);
    // A path is ESLint's to load, and ESLint's message names it.
    expect((await run(dir, "check", "--format", "./formatter.js")).stderr).toContain(path.join(dir, "formatter.js"));
  });

  it("exits 0 when clean, 1 on problems, 2 when a file does not parse (a syntax error, a binary file), naming each", async () => {
    const dir = fresh({
      "src/clean.js": 'export const ok = () => ({ status: "success", content: [{ text: "Fine." }] });\n',
      "src/extra.js": 'export const t = () => ({ status: "success", content: [{ text: "x" }], frames: 1 });\n',
      "src/broken.ts": 'export const t = () => ({ status: "success", content: [{ text: "x" }]\n',
      // The first bytes of a PNG file.
      "src/logo.js": Uint8Array.of(
        0x89,
        0x50,
        0x4e,
        0x47,
        0x0d,
        0x0a,
        0x1a,
        0x0a,
        0,
        0,
        0,
        0x0d,
        0x49,
        0x48,
        0x44,
        0x52,
      ),
    });
    expect(await run(dir, "check", "src/clean.js")).toEqual({
      code: 0,
      stdout: "No tool-result problems in 1 file.\n",
      stderr: "",
    });
    const problems = await run(dir, "check", "src/clean.js", "src/extra.js");
    expect([problems.code, problems.stderr]).toEqual([1, ""]);
    expect(problems.stdout).toContain("✖ 1 problem (1 error, 0 warnings)");

    const binary = await run(dir, "check", "src/logo.js");
    expect(binary).toEqual({
      code: 2,
      stdout: "",
      stderr: [
        "Could not check the file: it does not parse as JavaScript or TypeScript.",
        "  src/logo.js:1: File appears to be binary.",
        "Fix the file, or leave it out with --ignore-pattern <path>.",
        "",
      ].join("\n"),
    });
    // The files that parse are still checked and their problems printed; the exit code says the rest was not.
    const all = await run(dir, "check", "src");
    expect(all.code).toBe(2);
    expect(all.stdout.split("\n").filter((line) => line.startsWith("/"))).toEqual([path.join(dir, "src/extra.js")]);
    expect(all.stdout).toContain("✖ 1 problem (1 error, 0 warnings)");
    expect(all.stderr).toBe(
      [
        "Could not check 2 of the 4 files: they do not parse as JavaScript or TypeScript.",
        "  src/broken.ts:2: '}' expected.",
        "  src/logo.js:1: File appears to be binary.",
        "Fix the file, or leave it out with --ignore-pattern <path>.",
        "",
      ].join("\n"),
    );
    expect(
      (await run(dir, "check", "src", "--ignore-pattern", "src/broken.ts", "--ignore-pattern", "src/logo.js")).code,
    ).toBe(1);
  });

  describe("--contract", () => {
    const GRIPPER = [
      'export const grip = () => ({ status: "success", content: [{ text: "Closed." }], traceId: "t1" });',
      'export const idle = () => ({ status: "skipped", content: [{ text: "Idle." }], frames: 0 });',
      "",
    ].join("\n");

    it('checks against a contract from a JSON file with the fields of settings["tool-result"]', async () => {
      const dir = fresh({
        "src/gripper.js": GRIPPER,
        "contract.json": JSON.stringify({
          statuses: ["success", "error", "skipped"],
          allowedKeys: ["toolUseId", "traceId"],
        }),
      });
      const reports = (stdout: string) =>
        stdout
          .match(/^ +\d+:\d+ +error .* (tool-result\/[\w-]+)$/gmu)
          ?.map((line) => line.replace(/ +error .* /u, " "));
      // The default contract: traceId is an extra key, and "skipped" is no tool-result status (line 2 is a
      // tool result by its block, with a status valid-status reports). The custom contract: traceId is
      // allowed, and "skipped" is a status.
      const plain = await run(dir, "check");
      expect([plain.code, reports(plain.stdout)]).toEqual([
        1,
        ["  1:81 tool-result/no-extra-keys", "  2:38 tool-result/valid-status", "  2:79 tool-result/no-extra-keys"],
      ]);
      const custom = await run(dir, "check", "--contract", "contract.json");
      expect([custom.code, reports(custom.stdout), custom.stderr]).toEqual([
        1,
        ["  2:79 tool-result/no-extra-keys"],
        "",
      ]);
    });

    it("H6 reads a contract file past a byte order mark; H7 an empty --contract= or path is a usage error that says so", async () => {
      const dir = fresh({
        "src/gripper.js": GRIPPER,
        "contract.json": `\uFEFF${JSON.stringify({ statuses: ["success", "error", "skipped"], allowedKeys: ["toolUseId", "traceId"] })}`,
      });
      const bom = await run(dir, "check", "--contract", "contract.json");
      expect([bom.code, bom.stderr]).toEqual([1, ""]);
      expect(bom.stdout).toMatch(/2:79 +error .* tool-result\/no-extra-keys/u);
      const emptyContract = await run(dir, "check", "--contract=");
      expect([emptyContract.code, emptyContract.stderr]).toEqual([
        2,
        expect.stringContaining("--contract needs a value"),
      ]);
      const emptyPath = await run(dir, "check", "");
      expect([emptyPath.code, emptyPath.stderr]).toEqual([2, expect.stringContaining("An empty path was given")]);
    });

    it("exits 2 on a contract that cannot be used, with the settings' own message and the file's name", async () => {
      const dir = fresh({
        "src/gripper.js": GRIPPER,
        "bad.json": '{ "statuses": ["success", 3] }',
        "typo.json": '{ "allowKeys": ["traceId"] }',
        "list.json": '["strands"]',
        "broken.json": '{ "preset": "strands", ',
      });
      expect(await run(dir, "check", "--contract", "bad.json")).toEqual({
        code: 2,
        stdout: "",
        stderr:
          'bad.json: Invalid ESLint setting settings["tool-result"].statuses[1]: expected a non-empty string, got the number 3.\n',
      });
      const typo = await run(dir, "check", "--contract", "typo.json");
      expect([typo.code, typo.stdout]).toEqual([2, ""]);
      expect(typo.stderr).toMatch(/^typo\.json: Invalid ESLint setting settings\["tool-result"\]\.allowKeys: /u);
      const list = await run(dir, "check", "--contract", "list.json");
      expect([list.code, list.stderr]).toEqual([
        2,
        expect.stringMatching(/^list\.json: Invalid ESLint setting settings\["tool-result"\]: /u),
      ]);
      const broken = await run(dir, "check", "--contract", "broken.json");
      expect([broken.code, broken.stdout]).toEqual([2, ""]);
      expect(broken.stderr).toMatch(
        /^The contract file broken\.json is not JSON \(.+\)\. It holds the fields of settings\["tool-result"\], /u,
      );
      expect(await run(dir, "check", "--contract", "missing.json")).toEqual({
        code: 2,
        stdout: "",
        stderr: "Cannot read the contract file missing.json: there is no such file.\n",
      });
      expect(await run(dir, "check", "--contract", "bad.json", "--preset", "strands")).toEqual({
        code: 2,
        stdout: "",
        stderr:
          'A preset and a contract were both given: give the contract alone, with the preset in its "preset" field.\n',
      });
    });
  });

  it("prints its usage and version (the bin)", () => {
    const help = runBin(root, "--help");
    expect([help.code, help.stdout.split("\n")[0]]).toEqual([
      0,
      "Usage: eslint-plugin-tool-result check [paths...] [options]",
    ]);
    expect(runBin(root, "--version")).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: "" });
  });
});

describe("a settings error from the rules", () => {
  it("is told apart from a problem (the check exits 2 on it, as it checked nothing)", async () => {
    const lint = async (settings: unknown) => {
      const eslint = new ESLint({
        overrideConfigFile: true,
        overrideConfig: [plugin.configs.recommended, { settings: { "tool-result": settings } }],
      });
      const [result] = await eslint.lintText(
        'export const t = () => ({ status: "success", content: [{ text: "x" }], frames: 1 });\n',
        { filePath: path.join(root, "check-settings-error.js") },
      );
      return result!.messages;
    };
    // A value no other test gives: the rules report each settings error once per process.
    const [bad] = await lint({ statuses: ["success", 271828] });
    expect(bad?.message).toMatch(/^Invalid ESLint setting settings\["tool-result"\]\.statuses\[1\]: /u);
    expect(isSettingsError(bad!)).toBe(true);
    const [problem] = await lint({ preset: "strands" });
    expect(problem?.ruleId).toBe("tool-result/no-extra-keys");
    expect(isSettingsError(problem!)).toBe(false);
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
