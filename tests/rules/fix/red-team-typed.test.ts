/**
 * Named regression tests from the sixth outside red-team run (T1-T7) and later ones (T8-T23), in typed
 * mode (`recommended-type-checked`, each case a folder of tests/fixtures/red-team-typed/ with its strict
 * tsconfig): files that `tsc --noEmit -p .` accepted and that `--fix` once made it refuse (T15 was
 * refused already, for the key the fix moves, and the fix traded that error for another; T16's fix
 * type-checked and made an MCP client refuse the result). Each must now be left unchanged.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fixProjectFile } from "../../support/fix-project.js";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures/red-team-typed");

const cases: readonly (readonly [string, string])[] = [
  ["T1", "a new block in a json block typed Record<string, string>"],
  ["T2", "a new block in content typed as a one-block tuple, under the result's own as"],
  ["T3", "a new block in content typed as a union of arrays"],
  ["T4", "a result held in an array declared with a type"],
  ["T5", "a result held in a property of an object declared with a type"],
  ["T6", "a result as the default of a typed parameter"],
  ["T7", "a value with an optional undefined under exactOptionalPropertyTypes"],
  ["T8", "a function with a this parameter, given the result after another argument"],
  ["T9", "a spread whose value the json block's declared type refuses (a string where it takes numbers)"],
  ["T10", 'a type built on a method\'s return type (ReturnType<Tool["run"]>)'],
  ["T11", "pushed into a typed parameter, which shares the caller's array"],
  // The twenty-fourth run.
  ["T12", "given to Promise.resolve in a function declared to return Promise<Result>"],
  ["T13", "returned by a function held in a variable whose type declares what it returns"],
  ["T14", "returned by the implementation of overload signatures, which has no return type of its own"],
  ["T15", "declared with a type whose blocks take no json block (the key was already an error; the fix swapped it)"],
  ["T16", "content spread from a list of blocks tagged by type (MCP's), which takes no untagged block"],
  ["T17", "returned from a promise's then callback, into Promise<Result>"],
  ["T18", "returned by a function that is a member of an object declared with a type"],
  // Another file of the program type-checks against what the module exports, with a type inferred.
  ["T19", "returned by an exported function without a return type, whose caller reads content[0].text"],
  ["T20", "returned by a function exported by name (export { run })"],
  ["T21", "an exported const without a type, whose importer reads the moved key"],
  ["T22", "returned by the default export, re-exported by another file that the caller imports"],
  ["T23", "returned by an exported function that another file names only in a type (typeof import(...))"],
];

/** `--fix` of the folder's index.ts, typed. */
const fixIndex = (root: string) => fixProjectFile(root, "index.ts");

describe("inputs of the sixth, seventh and ninth red-team runs (typed): --fix leaves them unchanged", () => {
  it.each(cases)("%s: %s", async (id) => {
    const result = await fixIndex(path.join(dir, id));
    expect(result?.output).toBeUndefined();
    expect(result?.messages.some((m) => m.ruleId?.startsWith("tool-result/"))).toBe(true);
  });
});

describe("an exported function with an inferred return type (typed)", () => {
  it("keeps its fix where no other file of the program imports the module (T19 without its caller)", async () => {
    const result = await fixIndex(path.join(dir, "../exported-alone"));
    expect(result?.output).toBe(`export async function run(target: string) {
  if (target === "") return { status: "error", content: [{ text: "no target" }] };
  return {
    status: "success",
    content: [{ text: "ok" }, { json: { frames: 512 } }],
  };
}
`);
  });
});
