// The one contract parser: defineContract completes a partial contract over a preset, for the runtime,
// with the words the ESLint settings use (tests/contract/settings.test.ts).
import { describe, expect, it } from "vitest";
import {
  contractToJsonSchema,
  defineContract,
  DEFAULT_CONTRACT,
  InvalidContractError,
  isToolResult,
  PRESETS,
  validateToolResult,
  type ContractDefinition,
} from "../../src/runtime/index.js";
import { resolveSettings, ToolResultSettingsError } from "../../src/contract/index.js";

/** The error `run` throws (or undefined). */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

const traced = { status: "success", content: [{ text: "a" }], traceId: "t-1" };

describe("defineContract", () => {
  it("completes a partial contract over its preset, or over the default preset", () => {
    expect(defineContract({ preset: "strands", allowedKeys: ["traceId"] })).toEqual({
      ...PRESETS.strands,
      name: "custom",
      allowedKeys: ["traceId"],
    });
    expect(defineContract({ allowedKeys: ["toolUseId", "traceId"] })).toEqual({
      ...DEFAULT_CONTRACT,
      name: "custom",
      allowedKeys: ["toolUseId", "traceId"],
    });
    expect(defineContract({ name: "robots", statuses: ["ok"] })).toMatchObject({ name: "robots", statuses: ["ok"] });
  });

  it("gives the preset object itself for a preset alone, and the default for nothing", () => {
    expect(defineContract()).toBe(DEFAULT_CONTRACT);
    expect(defineContract({})).toBe(DEFAULT_CONTRACT);
    expect(defineContract({ preset: "mcp" })).toBe(PRESETS.mcp);
    expect(defineContract({ preset: "strands", statuses: undefined })).toBe(PRESETS.strands);
    const made = defineContract({ allowedKeys: ["traceId"] });
    expect(defineContract(made)).toBe(made);
  });

  it("returns a frozen copy: changing the partial later changes nothing, and no getter runs again", () => {
    const allowedKeys = ["toolUseId", "traceId"];
    let reads = 0;
    const partial = {
      get allowedKeys() {
        reads++;
        return allowedKeys;
      },
    };
    const contract = defineContract(partial);
    allowedKeys.push("other");
    expect(contract.allowedKeys).toEqual(["toolUseId", "traceId"]);
    expect(Object.isFrozen(contract) && Object.isFrozen(contract.allowedKeys)).toBe(true);
    expect(reads).toBe(1);
  });

  it("keeps what a preset says beyond its lists: mcp with another allowed key is still MCP", () => {
    const contract = defineContract({
      preset: "mcp",
      allowedKeys: ["structuredContent", "isError", "_meta", "traceId"],
    });
    expect(contract).toMatchObject({ requiredKeys: ["content"], taggedBlocks: PRESETS.mcp.taggedBlocks });
    expect(validateToolResult({ content: [{ type: "text", text: "a" }], traceId: "t" }, contract).ok).toBe(true);
    // A key the preset types (isError is a boolean) keeps its type while it stays allowed, and leaves with it.
    expect(validateToolResult({ content: [], isError: "yes" }, contract).ok).toBe(false);
    expect(defineContract({ preset: "mcp", allowedKeys: ["traceId"] }).booleanKeys).toEqual([]);
  });

  it("reports what cannot be used with the words of the settings, naming the field and the fix", () => {
    const cases: [ContractDefinition, string, string][] = [
      [
        { allowKeys: ["traceId"] } as never,
        "allowKeys",
        'unknown field. Known fields: preset, name, statuses, allowedKeys, blockKinds, requiredKeys, booleanKeys, dataKeys, emptyContent, discriminator, taggedBlocks, stampedKeys. Did you mean "allowedKeys"?',
      ],
      [
        { preset: "Strands" } as never,
        "preset",
        'unknown preset "Strands". Use one of "strands-robots", "strands", "mcp". Did you mean "strands"?',
      ],
      [
        { preset: "strand" } as never,
        "preset",
        'unknown preset "strand". Use one of "strands-robots", "strands", "mcp". Did you mean "strands"?',
      ],
      [{ preset: "nope" } as never, "preset", 'unknown preset "nope". Use one of "strands-robots", "strands", "mcp".'],
      [
        { preset: 3 } as never,
        "preset",
        'expected a preset name: one of "strands-robots", "strands", "mcp", got the number 3.',
      ],
      [{ statuses: ["success", 3] } as never, "statuses[1]", "expected a non-empty string, got the number 3."],
      [
        { preset: "mcp", statuses: ["ok"] },
        "statuses",
        'the "mcp" preset has no status (its results mark failure with isError). Remove statuses, or start from another preset.',
      ],
      [
        { preset: "mcp", blockKinds: ["text"] },
        "blockKinds",
        `the "mcp" preset's blocks are tagged, with fields of their own per kind, which a list of names cannot give. Remove blockKinds, or start from another preset.`,
      ],
      [
        { discriminator: { key: "status", value: "x" } },
        "discriminator.key",
        '"status" is a key every result carries; name the kind with another key, like "type".',
      ],
    ];
    for (const [partial, field, problem] of cases) {
      const error = thrownBy(() => defineContract(partial));
      expect(error, field).toBeInstanceOf(InvalidContractError);
      expect(error, field).toMatchObject({
        field,
        problem,
        message: `Invalid tool-result contract field ${field}: ${problem}`,
      });
      // The same problem in the ESLint settings reads the same, after the settings' own head.
      if (["allowKeys", "statuses", "blockKinds"].includes(field.replace(/\[.*$/u, "")) || field === "preset") {
        const settingsError = thrownBy(() => resolveSettings({ "tool-result": partial }));
        expect(settingsError, field).toBeInstanceOf(ToolResultSettingsError);
        if (field !== "allowKeys") expect((settingsError as ToolResultSettingsError).problem, field).toBe(problem);
      }
    }
  });
});

describe("validateToolResult and the other checks take a partial contract", () => {
  it("{ preset } and { allowedKeys } work as they do in the settings", () => {
    const strands = { status: "error", content: [], error: new Error("x") };
    expect(validateToolResult(strands, { preset: "strands" }).ok).toBe(true);
    expect(validateToolResult(traced, { allowedKeys: ["toolUseId", "traceId"] }).ok).toBe(true);
    expect(validateToolResult(traced).ok).toBe(false);
    expect(isToolResult(traced, { preset: "strands", allowedKeys: ["traceId"] })).toBe(true);
  });

  it("reports a misspelled option with the closest name instead of ignoring it: { maxDeph: 3 }", () => {
    const error = thrownBy(() => validateToolResult(traced, undefined, { maxDeph: 3 } as never));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe(
      'validateToolResult: "maxDeph" is not an option. The options are maxIssues, maxDepth, maxValues, outputSchema. Did you mean "maxDepth"?',
    );
    expect(() => validateToolResult(traced, undefined, { other: 1 } as never)).toThrow(
      'validateToolResult: "other" is not an option. The options are maxIssues, maxDepth, maxValues, outputSchema.',
    );
  });

  it('contractToJsonSchema("nope") names the presets, and takes a preset name or a partial contract', () => {
    const error = thrownBy(() => contractToJsonSchema("nope" as never));
    expect(error).toBeInstanceOf(InvalidContractError);
    expect((error as Error).message).toBe(
      'Invalid tool-result contract: unknown preset "nope". Use one of "strands-robots", "strands", "mcp".',
    );
    expect(() => contractToJsonSchema(5 as never)).toThrow(
      /^Invalid tool-result contract: expected a preset name \("strands-robots", "strands", "mcp"\) or a contract object like .*, got the number 5\.$/u,
    );
    expect(contractToJsonSchema("strands")).toEqual(contractToJsonSchema(PRESETS.strands));
    expect(contractToJsonSchema({ allowedKeys: ["traceId"] }).properties).toHaveProperty("traceId");
  });
});
