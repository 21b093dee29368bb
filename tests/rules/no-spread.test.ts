import rule from "../../src/rules/no-spread.js";
import { error, jsRuleTester, ruleTester, typedCode, typedFilename, typedRuleTester, type Position } from "./tester.js";

const spread = (argument: string, position: Position, members?: string, output?: string) =>
  error(
    "spread",
    position,
    { argument },
    members === undefined || output === undefined
      ? undefined
      : [{ messageId: "moveToJson", data: { members }, output }],
  );

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
      // A spread of unknown keys may hold a `status` that overrides the one before it: only a suggestion.
      code: "const r = { status: 'success', content: [{ text: 'a' }], ...stats };",
      output: null,
      errors: [
        spread(
          "stats",
          [1, 58, 66],
          "...stats",
          `const r = {
  status: 'success',
  content: [{ text: 'a' }, { json: { ...stats } }],
};`,
        ),
      ],
    },
    {
      // Spreads before and after: both move, in their order.
      code: "const r = { ...defaults, status: 'error', content: [{ text: 'a' }], ...extra };",
      output: null,
      errors: [
        spread(
          "defaults",
          [1, 13, 24],
          "...defaults, ...extra",
          `const r = {
  status: 'error',
  content: [{ text: 'a' }, { json: { ...defaults, ...extra } }],
};`,
        ),
        spread(
          "extra",
          [1, 69, 77],
          "...defaults, ...extra",
          `const r = {
  status: 'error',
  content: [{ text: 'a' }, { json: { ...defaults, ...extra } }],
};`,
        ),
      ],
    },
    {
      code: "const r = {\n  status: 'success',\n  content: [{ text: 'a' }],\n  ...telemetry(),\n};",
      output: null,
      errors: [
        spread(
          "telemetry()",
          [4, 3, 17],
          "...telemetry()",
          `const r = {
  status: 'success',
  content: [{ text: 'a' }, { json: { ...telemetry() } }],
};`,
        ),
      ],
    },
    {
      // A spread never goes into a json block that has keys it could overwrite.
      code: "const r = { status: 'success', content: [{ json: { a: 1 } }], ...stats };",
      output: null,
      errors: [
        spread(
          "stats",
          [1, 63, 71],
          "...stats",
          `const r = {
  status: 'success',
  content: [{ json: { a: 1 } }, { json: { ...stats } }],
};`,
        ),
      ],
    },
    {
      code: "const r = { status: 'success', content: [{ text: 'a' }, { json: {} }], ...stats };",
      output: null,
      errors: [
        spread(
          "stats",
          [1, 72, 80],
          "...stats",
          `const r = {
  status: 'success',
  content: [{ text: 'a' }, { json: { ...stats } }],
};`,
        ),
      ],
    },
    {
      // Spreads and keys move together, keeping which one overrides which.
      code: "const r = { status: 'success', content: [{ text: 'a' }], frames: 1, ...stats, hz: 2 };",
      output: null,
      errors: [
        spread(
          "stats",
          [1, 69, 77],
          '"frames", ...stats, "hz"',
          `const r = {
  status: 'success',
  content: [{ text: 'a' }, { json: { frames: 1, ...stats, hz: 2 } }],
};`,
        ),
      ],
    },
    {
      // A const object literal shows every key the spread adds: a fix.
      code: "const stats = { frames: 1 };\nconst r = { status: 'success', content: [{ text: 'a' }], ...stats };",
      output: `const stats = { frames: 1 };
const r = {
  status: 'success',
  content: [{ text: 'a' }, { json: { ...stats } }],
};`,
      errors: [spread("stats", [2, 58, 66])],
    },
  ],
});

jsRuleTester.run("no-spread (JavaScript)", rule, {
  valid: [],
  invalid: [
    {
      code: "module.exports = () => ({ status: 'success', content: [{ text: 'ok' }], ...metrics });",
      filename: "tool.js",
      output: null,
      errors: [
        spread(
          "metrics",
          [1, 73, 83],
          "...metrics",
          `module.exports = () => ({
  status: 'success',
  content: [{ text: 'ok' }, { json: { ...metrics } }],
});`,
        ),
      ],
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
      // The spread's type names the keys it adds, for the message; the object may have more at run time (a
      // `status` that now overrides), so the move is a suggestion.
      code: typedCode("const r: ToolResult = { status: mode, content: [{ text: 'a' }], ...telemetry };"),
      filename: typedFilename,
      output: null,
      errors: [
        error("spreadKeys", [2, 65, 77], { argument: "telemetry", keys: '"frames" and "hzActual"' }, [
          {
            messageId: "moveToJson",
            data: { members: "...telemetry" },
            output: typedCode(
              "const r: ToolResult = {\n  status: mode,\n  content: [{ text: 'a' }, { json: { ...telemetry } }],\n};",
            ),
          },
        ]),
      ],
    },
    {
      // A content array held elsewhere is shared: only a suggestion.
      code: typedCode("const r: ToolResult = { status: mode, content: blocks, ...telemetry };"),
      filename: typedFilename,
      output: null,
      errors: [
        error("spreadKeys", [2, 56, 68], { argument: "telemetry", keys: '"frames" and "hzActual"' }, [
          {
            messageId: "moveToJson",
            data: { members: "...telemetry" },
            output: typedCode(
              "const r: ToolResult = {\n  status: mode,\n  content: [...blocks, { json: { ...telemetry } }],\n};",
            ),
          },
        ]),
      ],
    },
    {
      // A const from a call: the function's declared return type names the keys (no inference needed).
      code: typedCode(
        "async function run() {\n  const stats = measure();\n  const r: ToolResult = { status: mode, content: blocks, ...stats };\n}",
      ),
      filename: typedFilename,
      output: null,
      errors: [
        error("spreadKeys", [4, 58, 66], { argument: "stats", keys: '"frames" and "hzActual"' }, [
          {
            messageId: "moveToJson",
            data: { members: "...stats" },
            output: typedCode(
              "async function run() {\n  const stats = measure();\n  const r: ToolResult = {\n    status: mode,\n    content: [...blocks, { json: { ...stats } }],\n  };\n}",
            ),
          },
        ]),
      ],
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
      output: null,
      errors: [
        error("spreadKeys", [4, 58, 66], { argument: "stats", keys: '"frames" and "hzActual"' }, [
          {
            messageId: "moveToJson",
            data: { members: "...stats" },
            output: typedCode(
              "async function run() {\n  const stats = pick(telemetry);\n  const r: ToolResult = {\n    status: mode,\n    content: [...blocks, { json: { ...stats } }],\n  };\n}",
            ),
          },
        ]),
      ],
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
