/**
 * Work measured against other work in the same run, never against the clock: a test that says "at once"
 * or "linear" compares two measurements taken in the same run on the same machine, each the least of a
 * few calls. A measurement is the CPU time the call took (user and system, of this process), not the
 * time that passed: on a busy machine a call waits for a core, and a longer call is less likely to find a
 * quiet stretch as long as itself, so wall times make the longer of two calls look slower than it is (a
 * linear fix measured 8.6 times slower for 4 times the input in a full suite run, 4.0 alone). Absolute
 * times belong to `npm run bench`.
 */

/** The CPU time of one call of `call`, in milliseconds. */
function cpuTime(call: () => unknown): number {
  const started = process.cpuUsage();
  call();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

/** The least CPU time of `runs` calls of `call`, in milliseconds. */
export function fastest(call: () => unknown, runs = 3): number {
  return fastestInTurn([call], runs)[0]!;
}

/**
 * The least CPU time of `runs` calls of each of `calls`, taken in turn (one call of each, then again), so
 * that what the process does beside them (a garbage collection, a compilation) falls on all of them alike.
 */
export function fastestInTurn(calls: readonly (() => unknown)[], runs = 5): number[] {
  const best = calls.map(() => Number.POSITIVE_INFINITY);
  for (let run = 0; run < runs; run++) {
    calls.forEach((call, i) => {
      best[i] = Math.min(best[i]!, cpuTime(call));
    });
  }
  return best;
}
