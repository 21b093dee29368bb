// The run counts and seeds of the fix's differential tests: see tests/support/fuzz.ts.
export { fuzzRuns, fuzzSeed, fuzzTimeout } from "../../../support/fuzz.js";
