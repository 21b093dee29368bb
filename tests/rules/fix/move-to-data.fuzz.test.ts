/**
 * Differential test of the MCP data move (no-extra-keys and no-spread under the mcp contract): generated
 * results returned from an MCP server's `registerTool` callback, in every layout of the move-to-json
 * fuzz test (comments in every gap, CRLF, tabs, a BOM), with or without a `structuredContent` literal (of
 * every shape) and `_meta`, with or without an `outputSchema`, with extra keys and spreads that read and
 * write shared variables. Each program is evaluated before and after `--fix` in a fresh `vm` context (the
 * SDK is a stub that keeps the callback). A fix must keep the content, `isError` and `_meta`, every value
 * `structuredContent` held, every moved value (now in `structuredContent`), the side effects in their
 * order and the final state; every comment must appear exactly once; the output must parse, and a second
 * `--fix` must change nothing. Both suggestions must parse and keep every comment.
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

const SERVER = `const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
const server = new McpServer({ name: "s", version: "1" });
`;

const block = fc.constantFrom(
  "{ type: 'text', text: 'summary' }",
  "{ type: 'text', text: `n${counter}` }",
  "{ type: 'text', text: tick('t') }",
  "{ type: 'image', data: 'AA==', mimeType: 'image/png' }",
);

/** The result's structuredContent: none, or an object literal of some shape (`plain` when keys can go in). */
const structured = fc.constantFrom(
  { text: undefined, plain: false },
  { text: "{}", plain: true },
  { text: "{ existing: 1 }", plain: true },
  { text: "{ /*@*/ }", plain: true },
  { text: "{ existing: 2,\nmore: 3 }", plain: true },
  { text: "{\nexisting: 3,\n}", plain: true },
  { text: "{ existing: tick('sc') }", plain: true },
  { text: "{ frames: 0 }", plain: false },
  { text: "{ ...s1 }", plain: false },
  { text: "s2", plain: false },
);

type Case = FixCase;

const mcpResult: fc.Arbitrary<Case> = fc
  .record({
    multiline: fc.boolean(),
    blocks: fc.array(block, { maxLength: 3 }),
    structured,
    meta: fc.boolean(),
    isError: fc.boolean(),
    extras: fc.array(extra, { minLength: 1, maxLength: 4 }),
    outputSchema: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
    order: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
    typescript: fc.integer({ min: 0, max: 2 }).map((n) => n === 0),
    crlf: fc.boolean(),
    tabs: fc.boolean(),
    bom: fc.boolean(),
    trailingComma: fc.boolean(),
  })
  .chain((r) => fc.array(gap(r.multiline), { minLength: 16, maxLength: 16 }).map((gaps) => ({ r, gaps })))
  .map(({ r, gaps }) => {
    // `status` is a contract key elsewhere; here it is an extra like any other, but the fix leaves it to a person.
    const extras = r.extras.filter((e) => !e.text.includes("status"));
    const members = [
      `content: [${r.blocks.join(", ")}]`,
      ...(r.structured.text === undefined ? [] : [`structuredContent: ${r.structured.text}`]),
      ...(r.meta ? ["_meta: { trace: 't1' }"] : []),
      ...(r.isError ? ["isError: false"] : []),
      ...(extras.length > 0 ? extras.map((e) => e.text) : ["frames: 512"]),
    ];
    const keyed = members.map((m, i) => ({ m, k: (r.order[i % r.order.length] ?? 0) * 16 + i }));
    keyed.sort((a, b) => a.k - b.k);
    const parts = keyed.map(({ m }, i) => `${gaps[i % gaps.length] ?? ""}${m}`);
    let body = `{${parts.join(",")}${r.trailingComma ? "," : ""}${gaps[15] ?? ""}}`;
    if (r.multiline) body = indentLines(body, r.tabs ? "\t" : "  ");
    const config = r.outputSchema ? "{ description: 'd', outputSchema: {} }" : "{ description: 'd' }";
    let code = `${PRELUDE}${SERVER}server.registerTool("t", ${config}, () => (${body}));\n`;
    code = numberComments(code);
    if (r.crlf) code = code.replace(/\n/gu, "\r\n");
    if (r.bom) code = `\uFEFF${code}`;
    // Under mcp every move is a suggestion: the extra key did reach the client.
    return { code, typescript: r.typescript, mustFix: false };
  });

interface Outcome {
  readonly r: Record<string, unknown>;
  readonly log: unknown[];
  readonly state: { counter: number; attempts: number };
}

/** A stand-in for the SDK: `registerTool` keeps the callback, which the program's epilogue calls. */
const SDK_STUB = `const __sdk = { McpServer: class { registerTool(name, config, callback) { this.callback = callback; } } };
const require = () => __sdk;
`;

function evaluate(code: string): Outcome {
  const js = code.replace(/^\uFEFF/u, "");
  const program = asModule(js, "{ r: server.callback(), log, state: { counter, attempts } }", SDK_STUB);
  return structuredClone(vm.runInNewContext(program, {}, { timeout: 1000 })) as Outcome;
}

const KEPT = new Set(["content", "isError", "_meta"]);

function checkFix(c: Case, output: string): void {
  const before = evaluate(c.code);
  const after = evaluate(output);
  expect(after.log, "side effects").toEqual(before.log);
  expect(after.state, "final state").toEqual(before.state);
  for (const key of KEPT) {
    expect(Object.hasOwn(after.r, key), `${key} present`).toBe(Object.hasOwn(before.r, key));
    expect(after.r[key], key).toEqual(before.r[key]);
  }
  const data = after.r.structuredContent as Record<string, unknown>;
  for (const [k, v] of Object.entries((before.r.structuredContent ?? {}) as Record<string, unknown>)) {
    expect(isDeepStrictEqual(data[k], v), `structuredContent.${k} kept`).toBe(true);
  }
  for (const [k, v] of Object.entries(before.r)) {
    if (KEPT.has(k) || k === "structuredContent") continue;
    const kept = Object.hasOwn(after.r, k) && isDeepStrictEqual(after.r[k], v);
    const moved = Object.hasOwn(data, k) && isDeepStrictEqual(data[k], v);
    expect(kept || moved, `key ${k} kept or moved with its value`).toBe(true);
  }
}

describe("the MCP data move (differential)", () => {
  it(
    "keeps values, side effects and comments on generated MCP results, and converges",
    { timeout: fuzzTimeout(180_000) },
    () => {
      const counts: FixCounts = { fixed: 0, suggested: 0, owed: 0 };
      fc.assert(
        fc.property(mcpResult, (c) => {
          checkFixCase(linter, config, c, evaluate, checkFix, counts);
        }),
        { numRuns: fuzzRuns(120), seed: fuzzSeed(20261203) },
      );
      expect(counts.fixed).toBe(0);
      expect(counts.suggested).toBeGreaterThan(fuzzRuns(120) * 0.5);
    },
  );
});
