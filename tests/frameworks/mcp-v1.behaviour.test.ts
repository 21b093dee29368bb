// MCP TypeScript SDK v1 (`@modelcontextprotocol/sdk`): what `McpServer.registerTool`'s callback returns
// becomes on the wire, and what the SDK's own `Client.callTool` does with it. Server and client talk
// over the SDK's in-memory transport; the server's messages are recorded before the client parses them.
// docs/frameworks.md lists the facts; a release that changes one fails here.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { callTool, recordSends, type WireMessage } from "./lib/mcp-wire.js";

type Callback = () => Promise<CallToolResult>;
/** A callback returning a value the SDK's type does not allow (the point of the test). */
const returns =
  (value: unknown): Callback =>
  async () =>
    value as CallToolResult;
const shape = { n: z.number() };

const server = new McpServer({ name: "behaviour", version: "1.0.0" });
const tools: Record<string, { outputSchema?: typeof shape | z.ZodTypeAny; callback: Callback }> = {
  noStructured: { outputSchema: shape, callback: returns({ content: [{ type: "text", text: "x" }] }) },
  zero: { outputSchema: shape, callback: returns({ content: [], structuredContent: 0 }) },
  emptyString: { outputSchema: shape, callback: returns({ content: [], structuredContent: "" }) },
  nullStructured: { outputSchema: shape, callback: returns({ content: [], structuredContent: null }) },
  conforming: {
    outputSchema: shape,
    callback: returns({ content: [{ type: "text", text: '{"n":1}' }], structuredContent: { n: 1 } }),
  },
  wrongType: { outputSchema: shape, callback: returns({ content: [], structuredContent: { n: "1" } }) },
  extraKey: { outputSchema: shape, callback: returns({ content: [], structuredContent: { n: 1, extra: 2 } }) },
  passthroughExtraKey: {
    outputSchema: z.object(shape).passthrough(),
    callback: returns({ content: [], structuredContent: { n: 1, extra: 2 } }),
  },
  errorBadStructured: {
    outputSchema: shape,
    callback: returns({ content: [{ type: "text", text: "e" }], structuredContent: { bad: 1 }, isError: true }),
  },
  errorNoStructured: {
    outputSchema: shape,
    callback: returns({ content: [{ type: "text", text: "e" }], isError: true }),
  },
  unknownBlock: { callback: returns({ content: [{ type: "json", json: { a: 1 } }] }) },
  untaggedBlock: { callback: returns({ content: [{ text: "hi" }] }) },
  missingText: { callback: returns({ content: [{ type: "text" }] }) },
  stringResult: { callback: returns("hello") },
  extraBlockKey: { callback: returns({ content: [{ type: "text", text: "hi", latencyMs: 3 }] }) },
  blockAnnotations: {
    callback: returns({
      content: [{ type: "text", text: "hi", annotations: { audience: ["user"] }, _meta: { m: 1 } }],
    }),
  },
  extraTopLevel: { callback: returns({ content: [{ type: "text", text: "hi" }], latencyMs: 12 }) },
  withMeta: { callback: returns({ content: [{ type: "text", text: "hi" }], _meta: { trace: "t" } }) },
  throws: {
    callback: async () => {
      throw new Error("boom");
    },
  },
  noContent: { callback: returns({}) },
  legacyToolResult: { callback: returns({ toolResult: { content: [{ type: "text", text: "hi", latencyMs: 3 }] } }) },
};
for (const [name, { outputSchema, callback }] of Object.entries(tools)) {
  server.registerTool(name, { description: name, ...(outputSchema === undefined ? {} : { outputSchema }) }, callback);
}

const wire: WireMessage[] = [];
/** A client that listed the tools first (it validates structuredContent against the schemas it listed). */
const client = new Client({ name: "behaviour-client", version: "1.0.0" });
/** A second client on its own server connection that never lists tools. */
const unlistedServer = new McpServer({ name: "behaviour", version: "1.0.0" });
unlistedServer.registerTool("extraKey", { outputSchema: shape }, tools.extraKey!.callback);
const unlistedWire: WireMessage[] = [];
const unlistedClient = new Client({ name: "behaviour-client", version: "1.0.0" });
let listed: Awaited<ReturnType<Client["listTools"]>>;

beforeAll(async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(recordSends(serverSide, wire));
  await client.connect(clientSide);
  listed = await client.listTools();
  const [clientSide2, serverSide2] = InMemoryTransport.createLinkedPair();
  await unlistedServer.connect(recordSends(serverSide2, unlistedWire));
  await unlistedClient.connect(clientSide2);
});
afterAll(async () => {
  await client.close();
  await unlistedClient.close();
});

const call = (name: string) => callTool(client, wire, name);
const missingStructured = (name: string) => ({
  content: [
    {
      type: "text",
      text: `MCP error -32602: Output validation error: Tool ${name} has an output schema but no structured content was provided`,
    },
  ],
  isError: true,
});

describe("MCP v1: outputSchema and structuredContent", () => {
  it("replaces a result without structuredContent by an isError result that says so", async () => {
    const { sent, result } = await call("noStructured");
    expect(sent.result).toEqual(missingStructured("noStructured"));
    expect(result).toEqual(missingStructured("noStructured"));
  });

  it("counts a falsy structuredContent (0, empty string, null) as missing", async () => {
    for (const name of ["zero", "emptyString", "nullStructured"]) {
      expect((await call(name)).sent.result).toEqual(missingStructured(name));
    }
  });

  it("sends a conforming result unchanged", async () => {
    const { sent, result } = await call("conforming");
    expect(sent.result).toEqual({ content: [{ type: "text", text: '{"n":1}' }], structuredContent: { n: 1 } });
    expect(result).toEqual(sent.result);
  });

  it("replaces a structuredContent the schema rejects by an isError result naming the path", async () => {
    expect((await call("wrongType")).sent.result).toEqual({
      content: [
        {
          type: "text",
          text: "MCP error -32602: Output validation error: Invalid structured content for tool wrongType: Invalid input: expected number, received string at n",
        },
      ],
      isError: true,
    });
  });

  it("advertises the schema with additionalProperties: false (zod's output mode)", () => {
    const schema = listed.tools.find((t) => t.name === "extraKey")?.outputSchema;
    expect(schema).toMatchObject({ type: "object", required: ["n"], additionalProperties: false });
    // a passthrough schema is advertised open, and its extra keys pass the client (below)
    expect(listed.tools.find((t) => t.name === "passthroughExtraKey")?.outputSchema).toMatchObject({
      additionalProperties: {},
    });
  });

  it("sends a key the schema does not declare (the server parses but sends the unparsed value) and the client's callTool rejects it", async () => {
    const { sent, result, error } = await call("extraKey");
    expect(sent.result).toEqual({ content: [], structuredContent: { n: 1, extra: 2 } });
    expect(result).toBeUndefined();
    expect(error?.code).toBe(-32602);
    expect(error?.message).toBe(
      "MCP error -32602: Structured content does not match the tool's output schema: data must NOT have additional properties",
    );
  });

  it("lets the extra key through a client that never listed the tools (it has no schema to check)", async () => {
    const { result } = await callTool(unlistedClient, unlistedWire, "extraKey");
    expect(result).toEqual({ content: [], structuredContent: { n: 1, extra: 2 } });
  });

  it("lets extra keys through a passthrough schema", async () => {
    expect((await call("passthroughExtraKey")).result).toEqual({ content: [], structuredContent: { n: 1, extra: 2 } });
  });

  it("skips the server's check on isError results, but the v1 client still validates their structuredContent", async () => {
    const bad = await call("errorBadStructured");
    expect(bad.sent.result).toEqual({
      content: [{ type: "text", text: "e" }],
      structuredContent: { bad: 1 },
      isError: true,
    });
    expect(bad.error?.code).toBe(-32602);
    expect(bad.error?.message).toBe(
      "MCP error -32602: Structured content does not match the tool's output schema: data must have required property 'n', data must NOT have additional properties",
    );
    const none = await call("errorNoStructured");
    expect(none.result).toEqual({ content: [{ type: "text", text: "e" }], isError: true });
  });
});

describe("MCP v1: the CallToolResult schema", () => {
  const invalidResult = async (name: string) => {
    const { sent, result, error } = await call(name);
    expect(result).toBeUndefined();
    expect(sent.result).toBeUndefined();
    expect(sent.error?.code).toBe(-32602);
    expect(sent.error?.message).toMatch(/^MCP error -32602: Invalid tools\/call result: \[/u);
    expect(error?.message).toContain("Invalid tools/call result");
    return sent.error!.message;
  };

  it("rejects the whole result for a block of unknown type: a JSON-RPC error, no result", async () => {
    expect(await invalidResult("unknownBlock")).toContain('"code": "invalid_union"');
  });

  it("rejects an untagged { text } block (the Strands shape) the same way", async () => {
    expect(await invalidResult("untaggedBlock")).toContain('Invalid input: expected \\"text\\"');
  });

  it("rejects a text block without text", async () => {
    expect(await invalidResult("missingText")).toContain("expected string, received undefined");
  });

  it("rejects a result that is not an object", async () => {
    expect(await invalidResult("stringResult")).toContain("Invalid input: expected object, received string");
  });

  it("strips unknown keys from blocks and keeps annotations and _meta", async () => {
    expect((await call("extraBlockKey")).sent.result).toEqual({ content: [{ type: "text", text: "hi" }] });
    expect((await call("blockAnnotations")).sent.result).toEqual({
      content: [{ type: "text", text: "hi", annotations: { audience: ["user"] }, _meta: { m: 1 } }],
    });
  });

  it("keeps unknown top-level keys: they reach the client's result", async () => {
    const { sent, result } = await call("extraTopLevel");
    expect(sent.result).toEqual({ content: [{ type: "text", text: "hi" }], latencyMs: 12 });
    expect(result).toEqual({ content: [{ type: "text", text: "hi" }], latencyMs: 12 });
    expect((await call("withMeta")).result).toEqual({ content: [{ type: "text", text: "hi" }], _meta: { trace: "t" } });
  });

  it("defaults a missing content to an empty array", async () => {
    expect((await call("noContent")).sent.result).toEqual({ content: [] });
  });

  it("reads the 2024-10-07 form { toolResult } as a result without content: the payload goes on unparsed", async () => {
    const { sent, result } = await call("legacyToolResult");
    const toolResult = { content: [{ type: "text", text: "hi", latencyMs: 3 }] };
    expect(sent.result).toEqual({ content: [], toolResult });
    expect(result).toEqual({ content: [], toolResult });
  });
});

describe("MCP v1: errors", () => {
  it("turns a throw in the callback into an isError result with the message", async () => {
    expect((await call("throws")).sent.result).toEqual({ content: [{ type: "text", text: "boom" }], isError: true });
  });

  it("answers a call to an unknown tool with an isError result (not a JSON-RPC error)", async () => {
    expect((await call("nope")).sent.result).toEqual({
      content: [{ type: "text", text: "MCP error -32602: Tool nope not found" }],
      isError: true,
    });
  });
});

describe("MCP v1: registration", () => {
  it("still has the deprecated variadic server.tool", () => {
    expect(typeof server.tool).toBe("function");
  });
});
