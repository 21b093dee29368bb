// mcp-framework: `class X extends MCPTool { name; description; schema; async execute(input) { ... } }`,
// registered with `server.addTool(X)`. What `execute` returns becomes the result the MCP client gets.
// The server runs through its serverless entry, `MCPServer.handleRequest(request)`, which the MCP SDK
// client reaches through a `fetch` that calls it directly (no socket, no transport started).
// mcp-framework depends on zod 3 (its own copy); the tool schemas here use that copy, as its users must.
// docs/frameworks.md lists the facts.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { MCPServer, MCPTool } from "mcp-framework";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callTool, type WireMessage } from "./lib/mcp-wire.js";
import { packageDir } from "./lib/installed.js";

/** The zod that mcp-framework itself imports (its ESM entry: `instanceof z.ZodObject` must hold). */
async function frameworkZod(): Promise<typeof import("zod/v3")> {
  const zodDir = path.dirname(
    createRequire(path.join(packageDir("mcp-framework"), "package.json")).resolve("zod/package.json"),
  );
  return (await import(pathToFileURL(path.join(zodDir, "index.js")).href)) as typeof import("zod/v3");
}

const cases: Record<string, () => Promise<unknown>> = {
  string: async () => "hello",
  object: async () => ({ a: 1, latencyMs: 12 }),
  mcpResult: async () => ({ content: [{ type: "text", text: "jammed" }], isError: true }),
  textBlock: async () => ({ type: "text", text: "one" }),
  imageBlock: async () => ({ type: "image", data: "aGk=", mimeType: "image/png" }),
  arrayWithInvalidItem: async () => [{ type: "text", text: "a" }, { nope: 1 }, { type: "text", text: "b" }],
  arrayOfNoBlocks: async () => [{ nope: 1 }],
  throws: async () => {
    throw new Error("boom");
  },
  undefined: async () => undefined,
  throwsString: async () => {
    throw "boom";
  },
};

const server = new MCPServer({
  name: "behaviour",
  version: "1.0.0",
  transport: { type: "http-stream" },
  basePath: path.join(import.meta.dirname, "no-such-folder"),
});
const client = new Client({ name: "behaviour-client", version: "1.0.0" });
const wire: WireMessage[] = [];
let missingDescription: unknown;

beforeAll(async () => {
  const { z } = await frameworkZod();
  for (const [toolName, run] of Object.entries(cases)) {
    server.addTool(
      class extends MCPTool {
        name = toolName;
        description = toolName;
        schema = z.object({ query: z.string().optional().describe("what to look up") });
        async execute() {
          return run();
        }
      },
    );
  }
  for (const [toolName, result] of [
    ["schemaValid", { n: 1, latencyMs: 12 }],
    ["schemaInvalid", { n: "one" }],
  ] as const) {
    server.addTool(
      class extends MCPTool {
        name = toolName;
        description = toolName;
        schema = z.object({});
        constructor() {
          super();
          // users write `protected outputSchemaShape = z.object(...)`; the base class's field type names
          // mcp-framework's own zod 3 copy, which this file's types cannot, so it is set here instead
          (this as unknown as { outputSchemaShape: unknown }).outputSchemaShape = z.object({ n: z.number() });
        }
        async execute() {
          return result;
        }
      },
    );
  }
  try {
    // the tool definition is read when the tools are listed
    void new (class extends MCPTool {
      name = "undescribed";
      description = "d";
      schema = z.object({ query: z.string() });
      async execute() {
        return "";
      }
    })().toolDefinition;
  } catch (error) {
    missingDescription = error;
  }
  const fetchHandler = async (url: string | URL, init?: RequestInit) => {
    const response = await server.handleRequest(new Request(url, init));
    const text = await response.clone().text();
    if (text !== "") wire.push(JSON.parse(text) as WireMessage);
    return response;
  };
  await client.connect(new StreamableHTTPClientTransport(new URL("http://127.0.0.1/mcp"), { fetch: fetchHandler }));
});
afterAll(() => client.close());

const call = (name: string) => callTool(client, wire, name);
const text = (value: string) => ({ content: [{ type: "text", text: value }] });

describe("mcp-framework: execute's return is JSON-stringified into one text block", () => {
  it("sends a string quoted", async () => {
    expect((await call("string")).result).toEqual(text('"hello"'));
  });

  it("sends an object as its JSON, all keys kept", async () => {
    expect((await call("object")).result).toEqual(text('{"a":1,"latencyMs":12}'));
  });

  it("double-wraps a full MCP result: its isError is lost, the call is a success", async () => {
    const { result } = await call("mcpResult");
    expect(result).toEqual(text('{"content":[{"type":"text","text":"jammed"}],"isError":true}'));
    expect(result).not.toHaveProperty("isError");
  });

  it("double-wraps a single text block too", async () => {
    expect((await call("textBlock")).result).toEqual(text('{"type":"text","text":"one"}'));
  });

  it("passes a single image block through", async () => {
    expect((await call("imageBlock")).result).toEqual({
      content: [{ type: "image", data: "aGk=", mimeType: "image/png" }],
    });
  });

  it("passes an array's valid blocks through and drops its other items silently", async () => {
    expect((await call("arrayWithInvalidItem")).result).toEqual({
      content: [
        { type: "text", text: "a" },
        { type: "text", text: "b" },
      ],
    });
  });

  it("stringifies an array that holds no valid block", async () => {
    expect((await call("arrayOfNoBlocks")).result).toEqual(text('[{"nope":1}]'));
  });
});

describe("mcp-framework: outputSchemaShape", () => {
  it("adds the zod-parsed value as structuredContent (unknown keys stripped) beside the JSON text of the whole return", async () => {
    await client.listTools();
    expect((await call("schemaValid")).result).toEqual({
      content: [{ type: "text", text: '{"n":1,"latencyMs":12}' }],
      structuredContent: { n: 1 },
    });
  });

  it("sends a return the schema rejects without structuredContent, which the SDK client then rejects (-32600)", async () => {
    const { sent, error } = await call("schemaInvalid");
    expect(sent.result).toEqual({ content: [{ type: "text", text: '{"n":"one"}' }] });
    expect(error?.code).toBe(-32600);
    expect(error?.message).toBe(
      "MCP error -32600: Tool schemaInvalid has an output schema but did not return structured content",
    );
  });
});

describe("mcp-framework: errors", () => {
  it("sets isError only on a throw, with the message", async () => {
    expect((await call("throws")).result).toEqual({ content: [{ type: "text", text: "boom" }], isError: true });
  });

  it("sends an invalid result for undefined or a thrown non-Error: JSON-RPC -32602, the model sees nothing", async () => {
    for (const name of ["undefined", "throwsString"]) {
      const { sent, error } = await call(name);
      expect(sent.error?.code).toBe(-32602);
      expect(sent.error?.message).toMatch(/^MCP error -32602: Invalid tools\/call result: /u);
      expect(error?.code).toBe(-32602);
    }
  });

  it("requires .describe() on every zod field of the schema", () => {
    expect(missingDescription).toEqual(
      new Error(
        'Missing descriptions for fields in undescribed: query. All fields must have descriptions when using Zod object schemas. Use .describe() on each field, e.g., z.string().describe("Field description")',
      ),
    );
  });
});
