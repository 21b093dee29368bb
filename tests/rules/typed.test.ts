/**
 * Typed mode: tool results found by their contextual type, look-alikes cleared by theirs, and the checks
 * that only types make possible. Each case is `tests/fixtures/typed/file.ts` with types from `types.ts`.
 */
import noExtraKeys from "../../src/rules/no-extra-keys.js";
import noSpread from "../../src/rules/no-spread.js";
import validStatus from "../../src/rules/valid-status.js";
import { typedFixtureDir, typedRuleTester } from "./tester.js";

const filename = `${typedFixtureDir}file.ts`;
const head =
  'import { type ToolResult, type AgentReply, ToolResultEvent, type Article, type Job, type NodeResult, base, telemetry, anything, record, mode, legacy, blocks, publish, save, measure, previous, pick } from "./types.js";\n';
const code = (body: string) => head + body;
const extraKey = (key: string, line: number, column: number, endColumn: number) => ({
  messageId: "extraKey" as const,
  data: { key, allowed: '"status", "content" and "toolUseId"' },
  line,
  column,
  endLine: line,
  endColumn,
});

typedRuleTester.run("no-spread (typed)", noSpread, {
  valid: [
    // A spread into something that is not a tool result.
    {
      code: code("const a: Article = { ...anything, status: 'success', content: [{ text: 'x' }], slug: 's' };"),
      filename,
    },
  ],
  invalid: [
    {
      // Syntax cannot see this one: no content key, and a variable status.
      code: code("const retry: ToolResult = { ...base, status: 'error' };"),
      filename,
      output: null,
      errors: [
        { messageId: "spreadResult", data: { argument: "base" }, line: 2, column: 29, endLine: 2, endColumn: 36 },
      ],
    },
    {
      // The spread's type names the keys it adds.
      code: code("const r: ToolResult = { status: mode, content: blocks, ...telemetry };"),
      filename,
      output: code("const r: ToolResult = { status: mode, content: [...blocks, { json: { ...telemetry } }] };"),
      errors: [
        {
          messageId: "spreadKeys",
          data: { argument: "telemetry", keys: '"frames" and "hzActual"' },
          line: 2,
          column: 56,
          endLine: 2,
          endColumn: 68,
        },
      ],
    },
    {
      // A const from a call: the function's declared return type names the keys (no inference needed).
      code: code(
        "async function run() {\n  const stats = measure();\n  const r: ToolResult = { status: mode, content: blocks, ...stats };\n}",
      ),
      filename,
      output: code(
        "async function run() {\n  const stats = measure();\n  const r: ToolResult = { status: mode, content: [...blocks, { json: { ...stats } }] };\n}",
      ),
      errors: [
        {
          messageId: "spreadKeys",
          data: { argument: "stats", keys: '"frames" and "hzActual"' },
          line: 4,
          column: 58,
          endLine: 4,
          endColumn: 66,
        },
      ],
    },
    {
      // An awaited call that returns a whole tool result: its keys would leave the top level, so no fix.
      code: code(
        "async function run(): Promise<ToolResult> {\n  const last = await previous();\n  return { status: 'success', content: [{ text: 'again' }], ...last };\n}",
      ),
      filename,
      output: null,
      errors: [
        { messageId: "spreadResult", data: { argument: "last" }, line: 4, column: 61, endLine: 4, endColumn: 68 },
      ],
    },
    {
      // A declared variable inside a generic function still speaks for its spread.
      code: code(
        "function wrap<T>(extra: T): ToolResult {\n  const prev: ToolResult = base;\n  return { ...prev, toolUseId: 't' };\n}",
      ),
      filename,
      output: null,
      errors: [
        { messageId: "spreadResult", data: { argument: "prev" }, line: 4, column: 12, endLine: 4, endColumn: 19 },
      ],
    },
    {
      // A generic call needs inference: the checker is asked, with the same answer.
      code: code(
        "async function run() {\n  const stats = pick(telemetry);\n  const r: ToolResult = { status: mode, content: blocks, ...stats };\n}",
      ),
      filename,
      output: code(
        "async function run() {\n  const stats = pick(telemetry);\n  const r: ToolResult = { status: mode, content: [...blocks, { json: { ...stats } }] };\n}",
      ),
      errors: [
        {
          messageId: "spreadKeys",
          data: { argument: "stats", keys: '"frames" and "hzActual"' },
          line: 4,
          column: 58,
          endLine: 4,
          endColumn: 66,
        },
      ],
    },
    {
      // Through a typed generator's yield and a constructor's parameter.
      code: code(
        "async function* run(): AsyncGenerator<ToolResultEvent, ToolResult> {\n  yield new ToolResultEvent({ ...base, status: mode });\n  return { ...base };\n}",
      ),
      filename,
      output: null,
      errors: [
        { messageId: "spreadResult", data: { argument: "base" }, line: 3, column: 31, endLine: 3, endColumn: 38 },
        { messageId: "spreadResult", data: { argument: "base" }, line: 4, column: 12, endLine: 4, endColumn: 19 },
      ],
    },
    {
      // A Promise-returning function and a union type.
      code: code("async function f(): Promise<ToolResult | undefined> {\n  return { ...base, toolUseId: 't' };\n}"),
      filename,
      output: null,
      errors: [
        { messageId: "spreadResult", data: { argument: "base" }, line: 3, column: 12, endLine: 3, endColumn: 19 },
      ],
    },
  ],
});

typedRuleTester.run("no-extra-keys (typed)", noExtraKeys, {
  valid: [
    // Syntax finds evidence (a contract status, a block), but the types say these are something else.
    { code: code("const a: Article = { status: 'success', content: [{ text: 'Hello' }], slug: 'hello' };"), filename },
    { code: code("publish({ status: 'success', content: [{ text: 'Hello' }], slug: 'hello' });"), filename },
    { code: code("save({ id: '1', status: 'error', content: ['x'], attempts: 2 });"), filename },
    {
      code: code(
        "function node(): NodeResult { return { status: 'completed', content: [{ text: 'ok' }], executionTime: 3 }; }",
      ),
      filename,
    },
    // Types that say nothing leave syntax to decide: no evidence here.
    { code: code("const x: any = { status: anything, content: anything, id: 1 };"), filename },
    { code: code("const x: Record<string, unknown> = { status: record.a, content: record.b, id: 1 };"), filename },
    {
      // A type of the same name declared elsewhere is not a tool result by declaration, only by a name
      // in the settings, and it is not shaped like one.
      code: 'interface ToolResult { status: string; content: string; elapsedMs: number }\nexport const r: ToolResult = { status: "success", content: "x", elapsedMs: 3 };',
      filename,
      settings: { "tool-result": { typeNames: ["SomethingElse"] } },
    },
  ],
  invalid: [
    {
      // Two opaque values, but a typed variable.
      code: code("const r: ToolResult = { status: mode, content: blocks, frames: 512 };"),
      filename,
      output: code("const r: ToolResult = { status: mode, content: [...blocks, { json: { frames: 512 } }] };"),
      errors: [extraKey("frames", 2, 56, 67)],
    },
    {
      // No annotation at all: the values' types are the evidence.
      code: code("function f() {\n  return { status: mode, content: blocks, frames: 512 };\n}"),
      filename,
      output: code("function f() {\n  return { status: mode, content: [...blocks, { json: { frames: 512 } }] };\n}"),
      errors: [extraKey("frames", 3, 43, 54)],
    },
    {
      // A user's own tool-result type, recognised by its shape; and `satisfies`.
      code: code("const r = { status: 'error', content: blocks, code: 7 } satisfies AgentReply;"),
      filename,
      output: code("const r = { status: 'error', content: [...blocks, { json: { code: 7 } }] } satisfies AgentReply;"),
      errors: [extraKey("code", 2, 47, 54)],
    },
    {
      // This package's own runtime type, found by its declaration even when no configured name matches
      // (its `error` key keeps it from matching by shape under the default contract).
      code: 'import type { StrandsToolResult as Reply } from "eslint-plugin-tool-result/runtime";\nexport const r: Reply = { status: "success", content: [], elapsedMs: 3 };',
      filename,
      settings: { "tool-result": { typeNames: ["SomethingElse"] } },
      output:
        'import type { StrandsToolResult as Reply } from "eslint-plugin-tool-result/runtime";\nexport const r: Reply = { status: "success", content: [{ json: { elapsedMs: 3 } }] };',
      errors: [extraKey("elapsedMs", 2, 59, 71)],
    },
    {
      // A type named in the settings.
      code: code("const r: Job = { id: '1', status: 'error', content: ['x'], attempts: 2 };"),
      filename,
      settings: { "tool-result": { typeNames: ["Job"] } },
      output: code("const r: Job = { status: 'error', content: ['x', { json: { id: '1', attempts: 2 } }] };"),
      errors: [extraKey("id", 2, 18, 25), extraKey("attempts", 2, 60, 71)],
    },
  ],
});

typedRuleTester.run("valid-status (typed)", validStatus, {
  valid: [{ code: code("const r: ToolResult = { status: mode, content: blocks };"), filename }],
  invalid: [
    {
      code: code("const r = { status: legacy, content: [{ text: 'a' }] };"),
      filename,
      errors: [
        {
          messageId: "invalidStatusType",
          data: { values: '"ok" or "failed"', statuses: '"success", "error" or "degraded"' },
          line: 2,
          column: 21,
          endLine: 2,
          endColumn: 27,
        },
      ],
    },
  ],
});
