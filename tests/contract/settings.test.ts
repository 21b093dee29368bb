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
      'settings["tool-result"].preset: unknown preset "strand". Use one of "strands-robots", "strands", "mcp".',
    ],
    [
      { "tool-result": { status: ["success"] } },
      'settings["tool-result"].status: unknown field. Known fields: preset, statuses, allowedKeys, blockKinds, typeNames, printWidth.',
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
      'settings["tool-result"].blockKinds[1]: "text" is listed twice.',
    ],
    [
      { "tool-result": { typeNames: ["Tool Result"] } },
      'settings["tool-result"].typeNames[0]: expected a type name, got the string "Tool Result".',
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
        "tool-result/no-extra-keys",
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
