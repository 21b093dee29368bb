import { runInNewContext } from "node:vm";
import { Linter } from "eslint";
import {
  DEFAULT_CONTRACT,
  PRESETS,
  resolveContract,
  resolveSettings,
  ToolResultSettingsError,
} from "../../src/contract/index.js";
import plugin from "../../src/index.js";

describe("settings['tool-result']", () => {
  it("defaults to the strands-robots preset", () => {
    expect(resolveContract(undefined)).toBe(DEFAULT_CONTRACT);
    expect(resolveContract({})).toBe(DEFAULT_CONTRACT);
    expect(DEFAULT_CONTRACT).toEqual({
      name: "strands-robots",
      statuses: ["success", "error", "degraded"],
      allowedKeys: ["toolUseId"],
      blockKinds: ["text", "json", "image"],
    });
  });

  it("selects a preset, and custom fields replace the preset's", () => {
    expect(resolveContract({ "tool-result": { preset: "strands" } })).toBe(PRESETS.strands);
    const custom = resolveContract({ "tool-result": { preset: "strands", statuses: ["success", "skipped"] } });
    expect(custom).toEqual({
      name: "custom",
      statuses: ["success", "skipped"],
      allowedKeys: ["toolUseId", "error"],
      blockKinds: PRESETS.strands.blockKinds,
      discriminator: { key: "type", value: "toolResultBlock" },
      emptyContent: true,
    });
    expect(resolveSettings({ "tool-result": { typeNames: ["AgentReply"] } }).typeNames).toEqual(["AgentReply"]);
  });

  it("keeps what a preset says beyond the lists: mcp with more allowed keys is still mcp", () => {
    const custom = resolveContract({
      "tool-result": { preset: "mcp", allowedKeys: ["structuredContent", "isError", "_meta", "traceId"] },
    });
    expect(custom).toMatchObject({
      name: "custom",
      requiredKeys: ["content"],
      allowedKeys: ["structuredContent", "isError", "_meta", "traceId"],
      taggedBlocks: PRESETS.mcp.taggedBlocks,
      dataKeys: ["structuredContent", "_meta"],
      emptyContent: true,
    });
  });

  it("gives MCP results the keys allowedKeys adds to its preset's, and only those", () => {
    const mcpKeys = (own?: object) => resolveSettings(own && { "tool-result": own }).mcpContract.allowedKeys;
    expect(resolveSettings(undefined).mcpContract).toBe(PRESETS.mcp);
    expect(resolveSettings({ "tool-result": { preset: "mcp" } }).mcpContract).toBe(PRESETS.mcp);
    // The default preset's own toolUseId is no key of MCP's; traceId is added.
    expect(mcpKeys({ allowedKeys: ["toolUseId", "traceId"] })).toEqual([...PRESETS.mcp.allowedKeys, "traceId"]);
    // Over mcp, a list that leaves out the preset's keys takes nothing away from MCP results.
    expect(mcpKeys({ preset: "mcp", allowedKeys: ["traceId"] })).toEqual([...PRESETS.mcp.allowedKeys, "traceId"]);
    expect(mcpKeys({ preset: "strands", allowedKeys: ["toolUseId", "error"] })).toEqual(PRESETS.mcp.allowedKeys);
    const contract = resolveSettings({ "tool-result": { allowedKeys: ["traceId"] } }).mcpContract;
    expect(contract).toMatchObject({
      name: "mcp",
      taggedBlocks: PRESETS.mcp.taggedBlocks,
      dataKeys: PRESETS.mcp.dataKeys,
    });
    expect(Object.isFrozen(contract) && Object.isFrozen(contract.allowedKeys)).toBe(true);
  });

  it.each([
    [{ preset: "mcp", statuses: ["ok"] }, "statuses", /the "mcp" preset has no status/u],
    [{ preset: "mcp", blockKinds: ["text", "json"] }, "blockKinds", /the "mcp" preset's blocks are tagged/u],
  ])("rejects %j, which the mcp preset cannot take", (own, field, message) => {
    let thrown: unknown;
    try {
      resolveSettings({ "tool-result": own });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ToolResultSettingsError);
    expect((thrown as ToolResultSettingsError).field).toBe(field);
    expect((thrown as Error).message).toMatch(message);
  });

  it("reads printWidth (default 80), tabWidth, trailingComma, useTabs, bracketSpacing and mcp.protocolVersion (default 2025-11-25)", () => {
    expect(resolveSettings(undefined)).toMatchObject({ printWidth: 80, mcp: { protocolVersion: "2025-11-25" } });
    expect(resolveSettings({ "tool-result": { printWidth: 120 } }).printWidth).toBe(120);
    expect(resolveSettings({ "tool-result": { printWidth: 20 } }).printWidth).toBe(20);
    expect(resolveSettings({ "tool-result": { printWidth: 1000 } }).printWidth).toBe(1000);
    // tabWidth: unset unless given (the fix then reads it from the indentation around the object), from 1 to 16.
    expect(resolveSettings(undefined).tabWidth).toBeUndefined();
    expect(resolveSettings({ "tool-result": { tabWidth: 4 } }).tabWidth).toBe(4);
    expect(resolveSettings({ "tool-result": { tabWidth: 1 } }).tabWidth).toBe(1);
    expect(resolveSettings({ "tool-result": { tabWidth: 16 } }).tabWidth).toBe(16);
    // trailingComma: Prettier's words; a comma unless "none" (Prettier's default is "all").
    expect(resolveSettings(undefined).trailingComma).toBe(true);
    expect(resolveSettings({ "tool-result": { trailingComma: "all" } }).trailingComma).toBe(true);
    expect(resolveSettings({ "tool-result": { trailingComma: "es5" } }).trailingComma).toBe(true);
    expect(resolveSettings({ "tool-result": { trailingComma: "none" } }).trailingComma).toBe(false);
    // useTabs and bracketSpacing: Prettier's booleans, with Prettier's defaults.
    expect(resolveSettings(undefined)).toMatchObject({ useTabs: false, bracketSpacing: true });
    expect(resolveSettings({ "tool-result": { useTabs: true, bracketSpacing: false } })).toMatchObject({
      useTabs: true,
      bracketSpacing: false,
    });
    expect(resolveSettings({ "tool-result": { mcp: { protocolVersion: "2026-07-28" } } }).mcp).toEqual({
      protocolVersion: "2026-07-28",
    });
    expect(resolveSettings({ "tool-result": { mcp: {} } }).mcp).toEqual({ protocolVersion: "2025-11-25" });
    // The fields beside the contract leave it as it is: still the preset object.
    expect(resolveSettings({ "tool-result": { preset: "mcp", printWidth: 100 } }).contract).toBe(PRESETS.mcp);
  });

  it("judges type names as TypeScript judges identifiers: Unicode letters yes, spaces and reserved words no", () => {
    const names = ["Résultat", "結果", "_Result", "$Result", "Result2", "Ergebnis\u200Dx"];
    expect(resolveSettings({ "tool-result": { typeNames: names } }).typeNames).toEqual(names);
    const problem = (typeNames: unknown[]) => {
      try {
        resolveSettings({ "tool-result": { typeNames } });
      } catch (error) {
        return [(error as ToolResultSettingsError).field, (error as ToolResultSettingsError).problem];
      }
      return undefined;
    };
    expect(problem(["Tool Result"])).toEqual(["typeNames[0]", 'expected a type name, got the string "Tool Result".']);
    expect(problem(["2Result"])).toEqual(["typeNames[0]", 'expected a type name, got the string "2Result".']);
    expect(problem(["\u200DResult"])?.[0]).toBe("typeNames[0]");
    expect(problem(["Ok", "class"])).toEqual([
      "typeNames[1]",
      'expected a type name, got the reserved word "class", which no type can be called.',
    ]);
    expect(problem(["string"])?.[1]).toContain('the reserved word "string"');
  });

  it("gives the error its field and its problem, with the ESLint wording in the message", () => {
    let thrown: unknown;
    try {
      resolveSettings({ "tool-result": { allowKeys: ["traceId"] } });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ToolResultSettingsError);
    const error = thrown as ToolResultSettingsError;
    expect(error.field).toBe("allowKeys");
    expect(error.problem).toBe(
      'unknown field. Known fields: preset, statuses, allowedKeys, blockKinds, typeNames, printWidth, tabWidth, trailingComma, useTabs, bracketSpacing, mcp. Did you mean "allowedKeys"?',
    );
    expect(error.message).toBe(`Invalid ESLint setting settings["tool-result"].allowKeys: ${error.problem}`);
  });

  // Red-team run HD27-05: a misspelt key left preset "mcp" unread, without a word.
  it.each(["tool-results", "toolResult", "tool_result", "Tool-Result"])(
    "names settings[%j], which it does not read, and the key it reads",
    (key) => {
      expect(() => resolveSettings({ react: {}, [key]: { preset: "mcp" } })).toThrow(
        `Invalid ESLint setting settings["tool-result"]: is not set, but settings["${key}"] is, which the plugin does not read. Rename it to "tool-result".`,
      );
    },
  );

  it("reads other plugins' settings as none of its business", () => {
    expect(resolveSettings({ react: { version: "19" }, "import/resolver": {}, tools: {} })).toBe(resolveSettings({}));
  });

  it("caches the resolution per settings object", () => {
    const settings = { "tool-result": { statuses: ["ok"] } };
    expect(resolveSettings(settings)).toBe(resolveSettings(settings));
  });

  it.each([
    [
      { "tool-result": "strands" },
      'settings["tool-result"]: expected an object like { preset: "strands" }, got the string "strands".',
    ],
    [
      { "tool-result": { preset: "strand" } },
      'settings["tool-result"].preset: unknown preset "strand". Use one of "strands-robots", "strands", "mcp". Did you mean "strands"?',
    ],
    [
      { "tool-result": { status: ["success"] } },
      'settings["tool-result"].status: unknown field. Known fields: preset, statuses, allowedKeys, blockKinds, typeNames, printWidth, tabWidth, trailingComma, useTabs, bracketSpacing, mcp. Did you mean "statuses"?',
    ],
    [
      { "tool-result": { statuses: [] } },
      'settings["tool-result"].statuses: expected a non-empty array of non-empty strings, got an empty array.',
    ],
    [
      { "tool-result": { statuses: "success" } },
      'settings["tool-result"].statuses: expected a non-empty array of non-empty strings, got the string "success".',
    ],
    [
      { "tool-result": { statuses: ["success", 3] } },
      'settings["tool-result"].statuses[1]: expected a non-empty string, got the number 3.',
    ],
    [
      { "tool-result": { blockKinds: ["text", "text"] } },
      'settings["tool-result"].blockKinds[1]: "text" is listed twice. List each once.',
    ],
    [
      { "tool-result": { typeNames: ["Tool Result"] } },
      'settings["tool-result"].typeNames[0]: expected a type name, got the string "Tool Result".',
    ],
    [
      { "tool-result": { preset: "Strands" } },
      'settings["tool-result"].preset: unknown preset "Strands". Use one of "strands-robots", "strands", "mcp". Did you mean "strands"?',
    ],
    [
      { "tool-result": { printWidth: 19 } },
      'settings["tool-result"].printWidth: expected a whole number from 20 to 1000 (the line width the fix lays out to, as in your formatter\'s config), got the number 19.',
    ],
    [
      { "tool-result": { printWidth: 80.5 } },
      'settings["tool-result"].printWidth: expected a whole number from 20 to 1000 (the line width the fix lays out to, as in your formatter\'s config), got the number 80.5.',
    ],
    [
      { "tool-result": { tabWidth: 0 } },
      'settings["tool-result"].tabWidth: expected a whole number from 1 to 16 (the columns a tab counts for, as in your formatter\'s config), got the number 0.',
    ],
    [
      { "tool-result": { tabWidth: "4" } },
      'settings["tool-result"].tabWidth: expected a whole number from 1 to 16 (the columns a tab counts for, as in your formatter\'s config), got the string "4".',
    ],
    [
      { "tool-result": { trailingComma: false } },
      'settings["tool-result"].trailingComma: expected Prettier\'s trailingComma (as in your formatter\'s config): one of "all", "es5", "none", got false.',
    ],
    [
      { "tool-result": { trailingComma: "None" } },
      'settings["tool-result"].trailingComma: unknown trailingComma value "None". Use one of "all", "es5", "none". Did you mean "none"?',
    ],
    [
      { "tool-result": { useTabs: "true" } },
      'settings["tool-result"].useTabs: expected true or false (indent by tabs, as in your formatter\'s config), got the string "true".',
    ],
    [
      { "tool-result": { bracketSpacing: 1 } },
      'settings["tool-result"].bracketSpacing: expected true or false ({ a } or {a}, as in your formatter\'s config), got the number 1.',
    ],
    [
      { "tool-result": { printWidth: "80" } },
      'settings["tool-result"].printWidth: expected a whole number from 20 to 1000 (the line width the fix lays out to, as in your formatter\'s config), got the string "80".',
    ],
    [
      { "tool-result": { mcp: "2025-11-25" } },
      'settings["tool-result"].mcp: expected an object like { protocolVersion: "2025-11-25" }, got the string "2025-11-25".',
    ],
    [
      { "tool-result": { mcp: { protocolVersion: "2025-11-5" } } },
      'settings["tool-result"].mcp.protocolVersion: unknown MCP protocol version "2025-11-5". Use one of "2025-11-25", "2026-07-28". Did you mean "2025-11-25"?',
    ],
    [
      { "tool-result": { mcp: { protocolVersion: 2025 } } },
      'settings["tool-result"].mcp.protocolVersion: expected an MCP protocol version: one of "2025-11-25", "2026-07-28", got the number 2025.',
    ],
    [
      { "tool-result": { mcp: { version: "2025-11-25" } } },
      'settings["tool-result"].mcp.version: unknown field. Known fields: protocolVersion.',
    ],
    [
      { "tool-result": { "print width": 80 } },
      'settings["tool-result"]["print width"]: unknown field. Known fields: preset, statuses, allowedKeys, blockKinds, typeNames, printWidth, tabWidth, trailingComma, useTabs, bracketSpacing, mcp. Did you mean "printWidth"?',
    ],
  ])("rejects %j with an error naming the field", (settings, message) => {
    expect(() => resolveSettings(settings)).toThrow(ToolResultSettingsError);
    expect(() => resolveSettings(settings)).toThrow(`Invalid ESLint setting ${message}`);
  });

  it("reports that error in every file it affects, on every lint, at the top of the file, and checks nothing", () => {
    // One long-lived linter, as an editor keeps: the error must not go quiet after its first report.
    const linter = new Linter({ configType: "flat" });
    const config: Linter.Config[] = [
      { ...plugin.configs.recommended, settings: { "tool-result": { statuses: ["success", 3] } } },
    ];
    // The rules read their settings where they first look at an object literal: a file without one
    // cannot break the contract under any settings.
    expect(linter.verify("export const nothing = 1;", config, "first.js")).toEqual([]);
    const expected = [
      [
        "tool-result/no-error-as-success",
        1,
        1,
        'Invalid ESLint setting settings["tool-result"].statuses[1]: expected a non-empty string, got the number 3. The tool-result rules check nothing until the setting is fixed.',
      ],
    ];
    const code = "export const r = { status: 'success', content: [{ text: 'a' }], frames: 1 };";
    for (let run = 0; run < 3; run++) {
      const messages = linter.verify(code, config, "file.js");
      // Reported by one rule, once, and nothing else is checked.
      expect(messages.map((m) => [m.ruleId, m.line, m.column, m.message])).toEqual(expected);
    }
    expect(
      linter
        .verify("export const r = { status: 'x', content: [], frames: 1 };", config, "next.js")
        .map((m) => [m.ruleId, m.line, m.column, m.message]),
    ).toEqual(expected);
  });
});

// Red-team run HD27-01: the one rule that reported the error was turned off at the top of the file, and
// the others checked nothing without a word.
describe("a settings error where a directive turns off the rule that would report it", () => {
  const config: Linter.Config[] = [
    { ...plugin.configs.recommended, settings: { "tool-result": { preset: "strand" } } },
  ];
  const code = "export const r = { status: 'success', content: [{ text: 'a' }], frames: 1 };";

  it("is reported by another rule", () => {
    const messages = new Linter({ configType: "flat" }).verify(
      `/* eslint-disable tool-result/no-error-as-success */\n${code}`,
      config,
      "file.js",
    );
    expect(messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([["tool-result/no-extra-keys", 1, 1]]);
    expect(messages[0]?.message).toMatch(/^Invalid ESLint setting settings\["tool-result"\]\.preset: /u);
  });

  it("is not reported where every rule is turned off", () => {
    expect(new Linter({ configType: "flat" }).verify(`/* eslint-disable */\n${code}`, config, "file.js")).toEqual([]);
  });
});

describe("a hardening run (H): a settings error is reported wherever the rules would have checked", () => {
  const bad = { "tool-result": { statuses: ["success", 3] } };
  const message = (messages: Linter.LintMessage[]) =>
    messages.map((m) => [
      m.ruleId,
      m.line,
      m.message.startsWith('Invalid ESLint setting settings["tool-result"].statuses[1]'),
    ]);

  it("H1 by valid-tool-api alone, and H2 in a file with no object literal (a tool registered with a callback)", () => {
    const linter = new Linter({ configType: "flat" });
    const code = [
      'import { McpServer } from "@modelcontextprotocol/server";',
      "const server = new McpServer({ name: 's', version: '1' });",
      "server.tool('t', async () => text);",
      "",
    ].join("\n");
    const only: Linter.Config[] = [
      {
        ...plugin.configs.recommended,
        rules: { "tool-result/valid-tool-api": "error" },
        settings: bad,
      },
    ];
    expect(message(linter.verify(code, only, "only.ts"))).toEqual([["tool-result/valid-tool-api", 1, true]]);
    const all: Linter.Config[] = [{ ...plugin.configs.recommended, settings: bad }];
    expect(message(linter.verify(code, all, "all.ts"))).toHaveLength(1);
  });

  it("H3 on every lint of the same source object (linter.verify(sourceCode, ...))", () => {
    const linter = new Linter({ configType: "flat" });
    const config: Linter.Config[] = [{ ...plugin.configs.recommended, settings: bad }];
    linter.verify("export const r = { status: 'success', content: [] };", config, "file.js");
    const sourceCode = linter.getSourceCode();
    for (let run = 0; run < 3; run++) expect(message(linter.verify(sourceCode, config, "file.js"))).toHaveLength(1);
  });
});

describe("a hardening run (H4): settings changed in place are read anew", () => {
  const code = "export const r = { status: 'success', content: [{ text: 'a' }] };";
  const ruleIds = (messages: Linter.LintMessage[]) =>
    messages.map((m) => [m.ruleId, m.message.slice(0, m.message.indexOf('"strand"') + 8)]);

  it("by resolveSettings: the same object, another preset or another list", () => {
    const settings = { "tool-result": { statuses: ["success"] as string[], preset: "strands" } };
    const first = resolveSettings(settings);
    expect(resolveSettings(settings)).toBe(first);
    settings["tool-result"].statuses.push("error");
    expect(resolveSettings(settings).contract.statuses).toEqual(["success", "error"]);
    settings["tool-result"].preset = "strand";
    expect(() => resolveSettings(settings)).toThrow('unknown preset "strand"');
    settings["tool-result"].preset = "strands";
    expect(resolveSettings(settings).contract.statuses).toEqual(["success", "error"]);
  });

  it("by a long-lived Linter, with a new text and with the same source object", () => {
    const linter = new Linter({ configType: "flat" });
    const settings: { "tool-result": Record<string, unknown> } = { "tool-result": { preset: "strands" } };
    const config: Linter.Config[] = [{ ...plugin.configs.recommended, settings }];
    expect(linter.verify(code, config, "file.js")).toEqual([]);
    const sourceCode = linter.getSourceCode();
    settings["tool-result"].preset = "strand";
    const error = [
      [
        "tool-result/no-error-as-success",
        'Invalid ESLint setting settings["tool-result"].preset: unknown preset "strand"',
      ],
    ];
    expect(ruleIds(linter.verify(code, config, "file.js"))).toEqual(error);
    expect(ruleIds(linter.verify(sourceCode, config, "file.js"))).toEqual(error);
    settings["tool-result"].preset = "strands";
    expect(linter.verify(code, config, "file.js")).toEqual([]);
    expect(linter.verify(sourceCode, config, "file.js")).toEqual([]);
  });
});

describe("hostile settings (issue 28): the settings error and nothing else, with a bounded message", () => {
  /** The settings error `settings` gives, checked to be one. */
  function settingsError(settings: unknown): ToolResultSettingsError {
    let thrown: unknown;
    try {
      resolveSettings(settings);
    } catch (error) {
      thrown = error;
    }
    expect(Object.getPrototypeOf(thrown)).toBe(ToolResultSettingsError.prototype);
    return thrown as ToolResultSettingsError;
  }
  const throwing = (thrown: unknown) => ({
    "tool-result": Object.defineProperty({}, "preset", {
      enumerable: true,
      get() {
        throw thrown;
      },
    }),
  });
  const withThrowingGetter = (key: "name" | "message") =>
    Object.defineProperty(new Error("inner"), key, {
      get() {
        throw new Error(`${key} getter`);
      },
    });

  it("a getter that throws an Error whose name getter throws", () => {
    const error = settingsError(throwing(withThrowingGetter("name")));
    expect(error.field).toBe("preset");
    expect(error.problem).toBe("reading it threw Error: inner. Give it a plain value.");
  });

  it("a getter that throws an Error whose message getter throws", () => {
    expect(settingsError(throwing(withThrowingGetter("message"))).problem).toBe(
      "reading it threw Error. Give it a plain value.",
    );
  });

  it("a getter that throws a proxy whose every trap throws", () => {
    const proxy = new Proxy(
      {},
      new Proxy(
        {},
        {
          get: () => {
            throw new Error("trap");
          },
        },
      ),
    );
    expect(settingsError(throwing(proxy)).problem).toBe(
      "reading it threw a value that cannot be inspected (a proxy whose traps throw?). Give it a plain value.",
    );
  });

  it("a proxy whose getPrototypeOf throws, as settings['tool-result'] and as a field", () => {
    const proxy = () =>
      new Proxy(
        {},
        {
          getPrototypeOf: () => {
            throw new Error("proto");
          },
        },
      );
    // Whether it is a plain object is asked of its prototype: a trap that throws is named, not read as {}.
    const top = settingsError({ "tool-result": proxy() });
    expect([top.field, top.problem]).toEqual(["", "reading it threw Error: proto. Give it a plain value."]);
    const error = settingsError({ "tool-result": { preset: proxy() } });
    expect([error.field, error.problem]).toEqual([
      "preset",
      'expected a preset name: one of "strands-robots", "strands", "mcp", got an object that cannot be inspected (a revoked proxy?).',
    ]);
  });

  it("H5 a Map, a Date or a class instance is not read as {} (their fields are not own keys): named", () => {
    class Settings {
      get preset() {
        return "mcp";
      }
    }
    for (const [value, got] of [
      [new Map([["preset", "mcp"]]), "a Map"],
      [new Date(0), "a Date"],
      [new Settings(), "an instance of Settings"],
    ] as const) {
      const error = settingsError({ "tool-result": value });
      expect([error.field, error.problem]).toEqual(["", `expected an object like { preset: "strands" }, got ${got}.`]);
    }
    // A plain object of another realm, and one without a prototype, are read.
    expect(
      resolveSettings({ "tool-result": Object.assign(Object.create(null), { preset: "mcp" }) }).contract.name,
    ).toBe("mcp");
    expect(resolveSettings({ "tool-result": runInNewContext(`({ preset: "mcp" })`) as object }).contract.name).toBe(
      "mcp",
    );
  });

  it("a proxy whose ownKeys trap throws, and revoked proxies", () => {
    const keys = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new RangeError("keys");
        },
      },
    );
    expect(settingsError({ "tool-result": keys }).problem).toBe(
      "reading it threw RangeError: keys. Give it a plain value.",
    );
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(settingsError({ "tool-result": proxy }).problem).toMatch(/^reading it threw TypeError: /u);
    expect(settingsError(proxy)).toMatchObject({ field: "" });
    expect(settingsError({ "tool-result": { statuses: proxy } }).field).toBe("statuses");
  });

  it("a thrown 100 KB message is cut at 200 characters, and so are quoted values and keys", () => {
    const long = settingsError(throwing(new Error("m".repeat(100_000))));
    expect(long.problem).toBe(`reading it threw Error: ${"m".repeat(197)}.... Give it a plain value.`);
    expect(settingsError({ "tool-result": { preset: "p".repeat(100_000) } }).message.length).toBeLessThan(400);
    expect(settingsError({ "tool-result": { ["k".repeat(100_000)]: 1 } }).message.length).toBeLessThan(500);
    expect(
      settingsError({ "tool-result": { statuses: ["a", "a".repeat(100_000), "a".repeat(100_000)] } }).message.length,
    ).toBeLessThan(400);
  });
});
