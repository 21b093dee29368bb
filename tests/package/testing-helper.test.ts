/* eslint-disable tool-result/no-extra-keys -- these tests give the matcher invalid results on purpose */
/**
 * `eslint-plugin-tool-result/testing`: `expectNoToolResultProblems` (the lint as a test, for
 * repositories without ESLint) and `toBeToolResult` (the runtime check as a matcher) under vitest's
 * `expect` and jest's (the `expect` package is jest's own implementation of `expect.extend`).
 */
import { expect as jestExpect } from "expect";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { expect } from "vitest";
import {
  expectNoToolResultProblems,
  toBeToolResult,
  toolResultMatchers,
  ToolResultProblemsError,
  type ExpectNoToolResultProblemsOptions,
} from "../../src/testing/index.js";
import "../../src/testing/vitest.js";
import { defineContract } from "../../src/runtime/index.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const BROKEN = {
  status: "sucess",
  content: [{ text: "Done.", json: { frames: 512 } }],
  frames: 512,
};
const ISSUES = [
  '  - frames: not a tool-result key; the runtime drops it. Move it into a { json: ... } content block. A result carries only "status", "content" or "toolUseId".',
  '  - status: "sucess" is not a status of the "strands-robots" contract. Use one of "success", "error" or "degraded".',
  '  - content[0]: block has both "text" and "json"; a block carries exactly one of "text", "json" or "image". Split it into two blocks.',
];

describe("expectNoToolResultProblems", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tool-result-testing-"));
  beforeAll(() => {
    mkdirSync(path.join(dir, "src"));
    writeFileSync(
      path.join(dir, "src/teleop.ts"),
      'export const run = (frames: number) => ({ status: "success", content: [{ text: "ok" }], frames });\n',
    );
    writeFileSync(
      path.join(dir, "src/fine.js"),
      'export const ok = () => ({ status: "error", content: [{ text: "No." }] });\n',
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("resolves when the files keep to the contract", async () => {
    await expect(expectNoToolResultProblems("src/fine.js", { cwd: dir })).resolves.toBeUndefined();
  });

  it("rejects with ESLint's stylish output, without colours, when they do not", async () => {
    const error = await expectNoToolResultProblems(["src"], { cwd: dir }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ToolResultProblemsError);
    const { message, problemCount } = error as ToolResultProblemsError;
    expect(problemCount).toBe(1);
    expect(message.split("\n")).toEqual([
      "1 tool-result problem:",
      path.join(dir, "src/teleop.ts"),
      expect.stringMatching(/^ {2}1:89 {2}error {2}Tool results carry only .* {2}tool-result\/no-extra-keys$/u),
      "",
      "✖ 1 problem (1 error, 0 warnings)",
      "  1 error and 0 warnings potentially fixable with the `--fix` option.",
    ]);
  });

  it("takes a preset", async () => {
    writeFileSync(
      path.join(dir, "src/strands.js"),
      'export const e = () => ({ status: "error", content: [{ text: "x" }], error: "e" });\n',
    );
    await expect(expectNoToolResultProblems("src/strands.js", { cwd: dir })).rejects.toThrow(
      "tool-result/no-extra-keys",
    );
    await expect(
      expectNoToolResultProblems("src/strands.js", { cwd: dir, preset: "strands" }),
    ).resolves.toBeUndefined();
  });
});

describe("expectNoToolResultProblems with a custom contract", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tool-result-contract-"));
  beforeAll(() => {
    writeFileSync(
      path.join(dir, "tool.js"),
      'export const grip = () => ({ status: "success", content: [{ text: "Closed." }], traceId: "t1" });\n',
    );
    writeFileSync(path.join(dir, "broken.js"), "export const grip = () => ({ status: \n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the object of settings["tool-result"] as `contract`', async () => {
    await expect(expectNoToolResultProblems("tool.js", { cwd: dir })).rejects.toThrow('"traceId"');
    await expect(
      expectNoToolResultProblems("tool.js", { cwd: dir, contract: { allowedKeys: ["toolUseId", "traceId"] } }),
    ).resolves.toBeUndefined();
  });

  it("rejects a contract that cannot be used with the settings' own message, each time it is given", async () => {
    const bad = { cwd: dir, contract: { statuses: ["success", 3] } } as unknown as ExpectNoToolResultProblemsOptions;
    const message =
      'Invalid ESLint setting settings["tool-result"].statuses[1]: expected a non-empty string, got the number 3.';
    // The rules report a bad setting once per process; the helper checks it on every call.
    await expect(expectNoToolResultProblems("tool.js", bad)).rejects.toThrow(message);
    await expect(expectNoToolResultProblems("tool.js", bad)).rejects.toThrow(message);
    await expect(
      expectNoToolResultProblems("tool.js", { cwd: dir, preset: "strands", contract: { preset: "strands" } }),
    ).rejects.toThrow("A preset and a contract were both given");
  });

  it("rejects, naming the file, when a file does not parse (it would go unchecked)", async () => {
    await expect(expectNoToolResultProblems(".", { cwd: dir })).rejects.toThrow(
      [
        "Could not check 1 of the 2 files: it does not parse as JavaScript or TypeScript.",
        "  broken.js:1:36: Expression expected.",
        "Fix the file, or leave it out with the ignorePatterns option.",
      ].join("\n"),
    );
    await expect(expectNoToolResultProblems(".", { cwd: dir, ignorePatterns: ["broken.js"] })).rejects.toThrow(
      ToolResultProblemsError,
    );
  });
});

describe("toBeToolResult", () => {
  it("passes on a tool result and lists every issue, with its path, on anything else (vitest)", () => {
    expect({ status: "success", content: [{ text: "ok" }] }).toBeToolResult();
    expect({ status: "error", content: [{ text: "x" }], error: "e" }).toBeToolResult("strands");
    expect(BROKEN).not.toBeToolResult();
    expect(() => expect(BROKEN).toBeToolResult()).toThrow(
      [
        'expected the value to be a tool result under the "strands-robots" contract, but it has 3 issues:',
        ...ISSUES,
      ].join("\n"),
    );
    expect(() => expect({ status: "success", content: [{ text: "ok" }] }).not.toBeToolResult()).toThrow(
      'expected the value not to be a tool result under the "strands-robots" contract, but it is one',
    );
    expect({ result: { status: "success", content: [{ text: "ok" }] } }).toEqual({ result: expect.toBeToolResult() });
  });

  it("works through jest's expect.extend, with the same message", () => {
    jestExpect.extend(toolResultMatchers);
    const jest = jestExpect as unknown as (value: unknown) => {
      toBeToolResult(contract?: string): void;
      not: { toBeToolResult(): void };
    };
    jest({ status: "degraded", content: [{ json: { frames: 1 } }] }).toBeToolResult();
    jest(BROKEN).not.toBeToolResult();
    expect(() => jest(BROKEN).toBeToolResult()).toThrow(ISSUES.join("\n"));
    expect(() => jest({ status: "degraded", content: [{ text: "a" }] }).toBeToolResult("strands")).toThrow(
      'under the "strands" contract, but it has 1 issue:\n  - status: ',
    );
  });

  // Red-team run HD27-06: `.not` called a contract object "custom", its failure "mcp".
  it("names a contract object the same way whether it passes or fails", () => {
    const mcp = { content: [{ type: "text", text: "ok" }] };
    for (const contract of [{ preset: "mcp" as const }, defineContract({ preset: "mcp" })]) {
      expect(toBeToolResult.call(undefined, mcp, contract).message()).toMatch(
        /^expected the value not to be a tool result under the "mcp" contract/u,
      );
      expect(toBeToolResult.call(undefined, { status: "x" }, contract).message()).toMatch(
        /^expected the value to be a tool result under the "mcp" contract/u,
      );
    }
  });

  it("adds the path to an issue whose message does not start with it", () => {
    const result = toBeToolResult.call(undefined, 42);
    expect(result.pass).toBe(false);
    expect(result.message()).toMatch(/has 1 issue:\n {2}- result: expected a tool result/u);
  });

  it("registers on jest's global expect from eslint-plugin-tool-result/testing/jest, and says so when there is none", () => {
    const script = (withExpect: boolean) => `
      import { expect } from "expect";
      ${withExpect ? "globalThis.expect = expect;" : ""}
      await import(${JSON.stringify(pathToFileURL(path.join(root, "dist/testing/jest.js")).href)});
      try { expect({ status: "success" }).toBeToolResult(); } catch (error) { console.log(error.message.split("\\n")[1]); }
    `;
    const run = (withExpect: boolean) =>
      spawnSync(process.execPath, ["--input-type=module", "-e", script(withExpect)], { cwd: root, encoding: "utf8" });
    const registered = run(true);
    expect([registered.stdout, registered.stderr]).toEqual([expect.stringContaining("  - content: "), ""]);
    expect(run(false).stderr).toContain(
      "eslint-plugin-tool-result/testing/jest: there is no global expect here. Load this module from jest's setupFilesAfterEnv",
    );
  });
});
