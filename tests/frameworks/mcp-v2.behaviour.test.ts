// MCP TypeScript SDK v2 (`@modelcontextprotocol/server`, `@modelcontextprotocol/client`): what a
// `registerTool` callback returns becomes on the wire, for both protocol eras. The 2025-era session runs
// over the SDK's in-memory transport (server messages recorded before the client parses them); the
// 2026-07-28 revision is only served by the SDK's HTTP entry (`createMcpHandler`), which the client
// reaches through a `fetch` that calls the handler directly (no socket). docs/frameworks.md lists the facts.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { createMcpHandler, InMemoryTransport, McpServer, ProtocolError } from "@modelcontextprotocol/server";
import type { CallToolResult } from "@modelcontextprotocol/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { callTool, recordSends, type WireMessage } from "./lib/mcp-wire.js";

type Callback = () => Promise<CallToolResult>;
const returns =
  (value: unknown): Callback =>
  async () =>
    value as CallToolResult;
const output = z.object({ n: z.number() });

/** Registers every tool of the test on `server` (one definition for both eras). */
function registerTools(server: McpServer): void {
  const tools: Record<string, { outputSchema?: z.ZodType; callback: Callback }> = {
    noStructured: { outputSchema: output, callback: returns({ content: [{ type: "text", text: "x" }] }) },
    zero: { outputSchema: output, callback: returns({ content: [], structuredContent: 0 }) },
    nullStructured: { outputSchema: output, callback: returns({ content: [], structuredContent: null }) },
    conforming: {
      outputSchema: output,
      callback: returns({ content: [{ type: "text", text: "x" }], structuredContent: { n: 1 } }),
    },
    extraKey: { outputSchema: output, callback: returns({ content: [], structuredContent: { n: 1, extra: 2 } }) },
    errorBadStructured: {
      outputSchema: output,
      callback: returns({ content: [{ type: "text", text: "e" }], structuredContent: { bad: 1 }, isError: true }),
    },
    arrayStructured: { outputSchema: z.array(z.number()), callback: returns({ structuredContent: [1, 2] }) },
    numberStructuredWithText: {
      outputSchema: z.number(),
      callback: returns({ content: [{ type: "text", text: "five" }], structuredContent: 5 }),
    },
    unknownBlock: { callback: returns({ content: [{ type: "json", json: { a: 1 } }] }) },
    untaggedBlock: { callback: returns({ content: [{ text: "hi" }] }) },
    extraBlockKey: { callback: returns({ content: [{ type: "text", text: "hi", latencyMs: 3 }] }) },
    extraTopLevel: { callback: returns({ content: [{ type: "text", text: "hi" }], latencyMs: 12 }) },
    noContent: { callback: returns({}) },
    legacyToolResult: { callback: returns({ toolResult: { content: [{ type: "text", text: "hi", latencyMs: 3 }] } }) },
    throws: {
      callback: async () => {
        throw new Error("boom");
      },
    },
    throwsProtocolError: {
      callback: async () => {
        throw new ProtocolError(-32001, "protocol boom");
      },
    },
  };
  for (const [name, { outputSchema, callback }] of Object.entries(tools)) {
    server.registerTool(name, { description: name, ...(outputSchema === undefined ? {} : { outputSchema }) }, callback);
  }
}

const server = new McpServer({ name: "behaviour", version: "1.0.0" });
registerTools(server);
const wire: WireMessage[] = [];
const client = new Client({ name: "behaviour-client", version: "1.0.0" });

beforeAll(async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(recordSends(serverSide, wire));
  await client.connect(clientSide);
  await client.listTools();
});
afterAll(() => client.close());

const call = (name: string) => callTool(client, wire, name);

describe("MCP v2: registration", () => {
  it("has no server.tool: only registerTool", () => {
    expect((server as unknown as { tool?: unknown }).tool).toBeUndefined();
    expect(() => (server as unknown as { tool: (name: string, cb: () => void) => void }).tool("x", () => {})).toThrow(
      new TypeError("server.tool is not a function"),
    );
    expect(typeof server.registerTool).toBe("function");
  });

  it("answers an unknown tool with a JSON-RPC error (v1 answers an isError result)", async () => {
    const { sent, error } = await call("nope");
    expect(sent.error).toEqual({ code: -32602, message: "Tool nope not found" });
    expect(error?.message).toBe("Tool nope not found");
  });
});

describe("MCP v2: outputSchema and structuredContent (2025-11-25 session)", () => {
  it("negotiates 2025-11-25 over the in-memory transport", () => {
    expect(client.getNegotiatedProtocolVersion()).toBe("2025-11-25");
  });

  it("replaces a result without structuredContent by an isError result that says so (no 'MCP error' prefix in v2)", async () => {
    expect((await call("noStructured")).sent.result).toEqual({
      content: [
        {
          type: "text",
          text: "Output validation error: Tool noStructured has an output schema but no structured content was provided",
        },
      ],
      isError: true,
    });
  });

  it("treats only undefined as missing: 0 and null are parsed and fail the schema", async () => {
    expect((await call("zero")).sent.result).toEqual({
      content: [
        {
          type: "text",
          text: "Output validation error: Invalid structured content for tool zero: Invalid input: expected object, received number",
        },
      ],
      isError: true,
    });
    expect((await call("nullStructured")).sent.result).toMatchObject({
      content: [{ text: expect.stringContaining("expected object, received null") }],
      isError: true,
    });
  });

  it("sends a conforming result unchanged", async () => {
    expect((await call("conforming")).result).toEqual({
      content: [{ type: "text", text: "x" }],
      structuredContent: { n: 1 },
    });
  });

  it("sends a key the schema does not declare, and the client (having listed the tools) rejects it", async () => {
    const { sent, error } = await call("extraKey");
    expect(sent.result).toEqual({ content: [], structuredContent: { n: 1, extra: 2 } });
    expect(error?.code).toBe(-32602);
    expect(error?.message).toBe(
      "Structured content does not match the tool's output schema: data must NOT have additional properties",
    );
  });

  it("does not validate structuredContent on isError results in the client (v1 does)", async () => {
    expect((await call("errorBadStructured")).result).toEqual({
      content: [{ type: "text", text: "e" }],
      structuredContent: { bad: 1 },
      isError: true,
    });
  });

  it("wraps a non-object structuredContent as { result } for a 2025-11-25 client, adding a text block when there is none", async () => {
    expect((await call("arrayStructured")).sent.result).toEqual({
      content: [{ type: "text", text: "[1,2]" }],
      structuredContent: { result: [1, 2] },
    });
    expect((await call("numberStructuredWithText")).sent.result).toEqual({
      content: [{ type: "text", text: "five" }],
      structuredContent: { result: 5 },
    });
  });
});

describe("MCP v2: the CallToolResult schema", () => {
  it("rejects the whole result for an unknown block type or an untagged block: JSON-RPC -32602, no result", async () => {
    for (const name of ["unknownBlock", "untaggedBlock"]) {
      const { sent, error } = await call(name);
      expect(sent.result).toBeUndefined();
      expect(sent.error?.code).toBe(-32602);
      expect(sent.error?.message).toMatch(/^Invalid tools\/call result: \[/u);
      expect(error?.message).toMatch(/^Invalid tools\/call result/u);
    }
  });

  it("strips unknown block keys and keeps unknown top-level keys", async () => {
    expect((await call("extraBlockKey")).sent.result).toEqual({ content: [{ type: "text", text: "hi" }] });
    expect((await call("extraTopLevel")).result).toEqual({ content: [{ type: "text", text: "hi" }], latencyMs: 12 });
  });

  it("gives a result without content an empty content array", async () => {
    expect((await call("noContent")).sent.result).toEqual({ content: [] });
  });

  it("reads the 2024-10-07 form { toolResult } as a result without content: the payload goes on unparsed", async () => {
    const { sent, result } = await call("legacyToolResult");
    const toolResult = { content: [{ type: "text", text: "hi", latencyMs: 3 }] };
    expect(sent.result).toEqual({ content: [], toolResult });
    expect(result).toEqual({ content: [], toolResult });
  });

  it("turns a throw, a ProtocolError too, into an isError result with the message", async () => {
    expect((await call("throws")).sent.result).toEqual({ content: [{ type: "text", text: "boom" }], isError: true });
    expect((await call("throwsProtocolError")).sent.result).toEqual({
      content: [{ type: "text", text: "protocol boom" }],
      isError: true,
    });
  });
});

describe("MCP v2: protocol revision 2026-07-28 (HTTP entry)", () => {
  const handler = createMcpHandler(() => {
    const perRequest = new McpServer({ name: "behaviour", version: "1.0.0" });
    registerTools(perRequest);
    return perRequest;
  });
  const bodies: string[] = [];
  const modern = new Client(
    { name: "behaviour-client", version: "1.0.0" },
    { versionNegotiation: { mode: { pin: "2026-07-28" } } },
  );

  beforeAll(async () => {
    const fetchHandler = async (url: string | URL, init?: RequestInit) => {
      const response = await handler.fetch(new Request(url, init));
      bodies.push(await response.clone().text());
      return response;
    };
    await modern.connect(new StreamableHTTPClientTransport(new URL("http://127.0.0.1/mcp"), { fetch: fetchHandler }));
  });
  afterAll(() => modern.close());

  /** The result object the server sent for the last request. */
  const lastSent = () => (JSON.parse(bodies.at(-1)!) as { result: Record<string, unknown> }).result;

  it("negotiates 2026-07-28", () => {
    expect(modern.getNegotiatedProtocolVersion()).toBe("2026-07-28");
  });

  it("stamps resultType: 'complete' and the server's identity in _meta on every result; the client strips resultType", async () => {
    const result = await modern.callTool({ name: "extraTopLevel", arguments: {} });
    expect(lastSent()).toEqual({
      content: [{ type: "text", text: "hi" }],
      latencyMs: 12,
      resultType: "complete",
      _meta: { "io.modelcontextprotocol/serverInfo": { name: "behaviour", version: "1.0.0" } },
    });
    expect(result).toEqual({
      content: [{ type: "text", text: "hi" }],
      latencyMs: 12,
      _meta: { "io.modelcontextprotocol/serverInfo": { name: "behaviour", version: "1.0.0" } },
    });
  });

  it("sends a non-object structuredContent as is (no { result } wrapping), with the text block added", async () => {
    await modern.callTool({ name: "arrayStructured", arguments: {} });
    expect(lastSent()).toMatchObject({ content: [{ type: "text", text: "[1,2]" }], structuredContent: [1, 2] });
  });
});
