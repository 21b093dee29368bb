// mcp-handler (formerly @vercel/mcp-adapter): `createMcpHandler((server) => { server.registerTool(...) })`
// returns a web-standard `(request) => Response` handler. The server its callback receives is a
// `@modelcontextprotocol/server` v2 McpServer, so the MCP v2 contract applies (mcp-v2.behaviour.test.ts)
// and `server.tool(...)` is a TypeError. The handler is driven by the v2 client through a `fetch` that
// calls it directly (no socket). docs/frameworks.md lists the facts.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { McpServer } from "@modelcontextprotocol/server";
import type { CallToolResult } from "@modelcontextprotocol/server";
import { createMcpHandler } from "mcp-handler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

const received: unknown[] = [];
let toolError: unknown;
const handler = createMcpHandler(
  (server) => {
    received.push(server);
    try {
      (server as unknown as { tool: (name: string, cb: () => CallToolResult) => void }).tool("legacy", () => ({
        content: [],
      }));
    } catch (error) {
      toolError = error;
    }
    server.registerTool(
      "extraKeys",
      { description: "d" },
      async () =>
        ({ content: [{ type: "text", text: "hi", latencyMs: 3 }], latencyMs: 12 }) as unknown as CallToolResult,
    );
    server.registerTool("noStructured", { description: "d", outputSchema: z.object({ n: z.number() }) }, async () => ({
      content: [{ type: "text", text: "x" }],
    }));
    server.registerTool(
      "unknownBlock",
      { description: "d" },
      async () => ({ content: [{ type: "json", json: {} }] }) as unknown as CallToolResult,
    );
    server.registerTool("throws", { description: "d" }, async () => {
      throw new Error("boom");
    });
  },
  { serverInfo: { name: "behaviour", version: "1.0.0" } },
);

const client = new Client({ name: "behaviour-client", version: "1.0.0" });
const bodies: string[] = [];
beforeAll(async () => {
  const fetchHandler = async (url: string | URL, init?: RequestInit) => {
    const response = await handler(new Request(url, init));
    bodies.push(await response.clone().text());
    return response;
  };
  await client.connect(new StreamableHTTPClientTransport(new URL("http://127.0.0.1/api/mcp"), { fetch: fetchHandler }));
});
afterAll(() => client.close());

const call = async (name: string) => {
  try {
    return { result: await client.callTool({ name, arguments: {} }) };
  } catch (error) {
    return { error: error as Error & { code?: number } };
  }
};

describe("mcp-handler", () => {
  it("hands its callback a v2 McpServer, on which server.tool is a TypeError", async () => {
    await client.listTools();
    expect(received.length).toBeGreaterThan(0);
    expect(received.every((s) => s instanceof McpServer)).toBe(true);
    expect(toolError).toEqual(new TypeError("server.tool is not a function"));
  });

  it("serves the v2 contract: block keys stripped, top-level keys kept", async () => {
    expect((await call("extraKeys")).result).toEqual({ content: [{ type: "text", text: "hi" }], latencyMs: 12 });
  });

  it("replaces a result without structuredContent under an outputSchema by the SDK's isError result", async () => {
    expect((await call("noStructured")).result).toEqual({
      content: [
        {
          type: "text",
          text: "Output validation error: Tool noStructured has an output schema but no structured content was provided",
        },
      ],
      isError: true,
    });
  });

  it("rejects an unknown block type with JSON-RPC -32602", async () => {
    const { error } = await call("unknownBlock");
    expect(error?.code).toBe(-32602);
    expect(error?.message).toMatch(/^Invalid tools\/call result/u);
  });

  it("turns a throw into an isError result with the message", async () => {
    expect((await call("throws")).result).toEqual({ content: [{ type: "text", text: "boom" }], isError: true });
  });
});
