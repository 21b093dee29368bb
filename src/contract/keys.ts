/**
 * What the contract says of the allowed top-level keys beside `status` and `content`: which ones hold a
 * string when present, and what each is for. The runtime check and the JSON Schema read this table.
 */

/** Top-level keys whose value the contract constrains when present; other allowed keys may hold any value. */
export const KEY_TYPES: Readonly<Record<string, "string">> = { toolUseId: "string" };

/** What each known top-level key is for, for the JSON Schema's descriptions. */
export const KEY_DESCRIPTIONS: Readonly<Record<string, string>> = {
  toolUseId: "The id of the tool use this result answers. Set by the agent runtime, or echoed by the tool.",
};
