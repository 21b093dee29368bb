/**
 * Differential: `--fix` never breaks a type-check. Values made from a grammar (literals, names of many
 * declared types, calls, member reads, operators, casts, arrays and objects of them) go in an extra key
 * of a result whose json block is typed `JSONValue`, as the Strands SDK types it; the result is returned
 * by a function without a declared return type and passed on (`sink(make())`), returned by a callback to
 * a type that allows more keys (`register(() => ({ ... }))`), or passed to a type whose content takes
 * text blocks alone (`textSink(make())`), so the original type-checks whatever the value is; or exported
 * (`export function make()`), where nothing but the json block's own type checks the moved value. Without
 * types the first three are suggestions (a declared type the result goes to may refuse the new block).
 * Each file that TypeScript accepts before `eslint --fix` (untyped, and with the program's types) must be
 * accepted after it. The run counts what it proved: how many files type-checked and how many the fix
 * changed, so a grammar that stopped reaching fixes would fail here.
 */
import tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import fc from "fast-check";
import path from "node:path";
import ts from "typescript";
import plugin from "../../../src/index.js";
import { programOf } from "../../support/typescript.js";
import { fuzzRuns, fuzzSeed, fuzzTimeout } from "./lib/runs.js";

const ROOT = "/virtual/json-type";
const HEAD = `type JSONValue = string | number | boolean | null | JSONValue[] | { [key: string]: JSONValue };
type Block = { text: string } | { json: JSONValue };
interface ToolResult { status: "success" | "error"; content: Block[] }
interface Stats { rows: number }
declare function sink(result: ToolResult): void;
declare function textSink(result: { status: string; content: { text: string }[] }): void;
declare function register(run: () => ToolResult & { [key: string]: unknown }): void;
declare const u: unknown, n: number, s: string, b: boolean, d: Date, st: Stats, js: JSONValue;
declare const ro: readonly number[], big: bigint, o: { a: number; t?: string }, a: any;
declare function num(): number;
declare function thing(): object;
interface In { t: string; l?: number; w: Date }
type Row = { id: number; tags: string[] };
declare const inp: In, row: Row, rows: Row[], tup: [number, string];
const made: { rows: number; tag: string } = { rows: 1, tag: "x" };
`;

const NAMES = ["u", "n", "s", "b", "d", "st", "js", "ro", "big", "o", "a", "c", "p", "inp", "row", "rows", "tup"];
const value: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom("1", "-2", "'x'", "true", "null", "10n", "/r/", "undefined", "NaN", "new Date()", "() => 1"),
    fc.constantFrom(...NAMES),
    fc.constantFrom("o.a", "o.t", "st.rows", "num()", "thing()", "Math.round(n)", "String(u)", "Date.now()"),
    fc.constantFrom(...NAMES).map((x) => `(${x} as Error).message`),
    fc.constantFrom("inp.t", "inp.l", "inp.w", "row.id", "row.tags", "(u as Row).tags", "(u as In).t", "inp.t!"),
    // Members of an object the code made (a `declare` says what no code set).
    fc.constantFrom("made.rows", "made.tag"),
    fc
      .tuple(fc.constantFrom(...NAMES, "[1]", "'ab'", "row.tags"), fc.constantFrom("", ".filter(Boolean)", ".slice(1)"))
      .map(([x, call]) => `${x}${call}.length`),
    fc
      .tuple(fc.constantFrom(...NAMES), fc.constantFrom("message", "stack", "name"), tie("value"))
      .map(([x, key, v]) => `${x} instanceof Error ? ${x}.${key} : (${v})`),
    tie("value").map((v) => `\`t\${${v}}\``),
    fc.tuple(fc.constantFrom("-", "!", "typeof ", "+"), tie("value")).map(([op, v]) => `${op}(${v})`),
    fc
      .tuple(tie("value"), fc.constantFrom("+", "*", "===", "<", "??", "||", "&&"), tie("value"))
      .map(([l, op, r]) => `(${l}) ${op} (${r})`),
    fc.tuple(tie("value"), tie("value"), tie("value")).map(([c, x, y]) => `(${c}) ? (${x}) : (${y})`),
    fc.array(tie("value"), { maxLength: 3 }).map((vs) => `[${vs.join(", ")}]`),
    fc.array(tie("value"), { maxLength: 2 }).map((vs) => `{ ${vs.map((v, i) => `p${i}: ${v}`).join(", ")} }`),
    fc
      .tuple(tie("value"), fc.constantFrom("number", "string", "const", "Stats", "unknown", "Row", "In", "'a' | 1"))
      .map(([v, t]) => (t === "const" ? `[${v}] as const` : `(${v}) as ${t}`)),
  ),
})).value;

/** A module: the declarations, a `const c` of one value, and a result with another in an extra key. */
const program = fc
  .tuple(value, value, fc.boolean(), fc.constantFrom("sink", "textSink", "register", "export"))
  .map(([c, k, spread, to]) => {
    const result = `{ status: "error" as const, content: [{ text: "failed" }], ${spread ? `...{ k: ${k} }` : `k: ${k}`} }`;
    const use =
      to === "register"
        ? `register((p?: string) => (${result}));`
        : to === "export"
          ? `export function make(p?: string) {\n  return ${result};\n}`
          : `function make(p?: string) {\n  return ${result};\n}\n${to}(make());`;
    return `${HEAD}const c = ${c};\n${use}\nexport {};\n`;
  });

function typeCheck(files: ReadonlyMap<string, string>): { program: ts.Program; errors: Map<string, string[]> } {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    lib: ["lib.es2022.d.ts"],
    types: [],
  };
  const built = programOf(files, options);
  const errors = new Map<string, string[]>([...files.keys()].map((f) => [f, []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(built)) {
    const list = diagnostic.file && errors.get(diagnostic.file.fileName);
    if (list) list.push(`TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`);
    else throw new Error(`a diagnostic outside the generated files: ${diagnostic.code}`);
  }
  return { program: built, errors };
}

/**
 * The files after `eslint --fix`. With a program (typed), one pass: the program keeps the text it was made
 * from, so a second pass would read positions in a stale tree; each file here has one fix at most.
 */
function fixAll(files: ReadonlyMap<string, string>, programs?: ts.Program[]): Map<string, string> {
  const linter = new Linter({ configType: "flat", cwd: ROOT });
  const config: Linter.Config[] = [
    {
      files: ["**/*.ts"],
      languageOptions: { parser: tsParser, parserOptions: programs ? { programs } : {} },
      plugins: { "tool-result": plugin },
      rules: plugin.configs.recommended.rules,
    },
  ];
  return new Map(
    [...files].map(([file, text]) => {
      if (!programs) return [file, linter.verifyAndFix(text, config, { filename: file }).output];
      const fixes = linter.verify(text, config, { filename: file }).flatMap((m) => (m.fix ? [m.fix] : []));
      const distinct = [...new Map(fixes.map((f) => [`${f.range[0]}:${f.range[1]}:${f.text}`, f])).values()];
      if (distinct.length > 1) throw new Error(`${file}: ${distinct.length} fixes in one pass`);
      const [fix] = distinct;
      return [file, fix ? text.slice(0, fix.range[0]) + fix.text + text.slice(fix.range[1]) : text];
    }),
  );
}

describe("--fix keeps the type-check when the json block takes JSON alone", () => {
  it(
    "every file TypeScript accepted before the fix it accepts after, untyped and typed",
    { timeout: fuzzTimeout(120_000) },
    () => {
      const samples = fc.sample(program, { seed: fuzzSeed(2026_12_06), numRuns: fuzzRuns(120) });
      const files = new Map(samples.map((text, i) => [path.join(ROOT, `case-${i}.ts`), text]));
      const before = typeCheck(files);
      const accepted = [...files.keys()].filter((f) => before.errors.get(f)?.length === 0);
      const failures: string[] = [];
      const changed = { untyped: 0, typed: 0 };
      for (const [mode, fixed] of [
        ["untyped", fixAll(files)],
        ["typed", fixAll(files, [before.program])],
      ] as const) {
        const after = typeCheck(fixed);
        for (const file of accepted) {
          if (fixed.get(file) !== files.get(file)) changed[mode]++;
          const errors = after.errors.get(file) ?? [];
          if (errors.length > 0) failures.push(`${mode}, ${files.get(file)?.slice(HEAD.length)}\n${errors.join("\n")}`);
        }
      }
      if (process.env.FUZZ_REPORT) {
        console.log(`${samples.length} files, ${accepted.length} type-checked; fixed: ${JSON.stringify(changed)}`);
      }
      expect(failures).toEqual([]);
      // What the run proved: files that type-checked, and fixes among them in both modes.
      expect(accepted.length).toBeGreaterThan(samples.length / 4);
      expect(changed.untyped).toBeGreaterThan(5);
      expect(changed.typed).toBeGreaterThan(5);
    },
  );
});
