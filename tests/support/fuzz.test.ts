import { afterEach, vi } from "vitest";
import { fuzzRuns, fuzzSeed } from "./fuzz.js";

describe("fuzz sizes and seeds", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  // Number("") is 0: an unset or empty FUZZ_SEED once replaced every test's seed with 0.
  it("keeps a test's own seed when FUZZ_SEED is unset, empty or not an integer", () => {
    vi.stubEnv("FUZZ_SEED", undefined);
    expect(fuzzSeed(20261201)).toBe(20261201);
    vi.stubEnv("FUZZ_SEED", "");
    expect(fuzzSeed(20261201)).toBe(20261201);
    vi.stubEnv("FUZZ_SEED", "abc");
    expect(fuzzSeed(20261201)).toBe(20261201);
  });

  it("takes FUZZ_SEED when it is an integer, 0 included", () => {
    vi.stubEnv("FUZZ_SEED", "0");
    expect(fuzzSeed(20261201)).toBe(0);
    vi.stubEnv("FUZZ_SEED", "42");
    expect(fuzzSeed(20261201)).toBe(42);
  });

  it("runs the short size unless FUZZ_RUNS was set when the module loaded", () => {
    expect(fuzzRuns(150)).toBe(process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 150);
  });
});
