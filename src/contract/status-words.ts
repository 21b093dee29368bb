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
  error: ["err", "fail", "failed", "failure", "errored", "exception", "crashed", "aborted", "false"],
  degraded: ["partial", "partial_success", "partialsuccess", "warning", "warn", "degrade"],
};

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
  return best;
}

function editDistance(a: string, b: string): number {
  if (a.length > 64 || b.length > 64) return Math.abs(a.length - b.length) + Math.min(a.length, b.length);
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
