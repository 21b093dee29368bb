/**
 * Work measured against other work in the same run, never against the clock: a test that says "at once"
 * or "linear" compares two timings taken one after the other on the same machine, each the fastest of a
 * few calls (a call is only ever slowed down by other work on the machine, never sped up). Absolute
 * times belong to `npm run bench`.
 */

/** The fastest of `runs` calls of `call`, in milliseconds. */
export function fastest(call: () => unknown, runs = 3): number {
  return fastestInTurn([call], runs)[0]!;
}

/**
 * The fastest of `runs` calls of each of `calls`, taken in turn (one call of each, then again), so that a
 * burst of other work on the machine slows all of them alike rather than the one measured during it.
 */
export function fastestInTurn(calls: readonly (() => unknown)[], runs = 5): number[] {
  const best = calls.map(() => Number.POSITIVE_INFINITY);
  for (let run = 0; run < runs; run++) {
    calls.forEach((call, i) => {
      const started = performance.now();
      call();
      best[i] = Math.min(best[i]!, performance.now() - started);
    });
  }
  return best;
}
