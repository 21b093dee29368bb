import rule from "../../src/rules/no-spread.js";
import { error, jsRuleTester, ruleTester, typedCode, typedFilename, typedRuleTester, type Position } from "./tester.js";

const spread = (argument: string, position: Position) => error("spread", position, { argument });

ruleTester.run("no-spread", rule, {
  valid: [
    "const r = { status: 'success', content: [{ text: 'a' }, { json: { ...stats } }] };",
    // Spreads in look-alikes and in patterns.
    "const state = { ...prev, status: 'loading', content: null };",
    "const { status, content, ...rest } = result;",
    "const body = { ...headers, status: 200, content };",
    // Without evidence syntax stays quiet (the typed mode decides these).
    "const r = { ...base, status: 'error' };",
  ],
  invalid: [
    {
      code: "const r = { status: 'success', content: [{ text: 'a' }], ...stats };",
      output: `const r = {
  status: 'success',
  content: [{ text: 'a' }, { json: { ...stats } }],
};`,
      errors: [spread("stats", [1, 58, 66])],
    },
    {
      // Spreads before and after: both move, in their order.
      code: "const r = { ...defaults, status: 'error', content: [{ text: 'a' }], ...extra };",
      output: `const r = {
  status: 'error',
  content: [{ text: 'a' }, { json: { ...defaults, ...extra } }],
};`,
      errors: [spread("defaults", [1, 13, 24]), spread("extra", [1, 69, 77])],
    },
    {
      code: "const r = {\n  status: 'success',\n  content: [{ text: 'a' }],\n  ...telemetry(),\n};",
      output: `const r = {
  status: 'success',
  content: [{ text: 'a' }, { json: { ...telemetry() } }],
};`,
      errors: [spread("telemetry()", [4, 3, 17])],
    },
    {
      // A spread never goes into a json block that has keys it could overwrite.
      code: "const r = { status: 'success', content: [{ json: { a: 1 } }], ...stats };",
      output: `const r = {
  status: 'success',
  content: [{ json: { a: 1 } }, { json: { ...stats } }],
};`,
      errors: [spread("stats", [1, 63, 71])],
    },
    {
      code: "const r = { status: 'success', content: [{ text: 'a' }, { json: {} }], ...stats };",
      output: `const r = {
  status: 'success',
  content: [{ text: 'a' }, { json: { ...stats } }],
};`,
      errors: [spread("stats", [1, 72, 80])],
    },
    {
      // Spreads and keys move together, keeping which one overrides which.
      code: "const r = { status: 'success', content: [{ text: 'a' }], frames: 1, ...stats, hz: 2 };",
      output: `const r = {
  status: 'success',
  content: [{ text: 'a' }, { json: { frames: 1, ...stats, hz: 2 } }],
};`,
      errors: [spread("stats", [1, 69, 77])],
    },
  ],
});

jsRuleTester.run("no-spread (JavaScript)", rule, {
  valid: [],
  invalid: [
    {
      code: "module.exports = () => ({ status: 'success', content: [{ text: 'ok' }], ...metrics });",
      filename: "tool.js",
      output: `module.exports = () => ({
  status: 'success',
  content: [{ text: 'ok' }, { json: { ...metrics } }],
});`,
      errors: [spread("metrics", [1, 73, 83])],
    },
  ],
});

typedRuleTester.run("no-spread (typed)", rule, {
  valid: [
    // A spread into something that is not a tool result.
    {
      code: typedCode("const a: Article = { ...anything, status: 'success', content: [{ text: 'x' }], slug: 's' };"),
      filename: typedFilename,
    },
  ],
  invalid: [
    {
      // Syntax cannot see this one: no content key, and a variable status.
      code: typedCode("const retry: ToolResult = { ...base, status: 'error' };"),
      filename: typedFilename,
      output: null,
      errors: [error("spreadResult", [2, 29, 36], { argument: "base" })],
    },
    {
      // The spread's type names the keys it adds.
      code: typedCode("const r: ToolResult = { status: mode, content: blocks, ...telemetry };"),
      filename: typedFilename,
      output: typedCode("const r: ToolResult = { status: mode, content: [...blocks, { json: { ...telemetry } }] };"),
      errors: [error("spreadKeys", [2, 56, 68], { argument: "telemetry", keys: '"frames" and "hzActual"' })],
    },
    {
      // A const from a call: the function's declared return type names the keys (no inference needed).
      code: typedCode(
        "async function run() {\n  const stats = measure();\n  const r: ToolResult = { status: mode, content: blocks, ...stats };\n}",
      ),
      filename: typedFilename,
      output: typedCode(
        "async function run() {\n  const stats = measure();\n  const r: ToolResult = { status: mode, content: [...blocks, { json: { ...stats } }] };\n}",
      ),
      errors: [error("spreadKeys", [4, 58, 66], { argument: "stats", keys: '"frames" and "hzActual"' })],
    },
    {
      // An awaited call that returns a whole tool result: its keys would leave the top level, so no fix.
      code: typedCode(
        "async function run(): Promise<ToolResult> {\n  const last = await previous();\n  return { status: 'success', content: [{ text: 'again' }], ...last };\n}",
      ),
      filename: typedFilename,
      output: null,
      errors: [error("spreadResult", [4, 61, 68], { argument: "last" })],
    },
    {
      // A declared variable inside a generic function still speaks for its spread.
      code: typedCode(
        "function wrap<T>(extra: T): ToolResult {\n  const prev: ToolResult = base;\n  return { ...prev, toolUseId: 't' };\n}",
      ),
      filename: typedFilename,
      output: null,
      errors: [error("spreadResult", [4, 12, 19], { argument: "prev" })],
    },
    {
      // A generic call needs inference: the checker is asked, with the same answer.
      code: typedCode(
        "async function run() {\n  const stats = pick(telemetry);\n  const r: ToolResult = { status: mode, content: blocks, ...stats };\n}",
      ),
      filename: typedFilename,
      output: typedCode(
        "async function run() {\n  const stats = pick(telemetry);\n  const r: ToolResult = { status: mode, content: [...blocks, { json: { ...stats } }] };\n}",
      ),
      errors: [error("spreadKeys", [4, 58, 66], { argument: "stats", keys: '"frames" and "hzActual"' })],
    },
    {
      // Through a typed generator's yield and a constructor's parameter.
      code: typedCode(
        "async function* run(): AsyncGenerator<ToolResultEvent, ToolResult> {\n  yield new ToolResultEvent({ ...base, status: mode });\n  return { ...base };\n}",
      ),
      filename: typedFilename,
      output: null,
      errors: [
        error("spreadResult", [3, 31, 38], { argument: "base" }),
        error("spreadResult", [4, 12, 19], { argument: "base" }),
      ],
    },
    {
      // A Promise-returning function and a union type.
      code: typedCode(
        "async function f(): Promise<ToolResult | undefined> {\n  return { ...base, toolUseId: 't' };\n}",
      ),
      filename: typedFilename,
      output: null,
      errors: [error("spreadResult", [3, 12, 19], { argument: "base" })],
    },
  ],
});
