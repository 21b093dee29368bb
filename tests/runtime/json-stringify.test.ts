// The runtime's promise, one regression test per way it broke: a value is accepted only if
// JSON.parse(JSON.stringify(value)) is the same tool result; every getter runs at most once per
// validation; work is bounded by the limits, whose options are checked.
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import {
  assertToolResult,
  isToolResult,
  jsonPayload,
  ToolResultContractError,
  validateToolResult,
  type ContractInput,
  type ToolResultIssue,
} from "../../src/runtime/index.js";
import { fastest } from "../support/work.js";

const issuesOf = (value: unknown, contract?: ContractInput): ToolResultIssue[] => {
  const verdict = validateToolResult(value, contract);
  return verdict.ok ? [] : verdict.issues;
};
const paths = (value: unknown, contract?: ContractInput) => issuesOf(value, contract).map((i) => i.path);
const result = (content: unknown, extra: object = {}) => ({ status: "success", content, ...extra });
const image = (bytes: unknown) => ({ image: { format: "png", source: { bytes } } });

/** What JSON.stringify sends, parsed back; undefined when it throws. */
function sent(value: unknown): unknown {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Every entry point agrees, and nothing escapes but a contract error. */
function expectVerdict(value: unknown, valid: boolean, contract?: ContractInput): void {
  expect(validateToolResult(value, contract).ok).toBe(valid);
  expect(isToolResult(value, contract)).toBe(valid);
  if (valid) expect(() => assertToolResult(value, contract)).not.toThrow();
  else expect(() => assertToolResult(value, contract)).toThrow(ToolResultContractError);
}

const hidden = <T extends object>(object: T, key: string, value: unknown): T =>
  Object.defineProperty(object, key, { value, enumerable: false, configurable: true, writable: true });

describe("accepted only if JSON.stringify writes the same thing", () => {
  it("a non-enumerable toJSON on a json payload is reported", () => {
    for (const toJSON of [() => ({}), function toJSON() {}, class {}, new Proxy(() => 1, {})]) {
      const payload = hidden({ frames: 3 }, "toJSON", toJSON);
      expect(paths(result([{ json: payload }]))).toEqual([["content", 0, "json"]]);
      expect(issuesOf(result([{ json: payload }]))[0]?.message).toBe(
        "content[0].json: has a toJSON method of its own: JSON.stringify calls it and sends what it returns instead of this object. Remove it and store the data itself.",
      );
      // deeper, in an array, in an array element
      expect(paths(result([{ json: { a: [{ b: payload }] } }]))).toEqual([["content", 0, "json", "a", 0, "b"]]);
      expect(paths(result([{ json: hidden([1, 2], "toJSON", toJSON) }]))).toEqual([["content", 0, "json"]]);
    }
    // A toJSON that is not a function does nothing to JSON.stringify, and is data like any other.
    expectVerdict(result([{ json: { toJSON: 5, a: 1 } }]), true);
    expectVerdict(result([{ json: hidden({ a: 1 }, "toJSON", "not a function") }]), true);
  });

  it("a toJSON on the content array or on a block is reported (and on the result, a media value, a source)", () => {
    const fn = () => ({ text: "something else" });
    const cases: [unknown, (string | number)[]][] = [
      [result(hidden([{ text: "a" }], "toJSON", fn)), ["content"]],
      [result(Object.assign([{ text: "a" }], { toJSON: fn })), ["content"]],
      [result([{ text: "a", toJSON: fn }]), ["content", 0]],
      [result([{ text: "a" }, hidden({ json: {} }, "toJSON", fn)]), ["content", 1]],
      [hidden(result([{ text: "a" }]), "toJSON", fn), []],
      [
        result([{ image: { format: "png", source: { bytes: new Uint8Array() }, toJSON: fn } }]),
        ["content", 0, "image"],
      ],
      [
        result([{ image: { format: "png", source: hidden({ bytes: new Uint8Array() }, "toJSON", fn) } }]),
        ["content", 0, "image", "source"],
      ],
    ];
    for (const [value, at] of cases) {
      expect(paths(value)).toEqual([at]);
      expectVerdict(value, false);
    }
  });

  it("a toJSON getter is reported without being called", () => {
    let calls = 0;
    const block = Object.defineProperty({ text: "a" }, "toJSON", {
      get() {
        calls++;
        return undefined;
      },
      enumerable: false,
    });
    // The getter answers undefined, so JSON.stringify calls nothing: accepted, the getter read once.
    expect(validateToolResult(result([block])).ok).toBe(true);
    expect(calls).toBe(1);
    const polluted = Object.getOwnPropertyDescriptor(Object.prototype, "toJSON");
    expect(polluted).toBeUndefined();
    Object.defineProperty(Object.prototype, "toJSON", {
      get() {
        calls++;
        return () => 1;
      },
      configurable: true,
    });
    let issues: ToolResultIssue[];
    try {
      calls = 0;
      issues = issuesOf(result([{ text: "a" }]));
    } finally {
      delete (Object.prototype as { toJSON?: unknown }).toJSON;
    }
    expect(calls).toBe(0);
    expect(issues[0]?.message).toBe(
      "result: inherits a toJSON getter from Object.prototype: JSON.stringify would call the getter, then the function it returns, and send what that returns instead of this object. Delete Object.prototype.toJSON: it changes every object JSON.stringify writes.",
    );
  });

  it("a toJSON inherited from Object.prototype or Array.prototype is reported", () => {
    const value = result([{ text: "a" }, { json: { list: [1] } }]);
    const protos: [object, string, (string | number)[][]][] = [
      [
        Object.prototype,
        "Object.prototype",
        [[], ["content"], ["content", 0], ["content", 1], ["content", 1, "json"], ["content", 1, "json", "list"]],
      ],
      [Array.prototype, "Array.prototype", [["content"], ["content", 1, "json", "list"]]],
    ];
    for (const [proto, name, expected] of protos) {
      Object.defineProperty(proto, "toJSON", { value: () => 1, configurable: true, writable: true });
      let issues: ToolResultIssue[];
      let copy: unknown;
      try {
        issues = issuesOf(value);
        copy = sent(value);
      } finally {
        delete (proto as { toJSON?: unknown }).toJSON;
      }
      expect(copy).not.toEqual(value); // JSON.stringify sends what toJSON returns instead
      expect(issues.map((i) => i.path)).toEqual(expected);
      expect(issues[0]?.message).toContain(`inherits a toJSON method from ${name}`);
    }
    expectVerdict(value, true);
  });

  it("a toJSON that a proxy's get trap answers is reported, as JSON.stringify would ask it", () => {
    const payload = new Proxy(
      { a: 1 },
      { get: (target, key) => (key === "toJSON" ? () => 2 : Reflect.get(target, key)) },
    );
    expect(sent(result([{ json: payload }]))).toEqual(result([{ json: 2 }]));
    expect(paths(result([{ json: payload }]))).toEqual([["content", 0, "json"]]);
  });

  it("a non-enumerable status, content, text or json is missing, as JSON.stringify drops it", () => {
    const noStatus = hidden({ content: [{ text: "a" }] }, "status", "success");
    expect(sent(noStatus)).toEqual({ content: [{ text: "a" }] });
    expect(issuesOf(noStatus)).toEqual([
      {
        path: ["status"],
        message:
          'status: "status" is there but not enumerable, so JSON.stringify drops it. Make it an ordinary property: write it in the object literal, or assign it.',
      },
    ]);
    expect(paths(hidden({ status: "success" }, "content", [{ text: "a" }]))).toEqual([["content"]]);
    expect(paths(result([hidden({}, "text", "a")]))).toEqual([["content", 0, "text"]]);
    expect(paths(result([{ text: "a" }, hidden({}, "json", { a: 1 })]))).toEqual([["content", 1, "json"]]);
    expect(paths(result([hidden({}, "image", { format: "png", source: { bytes: new Uint8Array() } })]))).toEqual([
      ["content", 0, "image"],
    ]);
    // A non-enumerable second kind is dropped too, so the block has one kind.
    expectVerdict(result([hidden({ text: "a" }, "json", { a: 1 })]), true);
    // Non-enumerable keys elsewhere are ignored, as JSON.stringify ignores them.
    expectVerdict(hidden(result([{ json: hidden({ a: 1 }, "frames", NaN) }]), "frames", 1), true);
    for (const value of [noStatus, result([hidden({}, "text", "a")])]) expectVerdict(value, false);
  });

  it("only own properties count: a polluted Object.prototype lends no status, content or kind", () => {
    const proto = Object.prototype as Record<string, unknown>;
    for (const enumerable of [true, false]) {
      for (const [key, value] of [
        ["status", "success"],
        ["content", [{ text: "a" }]],
        ["text", "a"],
      ] as const) {
        Object.defineProperty(proto, key, { value, enumerable, configurable: true, writable: true });
        try {
          expect(validateToolResult({ content: [{ text: "a" }] }).ok).toBe(false);
          expect(validateToolResult({ status: "success" }).ok).toBe(false);
          expect(validateToolResult(result([{}])).ok).toBe(false);
          expect(validateToolResult(result([{ json: { a: 1 } }])).ok).toBe(true);
        } finally {
          delete proto[key];
        }
      }
    }
  });

  it("an Int8Array whose Symbol.toStringTag says Uint8Array is not image bytes", () => {
    const forged = Object.defineProperty(new Int8Array(2), Symbol.toStringTag, { value: "Uint8Array" });
    class Sneaky extends Uint16Array {}
    Object.defineProperty(Sneaky.prototype, Symbol.toStringTag, { get: () => "Uint8Array" });
    const lookAlike = { [Symbol.toStringTag]: "Uint8Array", length: 0, buffer: new ArrayBuffer(0) };
    const otherRealmForged = vm.runInNewContext(
      'Object.defineProperty(new Float32Array(1), Symbol.toStringTag, { value: "Uint8Array" })',
    ) as unknown;
    for (const bytes of [
      forged,
      new Sneaky(1),
      lookAlike,
      otherRealmForged,
      new Uint8ClampedArray(1),
      new DataView(new ArrayBuffer(1)),
      new Proxy(new Uint8Array(1), {}),
      Object.create(Uint8Array.prototype) as object,
    ]) {
      expect(paths(result([image(bytes)]))).toEqual([["content", 0, "image", "source", "bytes"]]);
    }
    expect(issuesOf(result([image(forged)]))[0]?.message).toBe(
      "content[0].image.source.bytes: expected a Uint8Array (a Buffer is one), got an Int8Array.",
    );
    class Bytes extends Uint8Array {}
    const tagged = Object.defineProperty(new Uint8Array(1), Symbol.toStringTag, { value: "Nope" });
    for (const bytes of [
      new Uint8Array(3),
      Buffer.from("png"),
      new Bytes(2),
      tagged,
      vm.runInNewContext("new Uint8Array(2)") as unknown,
    ]) {
      expectVerdict(result([image(bytes)]), true);
    }
  });
});

describe("block kinds are looked up among the block's own keys", () => {
  const custom = (...blockKinds: string[]) => ({ name: "custom", statuses: ["ok"], allowedKeys: [], blockKinds });

  it("a custom contract with a block kind named constructor does not accept {}", () => {
    for (const kind of ["constructor", "valueOf", "hasOwnProperty", "__proto__", "__defineGetter__", "isPrototypeOf"]) {
      const contract = custom("text", kind);
      expect(issuesOf({ status: "ok", content: [{}] }, contract)[0]?.message).toMatch(/^content\[0\]: empty block/u);
      expectVerdict({ status: "ok", content: [{}] }, false, contract);
      expectVerdict({ status: "ok", content: [{ text: "a" }] }, true, contract);
      const own = JSON.parse(`{"status":"ok","content":[{${JSON.stringify(kind)}:{"a":1}}]}`) as unknown;
      expectVerdict(own, true, contract);
    }
  });

  it('a custom contract with a block kind named toString does not see two kinds in { text: "a" }', () => {
    for (const kind of ["toString", "toLocaleString", "propertyIsEnumerable", "constructor"]) {
      expectVerdict({ status: "ok", content: [{ text: "a" }] }, true, custom("text", kind));
      expectVerdict({ status: "ok", content: [{ text: "a" }] }, true, custom(kind, "text", "json", "image", "video"));
    }
    // Statuses and allowed keys with such names are no prototype look-ups either.
    const odd = { name: "odd", statuses: ["constructor", "toString"], allowedKeys: ["valueOf"], blockKinds: ["text"] };
    expectVerdict({ status: "toString", content: [{ text: "a" }] }, true, odd);
    expectVerdict({ status: "hasOwnProperty", content: [{ text: "a" }] }, false, odd);
    expectVerdict({ status: "constructor", content: [{ text: "a" }], valueOf: "x" }, true, odd);
    expectVerdict({ status: "constructor", content: [{ text: "a" }], toString: "x" }, false, odd);
  });

  it("a contract that lists a kind twice is refused, naming the item", () => {
    expect(() => validateToolResult({}, custom("text", "json", "text"))).toThrow(
      'Invalid tool-result contract field blockKinds[2]: "text" is listed twice. List each once.',
    );
    expect(() => validateToolResult({}, { ...custom("text"), statuses: ["ok", 1] } as never)).toThrow(
      "Invalid tool-result contract field statuses[1]: expected a non-empty string, got the number 1.",
    );
    expect(() => validateToolResult({}, { ...custom("text"), name: 7 } as never)).toThrow(
      'Invalid tool-result contract field name: expected a non-empty string (a label for messages, like "custom"), got the number 7.',
    );
    // Only own enumerable fields count, as in the ESLint settings; each is read once, in a guard.
    const throwing = Object.defineProperty({ ...custom("text") }, "statuses", {
      enumerable: true,
      get() {
        throw new Error("no");
      },
    });
    expect(() => validateToolResult({}, throwing)).toThrow(
      "Invalid tool-result contract field statuses: reading it threw Error: no. Give it a plain value.",
    );
  });
});

describe("every getter is read at most once per validation", () => {
  /** A getter that answers from `answers` in turn (the last one again and again) and counts its calls. */
  function changing<T extends object>(object: T, key: string, answers: unknown[]): { object: T; calls: () => number } {
    let calls = 0;
    Object.defineProperty(object, key, {
      get: () => answers[Math.min(calls++, answers.length - 1)],
      enumerable: true,
      configurable: true,
    });
    return { object, calls: () => calls };
  }

  it("getters of invalid values are read once, so a getter that changes its answer cannot make an invalid value valid", () => {
    const places: [string, (answers: unknown[]) => { object: object; calls: () => number }, unknown, unknown][] = [
      ["status", (a) => changing({ content: [{ text: "a" }] }, "status", a), "done", "success"],
      ["content", (a) => changing({ status: "success" }, "content", a), [], [{ text: "a" }]],
      [
        "text",
        (a) => {
          const g = changing({}, "text", a);
          return { object: result([g.object]), calls: g.calls };
        },
        1,
        "a",
      ],
      [
        "json",
        (a) => {
          const g = changing({}, "json", a);
          return { object: result([g.object]), calls: g.calls };
        },
        10n,
        { a: 1 },
      ],
      [
        "a payload key",
        (a) => {
          const g = changing({}, "frames", a);
          return { object: result([{ json: { deep: [g.object] } }]), calls: g.calls };
        },
        NaN,
        3,
      ],
      [
        "toolUseId",
        (a) => {
          const g = changing(result([{ text: "a" }]), "toolUseId", a);
          return g;
        },
        7,
        "id",
      ],
      [
        "an image format",
        (a) => {
          const g = changing({ source: { bytes: new Uint8Array() } }, "format", a);
          return { object: result([{ image: g.object }]), calls: g.calls };
        },
        "bmp",
        "png",
      ],
      [
        "image bytes",
        (a) => {
          const g = changing({}, "bytes", a);
          return { object: result([{ image: { format: "png", source: g.object } }]), calls: g.calls };
        },
        [1],
        new Uint8Array(),
      ],
    ];
    for (const [place, make, invalid, valid] of places) {
      // invalid, then valid, then invalid...: the check sees the first answer only
      for (const [answers, verdict] of [
        [[invalid, valid, invalid, valid], false],
        [[valid, invalid, valid, invalid], true],
      ] as const) {
        for (const check of [
          (v: unknown) => validateToolResult(v).ok,
          (v: unknown) => isToolResult(v),
          (v: unknown) => {
            try {
              assertToolResult(v);
              return true;
            } catch (error) {
              expect(error, place).toBeInstanceOf(ToolResultContractError);
              return false;
            }
          },
        ]) {
          const { object, calls } = make([...answers]);
          expect(check(object), place).toBe(verdict);
          expect(calls(), place).toBe(1);
        }
      }
    }
  });

  it("a getter on a block kind is read once even when the block turns out to have two kinds", () => {
    let calls = 0;
    const block = {
      get text() {
        calls++;
        return "a";
      },
      json: {},
    };
    expect(paths(result([block]))).toEqual([["content", 0]]);
    expect(calls).toBe(1);
  });

  it("a proxy's get trap runs once per property, as JSON.stringify runs it", () => {
    const gets = new Map<string, number>();
    let proxies = 0;
    const spy = <T extends object>(target: T): T => {
      const id = proxies++;
      return new Proxy(target, {
        get(t, key, receiver) {
          const at = `${id}.${String(key)}`;
          gets.set(at, (gets.get(at) ?? 0) + 1);
          return Reflect.get(t, key, receiver) as unknown;
        },
      });
    };
    const value = spy({ status: "bad", content: spy([spy({ text: 1 }), spy({ json: spy({ a: NaN }) })]) });
    expect(validateToolResult(value).ok).toBe(false);
    expect(Math.max(...gets.values())).toBe(1);
    gets.clear();
    JSON.stringify(value);
    const byStringify = new Map(gets);
    gets.clear();
    validateToolResult(value);
    expect(gets).toEqual(byStringify); // the same reads, keys and counts, as JSON.stringify
  });

  it("an enumerable toJSON getter that answers undefined is read once: as the toJSON JSON.stringify would call, and as its value (found by fast-check)", () => {
    // A result, a block, a json payload, an image and its source, and an MCP block, each with the getter.
    const places: [string, (o: object) => unknown, string?][] = [
      ["the result", (o) => Object.assign(o, result([{ text: "a" }]))],
      ["a block", (o) => result([Object.assign(o, { text: "a" })])],
      ["a json payload", (o) => result([{ json: { deep: o } }])],
      [
        "an image",
        (o) => result([{ image: Object.assign(o, { format: "png", source: { bytes: new Uint8Array(1) } }) }]),
      ],
      [
        "an image source",
        (o) => result([{ image: { format: "png", source: Object.assign(o, { bytes: new Uint8Array(1) }) } }]),
      ],
      ["an MCP block", (o) => ({ content: [Object.assign(o, { type: "text", text: "a" })] }), "mcp"],
    ];
    for (const [place, build, preset] of places) {
      let calls = 0;
      const holder = Object.defineProperty({}, "toJSON", {
        get: () => (calls++ === 0 ? undefined : ""),
        enumerable: true,
        configurable: true,
      });
      const value = build(holder);
      // The key holds undefined, as JSON.stringify would see it on the same read: not sent, so accepted.
      expect(validateToolResult(value, preset as "mcp" | undefined).ok, place).toBe(true);
      expect(calls, place).toBe(1);
    }
  });

  it("a block that holds itself under another key is a cycle, reported before its getters run again (found by fast-check)", () => {
    let reads = 0;
    const block: Record<string, unknown> = {
      get text() {
        reads++;
        return "";
      },
    };
    block.extra = block;
    expect(() => JSON.stringify(result([block]))).toThrow(TypeError);
    reads = 0;
    expect(issuesOf(result([block]))).toEqual([
      {
        path: ["content", 0, "extra"],
        message:
          "content[0].extra: refers back to content[0], a cycle; JSON.stringify throws on cycles. Store an id or a copy instead of the reference.",
      },
    ]);
    expect(reads).toBe(1);
    // The same through a proxy whose get trap changes its answers, as fast-check built it.
    let gets = 0;
    const target: Record<string, unknown> = { text: "" };
    const proxy = new Proxy(target, {
      get: (t, key) => (key === "text" ? (gets++ === 0 ? "" : false) : Reflect.get(t, key)),
    });
    target.extra = proxy;
    expect(paths(result([proxy]))).toEqual([["content", 0, "extra"]]);
    expect(gets).toBe(1);
  });

  it("a block, media value or source that refers back to the result or its block is a cycle", () => {
    const value: Record<string, unknown> = { status: "success" };
    value.content = [value];
    expect(paths(value)).toEqual([["content", 0]]);
    expect(issuesOf(value)[0]?.message).toMatch(/^content\[0\]: refers back to result, a cycle/u);
    const block: Record<string, unknown> = {};
    block.image = block;
    expect(paths(result([block]))).toEqual([["content", 0, "image"]]);
    const media: Record<string, unknown> = { format: "png" };
    media.source = media;
    expect(paths(result([{ image: media }]))).toEqual([["content", 0, "image", "source"]]);
    for (const v of [value, result([block]), result([{ image: media }])]) expect(sent(v)).toBeUndefined();
  });

  it("jsonPayload reads the value once: a second read that would throw cannot escape", () => {
    let reads = 0;
    const once = {
      get frames() {
        if (++reads > 1) throw new Error("read twice");
        return 512;
      },
      errors: 0,
    };
    expect(jsonPayload(result([{ text: "a" }, { json: once }, { json: { errors: 1 } }]))).toEqual({
      frames: 512,
      errors: 1,
    });
    expect(reads).toBe(1);
    let blockReads = 0;
    const block = {
      get json() {
        if (++blockReads > 1) throw new TypeError("read twice");
        return { a: 1 };
      },
    };
    expect(jsonPayload(result([block]))).toEqual({ a: 1 });
    expect(blockReads).toBe(1);
    // A first read that throws is an issue: a contract error, nothing raw.
    const throwing = {
      get json(): unknown {
        throw new RangeError("no");
      },
    };
    expect(() => jsonPayload(result([throwing]))).toThrow(ToolResultContractError);
    // Keys holding undefined are absent there too.
    expect(jsonPayload(result([{ json: { a: 1, b: undefined } }]))).toEqual({ a: 1 });
    expect(Object.keys(jsonPayload(result([{ json: { a: 1, b: undefined } }])))).toEqual(["a"]);
  });
});

describe("a key holding undefined counts as absent, as JSON.stringify drops it", () => {
  it("{ ..., frames: undefined } is not an extra key", () => {
    for (const value of [
      result([{ text: "a" }], { frames: undefined }),
      result([{ text: "a" }], { frames: undefined, toolUseId: undefined, telemetry: undefined }),
      result([{ text: "a", json: undefined }]),
      result([{ text: "a", extra: undefined }]),
      result([{ json: { a: 1, b: undefined, nested: { c: undefined } } }]),
      result([{ image: { format: "png", source: { bytes: new Uint8Array(), note: undefined }, alt: undefined } }]),
    ]) {
      expectVerdict(value, true);
      if (!JSON.stringify(value).includes("image")) expectVerdict(sent(value), true); // and what JSON.stringify sends
    }
  });

  it("an undefined array element or a kind holding only undefined is still reported", () => {
    expect(paths(result([{ json: [1, undefined] }]))).toEqual([["content", 0, "json", 1]]);
    expect(paths(result([{ text: undefined }]))).toEqual([["content", 0, "text"]]);
    expect(paths(result([undefined]))).toEqual([["content", 0]]);
    expect(paths({ status: undefined, content: [{ text: "a" }] })).toEqual([["status"]]);
    expect(paths(result(undefined))).toEqual([["content"]]);
    const sparse = [1, , 3]; // a hole, which JSON.stringify writes as null
    expect(paths(result([{ json: sparse }]))).toEqual([["content", 0, "json", 1]]);
  });
});

describe("work is bounded by the limits, whose options are checked", () => {
  it("maxIssues: Infinity is refused, as is any option that is not a whole number in range, naming it", () => {
    for (const name of ["maxIssues", "maxDepth", "maxValues"] as const) {
      for (const bad of [Infinity, -Infinity, NaN, 1.5, 0, -1, "10", null, 10n, {}, 2 ** 53]) {
        expect(() => validateToolResult(result([{ text: "a" }]), undefined, { [name]: bad as number })).toThrow(
          new RegExp(`^validateToolResult: options\\.${name} must be a whole number `, "u"),
        );
        expect(() => assertToolResult(result([{ text: "a" }]), undefined, { [name]: bad as number })).toThrow(
          TypeError,
        );
      }
    }
    expect(() => validateToolResult({}, undefined, { maxIssues: 10_001 })).toThrow(/from 1 to 10000/u);
    expect(() => validateToolResult({}, undefined, { maxDepth: 1001 })).toThrow(/from 1 to 1000/u);
    expect(() => validateToolResult({}, undefined, 5 as never)).toThrow(
      "validateToolResult: options must be an object like { maxIssues: 100 }, got the number 5.",
    );
    const throwing = Object.defineProperty({}, "maxValues", {
      get() {
        throw new Error("no");
      },
    });
    expect(() => validateToolResult({}, undefined, throwing)).toThrow(
      "validateToolResult: reading options.maxValues threw Error: no. Pass a plain object of numbers.",
    );
    expect(validateToolResult(result([{ text: "a" }]), undefined, { maxIssues: 10_000, maxDepth: 1000 }).ok).toBe(true);
  });

  it("a sparse array of length 2^32 - 1 is reported at once, in content and in a json payload", () => {
    // "At once": faster than checking 10,000 text blocks (about 600 times faster measured; reading the
    // million elements that maxValues allows would take about 100 times longer than those blocks).
    const blocks = result(Array.from({ length: 10_000 }, () => ({ text: "a" })));
    expect(validateToolResult(blocks).ok).toBe(true);
    const reference = fastest(() => validateToolResult(blocks));
    for (const length of [2 ** 32 - 1, 2 ** 31, 1_000_001]) {
      const holes: unknown[] = [];
      holes.length = length;
      for (const value of [result(holes), result([{ json: holes }]), result([{ json: { deep: [[holes]] } }])]) {
        const issues = issuesOf(value);
        expect(() => assertToolResult(value)).toThrow(ToolResultContractError);
        expect(isToolResult(value)).toBe(false);
        const checks = fastest(() => {
          validateToolResult(value);
          isToolResult(value);
        });
        expect(checks).toBeLessThan(reference);
        expect(issues).toHaveLength(1);
        expect(issues[0]?.message).toMatch(
          new RegExp(`an array of ${length} elements is more than the 1000000 values`, "u"),
        );
      }
    }
  });

  it("a content Proxy that lies about its length is reported at once", () => {
    for (const length of [2 ** 32 - 1, 5_000_000, 1_000_001]) {
      let gets = 0;
      const liar = new Proxy([], {
        get: (_target, key) => {
          gets++;
          return key === "length" ? length : { text: "a" };
        },
      });
      for (const value of [result(liar), result([{ json: liar }])]) {
        expect(validateToolResult(value).ok).toBe(false);
        expect(() => assertToolResult(value)).toThrow(ToolResultContractError);
      }
      // At once: four checks read a handful of properties (its length each time), not its elements.
      expect(gets).toBeLessThan(10);
    }
    // Lies that are not array lengths are reported as such.
    for (const length of [-1, 1.5, NaN, "3", 2 ** 32]) {
      expect(
        issuesOf(result(new Proxy([], { get: (_t, key) => (key === "length" ? length : undefined) })))[0]?.message,
      ).toMatch(/not an array length/u);
    }
  });

  it("a shared DAG of 2^40 logical values stops at maxValues, in time linear in maxValues", () => {
    const bombs: [string, unknown][] = [];
    let arrays: unknown = [1];
    let objects: unknown = { leaf: 1 };
    for (let i = 0; i < 40; i++) {
      arrays = [arrays, arrays];
      objects = { a: objects, b: objects };
    }
    bombs.push(["arrays", arrays], ["objects", objects]);
    let wide: unknown = Array.from({ length: 1000 }, () => 1);
    for (let i = 0; i < 4; i++) wide = Array.from({ length: 1000 }, () => wide);
    bombs.push(["1000-wide, 5 deep", wide]);
    let deep: unknown = { leaf: [1, 2] };
    for (let i = 0; i < 38; i++) deep = { x: deep, y: deep }; // deeper than the cycle check's scan
    let chain: unknown = deep;
    for (let i = 0; i < 40; i++) chain = [chain];
    bombs.push(["below 40 single-element arrays", chain]);
    for (const [name, bomb] of bombs) {
      for (const value of [
        result([{ json: bomb }]),
        result([{ text: "a", extra: bomb }]),
        result(Array.from({ length: 3 }, () => ({ json: bomb }))),
      ]) {
        const issues = issuesOf(value);
        expect(isToolResult(value), name).toBe(false);
        expect(() => assertToolResult(value)).toThrow(ToolResultContractError);
        expect(issues.at(-1)?.message, name).toMatch(/more than 1000000 values, so validation stopped here/u);
      }
      // Ten times the values allowed take about ten times as long (8 to 20 measured), not a hundred.
      const value = result([{ json: bomb }]);
      const tenth = validateToolResult(value, undefined, { maxValues: 100_000 });
      expect(tenth.ok ? "" : tenth.issues.at(-1)?.message, name).toMatch(/more than 100000 values/u);
      const ratio =
        fastest(() => validateToolResult(value)) /
        fastest(() => validateToolResult(value, undefined, { maxValues: 100_000 }));
      expect(ratio, name).toBeLessThan(50);
    }
  });
});
