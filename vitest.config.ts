import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { fuzzTimeout, longRun } from "./tests/support/fuzz.js";

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The files that take longest, longest first. Vitest orders files by the durations of the last run it
 * cached, and without that cache (a fresh clone, CI) by file size, which starts a short file with a long
 * run (real-code.test.ts lints three packages' sources) last and leaves one worker idle at the end. These
 * start first, whatever the cache says; every other file follows in Vitest's own order.
 */
const SLOWEST_FIRST = [
  "tests/package/fresh-projects.test.ts",
  "tests/integration/real-code.test.ts",
  "tests/rules/fix/fix.fuzz.test.ts",
  "tests/integration/precision.test.ts",
  "tests/e2e/editor.test.ts",
  "tests/package/readme-snippets.test.ts",
  "tests/runtime/output-schema.property.test.ts",
  "tests/rules/fix/move-to-json.test.ts",
  "tests/runtime/hostile.property.test.ts",
  "tests/e2e/oxlint.test.ts",
  "tests/rules/valid-structured-content.test.ts",
  "tests/package/check-command.test.ts",
  "tests/rules/fix/move-to-json.fuzz.test.ts",
  "tests/rules/declared-types.test.ts",
  "tests/rules/hardening.test.ts",
];

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = SLOWEST_FIRST.indexOf(path.relative(root, file.moduleId).split(path.sep).join("/"));
      return index === -1 ? SLOWEST_FIRST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Files that need a module registry of their own: each makes typescript-eslint's project service for a
 * folder of its own, and that service is made once per process, for the first folder asked. Every other
 * file shares its worker's modules with the files before it (`isolate: false`): importing ESLint,
 * typescript-eslint and TypeScript anew for each of 77 files was a third of the suite's time.
 */
const OWN_MODULES = [
  "tests/e2e/editor.test.ts",
  "tests/integration/package.test.ts",
  "tests/integration/typed-config.test.ts",
  "tests/package/cjs.test.ts",
  "tests/package/configs.test.ts",
];
const EXCLUDE = ["tests/fixtures/**", "node_modules/**"];

export default defineConfig({
  test: {
    exclude: EXCLUDE,
    globals: true,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. The slow files
    // wait on npm and child processes, so the suite uses every core (one worker more was no faster: 252 s
    // against 254 s for npm test on a fresh clone).
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        extends: true,
        // One module graph for all files is faster; a long fuzz run isolates them, since what each file
        // leaves on the heap over 20,000 runs added up to V8's limit of about 4 GB in one worker.
        test: { name: "shared", include: ["tests/**/*.test.ts"], exclude: OWN_MODULES, isolate: longRun },
      },
      { extends: true, test: { name: "own-modules", include: OWN_MODULES } },
    ],
    // In a long fuzz run (npm run fuzz) the number of runs decides how long a property takes.
    testTimeout: fuzzTimeout(60_000),
    hookTimeout: 60_000,
    sequence: { sequencer: SlowestFirst },
  },
});
