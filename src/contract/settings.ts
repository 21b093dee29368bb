import { describeValue } from "../common/describe-value.js";
import {
  DEFAULT_CONTRACT,
  hasStatus,
  PRESET_NAMES,
  PRESETS,
  topLevelKeys,
  type PresetName,
  type ToolResultContract,
} from "./presets.js";

/** The shape of `settings["tool-result"]` in an ESLint config. Every field is optional. */
export interface ToolResultSettings {
  /** Start from a preset (default `"strands-robots"`); the fields below replace the preset's. */
  preset?: PresetName;
  /** The values `status` may take. */
  statuses?: string[];
  /** Top-level keys allowed beside `status` and `content`. */
  allowedKeys?: string[];
  /** The keys a content block may carry. */
  blockKinds?: string[];
  /** Type names that mark an object as a tool result in typed linting. */
  typeNames?: string[];
  /** The line width the fix lays out to (default 80). */
  printWidth?: number;
}

export interface ResolvedSettings {
  readonly contract: ToolResultContract;
  readonly typeNames: readonly string[];
  /** Every key the contract allows at the top level (status, content and `allowedKeys`), for look-ups. */
  readonly topLevel: ReadonlySet<string>;
  /** The line width the fix lays out to. */
  readonly printWidth: number;
}

export const SETTINGS_KEY = "tool-result";
export const DEFAULT_TYPE_NAMES: readonly string[] = ["ToolResult"];

const FIELDS = ["preset", "statuses", "allowedKeys", "blockKinds", "typeNames", "printWidth"] as const;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/u;

/** Thrown for a `settings["tool-result"]` that cannot be used; the message names the field and the fix. */
export class ToolResultSettingsError extends Error {
  override name = "ToolResultSettingsError";
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`Invalid ESLint setting settings["${SETTINGS_KEY}"]${field ? `.${field}` : ""}: ${problem}`);
  }
}

const DEFAULT_RESOLVED: ResolvedSettings = Object.freeze({
  contract: DEFAULT_CONTRACT,
  typeNames: DEFAULT_TYPE_NAMES,
  topLevel: new Set(topLevelKeys(DEFAULT_CONTRACT)),
  printWidth: 80,
});
const cache = new WeakMap<object, ResolvedSettings>();

/**
 * Reads the contract from ESLint's shared settings (the whole `settings` object, or `undefined`).
 * Results are cached per settings object, so calling this once per file costs a map look-up.
 *
 * Only own, enumerable fields count (as in JSON), each is read once, and anything that goes wrong while
 * reading (a throwing getter, a revoked proxy, a proxy whose length lies) becomes a
 * {@link ToolResultSettingsError} that names the field.
 */
export function resolveSettings(settings: unknown): ResolvedSettings {
  if (settings === undefined || settings === null || typeof settings !== "object") return DEFAULT_RESOLVED;
  const own = readField(settings, SETTINGS_KEY, "");
  if (own === undefined) return DEFAULT_RESOLVED;
  if (own === null || typeof own !== "object" || isArray(own, "")) {
    throw new ToolResultSettingsError("", `expected an object like { preset: "strands" }, got ${describeValue(own)}.`);
  }
  const cached = cache.get(own);
  if (cached) return cached;
  const resolved = parseSettings(snapshot(own));
  cache.set(own, resolved);
  return resolved;
}

/** The contract alone; see {@link resolveSettings}. */
export function resolveContract(settings: unknown): ToolResultContract {
  return resolveSettings(settings).contract;
}

/** The most entries a list setting may have (a proxy may claim any length). */
const MAX_ENTRIES = 10_000;

function failure(field: string, error: unknown): ToolResultSettingsError {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : describeValue(error);
  return new ToolResultSettingsError(field, `reading it threw ${reason}. Give it a plain value.`);
}

/** `object[key]` when it is an own, enumerable property; undefined otherwise. */
function readField(object: object, key: string, field: string): unknown {
  try {
    if (!Object.prototype.propertyIsEnumerable.call(object, key)) return undefined;
    return (object as Record<string, unknown>)[key];
  } catch (error) {
    throw failure(field ? `${field}` : "", error);
  }
}

function isArray(value: unknown, field: string): boolean {
  try {
    return Array.isArray(value);
  } catch (error) {
    throw failure(field, error);
  }
}

/** The own, enumerable fields of the settings object, each read once. */
function snapshot(own: object): Record<string, unknown> {
  let keys: string[];
  try {
    keys = Object.keys(own);
  } catch (error) {
    throw failure("", error);
  }
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of keys) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new ToolResultSettingsError(key, `unknown field. Known fields: ${FIELDS.join(", ")}.`);
    }
    fields[key] = readField(own, key, key);
  }
  return fields;
}

function parseSettings(own: Record<string, unknown>): ResolvedSettings {
  let base: ToolResultContract = DEFAULT_CONTRACT;
  if (own.preset !== undefined) {
    if (typeof own.preset !== "string" || !Object.hasOwn(PRESETS, own.preset)) {
      throw new ToolResultSettingsError(
        "preset",
        `unknown preset ${typeof own.preset === "string" ? JSON.stringify(own.preset) : describeValue(own.preset)}. Use one of ${PRESET_NAMES.map((n) => JSON.stringify(n)).join(", ")}.`,
      );
    }
    base = PRESETS[own.preset as PresetName];
  }
  const statuses = stringList(own, "statuses", { nonEmpty: true });
  const allowedKeys = stringList(own, "allowedKeys", { nonEmpty: false });
  const blockKinds = stringList(own, "blockKinds", { nonEmpty: true });
  const typeNames = stringList(own, "typeNames", { nonEmpty: false, identifiers: true });
  if (statuses !== undefined && !hasStatus(base)) {
    throw new ToolResultSettingsError(
      "statuses",
      `the ${JSON.stringify(base.name)} preset has no status (its results mark failure with isError). Remove statuses, or start from another preset.`,
    );
  }
  if (blockKinds !== undefined && base.taggedBlocks) {
    throw new ToolResultSettingsError(
      "blockKinds",
      `the ${JSON.stringify(base.name)} preset's blocks are tagged, with fields of their own per kind, which a list of names cannot give. Remove blockKinds, or start from another preset.`,
    );
  }
  if (blockKinds !== undefined && !blockKinds.includes("json")) {
    throw new ToolResultSettingsError(
      "blockKinds",
      `must include "json": the fix moves telemetry into { json: ... } blocks, which a contract without them would reject. Add "json" to the list.`,
    );
  }
  const custom = statuses ?? allowedKeys ?? blockKinds;
  const contract: ToolResultContract =
    custom === undefined
      ? base
      : Object.freeze({
          // What the preset says beyond the three lists (its discriminator, tagged blocks, data keys, ...).
          ...base,
          name: "custom",
          statuses: Object.freeze(statuses ?? base.statuses),
          allowedKeys: Object.freeze(
            (allowedKeys ?? base.allowedKeys).filter((k) => k !== "status" && k !== "content"),
          ),
          blockKinds: Object.freeze(blockKinds ?? base.blockKinds),
        });
  const printWidth = own.printWidth;
  if (
    printWidth !== undefined &&
    (typeof printWidth !== "number" || !Number.isInteger(printWidth) || printWidth < 20 || printWidth > 1000)
  ) {
    throw new ToolResultSettingsError(
      "printWidth",
      `expected a whole number from 20 to 1000, got ${describeValue(printWidth)}.`,
    );
  }
  return Object.freeze({
    contract,
    typeNames: Object.freeze(typeNames ?? DEFAULT_TYPE_NAMES),
    topLevel: new Set(topLevelKeys(contract)),
    printWidth: printWidth ?? 80,
  });
}

function stringList(
  own: Record<string, unknown>,
  field: string,
  { nonEmpty, identifiers = false }: { nonEmpty: boolean; identifiers?: boolean },
): string[] | undefined {
  const value = own[field];
  if (value === undefined) return undefined;
  const expected = `a${nonEmpty ? " non-empty" : "n"} array of ${identifiers ? "type names" : "non-empty strings"}`;
  if (!isArray(value, field)) {
    throw new ToolResultSettingsError(field, `expected ${expected}, got ${describeValue(value)}.`);
  }
  const array = value as unknown[];
  let length: unknown;
  try {
    length = array.length;
  } catch (error) {
    throw failure(field, error);
  }
  if (typeof length !== "number" || !Number.isInteger(length) || length < 0 || length > MAX_ENTRIES) {
    throw new ToolResultSettingsError(
      field,
      `expected ${expected} of at most ${MAX_ENTRIES} entries, got a length of ${describeValue(length)}.`,
    );
  }
  if (nonEmpty && length === 0) {
    throw new ToolResultSettingsError(field, `expected ${expected}, got an empty array.`);
  }
  const items: string[] = [];
  const seen = new Set<string>();
  for (let index = 0; index < length; index++) {
    const at = `${field}[${index}]`;
    let present: boolean;
    let item: unknown;
    try {
      present = Object.hasOwn(array, index);
      item = present ? array[index] : undefined;
    } catch (error) {
      throw failure(at, error);
    }
    if (!present) {
      throw new ToolResultSettingsError(at, `missing (a hole in the array). Give every entry a value.`);
    }
    if (typeof item !== "string" || item.length === 0 || (identifiers && !IDENTIFIER.test(item))) {
      throw new ToolResultSettingsError(
        at,
        `expected ${identifiers ? "a type name" : "a non-empty string"}, got ${describeValue(item)}.`,
      );
    }
    if (seen.has(item)) throw new ToolResultSettingsError(at, `${JSON.stringify(item)} is listed twice.`);
    seen.add(item);
    items.push(item);
  }
  return items;
}
