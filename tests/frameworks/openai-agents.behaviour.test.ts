// OpenAI Agents JS (`@openai/agents`): what a `tool({ execute })` return becomes in the request the model
// gets. Each run goes through the real `run()` with the default Responses model, whose OpenAI client
// points at a fake Responses endpoint on 127.0.0.1: its first answer calls every tool of the agent, its
// second ends the run; the second request's `function_call_output` items are what the model is sent.
//
// Pinned here: 0.14.3, the newest whose dependencies install on Node 20 without an engine warning (0.15+
// depend on openai 7, node >= 22). 0.20.0 differs in one fact, the default error function's text (the
// `hidesMessage` branch, seen by running this file against 0.20.0). docs/frameworks.md lists the facts.
import { Agent, OpenAIResponsesModel, run, setTracingDisabled, tool } from "@openai/agents";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startFakeEndpoint, type FakeEndpoint, type RecordedRequest } from "./lib/fake-endpoint.js";
import { installedMinor } from "./lib/installed.js";

setTracingDisabled(true);
/** 0.20 sends a fixed text for a throw; 0.14 appends the error. */
const hidesMessage = installedMinor("@openai/agents") >= 20;

interface ResponsesBody {
  tools?: { name: string }[];
  input: { type?: string; call_id?: string; output?: unknown }[];
}
const usage = {
  input_tokens: 1,
  output_tokens: 1,
  total_tokens: 2,
  input_tokens_details: { cached_tokens: 0 },
  output_tokens_details: { reasoning_tokens: 0 },
};

/** Answers a Responses request: call every tool first, then end the turn. */
function respond(request: RecordedRequest, index: number) {
  const body = request.body as ResponsesBody;
  const answered = body.input.some((item) => item.type === "function_call_output");
  const output = answered
    ? [
        {
          type: "message",
          id: "msg_1",
          role: "assistant",
          status: "completed",
          content: [{ type: "output_text", text: "done", annotations: [] }],
        },
      ]
    : (body.tools ?? []).map((t, i) => ({
        type: "function_call",
        id: `fc_${i}`,
        call_id: `call_${t.name}`,
        name: t.name,
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
      usage,
    },
  };
}

let endpoint: FakeEndpoint;
let model: OpenAIResponsesModel;
beforeAll(async () => {
  endpoint = await startFakeEndpoint(respond);
  model = new OpenAIResponsesModel(
    new OpenAI({ apiKey: "test-local-key", baseURL: `${endpoint.origin}/v1` }),
    "gpt-4.1",
  );
});
afterAll(() => endpoint.close());

/** Runs an agent with `tools` and returns what the model was sent for each call, by tool name. */
async function outputsOf(tools: Parameters<typeof tool>[0][]): Promise<Record<string, unknown>> {
  const before = endpoint.requests.length;
  const agent = new Agent({
    name: "behaviour",
    instructions: "Call the tools.",
    model,
    tools: tools.map((t) => tool(t)),
  });
  await run(agent, "go");
  const last = endpoint.requests.slice(before).at(-1)!.body as ResponsesBody;
  return Object.fromEntries(
    last.input
      .filter((item) => item.type === "function_call_output")
      .map((item) => [item.call_id!.slice("call_".length), item.output]),
  );
}
const def = (name: string, execute: () => Promise<unknown>, extra: object = {}) =>
  ({ name, description: name, parameters: z.object({}), execute, ...extra }) as Parameters<typeof tool>[0];

describe("OpenAI Agents: what the model is sent for a return", () => {
  let sent: Record<string, unknown>;
  beforeAll(async () => {
    sent = await outputsOf([
      def("text", async () => ({ type: "text", text: "hi", latencyMs: 3, providerData: { a: 1 } })),
      def("image", async () => ({ type: "image", image: "https://example.com/a.png", detail: "low", extra: 1 })),
      def("imageWithoutSource", async () => ({ type: "image" })),
      def("fileWithoutFilename", async () => ({ type: "file", file: { data: "aGk=", mediaType: "text/plain" } })),
      def("file", async () => ({ type: "file", file: { data: "aGk=", mediaType: "text/plain", filename: "a.txt" } })),
      def("arrayWithOneBadItem", async () => [{ type: "text", text: "a" }, { type: "image" }]),
      def("array", async () => [
        { type: "text", text: "a" },
        { type: "text", text: "b" },
      ]),
      def("mcpShaped", async () => ({ content: [{ type: "text", text: "jammed" }], isError: true })),
      def("object", async () => ({ a: 1, status: "error" })),
      def("string", async () => "plain"),
      def("undefined", async () => undefined),
      def("throws", async () => {
        throw new Error("secret detail");
      }),
    ]);
  });

  it("keeps only text of a { type: 'text' } output (extra keys and providerData dropped)", () => {
    expect(sent.text).toEqual([{ type: "input_text", text: "hi" }]);
  });

  it("keeps only the source and detail of an image output", () => {
    expect(sent.image).toEqual([{ type: "input_image", image_url: "https://example.com/a.png", detail: "low" }]);
  });

  it("sends a file output with data, mediaType and filename as a file", () => {
    expect(sent.file).toEqual([{ type: "input_file", file_data: "data:text/plain;base64,aGk=", filename: "a.txt" }]);
  });

  it("sends an image without a source, or a file without filename, as JSON text", () => {
    expect(sent.imageWithoutSource).toBe('{"type":"image"}');
    expect(sent.fileWithoutFilename).toBe('{"type":"file","file":{"data":"aGk=","mediaType":"text/plain"}}');
  });

  it("sends an array of valid outputs as items, but the whole array as JSON text when one item is invalid", () => {
    expect(sent.array).toEqual([
      { type: "input_text", text: "a" },
      { type: "input_text", text: "b" },
    ]);
    expect(sent.arrayWithOneBadItem).toBe('[{"type":"text","text":"a"},{"type":"image"}]');
  });

  it("sends an MCP-shaped { content, isError } as its JSON text: not an error", () => {
    expect(sent.mcpShaped).toBe('{"content":[{"type":"text","text":"jammed"}],"isError":true}');
  });

  it("sends any other value as a string: objects as JSON with every key, undefined as 'undefined'", () => {
    expect(sent.object).toBe('{"a":1,"status":"error"}');
    expect(sent.string).toBe("plain");
    expect(sent.undefined).toBe("undefined");
  });

  it(
    hidesMessage
      ? "sends a fixed text for a throw with the default errorFunction: the message is hidden"
      : "sends a fixed text and the error for a throw with the default errorFunction",
    () => {
      expect(sent.throws).toBe(
        hidesMessage
          ? "An error occurred while running the tool. Please try again."
          : "An error occurred while running the tool. Please try again. Error: Error: secret detail",
      );
    },
  );
});

describe("OpenAI Agents: errorFunction and outputSchema", () => {
  it("sends what a custom errorFunction returns", async () => {
    const sent = await outputsOf([
      def(
        "throws",
        async () => {
          throw new Error("secret detail");
        },
        { errorFunction: (_context: unknown, error: unknown) => `Tool failed: ${(error as Error).message}` },
      ),
    ]);
    expect(sent.throws).toBe("Tool failed: secret detail");
  });

  it("makes run() reject on a throw when errorFunction is null", async () => {
    await expect(
      outputsOf([
        def(
          "throws",
          async () => {
            throw new Error("secret detail");
          },
          { errorFunction: null },
        ),
      ]),
    ).rejects.toThrow("secret detail");
  });

  it("parses a return with the outputSchema (keys outside it stripped) and sends it as JSON text", async () => {
    const outputSchema = z.object({ a: z.number() });
    const sent = await outputsOf([def("object", async () => ({ a: 1, latencyMs: 3 }), { outputSchema })]);
    expect(sent.object).toBe('{"a":1}');
  });

  it("makes run() reject on a return the outputSchema rejects, a { type: 'text' } output too", async () => {
    const outputSchema = z.object({ a: z.number() });
    await expect(
      outputsOf([def("textShaped", async () => ({ type: "text", text: "hi" }), { outputSchema })]),
    ).rejects.toThrow(
      "Failed to run function tools: InvalidToolOutputError: Invalid output for function tool 'textShaped'.",
    );
  });
});
