/**
 * "Did you mean" for the command line: the known name a mistyped one most likely meant (`fixx` → `fix`,
 * `jsno` → `json`, `ignore` → `ignore-pattern`), or nothing when no name is close. Close means a few
 * edits for the name's length (a swap of two neighbouring letters is one edit), or the start of exactly
 * one name; case is ignored.
 */
export function closestName(given: string, names: readonly string[]): string | undefined {
  const typed = given.toLowerCase();
  if (typed === "") return undefined;
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const name of names) {
    const distance = editDistance(typed, name.toLowerCase());
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  if (best !== undefined && bestDistance <= allowedEdits(typed.length)) return best;
  const starting = typed.length >= 3 ? names.filter((name) => name.toLowerCase().startsWith(typed)) : [];
  return starting.length === 1 ? starting[0] : undefined;
}

/** One edit for short names, two from four letters, three from eight: fewer would miss, more would guess. */
function allowedEdits(length: number): number {
  return length < 4 ? 1 : length < 8 ? 2 : 3;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
function editDistance(a: string, b: string): number {
  // Command-line words are short; a long one is no typo of a flag name.
  if (a.length > 64 || b.length > 64) return Number.POSITIVE_INFINITY;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const above = rows[i - 1]!;
      let distance = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, rows[i - 2]![j - 2]! + 1);
      }
      row.push(distance);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}
