// Claude Agent SDK (`@anthropic-ai/claude-agent-sdk`): what a `tool(name, description, shape, handler)`
// handler's result becomes in the request Claude is sent. The SDK's own JavaScript only registers the
// tools on a bundled MCP server (`createSdkMcpServer`); the conversion of an MCP result into Claude's
// `tool_result` block happens in the Claude Code binary the SDK runs (the platform package it installs,
// e.g. @anthropic-ai/claude-agent-sdk-linux-x64). So the test runs the real `query()`: the binary talks to
// a fake Anthropic Messages endpoint on 127.0.0.1 (ANTHROPIC_BASE_URL) that first calls every tool, and
// the `tool_result` blocks of its next request are what the model receives. The binary runs with a
// throwaway HOME and config folder, no settings sources, non-essential traffic off; its only network
// connection is to the fake endpoint. docs/frameworks.md lists the facts.
import { createSdkMcpServer, query, tool } from "@anthropic-ai/claude-agent-sdk";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeEndpoint, type FakeEndpoint, type RecordedRequest } from "./lib/fake-endpoint.js";

/** A 1x1 PNG (Claude Code decodes images, so the data must be a real one). */
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC";

const handlers: Record<string, () => Promise<unknown>> = {
  extraKeys: async () => ({
    content: [{ type: "text", text: "hi", latencyMs: 3, annotations: { audience: ["user"] } }],
    latencyMs: 12,
    _meta: { trace: "t" },
  }),
  twoTexts: async () => ({
    content: [
      { type: "text", text: "a" },
      { type: "text", text: "b" },
    ],
  }),
  structured: async () => ({ content: [{ type: "text", text: "a summary" }], structuredContent: { a: 1 } }),
  structuredWithImage: async () => ({
    content: [
      { type: "text", text: "a summary" },
      { type: "image", data: PNG, mimeType: "image/png" },
    ],
    structuredContent: { a: 1 },
  }),
  plainObject: async () => ({ a: 1 }),
  emptyContent: async () => ({ content: [] }),
  isError: async () => ({ content: [{ type: "text", text: "jammed" }], isError: true }),
  otherErrorKeys: async () => ({
    content: [{ type: "text", text: "jammed" }],
    is_error: true,
    error: "jammed",
    status: "error",
  }),
  throws: async () => {
    throw new Error("boom");
  },
  string: async () => "just a string",
  contentNotArray: async () => ({ content: "text" }),
  unknownBlock: async () => ({ content: [{ type: "json", json: { a: 1 } }] }),
};
const SERVER = "behaviour";
const toolName = (name: string) => `mcp__${SERVER}__${name}`;

interface MessagesBody {
  model: string;
  stream?: boolean;
  messages: { role: string; content: unknown }[];
}
interface ToolResultBlock {
  type: "tool_result";
  tool_use_id: string;
  content: unknown;
  is_error?: boolean;
}

/** Answers a Messages request: call every tool while no tool result came back, then end the turn. */
function respond(request: RecordedRequest) {
  if (!request.url.startsWith("/v1/messages") || request.url.includes("count_tokens"))
    return { json: { input_tokens: 1 } };
  const body = request.body as MessagesBody;
  const answered = JSON.stringify(body.messages).includes('"tool_result"');
  const content = answered
    ? [{ type: "text", text: "done" }]
    : Object.keys(handlers).map((name) => ({ type: "tool_use", id: `toolu_${name}`, name: toolName(name), input: {} }));
  const message = {
    id: "msg_behaviour",
    type: "message",
    role: "assistant",
    model: body.model,
    content,
    stop_reason: answered ? "end_turn" : "tool_use",
    stop_sequence: null,
    usage: { input_tokens: 1, output_tokens: 1 },
  };
  if (!body.stream) return { json: message };
  const events: { event: string; data: unknown }[] = [];
  const event = (type: string, data: object) => events.push({ event: type, data: { type, ...data } });
  event("message_start", { message: { ...message, content: [], stop_reason: null } });
  content.forEach((block, index) => {
    if (block.type === "text") {
      event("content_block_start", { index, content_block: { type: "text", text: "" } });
      event("content_block_delta", { index, delta: { type: "text_delta", text: (block as { text: string }).text } });
    } else {
      event("content_block_start", { index, content_block: block });
      event("content_block_delta", { index, delta: { type: "input_json_delta", partial_json: "{}" } });
    }
    event("content_block_stop", { index });
  });
  event("message_delta", {
    delta: { stop_reason: message.stop_reason, stop_sequence: null },
    usage: { output_tokens: 1 },
  });
  event("message_stop", {});
  return { events };
}

let endpoint: FakeEndpoint;
let home: string;
let outcome: { subtype: string; result?: string } | undefined;
const results: Record<string, ToolResultBlock> = {};

beforeAll(async () => {
  endpoint = await startFakeEndpoint(respond);
  home = mkdtempSync(path.join(tmpdir(), "claude-agent-sdk-behaviour-"));
  const server = createSdkMcpServer({
    name: SERVER,
    tools: Object.entries(handlers).map(([name, handler]) =>
      tool(name, name, {}, handler as () => Promise<CallToolResult>),
    ),
  });
  const run = query({
    prompt: "Call the tools.",
    options: {
      mcpServers: { [SERVER]: server },
      allowedTools: Object.keys(handlers).map(toolName),
      cwd: home,
      settingSources: [],
      env: {
        PATH: process.env.PATH ?? "",
        HOME: home,
        CLAUDE_CONFIG_DIR: home,
        ANTHROPIC_BASE_URL: endpoint.origin,
        ANTHROPIC_API_KEY: "test-local-key",
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
        DISABLE_AUTOUPDATER: "1",
        DISABLE_TELEMETRY: "1",
        ENABLE_TOOL_SEARCH: "false",
      },
    },
  });
  for await (const message of run) {
    if (message.type === "result") outcome = message as { subtype: string; result?: string };
  }
  const withResults = endpoint.requests.find((r) =>
    JSON.stringify((r.body as MessagesBody).messages ?? []).includes('"tool_result"'),
  );
  const last = (withResults?.body as MessagesBody | undefined)?.messages.at(-1);
  for (const block of (last?.content ?? []) as ToolResultBlock[]) {
    if (block.type === "tool_result") results[block.tool_use_id.slice("toolu_".length)] = block;
  }
});
afterAll(async () => {
  await endpoint.close();
  rmSync(home, { recursive: true, force: true });
});

describe("Claude Agent SDK: the tool_result Claude receives", () => {
  it("ran the agent loop to its end against the fake endpoint", () => {
    expect(outcome).toMatchObject({ subtype: "success", result: "done" });
    expect(Object.keys(results).sort()).toEqual(Object.keys(handlers).sort());
  });

  it("drops extra top-level keys, _meta, and extra block keys (annotations too)", () => {
    expect(results.extraKeys).toEqual({
      type: "tool_result",
      tool_use_id: "toolu_extraKeys",
      content: [{ type: "text", text: "hi" }],
    });
    expect(results.twoTexts?.content).toEqual([
      { type: "text", text: "a" },
      { type: "text", text: "b" },
    ]);
  });

  it("sends only the JSON of structuredContent when it is set: every text block is dropped", () => {
    expect(results.structured?.content).toBe('{"a":1}');
    const content = results.structuredWithImage?.content as { type: string; text?: string }[];
    expect(content[0]).toMatchObject({ type: "image", source: { type: "base64", media_type: "image/png", data: PNG } });
    expect(content.at(-1)).toEqual({ type: "text", text: '{"a":1}' });
    expect(content.some((block) => block.text === "a summary")).toBe(false);
  });

  it("reads a plain object, or an empty content, as '(<tool> completed with no output)'", () => {
    expect(results.plainObject?.content).toBe(`(${toolName("plainObject")} completed with no output)`);
    expect(results.emptyContent?.content).toBe(`(${toolName("emptyContent")} completed with no output)`);
    expect(results.plainObject).not.toHaveProperty("is_error");
  });

  it("marks isError: true and a throw as is_error: true, with the text", () => {
    expect(results.isError).toMatchObject({ content: "jammed", is_error: true });
    expect(results.throws).toMatchObject({ content: "boom", is_error: true });
  });

  it("reads is_error, error and status keys as a success: they are dropped", () => {
    expect(results.otherErrorKeys).toEqual({
      type: "tool_result",
      tool_use_id: "toolu_otherErrorKeys",
      content: [{ type: "text", text: "jammed" }],
    });
  });

  it("turns a string, a non-array content or an unknown block into an is_error result with the MCP SDK's error text", () => {
    for (const name of ["string", "contentNotArray", "unknownBlock"]) {
      expect(results[name]?.is_error).toBe(true);
      expect(results[name]?.content).toMatch(/^MCP error -32602: Invalid tools\/call result: \[/u);
    }
  });
});
