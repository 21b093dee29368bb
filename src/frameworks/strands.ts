/**
 * The Strands Agents TypeScript SDK (`@strands-agents/sdk`, checked on 1.19.0): `tool({ callback })`,
 * `new FunctionTool({ callback })`, `new ZodTool({ callback })`. The SDK wraps whatever a callback returns
 * in a successful result (`_wrapInToolResult`: a plain object becomes one json block), so a returned
 * `{ status: "error", content }` reaches the model as the json of a success. `new ToolResultBlock({ ... })`
 * takes a result whose constructor copies only `toolUseId`, `status`, `content` and `error`.
 */
import { PRESETS } from "../contract/index.js";
import type { ToolApi } from "./types.js";

const callback = { argument: 0, property: "callback" } as const;

export const strands: ToolApi = {
  name: "strands",
  title: "the Strands SDK",
  modules: ["@strands-agents/sdk"],
  sites: [
    { kind: "call", export: "tool", callback, config: { argument: 0 } },
    { kind: "new", export: "FunctionTool", callback, config: { argument: 0 } },
    { kind: "new", export: "ZodTool", callback, config: { argument: 0 } },
    {
      kind: "result-argument",
      export: "ToolResultBlock",
      argument: 0,
      contract: PRESETS.strands,
      copiesOnlyContractKeys: true,
    },
  ],
  returns: {
    kind: "data",
    wrapped: "wraps whatever a tool callback returns in a successful result",
    ownResultShape: true,
  },
  signalsError: "throw an Error to fail the tool",
  // What `new ToolResultBlock(data)` takes and is (dist/src/types/messages.d.ts).
  declaredTypes: [
    { name: "ToolResultBlock", is: { kind: "result", contract: PRESETS.strands } },
    { name: "ToolResultBlockData", is: { kind: "result", contract: PRESETS.strands } },
  ],
};
