/**
 * `settings["tool-result"]` in an ESLint config: the contract (read by the one contract parser,
 * `define.ts`, with the same words as the runtime's contracts) and the fields only the rules use (type
 * names, the fix's print width, the MCP revision).
 */
import { closestName } from "../common/closest.js";
import { describeThrown, describeValue } from "../common/describe-value.js";
import { deepFreeze } from "../common/freeze.js";
import { isIdentifierName, isReservedTypeName } from "../common/identifier.js";
import { quote } from "../common/text.js";
import { completeContract } from "./define.js";
import { DEFAULT_CONTRACT, PRESETS, topLevelKeys, type PresetName, type ToolResultContract } from "./presets.js";
import { dataOf, fail, holdsData, isFieldProblem, isObjectAt, oneOf, ownField, ownFields, stringList } from "./read.js";

/** The MCP specification revisions the rules know (`settings["tool-result"].mcp.protocolVersion`). */
export const MCP_PROTOCOL_VERSIONS = ["2025-11-25", "2026-07-28"] as const;
export type McpProtocolVersion = (typeof MCP_PROTOCOL_VERSIONS)[number];

/** Prettier's `trailingComma` values (`settings["tool-result"].trailingComma`). */
export const TRAILING_COMMAS = ["all", "es5", "none"] as const;
export type TrailingComma = (typeof TRAILING_COMMAS)[number];

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
  /** The line width the fix lays its edits out to: a whole number from 20 to 1000 (default 80). */
  printWidth?: number;
  /**
   * Prettier's `tabWidth`: the columns a tab counts for and the spaces of one indentation level, from 1 to
   * 16, where the code around the object does not show its indentation (default 2).
   */
  tabWidth?: number;
  /**
   * Prettier's `trailingComma` (`"all"`, `"es5"` or `"none"`): whether a list the fix writes on several
   * lines ends with a comma, where the object does not show it (default `"all"`, a comma).
   */
  trailingComma?: TrailingComma;
  /** Prettier's `useTabs`: indent by tabs, where the code around the object does not show its indentation (default false). */
  useTabs?: boolean;
  /** Prettier's `bracketSpacing`: `{ a }` (true, the default) or `{a}`, where the object does not show it. */
  bracketSpacing?: boolean;
  /** MCP servers: the specification revision they speak (default `"2025-11-25"`). */
  mcp?: { protocolVersion?: McpProtocolVersion };
}

export interface ResolvedSettings {
  readonly contract: ToolResultContract;
  readonly typeNames: readonly string[];
  /** Every key the contract allows at the top level (status, content and `allowedKeys`), for look-ups. */
  readonly topLevel: ReadonlySet<string>;
  /** The line width the fix lays its edits out to (default 80). */
  readonly printWidth: number;
  /** Prettier's `tabWidth`; undefined: as the code around the object shows, else 2. */
  readonly tabWidth: number | undefined;
  /** Whether a list the fix writes on several lines ends with a comma (Prettier's `trailingComma`, default a comma). */
  readonly trailingComma: boolean;
  /** Whether to indent by tabs where the code does not show it (Prettier's `useTabs`, default false). */
  readonly useTabs: boolean;
  /** `{ a }` rather than `{a}` (Prettier's `bracketSpacing`, default true). */
  readonly bracketSpacing: boolean;
  /** What the rules assume of MCP servers. */
  readonly mcp: { readonly protocolVersion: McpProtocolVersion };
  /**
   * The `mcp` contract with the top-level keys `allowedKeys` adds to its preset's (`allowedKeys:
   * ["toolUseId", "traceId"]` over the default preset adds `traceId`): an MCP result's other keys reach
   * the client, so a key the settings allow is allowed in every MCP result, at a tool site too.
   * `PRESETS.mcp` itself when they add none.
   */
  readonly mcpContract: ToolResultContract;
}

export const SETTINGS_KEY = "tool-result";
export const DEFAULT_TYPE_NAMES: readonly string[] = Object.freeze(["ToolResult"]);
export const DEFAULT_PRINT_WIDTH = 80;
/** The narrowest and widest `printWidth`. */
export const PRINT_WIDTH_RANGE = Object.freeze([20, 1000] as const);
/** The narrowest and widest `tabWidth`. */
export const TAB_WIDTH_RANGE = Object.freeze([1, 16] as const);
export const DEFAULT_MCP_PROTOCOL_VERSION: McpProtocolVersion = "2025-11-25";

const PROTOCOL_VERSION = { noun: "MCP protocol version", expected: "an MCP protocol version" } as const;
const TRAILING_COMMA = {
  noun: "trailingComma value",
  expected: "Prettier's trailingComma (as in your formatter's config)",
} as const;
const CONTRACT_SETTINGS = ["preset", "statuses", "allowedKeys", "blockKinds"] as const;
const FIELDS = [
  ...CONTRACT_SETTINGS,
  "typeNames",
  "printWidth",
  "tabWidth",
  "trailingComma",
  "useTabs",
  "bracketSpacing",
  "mcp",
] as const;

/** The head of every settings message: `Invalid ESLint setting settings["tool-result"].statuses[1]: `. */
function head(field: string): string {
  const at = field === "" ? "" : field.startsWith("[") ? field : `.${field}`;
  return `Invalid ESLint setting settings["${SETTINGS_KEY}"]${at}: `;
}

/**
 * Thrown for a `settings["tool-result"]` that cannot be used. `message` is ESLint's wording; `field` and
 * `problem` are its parts, for a host that words the head its own way (oxlint).
 */
export class ToolResultSettingsError extends Error {
  override name = "ToolResultSettingsError";
  /** Where, inside `settings["tool-result"]`: `statuses[1]`, `mcp.protocolVersion`; `""` for the object itself. */
  readonly field: string;
  /** What is wrong and how to fix it, without the `Invalid ESLint setting settings["tool-result"].x: ` head. */
  readonly problem: string;

  constructor(field: string, problem: string) {
    super(`${head(field)}${problem}`);
    this.field = field;
    this.problem = problem;
  }
}

const DEFAULT_MCP = Object.freeze({ protocolVersion: DEFAULT_MCP_PROTOCOL_VERSION });
const DEFAULT_RESOLVED: ResolvedSettings = Object.freeze({
  contract: DEFAULT_CONTRACT,
  typeNames: DEFAULT_TYPE_NAMES,
  topLevel: new Set(topLevelKeys(DEFAULT_CONTRACT)),
  printWidth: DEFAULT_PRINT_WIDTH,
  tabWidth: undefined,
  trailingComma: true,
  useTabs: false,
  bracketSpacing: true,
  mcp: DEFAULT_MCP,
  mcpContract: PRESETS.mcp,
});
/** Parsed settings by the object they were read from, with the data it held then ({@link dataOf}). */
const cache = new WeakMap<object, { readonly data: { readonly data: unknown }; readonly resolved: ResolvedSettings }>();

/**
 * Reads the contract from ESLint's shared settings (the whole `settings` object, or `undefined`).
 * Results are cached per settings object and the data it holds, so calling this once per file costs a
 * map look-up and a read of the fields; an object changed in place (`settings["tool-result"].preset =
 * "mcp"`, as a long-lived host may do) is read anew.
 *
 * Only own, enumerable fields count (as in JSON), each is read once, and anything that goes wrong while
 * reading (a throwing getter, a revoked proxy, a proxy whose length lies) becomes a
 * {@link ToolResultSettingsError} that names the field: no value, however hostile, makes this throw
 * anything else, and its message is bounded (quoted values and thrown messages are cut).
 */
export function resolveSettings(settings: unknown): ResolvedSettings {
  try {
    if (settings === undefined || settings === null || typeof settings !== "object") return DEFAULT_RESOLVED;
    const own = ownField(settings, SETTINGS_KEY, "");
    if (own === undefined) {
      // A slip of the pen (`"tool-results"`, `toolResult`) would leave the intended contract unread.
      const misnamed = Object.keys(settings).find((key) => closestName(key, [SETTINGS_KEY]) !== undefined);
      if (misnamed !== undefined) {
        fail(
          "",
          `is not set, but settings[${quote(misnamed)}] is, which the plugin does not read. Rename it to "${SETTINGS_KEY}".`,
        );
      }
      return DEFAULT_RESOLVED;
    }
    if (!isObjectAt(own, "")) {
      fail("", `expected an object like { preset: "strands" }, got ${describeValue(own)}.`);
    }
    const cached = cache.get(own);
    if (cached && holdsData(own, cached.data)) return cached.resolved;
    const data = dataOf(own);
    const resolved = parseSettings(ownFields(own, "", FIELDS));
    if (data !== undefined) cache.set(own, { data, resolved });
    return resolved;
  } catch (error) {
    if (isFieldProblem(error)) throw new ToolResultSettingsError(error.field, error.problem);
    // Defence in depth: a value that got past the guards is still this error, never an exception of its own.
    throw new ToolResultSettingsError("", `reading it threw ${describeThrown(error)}. Give it plain values.`);
  }
}

/** The contract alone; see {@link resolveSettings}. */
export function resolveContract(settings: unknown): ToolResultContract {
  return resolveSettings(settings).contract;
}

function parseSettings(own: Readonly<Record<string, unknown>>): ResolvedSettings {
  const contractFields = Object.create(null) as Record<string, unknown>;
  for (const name of CONTRACT_SETTINGS) contractFields[name] = own[name];
  const contract = completeContract(contractFields);
  // The fix moves telemetry into { json: ... } blocks: a keyed contract without them would reject its edits.
  if (own.blockKinds !== undefined && contract.taggedBlocks === undefined && !contract.blockKinds.includes("json")) {
    fail(
      "blockKinds",
      `must include "json": the fix moves telemetry into { json: ... } blocks, which a contract without them would reject. Add "json" to the list.`,
    );
  }
  const typeNames =
    own.typeNames === undefined
      ? DEFAULT_TYPE_NAMES
      : Object.freeze(
          stringList(own.typeNames, "typeNames", { nonEmpty: false, entry: "a type name", check: typeNameProblem }),
        );
  return Object.freeze({
    contract,
    typeNames,
    topLevel: new Set(topLevelKeys(contract)),
    printWidth:
      wholeNumber(own.printWidth, "printWidth", PRINT_WIDTH_RANGE, "the line width the fix lays out to") ??
      DEFAULT_PRINT_WIDTH,
    tabWidth: wholeNumber(own.tabWidth, "tabWidth", TAB_WIDTH_RANGE, "the columns a tab counts for"),
    trailingComma:
      own.trailingComma === undefined ||
      oneOf(own.trailingComma, "trailingComma", TRAILING_COMMAS, TRAILING_COMMA) !== "none",
    useTabs: own.useTabs !== undefined && flag(own.useTabs, "useTabs", "indent by tabs"),
    bracketSpacing: own.bracketSpacing === undefined || flag(own.bracketSpacing, "bracketSpacing", "{ a } or {a}"),
    mcp: mcpOf(own.mcp),
    mcpContract: withAddedKeys(
      PRESETS.mcp,
      addedKeys(contract, own.preset === undefined ? DEFAULT_CONTRACT : PRESETS[own.preset as PresetName]),
    ),
  });
}

/** The top-level keys `contract` allows that `preset` does not. */
function addedKeys(contract: ToolResultContract, preset: ToolResultContract): readonly string[] {
  return contract.allowedKeys.filter((key) => !preset.allowedKeys.includes(key));
}

/** `contract` allowing `keys` too: itself when it allows them already. */
function withAddedKeys(contract: ToolResultContract, keys: readonly string[]): ToolResultContract {
  const added = keys.filter((key) => !contract.allowedKeys.includes(key));
  return added.length === 0 ? contract : deepFreeze({ ...contract, allowedKeys: [...contract.allowedKeys, ...added] });
}

/** Why `name` cannot name a type in TypeScript (not an identifier, or a reserved word), or undefined. */
function typeNameProblem(name: string): string | undefined {
  if (!isIdentifierName(name)) return `expected a type name, got ${describeValue(name)}.`;
  if (isReservedTypeName(name))
    return `expected a type name, got the reserved word ${quote(name)}, which no type can be called.`;
  return undefined;
}

/** A whole number in `[min, max]` at `field`, or undefined when the field is not set. */
function wholeNumber(
  value: unknown,
  field: string,
  [min, max]: readonly [number, number],
  what: string,
): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    fail(
      field,
      `expected a whole number from ${min} to ${max} (${what}, as in your formatter's config), got ${describeValue(value)}.`,
    );
  }
  return value;
}

/** A boolean at `field`. */
function flag(value: unknown, field: string, what: string): boolean {
  if (typeof value !== "boolean") {
    fail(field, `expected true or false (${what}, as in your formatter's config), got ${describeValue(value)}.`);
  }
  return value;
}

function mcpOf(value: unknown): ResolvedSettings["mcp"] {
  if (value === undefined) return DEFAULT_MCP;
  if (!isObjectAt(value, "mcp")) {
    fail("mcp", `expected an object like { protocolVersion: "2025-11-25" }, got ${describeValue(value)}.`);
  }
  const own = ownFields(value, "mcp", ["protocolVersion"]);
  if (own.protocolVersion === undefined) return DEFAULT_MCP;
  return Object.freeze({
    protocolVersion: oneOf(own.protocolVersion, "mcp.protocolVersion", MCP_PROTOCOL_VERSIONS, PROTOCOL_VERSION),
  });
}
