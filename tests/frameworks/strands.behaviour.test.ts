// Strands Agents TypeScript SDK (`@strands-agents/sdk`): what a `tool({ callback })` return becomes. The
// SDK wraps it (`FunctionTool._wrapInToolResult`) into the ToolResultBlock the agent keeps and hands the
// model provider; the real `Agent` runs each case with Strands' OpenAI model (chat API) pointed at a fake
// chat-completions endpoint on 127.0.0.1, so the test reads both the ToolResultBlock and what that
// provider sends. One tool call per model turn: the SDK's chat adapter keeps only the last of several
// streamed in one turn. docs/frameworks.md lists the facts, and the return that keeps both the text and
// the telemetry (the suggestion no-wrapped-result can offer).
import { Agent, JsonBlock, TextBlock, ToolResultBlock, tool } from "@strands-agents/sdk";
import { OpenAIModel } from "@strands-agents/sdk/models/openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startFakeEndpoint, type FakeEndpoint } from "./lib/fake-endpoint.js";

interface ChatBody {
  messages: { role: string; content?: unknown; tool_call_id?: string }[];
  tools?: { function: { name: string } }[];
}
const chunk = (delta: object, finish: string | null) => ({
  id: "chatcmpl",
  object: "chat.completion.chunk",
  created: 0,
  model: "gpt-4.1",
  choices: [{ index: 0, delta, finish_reason: finish }],
});

let endpoint: FakeEndpoint;
beforeAll(async () => {
  endpoint = await startFakeEndpoint((request) => {
    const body = request.body as ChatBody;
    const answered = body.messages.some((m) => m.role === "tool");
    const name = body.tools?.[0]?.function.name ?? "";
    const toolCall = { index: 0, id: `call_${name}`, type: "function", function: { name, arguments: "{}" } };
    const events = answered
      ? [chunk({ role: "assistant", content: "done" }, null), chunk({}, "stop")]
      : [chunk({ role: "assistant", tool_calls: [toolCall] }, null), chunk({}, "tool_calls")];
    return { events: [...events.map((data) => ({ data })), { data: "[DONE]" }] };
  });
});
afterAll(() => endpoint.close());

interface Outcome {
  /** The ToolResultBlock the agent kept. */
  readonly block: ToolResultBlock;
  /** The tool message's content the OpenAI chat API was sent. */
  readonly sent: unknown;
}

/** Runs an agent whose one tool's callback is `callback`, and returns what its result became. */
async function outcomeOf(callback: () => unknown): Promise<Outcome> {
  const before = endpoint.requests.length;
  const model = new OpenAIModel({
    api: "chat",
    modelId: "gpt-4.1",
    apiKey: "test-local-key",
    clientConfig: { baseURL: `${endpoint.origin}/v1` },
  });
  const probe = tool({
    name: "probe",
    description: "probe",
    inputSchema: z.object({}),
    callback: callback as () => never,
  });
  const agent = new Agent({ model, tools: [probe], printer: false });
  await agent.invoke("go");
  const block = agent.messages
    .flatMap((m) => m.content)
    .find((b): b is ToolResultBlock => b instanceof ToolResultBlock);
  if (block === undefined) throw new Error("The agent kept no tool result");
  const last = endpoint.requests.slice(before).at(-1)!.body as ChatBody;
  return { block, sent: last.messages.find((m) => m.role === "tool")?.content };
}
/** A block list as plain data. */
const plain = (block: ToolResultBlock) => JSON.parse(JSON.stringify(block.content)) as unknown;

describe("Strands: a returned result object is not a result", () => {
  it("wraps { status, content, ...telemetry } in one json block of a success result", async () => {
    const { block, sent } = await outcomeOf(() => ({ status: "success", content: [{ text: "ok" }], latencyMs: 12 }));
    expect(block.status).toBe("success");
    expect(block.content).toEqual([
      new JsonBlock({ json: { status: "success", content: [{ text: "ok" }], latencyMs: 12 } }),
    ]);
    expect(sent).toBe('{"status":"success","content":[{"text":"ok"}],"latencyMs":12}');
  });

  it("reports a returned status: 'error' as a success: the error is lost", async () => {
    const { block } = await outcomeOf(() => ({ status: "error", content: [{ text: "jammed" }], frames: 3 }));
    expect(block.status).toBe("success");
    expect(plain(block)).toEqual([{ json: { status: "error", content: [{ text: "jammed" }], frames: 3 } }]);
  });
});

describe("Strands: what to return instead", () => {
  it("sends an array of plain blocks as the result's blocks: the text and the telemetry both reach the model", async () => {
    const { block, sent } = await outcomeOf(() => [{ text: "ok" }, { json: { latencyMs: 12 } }]);
    expect(block.status).toBe("success");
    expect(block.content).toEqual([new TextBlock("ok"), new JsonBlock({ json: { latencyMs: 12 } })]);
    expect(block.content[0]).toBeInstanceOf(TextBlock);
    expect(block.content[1]).toBeInstanceOf(JsonBlock);
    // the OpenAI chat adapter joins the blocks' text with no separator
    expect(sent).toBe('ok{"latencyMs":12}');
  });

  it("does the same with block instances", async () => {
    const { block } = await outcomeOf(() => [new TextBlock("ok"), new JsonBlock({ json: { latencyMs: 12 } })]);
    expect(block.content).toEqual([new TextBlock("ok"), new JsonBlock({ json: { latencyMs: 12 } })]);
  });

  it("turns a throw into an error result: text 'Error: <message>', the Error kept in error", async () => {
    const { block, sent } = await outcomeOf(() => {
      throw new Error("jammed");
    });
    expect(block.status).toBe("error");
    expect(block.content).toEqual([new TextBlock("Error: jammed")]);
    expect(block.error).toBeInstanceOf(Error);
    expect(block.error?.message).toBe("jammed");
    // the OpenAI chat API has no error flag: the adapter marks the text
    expect(sent).toBe("[ERROR] Error: jammed");
  });
});

describe("Strands: the other returns", () => {
  it("sends a primitive as a text block", async () => {
    expect(plain((await outcomeOf(() => 42)).block)).toEqual([{ text: "42" }]);
    expect(plain((await outcomeOf(() => "plain")).block)).toEqual([{ text: "plain" }]);
    expect(plain((await outcomeOf(() => true)).block)).toEqual([{ text: "true" }]);
  });

  it("sends undefined and null as the text 'null'", async () => {
    expect(plain((await outcomeOf(() => undefined)).block)).toEqual([{ text: "null" }]);
    expect(plain((await outcomeOf(() => null)).block)).toEqual([{ text: "null" }]);
  });

  it("treats an object with exactly one key that is a block kind as that block", async () => {
    expect((await outcomeOf(() => ({ text: "one block" }))).block.content).toEqual([new TextBlock("one block")]);
    expect((await outcomeOf(() => ({ json: { a: 1 } }))).block.content).toEqual([new JsonBlock({ json: { a: 1 } })]);
  });

  it("wraps an object with more keys, even block kinds, as one json block", async () => {
    expect(plain((await outcomeOf(() => ({ text: "a", json: { b: 1 } }))).block)).toEqual([
      { json: { text: "a", json: { b: 1 } } },
    ]);
  });

  it("wraps an array that is not all blocks as { $value: [...] } in a json block", async () => {
    expect(plain((await outcomeOf(() => [{ text: "ok" }, 5])).block)).toEqual([
      { json: { $value: [{ text: "ok" }, 5] } },
    ]);
  });
});

describe("Strands: ToolResultBlock", () => {
  it("copies only toolUseId, status, content and error: other keys passed in are dropped", () => {
    const data = {
      toolUseId: "t",
      status: "success",
      content: [new TextBlock("x")],
      latencyMs: 12,
      error: new Error("e"),
    };
    const block = new ToolResultBlock(data as ConstructorParameters<typeof ToolResultBlock>[0]);
    expect(Object.keys(block).sort()).toEqual(["content", "error", "status", "toolUseId", "type"]);
    expect(block.type).toBe("toolResultBlock");
  });

  it("serializes without error: { toolResult: { toolUseId, status, content } }", () => {
    const block = new ToolResultBlock({
      toolUseId: "t",
      status: "error",
      content: [new TextBlock("x")],
      error: new Error("e"),
    });
    expect(JSON.parse(JSON.stringify(block))).toEqual({
      toolResult: { toolUseId: "t", status: "error", content: [{ text: "x" }] },
    });
  });
});
