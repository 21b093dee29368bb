import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { compileContract } from "../../src/runtime/validate/compile.js";
import {
  assertToolResult,
  isToolResult,
  ToolResultContractError,
  validateToolResult,
  type ToolResultIssue,
} from "../../src/runtime/index.js";
import { DEFAULT_LIMITS } from "../../src/runtime/validate/api.js";
import { collectIssues } from "../../src/runtime/validate/walk.js";
import { fastest } from "../support/work.js";

function issuesOf(value: unknown, options?: Parameters<typeof validateToolResult>[2]): ToolResultIssue[] {
  const verdict = validateToolResult(value, undefined, options);
  return verdict.ok ? [] : verdict.issues;
}
const paths = (value: unknown, options?: Parameters<typeof validateToolResult>[2]) =>
  issuesOf(value, options).map((i) => i.path);

/** Every way of checking a value gives the same verdict and nothing escapes but a contract error. */
function expectContained(value: unknown, valid: boolean): void {
  expect(validateToolResult(value).ok).toBe(valid);
  expect(isToolResult(value)).toBe(valid);
  if (valid) expect(() => assertToolResult(value)).not.toThrow();
  else expect(() => assertToolResult(value)).toThrow(ToolResultContractError);
}

function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

const throwingEverywhere = new Proxy(
  {},
  {
    get() {
      throw new Error("get trap");
    },
    ownKeys() {
      throw new Error("ownKeys trap");
    },
    getPrototypeOf() {
      throw new Error("getPrototypeOf trap");
    },
    has() {
      throw new Error("has trap");
    },
    getOwnPropertyDescriptor() {
      throw new Error("getOwnPropertyDescriptor trap");
    },
  },
);

describe("cycles", () => {
  it("reports a json payload that contains the result itself", () => {
    const result: Record<string, unknown> = { status: "success" };
    result.content = [{ json: { result } }];
    expect(paths(result)).toEqual([["content", 0, "json", "result"]]);
    expect(issuesOf(result)[0]?.message).toMatch(/^content\[0\]\.json\.result: refers back to result, a cycle/u);
    expectContained(result, false);
  });

  it("reports a cyclic array and a cycle far down a deep payload", () => {
    const list: unknown[] = [1];
    list.push(list);
    expect(paths({ status: "success", content: [{ json: list }] })).toEqual([["content", 0, "json", 1]]);
    let deep: Record<string, unknown> = { leaf: true };
    const bottom = deep;
    for (let i = 0; i < 200; i++) deep = { next: deep };
    bottom.back = deep;
    const issues = issuesOf({ status: "success", content: [{ json: deep }] });
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toHaveLength(3 + 201);
    expect(issues[0]?.message).toMatch(/refers back to content\[0\]\.json, a cycle/u);
  });

  it("reports a content array that contains itself", () => {
    const content: unknown[] = [{ text: "a" }];
    content.push(content);
    expect(paths({ status: "success", content })).toEqual([["content", 1]]);
  });
});

describe("throwing getters and proxies", () => {
  it("turns throwing getters into issues at their path", () => {
    const result = {
      get status(): string {
        throw new Error("status getter");
      },
      content: [
        {
          get text(): string {
            throw new TypeError("text getter");
          },
        },
        {
          json: {
            get frames(): number {
              throw "not even an Error";
            },
          },
        },
      ],
    };
    const issues = issuesOf(result);
    expect(issues.map((i) => i.path)).toEqual([["status"], ["content", 0, "text"], ["content", 1, "json", "frames"]]);
    expect(issues[0]?.message).toBe(
      "status: reading it threw Error: status getter. A tool result must be plain data: replace the getter or proxy with a value.",
    );
    expect(issues[2]?.message).toMatch(/reading it threw the string "not even an Error"/u);
    expectContained(result, false);
  });

  it("survives an error whose own message getter throws", () => {
    const nasty = new Error("x");
    Object.defineProperty(nasty, "message", {
      get() {
        throw new Error("again");
      },
    });
    const result = {
      status: "success",
      content: [
        {
          get json(): unknown {
            throw nasty;
          },
        },
      ],
    };
    expect(paths(result)).toEqual([["content", 0, "json"]]);
    expectContained(result, false);
  });

  it("reports revoked proxies and proxies whose traps all throw, wherever they are", () => {
    for (const hostile of [revoked(), throwingEverywhere]) {
      expectContained(hostile, false);
      expectContained({ status: "success", content: hostile }, false);
      expectContained({ status: "success", content: [hostile] }, false);
      expectContained({ status: "success", content: [{ json: hostile }] }, false);
      expectContained({ status: "success", content: [{ json: { deep: [hostile] } }] }, false);
      expectContained(
        { status: "success", content: [{ image: { format: "png", source: { bytes: hostile } } }] },
        false,
      );
      expectContained({ status: "success", content: [{ image: hostile }] }, false);
    }
    expect(paths({ status: "success", content: [{ json: { deep: [revoked()] } }] })).toEqual([
      ["content", 0, "json", "deep", 0],
    ]);
  });

  it("accepts a transparent proxy of a valid result, block or payload", () => {
    const payload = new Proxy({ frames: 3, list: new Proxy([1, 2], {}) }, {});
    const result = new Proxy(
      { status: "success", content: new Proxy([{ text: "a" }, new Proxy({ json: payload }, {})], {}) },
      {},
    );
    expectContained(result, true);
  });

  it("reports a proxy whose ownKeys trap breaks the proxy invariants", () => {
    const broken = new Proxy({}, { ownKeys: () => ["a", "a"] });
    expect(paths({ status: "success", content: [{ json: broken }] })).toEqual([["content", 0, "json"]]);
    expectContained(broken, false);
  });

  it("reports an array-like proxy whose length is not an array length", () => {
    const content = new Proxy([], { get: (_target, key) => (key === "length" ? -1 : undefined) });
    expect(issuesOf({ status: "success", content })[0]?.message).toBe(
      "content: its length is the number -1, not an array length. A tool result must be plain data.",
    );
  });

  it("never calls toJSON or any other method of the value", () => {
    let called = 0;
    const spy = () => {
      called++;
      return {};
    };
    const json = { toJSON: spy, valueOf: spy, toString: spy, [Symbol.toPrimitive]: spy };
    const issues = issuesOf({ status: "success", content: [{ json }], toolUseId: { toString: spy } });
    expect(called).toBe(0);
    expect(issues.map((i) => i.path)).toEqual([
      ["toolUseId"],
      ["content", 0, "json"],
      ["content", 0, "json", "valueOf"],
      ["content", 0, "json", "toString"],
    ]);
    expect(issues[1]?.message).toMatch(
      /^content\[0\]\.json: has a toJSON method of its own: JSON\.stringify calls it and sends what it returns instead of this object/u,
    );
  });
});

describe("__proto__ keys and null-prototype objects", () => {
  it("reports an own __proto__ key at the top level and pollutes nothing", () => {
    const parsed: unknown = JSON.parse('{"status":"success","content":[{"text":"a"}],"__proto__":{"polluted":true}}');
    expect(paths(parsed)).toEqual([["__proto__"]]);
    expect(issuesOf(parsed)[0]?.message).toMatch(/^__proto__: not a tool-result key/u);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("does not read a block kind through an own __proto__ key", () => {
    const parsed: unknown = JSON.parse('{"status":"success","content":[{"__proto__":{"text":"a"}}]}');
    expect(paths(parsed)).toEqual([["content", 0]]);
  });

  it("accepts __proto__ as an ordinary key inside a json payload", () => {
    const parsed: unknown = JSON.parse(
      '{"status":"success","content":[{"json":{"__proto__":{"a":1},"b":[{"__proto__":null}]}}]}',
    );
    expectContained(parsed, true);
  });

  it("accepts null-prototype objects everywhere", () => {
    const bare = <T extends object>(value: T): T => Object.assign(Object.create(null) as T, value);
    const result = bare({
      status: "success",
      content: [bare({ text: "a" }), bare({ json: bare({ frames: bare({ n: 1 }) }) })],
    });
    expectContained(result, true);
  });

  // Red-team run HD27-02: under jest, structuredClone, Response#json() and process.memoryUsage() give
  // objects of Node's outer realm, which were "an object with a custom prototype".
  it("accepts plain objects of another realm (a vm context), as JSON.stringify does", () => {
    const other = vm.createContext({});
    const result: unknown = vm.runInContext(
      '({ status: "success", content: [{ text: "a" }, { json: { frames: 1, rows: [{ id: 2 }] } }] })',
      other,
    );
    expect(Object.getPrototypeOf(result)).not.toBe(Object.prototype);
    expectContained(result, true);
    expectContained(structuredClone(result), true);
  });

  it("still reports another realm's instances, and its Object.prototype once it carries a toJSON", () => {
    const other = vm.createContext({});
    const instance: unknown = vm.runInContext(
      'class Telemetry { frames = 1 }; ({ status: "success", content: [{ json: new Telemetry() }] })',
      other,
    );
    expect(paths(instance)).toEqual([["content", 0, "json"]]);
    const patched = vm.createContext({});
    const result: unknown = vm.runInContext(
      'Object.prototype.toJSON = () => "x"; ({ status: "success", content: [{ text: "a" }] })',
      patched,
    );
    expect(issuesOf(result)[0]?.message).toMatch(/^result: expected a plain object/u);
  });

  it("reports objects with another prototype", () => {
    class Telemetry {
      frames = 1;
    }
    const result = Object.create({ status: "success", content: [{ text: "a" }] }) as object;
    expect(issuesOf(result)[0]?.message).toMatch(
      /^result: expected a plain object, got an object with a custom prototype/u,
    );
    expect(issuesOf({ status: "success", content: [{ json: new Telemetry() }] })[0]?.message).toMatch(
      /^content\[0\]\.json: an instance of Telemetry is not JSON data: JSON\.stringify keeps only its own enumerable properties/u,
    );
    expect(
      paths({
        status: "success",
        content: [
          { json: { m: new Map(), s: new Set(), u: new Uint8Array(2), e: new Error("x"), r: /x/u, n: Object(1) } },
        ],
      }),
    ).toEqual(["m", "s", "u", "e", "r", "n"].map((k) => ["content", 0, "json", k]));
  });
});

describe("bounded work", () => {
  it("validates arrays of up to maxValues elements in a json payload and in content", () => {
    const numbers = Array.from({ length: 999_000 }, (_, i) => i);
    expectContained({ status: "success", content: [{ json: numbers }] }, true);
    const objects = Array.from({ length: 499_000 }, (_, i) => ({ i })); // two values each: the object and its key
    expect(paths({ status: "success", content: [{ json: objects }] })).toEqual([]);
    expect(
      collectIssues({ status: "success", content: [{ json: objects }] }, compileContract(undefined), DEFAULT_LIMITS),
    ).toEqual([]);
    const blocks = Array.from({ length: 499_000 }, () => ({ text: "a" }));
    expectContained({ status: "success", content: blocks }, true);
    numbers[998_999] = NaN;
    expect(paths({ status: "success", content: [{ json: numbers }] })).toEqual([["content", 0, "json", 998_999]]);
    // More values than the default allows: an option raises it.
    const million = Array.from({ length: 1_000_000 }, (_, i) => ({ i }));
    expect(issuesOf({ status: "success", content: [{ json: million }] })[0]?.message).toMatch(
      /more than 1000000 values/u,
    );
    expect(paths({ status: "success", content: [{ json: million }] }, { maxValues: 3_000_000 })).toEqual([]);
  });

  it("reports 100,000-deep nesting without overflowing the stack", () => {
    let array: unknown = 1;
    let object: unknown = 1;
    for (let i = 0; i < 100_000; i++) {
      array = [array];
      object = { a: object };
    }
    for (const json of [array, object]) {
      const issues = issuesOf({ status: "success", content: [{ json }] });
      expect(issues).toHaveLength(1);
      expect(issues[0]?.path).toHaveLength(3 + 1000);
      expect(issues[0]?.message).toMatch(
        /\.\.\.\(983 more\)\.\.\..*: nested more than 1000 levels deep; JSON\.stringify and JSON parsers overflow/u,
      );
      expectContained({ status: "success", content: [{ json }] }, false);
    }
    // JSON.stringify itself overflows a few thousand levels down, so the limit can only be lowered.
    expect(() => validateToolResult({}, undefined, { maxDepth: 200_000 })).toThrow(
      "validateToolResult: options.maxDepth must be a whole number from 1 to 1000, got the number 200000. Leave it out for the default.",
    );
    expect(paths({ status: "success", content: [{ json: array }] }, { maxDepth: 10 })[0]).toHaveLength(3 + 10);
  });

  it("stops after maxIssues issues", () => {
    const holes: unknown[] = [];
    holes.length = 500;
    const issues = issuesOf({ status: "success", content: holes });
    expect(issues).toHaveLength(101);
    expect(issues[100]).toEqual({
      path: [],
      message: "result: more issues not listed; validation stops after 100 issues.",
    });
    expect(issuesOf({ status: "success", content: holes }, { maxIssues: 3 })).toHaveLength(4);
  });

  it("stops after maxValues values: a huge proxy at once, a shared-reference bomb in time linear in maxValues", () => {
    let gets = 0;
    const endless = new Proxy([], {
      get: (_target, key) => {
        gets++;
        return key === "length" ? 2 ** 32 - 1 : { text: "a" };
      },
    });
    const issues = issuesOf({ status: "success", content: endless }, { maxValues: 100_000 });
    expect(issues).toEqual([
      {
        path: ["content"],
        message:
          "content: an array of 4294967295 elements is more than the 100000 values validation allows (JSON.stringify writes every element, a hole as null), so validation stopped here. Send large data another way (a file or a URL in a json block), or raise maxValues.",
      },
    ]);
    // At once: its length, and not one element, was read (the element reads would number 100,000).
    expect(gets).toBeLessThanOrEqual(5);
    let bomb: unknown = [1];
    for (let i = 0; i < 60; i++) bomb = [bomb, bomb]; // 2^60 leaves once written out, as JSON.stringify would
    const value = { status: "success", content: [{ json: bomb }] };
    expect(issuesOf(value).at(-1)?.message).toMatch(/more than 1000000 values/u);
    expect(issuesOf(value, { maxValues: 100_000 }).at(-1)?.message).toMatch(/more than 100000 values/u);
    // Ten times the values allowed take about ten times as long (8 to 20 measured), not a hundred.
    const ratio = fastest(() => issuesOf(value)) / fastest(() => issuesOf(value, { maxValues: 100_000 }));
    expect(ratio).toBeLessThan(50);
  });

  it("holds a valid result to lower limits given as options", () => {
    const result = { status: "success", content: [{ json: { a: { b: { c: [1, 2, 3] } } } }] };
    expect(paths(result)).toEqual([]);
    expect(paths(result, { maxDepth: 3 })).toEqual([["content", 0, "json", "a", "b", "c"]]);
    expect(paths(result, { maxDepth: 4 })).toEqual([]);
    expect(issuesOf(result, { maxValues: 6 })[0]?.message).toMatch(/more than 6 values/u);
    expect(paths(result, { maxValues: 100, maxIssues: 1 })).toEqual([]);
  });

  it("rejects invalid limits, naming the option", () => {
    expect(() => validateToolResult({}, undefined, { maxDepth: 0 })).toThrow(
      "validateToolResult: options.maxDepth must be a whole number from 1 to 1000, got the number 0. Leave it out for the default.",
    );
  });
});

describe("never mutates the value", () => {
  it("leaves a deep-frozen result untouched, valid or not", () => {
    const freeze = (value: unknown): void => {
      if (value !== null && typeof value === "object" && !ArrayBuffer.isView(value)) {
        Object.freeze(value);
        for (const v of Object.values(value)) freeze(v);
      }
    };
    const make = () => ({
      status: "success",
      content: [
        { text: "a" },
        { json: { frames: [1, 2, { n: null }], date: "2026" } },
        { image: { format: "png", source: { bytes: new Uint8Array([1]) } } },
      ],
    });
    const invalid = () => ({ ...make(), frames: 3, content: [...make().content, { json: { nan: NaN } }, {}] });
    for (const build of [make, invalid]) {
      const value = build();
      freeze(value);
      const before = structuredClone(value);
      validateToolResult(value);
      isToolResult(value);
      try {
        assertToolResult(value);
      } catch {
        // expected for the invalid one
      }
      expect(value).toStrictEqual(before);
    }
  });

  it("only reads: a proxy that records every trap sees no writes or definitions", () => {
    const traps: string[] = [];
    const record = <T extends object>(target: T): T =>
      new Proxy(target, {
        set: () => (traps.push("set"), false),
        defineProperty: () => (traps.push("defineProperty"), false),
        deleteProperty: () => (traps.push("deleteProperty"), false),
        setPrototypeOf: () => (traps.push("setPrototypeOf"), false),
        preventExtensions: () => (traps.push("preventExtensions"), false),
        apply: () => traps.push("apply"),
      });
    const value = record({
      status: "success",
      content: record([record({ json: record({ a: record([1]), f: record(() => 1) }) })]),
      x: 1,
    });
    validateToolResult(value);
    expect(traps).toEqual([]);
  });
});
