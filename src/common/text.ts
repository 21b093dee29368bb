/** Text for messages, shared by the rules, the settings check and the runtime. */

/** How many values a message lists before it counts the rest. */
const MAX_LISTED = 12;

/**
 * Lists values for a message: `"a", "b" or "c"` (or `and`). A long list shows its first values and
 * counts the rest (`"a", "b", ... and 4988 more`), so a message stays short whatever the input.
 */
export function quoteList(values: readonly string[], conjunction: "or" | "and" = "or"): string {
  if (values.length > MAX_LISTED) {
    const shown = values.slice(0, MAX_LISTED - 1).map((v) => JSON.stringify(abbreviate(v)));
    return `${shown.join(", ")} ${conjunction} ${values.length - shown.length} more`;
  }
  const quoted = values.map((v) => JSON.stringify(abbreviate(v)));
  return quoted.length <= 1
    ? (quoted[0] ?? "")
    : `${quoted.slice(0, -1).join(", ")} ${conjunction} ${quoted[quoted.length - 1]}`;
}

/** Source text on one line, cut to 40 characters: `stats.frames`, `computeTelemetry(raw, { wi...`. */
export function abbreviate(text: string): string {
  const flat = text.replace(/\s+/gu, " ");
  return flat.length > 40 ? `${flat.slice(0, 37)}...` : flat;
}
