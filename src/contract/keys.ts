/**
 * What the contract says of the allowed top-level keys beside `status` and `content`: what each holds
 * when present (a string, a boolean, an object), and what it is for. The runtime check and the JSON Schema read this table.
 */

/** Top-level keys whose value the contract constrains when present; other allowed keys may hold any value. */
export const KEY_TYPES: Readonly<Record<string, "string" | "boolean" | "object">> = {
  toolUseId: "string",
  structuredContent: "object",
  isError: "boolean",
  _meta: "object",
  resultType: "string",
};

/** What each known top-level key is for, for the JSON Schema's descriptions. */
export const KEY_DESCRIPTIONS: Readonly<Record<string, string>> = {
  toolUseId: "The id of the tool use this result answers. Set by the agent runtime, or echoed by the tool.",
  structuredContent:
    "Structured data for consumers that read it (MCP); with an outputSchema, it must conform to that schema.",
  isError: "Whether the tool failed (MCP): the model sees the content as an error report.",
  _meta: "Metadata for clients, not for the model (MCP).",
  resultType: 'The kind of result (MCP protocol revision 2026-07-28: "complete").',
};
