/**
 * The size of every fuzz and property test: a short run in `npm test`, a long one in `npm run fuzz`,
 * which sets `FUZZ_RUNS` (the number of runs each of them makes) and `FUZZ_REPORT=1` (the tests that keep
 * tallies print them). `FUZZ_SEED` replaces the fixed seed of the tests that take one, so a long run can
 * try new values; a failure prints its seed and path for fast-check to replay.
 */
const requested = Number(process.env.FUZZ_RUNS ?? "");

/** True in a long run (`FUZZ_RUNS` set). */
export const longRun = Number.isInteger(requested) && requested > 0;

/** `short` runs in `npm test`; `FUZZ_RUNS` runs when it is set. */
export function fuzzRuns(short: number): number {
  return longRun ? requested : short;
}

/** The seed of a run: `base` in `npm test`, `FUZZ_SEED` when set. */
export function fuzzSeed(base: number): number {
  // An unset or empty FUZZ_SEED is no seed (Number("") is 0, which would replace every base).
  const given = process.env.FUZZ_SEED?.trim();
  const seed = given ? Number(given) : Number.NaN;
  return Number.isInteger(seed) ? seed : base;
}

/** A test's time limit: `short` in `npm test`; in a long run the runs decide how long it takes, so 6 hours. */
export function fuzzTimeout(short: number): number {
  return longRun ? 6 * 60 * 60 * 1000 : short;
}
