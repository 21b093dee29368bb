// Property: a tool's stream never throws. Whatever a tool() callback or its input validator throws,
// returns, resolves or rejects with (fast-check plans of result-shaped values and worse: getters that
// throw hostile values, proxies whose traps throw, revoked proxies, null-prototype objects, Errors whose
// message getter throws, 100 KB messages, thenables whose then throws), and whatever the tool use is,
// the stream yields exactly one ToolResultEvent, whose result keeps to the tool's contract and answers
// the tool use's id. The structured-output tool is held to the same with hostile validators. (A thenable
// whose then never calls back never settles: a timeout and an abort signal end those calls.)
// FUZZ_RUNS sets a longer run.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  assertToolResult,
  StructuredOutputTool,
  tool,
  ToolResultEvent,
  type AgentTool,
  type StandardSchemaWithJSON,
  type ToolUse,
} from "../../../src/runtime/index.js";
import { build, fuzzRuns, fuzzSeed, plans, type Plan } from "../support/hostile.js";

const KEYS = [
  "status",
  "content",
  "toolUseId",
  "text",
  "json",
  "image",
  "error",
  "message",
  "name",
  "issues",
  "value",
  "then",
];
const leaves = fc.oneof(
  fc.anything(),
  fc.constantFrom("success", "error", "degraded", "x", "call-1"),
  fc.constant(undefined),
);

type Mode = "throws" | "returns" | "resolves" | "rejects";
const MODES: readonly Mode[] = ["throws", "returns", "resolves", "rejects"];

function act(mode: Mode, plan: Plan): unknown {
  const value = build(plan);
  switch (mode) {
    case "throws":
      throw value;
    case "returns":
      return value;
    case "resolves":
      return Promise.resolve().then(() => value);
    case "rejects":
      return Promise.reject(value);
  }
}

/** A Standard Schema whose validate acts on `plan`, or answers `{ value }` / `{ issues }` built from it. */
function schemaFrom(mode: Mode | "value" | "issues", plan: Plan): StandardSchemaWithJSON {
  return {
    "~standard": {
      version: 1,
      vendor: "fuzz",
      validate: (() => {
        if (mode === "value") return { value: build(plan) };
        if (mode === "issues") return { issues: build(plan) };
        return act(mode, plan);
      }) as never,
      jsonSchema: { input: () => ({ type: "object", properties: {} }), output: () => ({ type: "object" }) },
    },
  };
}

async function expectOneResult(
  agentTool: AgentTool,
  toolUse: unknown,
  contract: "strands-robots" | "strands",
): Promise<void> {
  const seen: unknown[] = [];
  // A thenable whose then never calls back never settles: the signal (and the tools' timeoutMs) end the wait.
  const options = { structuredOutputContext: { storeResult: () => undefined }, signal: AbortSignal.timeout(50) };
  for await (const event of agentTool.stream(toolUse as ToolUse, {}, options)) seen.push(event);
  expect(seen).toHaveLength(1);
  expect(seen[0]).toBeInstanceOf(ToolResultEvent);
  const result = (seen[0] as ToolResultEvent).toolResult;
  expect(() => assertToolResult(result, contract)).not.toThrow();
  expect(typeof result.toolUseId).toBe("string");
  if (typeof (toolUse as { toolUseId?: unknown } | null)?.toolUseId === "string")
    expect(result.toolUseId).toBe("call-1");
}

describe("tool streams on hostile code", () => {
  it("yield one ToolResultEvent whatever the callback or the validator does", async () => {
    const runs = fuzzRuns(400);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<"callback" | "validator" | "structured">("callback", "callback", "validator", "structured"),
        fc.constantFrom<Mode | "value" | "issues">(...MODES, "value", "issues"),
        plans(KEYS, leaves),
        fc.constantFrom<"strands-robots" | "strands">("strands-robots", "strands"),
        fc.oneof(
          { weight: 4, arbitrary: fc.constant<unknown>({ toolUseId: "call-1", name: "fuzz", input: {} }) },
          { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, null, 5, { name: "fuzz" }, { toolUseId: 7 }) },
        ),
        async (where, mode, plan, contract, toolUse) => {
          let agentTool: AgentTool;
          if (where === "structured") agentTool = new StructuredOutputTool(schemaFrom(mode, plan), { name: "fuzz" });
          else if (where === "validator") {
            agentTool = tool({
              name: "fuzz",
              description: "d",
              inputSchema: schemaFrom(mode, plan),
              callback: () => "ok",
              contract,
              timeoutMs: 50,
            });
          } else {
            const act_ = mode === "value" || mode === "issues" ? "returns" : mode;
            agentTool = tool({
              name: "fuzz",
              description: "d",
              inputSchema: schemaFrom("value", { t: "value", value: {} }),
              callback: () => act(act_, plan),
              contract,
              timeoutMs: 50,
            });
          }
          await expectOneResult(agentTool, toolUse, where === "structured" ? "strands-robots" : contract);
        },
      ),
      { numRuns: runs, seed: fuzzSeed(20261212) },
    );
  });
});
