/**
 * The Vercel AI SDK (`ai`, checked on 6.0.326 and 7.0.173): `tool({ inputSchema, execute })`. A string is
 * sent as text, anything else as json (every key): a returned `{ error }` is a success, and an MCP-shaped
 * `{ content, isError }` is json data, not an error. A throw becomes an error-text output.
 */
import type { ToolApi } from "./types.js";

const execute = { argument: 0, property: "execute" } as const;

export const aiSdk: ToolApi = {
  name: "ai-sdk",
  title: "the AI SDK",
  modules: ["ai"],
  sites: [
    { kind: "call", export: "tool", callback: execute, config: { argument: 0 } },
    { kind: "call", export: "dynamicTool", callback: execute, config: { argument: 0 } },
  ],
  returns: {
    kind: "data",
    wrapped: "sends whatever execute returns to the model as json data of a successful result",
    foreign: "this result reaches the model as json data: its isError (or status) means nothing",
  },
  signalsError: "throw an Error (the model then gets an error-text output)",
};
