import rule from "../../src/rules/no-wrapped-result.js";
import { error, jsRuleTester, ruleTester } from "./tester.js";

const STRANDS = `import { tool } from "@strands-agents/sdk";\n`;
const wrapped = (line: number, column: number, endLine: number, endColumn: number, lost: string, output?: string) =>
  error(
    "wrappedResult",
    [line, column, endLine, endColumn],
    { lost },
    output === undefined ? undefined : [{ messageId: "returnContent", output }],
  );

ruleTester.run("no-wrapped-result", rule, {
  valid: [
    // Data returned from a Strands tool: what the SDK expects.
    `${STRANDS}tool({ name: "t", description: "d", inputSchema: s, callback: () => ({ frames: 512, errors: 0 }) });`,
    `${STRANDS}tool({ name: "t", description: "d", inputSchema: s, callback: async () => [{ text: "done" }] });`,
    // A local function called tool is not the SDK's.
    `const tool = (config) => config;\ntool({ callback: () => ({ status: "error", content: [{ text: "x" }] }) });`,
    // This package's own tool() passes a returned result through, as the Python SDK does.
    `import { tool } from "eslint-plugin-tool-result/runtime";\ntool({ name: "t", description: "d", inputSchema: s, callback: () => ({ status: "error", content: [{ text: "x" }] }) });`,
    // A nested function's return is not the tool's (unless the callback returns its call).
    `${STRANDS}tool({ name: "t", description: "d", inputSchema: s, callback: async () => { const f = () => ({ status: "x", content: [] }); return JSON.stringify(f()); } });`,
  ],
  invalid: [
    {
      // The status of an error result is lost: the model sees a success.
      code: `${STRANDS}tool({ name: "grip", description: "d", inputSchema: s, callback: async () => { return { status: "error", content: [{ text: "gripper jammed" }] }; } });`,
      errors: [wrapped(2, 87, 2, 145, ': its status "error" is lost')],
    },
    {
      // Exactly a success with blocks the SDK passes through: return the blocks.
      code: `${STRANDS}export const t = tool({ name: "t", description: "d", inputSchema: s, callback: () => ({ status: "success", content: [{ text: "done" }] }) });`,
      errors: [
        wrapped(
          2,
          87,
          2,
          137,
          "",
          `${STRANDS}export const t = tool({ name: "t", description: "d", inputSchema: s, callback: () => ([{ text: "done" }]) });`,
        ),
      ],
    },
    {
      // Renamed and namespace imports, FunctionTool, and a callback declared by name.
      code: `import * as strands from "@strands-agents/sdk";
async function run(input) {
  if (!input.ok) return { status: "error", content: [{ text: "no" }], frames: 0 };
  return { status: "success", content: blocks };
}
export const t = new strands.FunctionTool({ name: "t", description: "d", inputSchema: {}, callback: run });`,
      errors: [wrapped(3, 25, 3, 82, ': its status "error" is lost'), wrapped(4, 10, 4, 48, "")],
    },
    {
      code: `import { tool as defineTool } from "@strands-agents/sdk";
const callback = async () => ({ status: state, content: [] });
defineTool({ name: "t", description: "d", inputSchema: s, callback });`,
      errors: [wrapped(2, 31, 2, 61, ": its status is lost")],
    },
  ],
});

ruleTester.run("no-wrapped-result (helpers)", rule, {
  valid: [],
  invalid: [
    {
      // A callback that returns a same-file function's result: that function's returns are the tool's.
      code: `${STRANDS}function run(x) {\n  return { status: "error", content: [{ text: "no" }] };\n}\ntool({ name: "t", description: "d", inputSchema: {}, callback: (input) => run(input) });`,
      errors: [wrapped(3, 10, 3, 56, ': its status "error" is lost')],
    },
  ],
});

jsRuleTester.run("no-wrapped-result (CommonJS)", rule, {
  valid: [],
  invalid: [
    {
      code: `const { tool } = require("@strands-agents/sdk");
module.exports = tool({ name: "t", description: "d", inputSchema: {}, callback: () => ({ status: "error", content: [{ text: "x" }] }) });`,
      errors: [wrapped(2, 88, 2, 133, ': its status "error" is lost')],
    },
  ],
});
