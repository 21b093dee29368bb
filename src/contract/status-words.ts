import { editDistance } from "../common/closest.js";

/**
 * The valid value closest to a wrong one: a known synonym first (`"ok"` means success), then the smallest
 * edit distance (`"sucess"` is one letter from `"success"`).
 */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  success: [
    "ok",
    "okay",
    "succeeded",
    "successful",
    "completed",
    "complete",
    "done",
    "passed",
    "pass",
    "finished",
    "true",
  ],
  // A partial failure, where the contract has no "degraded", is surfaced as an error.
  error: ["err", "fail", "failed", "failure", "errored", "exception", "crashed", "aborted", "false", "degraded"],
  degraded: ["partial", "partial_success", "partialsuccess", "warning", "warn", "degrade"],
};

/**
 * Words close enough to a status to be a slip of the pen rather than another vocabulary: spellings and
 * forms of the same word. Other words that mean something similar (`"ok"`, `"completed"`, `"done"`,
 * `"aborted"`) belong to other kinds of objects (HTTP bodies, response items, jobs).
 */
const NEAR_MISSES: Readonly<Record<string, readonly string[]>> = {
  success: ["succeeded", "successful", "succeed", "successes"],
  error: ["err", "errors", "errored", "fail", "failed", "failure", "failing"],
  degraded: ["degrade", "degrading", "partial", "partial_success", "partialsuccess"],
};

/**
 * What a status word says of the object it is in: `"contract"` when the contract has it, `"near"` when
 * it is a slip for a contract status (a different case, a letter or two off, another form of the word),
 * `"other"` when it belongs to another vocabulary.
 */
export function statusWordKind(value: string, statuses: readonly string[]): "contract" | "near" | "other" {
  if (statuses.includes(value)) return "contract";
  // Another contract's status (`"degraded"` under `strands`) is tool-result vocabulary too.
  if (Object.hasOwn(NEAR_MISSES, value)) return "near";
  const normalized = value.trim().toLowerCase();
  const underscored = normalized.replace(/[\s-]+/gu, "_");
  // A form of a status some contract has (`"partial"` under `strands`) is tool-result vocabulary too.
  for (const words of Object.values(NEAR_MISSES))
    if (words.includes(normalized) || words.includes(underscored)) return "near";
  for (const status of statuses) {
    const lower = status.toLowerCase();
    if (lower === normalized) return "near";
    const words = Object.hasOwn(NEAR_MISSES, status) ? NEAR_MISSES[status] : undefined;
    if (words !== undefined && (words.includes(normalized) || words.includes(underscored))) return "near";
    // A letter or two off, for words long enough that this is a typo and not another word.
    if (lower.length >= 5 && Math.abs(lower.length - normalized.length) <= 2 && editDistance(normalized, lower) <= 2) {
      return "near";
    }
  }
  return "other";
}

export function closest(value: string, candidates: readonly string[]): string | undefined {
  const normalized = value.trim().toLowerCase();
  const exact = candidates.find((c) => c.toLowerCase() === normalized);
  if (exact) return exact;
  const underscored = normalized.replace(/[\s-]+/gu, "_");
  const synonym = candidates.find((c) => {
    // Statuses are user-given names (`constructor`, `__proto__`): only the table's own entries count.
    const words = Object.hasOwn(SYNONYMS, c) ? SYNONYMS[c] : undefined;
    return words !== undefined && (words.includes(underscored) || words.includes(normalized));
  });
  if (synonym) return synonym;
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const distance = editDistance(normalized, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  // A word far from every candidate is another word, not a slip: no guess.
  return bestDistance <= Math.max(2, Math.floor(normalized.length / 3)) ? best : undefined;
}

/** Whether a status word says the operation failed (`error`, `failed`, `Failure`): the one error vocabulary. */
export function isErrorWord(word: string): boolean {
  const normalized = word.trim().toLowerCase();
  return normalized === "error" || (NEAR_MISSES.error ?? []).includes(normalized);
}

/** How a message that reports an error begins ("Error:", "Failed to", "Could not", "Unable to", ...). */
const ERROR_OPENING =
  /^\s*(?:error|errors|failed|failure|fatal|exception|could not|couldn't|cannot|can't|unable to)\b/iu;

/** The words an error message visibly begins with, or undefined for a message that does not report one. */
export function errorWordAt(text: string): string | undefined {
  return ERROR_OPENING.exec(text)?.[0].trim();
}
