/**
 * Differential test of the fix's fast path (src/rules/fix/fast-move.ts) against the full path
 * (items and layout docs in edit.ts): generated tool-result literals in and around the layouts the
 * fast path writes (one line, or members on lines of their own with the content array on one line),
 * and just outside them (comments, parentheses, computed keys, blank lines, an existing json block,
 * members sharing a line, lines too long to stay flat). Every case is linted twice, with the fast
 * path on and with it off; every message, fix and suggestion must be the same.
 */
import { Linter } from "eslint";
import fc from "fast-check";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FUZZ_CONFIG as config } from "./lib/fuzz.js";

const state = vi.hoisted(() => ({ fast: true, taken: 0 }));

vi.mock("../../../src/rules/fix/fast-move.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../src/rules/fix/fast-move.js")>();
  return {
    ...real,
    fastMove: (...args: Parameters<typeof real.fastMove>) => {
      if (!state.fast) return undefined;
      const text = real.fastMove(...args);
      if (text !== undefined) state.taken++;
      return text;
    },
  };
});

const linter = new Linter({ configType: "flat" });

interface Layout {
  readonly eol: "\n" | "\r\n";
  readonly unit: string;
  readonly depth: number;
  readonly multiline: boolean;
  readonly separator: string;
  readonly trailingComma: boolean;
  readonly blankLine: boolean;
  readonly shareLine: boolean;
}

const text = (n: number) => `"${"lorem ipsum dolor ".repeat(6).slice(0, n)}"`;

const element = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 0, max: 12 }).map((n) => `{ text: ${text(n)} }`) },
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 70 }).map((n) => `{ text: ${text(n)} }`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "{ json: { kept: 1 } }",
      "{ json: stats }",
      "({ text: 'in parens' })",
      "{ text: 'a' /* c */ }",
      "...blocks",
      "{text:'tight'}",
    ),
  },
);

const extra = fc.oneof(
  {
    weight: 10,
    arbitrary: fc
      .tuple(fc.constantFrom("frames", "errors", "hzActual"), fc.constantFrom("512", "1.5", "'x'", "stats.gain"))
      .map(([k, v]) => `${k}: ${v}`),
  },
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 60 }).map((n) => `reason: ${text(n)}`) },
  { weight: 3, arbitrary: fc.constantFrom("frames", "...stats") },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "...(ok ? { x: 1 } : {})",
      "'quoted-key': 1",
      "spaced : 2",
      "tight:3",
      "['computed']: 4",
      "wrapped: (5)",
      "commented: /* c */ 6",
      "get getter() { return 7; }",
      "method() { return 8; }",
      "multi: `a\nb`",
    ),
  },
);

const layout: fc.Arbitrary<Layout> = fc.record({
  eol: fc.constantFrom("\n" as const, "\r\n" as const),
  unit: fc.constantFrom("  ", "    ", "\t"),
  depth: fc.integer({ min: 0, max: 4 }),
  multiline: fc.boolean(),
  separator: fc.constantFrom(", ", ", ", ",", " , "),
  trailingComma: fc.boolean(),
  blankLine: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
  shareLine: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
});

const literal = fc
  .record({
    layout,
    status: fc.constantFrom("status: 'success'", 'status: "error"', "status: `degraded`"),
    elements: fc.array(element, { minLength: 0, maxLength: 3 }),
    arrayOnLines: fc.boolean(),
    extras: fc.array(extra, { minLength: 1, maxLength: 3 }),
    toolUseId: fc.boolean(),
    contentAt: fc.nat(),
    tail: fc.constantFrom("", " // after", " void 0;", ""),
    typescript: fc.boolean(),
  })
  .map((r) => {
    const { eol, unit, depth, multiline } = r.layout;
    const indent = unit.repeat(depth);
    const inner = indent + unit;
    // One-line objects are kept short enough to stay on one line most of the time.
    const extras = multiline ? r.extras : r.extras.slice(0, 1);
    const elements = multiline ? r.elements : r.elements.slice(0, 1);
    const array =
      r.arrayOnLines && multiline && r.elements.length > 0
        ? `[${eol}${r.elements.map((e) => `${inner}${unit}${e},`).join(eol)}${eol}${inner}]`
        : `[${elements.join(", ")}]`;
    const members = [r.status, ...(r.toolUseId && multiline ? ["toolUseId: 'id-1'"] : []), ...extras];
    members.splice(r.contentAt % (members.length + 1), 0, `content: ${array}`);
    let object: string;
    if (!multiline) {
      object = `{ ${members.join(r.layout.separator)}${r.layout.trailingComma ? "," : ""} }`;
    } else {
      const lines = members.map((m, i) => `${inner}${m}${i < members.length - 1 || r.layout.trailingComma ? "," : ""}`);
      if (r.layout.shareLine && lines.length > 2) lines.splice(1, 2, `${lines[1]} ${(lines[2] as string).trimStart()}`);
      if (r.layout.blankLine && lines.length > 2) lines.splice(2, 0, "");
      object = `{${eol}${lines.join(eol)}${eol}${indent}}`;
    }
    const prelude = [
      "const stats = { gain: 2 };",
      "const blocks = [{ text: 'b' }];",
      "const ok = true;",
      "const frames = 1;",
    ];
    const code =
      depth === 0
        ? [...prelude, `const result = ${object};${r.tail}`].join(eol)
        : [...prelude, `function run() {`, `${indent}return ${object};${r.tail}`, "}"].join(eol);
    return { code, typescript: r.typescript };
  });

function lint(code: string, typescript: boolean, fast: boolean): Linter.LintMessage[] {
  state.fast = fast;
  return linter.verify(code, config, { filename: typescript ? "tool.ts" : "tool.js" });
}

describe("the fix's fast path", () => {
  beforeEach(() => {
    state.taken = 0;
  });

  it("writes exactly what the full path writes (2,000 generated literals)", () => {
    let cases = 0;
    let fixed = 0;
    fc.assert(
      fc.property(literal, ({ code, typescript }) => {
        cases++;
        const full = lint(code, typescript, false);
        const fast = lint(code, typescript, true);
        expect(fast, code).toEqual(full);
        if (full.some((m) => m.fix)) fixed++;
      }),
      { numRuns: 2000, seed: 20261204 },
    );
    // Both paths are exercised (the fast one took 514 of the 2,000 with this seed).
    expect(state.taken).toBeGreaterThan(cases * 0.2);
    expect(state.taken).toBeLessThan(cases * 0.9);
    expect(fixed).toBeGreaterThan(cases * 0.3);
  });

  it("writes the common layouts: one line, and members on lines of their own", () => {
    const oneLine = 'const r = { status: "error", content: [{ text: "no" }], why: m };';
    const onLines = [
      "const r = {",
      '  status: "success",',
      '  content: [{ text: "done" }],',
      "  frames: 512,",
      "  ...stats,",
      "};",
    ].join("\n");
    const fixOf = (code: string) =>
      lint(`const m = "m"; const stats = {};\n${code}`, false, true).find((m) => m.fix)?.fix?.text;
    expect(fixOf(oneLine)).toBe('{ status: "error", content: [{ text: "no" }, { json: { why: m } }] }');
    expect(fixOf(onLines)).toBe(
      ["{", '  status: "success",', '  content: [{ text: "done" }, { json: { frames: 512, ...stats } }],', "}"].join(
        "\n",
      ),
    );
    expect(state.taken).toBe(2);
  });
});
