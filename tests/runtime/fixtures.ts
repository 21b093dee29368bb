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

/** JSON has no bytes: `{ "$bytes": "<base64>" }` in a fixture stands for a Uint8Array. */
function revive(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const encoded = (value as Record<string, unknown>)[BYTES];
    if (keys.length === 1 && keys[0] === BYTES && typeof encoded === "string")
      return new Uint8Array(Buffer.from(encoded, "base64"));
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
