/**
 * This package's own agent runtime (`eslint-plugin-tool-result/runtime`): `tool({ callback })` and
 * `new FunctionTool({ callback })` pass a returned `{ status, content }` through as the result, as the
 * Python Strands SDK does, checked against the `contract` option (a preset name, the default contract
 * otherwise); `new ToolResultEvent({ ... }, preset?)` takes a result.
 */
import { DEFAULT_CONTRACT, PRESETS } from "../contract/index.js";
import type { ToolApi } from "./types.js";

const callback = { argument: 0, property: "callback" } as const;

export const runtime: ToolApi = {
  name: "runtime",
  title: "eslint-plugin-tool-result/runtime",
  modules: ["eslint-plugin-tool-result/runtime"],
  sites: [
    { kind: "call", export: "tool", callback, config: { argument: 0 } },
    { kind: "new", export: "FunctionTool", callback, config: { argument: 0 } },
    { kind: "result-argument", export: "ToolResultEvent", argument: 0, contract: DEFAULT_CONTRACT, presetArgument: 1 },
  ],
  returns: { kind: "result", contract: DEFAULT_CONTRACT, contractOption: "contract" },
  signalsError: 'return status: "error" (a thrown error becomes one too)',
  // The runtime's own result types (dist/runtime/*.d.ts; typed mode counts only the runtime folder's).
  declaredTypes: [
    {
      name: "ToolResult",
      packages: ["eslint-plugin-tool-result"],
      is: { kind: "result", contract: PRESETS["strands-robots"] },
    },
    {
      name: "StrandsToolResult",
      packages: ["eslint-plugin-tool-result"],
      is: { kind: "result", contract: PRESETS.strands },
    },
  ],
};
