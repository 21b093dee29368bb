/**
 * "Did you mean ...?" for a name that is not one of a known few: a settings field (`allowKeys`), a preset
 * (`"Strands"`, `"strand"`), an option (`maxDeph`), a command-line flag (`--fixx`). One helper, so that
 * every message suggests alike.
 */
import { quote } from "./text.js";

/** Names longer than this get no suggestion: a slip of the pen is short, and the distance is quadratic. */
const MAX_COMPARED = 64;

/**
 * The optimal string alignment distance of `a` and `b`: insertions, deletions, substitutions, and swaps
 * of two neighbouring characters (`jsno` is one edit from `json`). Past 64 characters on either side it
 * is estimated (length difference plus the shorter length), to keep the cost bounded.
 */
export function editDistance(a: string, b: string): number {
  if (a.length > MAX_COMPARED || b.length > MAX_COMPARED) {
    return Math.abs(a.length - b.length) + Math.min(a.length, b.length);
  }
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row.push(distance);
    }
    rows.push(row);
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** One edit for names of up to three letters, two from four, three from eight: fewer would miss, more would guess. */
function allowedEdits(length: number): number {
  return length < 4 ? 1 : length < 8 ? 2 : 3;
}

/** Lower case without `-`, `_` and spaces: `Strands`, `strands_robots` and `strands robots` compare alike. */
function folded(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/gu, "");
}

export interface ClosestNameOptions {
  /**
   * When no candidate is close, the one candidate that starts with `name` (three characters at least):
   * `--ignore` for `--ignore-pattern`, as on a command line.
   */
  readonly prefix?: boolean;
}

/**
 * The candidate `name` was most likely meant to be, or undefined when none is close: the same name in
 * another case or with other separators, else the nearest within a few edits for the name's length
 * (`allowKeys` is 2 edits from `allowedKeys`, `fiks` 2 from `fix`, `strand` 1 from `strands`; `nope` is
 * 3 from `mcp`, too far). Ties go to the candidate listed first.
 */
export function closestName(
  name: string,
  candidates: readonly string[],
  options: ClosestNameOptions = {},
): string | undefined {
  if (name.length === 0 || name.length > MAX_COMPARED) return undefined;
  const key = folded(name);
  const same = candidates.find((candidate) => folded(candidate) === key);
  if (same !== undefined) return same;
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const other = folded(candidate);
    const distance = editDistance(key, other);
    if (distance <= allowedEdits(key.length) && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (best !== undefined || options.prefix !== true || key.length < 3) return best;
  const starting = candidates.filter((candidate) => folded(candidate).startsWith(key));
  return starting.length === 1 ? starting[0] : undefined;
}

/** ` Did you mean "strands"?` when a candidate is close to `name` (see {@link closestName}), else `""`. */
export function didYouMean(name: unknown, candidates: readonly string[]): string {
  if (typeof name !== "string") return "";
  const suggestion = closestName(name, candidates);
  return suggestion === undefined || suggestion === name ? "" : ` Did you mean ${quote(suggestion)}?`;
}
