import { describe, expect, it } from "vitest";
import { PRESETS } from "../../src/contract/presets.js";
import {
  assertToolResult,
  defineContract,
  InvalidContractError,
  isToolResult,
  ToolResultContractError,
  validateToolResult,
  type ToolResult,
  type ToolResultIssue,
} from "../../src/runtime/index.js";

const png = new Uint8Array([137, 80, 78, 71]);
const valid: ToolResult = {
  status: "success",
  content: [
    { text: "Rollout completed." },
    { json: { episodes: 2, successRate: 1, tags: ["a", null, true] } },
    { image: { format: "png", source: { bytes: png } } },
  ],
  toolUseId: "tooluse_1",
};

function issuesOf(value: unknown, contract?: Parameters<typeof validateToolResult>[1]): ToolResultIssue[] {
  const verdict = validateToolResult(value, contract);
  return verdict.ok ? [] : verdict.issues;
}
const paths = (value: unknown, contract?: Parameters<typeof validateToolResult>[1]) =>
  issuesOf(value, contract).map((i) => i.path);

describe("validateToolResult", () => {
  // Red-team run HD27-03: the tables were kept by the object's identity, so a contract changed in place
  // went on accepting a status it no longer listed, and a preset changed to a typo was never reported.
  it("reads a contract object changed in place anew", () => {
    const contract: { preset: string; statuses: string[] } = { preset: "strands", statuses: ["success", "error"] };
    const failed = { status: "error", content: [{ text: "x" }] };
    expect(isToolResult(failed, contract as never)).toBe(true);
    contract.statuses = ["success"];
    expect(isToolResult(failed, contract as never)).toBe(false);
    contract.statuses.push("error");
    expect(isToolResult(failed, contract as never)).toBe(true);
    contract.preset = "strnds";
    expect(() => isToolResult(failed, contract as never)).toThrow(InvalidContractError);
  });

  it("keeps a defined contract's tables (frozen: it cannot change)", () => {
    const contract = defineContract({ preset: "strands", statuses: ["success"] });
    expect(Object.isFrozen(contract)).toBe(true);
    expect(isToolResult({ status: "success", content: [{ text: "x" }] }, contract)).toBe(true);
    expect(isToolResult({ status: "error", content: [{ text: "x" }] }, contract)).toBe(false);
  });

  it("accepts a valid result and returns the same value", () => {
    const verdict = validateToolResult(valid);
    expect(verdict).toEqual({ ok: true, value: valid });
    expect(verdict.ok && verdict.value).toBe(valid);
    expect(isToolResult(valid)).toBe(true);
  });

  it("reports an extra top-level key with a move-to-json fix", () => {
    const issues = issuesOf({ status: "success", content: [{ text: "ok" }], frames: 512 });
    expect(issues).toEqual([
      {
        path: ["frames"],
        message:
          'frames: not a tool-result key; the runtime drops it. Move it into a { json: ... } content block. A result carries only "status", "content" or "toolUseId".',
      },
    ]);
  });

  it("reports a block with two kinds", () => {
    const issues = issuesOf({ status: "success", content: [{ text: "a" }, { text: "b" }, { text: "c", json: {} }] });
    expect(issues).toEqual([
      {
        path: ["content", 2],
        message:
          'content[2]: block has both "text" and "json"; a block carries exactly one of "text", "json" or "image". Split it into two blocks.',
      },
    ]);
  });

  it("reports status, content and toolUseId problems", () => {
    expect(paths({ content: [{ text: "a" }] })).toEqual([["status"]]);
    expect(paths({ status: "ok", content: [{ text: "a" }] })).toEqual([["status"]]);
    expect(issuesOf({ status: "ok", content: [{ text: "a" }] })[0]?.message).toBe(
      'status: "ok" is not a status of the "strands-robots" contract. Use one of "success", "error" or "degraded".',
    );
    expect(paths({ status: 1, content: [{ text: "a" }] })).toEqual([["status"]]);
    expect(paths({ status: "success" })).toEqual([["content"]]);
    expect(paths({ status: "success", content: [] })).toEqual([["content"]]);
    expect(paths({ status: "success", content: "hi" })).toEqual([["content"]]);
    expect(paths({ status: "success", content: [{ text: "a" }], toolUseId: 7 })).toEqual([["toolUseId"]]);
    expect(paths({ status: "success", content: [{ text: "a" }], toolUseId: undefined })).toEqual([]);
  });

  it("reports blocks that are not plain objects with one kind", () => {
    expect(paths({ status: "success", content: ["hi", null, [], {}, { frames: 1 }, new Map()] })).toEqual([
      ["content", 0],
      ["content", 1],
      ["content", 2],
      ["content", 3],
      ["content", 4],
      ["content", 5],
    ]);
    expect(
      paths({ status: "success", content: [{ text: 5 }, { image: { format: "bmp", source: { bytes: png } } }] }),
    ).toEqual([
      ["content", 0, "text"],
      ["content", 1, "image", "format"],
    ]);
    expect(paths({ status: "success", content: [{ image: { format: "png", source: { bytes: [1, 2] } } }] })).toEqual([
      ["content", 0, "image", "source", "bytes"],
    ]);
  });

  it("reports json payload values that JSON.stringify would drop, change or throw on", () => {
    const json = {
      fn: () => 1,
      sym: Symbol("s"),
      undef: undefined, // a key holding undefined is absent, as JSON.stringify drops it: not reported
      big: 10n,
      nan: NaN,
      inf: -Infinity,
      list: [1, undefined, 3],
      at: new Date(0),
      ok: { nested: [1, "two", null, false] },
    };
    expect(paths({ status: "success", content: [{ json }] })).toEqual([
      ["content", 0, "json", "fn"],
      ["content", 0, "json", "sym"],
      ["content", 0, "json", "big"],
      ["content", 0, "json", "nan"],
      ["content", 0, "json", "inf"],
      ["content", 0, "json", "list", 1],
      ["content", 0, "json", "at"],
    ]);
  });

  it("reports a cycle with the path it refers back to", () => {
    const telemetry: Record<string, unknown> = { frames: 1 };
    telemetry.self = { up: telemetry };
    const issues = issuesOf({ status: "success", content: [{ json: telemetry }] });
    expect(issues).toEqual([
      {
        path: ["content", 0, "json", "self", "up"],
        message:
          "content[0].json.self.up: refers back to content[0].json, a cycle; JSON.stringify throws on cycles. Store an id or a copy instead of the reference.",
      },
    ]);
  });

  it("accepts shared, non-cyclic references", () => {
    const shared = { a: 1 };
    expect(paths({ status: "success", content: [{ json: { x: shared, y: shared, z: [shared] } }] })).toEqual([]);
  });

  it("takes a preset name or a contract object", () => {
    const doc = {
      status: "success",
      content: [{ document: { format: "pdf", name: "r", source: { bytes: png } } }],
      error: new Error("x"),
    };
    expect(paths(doc, "strands")).toEqual([]);
    expect(paths(doc, PRESETS.strands)).toEqual([]);
    expect(paths(doc).map((p) => p[0])).toEqual(["error", "content"]);
    const custom = { name: "custom", statuses: ["ok"], allowedKeys: [], blockKinds: ["text", "chart"] };
    // A custom kind holds any value that JSON.stringify writes unchanged.
    expect(paths({ status: "ok", content: [{ chart: { anything: [1, "a", null] } }] }, custom)).toEqual([]);
    expect(paths({ status: "ok", content: [{ chart: { anything: () => 1 } }] }, custom)).toEqual([
      ["content", 0, "chart", "anything"],
    ]);
    expect(paths({ status: "ok", content: [{ chart: 1 }], toolUseId: "x" }, custom)).toEqual([["toolUseId"]]);
    expect(() => validateToolResult(valid, "nope" as never)).toThrow(
      'Invalid tool-result contract: unknown preset "nope". Use one of "strands-robots", "strands", "mcp".',
    );
  });
});

describe("assertToolResult", () => {
  it("returns for a valid result and narrows the type", () => {
    const value: unknown = structuredClone(valid);
    assertToolResult(value);
    expect(value.status).toBe("success");
  });

  it("throws ToolResultContractError listing every issue", () => {
    let caught: unknown;
    try {
      assertToolResult({ status: "done", content: [{ text: "a", json: 1 }], frames: 3 });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ToolResultContractError);
    const error = caught as ToolResultContractError;
    expect(error.name).toBe("ToolResultContractError");
    expect(error.issues.map((i) => i.path)).toEqual([["frames"], ["status"], ["content", 0]]);
    expect(error.message.split("\n")).toEqual([
      'The value is not a valid tool result under the "strands-robots" contract (3 issues):',
      ...error.issues.map((i) => `  - ${i.message}`),
    ]);
  });
});
