// Red-team run 14, K9: a ToolResultEvent holds a deep, frozen snapshot of the result it checked, so a tool
// that keeps changing the objects it returned (a telemetry object its control loop still writes, a content
// array a background task still appends to) cannot change the result after the check.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  AgentTool,
  tool,
  ToolResultEvent,
  validateToolResult,
  type ToolResult,
  type ToolUse,
} from "../../../src/runtime/index.js";

/** The result the one ToolResultEvent of a stream carries. */
async function resultOf(agentTool: AgentTool, toolUseId = "u1"): Promise<ToolResult> {
  const seen: unknown[] = [];
  const toolUse: ToolUse = { toolUseId, name: agentTool.toolName, input: {} };
  for await (const event of agentTool.stream(toolUse, {}, {})) seen.push(event);
  expect(seen).toHaveLength(1);
  expect(seen[0]).toBeInstanceOf(ToolResultEvent);
  return (seen[0] as ToolResultEvent).toolResult;
}

function returning(value: () => unknown, contract?: "strands"): AgentTool {
  return tool({ name: "t", description: "Returns", inputSchema: z.object({}), callback: () => value(), contract });
}

const text = (result: ToolResult): string => (result.content[0] as { text: string }).text;

describe("K9: the event holds what was checked", () => {
  it("K9a a tool that mutates its telemetry object after returning does not change the event's result", async () => {
    const telemetry: Record<string, unknown> = { frames: 512, hz: 49.7 };
    const teleop = returning(() => ({
      status: "success",
      content: [{ text: "Teleoperation completed" }, { json: telemetry }],
    }));
    const result = await resultOf(teleop);
    const atYield = JSON.stringify(result);
    // the control loop goes on after the callback returned
    telemetry.hz = NaN;
    telemetry.lastError = new Error("joint 3 limit");
    expect(JSON.stringify(result)).toBe(atYield);
    expect(result.content[1]).toEqual({ json: { frames: 512, hz: 49.7 } });
    expect(validateToolResult(result).ok).toBe(true);
  });

  it("K9a a json value returned as it is (not a result) is copied too", async () => {
    const telemetry: Record<string, unknown> = { frames: 1 };
    const result = await resultOf(returning(() => telemetry));
    telemetry.frames = 2n;
    expect(result.content).toEqual([{ json: { frames: 1 } }]);
    expect(validateToolResult(result).ok).toBe(true);
  });

  it("K9a a ToolResultEvent made directly (a class-based tool) keeps what it checked", () => {
    const telemetry: Record<string, unknown> = { frames: 3 };
    const content: unknown[] = [{ text: "done" }, { json: telemetry }];
    const live = { toolUseId: "t-1", status: "success", content } as ToolResult;
    const event = new ToolResultEvent(live);
    telemetry.frames = NaN;
    content.push({ text: "late", json: {} });
    (live as { status: string }).status = "exploded";
    expect(event.toolResult).toEqual({
      toolUseId: "t-1",
      status: "success",
      content: [{ text: "done" }, { json: { frames: 3 } }],
    });
    expect(validateToolResult(event.toolResult).ok).toBe(true);
  });

  it("K9b a tool that pushes a block into its content array after returning does not change the event's result", async () => {
    const content: unknown[] = [{ text: "scan started" }];
    const scan = returning(() => ({ status: "success", content }));
    const result = await resultOf(scan, "u2");
    content.push({ text: "scan finished", json: { frames: 10 } });
    (content[0] as { text: string }).text = "overwritten";
    expect(result).toEqual({ toolUseId: "u2", status: "success", content: [{ text: "scan started" }] });
    expect(validateToolResult(result).ok).toBe(true);
  });

  it("the snapshot is frozen all the way down, and so is the event's data", async () => {
    const result = await resultOf(
      returning(() => ({ status: "success", content: [{ text: "a" }, { json: { arm: { joints: [1, 2] } } }] })),
    );
    const json = (result.content[1] as { json: { arm: { joints: number[] } } }).json;
    for (const part of [
      result,
      result.content,
      result.content[0],
      result.content[1],
      json,
      json.arm,
      json.arm.joints,
    ]) {
      expect(Object.isFrozen(part)).toBe(true);
    }
    expect(() => (result.content as unknown[]).push({ text: "b" })).toThrow(TypeError);
    expect(() => {
      json.arm.joints[0] = NaN;
    }).toThrow(TypeError);
    const event = new ToolResultEvent(result);
    expect(Object.isFrozen(event.data)).toBe(true);
    // A snapshot can be handed to another event as it is: it cannot change.
    expect(event.toolResult).toBe(result);
  });
});

describe("the snapshot keeps the values that were checked", () => {
  it("a valid result's values are unchanged: keys, their order, nested data, null-prototype objects", async () => {
    const bare = Object.assign(Object.create(null) as object, { b: 2, a: 1 });
    const own = JSON.parse('{"__proto__": {"x": 1}, "ünïcödé": "✓", "2": true, "1": null}') as object;
    const returned = {
      status: "degraded",
      content: [
        { text: "partial: 3 of 4 joints" },
        { json: { frames: 512, hz: 49.7, joints: [0, -0, 1e21, 5e-324], nested: { deep: [[[{ ok: true }]]] } } },
        { json: bare },
        { json: own },
        { json: [1, "two", null, false] },
        { json: "a string payload" },
      ],
    };
    const expected = JSON.stringify({ ...returned, toolUseId: "u1" });
    const result = await resultOf(returning(() => returned));
    expect(result).toEqual({ ...returned, toolUseId: "u1" });
    expect(JSON.stringify(result)).toBe(expected);
    const copied = (result.content[2] as { json: object }).json;
    expect(Object.getPrototypeOf(copied)).toBeNull();
    expect(Object.keys(copied)).toEqual(["b", "a"]);
    const proto = (result.content[3] as { json: object }).json;
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(Object.keys(proto)).toEqual(["1", "2", "__proto__", "ünïcödé"]);
    expect(Object.is((result.content[1] as { json: { joints: number[] } }).json.joints[1], -0)).toBe(true);
  });

  it("holds what JSON.stringify writes: keys holding undefined are left out, a getter's answer is kept as a value", async () => {
    let reads = 0;
    const payload = {
      frames: 3,
      skipped: undefined,
      get hz() {
        reads++;
        return 50;
      },
    };
    const result = await resultOf(
      returning(() => ({ status: "success", content: [{ text: "ok", json: undefined }, { json: payload }] })),
    );
    expect(JSON.stringify(result)).toBe(
      JSON.stringify({
        status: "success",
        content: [{ text: "ok" }, { json: { frames: 3, hz: 50 } }],
        toolUseId: "u1",
      }),
    );
    expect(result.content[0]).toEqual({ text: "ok" });
    expect(Object.keys(result.content[0]!)).toEqual(["text"]);
    const json = (result.content[1] as { json: object }).json;
    expect(Object.getOwnPropertyDescriptor(json, "hz")).toEqual({
      value: 50,
      writable: false,
      enumerable: true,
      configurable: false,
    });
    const before = reads;
    expect((json as { hz: number }).hz).toBe(50);
    expect(reads).toBe(before);
  });

  it("a shared object is copied where it appears, as JSON.stringify writes it", async () => {
    const shared = { frames: 1 };
    const result = await resultOf(
      returning(() => ({ status: "success", content: [{ json: shared }, { json: { again: shared } }] })),
    );
    shared.frames = 2;
    expect(result.content).toEqual([{ json: { frames: 1 } }, { json: { again: { frames: 1 } } }]);
  });

  it("bytes stay bytes: a Uint8Array is copied as a Uint8Array, a Buffer as a Buffer", async () => {
    const raw = new Uint8Array([137, 80, 78, 71]);
    const buffer = Buffer.from([1, 2, 3]);
    const result = await resultOf(
      returning(() => ({
        status: "success",
        content: [
          { image: { format: "png", source: { bytes: raw } } },
          { image: { format: "jpeg", source: { bytes: buffer } } },
        ],
      })),
    );
    const bytesAt = (i: number): Uint8Array =>
      (result.content[i] as { image: { source: { bytes: Uint8Array } } }).image.source.bytes;
    const first = bytesAt(0);
    const second = bytesAt(1);
    expect(first).toBeInstanceOf(Uint8Array);
    expect(Object.getPrototypeOf(first)).toBe(Uint8Array.prototype);
    expect([...first]).toEqual([137, 80, 78, 71]);
    expect(first).not.toBe(raw);
    expect(Buffer.isBuffer(second)).toBe(true);
    expect((second as Buffer).toString("hex")).toBe("010203");
    expect(second).not.toBe(buffer);
    raw[0] = 0;
    buffer[0] = 9;
    expect(first[0]).toBe(137);
    expect(second[0]).toBe(1);
    expect(validateToolResult(result).ok).toBe(true);
  });

  it("a value that is not JSON data, where the contract lets one through (strands' error), is kept as it is", async () => {
    const error = new Error("motor stalled");
    const result = await resultOf(
      returning(() => ({ status: "error", content: [{ text: "stalled" }], error }), "strands"),
    );
    expect((result as { error?: unknown }).error).toBe(error);
  });
});

describe("a result that changes while it is copied", () => {
  it("a getter that answers with a value outside the contract on its second read gives an error result", async () => {
    let reads = 0;
    const result = await resultOf(
      returning(() => ({
        status: "success",
        content: [
          {
            json: {
              get hz() {
                return ++reads === 1 ? 49.7 : NaN;
              },
            },
          },
        ],
      })),
    );
    expect(result.status).toBe("error");
    expect(text(result)).toMatch(/changed while it was checked/);
    expect(text(result)).toMatch(/content\[0\]\.json\.hz/);
  });

  it("a getter that throws on its second read gives an error result that names it", async () => {
    let reads = 0;
    const result = await resultOf(
      returning(() => ({
        status: "success",
        content: [
          {
            json: {
              get hz() {
                if (++reads > 1) throw new Error("sensor gone");
                return 1;
              },
            },
          },
        ],
      })),
    );
    expect(result.status).toBe("error");
    expect(text(result)).toMatch(/changed while it was checked/);
    expect(text(result)).toMatch(/content\[0\]\.json\.hz/);
    expect(text(result)).toMatch(/sensor gone/);
    expect(validateToolResult(result).ok).toBe(true);
  });

  it("a ToolResultEvent made directly throws a ToolResultContractError when its result changes while it is copied", () => {
    let reads = 0;
    const live = {
      status: "success",
      get content() {
        return ++reads === 1 ? [{ text: "ok" }] : [{ text: "ok", json: {} }];
      },
    } as unknown as ToolResult;
    expect(() => new ToolResultEvent(live)).toThrow(/content\[0\]/);
  });
});
