/**
 * How a rule offers a move: as the report's fix when it is exact, as a suggestion the user applies by
 * hand when it may not be. Rules spread the result into `context.report`.
 */
import type { TSESLint } from "@typescript-eslint/utils";
import type { DataMove } from "./move-to-data.js";
import type { Move } from "./edits.js";

export interface FixOrSuggestion<MessageIds extends string> {
  readonly fix: TSESLint.ReportFixFunction | null;
  readonly suggest: TSESLint.SuggestionReportDescriptor<MessageIds>[] | null;
}

const NONE: FixOrSuggestion<never> = { fix: null, suggest: null };

/** `{ fix }` or `{ suggest: [...] }` for a move; nothing when there is none. */
export function fixOrSuggest<MessageIds extends string>(
  move: Move | null,
  suggestionMessageId: MessageIds,
): FixOrSuggestion<MessageIds> {
  if (move === null) return NONE;
  if (move.mode === "fix") return { fix: move.fix, suggest: null };
  return {
    fix: null,
    suggest: [{ messageId: suggestionMessageId, data: { members: move.description }, fix: move.fix }],
  };
}

/** For a contract with data keys (MCP): a suggestion for each data move, in the contract's order. */
export function dataSuggestions<MessageIds extends string>(
  moves: readonly DataMove[],
  messageIdFor: (key: string) => MessageIds,
): FixOrSuggestion<MessageIds> {
  if (moves.length === 0) return NONE;
  return {
    fix: null,
    suggest: moves.map((m) => ({ messageId: messageIdFor(m.key), data: { members: m.description }, fix: m.fix })),
  };
}
