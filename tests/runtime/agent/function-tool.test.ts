import { describe, it, expect } from "vitest";
import { type } from "arktype";
import { z } from "zod";
import {
  AgentTool,
  assertToolResult,
  FunctionTool,
  PRESETS,
  tool,
  ToolRegistryError,
  ToolResultEvent,
  type AbortSignalLike,
  type StandardSchemaWithJSON,
  type ToolResult,
  type ToolUse,
} from "../../../src/runtime/index.js";

const moveInput = z.object({
  joint: z.string(),
  degrees: z.number().min(-180).max(180),
  speed: z.number().positive().optional(),
});

async function call(
  agentTool: AgentTool,
  input: unknown,
  state: Record<string, unknown> = {},
  toolUseId = "call-1",
): Promise<ToolResult> {
  const toolUse: ToolUse = { toolUseId, name: agentTool.toolName, input };
  let last: unknown;
  for await (const event of agentTool.stream(toolUse, state, {})) last = event;
  expect(last).toBeInstanceOf(ToolResultEvent);
  const result = (last as ToolResultEvent).toolResult;
  assertToolResult(result);
  expect(result.toolUseId).toBe(toolUseId);
  return result;
}

const firstText = (result: ToolResult): string => (result.content[0] as { text: string }).text;

describe("tool()", () => {
  it("builds an AgentTool with a function type and a flattened spec", () => {
    const move = tool({
      name: "move_joint",
      description: "Move one joint",
      inputSchema: moveInput,
      callback: () => "ok",
    });
    expect(move).toBeInstanceOf(AgentTool);
    expect(move).toBeInstanceOf(FunctionTool);
    expect(move.toolName).toBe("move_joint");
    expect(move.toolType).toBe("function");
    expect(move.toolSpec).toEqual({
      name: "move_joint",
      description: "Move one joint",
      inputSchema: {
        type: "object",
        properties: {
          joint: { type: "string" },
          degrees: { type: "number", minimum: -180, maximum: 180 },
          speed: { type: ["number", "null"], exclusiveMinimum: 0 },
        },
        required: ["joint", "degrees"],
      },
    });
  });

  it("passes the validated input and the invocation to the callback", async () => {
    const seen: unknown[] = [];
    const move = tool({
      name: "move",
      description: "Move",
      inputSchema: moveInput,
      callback: (input, context) => {
        seen.push(input, context.toolUse.toolUseId, context.invocationState);
        return `moved ${input.joint} by ${input.degrees}`;
      },
    });
    const result = await call(move, { joint: "elbow", degrees: 30, speed: null }, { operator: "ana" });
    expect(result).toEqual({ toolUseId: "call-1", status: "success", content: [{ text: "moved elbow by 30" }] });
    expect(seen).toEqual([{ joint: "elbow", degrees: 30 }, "call-1", { operator: "ana" }]);
  });

  it("hands the caller's abort signal to the callback as it is (an AbortSignal is an AbortSignalLike)", async () => {
    const controller = new AbortController();
    const signal: AbortSignalLike = controller.signal;
    const seen: (AbortSignalLike | undefined)[] = [];
    const wait = tool({
      name: "wait",
      description: "Wait",
      inputSchema: z.object({}),
      callback: (_input, context) => {
        seen.push(context.signal);
        return context.signal?.aborted ? "aborted" : "done";
      },
    });
    const toolUse: ToolUse = { toolUseId: "call-1", name: "wait", input: {} };
    let last: unknown;
    for await (const event of wait.stream(toolUse, {}, { signal })) last = event;
    expect(seen[0]).toBe(controller.signal);
    expect((last as ToolResultEvent).toolResult.content).toEqual([{ text: "done" }]);
    expect(await call(wait, {})).toMatchObject({ content: [{ text: "done" }] });
    expect(seen[1]).toBeUndefined();
    // Aborted before the call: the callback never runs (tests/runtime/agent/hardening.test.ts has the rest).
    controller.abort();
    for await (const event of wait.stream(toolUse, {}, { signal })) last = event;
    expect(seen).toHaveLength(2);
    expect((last as ToolResultEvent).toolResult.status).toBe("error");
  });

  it("answers invalid input with the issues, without calling the callback", async () => {
    let calls = 0;
    const move = tool({ name: "move", description: "Move", inputSchema: moveInput, callback: () => void calls++ });
    const result = await call(move, { joint: 3, degrees: 500 });
    expect(result.status).toBe("error");
    expect(firstText(result).split("\n")).toEqual([
      "Invalid input for move. Please fix the following errors:",
      "- Field 'joint': Invalid input: expected string, received number",
      "- Field 'degrees': Too big: expected number to be <=180",
    ]);
    expect(calls).toBe(0);
  });

  it("validates with an arktype schema too", async () => {
    const grip = tool({
      name: "grip",
      description: "Close the gripper",
      inputSchema: type({ force: "0 < number <= 40" }),
      callback: ({ force }) => ({ force, closed: true }),
    });
    expect(await call(grip, { force: 12 })).toEqual({
      toolUseId: "call-1",
      status: "success",
      content: [{ json: { force: 12, closed: true } }],
    });
    const bad = await call(grip, { force: 99 });
    expect(bad.status).toBe("error");
    expect(firstText(bad)).toMatch(/^Invalid input for grip\. Please fix the following errors:\n- Field 'force': .*40/);
  });

  it("keeps a contract-valid result and sets its toolUseId", async () => {
    const teleop = tool({
      name: "teleop",
      description: "Teleoperate",
      inputSchema: z.object({ frames: z.number() }),
      callback: async ({ frames }) => ({
        status: "degraded" as const,
        content: [{ text: `Teleoperation: ${frames} frames, 2 errors.` }, { json: { frames, errors: 2 } }],
      }),
    });
    expect(await call(teleop, { frames: 10 })).toEqual({
      toolUseId: "call-1",
      status: "degraded",
      content: [{ text: "Teleoperation: 10 frames, 2 errors." }, { json: { frames: 10, errors: 2 } }],
    });
  });

  it("sends a JSON value as a json block and undefined as a note", async () => {
    const values: unknown[] = [[1, 2], 0, false, null];
    for (const value of values) {
      const t = tool({ name: "v", description: "Value", inputSchema: z.object({}), callback: () => value });
      expect(await call(t, {})).toEqual({ toolUseId: "call-1", status: "success", content: [{ json: value }] });
    }
    const quiet = tool({
      name: "quiet",
      description: "No output",
      inputSchema: z.object({}),
      callback: () => undefined,
    });
    expect(await call(quiet, {})).toEqual({
      toolUseId: "call-1",
      status: "success",
      content: [{ text: "quiet returned no output." }],
    });
  });

  it("turns a result with telemetry beside status and content into an error that names it", async () => {
    const leaky = tool({
      name: "leaky",
      description: "Returns telemetry in the wrong place",
      inputSchema: z.object({}),

      callback: () => ({
        status: "success",
        content: [{ text: "Teleoperation completed." }],
        frames: 512,
        hzActual: 49.7,
      }),
    });
    const result = await call(leaky, {});
    expect(result.status).toBe("error");
    expect(result.content).toHaveLength(1);
    const message = firstText(result);
    expect(message).toMatch(
      /^Tool leaky returned a result that breaks the tool-result contract, so its output was not sent:\n/,
    );
    expect(message).toContain("frames");
    expect(message).toContain("hzActual");
    expect(message).toMatch(
      /A tool returns \{ status, content \} only, with telemetry inside a \{ json: \.\.\. \} content block\.$/,
    );
  });

  it("turns a status outside the contract into an error, and follows a given contract", async () => {
    const degraded = () => ({ status: "degraded", content: [{ text: "partial" }] });
    const strict = tool({
      name: "strict",
      description: "d",
      inputSchema: z.object({}),
      callback: degraded,
      contract: "strands",
    });
    const strictResult = await call(strict, {});
    expect(strictResult.status).toBe("error");
    expect(firstText(strictResult)).toContain("degraded");
    const custom = tool({
      name: "custom",
      description: "d",
      inputSchema: z.object({}),
      callback: degraded,
      contract: PRESETS["strands-robots"],
    });
    expect((await call(custom, {})).status).toBe("degraded");
  });

  it("turns a value that is not JSON into an error", async () => {
    const odd = tool({
      name: "odd",
      description: "d",
      inputSchema: z.object({}),
      callback: () => ({ when: new Date(0), big: 1n }),
    });
    const result = await call(odd, {});
    expect(result.status).toBe("error");
    expect(firstText(result)).toMatch(
      /^Tool odd returned a value that cannot be sent as a json block, so its output was not sent:\n- /,
    );
  });

  it("turns a throw into an error result with the message", async () => {
    const failing = tool({
      name: "failing",
      description: "d",
      inputSchema: z.object({}),
      callback: async () => {
        throw new Error("servo 3 did not answer");
      },
    });
    expect(await call(failing, {})).toEqual({
      toolUseId: "call-1",
      status: "error",
      content: [{ text: "Tool failing failed: servo 3 did not answer" }],
    });
  });

  it("rejects a result that answers a different tool use", async () => {
    const wrong = tool({
      name: "wrong",
      description: "d",
      inputSchema: z.object({}),
      callback: () => ({ toolUseId: "other", status: "success", content: [{ text: "x" }] }),
    });
    const result = await call(wrong, {});
    expect(result.status).toBe("error");
    expect(firstText(result)).toContain('returned a result for tool use "other" while answering "call-1"');
  });

  it("rejects a bad configuration when the tool is made", () => {
    const base = { name: "ok", description: "d", inputSchema: z.object({}), callback: () => "x" };
    expect(() => tool({ ...base, name: "not ok" })).toThrow(ToolRegistryError);
    expect(() => tool({ ...base, description: " " })).toThrow('tool("ok"): description must be a non-empty string');
    expect(() => tool({ ...base, callback: "x" as never })).toThrow('tool("ok"): callback must be a function.');
    expect(() => tool({ ...base, inputSchema: { type: "object" } as unknown as StandardSchemaWithJSON })).toThrow(
      /tool\("ok"\) inputSchema: expected a Standard Schema/,
    );
  });
});
