/**
 * Property-based test of the move-to-json fix: random tool-result literals with extra keys, spreads,
 * comments and layouts. The fixed code must parse, report nothing, be stable, run its side effects in
 * the same order, and keep the status and every moved value inside json blocks.
 */
import { Linter } from "eslint";
import fc from "fast-check";
import { isDeepStrictEqual } from "node:util";
import plugin from "../../../src/index.js";

const linter = new Linter({ configType: "flat" });
const config: Linter.Config[] = [
  {
    files: ["**/*.js"],
    languageOptions: { ecmaVersion: "latest", sourceType: "script" },
    plugins: { "tool-result": plugin },
    rules: plugin.configs.recommended.rules,
  },
];

const PRELUDE = `const log = [];
const tick = (x) => (log.push(x), x);
const blocks = [{ text: 'from blocks' }];
const s1 = { a: 1, b: [1, 2] };
const s2 = { c: 'x', a: 3 };
const frames = 512;`;

interface Member {
  /** Source text of the member. */
  text: string;
  /** Whether it is a key or spread outside the contract. */
  extra: boolean;
  /** Whether evaluating it has a side effect. */
  impure: boolean;
}

const keyName = fc.constantFrom("frames", "errors", "hzActual", "hz_actual", "steps", "a", "c", "elapsedMs");
const keyText = fc.tuple(keyName, fc.constantFrom("plain", "single", "double", "computed")).map(([name, form]) => {
  switch (form) {
    case "single":
      return `'${name}'`;
    case "double":
      return `"${name}"`;
    case "computed":
      return `["${name}"]`;
    default:
      return name;
  }
});
const pureValue = fc.oneof(
  fc.integer({ min: -5, max: 1000 }).map(String),
  fc.constantFrom(
    "49.7",
    "'text'",
    '"two words"',
    "null",
    "true",
    "frames",
    "frames * 2",
    "[1, 2, 3]",
    "{ left: 1, right: [2] }",
    "`t${frames}`",
  ),
  fc.constantFrom("{\n  nested: 1,\n  deeper: { x: 2 },\n}"),
);
const impureValue = fc.constantFrom("tick('x')", "tick(1) + 1", "tick({ k: 1 })");

const extraMember = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .tuple(keyText, pureValue)
      .map(([k, v]): Member => ({ text: `${k}: ${v}`, extra: true, impure: false })),
  },
  { weight: 1, arbitrary: fc.constantFrom<Member>({ text: "frames", extra: true, impure: false }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Member>(
      { text: "...s1", extra: true, impure: false },
      { text: "...s2", extra: true, impure: false },
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(keyText, impureValue)
      .map(([k, v]): Member => ({ text: `${k}: ${v}`, extra: true, impure: true })),
  },
);

const block = fc.oneof(
  fc.constantFrom(
    "{ text: 'summary' }",
    "{ text: tick('t') }",
    "{ json: { existing: 1 } }",
    "{ json: {} }",
    "{ json: { frames: 0 } }",
  ),
  // Parenthesized blocks: a new block must go after the parenthesis, not make a sequence expression.
  fc.constantFrom("({ text: 'wrapped' })", "(/* c */ { text: 'w' } /* d */)", "(({ json: { existing: 3 } }))"),
);
const contentText = fc.oneof(
  { weight: 4, arbitrary: fc.array(block, { minLength: 0, maxLength: 3 }).map((b) => `[${b.join(", ")}]`) },
  { weight: 1, arbitrary: fc.constant("blocks") },
  { weight: 1, arbitrary: fc.constant("[\n  { text: 'a' },\n  { json: { existing: 2 } },\n]") },
  { weight: 1, arbitrary: fc.constant("[\n  { text: 'a' },\n  ({ text: 'b' })\n]") },
);
const statusText = fc.constantFrom("'success'", '"error"', "`degraded`");
const comment = fc.constantFrom("", "", "/* note */ ", "/* multi\n   line */ ");
const trailing = fc.constantFrom("", "", " // why");

const literal = fc
  .record({
    status: statusText,
    content: contentText,
    toolUseId: fc.boolean(),
    extras: fc.array(fc.tuple(extraMember, comment, trailing), { minLength: 1, maxLength: 5 }),
    positions: fc.array(fc.nat(), { minLength: 5, maxLength: 5 }),
    multiline: fc.boolean(),
    indent: fc.constantFrom("  ", "    ", "\t"),
    trailingComma: fc.boolean(),
  })
  .map((r) => {
    const members: { text: string; comment: string; trailing: string; member: Member }[] = [
      { text: `status: ${r.status}`, comment: "", trailing: "", member: { text: "", extra: false, impure: false } },
      {
        text: `content: ${r.content}`,
        comment: "",
        trailing: "",
        member: { text: "", extra: false, impure: r.content.includes("tick") },
      },
    ];
    if (r.toolUseId)
      members.push({
        text: "toolUseId: 'tool-1'",
        comment: "",
        trailing: "",
        member: { text: "", extra: false, impure: false },
      });
    r.extras.forEach(([member, c, t], i) => {
      const at = (r.positions[i] ?? 0) % (members.length + 1);
      members.splice(at, 0, { text: member.text, comment: c, trailing: t, member });
    });
    let code: string;
    if (r.multiline) {
      const lines = members.map((m, i) => {
        const comma = i < members.length - 1 || r.trailingComma ? "," : "";
        const body = m.text.replace(/\n/gu, `\n${r.indent}`);
        return `${r.indent}${m.comment ? `${m.comment.trim()}\n${r.indent}` : ""}${body}${comma}${m.trailing}`;
      });
      code = `const r = {\n${lines.join("\n")}\n};`;
    } else {
      // One line: no line comments and no newlines in values.
      const parts = members.map((m) => `${m.comment.includes("\n") ? "" : m.comment}${m.text.replace(/\n\s*/gu, " ")}`);
      code = `const r = { ${parts.join(", ")}${r.trailingComma ? "," : ""} };`;
    }
    return { code, members: members.map((m) => m.member) };
  });

function evaluate(code: string): { r: Record<string, unknown>; log: unknown[] } {
  return new Function(`${PRELUDE}\n${code}\nreturn { r, log };`)() as { r: Record<string, unknown>; log: unknown[] };
}

function jsonBlocks(result: Record<string, unknown>): Record<string, unknown>[] {
  return (result.content as { json?: Record<string, unknown> }[])
    .filter((b) => b.json !== undefined)
    .map((b) => b.json!);
}

const lint = (code: string) => linter.verify(code, config, { filename: "tool.js" });

describe("the move-to-json fix", () => {
  it("parses, reports nothing, is stable and keeps every value and side effect", () => {
    let fixedCount = 0;
    let runs = 0;
    fc.assert(
      fc.property(literal, ({ code, members }) => {
        runs++;
        const before = lint(code);
        expect(before.filter((m) => m.fatal)).toEqual([]);
        const fixed = linter.verifyAndFix(code, config, { filename: "tool.js" });
        expect(
          fixed.messages.filter((m) => m.fatal),
          fixed.output,
        ).toEqual([]);
        const impureMove = members.some((m) => m.extra && m.impure);
        if (!fixed.fixed) {
          // Only a move that could reorder side effects may fall back to suggestions.
          expect(impureMove, code).toBe(true);
          expect(
            before.every(
              (m) =>
                (m.ruleId?.startsWith("tool-result/") && (m.suggestions?.length ?? 0) > 0) ||
                m.ruleId === "tool-result/valid-content",
            ),
            code,
          ).toBe(true);
          return;
        }
        fixedCount++;
        const remaining = fixed.messages.filter((m) => m.ruleId !== "tool-result/valid-content");
        expect(remaining, fixed.output).toEqual([]);
        // Stable under a second --fix.
        expect(linter.verifyAndFix(fixed.output, config, { filename: "tool.js" }).fixed).toBe(false);

        const original = evaluate(code);
        const after = evaluate(fixed.output);
        expect(after.log, fixed.output).toEqual(original.log);
        expect(after.r.status).toBe(original.r.status);
        expect(Object.keys(after.r).sort()).toEqual(
          ["content", "status", ...("toolUseId" in original.r ? ["toolUseId"] : [])].sort(),
        );
        if ("toolUseId" in original.r) expect(after.r.toolUseId).toBe(original.r.toolUseId);
        // Every moved value, and every value of the original json blocks, is inside some json block.
        const blocksAfter = jsonBlocks(after.r);
        const moved = Object.entries(original.r).filter(([k]) => !["status", "content", "toolUseId"].includes(k));
        const kept = jsonBlocks(original.r).flatMap((b) => Object.entries(b));
        for (const [key, value] of [...moved, ...kept]) {
          expect(
            blocksAfter.some((b) => key in b && isDeepStrictEqual(b[key], value)),
            `${key} in\n${fixed.output}`,
          ).toBe(true);
        }
        // The moved values win where the result's json blocks are merged, as they did at the top level.
        const merged = Object.assign({}, ...blocksAfter) as Record<string, unknown>;
        for (const [key, value] of moved) expect(merged[key]).toEqual(value);
        // The original blocks are all still there, in order, before any new block.
        const originalContent = original.r.content as unknown[];
        const afterContent = after.r.content as unknown[];
        expect(afterContent.length).toBeGreaterThanOrEqual(originalContent.length);
        originalContent.forEach((b, i) => {
          const a = afterContent[i] as { json?: object };
          if (!isDeepStrictEqual(a, b)) expect(Object.keys(a)).toEqual(["json"]);
        });
      }),
      { numRuns: 400 },
    );
    // The property is about fixes: most generated cases must have been fixed, not skipped.
    expect(fixedCount).toBeGreaterThan(runs / 2);
  });

  it("never throws on random object literals around tool-result keys", () => {
    const anyMember = fc.oneof(
      extraMember.map((m) => m.text),
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
      { numRuns: 300 },
    );
  });
});
