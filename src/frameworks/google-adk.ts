/**
 * Google ADK (`@google/adk`, checked on 2.0.0): `new FunctionTool({ name, parameters, execute })`. An
 * object is sent intact, an array as `{ results }`, a primitive as `{ result }`; a throw becomes
 * `{ error: "Error in tool '<name>': ..." }`. An MCP-shaped `{ content, isError }` is plain data there.
 */
import type { ToolApi } from "./types.js";

export const googleAdk: ToolApi = {
  name: "google-adk",
  title: "Google ADK",
  modules: ["@google/adk"],
  sites: [
    { kind: "new", export: "FunctionTool", callback: { argument: 0, property: "execute" }, config: { argument: 0 } },
  ],
  returns: {
    kind: "data",
    wrapped: "sends what execute returns to the model as data",
    foreign: "this result reaches the model as plain data: its isError (or status) means nothing there",
    errorsAsData: true,
  },
  signalsError: "throw an Error (the model then gets { error: ... })",
};
