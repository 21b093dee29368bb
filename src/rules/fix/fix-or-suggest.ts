/**
 * The two ways a rule offers the move-to-json edit: as the report's fix when it keeps behaviour, or as
 * a suggestion the user applies by hand when it may not. Rules spread the result into `context.report`.
 */
import type { TSESLint } from "@typescript-eslint/utils";
import type { MoveToData } from "./move-to-data.js";
import type { MoveToJson } from "./move-to-json.js";

export interface FixOrSuggestion<MessageIds extends string> {
  readonly fix: TSESLint.ReportFixFunction | null;
  readonly suggest: TSESLint.SuggestionReportDescriptor<MessageIds>[] | null;
}

const NONE: FixOrSuggestion<never> = { fix: null, suggest: null };

/** `{ fix }` or `{ suggest: [...] }` for a move; nothing when there is no move. */
export function fixOrSuggest<MessageIds extends string>(
  move: MoveToJson | null,
  suggestionMessageId: MessageIds,
): FixOrSuggestion<MessageIds> {
  if (move === null) return NONE;
  if (move.mode === "fix") return { fix: move.fix, suggest: null };
  return {
    fix: null,
    suggest: [{ messageId: suggestionMessageId, data: { members: move.description }, fix: move.fix }],
  };
}

/**
 * For a contract with data keys (MCP): a suggestion for each data move (`structuredContent`, `_meta`), in
 * the contract's order, and the fix of the first one that is exact.
 */
export function dataFixOrSuggest<MessageIds extends string>(
  moves: readonly (MoveToData | null)[],
  messageIdFor: (key: string) => MessageIds,
): FixOrSuggestion<MessageIds> {
  const present = moves.filter((m): m is MoveToData => m !== null);
  if (present.length === 0) return NONE;
  return {
    fix: present.find((m) => m.mode === "fix")?.fix ?? null,
    suggest: present.map((m) => ({ messageId: messageIdFor(m.key), data: { members: m.description }, fix: m.fix })),
  };
}
