/**
 * fastmcp (`fastmcp`, checked on 3.29.0 and 4.20.16): `server.addTool({ name, execute })` on a
 * `new FastMCP(...)`. Its result schema is strict: any top-level key but `content`, `isError`,
 * `structuredContent` and `_meta` (3.x: but `content` and `isError`), and any extra key of a text, image,
 * audio or resource block (even MCP's own `annotations` and `_meta`), fails the whole call: the model gets
 * "Tool '<name>' execution failed: ... unrecognized_keys" instead of the result.
 */
import { MCP_BLOCKS, PRESETS, type FieldSet, type TaggedBlocks, type ToolResultContract } from "../contract/index.js";
import type { ToolApi } from "./types.js";

/** MCP's blocks without the extras fastmcp refuses (`resource_link` is not strict there). */
const STRICT_BLOCKS: TaggedBlocks = {
  tag: MCP_BLOCKS.tag,
  kinds: Object.fromEntries(
    Object.entries(MCP_BLOCKS.kinds).map(([kind, fields]): [string, FieldSet] =>
      kind === "resource_link" ? [kind, fields] : [kind, { ...fields, optional: {} }],
    ),
  ),
};

const FASTMCP: ToolResultContract = {
  ...PRESETS.mcp,
  name: "fastmcp",
  allowedKeys: ["structuredContent", "isError", "_meta"],
  stampedKeys: [],
  taggedBlocks: STRICT_BLOCKS,
};

export const fastmcp: ToolApi = {
  name: "fastmcp",
  title: "fastmcp",
  modules: ["fastmcp"],
  servers: { exports: ["FastMCP"], serverModules: ["fastmcp"] },
  sites: [
    { kind: "method", method: "addTool", callback: { argument: 0, property: "execute" }, config: { argument: 0 } },
  ],
  returns: { kind: "result", contract: FASTMCP, strictWithoutOutputSchema: true },
  consequences: {
    extraKey: `"{{key}}" fails the whole call: fastmcp's result schema is strict ("unrecognized_keys"), so the model gets the validation error instead of the result`,
    extraBlockField: `"{{field}}" fails the whole call: fastmcp's block schemas are strict ("unrecognized_keys"), so the model gets the validation error instead of the result`,
  },
  signalsError: "throw a UserError (or return isError: true)",
  // dist/FastMCP.d.ts: `execute: (args, context) => Promise<AudioContent | ContentResult | ImageContent |
  // ResourceContent | ResourceLink | string | TextContent | void>` (4.x adds the outputSchema's type);
  // `ContentResult` is the result (`{ content: Content[]; isError? }`, 4.x adds `structuredContent` and
  // `_meta`), the others single blocks fastmcp puts in a result itself.
  declaredTypes: [{ name: "ContentResult", is: { kind: "result", contract: FASTMCP } }],
};
