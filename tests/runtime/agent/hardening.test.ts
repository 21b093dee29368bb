// Issue 28, "Agent runtime": each defect the hostile probes found, pinned by name. A tool's stream ends
// with one ToolResultEvent whatever its code throws or returns, honours an abort signal before and during
// the call (validators included) and a timeout, never lets an input key reach a prototype, and a tool or
// spec that cannot be used is a ToolRegistryError when it is made or registered.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  AgentTool,
  StructuredOutputContext,
  StructuredOutputTool,
  tool,
  ToolRegistry,
  ToolRegistryError,
  ToolResultEvent,
  type StandardSchemaWithJSON,
  type ToolGenerator,
  type ToolResult,
  type ToolSpec,
  type ToolStreamOptions,
  type ToolUse,
} from "../../../src/runtime/index.js";

/** Every event of one stream; the stream must not throw. */
async function events(agentTool: AgentTool, toolUse: unknown, options: ToolStreamOptions = {}): Promise<unknown[]> {
  const seen: unknown[] = [];
  for await (const event of agentTool.stream(toolUse as ToolUse, {}, options)) seen.push(event);
  return seen;
}

/** The one result a stream ends with. */
async function resultOf(
  agentTool: AgentTool,
  input: unknown = {},
  options: ToolStreamOptions = {},
): Promise<ToolResult> {
  const seen = await events(agentTool, { toolUseId: "call-1", name: agentTool.toolName, input }, options);
  expect(seen).toHaveLength(1);
  expect(seen[0]).toBeInstanceOf(ToolResultEvent);
  return (seen[0] as ToolResultEvent).toolResult;
}

const text = (result: ToolResult): string => (result.content[0] as { text: string }).text;

/** A tool whose callback throws, or returns, `value`. */
function throwing(value: () => unknown): AgentTool {
  return tool({
    name: "throwing",
    description: "Throws",
    inputSchema: z.object({}),
    callback: () => {
      throw value();
    },
  });
}
function returning(value: () => unknown): AgentTool {
  return tool({ name: "returning", description: "Returns", inputSchema: z.object({}), callback: () => value() });
}

/** A Standard Schema whose validate does `validate`, with a JSON Schema of an empty object. */
function schemaWith(validate: (value: unknown) => unknown): StandardSchemaWithJSON {
  return {
    "~standard": {
      version: 1,
      vendor: "test",
      validate: validate as never,
      jsonSchema: { input: () => ({ type: "object", properties: {} }), output: () => ({ type: "object" }) },
    },
  };
}

describe("a tool() stream never throws, for any thrown or returned value", () => {
  it("throw Object.create(null)", async () => {
    const result = await resultOf(throwing(() => Object.create(null)));
    expect(result).toMatchObject({ status: "error", toolUseId: "call-1" });
    expect(text(result)).toBe("Tool throwing failed: an empty object");
  });

  it("a thrown object whose toString throws (no method of it is called)", async () => {
    let called = false;
    const value = {
      code: 7,
      toString() {
        called = true;
        throw new Error("toString");
      },
    };
    expect(text(await resultOf(throwing(() => value)))).toBe(
      "Tool throwing failed: an object with keys [code, toString]",
    );
    expect(called).toBe(false);
  });

  it("an Error whose message getter throws", async () => {
    const error = Object.defineProperty(new RangeError("x"), "message", {
      get() {
        throw new Error("message getter");
      },
    });
    expect(text(await resultOf(throwing(() => error)))).toBe("Tool throwing failed: RangeError");
  });

  it("a thrown 1 MB message is cut", async () => {
    expect(text(await resultOf(throwing(() => new Error("m".repeat(1_000_000))))).length).toBeLessThan(2100);
  });

  it("a returned result with a throwing getter", async () => {
    const result = await resultOf(
      returning(() => ({
        status: "success",
        get content(): unknown {
          throw new Error("content getter");
        },
      })),
    );
    expect(result.status).toBe("error");
    expect(text(result)).toBe(
      "Tool returning returned a value that cannot be read (Error: content getter), so its output was not sent. Return plain data.",
    );
  });

  it("a returned Proxy with a throwing has trap", async () => {
    const proxy = new Proxy(
      {},
      {
        has: () => {
          throw new Error("has trap");
        },
      },
    );
    expect(text(await resultOf(returning(() => proxy)))).toContain("cannot be read (Error: has trap)");
  });

  it("a returned revoked proxy, and a promise that rejects with a null-prototype object", async () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect((await resultOf(returning(() => proxy))).status).toBe("error");
    expect(text(await resultOf(returning(() => Promise.reject(Object.create(null)))))).toBe(
      "Tool returning failed: an empty object",
    );
  });

  it("a result whose getter answers differently when the event checks it again", async () => {
    let reads = 0;
    const block = {
      get text(): unknown {
        return reads++ === 0 ? "first" : 42;
      },
    };
    const result = await resultOf(returning(() => ({ status: "success", content: [block] })));
    expect(result.status).toBe("error");
    expect(text(result)).toContain("changed while it was checked");
  });

  it("a validator throwing a null-prototype object", async () => {
    const broken = tool({
      name: "broken",
      description: "Broken validator",
      inputSchema: schemaWith(() => {
        throw Object.create(null);
      }),
      callback: () => "never",
    });
    expect(text(await resultOf(broken))).toBe("Unexpected error validating the input of broken: an empty object");
  });

  it("a validator answering something that is not a result", async () => {
    const odd = tool({ name: "odd", description: "Odd", inputSchema: schemaWith(() => null), callback: () => "x" });
    expect(text(await resultOf(odd))).toMatch(
      /^Unexpected error validating the input of odd: its validator answered /u,
    );
  });

  it("a validator answering issues that claim 2^32 - 1 entries, or that cannot be read (the list is bounded)", async () => {
    const endless = new Proxy([], {
      get: (target, key) => (key === "length" ? 2 ** 32 - 1 : Reflect.get(target, key)),
    });
    const many = tool({
      name: "many",
      description: "M",
      inputSchema: schemaWith(() => ({ issues: endless })),
      callback: () => "x",
    });
    const listed = text(await resultOf(many));
    expect(listed.split("\n")).toHaveLength(52);
    expect(listed.endsWith("- ...and 4294967245 more issues")).toBe(true);
    const unreadable = [
      {
        get message(): string {
          throw new Error("message getter");
        },
        path: ["a"],
      },
    ];
    const odd = tool({
      name: "odd",
      description: "O",
      inputSchema: schemaWith(() => ({ issues: unreadable })),
      callback: () => "x",
    });
    expect(text(await resultOf(odd))).toBe(
      "Invalid input for odd. Please fix the following errors:\n- Field 'a': (no message)",
    );
  });

  it("a tool use that is not an object, or has no id, still gets a result with an id", async () => {
    const ok = returning(() => "ok");
    for (const toolUse of [undefined, null, 5, { name: "returning" }, { toolUseId: 7, input: {} }]) {
      const seen = await events(ok, toolUse);
      expect(seen).toHaveLength(1);
      const result = (seen[0] as ToolResultEvent).toolResult;
      expect(result.toolUseId).toMatch(/^tooluse_generated_/u);
    }
    expect((await events(ok, { toolUseId: "call-9", input: {} }, null as never))[0]).toBeInstanceOf(ToolResultEvent);
  });
});

describe("abort signals and timeouts", () => {
  it("an already-aborted signal: neither the validator nor the callback runs", async () => {
    let validated = 0;
    let called = 0;
    const counted = tool({
      name: "counted",
      description: "Counts",
      inputSchema: schemaWith((value) => {
        validated++;
        return { value };
      }),
      callback: () => {
        called++;
        return "ran";
      },
    });
    const controller = new AbortController();
    controller.abort(new Error("user cancelled"));
    const result = await resultOf(counted, {}, { signal: controller.signal });
    expect([validated, called]).toEqual([0, 0]);
    expect(result.status).toBe("error");
    expect(text(result)).toBe(
      "Tool counted was not run: the call was aborted before it started (Error: user cancelled).",
    );
  });

  it("an abort during the callback ends the call, and the callback's signal is the caller's", async () => {
    const controller = new AbortController();
    let seen: unknown;
    const hang = tool({
      name: "hang",
      description: "Never returns",
      inputSchema: z.object({}),
      callback: (_input, context) => {
        seen = context.signal;
        setTimeout(() => controller.abort(), 1);
        return new Promise(() => undefined);
      },
    });
    const result = await resultOf(hang, {}, { signal: controller.signal });
    expect(seen).toBe(controller.signal);
    expect(text(result)).toMatch(/^Tool hang was stopped: the call was aborted while it ran \(AbortError: /u);
  });

  it("a validator that never resolves is cut off by the signal", async () => {
    const controller = new AbortController();
    const stuck = tool({
      name: "stuck",
      description: "Stuck validator",
      inputSchema: schemaWith(() => {
        setTimeout(() => controller.abort(new Error("enough")), 1);
        return new Promise(() => undefined);
      }),
      callback: () => "never",
    });
    expect(text(await resultOf(stuck, {}, { signal: controller.signal }))).toBe(
      "Tool stuck was stopped: the call was aborted while it ran (Error: enough).",
    );
  });

  it("timeoutMs ends a call that does not finish, and aborts the signal the callback got", async () => {
    let signal: { aborted: boolean; reason?: unknown } | undefined;
    const slow = tool({
      name: "slow",
      description: "Slow",
      inputSchema: z.object({}),
      timeoutMs: 5,
      callback: (_input, context) => {
        signal = context.signal;
        return new Promise(() => undefined);
      },
    });
    const result = await resultOf(slow);
    expect(text(result)).toBe("Tool slow was stopped: it did not finish within 5 ms (its timeoutMs).");
    expect(signal?.aborted).toBe(true);
    expect((signal?.reason as Error).name).toBe("TimeoutError");
    // A call that finishes in time is not affected.
    const quick = tool({
      name: "quick",
      description: "Quick",
      inputSchema: z.object({}),
      timeoutMs: 60_000,
      callback: () => "done",
    });
    expect(text(await resultOf(quick))).toBe("done");
  });

  it("a signal whose aborted getter throws, or that cannot be listened to, stops the call before it starts", async () => {
    let called = 0;
    const counted = tool({
      name: "counted",
      description: "C",
      inputSchema: z.object({}),
      callback: () => void called++,
    });
    const unreadable = {
      get aborted(): boolean {
        throw new Error("aborted getter");
      },
    };
    expect(text(await resultOf(counted, {}, { signal: unreadable as never }))).toBe(
      "Tool counted was not run: its abort signal cannot be read (Error: aborted getter).",
    );
    expect(text(await resultOf(counted, {}, { signal: { aborted: false } as never }))).toMatch(
      /^Tool counted was not run: its abort signal cannot be listened to \(TypeError: /u,
    );
    expect(called).toBe(0);
  });

  it("rejects a timeoutMs that is not a whole number of milliseconds", () => {
    const base = { name: "t", description: "d", inputSchema: z.object({}), callback: () => "x" };
    for (const timeoutMs of [0, -1, 1.5, Number.NaN, 2 ** 31, "5"]) {
      expect(() => tool({ ...base, timeoutMs: timeoutMs as number }), String(timeoutMs)).toThrow(ToolRegistryError);
    }
  });

  it("the structured-output tool honours the signal too, validator included", async () => {
    const context = new StructuredOutputContext(z.object({ a: z.number() }).meta({ title: "Out" }));
    const controller = new AbortController();
    controller.abort();
    const seen = await events(
      context.structuredOutputTool!,
      { toolUseId: "s-1", name: "Out", input: { a: 1 } },
      {
        structuredOutputContext: context,
        signal: controller.signal,
      },
    );
    expect((seen[0] as ToolResultEvent).toolResult.status).toBe("error");
    expect(context.results.size).toBe(0);
  });
});

describe("input keys never reach a prototype", () => {
  it('a "__proto__" key in the model\'s input is not the prototype of the validated input (prune in nulls.ts)', async () => {
    const seen: unknown[] = [];
    const grip = tool({
      name: "grip",
      description: "Grip",
      inputSchema: z.object({ force: z.number().optional(), label: z.string().nullable().optional() }),
      callback: (input) => {
        seen.push(input.force, Object.getPrototypeOf(input));
        return "gripped";
      },
    });
    const input: unknown = JSON.parse('{ "__proto__": { "force": 99 }, "label": null }');
    expect(text(await resultOf(grip, input))).toBe("gripped");
    expect(seen).toEqual([undefined, Object.prototype]);
  });
});

describe("bad tools and specs are ToolRegistryErrors, not TypeErrors or stack overflows", () => {
  class SpecTool extends AgentTool {
    constructor(
      private readonly spec: () => unknown,
      readonly toolName = "spec_tool",
    ) {
      super();
    }
    get toolType(): string {
      return "test";
    }
    get toolSpec(): ToolSpec {
      return this.spec() as ToolSpec;
    }
    async *stream(): ToolGenerator {
      yield new ToolResultEvent({ status: "success", content: [{ text: "x" }] });
    }
  }
  const schema = (inputSchema: unknown) => () => ({ name: "spec_tool", description: "d", inputSchema });
  /** `{ $ref: "#/$defs/d0" }` with d0 -> d1 -> ... -> d{n-1}, the last an object schema. */
  function refChain(n: number): Record<string, unknown> {
    const $defs: Record<string, unknown> = {};
    for (let i = 0; i < n - 1; i++) $defs[`d${i}`] = { $ref: `#/$defs/d${i + 1}` };
    $defs[`d${n - 1}`] = { type: "object", properties: {} };
    return { $ref: "#/$defs/d0", $defs };
  }
  const cyclic: Record<string, unknown> = { type: "object", properties: {} };
  (cyclic.properties as Record<string, unknown>).self = cyclic;

  it.each<[string, () => unknown, RegExp]>([
    [
      "a spec that is not an object",
      () => 5,
      /^Tool "spec_tool" has a toolSpec that is not an object \{ name, description, inputSchema \}: the number 5\.$/u,
    ],
    ["a null spec", () => null, /has a toolSpec that is not an object/u],
    [
      "a spec without a description",
      () => ({ name: "spec_tool", inputSchema: {} }),
      /toolSpec\.description that is not a string/u,
    ],
    [
      "an input schema that is not an object",
      schema("object"),
      /toolSpec\.inputSchema that is not a JSON Schema object/u,
    ],
    [
      "a cyclic $ref",
      schema({ $ref: "#/$defs/A", $defs: { A: { type: "object", properties: { a: { $ref: "#/$defs/A" } } } } }),
      /Circular reference detected/u,
    ],
    [
      "a cyclic $ref spelled two ways",
      schema({ $ref: "#/$defs/A", $defs: { A: { type: "object", properties: { a: { $ref: "#/%24defs/A" } } } } }),
      /Circular reference detected/u,
    ],
    ["a 5,000-deep $ref chain", schema(refChain(5000)), /nests more than 100 levels deep/u],
    ["an input schema that holds itself", schema(cyclic), /is an object that contains itself/u],
    [
      "a missing $ref",
      schema({ type: "object", properties: { a: { $ref: "#/$defs/Nope" } } }),
      /Missing reference: "Nope"/u,
    ],
    [
      "a bigint in the spec",
      () => ({ name: "spec_tool", description: "d", inputSchema: { type: "object", default: 1n } }),
      /cannot be written as JSON/u,
    ],
    [
      "a spec whose getter throws",
      () => {
        throw new Error("spec getter");
      },
      /^Tool "spec_tool": its toolSpec threw Error: spec getter when read; it must be a plain value\.$/u,
    ],
  ])("registering a tool with %s", (_name, spec, message) => {
    expect(() => new ToolRegistry().register(new SpecTool(spec))).toThrow(ToolRegistryError);
    expect(() => new ToolRegistry().register(new SpecTool(spec))).toThrow(message);
  });

  it("registering something that is not a tool, or whose name getter throws", () => {
    expect(() => new ToolRegistry().register(null as never)).toThrow("Expected a tool (an AgentTool), got null.");
    const nameless = Object.defineProperty(new SpecTool(schema({})), "toolName", {
      get() {
        throw new Error("name getter");
      },
    });
    expect(() => new ToolRegistry().register(nameless)).toThrow(
      /^A tool's toolName threw Error: name getter when read/u,
    );
  });

  it("tool() and StructuredOutputTool with schemas that cannot be specs", () => {
    const deep = schemaWith(() => ({ value: {} }));
    (deep["~standard"].jsonSchema as unknown as { input: () => unknown }).input = () => refChain(5000);
    const config = { name: "deep", description: "d", callback: () => "x" };
    expect(() => tool({ ...config, inputSchema: deep })).toThrow(ToolRegistryError);
    expect(() => tool({ ...config, inputSchema: deep })).toThrow(
      /^tool\("deep"\) inputSchema: The schema nests more than 100 levels deep/u,
    );
    expect(() => new StructuredOutputTool(deep)).toThrow(ToolRegistryError);
    expect(() => tool(null as never)).toThrow(ToolRegistryError);
    const hostileConfig = Object.defineProperty({ ...config }, "inputSchema", {
      enumerable: true,
      get() {
        throw new Error("config getter");
      },
    });
    expect(() => tool(hostileConfig as never)).toThrow(
      "tool(): reading config.inputSchema threw Error: config getter.",
    );
  });

  it("tool() refuses a contract that cannot take its error results, or cannot be used", () => {
    const config = { name: "c", description: "d", inputSchema: z.object({}), callback: () => "x" };
    expect(() => tool({ ...config, contract: "mcp" })).toThrow(/the contract does not take the error result/u);
    expect(() => tool({ ...config, contract: { allowedKeys: ["traceId"] } })).toThrow(
      /the contract does not take the error result/u,
    );
    expect(() => tool({ ...config, contract: { preset: "strand" } as never })).toThrow(
      /^tool\("c"\): contract: Invalid tool-result contract field preset: unknown preset "strand"\..* Did you mean "strands"\?$/u,
    );
    expect(() => tool({ ...config, contract: { preset: "strands" } })).not.toThrow();
  });
});

describe("structured-output calls without an id", () => {
  it("get an id each, so neither overwrites the other, and extractResult finds each by its request", async () => {
    const context = new StructuredOutputContext(z.object({ n: z.number() }).meta({ title: "Count" }));
    const first = { name: "Count", input: { n: 1 } } as unknown as ToolUse;
    const second = { name: "Count", input: { n: 2 } } as unknown as ToolUse;
    const ids: (string | undefined)[] = [];
    for (const toolUse of [first, second]) {
      const [event] = await events(context.structuredOutputTool!, toolUse, { structuredOutputContext: context });
      ids.push((event as ToolResultEvent).toolUseId);
    }
    expect(ids[0]).toMatch(/^tooluse_generated_/u);
    expect(ids[1]).not.toBe(ids[0]);
    expect(context.results.size).toBe(2);
    expect(context.extractResult([second])).toEqual({ n: 2 });
    expect(context.extractResult([first])).toEqual({ n: 1 });
    // The request objects were not changed.
    expect(first).not.toHaveProperty("toolUseId");
  });
});
