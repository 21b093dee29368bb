/**
 * mcp-framework (`mcp-framework`, checked on 0.2.22): `class X extends MCPTool { execute(input) { ... } }`.
 * Whatever `execute` returns is JSON-stringified into one text block (a string arrives quoted, a whole
 * `{ content, isError }` result double-wrapped, its isError lost), except single image, audio and resource
 * blocks and arrays of valid blocks. Only a throw sets isError.
 */
import type { ToolApi } from "./types.js";

export const mcpFramework: ToolApi = {
  name: "mcp-framework",
  title: "mcp-framework",
  modules: ["mcp-framework"],
  sites: [{ kind: "class", extends: "MCPTool", method: "execute" }],
  returns: {
    kind: "data",
    wrapped: "JSON-stringifies whatever execute returns into one text block",
    foreign: "this result reaches the model as its JSON text: its isError and its blocks are lost",
  },
  signalsError: "throw an Error (only a throw sets isError)",
};
