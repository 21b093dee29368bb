import { describe, it, expect } from "vitest";
import {
  AgentTool,
  ToolResultContractError,
  ToolResultEvent,
  TypedEvent,
  type JsonValue,
  type ToolGenerator,
  type ToolResult,
  type ToolSpec,
  type ToolUse,
} from "../../../src/runtime/index.js";

describe("TypedEvent", () => {
  it("carries its data, a type tag and is a callback event by default", () => {
    const event = new TypedEvent({ type: "progress", done: 3 });
    expect(event.type).toBe("progress");
    expect(event.data).toEqual({ type: "progress", done: 3 });
    expect(event.isCallbackEvent).toBe(true);
    expect(JSON.parse(JSON.stringify(event))).toEqual({ type: "progress", done: 3 });
  });
});

describe("ToolResultEvent", () => {
  const result: ToolResult = {
    toolUseId: "t-1",
    status: "success",
    content: [{ text: "done" }, { json: { frames: 3 } }],
  };

  it("exposes the result, its toolUseId, the tool_result tag, and is not a callback event", () => {
    const event = new ToolResultEvent(result);
    expect(event.type).toBe("tool_result");
    // A frozen copy of what was checked, not the caller's object (see snapshot.test.ts).
    expect(event.toolResult).toEqual(result);
    expect(event.toolResult).not.toBe(result);
    expect(Object.isFrozen(event.toolResult)).toBe(true);
    expect(event.toolUseId).toBe("t-1");
    expect(event.isCallbackEvent).toBe(false);
    expect(event).toBeInstanceOf(TypedEvent);
  });

  it("fails where a result with an extra top-level key is made, naming the key", () => {
    const broken = { status: "success", content: [{ text: "ok" }], frames: 512 } as unknown as ToolResult;
    expect(() => new ToolResultEvent(broken)).toThrow(ToolResultContractError);
    try {
      new ToolResultEvent(broken);
    } catch (error) {
      expect((error as ToolResultContractError).issues.map((issue) => issue.path)).toEqual([["frames"]]);
      expect((error as Error).message).toContain("frames");
    }
  });

  it("fails for a block with two kinds, naming the block", () => {
    const broken = { status: "success", content: [{ text: "ok" }, { text: "a", json: {} }] } as unknown as ToolResult;
    try {
      new ToolResultEvent(broken);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ToolResultContractError);
      expect((error as ToolResultContractError).issues[0]?.path.slice(0, 2)).toEqual(["content", 1]);
    }
  });

  it("checks against a given contract", () => {
    const degraded: ToolResult = { status: "degraded", content: [{ text: "partial" }] };
    expect(new ToolResultEvent(degraded).toolUseId).toBeUndefined();
    expect(() => new ToolResultEvent(degraded, "strands")).toThrow(/degraded/);
  });
});

class EchoTool extends AgentTool {
  readonly toolName = "echo";
  readonly toolType = "test";
  readonly toolSpec: ToolSpec = {
    name: "echo",
    description: "Echoes its input",
    inputSchema: { type: "object", properties: {} },
  };
  async *stream(toolUse: ToolUse): ToolGenerator {
    yield new TypedEvent({ type: "progress", step: 1 });
    yield new ToolResultEvent({
      toolUseId: toolUse.toolUseId,
      status: "success",
      content: [{ json: toolUse.input as JsonValue }],
    });
  }
}

class VersionedTool extends EchoTool {
  override get supportsHotReload(): boolean {
    return true;
  }
  override getDisplayProperties(): Record<string, string> {
    return { ...super.getDisplayProperties(), Version: "2" };
  }
}

describe("AgentTool", () => {
  it("has the base defaults: no hot reload, not dynamic, Name and Type display properties", () => {
    const tool = new EchoTool();
    expect(tool.supportsHotReload).toBe(false);
    expect(tool.isDynamic).toBe(false);
    expect(tool.getDisplayProperties()).toEqual({ Name: "echo", Type: "test" });
  });

  it("is marked dynamic by markDynamic", () => {
    const tool = new EchoTool();
    tool.markDynamic();
    expect(tool.isDynamic).toBe(true);
    expect(new EchoTool().isDynamic).toBe(false);
  });

  it("lets subclasses override hot reload and extend display properties", () => {
    const tool = new VersionedTool();
    expect(tool.supportsHotReload).toBe(true);
    expect(tool.getDisplayProperties()).toEqual({ Name: "echo", Type: "test", Version: "2" });
  });

  it("streams events, the last one carrying the result", async () => {
    const events = [];
    for await (const event of new EchoTool().stream({ toolUseId: "u1", name: "echo", input: { a: 1 } }))
      events.push(event);
    expect(events.map((event) => event.type)).toEqual(["progress", "tool_result"]);
    const last = events.at(-1);
    expect(last).toBeInstanceOf(ToolResultEvent);
    expect((last as ToolResultEvent).toolResult).toEqual({
      toolUseId: "u1",
      status: "success",
      content: [{ json: { a: 1 } }],
    });
  });
});
