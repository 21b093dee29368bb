import { describe, it, expect } from "vitest";
import {
  AgentTool,
  ToolRegistry,
  ToolRegistryError,
  ToolResultEvent,
  type ToolGenerator,
  type ToolSpec,
  type ToolUse,
} from "../../../src/runtime/index.js";

class NamedTool extends AgentTool {
  constructor(
    readonly toolName: string,
    private readonly specName = toolName,
  ) {
    super();
  }
  get toolType(): string {
    return "test";
  }
  get toolSpec(): ToolSpec {
    return {
      name: this.specName,
      description: `The ${this.specName} tool`,
      inputSchema: { type: "object", properties: {} },
    };
  }
  async *stream(toolUse: ToolUse): ToolGenerator {
    yield new ToolResultEvent({ toolUseId: toolUse.toolUseId, status: "success", content: [{ text: this.toolName }] });
  }
}

describe("ToolRegistry", () => {
  it("registers, gets, lists and removes tools", () => {
    const a = new NamedTool("alpha");
    const b = new NamedTool("beta-2");
    const registry = new ToolRegistry([a]).register(b);
    expect(registry.get("alpha")).toBe(a);
    expect(registry.get("gamma")).toBeUndefined();
    expect(registry.has("beta-2")).toBe(true);
    expect(registry.list()).toEqual([a, b]);
    expect(registry.toolSpecs().map((spec) => spec.name)).toEqual(["alpha", "beta-2"]);
    expect(registry.remove("alpha")).toBe(true);
    expect(registry.remove("alpha")).toBe(false);
    expect(registry.list()).toEqual([b]);
  });

  it("keeps dynamic tools apart and marks them dynamic", () => {
    const fixed = new NamedTool("fixed");
    const dynamic = new NamedTool("late");
    const registry = new ToolRegistry([fixed]);
    registry.registerDynamicTool(dynamic);
    expect(dynamic.isDynamic).toBe(true);
    expect(fixed.isDynamic).toBe(false);
    expect([...registry.dynamicTools.keys()]).toEqual(["late"]);
    expect(registry.dynamicTools.has("fixed")).toBe(false);
    expect(registry.get("late")).toBe(dynamic);
    expect(registry.list()).toEqual([fixed, dynamic]);
    registry.remove("late");
    expect(registry.dynamicTools.size).toBe(0);
    expect(registry.list()).toEqual([fixed]);
  });

  it("rejects a duplicate name, static or dynamic, and says how to fix it", () => {
    const registry = new ToolRegistry([new NamedTool("dup")]);
    expect(() => registry.register(new NamedTool("dup"))).toThrow(ToolRegistryError);
    expect(() => registry.registerDynamicTool(new NamedTool("dup"))).toThrow(
      'Tool "dup" is already registered (as a tool). Tool names must be unique: rename one of them or remove the other first.',
    );
    registry.registerDynamicTool(new NamedTool("dyn"));
    expect(() => registry.register(new NamedTool("dyn"))).toThrow(/already registered \(as a dynamic tool\)/);
  });

  it.each([
    ["", "a tool name must not be empty"],
    ["has space", 'tool name "has space" contains " "; use only letters, digits, "_" and "-"'],
    ["dot.and/slash", 'tool name "dot.and/slash" contains ".", "/"; use only letters, digits, "_" and "-"'],
    ["x".repeat(65), `a tool name has at most 64 characters, "${"x".repeat(20)}..." has 65`],
  ])("rejects the invalid name %j", (name, problem) => {
    const registry = new ToolRegistry();
    expect(() => registry.register(new NamedTool(name))).toThrow(`Invalid tool name: ${problem}.`);
    expect(registry.list()).toEqual([]);
  });

  it("accepts names of 1 and 64 characters of letters, digits, _ and -", () => {
    const registry = new ToolRegistry([new NamedTool("a"), new NamedTool(`A_b-9${"z".repeat(59)}`)]);
    expect(registry.list()).toHaveLength(2);
  });

  it("rejects a tool whose spec name differs from its name", () => {
    expect(() => new ToolRegistry([new NamedTool("one", "two")])).toThrow(
      'Tool "one" has a spec named "two"; the model calls tools by the spec\'s name, so the two must match.',
    );
  });
});
