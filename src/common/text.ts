/** Text for messages, shared by the rules, the settings check and the runtime. */

/** Lists values for a message: `"a", "b" or "c"` (or `and`). */
export function quoteList(values: readonly string[], conjunction: "or" | "and" = "or"): string {
  const quoted = values.map((v) => JSON.stringify(v));
  return quoted.length <= 1
    ? (quoted[0] ?? "")
    : `${quoted.slice(0, -1).join(", ")} ${conjunction} ${quoted[quoted.length - 1]}`;
}

/** Source text on one line, cut to 40 characters: `stats.frames`, `computeTelemetry(raw, { wi...`. */
export function abbreviate(text: string): string {
  const flat = text.replace(/\s+/gu, " ");
  return flat.length > 40 ? `${flat.slice(0, 37)}...` : flat;
}
