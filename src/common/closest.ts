/**
 * "Did you mean ...?" for a name that is not one of a known few: a settings field (`allowKeys`), a preset
 * (`"Strands"`, `"strand"`), an option (`maxDeph`). One helper, so that every message suggests alike.
 */
import { quote } from "./text.js";

/** Names longer than this get no suggestion: a slip of the pen is short, and the distance is quadratic. */
const MAX_COMPARED = 64;

/**
 * The Levenshtein distance of `a` and `b` (insertions, deletions and substitutions). Past 64 characters
 * on either side it is estimated (length difference plus the shorter length), to keep the cost bounded.
 */
export function editDistance(a: string, b: string): number {
  if (a.length > MAX_COMPARED || b.length > MAX_COMPARED) {
    return Math.abs(a.length - b.length) + Math.min(a.length, b.length);
  }
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

/** Lower case without `-`, `_` and spaces: `Strands`, `strands_robots` and `strands robots` compare alike. */
function folded(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/gu, "");
}

/**
 * The candidate `name` was most likely meant to be, or undefined when none is close: the same name in
 * another case or with other separators, else the nearest by edit distance when at most a third of the
 * longer name differs (`allowKeys` is 2 edits from `allowedKeys`, `strand` 1 from `strands`; `nope` is
 * 3 from `mcp`, too far). Ties go to the candidate listed first.
 */
export function closestName(name: string, candidates: readonly string[]): string | undefined {
  if (name.length === 0 || name.length > MAX_COMPARED) return undefined;
  const key = folded(name);
  const same = candidates.find((candidate) => folded(candidate) === key);
  if (same !== undefined) return same;
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const other = folded(candidate);
    const distance = editDistance(key, other);
    if (distance <= Math.max(1, Math.floor(Math.max(key.length, other.length) / 3)) && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** ` Did you mean "strands"?` when a candidate is close to `name` (see {@link closestName}), else `""`. */
export function didYouMean(name: unknown, candidates: readonly string[]): string {
  if (typeof name !== "string") return "";
  const suggestion = closestName(name, candidates);
  return suggestion === undefined || suggestion === name ? "" : ` Did you mean ${quote(suggestion)}?`;
}
