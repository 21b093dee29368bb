import { topLevelKeys, type ToolResultContract } from "../../contract/index.js";

const allowedTexts = new WeakMap<ToolResultContract, string>();

/** `"status", "content" and "toolUseId"`: the keys a contract allows at the top level, for messages. */
export function allowedKeysText(contract: ToolResultContract): string {
  let text = allowedTexts.get(contract);
  if (text === undefined) {
    text = quoteList(topLevelKeys(contract), "and");
    allowedTexts.set(contract, text);
  }
  return text;
}

/** Lists values for a message: `"a", "b" or "c"` (or `and`). */
export function quoteList(values: readonly string[], conjunction: "or" | "and" = "or"): string {
  const quoted = values.map((v) => JSON.stringify(v));
  return quoted.length <= 1
    ? (quoted[0] ?? "")
    : `${quoted.slice(0, -1).join(", ")} ${conjunction} ${quoted[quoted.length - 1]}`;
}
