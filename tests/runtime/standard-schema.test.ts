import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { contractToJsonSchema } from "../../src/contract/json-schema.js";
import { PRESETS } from "../../src/contract/presets.js";
import {
  createToolResultSchema,
  jsonPayload,
  ToolResultContractError,
  toolResultSchema,
  validateToolResult,
  type ToolResult,
} from "../../src/runtime/index.js";

/** What a Standard Schema consumer does: call ~standard.validate and read value or issues. */
async function standardValidate<S extends StandardSchemaV1>(
  schema: S,
  value: unknown,
): Promise<StandardSchemaV1.Result<StandardSchemaV1.InferOutput<S>>> {
  return schema["~standard"].validate(value);
}

const valid = { status: "success", content: [{ text: "ok" }, { json: { frames: 3 } }] } as const;

describe("toolResultSchema (Standard Schema)", () => {
  it("is a Standard Schema v1 and a Standard JSON Schema v1, typed to output ToolResult", () => {
    expectTypeOf(toolResultSchema).toExtend<StandardSchemaV1<unknown, ToolResult>>();
    expectTypeOf(toolResultSchema).toExtend<StandardJSONSchemaV1<unknown, ToolResult>>();
    expect(toolResultSchema["~standard"].version).toBe(1);
    expect(toolResultSchema["~standard"].vendor).toBe("eslint-plugin-tool-result");
  });

  it("returns the value for a valid result", async () => {
    const result = await standardValidate(toolResultSchema, valid);
    expect(result).toEqual({ value: valid });
    expect(result.issues).toBeUndefined();
  });

  it("returns the runtime's issues, with paths and fix-it messages, for an invalid result", async () => {
    const value = { status: "success", content: [{ text: "ok" }], frames: 512 };
    const result = await standardValidate(toolResultSchema, value);
    const verdict = validateToolResult(value);
    expect(result.issues).toEqual(verdict.issues);
    expect(result.issues?.[0]?.path).toEqual(["frames"]);
    expect(result.issues?.[0]?.message).toMatch(/Move it into a \{ json: \.\.\. \} content block/u);
  });

  it("follows a contract: createToolResultSchema(preset or contract)", async () => {
    const strands = createToolResultSchema("strands");
    const value = { status: "error", content: [{ text: "boom" }], error: new Error("boom") };
    expect((await standardValidate(strands, value)).issues).toBeUndefined();
    expect((await standardValidate(toolResultSchema, value)).issues?.map((i) => i.path)).toEqual([["error"]]);
    expect(strands["~standard"].jsonSchema.input({ target: "draft-2020-12" })).toEqual(
      contractToJsonSchema(PRESETS.strands),
    );
  });

  it("gives its JSON Schema for draft 2020-12 and refuses other targets", () => {
    expect(toolResultSchema["~standard"].jsonSchema.output({ target: "draft-2020-12" })).toEqual(
      contractToJsonSchema(),
    );
    expect(() => toolResultSchema["~standard"].jsonSchema.input({ target: "draft-07" })).toThrow(
      /draft 2020-12 only, not "draft-07"/u,
    );
  });

  it("plugs into a zod schema as a custom check, as zod-style consumers do", () => {
    const envelope = z.object({
      tool: z.string(),
      result: z.custom<ToolResult>((value) => toolResultSchema["~standard"].validate(value).issues === undefined),
    });
    expect(envelope.safeParse({ tool: "rollout", result: valid }).success).toBe(true);
    expect(envelope.safeParse({ tool: "rollout", result: { ...valid, frames: 1 } }).success).toBe(false);
  });
});

describe("jsonPayload", () => {
  it("merges the json blocks, later blocks winning", () => {
    const result = {
      status: "success",
      content: [{ json: { frames: 1, errors: 0 } }, { text: "done" }, { json: { frames: 2, hz: 49.7 } }],
    };
    expect(jsonPayload(result)).toEqual({ frames: 2, errors: 0, hz: 49.7 });
  });

  it("returns an empty object when there is no json block, and skips payloads that are not objects", () => {
    expect(jsonPayload({ status: "success", content: [{ text: "done" }] })).toEqual({});
    expect(
      jsonPayload({
        status: "success",
        content: [{ json: [1, 2] }, { json: "x" }, { json: null }, { json: { a: 1 } }],
      }),
    ).toEqual({ a: 1 });
  });

  it("copies a __proto__ key as an own key, without touching any prototype", () => {
    const result: unknown = JSON.parse(
      '{"status":"success","content":[{"json":{"__proto__":{"polluted":true},"a":1}}]}',
    );
    const merged = jsonPayload(result);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.keys(merged)).toEqual(["__proto__", "a"]);
    expect((merged as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("throws ToolResultContractError for a value that is not a tool result", () => {
    expect(() => jsonPayload({ status: "success", content: [{ json: {} }], frames: 1 })).toThrow(
      ToolResultContractError,
    );
  });

  it("does not merge an unchecked json key of a contract without json blocks", () => {
    const textOnly = { name: "custom", statuses: ["success"], allowedKeys: [], blockKinds: ["text"] };
    expect(jsonPayload({ status: "success", content: [{ text: "a", json: { a: 1 } }] }, textOnly)).toEqual({});
  });
});

describe("T4: createToolResultSchema reads options.outputSchema once", () => {
  it("a getter that answers otherwise the second time cannot swap the schema it checked", () => {
    let reads = 0;
    const schema = z.object({ n: z.number() }).strict();
    const options = {
      get outputSchema() {
        reads++;
        return reads === 1 ? schema : undefined;
      },
    };
    const standard = createToolResultSchema("mcp", options as never);
    expect(reads).toBe(1);
    const answer = standard["~standard"].validate({ content: [], structuredContent: { n: "oops", extra: 1 } });
    expect("issues" in (answer as object) && (answer as { issues: unknown[] }).issues.length).toBe(2);
  });
});
