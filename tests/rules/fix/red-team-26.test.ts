/**
 * Named regression tests from the twenty-sixth red-team run (tests/fixtures/red-team-26/, each folder a
 * project with its tsconfig): wrong fixes that made `tsc` fail (in another file, or in the file itself for
 * a block type that refuses a `{ json }` block) or changed what OpenAI Agents sends, each now left
 * unchanged; and MCP proxies (a server that also imports the SDK's client) that were missed.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fixProjectFile } from "../../support/fix-project.js";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures/red-team-26");

/** `--fix` of one file of a case's project, typed or by syntax alone. */
const fix = (id: string, file: string, typed: boolean) => fixProjectFile(path.join(dir, id), file, typed);

const unchanged: readonly (readonly [string, string, boolean, string])[] = [
  // Another file reads what a member returns.
  ["RT26-01", "tool.ts", true, "a method of an object literal given to an imported function that hands it back"],
  ["RT26-01b", "tool.ts", true, "the same, as the default export"],
  ["RT26-02", "tool.ts", true, "a method of an object literal wrapped in new Proxy"],
  ["RT26-03", "tool.ts", true, "a class method in a script (no import or export)"],
  ["RT26-03b", "tool.ts", true, "a static method in a script"],
  ["RT26-04", "tool.ts", true, "a method of a const object literal in a script"],
  // The block type refuses a { json } block of the moved keys.
  ["RT26-05", "tool.ts", true, "json typed with a brand (Record<string, unknown> & { __brand })"],
  ["RT26-06", "tool.ts", true, "json typed with an index signature and a required key"],
  ["RT26-06b", "tool.ts", true, "json typed with an index signature and a required unique symbol key"],
  ["RT26-06c", "tool.ts", true, "json typed as an index type and a Record of one key, intersected"],
  ["RT26-07", "tool.ts", true, "json's index of literal types ('x' | 1 | true)"],
  ["RT26-07b", "tool.ts", true, "json's index of string, number, boolean, null and string[]"],
  ["RT26-07c", "tool.ts", true, "json's index with Date for its objects"],
  ["RT26-08", "tool.ts", true, "a block type of an unknown index and a required kind"],
  // Found in the last read of the change: a type judged once (string, refused) was taken for one being read.
  ["json-sibling", "tool.ts", true, "a JSON-like union whose object member's index is a type refused elsewhere in it"],
  // What OpenAI Agents sends (every key) is what its execute returns through a helper.
  ["RT26-09", "tool.js", false, "a helper called with .call"],
  ["RT26-09b", "tool.js", false, "a helper called with .apply"],
  ["RT26-09c", "tool.js", true, "a helper called through .bind"],
];

describe("inputs of the twenty-sixth red-team run: --fix leaves them unchanged", () => {
  it.each(unchanged)("%s (%s, typed: %s): %s", async (id, file, typed) => {
    const result = await fix(id, file, typed);
    expect(result?.output).toBeUndefined();
    expect(result?.messages.some((m) => m.ruleId?.startsWith("tool-result/"))).toBe(true);
  });
});

describe("the twenty-sixth red-team run: an MCP proxy imports the SDK's client and a server's modules", () => {
  it.each([
    ["RT26-11", "the SDK's types and setRequestHandler"],
    ["RT26-11b", "mcp-handler"],
    ["RT26-11c", "the SDK's 2.x server package"],
    ["RT26-11d", "fastmcp"],
  ])("%s: a result its handler builds is checked (%s)", async (id) => {
    const result = await fix(id, "proxy.js", false);
    expect(result?.messages.some((m) => m.ruleId?.startsWith("tool-result/"))).toBe(true);
  });
});

describe("the twenty-sixth red-team run: OpenAI Agents' output reached through other helper forms", () => {
  it.each([
    ["RT26-10", "a let that holds the helper's call"],
    ["RT26-10b", "a conditional between two helpers"],
    ["RT26-10c", "a static method of a class of the file"],
  ])("%s: the helper's object is OpenAI Agents' data, not a result whose runtime drops keys (%s)", async (id) => {
    const result = await fix(id, "tool.js", false);
    expect(result?.output).toBeUndefined();
    expect(new Set(result?.messages.map((m) => m.ruleId))).toEqual(new Set(["tool-result/no-wrapped-result"]));
  });
});
