// fastmcp: what an `addTool({ execute })` return becomes, and which returns fail the call. The tools run
// in a `FastMCPSession` (the class `FastMCP.start()` builds for each connection from the tools given to
// `addTool`) connected to the MCP SDK's client over the in-memory transport.
//
// Pinned here: fastmcp 3.29.0, the newest that installs on Node 20 without an engine warning (every 4.x
// depends on mcp-proxy >= 6.7, which depends on pipenet, node >= 22; fastmcp's own code never loads
// pipenet, only mcp-proxy's CLI does). 4.x differs on outputSchema, structuredContent and _meta: the
// `v4` branches hold what fastmcp 4.20.16 does (seen by running this file against it), so a bump to 4.x
// checks those instead. docs/frameworks.md lists the facts.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { FastMCPSession, UserError, type Tool } from "fastmcp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { installedMajor } from "./lib/installed.js";
import { callTool, recordSends, type WireMessage } from "./lib/mcp-wire.js";

const v4 = installedMajor("fastmcp") >= 4;
const outputSchema = z.object({ n: z.number() });

const definitions: Record<string, { execute: () => Promise<unknown>; outputSchema?: typeof outputSchema }> = {
  string: { execute: async () => "hello" },
  undefined: { execute: async () => undefined },
  null: { execute: async () => null },
  singleBlock: { execute: async () => ({ type: "text", text: "one" }) },
  fullResult: { execute: async () => ({ content: [{ type: "text", text: "a" }] }) },
  extraTopLevel: { execute: async () => ({ content: [{ type: "text", text: "a" }], latencyMs: 12 }) },
  blockAnnotations: {
    execute: async () => ({ content: [{ type: "text", text: "a", annotations: { audience: ["user"] } }] }),
  },
  withMeta: { execute: async () => ({ content: [{ type: "text", text: "a" }], _meta: { trace: "t" } }) },
  withStructured: { execute: async () => ({ content: [{ type: "text", text: "a" }], structuredContent: { n: 1 } }) },
  plainObject: { execute: async () => ({ n: 1 }) },
  number: { execute: async () => 5 },
  returnedIsError: { execute: async () => ({ content: [{ type: "text", text: "bad" }], isError: true }) },
  userError: {
    execute: async () => {
      throw new UserError("Could not reach the arm", { code: 7 });
    },
  },
  userErrorNoExtras: {
    execute: async () => {
      throw new UserError("Could not reach the arm");
    },
  },
  throws: {
    execute: async () => {
      throw new Error("boom");
    },
  },
  imageNotBase64: {
    execute: async () => ({ content: [{ type: "image", data: "not base64!!", mimeType: "image/png" }] }),
  },
  resourceLinkExtraKey: {
    execute: async () => ({ content: [{ type: "resource_link", uri: "file:///a", name: "a", extra: 1 }] }),
  },
  unknownBlock: { execute: async () => ({ content: [{ type: "json", json: {} }] }) },
  schemaString: { execute: async () => "plain text", outputSchema },
  schemaPlainObject: { execute: async () => ({ n: 1, extra: 2 }), outputSchema },
  schemaContentOnly: { execute: async () => ({ content: [{ type: "text", text: "a" }] }), outputSchema },
  schemaFullResult: {
    execute: async () => ({ content: [{ type: "text", text: "a" }], structuredContent: { n: 1, extra: 2 } }),
    outputSchema,
  },
  schemaInvalid: { execute: async () => ({ n: "x" }), outputSchema },
};
const tools = Object.entries(definitions).map(([name, definition]) => ({ name, description: name, ...definition }));

const silent = { debug() {}, error() {}, info() {}, log() {}, warn() {} };
const session = new FastMCPSession({
  name: "behaviour",
  version: "1.0.0",
  tools: tools as unknown as Tool<Record<string, unknown>>[],
  prompts: [],
  resources: [],
  resourcesTemplates: [],
  logger: silent,
  transportType: "stdio",
  ping: { enabled: false },
  roots: { enabled: false },
});
const client = new Client({ name: "behaviour-client", version: "1.0.0" });
const wire: WireMessage[] = [];
let listed: Awaited<ReturnType<Client["listTools"]>>;

beforeAll(async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  // the session waits for the client's capabilities, so both sides connect together
  await Promise.all([session.connect(recordSends(serverSide, wire)), client.connect(clientSide)]);
  listed = await client.listTools();
});
afterAll(() => session.close());

const call = (name: string) => callTool(client, wire, name);
/** The isError result fastmcp sends when its result schema rejects a return. */
const failed = (name: string, zodIssues: unknown[]) => ({
  content: [{ type: "text", text: `Tool '${name}' execution failed: ${JSON.stringify(zodIssues, null, 2)}` }],
  isError: true,
});
const unrecognized = (key: string, path: (string | number)[] = []) => ({
  code: "unrecognized_keys",
  keys: [key],
  path,
  message: `Unrecognized key: "${key}"`,
});

describe("fastmcp: what execute may return", () => {
  it("sends a string as one text block", async () => {
    expect((await call("string")).result).toEqual({ content: [{ type: "text", text: "hello" }] });
  });

  it("sends undefined and null as an empty content array", async () => {
    expect((await call("undefined")).result).toEqual({ content: [] });
    expect((await call("null")).result).toEqual({ content: [] });
  });

  it("sends a single block (an object with type) as the only block", async () => {
    expect((await call("singleBlock")).result).toEqual({ content: [{ type: "text", text: "one" }] });
  });

  it("sends { content } as is", async () => {
    expect((await call("fullResult")).result).toEqual({ content: [{ type: "text", text: "a" }] });
  });

  it("passes a returned isError: true through", async () => {
    expect((await call("returnedIsError")).result).toEqual({ content: [{ type: "text", text: "bad" }], isError: true });
  });
});

describe("fastmcp: the strict result schema fails the whole call", () => {
  it("fails on an extra top-level key", async () => {
    expect((await call("extraTopLevel")).result).toEqual(failed("extraTopLevel", [unrecognized("latencyMs")]));
  });

  it("fails on annotations on a text block, though MCP allows them", async () => {
    expect((await call("blockAnnotations")).result).toEqual(
      failed("blockAnnotations", [unrecognized("annotations", ["content", 0])]),
    );
  });

  it("fails on an image whose data is not base64", async () => {
    expect((await call("imageNotBase64")).result).toMatchObject({
      content: [{ text: expect.stringContaining('"message": "Invalid base64-encoded string"') }],
      isError: true,
    });
  });

  it("fails on an unknown block type", async () => {
    expect((await call("unknownBlock")).result).toMatchObject({
      content: [{ text: expect.stringContaining('"note": "No matching discriminator"') }],
      isError: true,
    });
  });

  it("does not check resource_link blocks strictly: their extra keys are stripped", async () => {
    expect((await call("resourceLinkExtraKey")).result).toEqual({
      content: [{ name: "a", uri: "file:///a", type: "resource_link" }],
    });
  });

  it("fails on a plain object or a number (without an outputSchema)", async () => {
    expect((await call("plainObject")).result).toMatchObject({
      content: [{ text: expect.stringMatching(/^Tool 'plainObject' execution failed: \[/u) }],
      isError: true,
    });
    expect((await call("number")).result).toEqual({
      content: [
        {
          type: "text",
          text: `Tool 'number' execution failed: Cannot use 'in' operator to search for '${v4 ? "content" : "type"}' in 5`,
        },
      ],
      isError: true,
    });
  });

  it(
    v4
      ? "allows _meta and structuredContent beside content"
      : "fails on _meta and structuredContent (3.x allows only content and isError)",
    async () => {
      if (v4) {
        expect((await call("withMeta")).result).toEqual({
          _meta: { trace: "t" },
          content: [{ type: "text", text: "a" }],
        });
        expect((await call("withStructured")).result).toEqual({
          content: [{ type: "text", text: "a" }],
          structuredContent: { n: 1 },
        });
      } else {
        expect((await call("withMeta")).result).toEqual(failed("withMeta", [unrecognized("_meta")]));
        expect((await call("withStructured")).result).toEqual(
          failed("withStructured", [unrecognized("structuredContent")]),
        );
      }
    },
  );
});

describe("fastmcp: outputSchema", () => {
  it(v4 ? "advertises the outputSchema" : "ignores outputSchema (3.x has none): not advertised", () => {
    const advertised = listed.tools.find((t) => t.name === "schemaPlainObject")?.outputSchema;
    if (v4)
      expect(advertised).toMatchObject({ type: "object", properties: { n: { type: "number" } }, required: ["n"] });
    else expect(advertised).toBeUndefined();
  });

  it(
    v4
      ? "sends a plain object as a JSON text block plus structuredContent, both with keys outside the schema stripped"
      : "fails a plain object even with an outputSchema",
    async () => {
      const { result } = await call("schemaPlainObject");
      if (v4) expect(result).toEqual({ content: [{ type: "text", text: '{"n":1}' }], structuredContent: { n: 1 } });
      else
        expect(result).toMatchObject({
          isError: true,
          content: [{ text: expect.stringContaining("execution failed") }],
        });
    },
  );

  it(
    v4
      ? "sends a string or { content } without structuredContent, which the SDK client then rejects (-32600)"
      : "sends a string or { content } as it would without a schema",
    async () => {
      for (const name of ["schemaString", "schemaContentOnly"]) {
        const { sent, result, error } = await call(name);
        if (v4) {
          expect(sent.result).not.toHaveProperty("structuredContent");
          expect(error?.code).toBe(-32600);
          expect(error?.message).toBe(
            `MCP error -32600: Tool ${name} has an output schema but did not return structured content`,
          );
        } else {
          expect(result).toMatchObject({ content: [{ type: "text" }] });
        }
      }
    },
  );

  it(
    v4 ? "strips keys outside the schema from a returned structuredContent" : "fails a returned structuredContent",
    async () => {
      const { result } = await call("schemaFullResult");
      if (v4) expect(result).toEqual({ content: [{ type: "text", text: "a" }], structuredContent: { n: 1 } });
      else expect(result).toEqual(failed("schemaFullResult", [unrecognized("structuredContent")]));
    },
  );

  it(
    v4
      ? "turns an output the schema rejects into an isError result"
      : "fails an output the schema would reject, as any plain object",
    async () => {
      const { result } = await call("schemaInvalid");
      if (v4) {
        expect(result).toEqual({
          content: [
            {
              type: "text",
              text: "Tool 'schemaInvalid' structured output validation failed: n: Invalid input: expected number, received string. Please check the result matches the tool's outputSchema.",
            },
          ],
          isError: true,
        });
      } else {
        expect(result).toMatchObject({
          isError: true,
          content: [{ text: expect.stringContaining("execution failed") }],
        });
      }
    },
  );
});

describe("fastmcp: errors", () => {
  it("sends a UserError's message as is, its extras as structuredContent", async () => {
    expect((await call("userError")).result).toEqual({
      content: [{ type: "text", text: "Could not reach the arm" }],
      structuredContent: { code: 7 },
      isError: true,
    });
    expect((await call("userErrorNoExtras")).result).toEqual({
      content: [{ type: "text", text: "Could not reach the arm" }],
      isError: true,
    });
  });

  it("prefixes any other throw with \"Tool '<name>' execution failed: \"", async () => {
    expect((await call("throws")).result).toEqual({
      content: [{ type: "text", text: "Tool 'throws' execution failed: boom" }],
      isError: true,
    });
  });
});
