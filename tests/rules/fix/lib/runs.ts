/**
 * How many programs a differential test generates: a short run in `npm test`, a long one in `npm run fuzz`
 * (`FUZZ_RUNS` sets it; each test scales its own default by it).
 */
const requested = Number(process.env.FUZZ_RUNS ?? "");

/** `base` programs in `npm test`; `FUZZ_RUNS` programs when it is set. */
export function fuzzRuns(base: number): number {
  return Number.isInteger(requested) && requested > 0 ? requested : base;
}

/** The seed of a run: fixed in `npm test`, `FUZZ_SEED` when set (a long run tries new programs). */
export function fuzzSeed(base: number): number {
  const seed = Number(process.env.FUZZ_SEED ?? "");
  return Number.isInteger(seed) ? seed : base;
}
