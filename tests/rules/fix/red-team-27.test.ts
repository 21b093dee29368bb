/**
 * Named regression tests from the twenty-seventh red-team run that need a project folder
 * (tests/fixtures/red-team-27/): a JavaScript module whose importers see it through a hand-written
 * declaration file beside it. The run's other inputs are cases of json-type.test.ts (values JSON.stringify
 * cannot carry) and move-layout.test.ts (quoteProps).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fixProjectFile } from "../../support/fix-project.js";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures/red-team-27");

describe("inputs of the twenty-seventh red-team run: --fix leaves them unchanged", () => {
  it("RT27-03 (typed): main.ts reads run().frames through tool.d.ts, the typings of tool.js", async () => {
    const result = await fixProjectFile(path.join(dir, "RT27-03"), "tool.js", true);
    expect(result?.output).toBeUndefined();
    expect(result?.messages.map((m) => m.ruleId)).toEqual(["tool-result/no-extra-keys"]);
  });
});
