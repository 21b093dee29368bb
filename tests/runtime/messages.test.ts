// Issue 28, "Runtime": every message quotes a value by at most about 200 characters (a 50 MB status
// gave a 50 MB message), and a boxed BigInt is rejected like a bare one (JSON.stringify unwraps it and
// throws).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateToolResult, type ContractInput, type ToolResultIssue } from "../../src/runtime/index.js";
import { fuzzRuns, fuzzSeed } from "./support/hostile.js";

const huge = "x".repeat(1_000_000);
const cut = `"${"x".repeat(197)}..."`;

function issues(value: unknown, contract?: ContractInput): ToolResultIssue[] {
  const verdict = validateToolResult(value, contract);
  return verdict.ok ? [] : verdict.issues;
}

describe("messages quote a value by at most 200 characters", () => {
  it("a 1 MB status", () => {
    const [issue] = issues({ status: huge, content: [{ text: "a" }] });
    expect(issue!.message).toBe(
      `status: ${cut} is not a status of the "strands-robots" contract. Use one of "success", "error" or "degraded".`,
    );
  });

  it("a 1 MB MCP block type", () => {
    const [issue] = issues({ content: [{ type: huge, text: "a" }] }, "mcp");
    expect(issue!.message.startsWith(`content[0].type: ${cut} is not a block kind of the "mcp" contract.`)).toBe(true);
    expect(issue!.message.length).toBeLessThan(400);
  });

  it("a 1 MB extra key name, at the top, in an MCP block and in a json payload (the path in the message is cut, the issue's path keeps the key)", () => {
    for (const [value, contract] of [
      [{ status: "success", content: [{ text: "a" }], [huge]: 1 }, undefined],
      [{ content: [{ type: "text", text: "a", [huge]: 1 }] }, "mcp"],
      [{ status: "success", content: [{ json: { [huge]: 1n } }] }, undefined],
    ] as const) {
      const [issue] = issues(value, contract);
      expect(issue!.message).toContain(`[${cut}]: `);
      expect(issue!.message.length).toBeLessThan(500);
      expect(issue!.path.at(-1)).toBe(huge);
    }
  });

  it("a long key that is an identifier is cut too", () => {
    const [issue] = issues({ status: "success", content: [{ text: "a" }], [huge]: 1 });
    expect(issue!.message.length).toBeLessThan(500);
  });

  it("a 3,000-digit bigint and a 1 MB symbol description", () => {
    const [big] = issues({ status: "success", content: [{ json: { n: 10n ** 3000n } }] });
    expect(big!.message.length).toBeLessThan(200);
    const [status] = issues({ status: 10n ** 3000n, content: [{ text: "a" }] });
    expect(status!.message.length).toBeLessThan(200);
  });

  it("a thrown 1 MB message, from a getter", () => {
    const value = {
      status: "success",
      get content(): unknown {
        throw new Error(huge);
      },
    };
    const [issue] = issues(value);
    expect(issue!.message).toBe(
      `content: reading it threw Error: ${"x".repeat(197)}.... A tool result must be plain data: replace the getter or proxy with a value.`,
    );
  });

  it("every message of a result made of long strings stays within 200 characters per quoted value", () => {
    const long = fc.string({ minLength: 0, maxLength: 3 }).map((s) => s + "y".repeat(5000));
    const anyString = fc.oneof(long, fc.string());
    const block = fc.oneof(
      fc.record({ text: anyString }),
      fc.dictionary(anyString, anyString, { maxKeys: 3 }),
      fc.record({ json: fc.dictionary(anyString, fc.oneof(anyString, fc.bigInt()), { maxKeys: 3 }) }),
      fc.record({ type: anyString, text: anyString }),
      fc.record({ image: fc.record({ format: anyString, source: fc.constant({ bytes: new Uint8Array() }) }) }),
    );
    const result = fc.record(
      { status: anyString, content: fc.array(block, { maxLength: 3 }), extra: anyString },
      { requiredKeys: ["content"] },
    );
    fc.assert(
      fc.property(
        result,
        anyString,
        fc.constantFrom<ContractInput>("strands-robots", "strands", "mcp"),
        (value, key, preset) => {
          for (const issue of issues({ ...value, [key]: 1 }, preset)) {
            // The message's own words, plus each path segment and quoted value cut at 200 characters.
            expect(issue.message.length, issue.message.slice(0, 300)).toBeLessThanOrEqual(
              600 + 210 * (issue.path.length + 2),
            );
          }
        },
      ),
      { numRuns: fuzzRuns(200), seed: fuzzSeed(20261211) },
    );
  });
});

describe("a boxed BigInt is rejected like a bare one", () => {
  it("under the strands preset's error, which holds any value JSON.stringify writes", () => {
    for (const error of [10n, Object(10n), { cause: Object(10n) }, [Object(1n)]]) {
      const found = issues({ status: "error", content: [{ text: "failed" }], error }, "strands");
      expect(found, String(typeof error)).toHaveLength(1);
      expect(() => JSON.stringify({ error })).toThrow(TypeError);
    }
    expect(issues({ status: "error", content: [{ text: "failed" }], error: Object(10n) }, "strands")[0]!.message).toBe(
      "error: a boxed BigInt is not JSON data: JSON.stringify unwraps it to a bigint and throws. Convert it: Number(value) when it is small enough, or String(value).",
    );
  });

  it("in a json payload and in a custom block kind", () => {
    expect(issues({ status: "success", content: [{ json: { n: Object(1n) } }] }).map((i) => i.path)).toEqual([
      ["content", 0, "json", "n"],
    ]);
    const custom = { statuses: ["ok"], blockKinds: ["text", "chart"] };
    expect(issues({ status: "ok", content: [{ chart: Object(1n) }] }, custom).map((i) => i.path)).toEqual([
      ["content", 0, "chart"],
    ]);
  });

  it("by its internal slot: a boxed primitive with another prototype is still one, an object with Number.prototype is not", () => {
    const disguised = Object.setPrototypeOf(Object(1n), Object.prototype) as object;
    expect(issues({ status: "error", content: [{ text: "a" }], error: disguised }, "strands")).toHaveLength(1);
    expect(() => JSON.stringify(disguised)).toThrow(TypeError);
    // No [[NumberData]] slot: JSON.stringify writes it as an object ({}), as the lenient check lets it.
    const lookalike = Object.create(Number.prototype) as object;
    expect(JSON.stringify(lookalike)).toBe("{}");
    expect(issues({ status: "error", content: [{ text: "a" }], error: lookalike }, "strands")).toEqual([]);
  });
});
