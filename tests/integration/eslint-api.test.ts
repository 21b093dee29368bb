/**
 * The plugin through ESLint's own Node API, loaded by its package name from a flat config file:
 * the same results with `concurrency: 2` and with `cache: true` as in a plain run.
 */
import { ESLint } from "eslint";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const cwd = path.join(root, "examples");

type Summary = Record<string, string[]>;
function summarize(results: ESLint.LintResult[]): Summary {
  return Object.fromEntries(
    results
      .map(
        (r) =>
          [
            path.relative(cwd, r.filePath),
            r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`),
          ] as const,
      )
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

describe("the ESLint Node API", () => {
  let plain: Summary;
  const tmp = mkdtempSync(path.join(os.tmpdir(), "tool-result-cache-"));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  beforeAll(async () => {
    plain = summarize(await new ESLint({ cwd }).lintFiles(["."]));
  });

  it("reports the examples' violations and nothing in the files that are fine", () => {
    const counts = Object.fromEntries(Object.entries(plain).map(([file, messages]) => [file, messages.length]));
    expect(counts).toMatchObject({
      "robot-tools/src/teleop.ts": 5,
      "robot-tools/src/camera.ts": 4,
      "robot-tools/src/gripper.js": 4,
      "robot-tools/src/run-policy.ts": 0,
      "robot-tools/src/http.ts": 0,
      "robot-tools/src/types.ts": 0,
      "mcp-server/src/server.ts": 6,
    });
    expect(plain["robot-tools/src/teleop.ts"]).toContain(
      '29:5 tool-result/no-extra-keys Tool results carry only "status", "content" and "toolUseId" at the top level; the runtime drops "frames" before the model sees it. Move it into a { json: ... } content block.',
    );
  });

  it("gives the same results with concurrency: 2", async () => {
    const parallel = new ESLint({ cwd, concurrency: 2 });
    expect(summarize(await parallel.lintFiles(["."]))).toEqual(plain);
  });

  it("gives the same results from a cold and a warm cache", async () => {
    const cacheLocation = path.join(tmp, ".eslintcache");
    const cold = summarize(await new ESLint({ cwd, cache: true, cacheLocation }).lintFiles(["."]));
    expect(existsSync(cacheLocation)).toBe(true);
    const warm = summarize(await new ESLint({ cwd, cache: true, cacheLocation }).lintFiles(["."]));
    expect(cold).toEqual(plain);
    expect(warm).toEqual(plain);
  });

  it("fixes every fixable problem in one run", async () => {
    const results = await new ESLint({ cwd, fix: true, stats: true }).lintFiles(["."]);
    const fixedFiles = results
      .filter((r) => r.output !== undefined)
      .map((r) => path.relative(cwd, r.filePath))
      .sort();
    // The MCP server gets suggestions only: an extra key of a CallToolResult did reach the client.
    expect(fixedFiles).toEqual(["robot-tools/src/camera.ts", "robot-tools/src/teleop.ts"]);
    const left = results.flatMap((r) => r.messages.map((m) => `${path.relative(cwd, r.filePath)} ${m.ruleId}`)).sort();
    // What remains needs a person: a suggestion for the misspelt status, content given as a string,
    // a block with two kinds, and a spread of `stats: TeleopStats` (untyped, nothing shows its values are
    // JSON, which a json block may require); in gripper.js, a key and a spread of a device's readings,
    // which nothing shows to be JSON that `JSON.stringify` carries; in the MCP server, a status key, a key
    // beside content, a field of an image block, a key the outputSchema lacks, an error without isError
    // and structuredContent without text.
    expect(left).toEqual([
      "mcp-server/src/server.ts tool-result/no-error-as-success",
      "mcp-server/src/server.ts tool-result/no-extra-keys",
      "mcp-server/src/server.ts tool-result/no-extra-keys",
      "mcp-server/src/server.ts tool-result/structured-content-text",
      "mcp-server/src/server.ts tool-result/valid-content",
      "mcp-server/src/server.ts tool-result/valid-structured-content",
      "robot-tools/src/camera.ts tool-result/valid-content",
      "robot-tools/src/camera.ts tool-result/valid-status",
      "robot-tools/src/gripper.js tool-result/no-extra-keys",
      "robot-tools/src/gripper.js tool-result/no-spread",
      "robot-tools/src/gripper.js tool-result/valid-content",
      "robot-tools/src/gripper.js tool-result/valid-content",
      "robot-tools/src/teleop.ts tool-result/no-spread",
    ]);
    // Both rules share one whole-object edit, so each file is fixed in a single pass.
    const passes = Math.max(...results.map((r) => r.stats?.fixPasses ?? 0));
    expect(passes).toBe(1);
  });
});
