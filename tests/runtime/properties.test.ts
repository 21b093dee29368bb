import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fuzzRuns } from "../support/fuzz.js";
import { contractToJsonSchema } from "../../src/contract/json-schema.js";
import { DEFAULT_CONTRACT, IMAGE_FORMATS, PRESETS, topLevelKeys } from "../../src/contract/presets.js";
import { formatPath } from "../../src/common/path.js";
import {
  assertToolResult,
  isToolResult,
  ToolResultContractError,
  validateToolResult,
} from "../../src/runtime/index.js";

const ajvValidate = new Ajv2020().compile(contractToJsonSchema(DEFAULT_CONTRACT));
const TOP_KEYS = topLevelKeys(DEFAULT_CONTRACT);
const RUNS = { numRuns: fuzzRuns(300) };

type Path = (string | number)[];
type Json = unknown;

// --- valid results ------------------------------------------------------------------------------

const bytes = fc.uint8Array({ maxLength: 16 });
const textBlock = fc.record({ text: fc.string() });
const jsonBlock = fc.record({ json: fc.jsonValue({ maxDepth: 4 }) });
const imageBlock = fc.record({
  image: fc.record({ format: fc.constantFrom(...IMAGE_FORMATS), source: fc.record({ bytes }) }),
});
const block = fc.oneof(textBlock, jsonBlock, imageBlock);
const validResult = fc.record(
  {
    status: fc.constantFrom(...DEFAULT_CONTRACT.statuses),
    content: fc.array(block, { minLength: 1, maxLength: 6 }),
    toolUseId: fc.string(),
  },
  { requiredKeys: ["status", "content"] },
);

// --- one mutation that breaks the contract, with the path of the issue it must cause --------------

type Mutation = (result: Record<string, unknown>) => Path;

const notJson = fc.constantFrom<[string, unknown]>(
  ["a function", () => 1],
  ["a symbol", Symbol("s")],
  ["a bigint", 12n],
  ["NaN", NaN],
  ["Infinity", Infinity],
  ["-Infinity", -Infinity],
  ["a Date", new Date(0)],
  ["a Map", new Map([[1, 2]])],
  ["a Set", new Set([1])],
  ["a Uint8Array", new Uint8Array(1)],
  ["a class instance", new (class Telemetry {})()],
  ["an object with a toJSON method", { toJSON: () => 1 }],
  ["an array with a hidden toJSON", Object.defineProperty([1], "toJSON", { value: () => 1 })],
);

/** Puts `bad` somewhere inside a json payload (as an object value or array element) and returns its path from the payload. */
function plant(payload: Json, bad: unknown, choices: number[]): { payload: Json; at: Path } {
  if (payload === null || typeof payload !== "object") return { payload: { planted: bad }, at: ["planted"] };
  const choice = choices[0] ?? 0;
  if (Array.isArray(payload)) {
    const copy = [...payload];
    if (copy.length > 0 && choice % 2 === 0) {
      const i = choice % copy.length;
      const inner = plant(copy[i], bad, choices.slice(1));
      copy[i] = inner.payload;
      return { payload: copy, at: [i, ...inner.at] };
    }
    copy.push(bad);
    return { payload: copy, at: [copy.length - 1] };
  }
  const copy = { ...(payload as Record<string, Json>) };
  const keys = Object.keys(copy);
  if (keys.length > 0 && choice % 2 === 0) {
    const key = keys[choice % keys.length]!;
    const inner = plant(copy[key], bad, choices.slice(1));
    Object.defineProperty(copy, key, { value: inner.payload, enumerable: true, writable: true, configurable: true });
    return { payload: copy, at: [key, ...inner.at] };
  }
  const key = `planted${keys.length}`;
  copy[key] = bad;
  return { payload: copy, at: [key] };
}

const mutation: fc.Arbitrary<[string, Mutation]> = fc.oneof(
  fc
    .string({ minLength: 1 })
    .filter((k) => !TOP_KEYS.includes(k))
    .map((key): [string, Mutation] => [
      "extra top-level key",
      (r) => {
        Object.defineProperty(r, key, { value: 1, enumerable: true, writable: true, configurable: true });
        return [key];
      },
    ]),
  fc
    .oneof(
      fc.string().filter((s) => !DEFAULT_CONTRACT.statuses.includes(s)),
      fc.constantFrom(null, 1, true, {}, []),
    )
    .map((status): [string, Mutation] => [
      "status outside the contract",
      (r) => {
        r.status = status;
        return ["status"];
      },
    ]),
  fc.constantFrom<[string, Mutation]>(
    [
      "no status",
      (r) => {
        delete r.status;
        return ["status"];
      },
    ],
    [
      "no content",
      (r) => {
        delete r.content;
        return ["content"];
      },
    ],
    [
      "empty content",
      (r) => {
        r.content = [];
        return ["content"];
      },
    ],
  ),
  fc
    .tuple(fc.nat(), fc.constantFrom<unknown>("text", 1, null, [], {}, { frames: 1 }, new Map()))
    .map(([n, bad]): [string, Mutation] => [
      "a block that is not a one-kind object",
      (r) => {
        const content = r.content as unknown[];
        const i = n % content.length;
        content[i] = bad;
        return ["content", i];
      },
    ]),
  fc.tuple(fc.nat(), fc.constantFrom("text", "json", "image")).map(([n, kind]): [string, Mutation] => [
    "a block with a second kind",
    (r) => {
      const content = r.content as Record<string, unknown>[];
      const i = n % content.length;
      const extra = kind in content[i]! ? (kind === "text" ? "json" : "text") : kind;
      content[i] = {
        ...content[i],
        [extra]:
          extra === "text" ? "x" : extra === "json" ? {} : { format: "png", source: { bytes: new Uint8Array() } },
      };
      return ["content", i];
    },
  ]),
  fc.tuple(fc.nat(), fc.constantFrom<unknown>(1, null, {}, ["a"], false)).map(([n, bad]): [string, Mutation] => [
    "text that is not a string",
    (r) => {
      const content = r.content as unknown[];
      const i = n % content.length;
      content[i] = { text: bad };
      return ["content", i, "text"];
    },
  ]),
  fc
    .tuple(
      fc.nat(),
      fc.constantFrom<[string, unknown, string]>(
        ["format", "bmp", "unknown format"],
        ["format", 1, "number"],
        ["bytes", "AAEC", "base64 string"],
        ["bytes", [1, 2], "plain array"],
        ["bytes", new Uint16Array(1), "Uint16Array"],
      ),
    )
    .map(([n, [what, bad, name]]): [string, Mutation] => [
      `image with a bad ${what} (${name})`,
      (r) => {
        const content = r.content as unknown[];
        const i = n % content.length;
        content[i] =
          what === "format"
            ? { image: { format: bad, source: { bytes: new Uint8Array() } } }
            : { image: { format: "png", source: { bytes: bad } } };
        return what === "format" ? ["content", i, "image", "format"] : ["content", i, "image", "source", "bytes"];
      },
    ]),
  fc.constantFrom<unknown>(1, null, {}, ["x"]).map((bad): [string, Mutation] => [
    "toolUseId that is not a string",
    (r) => {
      r.toolUseId = bad;
      return ["toolUseId"];
    },
  ]),
  fc
    .tuple(fc.nat(), notJson, fc.jsonValue({ maxDepth: 3 }), fc.array(fc.nat(), { maxLength: 6 }))
    .map(([n, [label, bad], payload, choices]): [string, Mutation] => [
      `json payload holding ${label}`,
      (r) => {
        const content = r.content as unknown[];
        const i = n % content.length;
        const planted = plant(payload, bad, choices);
        content[i] = { json: planted.payload };
        return ["content", i, "json", ...planted.at];
      },
    ]),
  fc.tuple(fc.nat(), fc.jsonValue({ maxDepth: 3 }), fc.nat()).map(([n, payload, at]): [string, Mutation] => [
    "json payload holding undefined as an array element",
    (r) => {
      const content = r.content as unknown[];
      const i = n % content.length;
      const list = Array.isArray(payload) ? [...(payload as unknown[])] : [payload];
      const index = at % (list.length + 1);
      list.splice(index, 0, undefined);
      content[i] = { json: list };
      return ["content", i, "json", index];
    },
  ]),
  fc
    .tuple(fc.nat(), fc.jsonValue({ maxDepth: 3 }), fc.array(fc.nat(), { maxLength: 6 }))
    .map(([n, payload, choices]): [string, Mutation] => [
      "json payload with a cycle",
      (r) => {
        const content = r.content as unknown[];
        const i = n % content.length;
        const holder: Record<string, unknown> = {};
        const planted = plant(payload, holder, choices);
        holder.back = planted.payload;
        content[i] = { json: planted.payload };
        return ["content", i, "json", ...planted.at, "back"];
      },
    ]),
);

/** A deep copy of a generated result (structuredClone keeps Uint8Arrays; fc values are plain data). */
const copy = (value: unknown): Record<string, unknown> => structuredClone(value) as Record<string, unknown>;

describe("property: valid results", () => {
  it("are accepted by every entry point and by ajv on the shipped schema", () => {
    fc.assert(
      fc.property(validResult, (result) => {
        expect(validateToolResult(result)).toEqual({ ok: true, value: result });
        expect(isToolResult(result)).toBe(true);
        assertToolResult(result);
        expect(ajvValidate(result)).toBe(true);
      }),
      RUNS,
    );
  });
});

describe("property: one mutation breaks the contract", () => {
  it("is reported at its path, by every entry point, and ajv agrees on what JSON Schema can see", () => {
    fc.assert(
      fc.property(validResult, mutation, (generated, [label, mutate]) => {
        const result = copy(generated);
        const path = mutate(result);
        const verdict = validateToolResult(result);
        expect(verdict.ok, label).toBe(false);
        const paths = verdict.issues!.map((i) => i.path);
        expect(paths, label).toContainEqual(path);
        for (const issue of verdict.issues!) expect(issue.message.startsWith(`${formatPath(issue.path)}: `)).toBe(true);
        expect(isToolResult(result)).toBe(false);
        expect(() => assertToolResult(result)).toThrow(ToolResultContractError);
        const jsonSchemaBlind = /Date|Map|Set|Uint8Array|class instance|cycle|Uint16Array|toJSON/u.test(label);
        if (!jsonSchemaBlind) expect(ajvValidate(result), label).toBe(false);
      }),
      { numRuns: fuzzRuns(1000) },
    );
  });
});

describe("property: anything at all", () => {
  const anything = fc.anything({
    withBoxedValues: true,
    withMap: true,
    withSet: true,
    withObjectString: true,
    withNullPrototype: true,
    withBigInt: true,
    withDate: true,
    withTypedArray: true,
    withSparseArray: true,
    withUnicodeString: true,
  });
  const resultLike = fc.record(
    {
      status: fc.oneof(fc.constantFrom(...DEFAULT_CONTRACT.statuses), anything),
      content: fc.oneof(
        fc.array(
          fc.oneof(
            block,
            fc.record({
              document: fc.record({
                format: fc.constantFrom("pdf", "md", "bmp"),
                name: fc.oneof(fc.string(), anything),
                source: fc.record({ bytes }),
              }),
            }),
            fc.record({
              video: fc.record({
                format: fc.constantFrom("mp4", "avi"),
                source: fc.record({ bytes: fc.oneof(bytes, anything) }),
              }),
            }),
            fc.dictionary(fc.constantFrom("text", "json", "image", "document", "video", "x"), anything, { maxKeys: 3 }),
            anything,
          ),
          { maxLength: 4 },
        ),
        anything,
      ),
      toolUseId: fc.oneof(fc.string(), anything),
      error: anything,
      extra: anything,
    },
    { requiredKeys: [] },
  );

  it("never throws, and every entry point gives the same verdict", () => {
    fc.assert(
      fc.property(fc.oneof(anything, resultLike), (value) => {
        const verdict = validateToolResult(value);
        expect(isToolResult(value)).toBe(verdict.ok);
        validateToolResult(value, "strands");
        if (verdict.ok) expect(() => assertToolResult(value)).not.toThrow();
        else {
          expect(() => assertToolResult(value)).toThrow(ToolResultContractError);
          expect(verdict.issues.length).toBeGreaterThan(0);
          for (const issue of verdict.issues) {
            expect(Array.isArray(issue.path)).toBe(true);
            expect(issue.message.startsWith(`${formatPath(issue.path)}: `)).toBe(true);
          }
        }
      }),
      { numRuns: fuzzRuns(1000) },
    );
  });

  it("agrees with ajv on JSON values (what a JSON document can hold)", () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            status: fc.oneof(fc.constantFrom(...DEFAULT_CONTRACT.statuses), fc.jsonValue({ maxDepth: 1 })),
            content: fc.oneof(
              fc.array(
                fc.oneof(
                  textBlock,
                  jsonBlock,
                  fc.dictionary(fc.constantFrom("text", "json", "x"), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
                  fc.jsonValue({ maxDepth: 1 }),
                ),
                { maxLength: 4 },
              ),
              fc.jsonValue({ maxDepth: 2 }),
            ),
            toolUseId: fc.jsonValue({ maxDepth: 1 }),
            extra: fc.jsonValue({ maxDepth: 1 }),
          },
          { requiredKeys: [] },
        ),
        (value) => {
          expect(validateToolResult(value).ok).toBe(ajvValidate(value));
        },
      ),
      { numRuns: fuzzRuns(1000) },
    );
  });
});

// --- the mcp preset ---------------------------------------------------------------------------------

const ajvMcp = new Ajv2020().compile(contractToJsonSchema(PRESETS.mcp));
/** A JSON object, as structuredContent, _meta and annotations hold. */
// No own `__proto__` key: the MCP SDK drops it (reported, K8).
const jsonObject = fc.dictionary(
  fc.string().filter((key) => key !== "__proto__"),
  fc.jsonValue({ maxDepth: 3 }),
  { maxKeys: 4 },
);
/** Annotations as the MCP SDK's `AnnotationsSchema` takes them. */
const annotations = fc.record(
  {
    audience: fc.array(fc.constantFrom("user", "assistant"), { maxLength: 2 }),
    priority: fc.double({ min: 0, max: 1, noNaN: true }),
    lastModified: fc
      .date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2999-12-31T23:59:59Z"), noInvalidDate: true })
      .map((d) => d.toISOString()),
  },
  { requiredKeys: [] },
);
/** Icons as the SDK's `IconSchema` takes them. */
const icons = fc.array(
  fc.record(
    {
      src: fc.string(),
      mimeType: fc.string(),
      sizes: fc.array(fc.string(), { maxLength: 2 }),
      theme: fc.constantFrom("light", "dark"),
    },
    { requiredKeys: ["src"] },
  ),
  { maxLength: 3 },
);
const extras = { annotations, _meta: jsonObject };
const mcpBlock = fc.oneof(
  fc.record({ type: fc.constant("text"), text: fc.string(), ...extras }, { requiredKeys: ["type", "text"] }),
  fc.record(
    { type: fc.constantFrom("image", "audio"), data: fc.base64String(), mimeType: fc.string(), ...extras },
    { requiredKeys: ["type", "data", "mimeType"] },
  ),
  fc.record(
    {
      type: fc.constant("resource_link"),
      uri: fc.webUrl(),
      name: fc.string(),
      title: fc.string(),
      description: fc.string(),
      mimeType: fc.string(),
      size: fc.oneof(fc.nat(), fc.double({ noNaN: true, noDefaultInfinity: true })),
      icons,
      ...extras,
    },
    { requiredKeys: ["type", "uri", "name"] },
  ),
  fc.record(
    {
      type: fc.constant("resource"),
      resource: fc
        .tuple(
          fc.record({ uri: fc.webUrl(), mimeType: fc.string(), _meta: jsonObject }, { requiredKeys: ["uri"] }),
          fc.oneof(fc.record({ text: fc.string() }), fc.record({ blob: fc.base64String() })),
        )
        .map(([head, body]) => ({ ...head, ...body })),
      ...extras,
    },
    { requiredKeys: ["type", "resource"] },
  ),
);
const validMcp = fc.record(
  {
    content: fc.array(mcpBlock, { maxLength: 5 }),
    structuredContent: jsonObject,
    isError: fc.boolean(),
    _meta: jsonObject,
  },
  { requiredKeys: ["content"] },
);

/** One change that breaks an MCP result, and the path where it must be reported (undefined: it needs a block). */
const mcpMutation: fc.Arbitrary<[string, (result: Record<string, unknown>) => Path | undefined]> = fc.oneof(
  fc.constantFrom<[string, (result: Record<string, unknown>) => Path | undefined]>(
    [
      "delete content",
      (r) => {
        delete r.content;
        return ["content"];
      },
    ],
    [
      "a status key",
      (r) => {
        r.status = "error";
        return ["status"];
      },
    ],
    [
      'isError: "true"',
      (r) => {
        r.isError = "true";
        return ["isError"];
      },
    ],
    [
      "structuredContent an array",
      (r) => {
        r.structuredContent = [1];
        return ["structuredContent"];
      },
    ],
    [
      "NaN in structuredContent",
      (r) => {
        r.structuredContent = { n: Number.NaN };
        return ["structuredContent", "n"];
      },
    ],
    [
      "an own __proto__ key in structuredContent",
      (r) => {
        r.structuredContent = JSON.parse('{"__proto__": {"role": "admin"}}') as unknown;
        return ["structuredContent", "__proto__"];
      },
    ],
    [
      "a progressToken that is an object",
      (r) => {
        r._meta = { progressToken: { id: 7 } };
        return ["_meta", "progressToken"];
      },
    ],
    [
      "an extra top-level key",
      (r) => {
        r.frames = 512;
        return ["frames"];
      },
    ],
  ),
  fc
    .tuple(
      fc.nat(),
      fc.constantFrom<[string, (block: Record<string, unknown>) => Path]>(
        [
          "an extra block field",
          (b) => {
            b.frames = 1;
            return ["frames"];
          },
        ],
        [
          "no tag",
          (b) => {
            delete b.type;
            return ["type"];
          },
        ],
        [
          "an unknown tag",
          (b) => {
            b.type = "video";
            return ["type"];
          },
        ],
        [
          "annotations an array",
          (b) => {
            b.annotations = [];
            return ["annotations"];
          },
        ],
        [
          "a priority above 1",
          (b) => {
            b.annotations = { priority: 5 };
            return ["annotations", "priority"];
          },
        ],
        [
          "an annotation key the SDK strips",
          (b) => {
            b.annotations = { source: "cache" };
            return ["annotations", "source"];
          },
        ],
        [
          "a function in _meta",
          (b) => {
            b._meta = { f: () => 1 };
            return ["_meta", "f"];
          },
        ],
      ),
    )
    .map(([n, [label, mutate]]): [string, (result: Record<string, unknown>) => Path | undefined] => [
      label,
      (r) => {
        const content = r.content as Record<string, unknown>[];
        if (content.length === 0) return undefined;
        const i = n % content.length;
        return ["content", i, ...mutate(content[i]!)];
      },
    ]),
);

describe("property: the mcp preset", () => {
  it("valid MCP results are accepted by every entry point and by ajv on the mcp schema", () => {
    fc.assert(
      fc.property(validMcp, (result) => {
        expect(validateToolResult(result, "mcp")).toEqual({ ok: true, value: result });
        expect(isToolResult(result, "mcp")).toBe(true);
        assertToolResult(result, "mcp");
        expect(ajvMcp(result)).toBe(true);
      }),
      RUNS,
    );
  });

  it("one mutation is reported at its path, and ajv agrees", () => {
    fc.assert(
      fc.property(validMcp, mcpMutation, (generated, [label, mutate]) => {
        const result = copyMcp(generated);
        const path = mutate(result);
        if (path === undefined) return;
        const verdict = validateToolResult(result, "mcp");
        expect(verdict.ok, label).toBe(false);
        expect(
          verdict.issues!.map((i) => i.path),
          label,
        ).toContainEqual(path);
        for (const issue of verdict.issues!) expect(issue.message.startsWith(`${formatPath(issue.path)}: `)).toBe(true);
        expect(isToolResult(result, "mcp")).toBe(false);
        expect(ajvMcp(result), label).toBe(false);
      }),
      { numRuns: fuzzRuns(500) },
    );
  });

  it("agrees with ajv on JSON values shaped like MCP results, and never throws", () => {
    const tags = fc.constantFrom("text", "image", "audio", "resource_link", "resource", "video");
    const fields = fc.constantFrom(
      "text",
      "data",
      "mimeType",
      "uri",
      "name",
      "size",
      "icons",
      "annotations",
      "resource",
      "_meta",
      "x",
    );
    const blockLike = fc.oneof(
      mcpBlock,
      fc
        .tuple(tags, fc.dictionary(fields, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }))
        .map(([type, rest]) => ({ ...rest, type })),
      fc.jsonValue({ maxDepth: 2 }),
    );
    fc.assert(
      fc.property(
        fc.record(
          {
            content: fc.oneof(fc.array(blockLike, { maxLength: 3 }), fc.jsonValue({ maxDepth: 1 })),
            isError: fc.jsonValue({ maxDepth: 1 }),
            structuredContent: fc.jsonValue({ maxDepth: 2 }),
            status: fc.jsonValue({ maxDepth: 1 }),
          },
          { requiredKeys: [] },
        ),
        (value) => {
          expect(validateToolResult(value, "mcp").ok).toBe(ajvMcp(value));
        },
      ),
      { numRuns: fuzzRuns(1000) },
    );
  });
});

/** A deep copy of a generated MCP result (plain JSON data). */
function copyMcp(value: unknown): Record<string, unknown> {
  return structuredClone(value) as Record<string, unknown>;
}
