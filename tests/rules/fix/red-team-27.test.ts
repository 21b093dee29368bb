/**
 * Named regression tests from the twenty-seventh to thirty-third red-team runs that need a project
 * folder (tests/fixtures/red-team-27/ to -33/): a JavaScript module whose importers see it through
 * hand-written typings, and values whose type says JSON while the run-time value is not. The runs' other
 * inputs are cases of json-type.test.ts (values JSON.stringify cannot carry) and move-layout.test.ts
 * (quoteProps).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fixProjectFile } from "../../support/fix-project.js";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures");

describe("inputs of the twenty-seventh to thirty-third red-team runs: --fix leaves them unchanged", () => {
  it.each([
    ["red-team-27/RT27-03", "tool.js", "main.ts reads run().frames through tool.d.ts, the typings beside tool.js"],
    ["red-team-28/RT28-06", "tool.js", "main.ts reads it through types/tool.d.ts, which package.json's exports names"],
    ["red-team-28/RT28-03", "tool.ts", "a tree typed by a recursive alias, whose parent links make it refer to itself"],
    ["red-team-28/RT28-12", "tool.ts", "an object with a getter, which JSON.stringify would run again"],
    // The thirtieth run: what holds a value may have been changed, or never set, whatever its type says.
    ["red-team-30/RT30-05", "tool.ts", "a const object's member written from a row typed any that holds a bigint"],
    ["red-team-30/RT30-07", "tool.ts", "a class field declared with ! and never set: this.total is undefined"],
    ["red-team-30/RT30-09", "tool.ts", "a global a declare global names and no code sets: undefined"],
    // The thirty-second run: expressions and calls whose type hides an any, and a typed place of a function.
    ["red-team-32/RT32-01", "tool.ts", "++job.attempts of a row typed any"],
    ["red-team-32/RT32-02", "tool.ts", "await (conn.count() as Promise<number>): an assertion under await"],
    ["red-team-32/RT32-03", "tool.ts", "(last = row.n as number): an assertion under an assignment"],
    ["red-team-32/RT32-06", "tool.ts", "a call of a function of the file whose inferred return type hides any"],
    ["red-team-32/RT32-07", "tool.ts", "a member of a const whose conditional initializer holds row.n"],
    // The thirty-third run: calls and forms whose type hides an any.
    ["red-team-33/RT33-01", "tool.ts", "a tagged template of a function of the file whose inferred type hides any"],
    ["red-team-33/RT33-02", "tool.ts", "ids.slice(0, 10) of ids: number[] set from any"],
    ["red-team-33/RT33-03", "tool.ts", "Object.values of a Record<string, number> set from any"],
    ["red-team-33/RT33-04", "tool.ts", "a member of Object.freeze({ total: row.n as number })"],
    ["red-team-33/RT33-05", "tool.ts", "a static method of a class of the file whose inferred type hides any"],
    ["red-team-33/RT33-06", "tool.ts", "this, typed number, of a function called with .call(row.n)"],
    ["red-team-33/RT33-07", "tool.ts", "a member of a const set from another name annotated over any"],
    ["red-team-33/RT33-08", "tool.ts", "[1, 2].map(() => row.n as number): what a callback returns"],
    ["red-team-33/RT33-09", "tool.ts", "a call of a name that holds a function of the file (const d = elapsed)"],
  ])("%s (typed): %s", async (folder, file) => {
    const result = await fixProjectFile(path.join(fixtures, folder), file, true);
    expect(result?.output).toBeUndefined();
    expect(result?.messages.map((m) => m.ruleId)).toEqual(["tool-result/no-extra-keys"]);
  });

  // The twenty-ninth run: types the checks do not keep.
  it.each([
    [
      "red-team-29/RT29-01",
      "tool.js",
      "JavaScript TypeScript does not check: a let that starts as a number, set to a bigint",
    ],
    ["red-team-29/RT29-03", "tool.js", "the same, with a JSDoc @param {number} a caller gives a bigint"],
    ["red-team-29/RT29-06", "tool.ts", "a let that starts as a number, set from a row typed any that holds a bigint"],
    ["red-team-29/RT29-07", "tool.ts", "a const of readings[sensor], typed number, undefined for a missing key"],
    ["red-team-30/RT30-04", "tool.ts", "a loop's const over an array typed number[] that was filled from any"],
    ["red-team-30/RT30-03", "tool.ts", "a const array a loop pushes rows typed any into, one a bigint"],
    ["red-team-30/RT30-06", "tool.ts", "a member of a const annotated { n: number } that await of any gave a bigint"],
    // The thirty-first run: values whose type says number where a row typed any gave a bigint.
    ["red-team-31/RT31-01", "tool.ts", "a member of a const object literal given row.n, annotated number"],
    ["red-team-31/RT31-02", "tool.ts", "an array held by the result, and pushed into after it is made"],
    ["red-team-31/RT31-03", "tool.ts", "row.finished - row.started of rows typed any, which TypeScript types number"],
    ["red-team-31/RT31-04", "tool.ts", "(row.count as number | null) ?? 0: an assertion inside an operator"],
    [
      "red-team-31/RT31-05",
      "tool.ts",
      "stats.total || 0 after stats.total = row.n: a written member inside an operator",
    ],
    ["red-team-31/RT31-06", "tool.ts", "a class instance's member, which its constructor was given from any"],
    ["red-team-31/RT31-07", "tool.ts", "an imported array that the other module pushes into"],
    ["red-team-31/RT31-08", "tool.ts", "an imported const annotated number that its module set from any"],
    ["red-team-31/RT31-09", "tool.ts", "a const annotated number, set from any: the annotation says nothing of it"],
    ["red-team-32/RT32-04", "tool.ts", "a parameter annotated number whose default is a row typed any"],
    ["red-team-32/RT32-08", "tool.ts", "tsc: a function held by a const and assigned to a member typed Handler"],
  ])("%s (typed and untyped): %s", async (folder, file) => {
    for (const typed of [true, false]) {
      const result = await fixProjectFile(path.join(fixtures, folder), file, typed);
      expect(result?.output).toBeUndefined();
      expect(result?.messages.some((m) => m.ruleId === "tool-result/no-extra-keys")).toBe(true);
    }
  });

  it("red-team-32/RT32-10 (untyped): a const of JSON.parse, an array pushed into from a row typed any", async () => {
    const result = await fixProjectFile(path.join(fixtures, "red-team-32/RT32-10"), "tool.ts", false);
    expect(result?.output).toBeUndefined();
    expect(result?.messages.some((m) => m.ruleId === "tool-result/no-extra-keys")).toBe(true);
  });

  it("red-team-32/RT32-05 (typed): ...stats of a const object literal given row.n, once judged by its type", async () => {
    const result = await fixProjectFile(path.join(fixtures, "red-team-32/RT32-05"), "tool.ts", true);
    expect(result?.output).toBeUndefined();
    expect(result?.messages.map((m) => m.ruleId)).toEqual(["tool-result/no-spread"]);
  });
});
