// Google ADK (`@google/adk`): what a `new FunctionTool({ execute })` return becomes in the request the
// model gets. The real `LlmAgent` and `InMemoryRunner` run with a model of the test's own (a `BaseLlm`
// subclass, the ADK's model interface): its first answer calls every tool, and the functionResponse
// parts of the second request are what a Gemini model would be sent. docs/frameworks.md lists the facts.
import { BaseLlm, FunctionTool, InMemoryRunner, LlmAgent, type LlmRequest, type LlmResponse } from "@google/adk";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

const cases: Record<string, () => Promise<unknown>> = {
  object: async () => ({ a: 1, status: "error" }),
  mcpShaped: async () => ({ content: [{ type: "text", text: "jammed" }], isError: true }),
  array: async () => [1, 2],
  string: async () => "plain",
  number: async () => 5,
  undefined: async () => undefined,
  null: async () => null,
  throws: async () => {
    throw new Error("boom");
  },
  throwsString: async () => {
    throw "boom";
  },
};

/** The model: calls every tool, then answers; keeps each request's contents. */
class ScriptedModel extends BaseLlm {
  readonly requests: LlmRequest["contents"][] = [];
  constructor() {
    super({ model: "scripted" });
  }
  async *generateContentAsync(request: LlmRequest): AsyncGenerator<LlmResponse, void> {
    this.requests.push(structuredClone(request.contents));
    const parts =
      this.requests.length === 1
        ? Object.keys(cases).map((name) => ({ functionCall: { id: `call_${name}`, name, args: {} } }))
        : [{ text: "done" }];
    yield { content: { role: "model", parts } };
  }
  async connect(): Promise<never> {
    throw new Error("no live connection in this test");
  }
}

let responses: Record<string, Record<string, unknown>>;
beforeAll(async () => {
  const model = new ScriptedModel();
  const tools = Object.entries(cases).map(
    ([name, execute]) => new FunctionTool({ name, description: name, parameters: z.object({}), execute }),
  );
  const agent = new LlmAgent({ name: "behaviour", model, instruction: "Call the tools.", tools });
  const runner = new InMemoryRunner({ agent, appName: "behaviour" });
  const session = await runner.sessionService.createSession({ appName: "behaviour", userId: "u" });
  for await (const _event of runner.runAsync({
    userId: "u",
    sessionId: session.id,
    newMessage: { role: "user", parts: [{ text: "go" }] },
  })) {
    // the events are not what this test reads
  }
  responses = {};
  for (const content of model.requests.at(-1) ?? []) {
    for (const part of content.parts ?? []) {
      if (part.functionResponse?.name) responses[part.functionResponse.name] = part.functionResponse.response ?? {};
    }
  }
});

describe("Google ADK: the functionResponse a return becomes", () => {
  it("sends an object intact, an MCP-shaped result too (its isError means nothing here)", () => {
    expect(responses.object).toEqual({ a: 1, status: "error" });
    expect(responses.mcpShaped).toEqual({ content: [{ type: "text", text: "jammed" }], isError: true });
  });

  it("wraps an array as { results }", () => {
    expect(responses.array).toEqual({ results: [1, 2] });
  });

  it("wraps a primitive as { result }", () => {
    expect(responses.string).toEqual({ result: "plain" });
    expect(responses.number).toEqual({ result: 5 });
    expect(responses.null).toEqual({ result: null });
  });

  it("wraps undefined as { result: undefined }, which serializes as {}", () => {
    expect(Object.keys(responses.undefined!)).toEqual(["result"]);
    expect(JSON.stringify(responses.undefined)).toBe("{}");
  });

  it("turns a throw into { error: \"Error in tool '<name>': <message>\" }", () => {
    expect(responses.throws).toEqual({ error: "Error in tool 'throws': boom" });
    expect(responses.throwsString).toEqual({ error: "Error in tool 'throwsString': boom" });
  });
});
