/** Text for messages, shared by the rules, the settings check and the runtime. */

/** How many values a message lists before it counts the rest. */
const MAX_LISTED = 12;

/** The most characters of a value a message quotes: a 50 MB status or key name is shown by its start. */
export const MAX_QUOTED = 200;

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

/** `text` cut to `max` characters, the cut marked with `...` (the whole text when it is short enough). */
export function truncate(text: string, max = MAX_QUOTED): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

/** `text` as a JSON string for a message, cut to {@link MAX_QUOTED} characters: `"sucess"`, `"aaaa...aaa..."`. */
export function quote(text: string): string {
  return JSON.stringify(truncate(text));
}
