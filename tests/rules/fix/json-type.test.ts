/**
 * The fix and JSON: in a json block, `JSON.stringify` must carry the moved value (a bigint throws, and so
 * does an object that refers to itself, as an HTTP client's response does), and the block may be typed to
 * take JSON alone (the Strands SDK's `JSONValue`, Bedrock's `DocumentType`), so that in a file TypeScript
 * checks a value that may not be JSON (a caught error, a `Date`, an interface) could break the
 * type-check. A value not shown to be JSON moves by a suggestion, not a fix: without types the value's
 * syntax must show it, with types the checker says (`any` shows nothing). In JavaScript too.
 */
import noExtraKeys from "../../../src/rules/no-extra-keys.js";
import noSpread from "../../../src/rules/no-spread.js";
import { RuleTester } from "@typescript-eslint/rule-tester";
import tsParser from "@typescript-eslint/parser";
import { error, ruleTester, typedFilename, typedRuleTester, type Position } from "../tester.js";

const allowed = '"status", "content" and "toolUseId"';
const extra = (key: string, position: Position) => error("extraKey", position, { key, allowed });

/** A case whose one report, on the key `k` at `position`, offers the move only as a suggestion. */
const suggestedAt = (name: string, code: string, position: Position, output: string, filename?: string) => ({
  name,
  ...(filename === undefined ? {} : { filename }),
  code,
  output: null,
  errors: [
    {
      ...extra("k", position),
      suggestions: [{ messageId: "moveToJson" as const, data: { members: '"k"' }, output }],
    },
  ],
});

/** A result with one extra key `k` holding `value`, after `head` (declarations). */
const result = (head: string, value: string) =>
  `${head}\nconst r = { status: "error", content: [{ text: "failed" }], k: ${value} };`;
const fixed = (head: string, value: string) =>
  `${head}\nconst r = {\n  status: "error",\n  content: [{ text: "failed" }, { json: { k: ${value} } }],\n};`;
const position = (head: string, value: string): Position => {
  const line = head.split("\n").length + 1;
  return [line, 61, 64 + value.length];
};

/** Values whose type the syntax shows to be JSON, with the declarations they need. */
const JSON_BY_SYNTAX: readonly [head: string, value: string][] = [
  ["", "1"],
  ["", "`at ${Date.now()}`"],
  ["", "-2"],
  ["", "[1, 'a', null, { b: true }]"],
  ["declare const a: unknown, b: unknown;", "a === b"],
  ["declare const n: number;", "n * 2"],
  ["declare const s: string;", "'x' + s"],
  ["const rows = [{ id: 1 }];", "rows"],
  ["declare const x: unknown;", "Math.round(x as number)"],
  ["declare const x: unknown;", "String(x)"],
  ["", "Date.now()"],
  ["const mode = { fast: true } as const;", "mode"],
  ["declare const ok: boolean;", "ok ? 'yes' : 0"],
  ["let errors = 0;\nerrors++;", "errors"],
  ["declare const started: number;", "Date.now() - started"],
  ["interface In { target: string }\ndeclare const input: In;", "input.target"],
  ["declare const stats: { rows: number };", "stats.rows"],
  ["type Row = { id: number; tags: string[] };\ndeclare const row: Row;", "row.tags"],
  ["declare const input: { a: { b: -1 } };", "input.a.b!"],
  ["declare const rows: unknown[];", "rows.filter(Boolean).length"],
  ["const rows = [1, 2];", "rows.length"],
  ["declare const t: readonly [number, string];", "t.length"],
  ["declare const c: boolean;", "c ? { a: 1 } : { a: 'x' }"],
  ["", "[[{ x: 1 }], [{ y: 2 }]]"],
  // An array or object only read since it was made: a primitive member copied out, a length in a template.
  ["const stats: { total: number } = { total: 0 };\nconst t = stats.total;", "stats.total"],
  ["const samples = [1, 2];\nconst label = `${samples.length} samples`;", "samples"],
];

/**
 * Values the syntax cannot vouch for: each may have a type a `JSONValue` does not take, or be what
 * `JSON.stringify` cannot carry.
 */
const NOT_JSON_BY_SYNTAX: readonly [head: string, value: string][] = [
  // Red-team run 29: a `let` written again may be given `any` (RT29-06); `@ts-nocheck` turns the checks off
  // (RT29-05); `JSON.stringify` may give undefined (RT29-04).
  ["declare const row: any;\nlet total = 0;\ntotal = row.n;", "total"],
  ["// @ts-nocheck\nlet total = 0;", "total"],
  // Red-team run 30: a name with a type written again, a parameter too (RT30-01, 02).
  ["declare const row: any;\nlet total: number = 0;\ntotal = row.n;", "total"],
  ["declare const row: any;\nfunction f(n: number = 0) {\n  n = row.n;\n}", "n"],
  // Red-team run 30: an array or object written through since it was made (RT30-03, 05), and an object a
  // `const` holds whose initializer is no JSON the syntax shows (RT30-06: `await query()` gave a bigint).
  ["declare const row: any;\nconst samples = [0];\nsamples.push(row.n);", "samples"],
  ["declare const row: any;\nconst samples: number[] = [0];\nsamples.push(row.n);", "samples"],
  ["declare const row: any;\nconst stats = { total: 0 };\nstats.total = row.n;", "stats.total"],
  ["declare const row: any;\nconst stats = { total: 0 };\nObject.assign(stats, row);", "stats.total"],
  ["declare function query(): Promise<any>;\nconst row: { n: number } = await query();", "row.n"],
  [
    "declare const rows: any[];\nconst stats = { inner: { n: 0 } };\nconst inner = stats.inner;\ninner.n = rows[0];",
    "stats.inner.n",
  ],
  ["declare const options: object;", "JSON.stringify(options)"],
  // An assertion says nothing of the value, nor an object type of the keys an object has (red-team run 28:
  // `row.count as number` was a bigint; `const stats: Stats = run` held a bigint key the type does not name).
  ["declare const x: unknown;", "x as number"],
  ["declare const x: unknown;", "x as 'a' | `b${string}`"],
  ["declare const x: unknown;", "(x as { a: 'b' | 1 }).a"],
  ["type Row = { id: number; tags: string[] };\ndeclare const row: Row;", "row"],
  ["declare const error: unknown;", "error"],
  ['import type { Stats } from "./stats";\ndeclare const stats: Stats;', "stats.rows"],
  ["declare function count(): number;", "count()"],
  ["", "new Date()"],
  ["", "10n"],
  ["", "/re/"],
  ["", "['a'] as const"],
  ["declare const x: unknown;", "x as Stats"],
  ["const Math = { round: (x: number) => new Date(x) };", "Math.round(1)"],
  ["declare const n: bigint;", "-n"],
  ["", "undefined ?? 1"],
  ["", "() => 1"],
  ["let late;\nlate = new Date();", "late"],
  ["const f = (hz = 50) => hz;", "f(1)"],
  ["interface Error { message: Date }\ndeclare const e: unknown;", "(e as Error).message"],
  ["interface In { target: string }\ndeclare const input: In;", "input"],
  ["interface In { limit?: number }\ndeclare const input: In;", "input.limit"],
  ["declare const input: { when: Date };", "input.when"],
  ["declare const x: { length: Date };", "x.length"],
  ["declare const m: Map<string, number>;", "m.size"],
  ["type Box<T> = { v: T };\ndeclare const b: Box<Date>;", "b.v"],
  ["type Row = { id: number; at?: string };\ndeclare const row: Row;", "row"],
  ["declare const rows: unknown[];", "rows?.length"],
  ["declare const n: bigint;", "n as -1n"],
  // Object literals of one union get each other's keys as optional undefined properties.
  ["", "[{ a: 1 }, {}]"],
  ["declare const c: boolean;", "c ? { a: 1 } : { b: 2 }"],
  ["declare const c: boolean;", "[{ a: { x: 1 } }, { a: {} }]"],
  ["", "[{ a: 1 } as const, { b: 2 }]"],
  ["declare const e: unknown;", "(e as Error<number>).message"],
  // Red-team run 32: a thrown value need not be an Error (RT32-11); numbers JSON writes as null (09); a
  // prototype's keys, which JSON leaves out (12); what a parameter's default or an assignment gives (04, 03).
  ["declare const e: unknown;", "(e as Error).message"],
  ["", "Infinity"],
  ["", "-Infinity"],
  ["", "1e999"],
  ["const base = { r: 3 };", "{ __proto__: base, v: 1 }"],
  ["declare const rows: any[];\nfunction f(limit: number = rows[0].limit) {\n  return limit;\n}", "f()"],
  ["declare const rows: any[];\nlet last = 0;", "(last = rows[0].n as number)"],
  ["declare const rows: any[];\nconst seen = JSON.parse('[1]');\nseen.push(rows[0].n);", "seen"],
];

ruleTester.run("json block types: a TypeScript file, without types", noExtraKeys, {
  valid: [],
  invalid: [
    ...JSON_BY_SYNTAX.map(([head, value]) => ({
      name: `fix: ${value}`,
      code: result(head, value),
      output: fixed(head, value),
      errors: [extra("k", position(head, value))],
    })),
    ...NOT_JSON_BY_SYNTAX.map(([head, value]) => ({
      name: `suggestion: ${value}`,
      code: result(head, value),
      output: null,
      errors: [
        {
          ...extra("k", position(head, value)),
          suggestions: [{ messageId: "moveToJson" as const, data: { members: '"k"' }, output: fixed(head, value) }],
        },
      ],
    })),
  ],
});

/** A result whose value is too long for one line with the json block: the content breaks. */
const long = (head: string, value: string) => ({
  code: result(head, value),
  output: `${head}\nconst r = {\n  status: "error",\n  content: [\n    { text: "failed" },\n    { json: { k: ${value} } },\n  ],\n};`,
  errors: [extra("k", position(head, value))],
});
const suggested = (head: string, value: string) => {
  const { output, errors } = long(head, value);
  return {
    code: result(head, value),
    output: null,
    errors: errors.map((e) => ({
      ...e,
      suggestions: [{ messageId: "moveToJson" as const, data: { members: '"k"' }, output }],
    })),
  };
};

ruleTester.run("json block types: the message of a value narrowed by instanceof Error", noExtraKeys, {
  valid: [],
  invalid: [
    {
      name: "fix: the consequent reads the narrowed name's message, a string",
      ...long("declare const e: unknown;", "e instanceof Error ? e.message : String(e)"),
    },
    {
      name: "suggestion: a local Error is another class",
      ...suggested(
        "const Error = class { message = new Date() };\ndeclare const e: unknown;",
        "e instanceof Error ? e.message : 0",
      ),
    },
    {
      name: "suggestion: the message of another name",
      ...suggested("declare const e: unknown, f: { message: Date };", "e instanceof Error ? f.message : 0"),
    },
    {
      name: "suggestion: the stack, which may be undefined",
      ...suggested("declare const e: unknown;", "e instanceof Error ? e.stack : 0"),
    },
  ],
});

ruleTester.run("json block types: an optional parameter may be undefined", noExtraKeys, {
  valid: [],
  invalid: [
    suggestedAt(
      "suggestion: x?: string",
      'function f(x?: string) {\n  return { status: "error", content: [{ text: "failed" }], k: x };\n}',
      [2, 60, 64],
      'function f(x?: string) {\n  return { status: "error", content: [{ text: "failed" }, { json: { k: x } }] };\n}',
    ),
  ],
});

ruleTester.run("json block types: content with a type of its own", noExtraKeys, {
  valid: [],
  invalid: [
    suggestedAt(
      "suggestion: code reads the inferred content, whose blocks would then have another type",
      'const r = { status: "error", content: [{ text: "x" }], k: 1 };\nconst n = r.content.map((b) => b.text.length);',
      [1, 56, 60],
      'const r = { status: "error", content: [{ text: "x" }, { json: { k: 1 } }] };\nconst n = r.content.map((b) => b.text.length);',
    ),
    suggestedAt(
      "suggestion: the same in JavaScript, where the code would see one more block",
      'const r = { status: "error", content: [{ text: "x" }], k: 1 };\nconst n = r.content.map((b) => b.text.length);',
      [1, 56, 60],
      'const r = { status: "error", content: [{ text: "x" }, { json: { k: 1 } }] };\nconst n = r.content.map((b) => b.text.length);',
      "tool.js",
    ),
    suggestedAt(
      "suggestion: a new block in content that satisfies a type of text blocks would not match it",
      'const r = { status: "error", content: [{ text: "x" }] satisfies { text: string }[], k: 1 };',
      [1, 85, 89],
      'const r = { status: "error", content: [\n  { text: "x" },\n  { json: { k: 1 } },\n] satisfies { text: string }[] };',
    ),
  ],
});

ruleTester.run("json block types: JavaScript", noExtraKeys, {
  valid: [],
  invalid: [
    // Nothing type-checks the file, but JSON.stringify must still carry the value (red-team run 27).
    suggestedAt(
      "suggestion: a caught error, which may refer to itself",
      result("let error;", "error"),
      position("let error;", "error"),
      fixed("let error;", "error"),
      "tool.js",
    ),
    suggestedAt(
      "suggestion: an HTTP response (RT27-02: axios's refers to itself, and JSON.stringify throws)",
      result("const response = await fetchIt();", "response"),
      position("const response = await fetchIt();", "response"),
      fixed("const response = await fetchIt();", "response"),
      "tool.mjs",
    ),
    suggestedAt(
      "suggestion: a bigint const (RT27-05)",
      result("const big = 10n;", "big"),
      position("const big = 10n;", "big"),
      fixed("const big = 10n;", "big"),
      "tool.js",
    ),
    suggestedAt(
      "suggestion: a difference of process.hrtime.bigint() (RT27-01)",
      result("const t0 = process.hrtime.bigint();", "process.hrtime.bigint() - t0"),
      position("const t0 = process.hrtime.bigint();", "process.hrtime.bigint() - t0"),
      fixed("const t0 = process.hrtime.bigint();", "process.hrtime.bigint() - t0"),
      "tool.js",
    ),
    // Nothing checks what JavaScript writes later (red-team run 28): a `let` that starts as a number, a
    // parameter's default, a const object or array, a JSON.parse with a reviver.
    ...[
      ["let elapsed = 0;\nelapsed = process.hrtime.bigint();", "elapsed", "RT28-01"],
      ["function f(n = 0) {}", "n", "RT28-08"],
      ["const summary = { calls: 0 };\nsummary.calls = 10n;", "summary", "RT28-02"],
      ["const samples = [0];\nsamples.push(10n);", "samples", "RT28-02"],
      ["const raw = '1';\nconst big = (k, v) => BigInt(v);", "JSON.parse(raw, big)", "RT28-07"],
      ["const options = undefined;", "JSON.stringify(options)", "RT29-04"],
    ].map(([head, value, id]) =>
      suggestedAt(
        `suggestion (${id}): ${value}`,
        result(head!, value!),
        position(head!, value!),
        fixed(head!, value!),
        "tool.js",
      ),
    ),
    ...[
      ["const started = Date.now();", "Date.now() - started"],
      ["const rows = [1, 2];", "rows.length"],
      ["", "`took ${elapsed} ms`"],
    ].map(([head, value]) => ({
      name: `fix: ${value} shows JSON in JavaScript`,
      filename: "tool.js",
      code: result(head!, value!),
      output: fixed(head!, value!),
      errors: [extra("k", position(head!, value!))],
    })),
    {
      name: "JavaScript under // @ts-check is type-checked: a suggestion",
      filename: "tool.mjs",
      code: result("// @ts-check\nlet error;", "error"),
      output: null,
      errors: [
        {
          ...extra("k", position("// @ts-check\nlet error;", "error")),
          suggestions: [
            {
              messageId: "moveToJson",
              data: { members: '"k"' },
              output: fixed("// @ts-check\nlet error;", "error"),
            },
          ],
        },
      ],
    },
  ],
});

// The result goes on to a type declared elsewhere, which may take text blocks alone: without types the
// rule cannot see that type, so a new block there is a suggestion in a file TypeScript checks.
const ONE = 'const r = { status: "error" as const, content: [{ text: "x" }], k: 1 };';
const MOVED_ONE = 'const r = {\n  status: "error" as const,\n  content: [{ text: "x" }, { json: { k: 1 } }],\n};';
ruleTester.run("json block types: the result passed on to a declared type", noExtraKeys, {
  valid: [],
  invalid: [
    ...[
      ["an argument of a call", "sink(r);"],
      ["an argument of new", "new Sink(r);"],
      ["a name declared with a type", "const out: Out = r;"],
      ["assigned to a name declared with a type", "let out: Out;\nout = r;"],
      ["satisfies", "export const out = r satisfies Out;"],
      ["as", "export const out = r as Out;"],
      ["returned from a function declared with a type", "function get(): Out {\n  return r;\n}"],
    ].map(([name, use]) => suggestedAt(`suggestion: ${name}`, `${ONE}\n${use}`, [1, 65, 69], `${MOVED_ONE}\n${use}`)),
    suggestedAt(
      "suggestion: a call of the function that returns it, as an argument",
      'function make() {\n  return { status: "error" as const, content: [{ text: "x" }], k: 1 };\n}\nsink(make());',
      [2, 64, 68],
      'function make() {\n  return {\n    status: "error" as const,\n    content: [{ text: "x" }, { json: { k: 1 } }],\n  };\n}\nsink(make());',
    ),
    ...[
      ["console.log, which takes anything", "console.log(r);", "tool.ts"],
      ["the same in JavaScript, which nothing type-checks", "sink(r);", "tool.js"],
    ].map(([name, use, filename]) => ({
      name: `fix: ${name}`,
      filename,
      code: `${filename === "tool.js" ? ONE.replace(" as const", "") : ONE}\n${use}`,
      output: `${filename === "tool.js" ? 'const r = { status: "error", content: [{ text: "x" }, { json: { k: 1 } }] };' : MOVED_ONE}\n${use}`,
      errors: [extra("k", filename === "tool.js" ? [1, 56, 60] : [1, 65, 69])],
    })),
  ],
});

/** Declarations for the typed cases (after the line that imports the fixture's types). */
const TYPES = `import { type ToolResult } from "./types.js";
type JSONValue = string | number | boolean | null | JSONValue[] | { [key: string]: JSONValue };
interface Stats { rows: number }
declare const value: JSONValue, stats: Stats, maybe: { a?: number; b: string[] }, list: readonly number[], error: unknown, when: Date, any: any;
declare function sink(result: ToolResult): void; declare function load(): { rows: number }; const loaded = load();`;
const typedCase = (value: string) =>
  `${TYPES}\nconst r = { status: "error" as const, content: [{ text: "x" }], k: ${value} };\nsink(r);`;
const typedFixed = (value: string) =>
  `${TYPES}\nconst r = {\n  status: "error" as const,\n  content: [{ text: "x" }, { json: { k: ${value} } }],\n};\nsink(r);`;
const typedPosition = (value: string): Position => [6, 65, 68 + value.length];

typedRuleTester.run("json block types: with types, the checker says", noExtraKeys, {
  valid: [],
  invalid: [
    {
      name: "suggestion: passed to a parameter whose content takes text blocks alone",
      code: `${TYPES}\ndeclare function textSink(r: { status: string; content: { text: string }[] }): void;\nconst r = { status: "error" as const, content: [{ text: "x" }], k: 1 };\ntextSink(r);`,
      filename: typedFilename,
      output: null,
      errors: [
        {
          ...extra("k", [7, 65, 69]),
          suggestions: [
            {
              messageId: "moveToJson" as const,
              data: { members: '"k"' },
              output: `${TYPES}\ndeclare function textSink(r: { status: string; content: { text: string }[] }): void;\nconst r = {\n  status: "error" as const,\n  content: [{ text: "x" }, { json: { k: 1 } }],\n};\ntextSink(r);`,
            },
          ],
        },
      ],
    },
    ...["loaded.rows", "[1, 'a', null]", "{ rows: loaded.rows }"].map((value) => ({
      name: `fix: ${value}`,
      code: typedCase(value),
      filename: typedFilename,
      output: typedFixed(value),
      errors: [extra("k", typedPosition(value))],
    })),
    // `any` may be a bigint, or an object that refers to itself (red-team run 27, RT27-06); an object
    // reached through a name may hold more than its type says, or refer to itself (RT28-03, 04).
    // A member of what a `declare` says is there, which no code made (red-team run 30: RT30-09's `declare
    // global` was never set), nor one of `any` (RT30-06).
    ...[
      ...["stats", "list", "error", "when", "[stats]", "error || 'x'", "[{ a: 1 }, {}]", "any"],
      ...["value", "maybe", "[value, 1]", "stats.rows", "{ rows: stats.rows }", "any.n"],
    ].map((value) => ({
      name: `suggestion: ${value}`,
      code: typedCase(value),
      filename: typedFilename,
      output: null,
      errors: [
        {
          ...extra("k", typedPosition(value)),
          suggestions: [{ messageId: "moveToJson" as const, data: { members: '"k"' }, output: typedFixed(value) }],
        },
      ],
    })),
  ],
});

/** Typed, after `head`: the result with `k: value`, its fixed form, and the position of `k`. */
const typedAfter = (head: string, value: string) => ({
  code: `${TYPES}\n${head}\nconst r = { status: "error" as const, content: [{ text: "x" }], k: ${value} };\nsink(r);`,
  fixed: `${TYPES}\n${head}\nconst r = {\n  status: "error" as const,\n  content: [{ text: "x" }, { json: { k: ${value} } }],\n};\nsink(r);`,
  position: [7 + head.split("\n").length - 1, 65, 68 + value.length] as Position,
});

// Red-team run 30, typed: an array or object written through since it was made (RT30-03, 05); what an
// object a `const` holds where its initializer is `any` (RT30-06). Each gave a bigint to JSON.stringify.
typedRuleTester.run("json block types: with types, an array or object changed since it was made", noExtraKeys, {
  valid: [],
  invalid: [
    ...[
      ["const samples = [0];\nsamples.push(any.n);", "samples"],
      ["const tally = { total: 0 };\ntally.total = any.n;", "tally.total"],
      ["const row: { n: number } = any;", "row.n"],
    ].map(([head, value]) => {
      const c = typedAfter(head as string, value as string);
      return {
        name: `suggestion: ${value} after ${head}`,
        code: c.code,
        filename: typedFilename,
        output: null,
        errors: [
          {
            ...extra("k", c.position),
            suggestions: [{ messageId: "moveToJson" as const, data: { members: '"k"' }, output: c.fixed }],
          },
        ],
      };
    }),
    ...[
      ["const samples = [0];\nconst label = `${samples.length} samples`;", "samples"],
      ["const tally = { total: 0 };\nconst t = tally.total;", "tally.total"],
    ].map(([head, value]) => {
      const c = typedAfter(head as string, value as string);
      return {
        name: `fix: ${value} after ${head}`,
        code: c.code,
        filename: typedFilename,
        output: c.fixed,
        errors: [extra("k", c.position)],
      };
    }),
  ],
});

/** A spread case: `head` then a result that spreads `argument`, and its fixed form. */
const spreadCase = (head: string, argument: string) =>
  `${TYPES}\n${head}\nconst r = { status: "error" as const, content: [{ text: "x" }], ...${argument} };\nsink(r);`;
const spreadFixed = (head: string, argument: string) =>
  `${TYPES}\n${head}\nconst r = {\n  status: "error" as const,\n  content: [{ text: "x" }, { json: { ...${argument} } }],\n};\nsink(r);`;

typedRuleTester.run("json block types: a spread", noSpread, {
  valid: [],
  invalid: [
    {
      name: "fix: a const object literal of JSON values, read only in place",
      code: spreadCase("const extra = { rows: loaded.rows };", "extra"),
      filename: typedFilename,
      output: spreadFixed("const extra = { rows: loaded.rows };", "extra"),
      errors: [error("spreadKeys", [7, 65, 73], { argument: "extra", keys: '"rows"' })],
    },
    ...[
      ["a property the checker cannot show to be JSON", "const extra = { when };", "extra"],
      ["an interface-typed value, which may have more keys at run time than its type names", "", "stats"],
    ].map(([name, head, argument]) => ({
      name: `suggestion: ${name}`,
      code: spreadCase(head as string, argument as string),
      filename: typedFilename,
      output: null,
      errors: [
        {
          messageId: "spreadKeys" as const,
          suggestions: [
            {
              messageId: "moveToJson" as const,
              data: { members: `...${argument}` },
              output: spreadFixed(head as string, argument as string),
            },
          ],
        },
      ],
    })),
  ],
});

/** A RuleTester whose files belong to a JavaScript project with (`checked`) or without `checkJs`. */
const jsProject = (dir: "checked" | "unchecked") => {
  const root = new URL(`../../fixtures/typed-js/${dir}/`, import.meta.url).pathname;
  const tester = new RuleTester({
    languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir: root } },
  });
  return { tester, filename: `${root}file.js` };
};
const JS_HEAD = "/** @type {unknown} */\nlet error;";

for (const dir of ["checked", "unchecked"] as const) {
  const { tester, filename } = jsProject(dir);
  tester.run(
    `json block types: JavaScript in a program ${dir === "checked" ? "with" : "without"} checkJs`,
    noExtraKeys,
    {
      valid: [],
      invalid: [
        {
          name: "a number moves by the fix",
          code: result(JS_HEAD, "1"),
          filename,
          output: fixed(JS_HEAD, "1"),
          errors: [extra("k", position(JS_HEAD, "1"))],
        },
        dir === "checked"
          ? {
              name: "checkJs: a value typed unknown is a suggestion, as in TypeScript",
              code: result(JS_HEAD, "error"),
              filename,
              output: null,
              errors: [
                {
                  ...extra("k", position(JS_HEAD, "error")),
                  suggestions: [
                    { messageId: "moveToJson" as const, data: { members: '"k"' }, output: fixed(JS_HEAD, "error") },
                  ],
                },
              ],
            }
          : {
              ...suggestedAt(
                "no checkJs: a value typed unknown is a suggestion too, as JSON.stringify may not carry it",
                result(JS_HEAD, "error"),
                position(JS_HEAD, "error"),
                fixed(JS_HEAD, "error"),
              ),
              filename,
            },
      ],
    },
  );
}
