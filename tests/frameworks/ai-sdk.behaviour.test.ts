// Vercel AI SDK (`ai`): what a `tool({ execute, toModelOutput })` return becomes in the prompt the model
// gets, through the real `generateText`. The model is the SDK's own `MockLanguageModelV3` (ai/test): its
// first step calls every tool, and the tool messages of its second step's prompt are what any provider
// is handed. `@ai-sdk/openai` then shows what one provider sends (a fake Responses endpoint on
// 127.0.0.1), and `@ai-sdk/mcp` what an MCP tool's result becomes (an MCP SDK server over the in-memory
// transport).
//
// Pinned here: ai 6 and @ai-sdk/mcp 1 (ai 7 and @ai-sdk/mcp 2 need Node 22). The `v7` and `mcpV2`
// branches hold what ai 7.0.173 (with @ai-sdk/openai 4.0.118) and @ai-sdk/mcp 2.0.99 do (seen by running this
// file against them).
// docs/frameworks.md lists the facts.
import { createMCPClient } from "@ai-sdk/mcp";
import { createOpenAI } from "@ai-sdk/openai";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { generateText, stepCountIs, tool, type ToolSet } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startFakeEndpoint, type FakeEndpoint } from "./lib/fake-endpoint.js";
import { installedMajor } from "./lib/installed.js";

const v7 = installedMajor("ai") >= 7;
const mcpV2 = installedMajor("@ai-sdk/mcp") >= 2;

type Prompt = Parameters<MockLanguageModelV3["doGenerate"]>[0]["prompt"];
const usage = { inputTokens: { total: 1 }, outputTokens: { total: 1 } };

/** Runs `tools` through generateText with a mock model that calls each once; returns each tool's output part. */
async function outputsOf(tools: ToolSet): Promise<Record<string, unknown>> {
  const prompts: Prompt[] = [];
  const model = new MockLanguageModelV3({
    doGenerate: async (options) => {
      prompts.push(options.prompt);
      const content =
        prompts.length === 1
          ? Object.keys(tools).map((name) => ({
              type: "tool-call",
              toolCallId: `call_${name}`,
              toolName: name,
              input: "{}",
            }))
          : [{ type: "text", text: "done" }];
      const finishReason = { unified: prompts.length === 1 ? "tool-calls" : "stop", raw: undefined };
      return { content, finishReason, usage, warnings: [] } as unknown as Awaited<
        ReturnType<MockLanguageModelV3["doGenerate"]>
      >;
    },
  });
  await generateText({ model, tools, prompt: "go", stopWhen: stepCountIs(3) });
  const parts = prompts
    .at(-1)!
    .filter((message) => message.role === "tool")
    .flatMap((message) => message.content);
  return Object.fromEntries(
    parts.flatMap((part) =>
      part.type === "tool-result" ? [[part.toolCallId.slice("call_".length), part.output]] : [],
    ),
  );
}
const def = (execute: () => Promise<unknown>, extra: object = {}) =>
  tool({ description: "d", inputSchema: z.object({}), execute, ...extra } as unknown as Parameters<typeof tool>[0]);

describe("AI SDK: the output part a return becomes", () => {
  let sent: Record<string, unknown>;
  beforeAll(async () => {
    sent = await outputsOf({
      string: def(async () => "plain"),
      object: def(async () => ({ a: 1, latencyMs: 3 })),
      errorObject: def(async () => ({ error: "failed to fetch" })),
      mcpShaped: def(async () => ({ content: [{ type: "text", text: "jammed" }], isError: true })),
      undefined: def(async () => undefined),
      throws: def(async () => {
        throw new Error("boom");
      }),
      rawModelOutput: def(async () => ({ a: 1 }), { toModelOutput: () => ({ a: 1 }) }),
      textModelOutput: def(async () => ({ a: 1 }), { toModelOutput: () => ({ type: "text", value: "custom" }) }),
      contentModelOutput: def(async () => ({ a: 1 }), {
        toModelOutput: () => ({ type: "content", value: [{ type: "text", text: "c" }] }),
      }),
      outputSchemaIgnored: def(async () => ({ n: "not a number" }), { outputSchema: z.object({ n: z.number() }) }),
    });
  });

  it("sends a string as a text part", () => {
    expect(sent.string).toEqual({ type: "text", value: "plain" });
  });

  it("sends anything else as a json part, every key kept", () => {
    expect(sent.object).toEqual({ type: "json", value: { a: 1, latencyMs: 3 } });
    expect(sent.undefined).toEqual({ type: "json", value: null });
  });

  it("sends a returned { error } as a success: a json part", () => {
    expect(sent.errorObject).toEqual({ type: "json", value: { error: "failed to fetch" } });
  });

  it("sends an MCP-shaped { content, isError } as a json part: not an error", () => {
    expect(sent.mcpShaped).toEqual({
      type: "json",
      value: { content: [{ type: "text", text: "jammed" }], isError: true },
    });
  });

  it("sends a throw as an error-text part", () => {
    expect(sent.throws).toEqual({ type: "error-text", value: v7 ? "Error: boom" : "boom" });
  });

  it("sends toModelOutput's return as is, unchecked: a raw object too", () => {
    expect(sent.rawModelOutput).toEqual({ a: 1 });
    expect(sent.textModelOutput).toEqual({ type: "text", value: "custom" });
    expect(sent.contentModelOutput).toEqual({ type: "content", value: [{ type: "text", text: "c" }] });
  });

  it("does not enforce outputSchema on execute's return", () => {
    expect(sent.outputSchemaIgnored).toEqual({ type: "json", value: { n: "not a number" } });
  });

  it(
    v7
      ? "drops a function value in a result (JSON round trip)"
      : "rejects the whole call for a function value in a result",
    async () => {
      const run = outputsOf({ withFunction: def(async () => ({ a: 1, f: () => 1 })) });
      if (v7) expect((await run).withFunction).toEqual({ type: "json", value: { a: 1 } });
      else await expect(run).rejects.toThrow("() => 1 could not be cloned.");
    },
  );
});

describe("AI SDK with @ai-sdk/openai: what the Responses API is sent", () => {
  let endpoint: FakeEndpoint;
  const sent: Record<string, Record<string, unknown>> = {};
  beforeAll(async () => {
    const tools: ToolSet = {
      string: def(async () => "plain"),
      object: def(async () => ({ a: 1 })),
      throws: def(async () => {
        throw new Error("boom");
      }),
      rawModelOutput: def(async () => ({ a: 1 }), { toModelOutput: () => ({ a: 1 }) }),
    };
    endpoint = await startFakeEndpoint((request, index) => {
      const body = request.body as { input: { type?: string }[] };
      const answered = body.input.some((item) => item.type === "function_call_output");
      const output = answered
        ? [
            {
              type: "message",
              id: "m",
              role: "assistant",
              status: "completed",
              content: [{ type: "output_text", text: "done", annotations: [] }],
            },
          ]
        : Object.keys(tools).map((name, i) => ({
            type: "function_call",
            id: `fc_${i}`,
            call_id: `call_${name}`,
            name,
            arguments: "{}",
            status: "completed",
          }));
      return {
        json: {
          id: `resp_${index}`,
          object: "response",
          created_at: 0,
          status: "completed",
          model: "gpt-4.1",
          output,
          usage: { input_tokens: 1, output_tokens: 1, total_tokens: 2 },
        },
      };
    });
    const openai = createOpenAI({ apiKey: "test-local-key", baseURL: `${endpoint.origin}/v1` });
    await generateText({ model: openai.responses("gpt-4.1"), tools, prompt: "go", stopWhen: stepCountIs(3) });
    const last = endpoint.requests.at(-1)!.body as { input: { type?: string; call_id?: string }[] };
    for (const item of last.input.filter((i) => i.type === "function_call_output")) {
      sent[item.call_id!.slice("call_".length)] = item;
    }
  });
  afterAll(() => endpoint.close());

  it("sends a string as is and an object as its JSON text", () => {
    expect(sent.string).toEqual({ type: "function_call_output", call_id: "call_string", output: "plain" });
    expect(sent.object).toEqual({ type: "function_call_output", call_id: "call_object", output: '{"a":1}' });
  });

  it("sends a throw's message as an ordinary output: the Responses API has no error flag", () => {
    // ai 7 with @ai-sdk/openai 4 wraps it as JSON text
    const output = v7 ? '{"error":"Error: boom"}' : "boom";
    expect(sent.throws).toEqual({ type: "function_call_output", call_id: "call_throws", output });
  });

  it("sends nothing for a raw object returned by toModelOutput: the output is missing", () => {
    expect(sent.rawModelOutput).toEqual({ type: "function_call_output", call_id: "call_rawModelOutput" });
  });
});

describe("AI SDK with @ai-sdk/mcp: what an MCP tool's result becomes", () => {
  const server = new McpServer({ name: "behaviour", version: "1.0.0" });
  const results: Record<string, () => Promise<CallToolResult>> = {
    structured: async () => ({
      content: [{ type: "text", text: "hi" }],
      structuredContent: { a: 1 },
      _meta: { trace: "t" },
    }),
    isError: async () => ({ content: [{ type: "text", text: "jammed" }], isError: true }),
    image: async () => ({ content: [{ type: "image", data: "aGk=", mimeType: "image/png" }] }),
    resourceLink: async () => ({ content: [{ type: "resource_link", uri: "file:///a", name: "a" }] }),
    throws: async () => {
      throw new Error("boom");
    },
  };
  for (const [name, callback] of Object.entries(results)) server.registerTool(name, { description: name }, callback);
  let mcp: Awaited<ReturnType<typeof createMCPClient>>;
  let sent: Record<string, unknown>;
  beforeAll(async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    mcp = await createMCPClient({ transport: clientSide });
    sent = await outputsOf((await mcp.tools()) as ToolSet);
  });
  afterAll(() => mcp.close());

  it("sends text blocks only: structuredContent and _meta are dropped", () => {
    expect(sent.structured).toEqual({ type: "content", value: [{ type: "text", text: "hi" }] });
  });

  it("sends an isError result, and a throw in the MCP tool, as a success", () => {
    expect(sent.isError).toEqual({ type: "content", value: [{ type: "text", text: "jammed" }] });
    expect(sent.throws).toEqual({ type: "content", value: [{ type: "text", text: "boom" }] });
  });

  it(`sends an image as ${mcpV2 ? "file-data" : "image-data"} and any other block as its JSON text`, () => {
    expect(sent.image).toEqual({
      type: "content",
      value: [{ type: mcpV2 ? "file-data" : "image-data", data: "aGk=", mediaType: "image/png" }],
    });
    expect(sent.resourceLink).toEqual({
      type: "content",
      value: [{ type: "text", text: '{"type":"resource_link","uri":"file:///a","name":"a"}' }],
    });
  });
});
