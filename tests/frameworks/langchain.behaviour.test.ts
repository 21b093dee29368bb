// LangChain.js (`@langchain/core`): what a `tool(fn, { responseFormat })` return becomes. Invoking a
// tool with a tool call is how agents run it (ToolNode, createAgent): it returns the ToolMessage the
// model is given. `@langchain/openai`'s ChatOpenAI, pointed at a fake chat-completions endpoint on
// 127.0.0.1, then shows which fields of a ToolMessage a provider really sends. docs/frameworks.md
// lists the facts.
import { AIMessage, HumanMessage, ToolMessage } from "@langchain/core/messages";
import { tool } from "@langchain/core/tools";
import { ChatOpenAI } from "@langchain/openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startFakeEndpoint, type FakeEndpoint } from "./lib/fake-endpoint.js";

const toolCall = (name: string) => ({ id: `call_${name}`, name, args: {}, type: "tool_call" as const });
const make = (name: string, fn: () => Promise<unknown>, responseFormat?: "content" | "content_and_artifact") =>
  tool(fn, { name, description: name, schema: z.object({}), ...(responseFormat ? { responseFormat } : {}) });

/** The ToolMessage `tool` gives for a tool call. */
async function messageOf(t: ReturnType<typeof make>): Promise<ToolMessage> {
  const message: unknown = await t.invoke(toolCall(t.name));
  if (!(message instanceof ToolMessage)) throw new Error(`${t.name} gave no ToolMessage`);
  return message;
}

describe("LangChain.js: the ToolMessage a return becomes", () => {
  it("keeps a string as the content", async () => {
    const message = await messageOf(make("string", async () => "plain"));
    expect(message.content).toBe("plain");
    expect(message.status).toBe("success");
  });

  it("keeps an array whose items all have a type as content blocks", async () => {
    const blocks = [
      { type: "text", text: "a" },
      { type: "image_url", image_url: { url: "https://example.com/a.png" } },
    ];
    expect((await messageOf(make("blocks", async () => blocks))).content).toEqual(blocks);
  });

  it("JSON-stringifies anything else: an array with one untyped item, an object, a number; undefined becomes ''", async () => {
    expect(
      (await messageOf(make("mixed", async () => [{ type: "text", text: "a" }, { text: "untyped" }]))).content,
    ).toBe('[{"type":"text","text":"a"},{"text":"untyped"}]');
    expect((await messageOf(make("object", async () => ({ a: 1, latencyMs: 3 })))).content).toBe(
      '{"a":1,"latencyMs":3}',
    );
    expect((await messageOf(make("number", async () => 5))).content).toBe("5");
    expect((await messageOf(make("undefined", async () => undefined))).content).toBe("");
  });

  it("marks every returned value a success, an error-shaped object too", async () => {
    const message = await messageOf(make("errorShaped", async () => ({ status: "error", error: "jammed" })));
    expect(message.status).toBe("success");
    expect(message.content).toBe('{"status":"error","error":"jammed"}');
  });

  it("lets a throw propagate out of invoke: no ToolMessage", async () => {
    const t = make("throws", async () => {
      throw new Error("boom");
    });
    await expect(t.invoke(toolCall("throws"))).rejects.toThrow("boom");
  });

  it("splits a two-item array into content and artifact under content_and_artifact", async () => {
    const message = await messageOf(make("pair", async () => ["the summary", { rows: 3 }], "content_and_artifact"));
    expect(message.content).toBe("the summary");
    expect(message.artifact).toEqual({ rows: 3 });
  });

  it("throws under content_and_artifact for anything but a two-item array", async () => {
    const notPair = make("notPair", async () => "the summary", "content_and_artifact");
    await expect(notPair.invoke(toolCall("notPair"))).rejects.toThrow(
      'Tool response format is "content_and_artifact" but the output was not a two-tuple.\nResult: "the summary"',
    );
    const triple = make("triple", async () => ["a", "b", "c"], "content_and_artifact");
    await expect(triple.invoke(toolCall("triple"))).rejects.toThrow(
      'Tool response format is "content_and_artifact" but the output was not a two-tuple.\nResult: ["a","b","c"]',
    );
  });
});

describe("LangChain.js with ChatOpenAI: what the model is sent for a ToolMessage", () => {
  let endpoint: FakeEndpoint;
  let sent: Record<string, unknown>[];
  beforeAll(async () => {
    endpoint = await startFakeEndpoint(() => ({
      json: {
        id: "chatcmpl",
        object: "chat.completion",
        created: 0,
        model: "gpt-4.1",
        choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: "done" } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      },
    }));
    const messages = [
      await messageOf(make("pair", async () => ["the summary", { rows: 3 }], "content_and_artifact")),
      new ToolMessage({ content: "Error: jammed", tool_call_id: "call_failed", name: "failed", status: "error" }),
    ];
    const model = new ChatOpenAI({
      model: "gpt-4.1",
      apiKey: "test-local-key",
      configuration: { baseURL: `${endpoint.origin}/v1` },
    });
    const asked = new AIMessage({
      content: "",
      tool_calls: messages.map((m) => ({
        id: m.tool_call_id,
        name: m.name ?? "",
        args: {},
        type: "tool_call" as const,
      })),
    });
    await model.invoke([new HumanMessage("go"), asked, ...messages]);
    sent = (endpoint.requests[0]!.body as { messages: Record<string, unknown>[] }).messages.filter(
      (m) => m.role === "tool",
    );
  });
  afterAll(() => endpoint.close());

  it("sends the content alone: the artifact never reaches the model", () => {
    expect(sent[0]).toEqual({ role: "tool", content: "the summary", name: "pair", tool_call_id: "call_pair" });
  });

  it("does not send the status: an error ToolMessage reads as any other", () => {
    expect(sent[1]).toEqual({ role: "tool", content: "Error: jammed", name: "failed", tool_call_id: "call_failed" });
  });
});
