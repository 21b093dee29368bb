/**
 * What the differential fix tests share: the prelude every generated program starts with, the gaps
 * between tokens, the values and members they generate, and the layout helpers.
 */
import tsParser from "@typescript-eslint/parser";
import type { Linter } from "eslint";
import fc from "fast-check";
import { expect } from "vitest";
import plugin from "../../../../src/index.js";

/**
 * The recommended rules on generated CommonJS modules, in JavaScript and TypeScript: sloppy code, as
 * `with` and `arguments` need, whose top-level names are the module's own (`asModule` in ./check.ts runs
 * them so). ESLint's own fix that drops a directive left unused (on a literal the rules do not take for a
 * tool result) is not the fix under test.
 */
export const FUZZ_CONFIG: Linter.Config[] = [
  { linterOptions: { reportUnusedDisableDirectives: "off" } },
  {
    files: ["**/*.js"],
    languageOptions: { ecmaVersion: "latest", sourceType: "commonjs" },
    plugins: { "tool-result": plugin },
    rules: plugin.configs.recommended.rules,
  },
  {
    files: ["**/*.ts"],
    languageOptions: { parser: tsParser, sourceType: "commonjs" },
    plugins: { "tool-result": plugin },
    rules: plugin.configs.recommended.rules,
  },
];

/** Declarations every program starts with: shared state, values of each kind, and a log of side effects. */
export const PRELUDE = `const log = [];
let counter = 0;
let attempts = 1;
const tick = (x) => (log.push(x), x);
const bump = () => (counter += 10, log.push("bump"), counter);
const blocks = [{ text: "from blocks" }];
const summary = "a summary";
const inner = { content: [{ text: "inner" }] };
const getBlocks = () => (log.push("getBlocks"), [{ text: "got" }]);
const ok = true;
const failed = false;
const s1 = { a: 1, b: [1, 2] };
const s2 = { c: "x", a: 3 };
const frames = 512;
const STATUS = "success";
const dyn = "dk";
const content = [{ text: "shorthand" }];
`;

/** A gap between two tokens: nothing, a space, a line break, or a comment (`@` is numbered later). */
export const gap = (multiline: boolean): fc.Arbitrary<string> =>
  multiline
    ? fc.oneof(
        { arbitrary: fc.constantFrom("", " ", "\n", " /*@*/ ", "\n/*@*/\n", " //@\n", "\n//@\n"), weight: 60 },
        // A comment over several lines leaves the whole move to a suggestion: rare, so that most programs
        // still owe a fix.
        { arbitrary: fc.constant(" /*@\n@*/ "), weight: 1 },
      )
    : fc.constantFrom("", " ", " ", " /*@*/ ");

export const pureValue = fc.constantFrom(
  "512",
  "49.7",
  "'x'",
  '"two words"',
  "null",
  "true",
  "frames",
  "frames * 2",
  "[1, 2, 3]",
  "{ left: 1, right: [2] }",
  "`t${frames}`",
  "{\nnested: 1,\ndeeper: { x: 2 },\n}",
  "`multi\nline`",
);
// Each wrapped where JSON must be shown (a call of a function the file defines, a `++` of a `let`, may be a
// bigint): their effects in order, as a fix must keep them.
export const impureValue = fc.constantFrom(
  "Number(tick(1))",
  "Number(++attempts)",
  "Number(counter++)",
  "Number(attempts)",
  "`c${counter}`",
  "Number(bump())",
);
export const keyName = fc.constantFrom("frames", "errors", "hzActual", "elapsedMs", "a", "c", "steps", "frames");

export interface Extra {
  readonly text: string;
  /** A plain `key: <pure value>` that a fix must move (when nothing else forbids it). */
  readonly plain: boolean;
}

export const extra: fc.Arbitrary<Extra> = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(keyName, pureValue).map(([k, v]) => ({ text: `${k}: ${v}`, plain: true })) },
  { weight: 3, arbitrary: fc.tuple(keyName, impureValue).map(([k, v]) => ({ text: `${k}: ${v}`, plain: false })) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Extra>(
      { text: "frames", plain: false },
      { text: "'quoted-key': 1", plain: false },
      { text: "['computed']: 2", plain: false },
      { text: "[dyn]: 3", plain: false },
      { text: "get getter() { return 4; }", plain: false },
      { text: "later: undefined", plain: false },
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Extra>(
      { text: "...s1", plain: false },
      { text: "...s2", plain: false },
      { text: "...tick({ k: 1 })", plain: false },
      { text: "...(failed && { status: 'error' })", plain: false },
      { text: "...(ok ? { x: 1 } : {})", plain: false },
      { text: "...(ok ? { toolUseId: 'from-spread' } : {})", plain: false },
    ),
  },
);

/** Indents every line after the first by one level per open bracket (a rough, valid layout). */
export function indentLines(text: string, unit: string): string {
  let depth = 0;
  return text
    .split("\n")
    .map((line, i) => {
      const trimmed = line.trimStart();
      const closing = /^[}\]]/u.test(trimmed) ? 1 : 0;
      const out = i === 0 ? line : unit.repeat(Math.max(0, depth - closing) + 1) + trimmed;
      for (const ch of line) {
        if (ch === "{" || ch === "[") depth++;
        else if (ch === "}" || ch === "]") depth--;
      }
      return out;
    })
    .join("\n");
}

/** Gives every comment placeholder a unique text, so each comment can be found exactly once. */
export function numberComments(code: string): string {
  let n = 0;
  return code.replace(/\/\*@\n\s*@\*\/|\/\*@\*\/|\/\/@/gu, (match) => {
    n++;
    if (match.startsWith("//")) return `// c${n}`;
    if (match.includes("\n")) return `/* c${n}\n  still c${n} */`;
    return `/* c${n} */`;
  });
}

/** A generated program, and whether a fix is owed on it. */
export interface FixCase {
  readonly code: string;
  readonly typescript: boolean;
  readonly mustFix: boolean;
}

/** How many fixes, suggestions and owed fixes a run saw. */
export interface FixCounts {
  fixed: number;
  suggested: number;
  owed: number;
}

/**
 * What both differential fix tests check of one generated program: it parses and runs; the literal gets
 * at most one fix (every report carries the same whole-object edit), which a `mustFix` case must get;
 * the fixed output parses, keeps every comment exactly once, needs no second fix and passes `checkFix`
 * (the values); every suggestion parses and keeps every comment.
 */
export function checkFixCase(
  linter: Linter,
  config: Linter.Config[],
  c: FixCase,
  evaluate: (code: string) => unknown,
  checkFix: (c: FixCase, output: string) => void,
  counts: FixCounts,
): void {
  const filename = c.typescript ? "tool.ts" : "tool.js";
  const comments = (): string[] =>
    linter
      .getSourceCode()
      .getAllComments()
      .map((comment) => comment.value)
      .sort();
  const messages = linter.verify(c.code, config, { filename });
  expect(
    messages.filter((m) => m.fatal),
    c.code,
  ).toEqual([]);
  const original = comments();
  expect(() => evaluate(c.code), c.code).not.toThrow();
  // Fix ranges count from after a BOM, as ESLint's source text does.
  const bom = c.code.startsWith("\uFEFF") ? "\uFEFF" : "";
  const source = c.code.slice(bom.length);
  const apply = (fix: { range: readonly [number, number]; text: string }) =>
    bom + source.slice(0, fix.range[0]) + fix.text + source.slice(fix.range[1]);
  const fixes = new Set(messages.flatMap((m) => (m.fix ? [apply(m.fix)] : [])));
  expect(fixes.size, "one fix for the literal").toBeLessThanOrEqual(1);
  const [output] = fixes;
  if (c.mustFix) {
    counts.owed++;
    expect(output, `a fix is owed:\n${c.code}`).toBeDefined();
  }
  if (output !== undefined) {
    counts.fixed++;
    const next = linter.verify(output, config, { filename });
    expect(
      next.filter((m) => m.fatal),
      output,
    ).toEqual([]);
    expect(comments(), `comments, in:\n${output}`).toEqual(original);
    expect(
      next.filter((m) => m.fix),
      `a second --fix changes nothing:\n${output}`,
    ).toEqual([]);
    try {
      checkFix(c, output);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- input\n${c.code}\n--- output\n${output}`);
    }
  }
  const suggestions = new Set(messages.flatMap((m) => (m.suggestions ?? []).map((s) => apply(s.fix))));
  for (const text of suggestions) {
    counts.suggested++;
    expect(
      linter.verify(text, config, { filename }).filter((m) => m.fatal),
      text,
    ).toEqual([]);
    expect(comments(), `comments after a suggestion:\n${text}`).toEqual(original);
  }
}
