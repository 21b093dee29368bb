/**
 * Hostile code and settings: no rule throws, work stays bounded, and a setting that cannot be used
 * becomes one clear error that names the field. Each test is named after the input that once broke a
 * rule.
 */
import { Linter } from "eslint";
import fc from "fast-check";
import { fuzzRuns, fuzzSeed } from "../support/fuzz.js";
import { fastestInTurn, timedRules } from "../support/work.js";
import { resolveSettings, ToolResultSettingsError } from "../../src/contract/index.js";
import plugin from "../../src/index.js";
import { typedFilename, typedRuleTester } from "./tester.js";
import validStatus from "../../src/rules/valid-status.js";

const config = (settings?: Record<string, unknown>): Linter.Config[] => [
  {
    files: ["**/*.js"],
    plugins: { "tool-result": plugin },
    rules: plugin.configs.recommended.rules,
    ...(settings ? { settings: { "tool-result": settings } } : {}),
  },
];

function lint(code: string, settings?: Record<string, unknown>): Linter.LintMessage[] {
  return new Linter({ configType: "flat" }).verify(code, config(settings), { filename: "tool.js" });
}

describe("hostile code", () => {
  it("a const array that spreads itself, used as content", () => {
    expect(lint("const a = [...a];\nexport const r = { status: 'x', content: a, frames: 1 };")).toEqual([]);
  });

  it("two const arrays that spread each other", () => {
    const code = "const a = [...b];\nconst b = [...a];\nexport const r = { status: 'x', content: [...a], frames: 1 };";
    expect(lint(code)).toEqual([]);
  });

  it("a chain of 3,000 const arrays, each spreading the one before, used as content", () => {
    const chain = Array.from(
      { length: 3000 },
      (_, i) => `const a${i} = [${i === 0 ? "{ text: 'x' }" : `...a${i - 1}`}];`,
    );
    const code = `${chain.join("\n")}\nexport const r = { status: 'x', content: a2999, frames: 1 };`;
    expect(lint(code).filter((m) => m.fatal)).toEqual([]);
  });

  // chrome-devtools-mcp 1.11.0 (build/src/index.js) with a key added to a result of its callTool: the
  // stack overflowed in the fix's search for reads, which followed `run` into `{ run: a.run }` and back.
  it("a function stored under a member name that a member of the same name stores again", () => {
    const code = `function make() { return { status: "success", content: [{ text: "ok" }], frames: 1 }; }
const a = { run: make };
const b = { run: a.run };
`;
    const result = new Linter({ configType: "flat" }).verifyAndFix(code, config(), { filename: "tool.js" });
    expect(result.messages.map((m) => m.ruleId)).toEqual(["tool-result/no-extra-keys"]);
    expect(result.fixed).toBe(false);
  });

  it("a private field stored under a public key of its name ({ h: this.#h }), as chrome-devtools-mcp does", () => {
    const code = `class S { #h = make; go() { return { h: this.#h }; } }
function make() { return { status: "success", content: [{ text: "ok" }], frames: 1 }; }
const s = { h: make };
`;
    expect(lint(code).map((m) => m.ruleId)).toEqual(["tool-result/no-extra-keys"]);
  });

  it("work stays bounded where member stores branch (k stores of each of four names)", () => {
    const fan = (k: number) => {
      let code = `function make() { return { status: "success", content: [{ text: "ok" }], frames: 1 }; }\nconst o = { n0: make };\n`;
      for (let level = 1; level <= 4; level++)
        for (let i = 0; i < k; i++)
          code += `const p${level}_${i} = { n${level}: ${level === 1 ? "o" : `p${level - 1}_${i}`}.n${level - 1} };\n`;
      return code;
    };
    const rules = timedRules(plugin);
    const linter = new Linter({ configType: "flat" });
    const timed = [{ ...config()[0], plugins: { "tool-result": rules.plugin } }];
    const lintTimed = (code: string) => () => linter.verifyAndFix(code, timed, { filename: "tool.js" });
    // Four times the stores: followed one by one, each name's stores times the next's (256 times the work).
    const [small, large] = fastestInTurn([lintTimed(fan(20)), lintTimed(fan(80))], 3, rules.measure);
    expect(large! / small!).toBeLessThan(16);
  });

  it("custom statuses named like Object.prototype members", () => {
    const statuses = ["constructor", "toString", "hasOwnProperty", "__proto__", "valueOf"];
    const messages = lint("export const r = { status: 'toStrin', content: [{ text: 'a' }] };", { statuses });
    expect(messages.map((m) => [m.ruleId, m.suggestions?.[0]?.desc])).toEqual([
      ["tool-result/valid-status", 'Use "toString".'],
    ]);
  });
});

describe("hostile settings become a ToolResultSettingsError that names the field", () => {
  const throws = (own: unknown, field: string, text: string | RegExp) => {
    let error: unknown;
    try {
      resolveSettings({ "tool-result": own });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ToolResultSettingsError);
    expect((error as ToolResultSettingsError).field).toBe(field);
    expect((error as Error).message).toMatch(text);
  };

  it("a sparse statuses array", () => {
    throws({ statuses: ["success", , "error"] }, "statuses[1]", /missing \(a hole in the array\)/u);
  });

  it("a sparse blockKinds array", () => {
    throws({ blockKinds: ["text", , "json"] }, "blockKinds[1]", /missing/u);
  });

  it("a field behind a throwing getter", () => {
    const own = {
      get statuses(): string[] {
        throw new Error("no statuses today");
      },
    };
    throws(own, "statuses", /reading it threw Error: no statuses today/u);
  });

  it("a throwing proxy", () => {
    const own = new Proxy(
      {},
      {
        ownKeys() {
          throw new TypeError("trap");
        },
      },
    );
    throws(own, "", /reading it threw TypeError: trap/u);
  });

  it("a revoked proxy", () => {
    const { proxy, revoke } = Proxy.revocable({ statuses: ["ok"] }, {});
    revoke();
    throws(proxy, "", /reading it threw TypeError/u);
  });

  it("a proxy whose length lies", () => {
    const statuses = new Proxy(["success"], {
      get: (target, key) => (key === "length" ? 2 ** 32 - 1 : Reflect.get(target, key)),
    });
    throws({ statuses }, "statuses", /at most 10000 entries, got a length of the number 4294967295/u);
  });

  it("a list whose entries throw when read", () => {
    const statuses = new Proxy(["success", "error"], {
      get: (target, key) => {
        if (key === "1") throw new RangeError("entry");
        return Reflect.get(target, key);
      },
    });
    throws({ statuses }, "statuses[1]", /reading it threw RangeError: entry/u);
  });

  it("blockKinds without json, which the fix would then write", () => {
    throws({ blockKinds: ["text", "image"] }, "blockKinds", /must include "json"/u);
  });

  it("inherited fields are not settings (as in JSON): they are neither used nor rejected", () => {
    const own = Object.create({ statuses: ["skipped"], bogus: 1 }) as object;
    expect(resolveSettings({ "tool-result": own }).contract.statuses).toEqual(["success", "error", "degraded"]);
  });
});

typedRuleTester.run("valid-status messages stay short for a 5,000-member status union", validStatus, {
  valid: [],
  invalid: [
    {
      name: "a status typed as a union of 5,000 strings",
      code: `type Big = ${Array.from({ length: 5000 }, (_, i) => `"s${i}"`).join(" | ")};
declare const status: Big;
export const r = { status, content: [{ text: "a" }] };`,
      filename: typedFilename,
      errors: [
        {
          messageId: "invalidStatusType",
          data: {
            values: `${Array.from({ length: 11 }, (_, i) => `"s${i}"`).join(", ")} or 4989 more`,
            statuses: '"success", "error" or "degraded"',
          },
        },
      ],
    },
  ],
});

describe("fuzz: generated hostile files", () => {
  const piece = fc.oneof(
    fc.nat({ max: 40 }).map((n) => `const c${n} = [...c${(n * 7) % 41}];`),
    fc.nat({ max: 40 }).map((n) => `const c${n} = { ...c${(n * 3) % 41}, status: c${n} };`),
    fc.nat({ max: 40 }).map((n) => `const s${n} = s${(n + 1) % 41};`),
    fc.nat({ max: 40 }).map((n) => `const o${n} = { a: o${(n + 5) % 41}.a, status: o${n}.status };`),
    fc.nat({ max: 40 }).map((n) => `export const r${n} = { status: s${n}, content: c${n}, ...c${n}, frames: o${n} };`),
    fc
      .nat({ max: 40 })
      .map((n) => `export const t${n} = { status: 'success', content: [...c${n}, { text: s${n} }], extra: ${n} };`),
    fc.constantFrom(
      "export const u = { status: a ? b ? 'x' : 'y' : c ? 'success' : 'z', content: [{ text: 'a' }] };",
      "export const v = { ['status']: 'success', [`content`]: [{ text: 'a', json: 1 }], __proto__: null };",
    ),
  );
  const settings = fc.constantFrom(
    undefined,
    { preset: "strands" },
    { statuses: ["constructor", "__proto__"], blockKinds: ["toString", "json"] },
    { statuses: ["success", 3] },
    { allowedKeys: ["frames", "extra"] },
  );

  it("no rule throws, whatever the file and settings", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), settings, (pieces, s) => {
        expect(() => lint(pieces.join("\n"), s as Record<string, unknown> | undefined)).not.toThrow();
      }),
      { numRuns: fuzzRuns(70), seed: fuzzSeed(20261203) },
    );
  });

  it("time grows linearly with the length of a const chain", () => {
    const chain = (n: number) =>
      `${Array.from({ length: n }, (_, i) => `const a${i} = ${i === 0 ? "'success'" : `a${i - 1}`};`).join("\n")}
${Array.from({ length: n }, (_, i) => `export const r${i} = { status: a${i}, content: [...[...[{ text: a${i} }]]], frames: ${i} };`).join("\n")}`;
    const rules = timedRules(plugin);
    const linter = new Linter({ configType: "flat" });
    const timed = [{ ...config()[0], plugins: { "tool-result": rules.plugin } }];
    const lintTimed = (code: string) => () => linter.verify(code, timed, { filename: "tool.js" });
    // The rules' own CPU time, in turn: ESLint's work (parsing, sorting reports) is not linear itself.
    const [small, large] = fastestInTurn([lintTimed(chain(500)), lintTimed(chain(2000))], 5, rules.measure);
    expect(large! / small!).toBeLessThan(6);
  });
});
