/**
 * Differential test of the fix on programs generated from the grammar (./lib/generate.ts): comments in
 * every gap (line comments before commas and after colons among them), CR-only and CRLF files, code that
 * runs without a call in sight, throwing reads, reassigned and global bindings, sloppy `arguments` and
 * `with`, shared content arrays, overridden keys, results read after they are built (also by `Object.hasOwn`,
 * `Reflect` and destructuring), spreads of a `const` a function changed first, bigint arithmetic that
 * throws, deep indentation and nested results. Each program is run before and after `--fix` (./lib/check.ts). The run counts, per
 * class, how many programs held it and what the rules did with them: 40 programs in `npm test` (each class
 * held by two or more; most end as suggestions, a few as fixes), `npm run fuzz` is the long run
 * (tests/support/fuzz.ts), and `FUZZ_REPORT=1` prints the table.
 */
import { Linter } from "eslint";
import fc from "fast-check";
import { writeFileSync } from "node:fs";
import plugin from "../../../src/index.js";
import { checkProgram } from "./lib/check.js";
import { CLASSES, program, type FuzzClass } from "./lib/generate.js";
import { fuzzRuns, fuzzSeed, fuzzTimeout } from "./lib/runs.js";

const config: Linter.Config[] = [
  { linterOptions: { reportUnusedDisableDirectives: "off" } },
  {
    files: ["**/*.js"],
    languageOptions: { ecmaVersion: "latest", sourceType: "commonjs" },
    plugins: { "tool-result": plugin },
    rules: plugin.configs.recommended.rules,
  },
];

type Tally = Record<"programs" | "fixed" | "suggested" | "untouched", number>;

describe("the fix on programs generated from the grammar (differential)", () => {
  it(
    "keeps what every reader sees, every side effect and every comment, and converges",
    { timeout: fuzzTimeout(600_000) },
    () => {
      const linter = new Linter({ configType: "flat" });
      const tally = new Map<FuzzClass, Tally>(
        CLASSES.map((c) => [c, { programs: 0, fixed: 0, suggested: 0, untouched: 0 }]),
      );
      const failures: string[] = [];
      for (const p of fc.sample(program, { numRuns: fuzzRuns(40), seed: fuzzSeed(20261205) })) {
        const { outcome, failure } = checkProgram(linter, config, p.code);
        for (const c of p.classes) {
          const t = tally.get(c)!;
          t.programs++;
          t[outcome]++;
        }
        if (failure) failures.push(`[${[...p.classes].join(", ")}]\n${failure}`);
      }
      if (process.env.FUZZ_REPORT) {
        console.log(
          ["class                       programs  fixed  suggested  untouched"]
            .concat(
              [...tally].map(
                ([c, t]) =>
                  `${c.padEnd(28)}${String(t.programs).padStart(8)}${String(t.fixed).padStart(7)}${String(t.suggested).padStart(11)}${String(t.untouched).padStart(11)}`,
              ),
            )
            .join("\n"),
        );
      }
      if (failures.length > 0 && process.env.FUZZ_DUMP)
        writeFileSync(process.env.FUZZ_DUMP, failures.join("\n\n=====\n"));
      if (failures.length > 0 && process.env.FUZZ_REPORT) {
        const kinds = new Map<string, number>();
        for (const f of failures) {
          const kind = (f.split("\n")[1] ?? "").replace(/[\d"{}[\]:,]+/gu, "#").slice(0, 60);
          kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        }
        console.log(
          `${failures.length} failures:`,
          [...kinds].sort((a, b) => b[1] - a[1]),
        );
      }
      expect(failures.slice(0, 1).join("\n\n")).toBe("");
      // Every class is generated, and the rules make fixes and suggestions on them.
      for (const [c, t] of tally) expect(t.programs, c).toBeGreaterThan(0);
      const all = [...tally.values()].reduce((sum, t) => sum + t.fixed, 0);
      expect(all).toBeGreaterThan(0);
    },
  );
});
