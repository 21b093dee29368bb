// guardTools on real McpServers (MCP SDK 1.x and 2.x) through each SDK's in-memory transport: the guard
// sees what the tool returned (before the SDK's own output check), turns a result that breaks the
// contract or the outputSchema into an isError result whose text is the message, and fails the test
// through assertNoFailures.
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport as InMemoryV1 } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer as McpServerV1 } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Client as ClientV2 } from "@modelcontextprotocol/client";
import { InMemoryTransport as InMemoryV2, McpServer as McpServerV2 } from "@modelcontextprotocol/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as z3 from "zod/v3";
import { formatMessage, STRUCTURED_CONTENT_MESSAGES as M } from "../../src/contract/mcp-messages.js";
import { guardTools, ToolResultGuardError } from "../../src/testing/index.js";

type AnyResult = Record<string, unknown>;
const output = z.object({ n: z.number() });
const results: Record<string, AnyResult> = {
  conforming: { content: [{ type: "text", text: '{"n":1}' }], structuredContent: { n: 1 } },
  missing: { content: [{ type: "text", text: "no data" }] },
  extraKey: { content: [{ type: "text", text: "x" }], structuredContent: { n: 1, extra: 2 } },
  unknownBlock: { content: [{ type: "json", json: { n: 1 } }], structuredContent: { n: 1 } },
};

interface Server {
  registerTool(name: string, config: Record<string, unknown>, cb: (...args: never[]) => unknown): unknown;
}
interface Harness {
  server: Server;
  call(name: string): Promise<AnyResult>;
  close(): Promise<void>;
}

async function v1(setup: (server: Server) => void): Promise<Harness> {
  const server = new McpServerV1({ name: "guard", version: "1.0.0" });
  setup(server as unknown as Server);
  const client = new ClientV1({ name: "guard-client", version: "1.0.0" });
  const [clientSide, serverSide] = InMemoryV1.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  await client.listTools();
  return {
    server: server as unknown as Server,
    call: async (name) => (await client.callTool({ name, arguments: {} })) as AnyResult,
    close: () => client.close(),
  };
}

async function v2(setup: (server: Server) => void): Promise<Harness> {
  const server = new McpServerV2({ name: "guard", version: "1.0.0" });
  setup(server as unknown as Server);
  const client = new ClientV2({ name: "guard-client", version: "1.0.0" });
  const [clientSide, serverSide] = InMemoryV2.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  await client.listTools();
  return {
    server: server as unknown as Server,
    call: async (name) => (await client.callTool({ name, arguments: {} })) as AnyResult,
    close: () => client.close(),
  };
}

const register = (server: Server, name: string, outputSchema?: z.ZodType) =>
  server.registerTool(name, { description: name, ...(outputSchema === undefined ? {} : { outputSchema }) }, async () =>
    structuredClone(results[name.replace(/Late$/u, "")]!),
  );

describe.each([
  ["MCP SDK 1.x", v1],
  ["MCP SDK 2.x", v2],
])("guardTools on %s", (_, start) => {
  it("lets a conforming result through unchanged, and fails the call with the message for each broken one", async () => {
    let guard: ReturnType<typeof guardTools> | undefined;
    const h = await start((server) => {
      register(server, "conforming", output);
      register(server, "missing", output);
      guard = guardTools(server);
      // registered after the guard: guarded too
      register(server, "extraKey", output);
      register(server, "unknownBlock");
    });
    try {
      expect(await h.call("conforming")).toEqual(results.conforming);
      guard!.assertNoFailures();

      const missing = await h.call("missing");
      const missingMessage = `guardTools: tool "missing" returned a result that MCP clients reject or the SDK replaces (1 issue):\n  - structuredContent: ${M.missingStructuredContent}`;
      expect(missing).toEqual({ content: [{ type: "text", text: missingMessage }], isError: true });
      expect(() => guard!.assertNoFailures()).toThrow(new ToolResultGuardError("missing", []).constructor);
      expect(() => guard!.assertNoFailures()).toThrow(missingMessage);

      const extra = await h.call("extraKey");
      const extraText = `structuredContent.extra: ${formatMessage(M.undeclaredKey, { key: "extra" })}`;
      expect(extra).toMatchObject({
        isError: true,
        content: [{ type: "text", text: expect.stringContaining(extraText) }],
      });

      const unknown = await h.call("unknownBlock");
      expect(unknown).toMatchObject({
        isError: true,
        content: [
          {
            type: "text",
            text: expect.stringContaining('content[0].type: "json" is not a block kind of the "mcp" contract'),
          },
        ],
      });

      expect(guard!.failures.map((f) => f.tool)).toEqual(["missing", "extraKey", "unknownBlock"]);
      // the test fails loudly: assertNoFailures throws every failure's message
      let thrown: unknown;
      try {
        guard!.assertNoFailures();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ToolResultGuardError);
      const message = (thrown as Error).message;
      expect(message).toContain(`tool "missing": structuredContent: ${M.missingStructuredContent}`);
      expect(message).toContain(`tool "extraKey": ${extraText}`);
      expect(message).toContain('tool "unknownBlock": content[0].type:');
    } finally {
      await h.close();
    }
  });

  it("keeps a replaced callback and a renamed tool guarded, and gives the same guard twice", async () => {
    let guard: ReturnType<typeof guardTools> | undefined;
    let tool: { update(updates: Record<string, unknown>): void } | undefined;
    const h = await start((server) => {
      tool = register(server, "conforming", output) as typeof tool;
      guard = guardTools(server);
      expect(guardTools(server)).toBe(guard);
      tool!.update({ callback: async () => structuredClone(results.extraKey), name: "renamed" });
    });
    try {
      const result = await h.call("renamed");
      expect(result).toMatchObject({ isError: true });
      expect(guard!.failures).toEqual([expect.objectContaining({ tool: "renamed" })]);
    } finally {
      await h.close();
    }
  });
});

describe("guardTools: what it needs", () => {
  it("throws a TypeError for something that is not an McpServer", () => {
    expect(() => guardTools({})).toThrow(
      "guardTools: expected an McpServer of the MCP TypeScript SDK (1.x @modelcontextprotocol/sdk/server/mcp.js, or 2.x @modelcontextprotocol/server), with its registered tools in _registeredTools; got an object.",
    );
    expect(() => guardTools(null as never)).toThrow(TypeError);
  });

  it("reads _registeredTools as both SDKs keep it: an object of registered tools with their outputSchema", () => {
    for (const server of [new McpServerV1({ name: "a", version: "1" }), new McpServerV2({ name: "a", version: "1" })]) {
      (server as unknown as Server).registerTool("t", { outputSchema: output }, async () => ({ content: [] }));
      const registry = (server as unknown as { _registeredTools: Record<string, Record<string, unknown>> })
        ._registeredTools;
      expect(Object.keys(registry)).toEqual(["t"]);
      expect(registry.t!.outputSchema).toHaveProperty("~standard.validate");
    }
  });
});

describe("a fourth runtime red-team run (T): the guard records every failure, and reads a 2.x result as the server sends it", () => {
  it("T1a a schema the check refuses (zod 3) is a recorded failure, not an unrecorded throw", async () => {
    let guard: ReturnType<typeof guardTools> | undefined;
    const h = await v1((server) => {
      server.registerTool("weather", { description: "w", outputSchema: { city: z3.string() } }, async () => ({
        content: [{ type: "text", text: "Oslo" }],
        structuredContent: { city: "Oslo" },
      }));
      guard = guardTools(server);
    });
    const result = await h.call("weather");
    await h.close();
    expect(result.isError).toBe(true);
    expect(guard!.failures).toHaveLength(1);
    expect(guard!.failures[0]!.issues[0]!.message).toMatch(/a zod 3 schema \(zod\/v3\) gives no JSON Schema/u);
    expect(() => guard!.assertNoFailures()).toThrow(ToolResultGuardError);
  });

  it("T1b a 2.x tool whose outputSchema root is an array passes: the server wraps the value as { result }", async () => {
    let guard: ReturnType<typeof guardTools> | undefined;
    const h = await v2((server) => {
      server.registerTool("temps", { description: "t", outputSchema: z.array(z.number()) }, async () => ({
        content: [{ type: "text", text: "[21.5,22]" }],
        // eslint-disable-next-line tool-result/valid-structured-content -- a 2.x server sends it as { result }
        structuredContent: [21.5, 22],
      }));
      server.registerTool("wrong", { description: "t", outputSchema: z.array(z.number()) }, async () => ({
        content: [{ type: "text", text: "[x]" }],
        // eslint-disable-next-line tool-result/valid-structured-content -- as above
        structuredContent: ["x"],
      }));
      guard = guardTools(server);
    });
    const ok = await h.call("temps");
    const wrong = await h.call("wrong");
    await h.close();
    expect(ok.isError).toBeFalsy();
    expect(ok.structuredContent).toEqual({ result: [21.5, 22] });
    expect(wrong.isError).toBe(true);
    expect(guard!.failures.map((f) => f.tool)).toEqual(["wrong"]);
    expect(guard!.failures[0]!.issues[0]!.path).toEqual(["structuredContent", "result", 0]);
  });

  it.each([
    ["MCP SDK 1.x", v1],
    ["MCP SDK 2.x", v2],
  ])(
    "T2a on %s a result with a task key and no content is checked (an ordinary tool, not a task handler)",
    async (_, start) => {
      let guard: ReturnType<typeof guardTools> | undefined;
      const h = await start((server) => {
        server.registerTool(
          "todo",
          { description: "t" },
          async () => ({ task: { id: 7, title: "Buy milk" } }) as never,
        );
        guard = guardTools(server);
      });
      await h.call("todo").catch(() => undefined);
      await h.close();
      expect(guard!.failures).toHaveLength(1);
      expect(guard!.failures[0]!.issues.map((issue) => issue.path[0])).toEqual(["task", "content"]);
    },
  );
});
