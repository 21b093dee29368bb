import type { StandardSchemaV1 } from "@standard-schema/spec";
import { describe, expect, expectTypeOf, it } from "vitest";
import { PRESETS, type ToolResultContract } from "../../src/contract/presets.js";
import {
  assertToolResult,
  createToolResultSchema,
  InvalidContractError,
  isToolResult,
  ToolResultContractError,
  validateToolResult,
  type ContractInput,
  type CustomToolResult,
  type McpContentBlock,
  type McpToolResult,
  type ToolResult,
  type ToolResultIssue,
} from "../../src/runtime/index.js";

function issuesOf(value: unknown, contract: Parameters<typeof validateToolResult>[1] = "mcp"): ToolResultIssue[] {
  const verdict = validateToolResult(value, contract);
  return verdict.ok ? [] : verdict.issues;
}
const text = (t: string) => ({ type: "text", text: t }) as const;

const valid: McpToolResult = {
  content: [
    text("Moved the elbow."),
    { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png", annotations: { audience: ["user"] } },
    { type: "resource_link", uri: "file:///run.log", name: "run.log", size: 12 },
    { type: "resource", resource: { uri: "file:///notes.md", text: "# Notes" } },
  ],
  structuredContent: { degrees: 30 },
  isError: false,
  _meta: { trace: "abc" },
};

describe("the mcp preset: CallToolResult", () => {
  it("accepts a result with every kind of block, and returns it typed as McpToolResult", () => {
    const verdict = validateToolResult(valid, "mcp");
    expect(verdict).toEqual({ ok: true, value: valid });
    if (verdict.ok) expectTypeOf(verdict.value).toEqualTypeOf<McpToolResult>();
    expect(isToolResult(valid, "mcp")).toBe(true);
    expect(validateToolResult({ content: [] }, "mcp").ok).toBe(true);
    expect(validateToolResult({ content: [text("a")], isError: undefined, status: undefined }, "mcp").ok).toBe(true);
  });

  it("needs no status: a status key is an extra key, and the message points to isError", () => {
    expect(issuesOf({ content: [text("Failed.")] })).toEqual([]);
    expect(issuesOf({ status: "error", content: [text("Failed.")] })).toEqual([
      {
        path: ["status"],
        message:
          'status: not a key of the "mcp" contract; MCP results mark failure with isError: true. Remove status, and set isError: true when the tool failed.',
      },
    ]);
  });

  it("holds isError to a boolean, and structuredContent and _meta to plain JSON objects", () => {
    const issues = issuesOf({
      content: [text("a")],
      isError: "true",
      structuredContent: [1, 2],
      _meta: "trace",
    });
    expect(issues.map((i) => i.message)).toEqual([
      'isError: expected a boolean, got the string "true". Write true or false without quotes, or leave it out (false).',
      "structuredContent: expected an object of data, got an array. Wrap it in an object: { items: [...] }.",
      '_meta: expected an object of data, got the string "trace". Put it under a key: { value: ... }.',
    ]);
    const json = issuesOf({
      content: [text("a")],
      structuredContent: { f: () => 1, n: Number.NaN, d: new Date(0), deep: [{ big: 1n }] },
    });
    expect(json.map((i) => i.path)).toEqual([
      ["structuredContent", "f"],
      ["structuredContent", "n"],
      ["structuredContent", "d"],
      ["structuredContent", "deep", 0, "big"],
    ]);
    expect(json[1]?.message).toBe(
      'structuredContent.n: NaN is not a JSON number; JSON.stringify writes null. Use null, or a string like "NaN".',
    );
  });

  it("follows JSON.stringify inside structuredContent: cycles and toJSON are reported, never followed or called", () => {
    const result: Record<string, unknown> = { content: [text("a")] };
    result.structuredContent = { back: result };
    expect(issuesOf(result)).toEqual([
      {
        path: ["structuredContent", "back"],
        message:
          "structuredContent.back: refers back to result, a cycle; JSON.stringify throws on cycles. Store an id or a copy instead of the reference.",
      },
    ]);
    let called = 0;
    const withToJSON = { content: [text("a")], structuredContent: { toJSON: () => ++called } };
    expect(issuesOf(withToJSON).map((i) => i.path)).toEqual([["structuredContent"]]);
    expect(called).toBe(0);
  });

  it("reports an extra top-level key with structuredContent or _meta as the place for it", () => {
    expect(issuesOf({ content: [text("a")], frames: 512 })).toEqual([
      {
        path: ["frames"],
        message:
          'frames: not a tool-result key; clients do not read it. Move it into structuredContent or _meta. A result carries only "content", "structuredContent", "isError" or "_meta".',
      },
    ]);
  });

  it("reports missing content, and content that is not an array, with an MCP block as the example", () => {
    expect(issuesOf({ isError: true })).toEqual([
      {
        path: ["content"],
        message: 'content: missing. Add content: an array of blocks, such as [{ type: "text", text: "..." }].',
      },
    ]);
    expect(issuesOf({ content: "Done." })[0]?.message).toBe(
      'content: expected an array of blocks, got the string "Done.". Wrap the text in a text block: [{ type: "text", text: "..." }].',
    );
    expect(issuesOf("Done.")[0]?.message).toBe(
      'result: expected a tool result, a plain object like { content: [{ type: "text", text: "..." }] }, got the string "Done.".',
    );
  });

  it("reports a block without a tag, or with an unknown one, at its type", () => {
    const kinds = '"text", "image", "audio", "resource_link" or "resource"';
    expect(issuesOf({ content: [{ text: "a" }] })).toEqual([
      {
        path: ["content", 0, "type"],
        message: `content[0].type: missing. A block names its kind in type: one of ${kinds}. Write { type: "text", text: ... } instead of { text: ... }.`,
      },
    ]);
    expect(issuesOf({ content: [text("a"), { type: "video", data: "AA==" }] })).toEqual([
      {
        path: ["content", 1, "type"],
        message: `content[1].type: "video" is not a block kind of the "mcp" contract. Use one of ${kinds}.`,
      },
    ]);
    expect(issuesOf({ content: [{ type: 3 }] })[0]).toEqual({
      path: ["content", 0, "type"],
      message: `content[0].type: expected one of ${kinds}, got the number 3.`,
    });
    expect(issuesOf({ content: [{}] })[0]?.path).toEqual(["content", 0, "type"]);
    expect(issuesOf({ content: ["a"] })[0]?.message).toBe(
      `content[0]: expected a block, an object like { type: "text", text: "..." } whose type is one of ${kinds}, got the string "a". Wrap text in a text block: { type: "text", text: "..." }.`,
    );
  });

  it("checks the fields of each kind: required, typed, and no others (the SDK strips them)", () => {
    expect(issuesOf({ content: [{ type: "text" }] })).toEqual([
      { path: ["content", 0, "text"], message: 'content[0].text: missing. A "text" block needs text: a string.' },
    ]);
    expect(issuesOf({ content: [{ type: "text", text: 1 }] })[0]?.message).toBe(
      "content[0].text: expected a string, got the number 1.",
    );
    expect(issuesOf({ content: [{ type: "text", text: "a", frames: 512 }] })).toEqual([
      {
        path: ["content", 0, "frames"],
        message:
          "content[0].frames: not a field of an MCP \"text\" block; the SDK strips it. Move it into the block's _meta or the result's structuredContent.",
      },
    ]);
    expect(
      issuesOf({
        content: [
          { type: "image", data: "AA==" },
          { type: "audio", data: 1, mimeType: "audio/wav" },
          { type: "resource_link", uri: "u", name: "n", size: "3", icons: {}, title: null },
          { type: "text", text: "a", annotations: [], _meta: { f: () => 1 } },
          { type: "resource_link", uri: "u", name: "n", size: Infinity, icons: [undefined] },
        ],
      }).map((i) => i.path),
    ).toEqual([
      ["content", 0, "mimeType"],
      ["content", 1, "data"],
      ["content", 2, "size"],
      ["content", 2, "icons"],
      ["content", 2, "title"],
      ["content", 3, "annotations"],
      ["content", 3, "_meta", "f"],
      ["content", 4, "size"],
      ["content", 4, "icons", 0],
    ]);
  });

  it("checks an embedded resource: a uri, exactly one of text and blob, and no other field", () => {
    const resource = (r: unknown) => ({ content: [{ type: "resource", resource: r }] });
    expect(issuesOf(resource({ uri: "file:///a", blob: "AA==", mimeType: "x/y" }))).toEqual([]);
    expect(issuesOf(resource({ uri: "file:///a" }))).toEqual([
      {
        path: ["content", 0, "resource"],
        message: 'content[0].resource: needs exactly one of "text" or "blob"; it has none. Add one.',
      },
    ]);
    expect(issuesOf(resource({ uri: "file:///a", text: "a", blob: "AA==" }))).toEqual([
      {
        path: ["content", 0, "resource"],
        message:
          'content[0].resource: has both "text" and "blob"; it carries exactly one of "text" or "blob". Keep one.',
      },
    ]);
    expect(issuesOf(resource({ text: "a", name: "a" }))).toEqual([
      {
        path: ["content", 0, "resource", "name"],
        message:
          "content[0].resource.name: not a field of an MCP \"resource\" block; the SDK strips it. Move it into the resource's _meta or the result's structuredContent.",
      },
      {
        path: ["content", 0, "resource", "uri"],
        message: 'content[0].resource.uri: missing. A "resource" block needs uri: a string.',
      },
    ]);
    expect(issuesOf(resource("file:///a"))[0]).toEqual({
      path: ["content", 0, "resource"],
      message: 'content[0].resource: expected an object, got the string "file:///a".',
    });
    expect(issuesOf(resource(new Map()))[0]?.path).toEqual(["content", 0, "resource"]);
    expect(issuesOf({ content: [{ type: "resource" }] })[0]?.path).toEqual(["content", 0, "resource"]);
  });

  it("reads every getter of a block once, and turns a throwing one into an issue", () => {
    let reads = 0;
    const block = Object.defineProperty({ type: "text" }, "text", {
      get: () => (++reads === 1 ? "a" : 1),
      enumerable: true,
    });
    expect(issuesOf({ content: [block] })).toEqual([]);
    expect(reads).toBe(1);
    const throwing = Object.defineProperty({ text: "a" }, "type", {
      get: () => {
        throw new Error("no");
      },
      enumerable: true,
    });
    expect(issuesOf({ content: [throwing] }).map((i) => i.path)).toEqual([["content", 0, "type"]]);
    const hidden = Object.defineProperty({ text: "a" }, "type", { value: "text", enumerable: false });
    expect(issuesOf({ content: [hidden] })[0]?.message).toMatch(
      /^content\[0\]\.type: "type" is there but not enumerable/u,
    );
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(issuesOf({ content: [text("a"), revoked.proxy] }).map((i) => i.path)).toEqual([["content", 1]]);
  });

  it("assertToolResult narrows to McpToolResult and throws a ToolResultContractError naming the contract", () => {
    const value: unknown = JSON.parse('{ "content": [{ "type": "text", "text": "ok" }], "isError": true }');
    assertToolResult(value, "mcp");
    expectTypeOf(value).toEqualTypeOf<McpToolResult>();
    expectTypeOf(value.content[0]).toEqualTypeOf<McpContentBlock | undefined>();
    expect(value.isError).toBe(true);
    let caught: unknown;
    try {
      assertToolResult({ status: "success", content: [{ text: "ok" }] }, "mcp");
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ToolResultContractError);
    expect((caught as ToolResultContractError).contract).toBe("mcp");
    expect((caught as ToolResultContractError).issues.map((i) => i.path)).toEqual([["status"], ["content", 0, "type"]]);
    // The default contract narrows to ToolResult; a contract known only as ContractInput to CustomToolResult.
    const other: unknown = { status: "success", content: [{ text: "ok" }] };
    if (isToolResult(other)) expectTypeOf(other).toEqualTypeOf<ToolResult>();
    const contract = "strands" as ContractInput;
    if (isToolResult(other, contract)) expectTypeOf(other).toEqualTypeOf<CustomToolResult>();
  });

  it("works as a Standard Schema", async () => {
    const schema = createToolResultSchema<McpToolResult>("mcp");
    expectTypeOf(schema).toExtend<StandardSchemaV1<unknown, McpToolResult>>();
    const ok = await schema["~standard"].validate(valid);
    expect(ok).toEqual({ value: valid });
    const bad = await schema["~standard"].validate({ content: [{ type: "text", text: "a" }], isError: 1 });
    expect(bad.issues?.map((i) => i.path)).toEqual([["isError"]]);
    expect(schema["~standard"].jsonSchema.input({ target: "draft-2020-12" })).toMatchObject({
      $id: "urn:eslint-plugin-tool-result:contract:mcp",
      required: ["content"],
    });
  });
});

describe("contracts without status, and tagged blocks, in custom contracts", () => {
  const base: ToolResultContract = PRESETS.mcp;

  it("a contract without status needs no statuses; a contract with status still needs some", () => {
    const { statuses: _statuses, ...noStatuses } = base;
    expect(validateToolResult({ content: [] }, noStatuses as ToolResultContract).ok).toBe(true);
    expect(() =>
      validateToolResult({}, { name: "custom", statuses: [], allowedKeys: [], blockKinds: ["text"] }),
    ).toThrow(
      "Invalid tool-result contract field statuses: expected a non-empty array of non-empty strings, got an empty array.",
    );
  });

  it("a keyed contract can drop status and allow empty content", () => {
    const contract: ToolResultContract = {
      name: "quiet",
      statuses: [],
      requiredKeys: ["content"],
      allowedKeys: ["ok"],
      booleanKeys: ["ok"],
      blockKinds: ["text", "json"],
      emptyContent: true,
    };
    expect(issuesOf({ content: [] }, contract)).toEqual([]);
    expect(issuesOf({ content: [{ json: { a: 1 } }], ok: true }, contract)).toEqual([]);
    expect(issuesOf({ status: "success", content: [{ text: "a" }], ok: "yes" }, contract)).toEqual([
      {
        path: ["status"],
        message:
          'status: not a key of the "quiet" contract, whose results carry no status. A result carries only "content" or "ok".',
      },
      {
        path: ["ok"],
        message:
          'ok: expected a boolean, got the string "yes". Write true or false without quotes, or leave it out (false).',
      },
    ]);
  });

  it("refuses a bad contract with a TypeError that names the field", () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { requiredKeys: "content" },
        "requiredKeys",
        'expected a non-empty array of non-empty strings, got the string "content".',
      ],
      [{ requiredKeys: ["status"] }, "requiredKeys", 'must list "content": every tool result carries its content.'],
      [
        { requiredKeys: ["content", "toolUseId"] },
        "requiredKeys[1]",
        '"toolUseId" is not a key every result can be required to carry: requiredKeys lists "content", and "status" when results carry one.',
      ],
      [{ booleanKeys: ["ok"] }, "booleanKeys[0]", '"ok" is not in allowedKeys. Add it there too.'],
      [
        { dataKeys: ["isError"] },
        "dataKeys[0]",
        '"isError" always holds a boolean, not an object. Remove it from dataKeys.',
      ],
      [
        { booleanKeys: ["_meta"] },
        "booleanKeys[0]",
        '"_meta" always holds an object, not a boolean. Remove it from booleanKeys.',
      ],
      [
        { emptyContent: "yes" },
        "emptyContent",
        'expected true or false (whether content may be an empty array), got the string "yes".',
      ],
      [
        { taggedBlocks: "type" },
        "taggedBlocks",
        'expected an object like { tag: "type", kinds: { ... } }, got the string "type".',
      ],
      [
        { taggedBlocks: { tag: "", kinds: {} } },
        "taggedBlocks.tag",
        'expected a non-empty string (the key that names a block\'s kind, like "type"), got the string "".',
      ],
      [
        { taggedBlocks: { tag: "type", kinds: null } },
        "taggedBlocks.kinds",
        'expected an object like { text: { required: { text: "string" } } }, got null.',
      ],
      [
        { taggedBlocks: { tag: "type", kinds: { text: { required: { text: "str" } } } } },
        "taggedBlocks.kinds.text.required.text",
        'expected "string", "number", "object", "array" or { object: { required: { ... } } }, got the string "str".',
      ],
      [
        { taggedBlocks: { tag: "type", kinds: { text: { required: { type: "string" } } } } },
        "taggedBlocks.kinds.text.required.type",
        '"type" is the tag; list only the fields besides it.',
      ],
      [
        { taggedBlocks: { tag: "type", kinds: { text: { required: {}, exactlyOne: { a: "string" } } } } },
        "taggedBlocks.kinds.text.exactlyOne",
        "lists one field; list two or more (a single one is a required field).",
      ],
      [
        { taggedBlocks: { tag: "type", kinds: { text: { required: { a: "string" }, optional: { a: "number" } } } } },
        "taggedBlocks.kinds.text.optional.a",
        '"a" is listed twice (in more than one of required, optional and exactlyOne). List each once.',
      ],
      [
        { taggedBlocks: { tag: "type", kinds: { text: {} } } },
        "taggedBlocks.kinds.text.required",
        'missing. List the fields every block of this kind carries, like { text: "string" } ({} for none).',
      ],
      [
        { taggedBlocks: { tag: "type", kinds: { text: { requried: {} } } } },
        "taggedBlocks.kinds.text.requried",
        'unknown field. Known fields: required, optional, exactlyOne. Did you mean "required"?',
      ],
    ];
    for (const [change, field, problem] of cases) {
      const contract = { ...base, ...change } as ToolResultContract;
      let thrown: unknown;
      try {
        validateToolResult({}, contract);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, field).toBeInstanceOf(InvalidContractError);
      expect(thrown, field).toBeInstanceOf(TypeError);
      expect(thrown, field).toMatchObject({
        field,
        problem,
        message: `Invalid tool-result contract field ${field}: ${problem}`,
      });
    }
  });

  it("a tagged kind with no entry in taggedBlocks.kinds has no fields but its tag", () => {
    const contract: ToolResultContract = {
      ...base,
      blockKinds: ["text", "ping"],
      taggedBlocks: { tag: "type", kinds: { text: { required: { text: "string" } } } },
    };
    expect(issuesOf({ content: [{ type: "ping" }] }, contract)).toEqual([]);
    expect(issuesOf({ content: [{ type: "ping", at: 1 }] }, contract).map((i) => i.path)).toEqual([
      ["content", 0, "at"],
    ]);
  });
});
