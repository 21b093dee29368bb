/**
 * The fix keeps a formatted file formatted: generated tool results, formatted by Prettier (default
 * options, `printWidth: 120`, and the other options that change how an object is laid out), fixed with the
 * same options in `settings["tool-result"]`, and checked with Prettier again. The layouts covered are the common ones (see "Layout" in docs/rules/no-extra-keys.md):
 * results returned, assigned or passed, on one line or on several, without comments.
 */
import { Linter } from "eslint";
import fc from "fast-check";
import * as prettier from "prettier";
import plugin from "../../../src/index.js";
import { fuzzRuns } from "./lib/runs.js";

const configWith = (settings: LayoutSettings): Linter.Config[] => [
  {
    files: ["**/*.js"],
    languageOptions: { ecmaVersion: "latest", sourceType: "module" },
    plugins: { "tool-result": plugin },
    rules: plugin.configs.recommended.rules,
    settings: { "tool-result": settings },
  },
];

type LayoutSettings = {
  printWidth: number;
  tabWidth?: number;
  useTabs?: boolean;
  trailingComma?: "all" | "es5" | "none";
  bracketSpacing?: boolean;
};

/**
 * Prettier's options and the settings of the same names, as a user copies them from the formatter's
 * config (the rules read no file). Where the object shows its layout (its indentation, a trailing comma
 * after its last member, the space inside a one-line object in it) or the code around it shows the
 * indentation, the fix follows the code; the settings give the rest.
 */
const optionSets: readonly { options: prettier.Options; settings: LayoutSettings }[] = [
  { options: { printWidth: 80 }, settings: { printWidth: 80 } },
  { options: { printWidth: 120 }, settings: { printWidth: 120 } },
  { options: { printWidth: 80, tabWidth: 4 }, settings: { printWidth: 80, tabWidth: 4 } },
  { options: { printWidth: 80, useTabs: true }, settings: { printWidth: 80, useTabs: true } },
  {
    options: { printWidth: 80, useTabs: true, tabWidth: 4 },
    settings: { printWidth: 80, useTabs: true, tabWidth: 4 },
  },
  { options: { printWidth: 80, bracketSpacing: false }, settings: { printWidth: 80, bracketSpacing: false } },
  { options: { printWidth: 80, trailingComma: "none" }, settings: { printWidth: 80, trailingComma: "none" } },
  {
    options: { printWidth: 100, tabWidth: 4, trailingComma: "none", bracketSpacing: false },
    settings: { printWidth: 100, tabWidth: 4, trailingComma: "none", bracketSpacing: false },
  },
  { options: { printWidth: 80, semi: false, singleQuote: true }, settings: { printWidth: 80 } },
];

// Words a line's width counts differently from their length: emoji (one code point or a sequence), East
// Asian wide characters and a combining mark.
const wide = fc.constantFrom("✅", "⭐", "☝", "👍🏽", "👨‍👩‍👧", "完了", "카메라", "é");
const word = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom("Teleoperation", "completed", "frames", "arm", "gripper", "camera", "ok", "run"),
  },
  { weight: 1, arbitrary: wide },
);
const sentence = fc.array(word, { minLength: 1, maxLength: 9 }).map((w) => JSON.stringify(w.join(" ")));
const key = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom("frames", "errors", "hzActual", "elapsedMs", "robot", "episode", "steps", "n", "note"),
  },
  // Long keys, after which Prettier may break a list or move the value to the next line.
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z][a-zA-Z]{8,50}$/u) },
);
const number = fc.integer({ min: 0, max: 100000 }).map(String);
const value = fc.oneof(
  number,
  sentence,
  // A parameter's value moves by a fix only where its syntax shows JSON (`Number(...)`).
  fc.constantFrom("null", "true", "Number(frames)", "Number(stats.hz)", "[1, 2, 3]", "{ left: 1, right: 2 }"),
  // Operators, which Prettier breaks after the colon (however short the key) and then at the operator.
  fc.tuple(sentence, fc.constantFrom(" + ", " + frames + "), sentence).map((parts) => parts.join("")),
  // Lists that Prettier may have broken over lines, which may no longer fit one level deeper.
  fc.array(number, { maxLength: 16 }).map((xs) => `[${xs.join(", ")}]`),
  fc
    .array(fc.tuple(key, fc.oneof(number, sentence)), { maxLength: 4 })
    .map((ps) => `{ ${ps.map(([k, v]) => `${k}: ${v}`).join(", ")} }`),
);
const block = fc.oneof(
  sentence.map((s) => `{ text: ${s} }`),
  fc.constantFrom("{ json: telemetry }", "{ json: { episodes: 2 } }", "{ json: {} }", "{ image: frame }"),
);
const member = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(key, value).map(([k, v]) => `${k}: ${v}`) },
  { weight: 1, arbitrary: fc.constantFrom("...stats", "frames") },
);
const site = fc.constantFrom(
  (r: string) => `export function run(stats, telemetry, frame, frames) {\n  return ${r};\n}\n`,
  (r: string) => `const stats = {}, telemetry = {}, frame = {}, frames = 1;\nexport const result = ${r};\n`,
  (r: string) => `export const run = (stats, telemetry, frame, frames) => (${r});\n`,
  (r: string) => `export function run(stats, telemetry, frame, frames) {\n  emit(${r});\n}\n`,
  // Inside an object on the same line, Prettier breaks the outer object first.
  (r: string) => `export function run(stats, telemetry, frame, frames) {\n  emit({ id: 1, result: ${r} });\n}\n`,
  // A conditional's branch, which Prettier aligns after the \`? \` when it breaks.
  (r: string) =>
    `export function run(stats, telemetry, frame, frames, ok) {\n  return ok\n    ? ${r}\n    : { status: "error", content: [] };\n}\n`,
  // Deeper: a method, a condition, a loop.
  (r: string) =>
    `export class T {\n  run(stats, telemetry, frame, frames, ok) {\n    if (ok) {\n      for (const x of frames) {\n        return ${r};\n      }\n    }\n  }\n}\n`,
);

const toolResult = fc
  .record({
    status: fc.constantFrom('"success"', '"error"', '"degraded"'),
    blocks: fc.array(block, { minLength: 0, maxLength: 3 }),
    extras: fc.array(member, { minLength: 1, maxLength: 4 }),
    extraFirst: fc.boolean(),
    site,
    multiline: fc.boolean(),
  })
  .map(({ status, blocks, extras, extraFirst, site: at, multiline }) => {
    const members = [`status: ${status}`, `content: [${blocks.join(", ")}]`];
    const all = extraFirst ? [...extras, ...members] : [...members, ...extras];
    // A line break after `{` keeps the object on several lines in Prettier's output.
    return at(`{${multiline ? "\n" : " "}${all.join(", ")} }`);
  });

describe("the fix keeps Prettier's layout", () => {
  optionSets.forEach(({ options: prettierOptions, settings }, n) => {
    const name = JSON.stringify(prettierOptions);
    it(`${name}: a formatted file stays formatted after --fix`, async () => {
      const config = configWith(settings);
      const filename = "tool.js";
      const linter = new Linter({ configType: "flat" });
      const options = { parser: "babel", ...prettierOptions };
      const samples = fc.sample(toolResult, { numRuns: fuzzRuns(90), seed: 20261201 + n });
      let fixed = 0;
      const failures: string[] = [];
      for (const sample of samples) {
        const input = await prettier.format(sample, options);
        const result = linter.verifyAndFix(input, config, { filename });
        if (!result.fixed) continue;
        fixed++;
        if (!(await prettier.check(result.output, options))) {
          failures.push(
            `--- input\n${input}--- fixed\n${result.output}--- prettier\n${await prettier.format(result.output, options)}`,
          );
        }
      }
      expect(failures.slice(0, 3).join("\n")).toBe("");
      // What the run proved: three to seven in ten of the results are fixed, by option set (the rest are
      // suggestions: spreads of unknown keys, a parameter whose value the syntax does not show to be
      // JSON, an object a JavaScript const holds, which code may have changed since, moved source that
      // Prettier would lay out anew).
      expect(fixed).toBeGreaterThanOrEqual(samples.length * 0.3);
    });
  });
});
