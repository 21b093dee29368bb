// Type tests (checked by `tsc -p tests/tsconfig.json`, part of `npm run typecheck` and so of `npm test`):
// the runtime's types per preset, exclusive block types, and readonly presets. A wrong type here fails the
// type check: expectTypeOf's assertions are type errors when the types differ, and every `@ts-expect-error`
// line fails the check when it stops being an error.
import { expectTypeOf } from "vitest";
import {
  assertToolResult,
  defineContract,
  isToolResult,
  PRESETS,
  validateToolResult,
  type ContractInput,
  type CustomToolResult,
  type McpToolResult,
  type StrandsToolResult,
  type StrandsToolResultContent,
  type TextBlock,
  type ToolResult,
  type ToolResultContent,
  type ToolResultContract,
  type ToolResultOf,
} from "../../src/runtime/index.js";

// ToolResultOf: one type per preset, by name, by preset object and by a { preset } alone.
expectTypeOf<ToolResultOf<"strands-robots">>().toEqualTypeOf<ToolResult>();
expectTypeOf<ToolResultOf<undefined>>().toEqualTypeOf<ToolResult>();
expectTypeOf<ToolResultOf<"strands">>().toEqualTypeOf<StrandsToolResult>();
expectTypeOf<ToolResultOf<"mcp">>().toEqualTypeOf<McpToolResult>();
expectTypeOf<ToolResultOf<typeof PRESETS.strands>>().toEqualTypeOf<StrandsToolResult>();
expectTypeOf<ToolResultOf<typeof PRESETS.mcp>>().toEqualTypeOf<McpToolResult>();
expectTypeOf<ToolResultOf<{ readonly preset: "strands" }>>().toEqualTypeOf<StrandsToolResult>();
expectTypeOf<ToolResultOf<"strands" | "mcp">>().toEqualTypeOf<StrandsToolResult | McpToolResult>();
// A contract that changes a preset, or one known only at run time, gives the loose type.
expectTypeOf<
  ToolResultOf<{ readonly preset: "strands"; readonly allowedKeys: readonly ["traceId"] }>
>().toEqualTypeOf<CustomToolResult>();
expectTypeOf<ToolResultOf<ContractInput>>().toEqualTypeOf<CustomToolResult>();
expectTypeOf<ToolResultOf<ToolResultContract>>().toEqualTypeOf<CustomToolResult>();

// The strands result: two statuses, `error` allowed, strands block kinds.
expectTypeOf<StrandsToolResult["status"]>().toEqualTypeOf<"success" | "error">();
expectTypeOf<ToolResult["status"]>().toEqualTypeOf<"success" | "error" | "degraded">();
expectTypeOf<StrandsToolResult["error"]>().toEqualTypeOf<unknown>();
expectTypeOf<StrandsToolResult["content"][number]>().toEqualTypeOf<StrandsToolResultContent>();

// The checks narrow by their contract argument.
declare const value: unknown;
if (isToolResult(value, "strands")) {
  expectTypeOf(value).toEqualTypeOf<StrandsToolResult>();
  expectTypeOf(value.status).toEqualTypeOf<"success" | "error">();
  expectTypeOf(value.error).toEqualTypeOf<unknown>();
}
if (isToolResult(value, { preset: "mcp" })) expectTypeOf(value).toEqualTypeOf<McpToolResult>();
if (isToolResult(value, { preset: "strands", allowedKeys: ["traceId"] }))
  expectTypeOf(value).toEqualTypeOf<CustomToolResult>();
if (isToolResult(value)) expectTypeOf(value).toEqualTypeOf<ToolResult>();
{
  const verdict = validateToolResult(value, "strands");
  if (verdict.ok) expectTypeOf(verdict.value).toEqualTypeOf<StrandsToolResult>();
  const mcp = validateToolResult(value, PRESETS.mcp);
  if (mcp.ok) expectTypeOf(mcp.value).toEqualTypeOf<McpToolResult>();
}
{
  const checked: unknown = value;
  assertToolResult(checked, "strands");
  expectTypeOf(checked).toEqualTypeOf<StrandsToolResult>();
}
expectTypeOf(defineContract({ preset: "strands" })).toEqualTypeOf<ToolResultContract>();

// Exclusive blocks: a block carries one kind, every other kind is typed never.
type StrandsDocument = { format: "pdf"; name: string; source: { bytes: Uint8Array } };
const text: ToolResultContent = { text: "x" };
expectTypeOf(text).toExtend<ToolResultContent>();
// @ts-expect-error -- a block with two kinds is no block
const both: ToolResultContent = { text: "x", json: {} };
// Not under strands either.
expectTypeOf<{ text: string; document: StrandsDocument }>().not.toExtend<StrandsToolResultContent>();
expectTypeOf<{ document: StrandsDocument }>().toExtend<StrandsToolResultContent>();
expectTypeOf<{ text: string; json: null }>().not.toExtend<ToolResultContent>();
// @ts-expect-error -- a text block holds no image
const textWithImage: TextBlock = { text: "x", image: { format: "png", source: { bytes: new Uint8Array() } } };
// @ts-expect-error -- degraded is not a strands status
const degraded: StrandsToolResult = { status: "degraded", content: [] };
const strandsError: StrandsToolResult = { status: "error", content: [{ text: "x" }], error: new Error("x") };
// @ts-expect-error -- the default contract has no error key
const defaultError: ToolResult = { status: "error", content: [{ text: "x" }], error: new Error("x") };
void [both, textWithImage, degraded, strandsError, defaultError];

// PRESETS is readonly all the way down in its type (and frozen at run time: tests/contract/presets.test.ts).
expectTypeOf(PRESETS.strands.statuses).toEqualTypeOf<readonly ["success", "error"]>();
// @ts-expect-error -- readonly
PRESETS.strands.statuses.push("skipped");
// @ts-expect-error -- readonly
PRESETS.mcp.name = "other";
// @ts-expect-error -- readonly
PRESETS.mcp.taggedBlocks.kinds.text.required.text = "number";
