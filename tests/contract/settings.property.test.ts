// Property: no settings value, however hostile, makes resolveSettings throw anything but its own
// ToolResultSettingsError, and that error's message is bounded. fast-check builds plans of settings
// (the real field names and near misses, lists, numbers, the MCP object) with hostile values at any
// depth (getters that throw values whose name or message getter throws, proxies whose getPrototypeOf,
// ownKeys or every trap throws, revoked proxies, 100 KB messages and keys, null-prototype objects), and
// each run resolves a fresh value built from its plan, as the settings object itself, as
// settings["tool-result"], or as one field of it. FUZZ_RUNS sets a longer run.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveSettings, ToolResultSettingsError } from "../../src/contract/index.js";
import { build, fuzzRuns, fuzzSeed, plans } from "../runtime/support/hostile.js";

const FIELDS = [
  "preset",
  "statuses",
  "allowedKeys",
  "blockKinds",
  "typeNames",
  "printWidth",
  "tabWidth",
  "trailingComma",
  "mcp",
];
const KEYS = [...FIELDS, "protocolVersion", "tool-result", "allowKeys", "status", "0", "length"];
const leaves = fc.oneof(
  fc.anything(),
  fc.constantFrom("strands", "strands-robots", "mcp", "Strands", "success", "json", "text", "Résultat", "2025-11-25"),
  fc.integer({ min: -10, max: 2000 }),
  fc.constant(undefined),
);
/** The longest message the settings may write: a head, a field path, and a problem with quoted values cut at 200 characters. */
const MAX_MESSAGE = 1000;

describe("resolveSettings on hostile settings", () => {
  it("throws nothing but ToolResultSettingsError, with a bounded message that starts with the ESLint head", () => {
    let rejected = 0;
    const runs = fuzzRuns(2000);
    fc.assert(
      fc.property(
        plans(KEYS, leaves),
        fc.constantFrom("settings", "tool-result", "field"),
        fc.constantFrom(...FIELDS),
        (plan, where, field) => {
          const value = build(plan);
          const settings =
            where === "settings"
              ? value
              : where === "tool-result"
                ? { "tool-result": value }
                : { "tool-result": { [field]: value } };
          let thrown: unknown;
          let resolved: ReturnType<typeof resolveSettings> | undefined;
          try {
            resolved = resolveSettings(settings);
          } catch (error) {
            thrown = error;
          }
          if (resolved !== undefined) {
            expect(Object.isFrozen(resolved.contract)).toBe(true);
            return;
          }
          rejected++;
          // Asked of the prototype chain directly: a hostile value that escaped would throw or answer otherwise here.
          expect(Object.getPrototypeOf(thrown)).toBe(ToolResultSettingsError.prototype);
          const error = thrown as ToolResultSettingsError;
          expect(typeof error.field).toBe("string");
          expect(error.message.startsWith('Invalid ESLint setting settings["tool-result"]')).toBe(true);
          expect(error.message.endsWith(error.problem)).toBe(true);
          expect(error.message.length).toBeLessThanOrEqual(MAX_MESSAGE);
        },
      ),
      { numRuns: runs, seed: fuzzSeed(20261210) },
    );
    // The plans reach the errors, not only the defaults.
    expect(rejected).toBeGreaterThan(runs / 4);
  });
});
