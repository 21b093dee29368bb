import { readFileSync } from "node:fs";
import type { PresetName } from "../../src/contract/presets.js";

export interface ResultFixture {
  readonly name: string;
  readonly preset: PresetName;
  readonly value: unknown;
  /** Issue paths the runtime reports (invalid fixtures only). */
  readonly paths?: (string | number)[][];
}

const BYTES = "$bytes";
const JS = "$js";

/** JavaScript-only values a fixture may stand for with `{ "$js": "<name>" }`. */
const JS_VALUES: Readonly<Record<string, unknown>> = { NaN, function: () => 1 };

/**
 * JSON has no bytes: `{ "$bytes": "<base64>" }` in a fixture stands for a Uint8Array. Nor has it NaN or
 * functions: `{ "$js": "NaN" }` and `{ "$js": "function" }` stand for them.
 */
function revive(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const encoded = (value as Record<string, unknown>)[BYTES];
    if (keys.length === 1 && keys[0] === BYTES && typeof encoded === "string")
      return new Uint8Array(Buffer.from(encoded, "base64"));
    const name = (value as Record<string, unknown>)[JS];
    if (keys.length === 1 && keys[0] === JS && typeof name === "string" && Object.hasOwn(JS_VALUES, name))
      return JS_VALUES[name];
  }
  return value;
}

function load(file: "valid" | "invalid"): ResultFixture[] {
  const text = readFileSync(new URL(`../fixtures/results/${file}.json`, import.meta.url), "utf8");
  return (JSON.parse(text, revive) as (Omit<ResultFixture, "preset"> & { preset?: PresetName })[]).map((f) => ({
    ...f,
    preset: f.preset ?? "strands-robots",
  }));
}

export const validFixtures: readonly ResultFixture[] = load("valid");
export const invalidFixtures: readonly ResultFixture[] = load("invalid");
