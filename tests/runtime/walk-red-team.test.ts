/**
 * Red-team run 14 (runtime), findings K7, K8, K11 and K12: the result walk and the presets. Each test
 * is named after its case; the inputs are the cases' own (/work/rt14-runtime-findings/cases).
 */
import { describe, expect, it } from "vitest";
import { defineContract, jsonPayload, validateToolResult, type ToolResultIssue } from "../../src/runtime/index.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import { contractToJsonSchema } from "../../src/contract/json-schema.js";
import { MCP_PATTERNS } from "../../src/contract/presets.js";
import { isBase64, isIsoDateTime } from "../../src/runtime/validate/values.js";

type Contract = Parameters<typeof validateToolResult>[1];

function issuesOf(value: unknown, contract?: Contract): ToolResultIssue[] {
  const verdict = validateToolResult(value, contract);
  return verdict.ok ? [] : verdict.issues;
}
const pathsOf = (value: unknown, contract?: Contract) => issuesOf(value, contract).map((issue) => issue.path);
/** The one issue at `path`, or a failed expectation. */
function issueAt(value: unknown, contract: Contract, path: (string | number)[]): ToolResultIssue {
  const issues = issuesOf(value, contract);
  const found = issues.filter((issue) => JSON.stringify(issue.path) === JSON.stringify(path));
  expect(found, JSON.stringify(issues, null, 1)).toHaveLength(1);
  return found[0]!;
}

/** A proxy over `target` that counts every trap it runs, by trap name and key. */
function counted<T extends object>(target: T): { proxy: T; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const count = (name: string) => calls.set(name, (calls.get(name) ?? 0) + 1);
  const proxy = new Proxy(target, {
    getPrototypeOf: (t) => (count("getPrototypeOf"), Reflect.getPrototypeOf(t)),
    ownKeys: (t) => (count("ownKeys"), Reflect.ownKeys(t)),
    getOwnPropertyDescriptor: (t, key) => (
      count(`getOwnPropertyDescriptor ${String(key)}`),
      Reflect.getOwnPropertyDescriptor(t, key)
    ),
    get: (t, key, receiver) => (count(`get ${String(key)}`), Reflect.get(t, key, receiver)),
    has: (t, key) => (count(`has ${String(key)}`), Reflect.has(t, key)),
  });
  return { proxy, calls };
}
const mostCalls = (calls: Map<string, number>) => Math.max(0, ...calls.values());

describe("K12: keys are listed as JSON.stringify lists them (own enumerable string keys), every trap at most once", () => {
  /** The case's proxy: its getPrototypeOf trap answers Object.prototype first, then an object with `fake`'s keys. */
  function lyingProxy(fake: object): { proxy: object; prototypeCalls: () => number } {
    let calls = 0;
    const proxy = new Proxy(
      {},
      {
        getPrototypeOf: () => (++calls === 1 ? Object.prototype : fake),
        get: (_target, key) => Reflect.get(fake, key),
      },
    );
    return { proxy, prototypeCalls: () => calls };
  }

  it("K12a a result proxy whose getPrototypeOf lies after the first call has no keys, as JSON.stringify writes {}", () => {
    const { proxy, prototypeCalls } = lyingProxy({ status: "success", content: [{ text: "ok" }] });
    expect(JSON.stringify(proxy)).toBe("{}");
    expect(pathsOf(proxy)).toEqual([["status"], ["content"]]);
    expect(prototypeCalls()).toBe(1);
  });

  it("K12b jsonPayload of such a payload is {}, not the phantom keys", () => {
    const { proxy, prototypeCalls } = lyingProxy({ frames: 512 });
    const result = { status: "success", content: [{ json: proxy }] };
    expect(JSON.stringify(result)).toBe('{"status":"success","content":[{"json":{}}]}');
    expect(jsonPayload(result)).toEqual({});
    expect(prototypeCalls()).toBe(1);
  });

  it("K12c the same lie in a block, a media value, a source and an MCP block is not believed either", () => {
    const block = lyingProxy({ text: "phantom" }).proxy;
    expect(pathsOf({ status: "success", content: [block] })).toEqual([["content", 0]]);
    const image = lyingProxy({ format: "png", source: { bytes: new Uint8Array(1) } }).proxy;
    expect(pathsOf({ status: "success", content: [{ image }] })).toEqual([
      ["content", 0, "image", "format"],
      ["content", 0, "image", "source"],
    ]);
    const source = lyingProxy({ bytes: new Uint8Array(1) }).proxy;
    expect(pathsOf({ status: "success", content: [{ image: { format: "png", source } }] })).toEqual([
      ["content", 0, "image", "source", "bytes"],
    ]);
    const tagged = lyingProxy({ type: "text", text: "phantom" }).proxy;
    expect(pathsOf({ content: [tagged] }, "mcp")).toEqual([["content", 0, "type"]]);
  });

  it("K12d every trap of a proxied result, block, payload, media value and source runs at most once", () => {
    const payload = counted({ frames: 3, nested: { hz: 50 } });
    const source = counted({ bytes: new Uint8Array(2) });
    const image = counted({ format: "png", source: source.proxy });
    const block = counted({ json: payload.proxy });
    const result = counted({ status: "success", content: [{ text: "ok" }, block.proxy, { image: image.proxy }] });
    expect(validateToolResult(result.proxy).ok).toBe(true);
    for (const { calls } of [payload, source, image, block, result]) {
      expect(mostCalls(calls), JSON.stringify([...calls])).toBe(1);
      expect(calls.get("getPrototypeOf")).toBe(1);
    }
  });

  it("K12e every trap of a proxied MCP result, block, resource, structuredContent and _meta runs at most once", () => {
    const resource = counted({ uri: "file:///a", blob: "AAEC" });
    const meta = counted({ progressToken: 7, trace: "t" });
    const structured = counted({ user: "bob" });
    const block = counted({ type: "resource", resource: resource.proxy, annotations: { priority: 1 } });
    const result = counted({ content: [block.proxy], structuredContent: structured.proxy, _meta: meta.proxy });
    expect(issuesOf(result.proxy, "mcp")).toEqual([]);
    for (const { calls } of [resource, meta, structured, block, result]) {
      expect(mostCalls(calls), JSON.stringify([...calls])).toBe(1);
    }
  });

  it("K12f an enumerable key on Object.prototype is still never listed as an object's own", () => {
    Object.defineProperty(Object.prototype, "frames", {
      value: 1,
      enumerable: true,
      configurable: true,
      writable: true,
    });
    try {
      expect(jsonPayload({ status: "success", content: [{ json: { own: 1 } }] })).toEqual({ own: 1 });
      expect(issuesOf({ status: "success", content: [{ text: "ok" }] })).toEqual([]);
    } finally {
      delete (Object.prototype as { frames?: unknown }).frames;
    }
  });
});

describe("K8: under mcp, an own __proto__ key where the MCP SDK's zod parse copies keys by assignment", () => {
  it("K8a structuredContent's own __proto__ key is reported: the SDK drops it", () => {
    const result = JSON.parse('{"content":[],"structuredContent":{"__proto__":{"role":"admin"},"user":"bob"}}');
    const issue = issueAt(result, "mcp", ["structuredContent", "__proto__"]);
    expect(issue.message).toMatch(/MCP SDK drops it/);
    expect(issue.message).toMatch(/Rename/);
    expect(pathsOf(result, "mcp")).toHaveLength(1);
  });

  it("K8b the result's _meta and a block's _meta: each own __proto__ key is reported", () => {
    const result = JSON.parse(
      '{"content":[{"type":"text","text":"ok","_meta":{"__proto__":{"a":1},"k":1}}],"_meta":{"__proto__":{"trace":"t1"}}}',
    );
    expect(pathsOf(result, "mcp")).toEqual([
      ["_meta", "__proto__"],
      ["content", 0, "_meta", "__proto__"],
    ]);
  });

  it("K8c a resource's _meta and a resource_link's _meta too", () => {
    const result = JSON.parse(
      '{"content":[{"type":"resource","resource":{"uri":"u","text":"t","_meta":{"__proto__":1}}},{"type":"resource_link","uri":"u","name":"n","_meta":{"__proto__":1}}]}',
    );
    expect(pathsOf(result, "mcp")).toEqual([
      ["content", 0, "resource", "_meta", "__proto__"],
      ["content", 1, "_meta", "__proto__"],
    ]);
  });

  it("K8d a __proto__ key deeper down is kept by the SDK (z.unknown values pass as they are), and json payloads keep theirs", () => {
    expect(issuesOf(JSON.parse('{"content":[],"structuredContent":{"a":{"__proto__":{"b":1}}}}'), "mcp")).toEqual([]);
    expect(issuesOf(JSON.parse('{"status":"success","content":[{"json":{"__proto__":1}}]}'))).toEqual([]);
  });
});

describe("K7: under mcp, block fields are typed as the MCP SDK's CallToolResultSchema types them", () => {
  const text = (extra: object) => ({ content: [{ type: "text", text: "ok", ...extra }] });

  it("K7a an image's data that is a data: URL is reported, with the part after the comma as the fix", () => {
    const result = { content: [{ type: "image", data: "data:image/png;base64,iVBORw0KGgo=", mimeType: "image/png" }] };
    const issue = issueAt(result, "mcp", ["content", 0, "data"]);
    expect(issue.message).toMatch(/data: URL/);
    expect(issue.message).toContain('"iVBORw0KGgo="');
    expect(issue.message).toMatch(/-32602/);
  });

  it("K7b a resource's blob that is not base64 is reported", () => {
    const result = {
      content: [{ type: "resource", resource: { uri: "file:///a.bin", blob: "raw bytes: \u0000\u0001" } }],
    };
    expect(issueAt(result, "mcp", ["content", 0, "resource", "blob"]).message).toMatch(/base64/);
  });

  it("K7a/K7b base64 is what atob accepts (the SDK's check), as the JSON Schema's pattern says, and audio data is checked too", () => {
    const pattern = new RegExp(MCP_PATTERNS.base64, "u");
    const alphabet = ["A", "z", "0", "+", "/", "=", " ", "\n", "\t", "\f", "\r", "-", "_", ".", "é", "\u00a0"];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let round = 0; round < 20000; round++) {
      let s = "";
      const length = next() % 10;
      for (let i = 0; i < length; i++) s += alphabet[next() % alphabet.length];
      let accepted: boolean;
      try {
        atob(s);
        accepted = true;
      } catch {
        accepted = false;
      }
      expect(isBase64(s), JSON.stringify(s)).toBe(accepted);
      expect(pattern.test(s), `pattern: ${JSON.stringify(s)}`).toBe(accepted);
    }
    expect(pathsOf({ content: [{ type: "audio", data: "a", mimeType: "audio/wav" }] }, "mcp")).toEqual([
      ["content", 0, "data"],
    ]);
    expect(issuesOf({ content: [{ type: "audio", data: "UklGRg==", mimeType: "audio/wav" }] }, "mcp")).toEqual([]);
  });

  it("K7c annotations.priority outside 0..1 is reported", () => {
    expect(
      issueAt(text({ annotations: { priority: 5 } }), "mcp", ["content", 0, "annotations", "priority"]).message,
    ).toMatch(/from 0 to 1/);
    expect(pathsOf(text({ annotations: { priority: "high" } }), "mcp")).toEqual([
      ["content", 0, "annotations", "priority"],
    ]);
    expect(issuesOf(text({ annotations: { priority: 0 } }), "mcp")).toEqual([]);
  });

  it('K7d annotations.audience holds only "user" and "assistant"', () => {
    const issue = issueAt(text({ annotations: { audience: ["developer"] } }), "mcp", [
      "content",
      0,
      "annotations",
      "audience",
      0,
    ]);
    expect(issue.message).toMatch(/"user" or "assistant"/);
    expect(pathsOf(text({ annotations: { audience: "user" } }), "mcp")).toEqual([
      ["content", 0, "annotations", "audience"],
    ]);
    expect(issuesOf(text({ annotations: { audience: ["user", "assistant"] } }), "mcp")).toEqual([]);
  });

  it("K7e annotations.lastModified is an ISO 8601 date-time as zod's z.iso.datetime({ offset: true }) reads it", () => {
    expect(
      issueAt(text({ annotations: { lastModified: "2025-01-01" } }), "mcp", [
        "content",
        0,
        "annotations",
        "lastModified",
      ]).message,
    ).toMatch(/2025-01-01T00:00:00Z/);
    // zod 4.6.7's answers for these strings.
    const zod: [string, boolean][] = [
      ["2025-01-01", false],
      ["2025-01-01T00:00:00Z", true],
      ["2025-01-01T00:00Z", false],
      ["2025-01-01T00:00:00+01:00", true],
      ["2025-01-01T00:00:00.123456789Z", true],
      ["2025-01-01T00:00:00+0100", false],
      ["2025-01-01T00:00:00+01", false],
      ["2025-02-30T00:00:00Z", false],
      ["2024-02-29T00:00:00Z", true],
      ["2025-02-29T00:00:00Z", false],
      ["2025-01-01T24:00:00Z", false],
      ["2025-01-01t00:00:00z", false],
      ["2025-01-01T00:00:60Z", false],
    ];
    for (const [value, valid] of zod) expect(isIsoDateTime(value), value).toBe(valid);
  });

  it("K7f an annotation key the SDK does not know is reported as stripped", () => {
    const issue = issueAt(text({ annotations: { priority: 0.5, source: "cache" } }), "mcp", [
      "content",
      0,
      "annotations",
      "source",
    ]);
    expect(issue.message).toMatch(/strips it/);
    expect(issue.message).toMatch(/_meta/);
  });

  it("K7g a resource_link's icons are Icon objects ({ src, mimeType?, sizes?, theme? })", () => {
    const link = (icons: unknown) => ({
      content: [{ type: "resource_link", uri: "file:///a.txt", name: "a.txt", icons }],
    });
    expect(issueAt(link(["https://example.com/a.png"]), "mcp", ["content", 0, "icons", 0]).message).toMatch(/\{ src: /);
    expect(
      issuesOf(
        link([{ src: "https://example.com/a.png", mimeType: "image/png", sizes: ["48x48"], theme: "dark" }]),
        "mcp",
      ),
    ).toEqual([]);
    expect(pathsOf(link([{ src: "a.png", theme: "blue", sizes: "48x48", alt: "A" }]), "mcp")).toEqual([
      ["content", 0, "icons", 0, "theme"],
      ["content", 0, "icons", 0, "sizes"],
      ["content", 0, "icons", 0, "alt"],
    ]);
    expect(pathsOf(link([{ mimeType: "image/png" }]), "mcp")).toEqual([["content", 0, "icons", 0, "src"]]);
  });

  it("K7h the result's _meta.progressToken is a string or an integer", () => {
    const meta = (progressToken: unknown) => ({ content: [], _meta: { progressToken } });
    expect(issueAt(meta({ id: 7 }), "mcp", ["_meta", "progressToken"]).message).toMatch(/string or an integer/);
    expect(pathsOf(meta(1.5), "mcp")).toEqual([["_meta", "progressToken"]]);
    expect(issuesOf(meta("abc"), "mcp")).toEqual([]);
    expect(issuesOf(meta(7), "mcp")).toEqual([]);
  });

  it('K7i the result\'s _meta["io.modelcontextprotocol/related-task"] is { taskId: string }', () => {
    const key = "io.modelcontextprotocol/related-task";
    const meta = (task: unknown) => ({ content: [], _meta: { [key]: task } });
    expect(issueAt(meta("task-1"), "mcp", ["_meta", key]).message).toMatch(/\{ taskId: "task-1" \}/);
    expect(pathsOf(meta({ taskId: 5 }), "mcp")).toEqual([["_meta", key, "taskId"]]);
    expect(pathsOf(meta({ taskId: "t", extra: 1 }), "mcp")).toEqual([["_meta", key, "extra"]]);
    expect(issuesOf(meta({ taskId: "t" }), "mcp")).toEqual([]);
    // A block's _meta is a plain record in the SDK: no reserved keys there.
    expect(issuesOf(text({ _meta: { progressToken: { id: 7 }, [key]: "x" } }), "mcp")).toEqual([]);
  });

  it("K7 a result using every typed field correctly is accepted", () => {
    const result = {
      content: [
        {
          type: "text",
          text: "ok",
          annotations: { audience: ["user"], priority: 1, lastModified: "2025-01-01T12:00:00.5+02:00" },
        },
        { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png", _meta: { k: 1 } },
        { type: "resource", resource: { uri: "file:///a", blob: "AA==\n", mimeType: "application/octet-stream" } },
        { type: "resource_link", uri: "file:///b", name: "b", icons: [{ src: "data:image/png;base64,AA==" }] },
      ],
      structuredContent: { user: "bob" },
      _meta: { progressToken: "p", "io.modelcontextprotocol/related-task": { taskId: "t" }, trace: { id: 1 } },
    };
    expect(issuesOf(result, "mcp")).toEqual([]);
  });
});

describe("K11: under strands, blocks as the Strands SDK's data->class converter reads them", () => {
  it("K11a a key beside the block's kind is reported: the converter keeps only the kind's field", () => {
    const result = { status: "success", content: [{ text: "Teleoperation completed", frames: 512, hzActual: 49.7 }] };
    expect(pathsOf(result, "strands")).toEqual([
      ["content", 0, "frames"],
      ["content", 0, "hzActual"],
    ]);
    const message = issueAt(result, "strands", ["content", 0, "frames"]).message;
    expect(message).toMatch(/drops it/);
    expect(message).toMatch(/json block/);
    // The JSON Schema of the contract says the same.
    const ajv = new Ajv2020().compile(contractToJsonSchema("strands"));
    expect(ajv(result)).toBe(false);
    expect(ajv({ status: "success", content: [{ text: "Teleoperation completed" }] })).toBe(true);
  });

  it("K11b a kind holding undefined that the SDK tests before the block's kind is reported", () => {
    const result = { status: "success", content: [{ text: undefined, json: { frames: 512 } }] };
    const message = issueAt(result, "strands", ["content", 0, "text"]).message;
    expect(message).toMatch(/empty text block/);
    expect(message).toMatch(/Remove the text key/);
    // video is tested before document.
    expect(
      pathsOf(
        {
          status: "success",
          content: [{ video: undefined, document: { format: "pdf", name: "a", source: { bytes: new Uint8Array(1) } } }],
        },
        "strands",
      ),
    ).toEqual([["content", 0, "video"]]);
  });

  it("K11c a kind holding undefined that the SDK tests after the block's kind is harmless and accepted", () => {
    expect(issuesOf({ status: "success", content: [{ text: "a", json: undefined }] }, "strands")).toEqual([]);
  });

  it("K11d contracts made from the strands preset keep the check; the default preset does not have it", () => {
    const block = { text: "done", frames: 512 };
    expect(
      pathsOf(
        { status: "success", content: [block] },
        { preset: "strands", allowedKeys: ["toolUseId", "error", "traceId"] },
      ),
    ).toEqual([["content", 0, "frames"]]);
    expect(issuesOf({ status: "success", content: [block] })).toEqual([]);
  });
});

describe("T3: the contract's discriminator is a key the result may carry, with its one value", () => {
  const result = { toolUseId: "tooluse_1", status: "success", content: [{ text: "Moved to (0.4, 1.2)." }] };
  it('T3a under strands, type: "toolResultBlock" (the SDK\'s ToolResultBlock carries it) is accepted; another value is not', () => {
    expect(validateToolResult({ type: "toolResultBlock", ...result }, "strands").ok).toBe(true);
    const other = validateToolResult({ type: "toolUseBlock", ...result }, "strands");
    expect(other.ok ? [] : other.issues).toEqual([
      { path: ["type"], message: expect.stringContaining('expected "toolResultBlock", the one value this key has') },
    ]);
    // The JSON Schema of the same contract says the same.
    const check = new Ajv2020({ strict: false }).compile(contractToJsonSchema("strands"));
    expect(check({ type: "toolResultBlock", ...result })).toBe(true);
    expect(check({ type: "toolUseBlock", ...result })).toBe(false);
  });

  it("T3b a custom contract's discriminator too", () => {
    const contract = defineContract({
      preset: "strands-robots",
      name: "robot-arm",
      discriminator: { key: "kind", value: "armResult" },
    });
    const arm = { kind: "armResult", status: "success", content: [{ text: "Gripper closed." }] };
    expect(validateToolResult(arm, contract).ok).toBe(true);
    expect(validateToolResult({ ...arm, kind: "other" }, contract).ok).toBe(false);
  });
});
