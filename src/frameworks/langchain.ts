/**
 * LangChain.js (`@langchain/core` 1.4.0): `tool(fn, { name, schema, responseFormat })`, `new
 * DynamicStructuredTool({ func })`, `new DynamicTool({ func })`. A string is kept, an array of typed blocks
 * is kept, anything else is JSON-stringified; the ToolMessage's status is always "success". Under
 * `responseFormat: "content_and_artifact"` the function must return a two-item array, or the call throws.
 */
import type { ToolApi } from "./types.js";

export const langchain: ToolApi = {
  name: "langchain",
  title: "LangChain.js",
  modules: ["@langchain/core", "langchain"],
  sites: [
    { kind: "call", export: "tool", callback: { argument: 0 }, config: { argument: 1 } },
    {
      kind: "new",
      export: "DynamicStructuredTool",
      callback: { argument: 0, property: "func" },
      config: { argument: 0 },
    },
    { kind: "new", export: "DynamicTool", callback: { argument: 0, property: "func" }, config: { argument: 0 } },
  ],
  returns: {
    kind: "data",
    wrapped: 'sends an object as its JSON text in a ToolMessage whose status is always "success"',
    foreign: "this result reaches the model as JSON text: its status (or isError) is lost",
    tupleOption: { key: "responseFormat", value: "content_and_artifact" },
  },
  signalsError: "throw an Error",
};
