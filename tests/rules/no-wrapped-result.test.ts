import rule from "../../src/rules/no-wrapped-result.js";
import { error, jsRuleTester, ruleTester } from "./tester.js";

const STRANDS = `import { tool } from "@strands-agents/sdk";\n`;
type Suggestion = {
  messageId: "returnContent" | "returnBlocks" | "throwError";
  data?: Record<string, string>;
  output: string;
};
const wrapped = (position: [number, number, number, number], lost: string, keys = "", suggestions: Suggestion[] = []) =>
  error("wrappedResult", position, { lost, keys }, suggestions);

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
    // An object with a content that is no result: its own data.
    `${STRANDS}tool({ name: "t", description: "d", inputSchema: s, callback: () => ({ content: "draft", words: 3 }) });`,
    // Returns of the frameworks' own shapes.
    `import { tool } from "@openai/agents";\ntool({ name: "t", parameters: p, execute: async () => ({ type: "text", text: "ok" }) });`,
    `import { tool } from "ai";\ntool({ inputSchema: s, execute: async () => ({ content: "summary", tokens: 3 }) });`,
  ],
  invalid: [
    {
      // The status of an error result is lost: the model sees a success. Its text can be thrown instead.
      code: `${STRANDS}tool({ name: "grip", description: "d", inputSchema: s, callback: async () => { return { status: "error", content: [{ text: "gripper jammed" }] }; } });`,
      errors: [
        wrapped([2, 87, 2, 145], ': its status "error" is lost', "", [
          {
            messageId: "throwError",
            output: `${STRANDS}tool({ name: "grip", description: "d", inputSchema: s, callback: async () => { throw new Error("gripper jammed"); } });`,
          },
        ]),
      ],
    },
    {
      // Exactly a success with blocks the SDK passes through: return the blocks.
      code: `${STRANDS}export const t = tool({ name: "t", description: "d", inputSchema: s, callback: () => ({ status: "success", content: [{ text: "done" }] }) });`,
      errors: [
        wrapped([2, 87, 2, 137], "", "", [
          {
            messageId: "returnContent",
            output: `${STRANDS}export const t = tool({ name: "t", description: "d", inputSchema: s, callback: () => ([{ text: "done" }]) });`,
          },
        ]),
      ],
    },
    {
      // The headline case: a success with telemetry beside it. The model gets the text and a json block
      // with the telemetry when the blocks are returned (tests/frameworks/strands.behaviour.test.ts).
      code: `${STRANDS}tool({ name: "t", description: "d", inputSchema: s, callback: () => {
  return { status: "success", content: [{ text: "ok" }], latencyMs: 12 };
} });`,
      errors: [
        wrapped([3, 10, 3, 73], "", '; "latencyMs" reaches it only inside that json', [
          {
            messageId: "returnBlocks",
            data: { keys: '"latencyMs"' },
            output: `${STRANDS}tool({ name: "t", description: "d", inputSchema: s, callback: () => {
  return [{ text: "ok" }, { json: { latencyMs: 12 } }];
} });`,
          },
        ]),
      ],
    },
    {
      // An error status in an arrow body: the body becomes a block that throws.
      code: `${STRANDS}tool({ name: "t", description: "d", inputSchema: s, callback: () => ({ status: "error", content: [{ text: \`no \${x}\` }] }) });`,
      errors: [
        wrapped([2, 70, 2, 121], ': its status "error" is lost', "", [
          {
            messageId: "throwError",
            output: `${STRANDS}tool({ name: "t", description: "d", inputSchema: s, callback: () => { throw new Error(\`no \${x}\`); } });`,
          },
        ]),
      ],
    },
    {
      // Renamed and namespace imports, FunctionTool, and a callback declared by name.
      code: `import * as strands from "@strands-agents/sdk";
async function run(input) {
  if (!input.ok) return { status: "error", content: [{ text: "no" }] };
  return { status: "success", content: blocks };
}
export const t = new strands.FunctionTool({ name: "t", description: "d", inputSchema: {}, callback: run });`,
      errors: [
        wrapped([3, 25, 3, 71], ': its status "error" is lost', "", [
          {
            messageId: "throwError",
            output: `import * as strands from "@strands-agents/sdk";
async function run(input) {
  if (!input.ok) throw new Error("no");
  return { status: "success", content: blocks };
}
export const t = new strands.FunctionTool({ name: "t", description: "d", inputSchema: {}, callback: run });`,
          },
        ]),
        wrapped([4, 10, 4, 48], ""),
      ],
    },
    {
      // An Error carries only its message: an error with other keys, more blocks or comments gets no suggestion.
      code: `${STRANDS}tool({ name: "t", description: "d", inputSchema: s, callback: () => ({ status: "error", content: [{ text: "no" }], frames: 0 }) });
tool({ name: "u", description: "d", inputSchema: s, callback: () => ({ status: "error", content: [{ text: "no" }, { json: { a: 1 } }] }) });
tool({ name: "v", description: "d", inputSchema: s, callback: () => ({ status: "error", /* why */ content: [{ text: "no" }] }) });
tool({ name: "w", description: "d", inputSchema: s, callback: () => ({ status: "success", /* why */ content: [{ text: "ok" }] }) });`,
      errors: [
        wrapped([2, 70, 2, 127], ': its status "error" is lost', '; "frames" reaches it only inside that json', []),
        wrapped([3, 70, 3, 136], ': its status "error" is lost', "", []),
        wrapped([4, 70, 4, 126], ': its status "error" is lost', "", []),
        wrapped([5, 70, 5, 128], "", "", []),
      ],
    },
    {
      code: `import { tool as defineTool } from "@strands-agents/sdk";
const callback = async () => ({ status: state, content: [] });
defineTool({ name: "t", description: "d", inputSchema: s, callback });`,
      errors: [wrapped([2, 31, 2, 61], ": its status is lost")],
    },
  ],
});

ruleTester.run("no-wrapped-result (helpers)", rule, {
  valid: [],
  invalid: [
    {
      // A callback that returns a same-file function's result: that function's returns are the tool's.
      code: `${STRANDS}function run(x) {\n  return { status: "error", content: [{ text: "no" }] };\n}\ntool({ name: "t", description: "d", inputSchema: {}, callback: (input) => run(input) });`,
      errors: [
        wrapped([3, 10, 3, 56], ': its status "error" is lost', "", [
          {
            messageId: "throwError",
            output: `${STRANDS}function run(x) {\n  throw new Error("no");\n}\ntool({ name: "t", description: "d", inputSchema: {}, callback: (input) => run(input) });`,
          },
        ]),
      ],
    },
  ],
});

jsRuleTester.run("no-wrapped-result (CommonJS)", rule, {
  valid: [],
  invalid: [
    {
      code: `const { tool } = require("@strands-agents/sdk");
module.exports = tool({ name: "t", description: "d", inputSchema: {}, callback: () => ({ status: "error", content: [{ text: "x" }] }) });`,
      errors: [
        wrapped([2, 88, 2, 133], ': its status "error" is lost', "", [
          {
            messageId: "throwError",
            output: `const { tool } = require("@strands-agents/sdk");
module.exports = tool({ name: "t", description: "d", inputSchema: {}, callback: () => { throw new Error("x"); } });`,
          },
        ]),
      ],
    },
  ],
});

const foreign = (position: [number, number, number, number], data: Record<string, string>) =>
  error("foreignResult", position, data);

jsRuleTester.run("no-wrapped-result (results of another framework)", rule, {
  valid: [],
  invalid: [
    {
      // An MCP result from an OpenAI Agents tool: sent as JSON text, its isError means nothing.
      code: `import { tool } from "@openai/agents";
tool({ name: "t", parameters: p, execute: async () => ({ content: [{ type: "text", text: "no" }], isError: true }) });`,
      errors: [
        foreign([2, 56, 2, 114], {
          framework: "OpenAI Agents",
          wrapped: "sends an object that is no text, image or file output as its JSON text",
          foreign: "this result reaches the model as JSON text, not as a result: its isError (or status) means nothing",
          signalsError: "throw an Error (the tool's errorFunction words it for the model)",
        }),
      ],
    },
    {
      // ... from an AI SDK tool, from mcp-framework, LangChain.js and Google ADK tools.
      code: `import { tool } from "ai";
export const t = tool({ inputSchema: s, execute: async () => ({ status: "error", content: [{ text: "x" }] }) });`,
      errors: [
        foreign([2, 63, 2, 108], {
          framework: "The AI SDK",
          wrapped: "sends whatever execute returns to the model as json data of a successful result",
          foreign: "this result reaches the model as json data: its isError (or status) means nothing",
          signalsError: "throw an Error (the model then gets an error-text output)",
        }),
      ],
    },
    {
      code: `import { MCPTool } from "mcp-framework";
export default class Grip extends MCPTool {
  name = "grip";
  async execute() {
    return { content: [{ type: "text", text: "jammed" }], isError: true };
  }
}`,
      errors: [
        foreign([5, 12, 5, 74], {
          framework: "Mcp-framework",
          wrapped: "JSON-stringifies whatever execute returns into one text block",
          foreign: "this result reaches the model as its JSON text: its isError and its blocks are lost",
          signalsError: "throw an Error (only a throw sets isError)",
        }),
      ],
    },
    {
      code: `const { tool } = require("@langchain/core/tools");
const t = tool(async () => ({ status: "error", content: [{ type: "text", text: "x" }] }), { name: "t" });`,
      errors: [
        foreign([2, 29, 2, 88], {
          framework: "LangChain.js",
          wrapped: 'sends an object as its JSON text in a ToolMessage whose status is always "success"',
          foreign: "this result reaches the model as JSON text: its status (or isError) is lost",
          signalsError: "throw an Error",
        }),
      ],
    },
    {
      code: `import { FunctionTool } from "@google/adk";
new FunctionTool({ name: "t", execute: async () => ({ content: [{ type: "text", text: "x" }], isError: true }) });`,
      errors: [
        foreign([2, 53, 2, 110], {
          framework: "Google ADK",
          wrapped: "sends what execute returns to the model as data",
          foreign: "this result reaches the model as plain data: its isError (or status) means nothing there",
          signalsError: "throw an Error (the model then gets { error: ... })",
        }),
      ],
    },
  ],
});
