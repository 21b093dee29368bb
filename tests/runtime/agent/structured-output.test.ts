import { describe, it, expect } from "vitest";
import { type } from "arktype";
import { z } from "zod";
import {
  assertToolResult,
  StructuredOutputContext,
  StructuredOutputError,
  StructuredOutputTool,
  ToolRegistry,
  ToolRegistryError,
  ToolResultEvent,
  type StandardSchemaWithJSON,
  type ToolResult,
  type ToolUse,
} from "../../../src/runtime/index.js";
import { STRUCTURED_OUTPUT_PREAMBLE } from "../../../src/runtime/agent/structured-output/tool.js";

async function run(
  tool: StructuredOutputTool,
  toolUse: ToolUse,
  context?: StructuredOutputContext,
): Promise<ToolResult> {
  const events = [];
  for await (const event of tool.stream(toolUse, {}, { structuredOutputContext: context })) events.push(event);
  expect(events).toHaveLength(1);
  const [event] = events;
  expect(event).toBeInstanceOf(ToolResultEvent);
  const result = (event as ToolResultEvent).toolResult;
  assertToolResult(result);
  return result;
}

const text = (result: ToolResult): string => (result.content[0] as { text: string }).text;

const zodReport = z
  .object({
    task: z.string().min(1),
    success: z.boolean(),
    metrics: z.object({ frames: z.number().int(), hz: z.number().optional() }),
    notes: z.string().optional(),
  })
  .meta({ title: "TeleopReport", description: "Summary of a teleoperation run" });

const arkReport = type({
  task: "string > 0",
  success: "boolean",
  metrics: { frames: "number.integer", "hz?": "number" },
  "notes?": "string",
}).configure({ title: "TeleopReport", description: "Summary of a teleoperation run" });

const libraries: [string, StandardSchemaWithJSON][] = [
  ["zod", zodReport],
  ["arktype", arkReport],
];

describe.each(libraries)("StructuredOutputTool with %s", (_library, schema) => {
  it("names itself after the schema title and prefixes the description", () => {
    const tool = new StructuredOutputTool(schema);
    expect(tool.toolName).toBe("TeleopReport");
    expect(tool.toolType).toBe("structured_output");
    expect(tool.schema).toBe(schema);
    expect(tool.toolSpec.description).toBe(
      "IMPORTANT: This StructuredOutputTool should only be invoked as the last and final tool before returning the completed result to the caller. " +
        "<description>Summary of a teleoperation run</description>",
    );
    expect(tool.toolSpec.inputSchema.required).toEqual(expect.arrayContaining(["task", "success", "metrics"]));
    expect(tool.getDisplayProperties()).toEqual({ Name: "TeleopReport", Type: "structured_output" });
  });

  it("validates, stores the typed value and confirms", async () => {
    const context = new StructuredOutputContext(schema);
    const tool = context.structuredOutputTool as StructuredOutputTool;
    const input = { task: "pick", success: true, metrics: { frames: 512, hz: 49.7 } };
    const result = await run(tool, { toolUseId: "so-1", name: "TeleopReport", input }, context);
    expect(result).toEqual({
      toolUseId: "so-1",
      status: "success",
      content: [{ text: "Successfully validated TeleopReport structured output" }],
    });
    expect(context.getResult("so-1")).toEqual(input);
  });

  it("accepts null for an optional field, as the nullable spec invites", async () => {
    const context = new StructuredOutputContext(schema);
    const tool = context.structuredOutputTool as StructuredOutputTool;
    const result = await run(
      tool,
      {
        toolUseId: "n",
        name: "TeleopReport",
        input: { task: "t", success: false, metrics: { frames: 1, hz: null }, notes: null },
      },
      context,
    );
    expect(result.status).toBe("success");
    expect(context.getResult("n")).toEqual({ task: "t", success: false, metrics: { frames: 1 } });
  });

  it("lists every validation issue with its field path and stores nothing", async () => {
    const context = new StructuredOutputContext(schema);
    const tool = context.structuredOutputTool as StructuredOutputTool;
    const result = await run(
      tool,
      { toolUseId: "so-2", name: "TeleopReport", input: { task: "", success: "yes", metrics: { frames: 1.5 } } },
      context,
    );
    expect(result.status).toBe("error");
    expect(result.toolUseId).toBe("so-2");
    const lines = text(result).split("\n");
    expect(lines[0]).toBe("Validation failed for TeleopReport. Please fix the following errors:");
    const fields = lines.slice(1).map((line) => /^- Field '([^']+)': .+$/.exec(line)?.[1]);
    expect(fields.sort()).toEqual(["metrics -> frames", "success", "task"]);
    expect(context.results.size).toBe(0);
  });

  it('uses "root" for an issue without a path', async () => {
    const context = new StructuredOutputContext(schema);
    const result = await run(
      context.structuredOutputTool as StructuredOutputTool,
      { toolUseId: "r", name: "TeleopReport", input: "not an object" },
      context,
    );
    expect(text(result)).toMatch(
      /^Validation failed for TeleopReport\. Please fix the following errors:\n- Field 'root': .+$/,
    );
  });
});

describe("StructuredOutputTool", () => {
  it("reports an unexpected error from the validator", async () => {
    const throwing: StandardSchemaWithJSON = {
      "~standard": {
        ...zodReport["~standard"],
        validate: () => {
          throw new Error("validator exploded");
        },
      },
    };
    const context = new StructuredOutputContext(throwing, { name: "Exploding" });
    const result = await run(
      context.structuredOutputTool as StructuredOutputTool,
      { toolUseId: "x", name: "Exploding", input: {} },
      context,
    );
    expect(result).toEqual({
      toolUseId: "x",
      status: "error",
      content: [{ text: "Unexpected error validating Exploding: validator exploded" }],
    });
  });

  it("reports a missing context as an unexpected error rather than losing the value", async () => {
    const tool = new StructuredOutputTool(zodReport);
    const result = await run(tool, {
      toolUseId: "y",
      name: "TeleopReport",
      input: { task: "a", success: true, metrics: { frames: 1 } },
    });
    expect(result.status).toBe("error");
    expect(text(result)).toBe(
      "Unexpected error validating TeleopReport: no StructuredOutputContext was passed to stream() as options.structuredOutputContext",
    );
  });

  it("awaits a validator that answers asynchronously", async () => {
    const asyncSchema: StandardSchemaWithJSON = {
      "~standard": { ...zodReport["~standard"], validate: async (value) => zodReport["~standard"].validate(value) },
    };
    const context = new StructuredOutputContext(asyncSchema, { name: "Later" });
    const ok = await run(
      context.structuredOutputTool as StructuredOutputTool,
      { toolUseId: "a", name: "Later", input: { task: "a", success: true, metrics: { frames: 2 } } },
      context,
    );
    expect(ok.status).toBe("success");
    expect(context.getResult("a")).toEqual({ task: "a", success: true, metrics: { frames: 2 } });
  });

  it("takes the name and description from options", () => {
    const tool = new StructuredOutputTool(z.object({ a: z.string() }), { name: "Answer", description: "The answer" });
    expect(tool.toolName).toBe("Answer");
    expect(tool.toolSpec.name).toBe("Answer");
    expect(tool.toolSpec.description).toBe(`${STRUCTURED_OUTPUT_PREAMBLE}<description>The answer</description>`);
  });

  it("falls back to StructuredOutputTool without a title", () => {
    expect(new StructuredOutputTool(z.object({ a: z.string() })).toolName).toBe("StructuredOutputTool");
  });

  it("asks for options.name when the title is not a valid tool name", () => {
    const titled = z.object({ a: z.string() }).meta({ title: "Robot Report" });
    expect(() => new StructuredOutputTool(titled)).toThrow(ToolRegistryError);
    expect(() => new StructuredOutputTool(titled)).toThrow(
      `StructuredOutputTool: the schema's title cannot be the tool name (tool name "Robot Report" contains " "; use only letters, digits, "_" and "-"). Pass a valid name as options.name.`,
    );
    expect(new StructuredOutputTool(titled, { name: "RobotReport" }).toolName).toBe("RobotReport");
    expect(() => new StructuredOutputTool(titled, { name: "" })).toThrow(
      "StructuredOutputTool: invalid options.name (a tool name must not be empty).",
    );
  });

  it("hands out spec copies that callers can change", () => {
    const tool = new StructuredOutputTool(zodReport);
    const spec = tool.toolSpec;
    spec.description = "changed";
    spec.inputSchema.properties = {};
    expect(tool.toolSpec.description.startsWith(STRUCTURED_OUTPUT_PREAMBLE)).toBe(true);
    expect(Object.keys(tool.toolSpec.inputSchema.properties ?? {})).toEqual(["task", "success", "metrics", "notes"]);
    // A second tool from the same schema starts from the cached, unchanged spec.
    expect(new StructuredOutputTool(zodReport).toolSpec).toEqual(tool.toolSpec);
  });
});

describe("StructuredOutputContext", () => {
  const uses = (...entries: [string, string][]): ToolUse[] =>
    entries.map(([toolUseId, name]) => ({ toolUseId, name, input: {} }));

  it("is disabled without a schema, and then finds and does nothing", () => {
    const context = new StructuredOutputContext();
    const registry = new ToolRegistry();
    expect(context.isEnabled).toBe(false);
    expect(context.structuredOutputTool).toBeUndefined();
    expect(context.expectedToolName).toBeUndefined();
    expect(context.getToolSpec()).toBeUndefined();
    expect(context.hasStructuredOutputTool(uses(["1", "StructuredOutputTool"]))).toBe(false);
    expect(context.extractResult(uses(["1", "StructuredOutputTool"]))).toBeUndefined();
    context.setForcedMode();
    expect(context.forcedMode).toBe(false);
    expect(context.forceAttempted).toBe(false);
    expect(context.toolChoice).toBeUndefined();
    context.registerTool(registry);
    expect(registry.list()).toEqual([]);
  });

  it("starts unforced, with the tool and its name", () => {
    const context = new StructuredOutputContext(zodReport);
    expect(context.isEnabled).toBe(true);
    expect(context.expectedToolName).toBe("TeleopReport");
    expect(context.getToolSpec()).toEqual(context.structuredOutputTool?.toolSpec);
    expect([context.forcedMode, context.forceAttempted, context.stopLoop, context.toolChoice]).toEqual([
      false,
      false,
      false,
      undefined,
    ]);
  });

  it("forces with { any: {} } by default, or the given tool choice", () => {
    const context = new StructuredOutputContext(zodReport);
    context.setForcedMode();
    expect([context.forcedMode, context.forceAttempted]).toEqual([true, true]);
    expect(context.toolChoice).toEqual({ any: {} });
    context.setForcedMode({ tool: { name: "TeleopReport" } });
    expect(context.toolChoice).toEqual({ tool: { name: "TeleopReport" } });
  });

  it("stores, gets and extracts results; extracting removes them", () => {
    const context = new StructuredOutputContext(zodReport);
    const value = { task: "a", success: true, metrics: { frames: 1 } };
    context.storeResult("so", value);
    expect(context.getResult("so")).toBe(value);
    expect(context.getResult("so")).toBe(value);
    expect(context.hasStructuredOutputTool(uses(["t", "other"]))).toBe(false);
    expect(context.extractResult(uses(["t", "other"]))).toBeUndefined();
    expect(context.hasStructuredOutputTool(uses(["t", "other"], ["so", "TeleopReport"]))).toBe(true);
    expect(context.extractResult(uses(["t", "other"], ["so", "TeleopReport"]))).toBe(value);
    expect(context.getResult("so")).toBeUndefined();
    expect(context.extractResult(uses(["so", "TeleopReport"]))).toBeUndefined();
  });

  it("extracts the first stored result among several structured-output calls", () => {
    const context = new StructuredOutputContext(zodReport);
    const second = { task: "b", success: false, metrics: { frames: 2 } };
    context.storeResult("second", second);
    expect(context.extractResult(uses(["first", "TeleopReport"], ["second", "TeleopReport"]))).toBe(second);
  });

  it("registers its tool as a dynamic tool once, and cleans it up", () => {
    const context = new StructuredOutputContext(zodReport);
    const registry = new ToolRegistry();
    context.registerTool(registry);
    context.registerTool(registry);
    expect([...registry.dynamicTools.keys()]).toEqual(["TeleopReport"]);
    expect(context.structuredOutputTool?.isDynamic).toBe(true);
    context.cleanup(registry);
    expect(registry.dynamicTools.size).toBe(0);
    expect(registry.get("TeleopReport")).toBeUndefined();
    context.cleanup(registry);
  });

  it("does not remove another context's tool of the same name", () => {
    const registry = new ToolRegistry();
    const first = new StructuredOutputContext(zodReport);
    const second = new StructuredOutputContext(zodReport);
    first.registerTool(registry);
    second.registerTool(registry);
    second.cleanup(registry);
    expect(registry.get("TeleopReport")).toBe(first.structuredOutputTool);
  });
});

describe("StructuredOutputError", () => {
  it("names the tool the model refused", () => {
    const error = new StructuredOutputError("TeleopReport");
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("StructuredOutputError");
    expect(error.toolName).toBe("TeleopReport");
    expect(error.message).toMatch(
      /^The model did not call the structured output tool "TeleopReport", even after the tool choice forced it to\./,
    );
  });
});
