import { describe, expect, it } from "vitest";
import { BLOCK_SHAPES, DEFAULT_CONTRACT, MCP_BLOCKS, PRESET_NAMES, PRESETS } from "../../src/contract/presets.js";
import { defineContract } from "../../src/contract/define.js";
import { validateToolResult } from "../../src/runtime/index.js";

/** Every object and array inside `value`, itself included. */
function objectsIn(value: unknown, found: object[] = []): object[] {
  if (value !== null && typeof value === "object") {
    found.push(value);
    for (const key of Object.keys(value)) objectsIn((value as Record<string, unknown>)[key], found);
  }
  return found;
}

describe("the presets are frozen, all the way down", () => {
  it("every object and array of PRESETS, MCP_BLOCKS, BLOCK_SHAPES and PRESET_NAMES is frozen", () => {
    const all = objectsIn([PRESETS, MCP_BLOCKS, BLOCK_SHAPES, PRESET_NAMES]).slice(1);
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter((object) => !Object.isFrozen(object))).toEqual([]);
  });

  it("a write throws (modules are strict) and changes no check", () => {
    expect(() => (PRESETS.strands.statuses as unknown as string[]).push("skipped")).toThrow(TypeError);
    expect(() => {
      (PRESETS.mcp.taggedBlocks.kinds.text!.required as Record<string, string>).text = "number";
    }).toThrow(TypeError);
    expect(() => {
      (DEFAULT_CONTRACT as { name: string }).name = "changed";
    }).toThrow(TypeError);
    expect(validateToolResult({ status: "skipped", content: [{ text: "a" }] }, "strands").ok).toBe(false);
  });

  it("contracts made by defineContract are frozen too", () => {
    const contract = defineContract({
      preset: "mcp",
      allowedKeys: ["structuredContent", "isError", "_meta", "traceId"],
    });
    expect(objectsIn(contract).filter((object) => !Object.isFrozen(object))).toEqual([]);
  });
});
