import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  assertToolResult,
  StructuredOutputError,
  tool,
  ToolRegistry,
  ToolResultEvent,
  type ToolResult,
} from "../../../src/runtime/index.js";
import { runAgent, ScriptedModel } from "./support/scripted-loop.js";

const Report = z
  .object({
    episodes: z.number().int().nonnegative(),
    successRate: z.number().min(0).max(1),
    summary: z.string(),
    warnings: z.array(z.string()).optional(),
  })
  .meta({ title: "RolloutReport", description: "The outcome of a rollout" });

function makeRegistry(): ToolRegistry {
  const rollout = tool({
    name: "run_rollout",
    description: "Run policy rollouts on the arm",
    inputSchema: z.object({ episodes: z.number().int().positive() }),
    callback: ({ episodes }) => {
      const telemetry = { episodes, successes: episodes, steps: episodes * 160 };
      return {
        status: "success",
        content: [{ text: `Rollout completed: ${episodes} episodes.` }, { json: telemetry }],
      };
    },
  });
  const camera = tool({
    name: "camera_check",
    description: "Check the wrist camera",
    inputSchema: z.object({}),
    callback: () => {
      throw new Error("camera offline");
    },
  });
  return new ToolRegistry([rollout, camera]);
}

describe("a scripted agent run", () => {
  it("runs tools, forces structured output after a plain end of turn, and cleans up", async () => {
    const registry = makeRegistry();
    const model = new ScriptedModel([
      {
        toolUses: [
          { toolUseId: "t1", name: "run_rollout", input: { episodes: 2 } },
          { toolUseId: "t2", name: "camera_check", input: {} },
        ],
      },
      { text: "All done." },
      // Forced: the first answer is invalid, so the model gets the issues back and tries again.
      { toolUses: [{ toolUseId: "s1", name: "RolloutReport", input: { episodes: 2, successRate: 2, summary: "ok" } }] },
      (request) => {
        const feedback = request.toolResults[0];
        expect(feedback?.status).toBe("error");
        return {
          toolUses: [
            {
              toolUseId: "s2",
              name: "RolloutReport",
              input: { episodes: 2, successRate: 1, summary: "Both episodes succeeded.", warnings: null },
            },
          ],
        };
      },
    ]);

    const outcome = await runAgent({ model, registry, structuredOutputSchema: Report });

    expect(outcome.output).toEqual({ episodes: 2, successRate: 1, summary: "Both episodes succeeded." });
    expect(model.remaining).toBe(0);

    // The structured-output tool was offered from the start, forcing only came after the plain end of turn.
    expect(model.requests.map((request) => request.toolSpecs.map((spec) => spec.name))).toEqual(
      Array(4).fill(["run_rollout", "camera_check", "RolloutReport"]),
    );
    expect(model.requests.map((request) => request.toolChoice)).toEqual([
      undefined,
      undefined,
      { any: {} },
      { any: {} },
    ]);

    // Every result, including the failures, is a contract-valid result for the right tool use.
    expect(outcome.results.map((result) => [result.toolUseId, result.status])).toEqual([
      ["t1", "success"],
      ["t2", "error"],
      ["s1", "error"],
      ["s2", "success"],
    ]);
    for (const result of outcome.results) assertToolResult(result);
    expect(outcome.results[0]?.content).toEqual([
      { text: "Rollout completed: 2 episodes." },
      { json: { episodes: 2, successes: 2, steps: 320 } },
    ]);
    expect(outcome.results[1]?.content).toEqual([{ text: "Tool camera_check failed: camera offline" }]);
    expect(outcome.results[2]?.content).toEqual([
      {
        text: "Validation failed for RolloutReport. Please fix the following errors:\n- Field 'successRate': Too big: expected number to be <=1",
      },
    ]);
    expect(outcome.events.every((event) => event instanceof ToolResultEvent)).toBe(true);

    // The dynamic tool is gone, the stored output was taken, the static tools stay.
    expect(registry.dynamicTools.size).toBe(0);
    expect(registry.list().map((t) => t.toolName)).toEqual(["run_rollout", "camera_check"]);
    expect(outcome.context.results.size).toBe(0);
  });

  it("raises StructuredOutputError when the model refuses the forced tool, and still cleans up", async () => {
    const registry = makeRegistry();
    const model = new ScriptedModel([{ text: "Here is my answer in prose." }, { text: "Still prose." }]);
    const run = runAgent({ model, registry, structuredOutputSchema: Report });
    await expect(run).rejects.toThrow(StructuredOutputError);
    await expect(run).rejects.toMatchObject({ toolName: "RolloutReport" });
    expect(model.requests.map((request) => request.toolChoice)).toEqual([undefined, { any: {} }]);
    expect(registry.dynamicTools.size).toBe(0);
    expect(registry.get("RolloutReport")).toBeUndefined();
  });

  it("ends on the first structured output without forcing", async () => {
    const registry = makeRegistry();
    const model = new ScriptedModel([
      {
        toolUses: [
          { toolUseId: "s", name: "RolloutReport", input: { episodes: 0, successRate: 0, summary: "Nothing ran." } },
        ],
      },
    ]);
    const outcome = await runAgent({ model, registry, structuredOutputSchema: Report });
    expect(outcome.output).toEqual({ episodes: 0, successRate: 0, summary: "Nothing ran." });
    expect(model.requests[0]?.toolChoice).toBeUndefined();
    expect(registry.dynamicTools.size).toBe(0);
  });

  it("runs without structured output and returns the model's text", async () => {
    const registry = makeRegistry();
    const model = new ScriptedModel([
      {
        toolUses: [
          { toolUseId: "t", name: "run_rollout", input: { episodes: "many" } },
          { toolUseId: "u", name: "no_such_tool", input: {} },
        ],
      },
      { text: "The rollout needs a number." },
    ]);
    const outcome = await runAgent({ model, registry });
    expect(outcome.output).toBeUndefined();
    expect(outcome.text).toBe("The rollout needs a number.");
    expect(model.requests[0]?.toolSpecs.map((spec) => spec.name)).toEqual(["run_rollout", "camera_check"]);
    const [invalid, unknown] = outcome.results as [ToolResult, ToolResult];
    expect(invalid.status).toBe("error");
    expect(invalid.content[0]).toEqual({
      text: "Invalid input for run_rollout. Please fix the following errors:\n- Field 'episodes': Invalid input: expected number, received string",
    });
    expect(unknown).toEqual({ toolUseId: "u", status: "error", content: [{ text: 'Unknown tool "no_such_tool".' }] });
  });
});
