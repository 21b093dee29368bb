/**
 * Differential test of the move-to-json fix: generated tool-result literals in JavaScript and TypeScript,
 * in every layout (comments in every gap, brackets on shared lines, CRLF, tabs, a BOM), with content as a
 * literal, a const, a string, a call, an optional chain or a conditional, json blocks of every shape,
 * spreads of objects, calls and conditionals, and reads and writes of shared variables. Each program is
 * evaluated before and after `--fix` in a fresh `vm` context. A fix must keep the status and
 * `toolUseId`, the other blocks in order, every moved value (in a json block), the side effects in their
 * order and the final state; every comment must appear exactly once; the output must parse, and a
 * second `--fix` must change nothing. Suggestions must at least parse and keep every comment.
 */
import { Linter } from "eslint";
import fc from "fast-check";
import { isDeepStrictEqual } from "node:util";
import vm from "node:vm";
import {
  checkFixCase,
  FUZZ_CONFIG as config,
  extra,
  gap,
  indentLines,
  numberComments,
  PRELUDE,
  type FixCase,
  type FixCounts,
} from "./lib/fuzz.js";
import { asModule } from "./lib/check.js";
import { fuzzRuns, fuzzSeed, fuzzTimeout } from "./lib/runs.js";

const linter = new Linter({ configType: "flat" });

const block = fc.constantFrom(
  "{ text: 'summary' }",
  "{ text: `n${counter}` }",
  "{ text: tick('t') }",
  "{ json: { existing: 1 } }",
  "{ json: {} }",
  "{ json: { /*@*/ } }",
  "{ json: { existing: 2,\nmore: 3 } }",
  "{ json: {\nexisting: 3,\n} }",
  "({ text: 'wrapped' })",
  "(/*@*/ { text: 'w' } /*@*/)",
  "{ json: { frames: 0 } }",
);

/** An array literal with the blocks separated by gaps, and its closing bracket sometimes on the last block's line. */
const arrayContent = (multiline: boolean): fc.Arbitrary<{ text: string; array: true }> =>
  fc
    .tuple(fc.array(fc.tuple(block, gap(multiline), gap(multiline)), { maxLength: 3 }), gap(multiline), fc.boolean())
    .map(([items, last, trailingComma]) => ({
      text: `[${items.map(([b, before, after], i) => `${before}${b}${after}${i < items.length - 1 || trailingComma ? "," : ""}`).join("")}${items.length > 0 ? last : ""}]`,
      array: true as const,
    }));

const otherContent = fc.constantFrom(
  { text: "blocks", array: false },
  { text: "summary", array: false },
  { text: "inner?.content", array: false },
  { text: "ok ? blocks : []", array: false },
  { text: "getBlocks()", array: false },
  { text: "SHORTHAND", array: false },
);

const directiveGap = fc.constantFrom(
  " /* eslint-disable tool-result/no-extra-keys */ ",
  " /* eslint-enable tool-result/no-extra-keys */ ",
  " /* eslint-disable tool-result/no-spread, tool-result/no-extra-keys */ ",
  // Quoted rule ids, which ESLint reads without their quotes.
  ' /* eslint-disable "tool-result/no-extra-keys" */ ',
  " // eslint-disable-line 'tool-result/no-spread', \"tool-result/no-extra-keys\"\n",
  " /* eslint-enable */ ",
  "\n// eslint-disable-next-line tool-result/no-extra-keys\n",
  " // eslint-disable-line tool-result/no-extra-keys, tool-result/no-spread\n",
  " /* eslint-disable-next-line tool-result/no-spread */ ",
  "\n// eslint-disable-next-line no-console\n",
  "\n// @ts-expect-error -- a key the type lacks\n",
);

const statusText = fc.constantFrom("'success'", '"error"', "`degraded`", "ok ? 'success' : 'error'", "STATUS");

type Case = FixCase;

const toolResult: fc.Arbitrary<Case> = fc
  .record({
    multiline: fc.boolean(),
    status: statusText,
    content: fc.boolean(),
    extras: fc.array(extra, { minLength: 1, maxLength: 4 }),
    toolUseId: fc.boolean(),
    order: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
    typescript: fc.integer({ min: 0, max: 2 }).map((n) => n === 0),
    crlf: fc.boolean(),
    tabs: fc.boolean(),
    bom: fc.boolean(),
    trailingComma: fc.boolean(),
    suppress: fc.boolean(),
    // Directive comments in any gap: ranges, line forms, other rules' (each must keep what it covers).
    directives: fc.oneof(
      { weight: 3, arbitrary: fc.constant([]) },
      { weight: 1, arbitrary: fc.array(fc.tuple(fc.nat(15), directiveGap), { minLength: 1, maxLength: 2 }) },
    ),
  })
  .chain((r) =>
    fc
      .tuple(
        r.content ? arrayContent(r.multiline) : otherContent,
        fc.array(gap(r.multiline), { minLength: 16, maxLength: 16 }),
      )
      .map(([content, gaps]) => ({ r, content, gaps })),
  )
  .map(({ r, content, gaps }) => {
    const contentMember = content.text === "SHORTHAND" ? "content" : `content: ${content.text}`;
    const members = [
      `status: ${r.status}`,
      contentMember,
      ...(r.toolUseId ? ["toolUseId: 'id-1'"] : []),
      ...r.extras.map((e) => e.text),
    ];
    // A stable shuffle from the generated order keys.
    const keyed = members.map((m, i) => ({ m, k: (r.order[i % r.order.length] ?? 0) * 16 + i }));
    keyed.sort((a, b) => a.k - b.k);
    let suppressed = false;
    const directiveAt = new Map(r.directives);
    const gapAt = (i: number): string => directiveAt.get(i) ?? gaps[i] ?? "";
    const parts = keyed.map(({ m }, i) => {
      const before = gapAt(i % gaps.length);
      // A report turned off by a comment (in a multi-line layout, on the line before its key).
      if (r.suppress && r.multiline && !suppressed && /^(frames|errors|steps):/u.test(m)) {
        suppressed = true;
        return `\n// eslint-disable-next-line tool-result/no-extra-keys -- kept on purpose\n${m}`;
      }
      return `${before}${m}`;
    });
    const last = gapAt(15);
    let body = `{${parts.join(",")}${r.trailingComma ? "," : ""}${last}}`;
    if (r.multiline) body = indentLines(body, r.tabs ? "\t" : "  ");
    const annotation = r.typescript ? ": any" : "";
    let code = `${PRELUDE}const r${annotation} = ${body};\n`;
    code = numberComments(code);
    if (r.crlf) code = code.replace(/\n/gu, "\r\n");
    if (r.bom) code = `\uFEFF${code}`;
    const plain = r.extras.every((e) => e.plain) && !(r.suppress && r.multiline) && r.directives.length === 0;
    // A comment over several lines on the result's lines leaves the move to a suggestion: Prettier lays
    // such a comment out anew (it moves, re-indents or breaks around it).
    const multilineComment = /\/\*(?:(?!\*\/)[\s\S])*\n/u.test(code);
    return { code, typescript: r.typescript, mustFix: plain && content.array && !multilineComment };
  });

interface Outcome {
  readonly r: Record<string, unknown>;
  readonly log: unknown[];
  readonly state: { counter: number; attempts: number };
}

function evaluate(code: string, typescript: boolean): Outcome {
  // The generated TypeScript differs from JavaScript only in the annotation of `r`.
  const js = (typescript ? code.replace("const r: any =", "const r =") : code).replace(/^\uFEFF/u, "");
  const outcome = vm.runInNewContext(asModule(js, "{ r, log, state: { counter, attempts } }"), {}, { timeout: 1000 });
  // Into this realm, so that values of two runs compare by content (getters are read here).
  return structuredClone(outcome) as Outcome;
}

const TOP = new Set(["status", "content", "toolUseId"]);

function checkFix(c: Case, output: string): void {
  const before = evaluate(c.code, c.typescript);
  const after = evaluate(output, c.typescript);
  expect(after.log, "side effects").toEqual(before.log);
  expect(after.state, "final state").toEqual(before.state);
  expect(after.r.status, "status").toEqual(before.r.status);
  expect("toolUseId" in after.r, "toolUseId present").toBe("toolUseId" in before.r);
  expect(after.r.toolUseId, "toolUseId").toEqual(before.r.toolUseId);
  const contentBefore = before.r.content as Record<string, unknown>[];
  const contentAfter = after.r.content as Record<string, unknown>[];
  expect(Array.isArray(contentBefore), "a fix only when content was an array").toBe(true);
  const notJson = (blocks: Record<string, unknown>[]) => blocks.filter((b) => !("json" in b));
  expect(notJson(contentAfter), "other blocks").toEqual(notJson(contentBefore));
  const jsonAfter = contentAfter.filter((b) => "json" in b).map((b) => b.json as Record<string, unknown>);
  // Every value the original json blocks held is still in one.
  for (const b of contentBefore.filter((x) => "json" in x)) {
    for (const [k, v] of Object.entries(b.json as Record<string, unknown>)) {
      expect(
        jsonAfter.some((j) => Object.hasOwn(j, k) && isDeepStrictEqual(j[k], v)),
        `json key ${k} kept`,
      ).toBe(true);
    }
  }
  // Every moved key, with its value, is in a json block; kept ones are where they were.
  for (const [k, v] of Object.entries(before.r)) {
    if (TOP.has(k)) continue;
    const kept = Object.hasOwn(after.r, k) && isDeepStrictEqual(after.r[k], v);
    const moved = jsonAfter.some((j) => Object.hasOwn(j, k) && isDeepStrictEqual(j[k], v));
    expect(kept || moved, `key ${k} kept or moved with its value`).toBe(true);
  }
}

describe("the move-to-json fix (differential)", () => {
  it(
    "keeps values, side effects, statuses and comments on generated literals, and converges",
    { timeout: fuzzTimeout(180_000) },
    () => {
      const counts: FixCounts = { fixed: 0, suggested: 0, owed: 0 };
      fc.assert(
        fc.property(toolResult, (c) => {
          checkFixCase(linter, config, c, (code) => evaluate(code, c.typescript), checkFix, counts);
        }),
        { numRuns: fuzzRuns(150), seed: fuzzSeed(20261201) },
      );
      // The run must exercise both paths.
      const runs = fuzzRuns(150);
      expect(counts.fixed).toBeGreaterThan(runs * 0.2);
      expect(counts.suggested).toBeGreaterThan(runs * 0.1);
      expect(counts.owed).toBeGreaterThan(runs * 0.05);
    },
  );

  it("never throws on random object literals around tool-result keys", { timeout: fuzzTimeout(60_000) }, () => {
    const anyMember = fc.oneof(
      extra.map((e) => e.text),
      fc.constantFrom(
        "status",
        "content",
        "status: 404",
        "content: null",
        "get status() { return 'x'; }",
        "content() {}",
        "[k]: v",
        "...[]",
        "async *gen() {}",
        "__proto__: null",
      ),
    );
    fc.assert(
      fc.property(fc.array(anyMember, { maxLength: 8 }), (parts) => {
        const code = `const k = 'status'; const v = 1;\nconst r = { ${parts.join(", ")} };`;
        expect(() => linter.verifyAndFix(code, config, { filename: "tool.js" })).not.toThrow();
      }),
      { numRuns: fuzzRuns(200), seed: fuzzSeed(20261202) },
    );
  });
});
