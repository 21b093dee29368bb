/**
 * The one contract parser: it completes a partial contract over a preset and checks every field, for
 * the ESLint settings (`settings.ts`, which adds its own fields) and for the runtime
 * (`defineContract`, `validateToolResult(value, { preset: "strands" })`, `contractToJsonSchema`) alike,
 * with the same words. A field left out keeps the preset's value; a field given replaces it. The result
 * is a new contract object, frozen deeply, that holds copies of what was read, so no getter of the
 * partial runs again; a preset named alone is the preset object itself.
 */
import { describeValue } from "../common/describe-value.js";
import { deepFreeze } from "../common/freeze.js";
import { quote } from "../common/text.js";
import { KEY_TYPES } from "./keys.js";
import {
  DEFAULT_CONTRACT,
  PRESET_NAMES,
  PRESETS,
  type FieldSet,
  type FieldShape,
  type PresetName,
  type TaggedBlocks,
  type ToolResultContract,
} from "./presets.js";
import {
  element,
  fail,
  isFieldProblem,
  isObjectAt,
  member,
  oneOf,
  ownFields,
  PRESET_CHOICE,
  stringList,
} from "./read.js";

/**
 * A contract as a user writes it: a preset to start from (default `"strands-robots"`) and the fields
 * that replace the preset's. Every field is optional; `{}` is the default contract.
 */
export interface ContractDefinition {
  /** The preset the other fields complete; `"strands-robots"` when left out. */
  readonly preset?: PresetName | undefined;
  /** A label for messages; `"custom"` when another field changes the preset. */
  readonly name?: string | undefined;
  /** The values `status` may take (none for a contract whose results carry no status). */
  readonly statuses?: readonly string[] | undefined;
  /** Top-level keys allowed beside the required ones (they replace the preset's: list `toolUseId` too to keep it). */
  readonly allowedKeys?: readonly string[] | undefined;
  /** The keys a content block may carry (keyed blocks), or the kinds of tagged blocks. */
  readonly blockKinds?: readonly string[] | undefined;
  /** The keys every result carries: `["status", "content"]`, or `["content"]` (MCP). */
  readonly requiredKeys?: readonly string[] | undefined;
  /** Allowed keys whose value must be a boolean (MCP: `isError`). */
  readonly booleanKeys?: readonly string[] | undefined;
  /** Allowed keys that hold an object of data (MCP: `structuredContent`, `_meta`). */
  readonly dataKeys?: readonly string[] | undefined;
  /** Whether `content` may be an empty array. */
  readonly emptyContent?: boolean | undefined;
  /** A top-level key with one fixed value that names the result's kind (Strands: `type: "toolResultBlock"`). */
  readonly discriminator?: { readonly key: string; readonly value: string } | undefined;
  /** Blocks tagged with their kind (`{ type: "text", text }`) and the fields of each kind. */
  readonly taggedBlocks?: TaggedBlocks | undefined;
  /** Allowed keys the framework sets itself (MCP 2.x: `resultType`), left out of messages. */
  readonly stampedKeys?: readonly string[] | undefined;
}

/** A contract object (a partial one is completed over its preset), or the name of a preset. */
export type ContractInput = PresetName | ContractDefinition;

/** The fields a contract object may have, in the order they are checked. */
export const CONTRACT_FIELDS = [
  "preset",
  "name",
  "statuses",
  "allowedKeys",
  "blockKinds",
  "requiredKeys",
  "booleanKeys",
  "dataKeys",
  "emptyContent",
  "discriminator",
  "taggedBlocks",
  "stampedKeys",
] as const;

/** A contract, tool-result option or setting that cannot be used (the ESLint settings have `ToolResultSettingsError`). */
export class InvalidContractError extends TypeError {
  override name = "InvalidContractError";
  /** Where, inside the contract object: `statuses[1]`, `taggedBlocks.kinds.text`; `""` for the contract itself. */
  readonly field: string;
  /** What is wrong and how to fix it, without the `Invalid tool-result contract ...: ` head. */
  readonly problem: string;

  constructor(field: string, problem: string) {
    super(
      field === ""
        ? `Invalid tool-result contract: ${problem}`
        : `Invalid tool-result contract field ${field}: ${problem}`,
    );
    this.field = field;
    this.problem = problem;
  }
}

/** Contracts made by this module, frozen and checked already: given again, they are used as they are. */
const defined = new WeakSet<object>();
for (const name of PRESET_NAMES) defined.add(PRESETS[name]);

/** Whether `value` is a contract this module made (a preset, `defineContract`'s): frozen, it never changes. */
export function isDefinedContract(value: unknown): boolean {
  return typeof value === "object" && value !== null && defined.has(value);
}

/**
 * A complete contract from `partial`: its preset (`"strands-robots"` when left out) with the fields given
 * replacing the preset's, checked, copied and frozen. `defineContract({ preset: "strands", allowedKeys:
 * ["toolUseId", "error", "traceId"] })` is the strands contract with one more key; `defineContract()` is the
 * default contract. Throws an {@link InvalidContractError} that names the field and the fix (with the
 * closest name for a misspelled field or preset).
 */
export function defineContract(partial: ContractDefinition = {}): ToolResultContract {
  return contractOf(partial);
}

/**
 * The contract `input` stands for: the default for undefined, a preset for its name, and a contract
 * object completed by {@link defineContract}. Throws an {@link InvalidContractError}.
 */
export function contractOf(input: ContractInput | undefined): ToolResultContract {
  try {
    if (input === undefined) return DEFAULT_CONTRACT;
    if (typeof input === "string") return PRESETS[oneOf(input, "", PRESET_NAMES, PRESET_CHOICE)];
    if (!isObjectAt(input, "")) {
      fail(
        "",
        `expected a preset name (${PRESET_NAMES.map((n) => JSON.stringify(n)).join(", ")}) or a contract object like { preset: "strands", allowedKeys: ["toolUseId", "traceId"] }, got ${describeValue(input)}.`,
      );
    }
    if (defined.has(input)) return input as ToolResultContract;
    return completeContract(ownFields(input, "", CONTRACT_FIELDS));
  } catch (error) {
    throw asContractError(error);
  }
}

/** The error a thrown problem becomes; anything else (a defect) is described, never let through raw. */
function asContractError(error: unknown): InvalidContractError {
  if (isFieldProblem(error)) return new InvalidContractError(error.field, error.problem);
  return new InvalidContractError("", `it could not be read (${describeValue(error)}). Pass a plain object.`);
}

/**
 * Completes the fields read from a partial contract (own fields, read once: see read.ts) over their
 * preset, and checks them. Throws a FieldProblem. The settings call it with their contract fields.
 */
export function completeContract(fields: Readonly<Record<string, unknown>>): ToolResultContract {
  const given = (name: string): boolean => fields[name] !== undefined;
  const base: ToolResultContract = given("preset")
    ? PRESETS[oneOf(fields.preset, "preset", PRESET_NAMES, PRESET_CHOICE)]
    : DEFAULT_CONTRACT;
  if (!CONTRACT_FIELDS.some((name) => name !== "preset" && given(name))) return base;
  const what = `the ${quote(base.name)} preset`;

  let name = "custom";
  if (given("name")) {
    if (typeof fields.name !== "string" || fields.name.length === 0) {
      fail(
        "name",
        `expected a non-empty string (a label for messages, like "custom"), got ${describeValue(fields.name)}.`,
      );
    }
    name = fields.name;
  }

  let requiredKeys = base.requiredKeys;
  if (given("requiredKeys")) {
    const keys = stringList(fields.requiredKeys, "requiredKeys", {
      nonEmpty: true,
      check: (key) =>
        key === "status" || key === "content"
          ? undefined
          : `${quote(key)} is not a key every result can be required to carry: requiredKeys lists "content", and "status" when results carry one.`,
    });
    if (!keys.includes("content")) fail("requiredKeys", `must list "content": every tool result carries its content.`);
    requiredKeys = keys;
  }
  const carriesStatus = requiredKeys === undefined || requiredKeys.includes("status");

  let statuses: readonly string[];
  if (given("statuses")) {
    if (carriesStatus) statuses = stringList(fields.statuses, "statuses", { nonEmpty: true });
    else {
      statuses = stringList(fields.statuses, "statuses", { nonEmpty: false });
      if (statuses.length > 0) {
        fail(
          "statuses",
          given("requiredKeys")
            ? `results of this contract carry no status (requiredKeys does not list "status"). Remove statuses, or add "status" to requiredKeys.`
            : `${what} has no status (its results ${base.booleanKeys?.includes("isError") ? "mark failure with isError" : "carry none"}). Remove statuses, or start from another preset.`,
        );
      }
    }
  } else if (!carriesStatus) statuses = [];
  else if (base.statuses.length > 0) statuses = base.statuses;
  else {
    fail(
      "statuses",
      `missing: results of this contract carry a status, and ${what} lists none. List the statuses, like ["success", "error"].`,
    );
  }

  const allowedKeys = given("allowedKeys")
    ? stringList(fields.allowedKeys, "allowedKeys", { nonEmpty: false }).filter(
        (key) => key !== "status" && key !== "content",
      )
    : base.allowedKeys;

  const taggedBlocks = given("taggedBlocks") ? taggedBlocksOf(fields.taggedBlocks) : base.taggedBlocks;
  let blockKinds: readonly string[];
  if (given("blockKinds")) {
    if (!given("taggedBlocks") && base.taggedBlocks !== undefined) {
      fail(
        "blockKinds",
        `${what}'s blocks are tagged, with fields of their own per kind, which a list of names cannot give. Remove blockKinds, or start from another preset.`,
      );
    }
    blockKinds = stringList(fields.blockKinds, "blockKinds", { nonEmpty: true });
  } else if (given("taggedBlocks")) {
    blockKinds = Object.keys(taggedBlocks!.kinds);
    if (blockKinds.length === 0) {
      fail(
        "taggedBlocks.kinds",
        `lists no kind of block. Give each kind its fields, like { text: { required: { text: "string" } } }.`,
      );
    }
  } else blockKinds = base.blockKinds;

  const booleanKeys = typedKeys(fields, "booleanKeys", base.booleanKeys, allowedKeys, "boolean");
  const dataKeys = typedKeys(fields, "dataKeys", base.dataKeys, allowedKeys, "object");
  booleanKeys?.forEach((key, index) => {
    if (dataKeys?.includes(key)) {
      fail(
        element("booleanKeys", index),
        `${quote(key)} is listed in dataKeys too. A key holds a boolean or an object, not both: remove it from one of them.`,
      );
    }
  });

  let emptyContent = base.emptyContent;
  if (given("emptyContent")) {
    if (typeof fields.emptyContent !== "boolean") {
      fail(
        "emptyContent",
        `expected true or false (whether content may be an empty array), got ${describeValue(fields.emptyContent)}.`,
      );
    }
    emptyContent = fields.emptyContent;
  }

  const discriminator = given("discriminator") ? discriminatorOf(fields.discriminator) : base.discriminator;

  const contract: { -readonly [K in keyof ToolResultContract]: ToolResultContract[K] } = {
    name,
    statuses: [...statuses],
    allowedKeys: [...allowedKeys],
    blockKinds: [...blockKinds],
  };
  if (discriminator !== undefined) contract.discriminator = discriminator;
  if (taggedBlocks !== undefined) contract.taggedBlocks = taggedBlocks;
  if (requiredKeys !== undefined) contract.requiredKeys = [...requiredKeys];
  if (booleanKeys !== undefined) contract.booleanKeys = booleanKeys;
  if (dataKeys !== undefined) contract.dataKeys = dataKeys;
  if (emptyContent !== undefined) contract.emptyContent = emptyContent;
  // Keys the preset's framework stamps itself stay stamped while they stay allowed.
  const stampedKeys = given("stampedKeys")
    ? stringList(fields.stampedKeys, "stampedKeys", {
        nonEmpty: false,
        check: (key) =>
          allowedKeys.includes(key) ? undefined : `${quote(key)} is not in allowedKeys. Add it there too.`,
      })
    : base.stampedKeys?.filter((key) => allowedKeys.includes(key));
  if (stampedKeys !== undefined && stampedKeys.length > 0) contract.stampedKeys = stampedKeys;
  const frozen = deepFreeze(contract);
  defined.add(frozen);
  return frozen;
}

/**
 * `booleanKeys` or `dataKeys`: allowed keys whose value must be a boolean, or an object of data. A key the
 * contract data types otherwise (`toolUseId` is a string) is refused. Left out, the preset's are kept, as
 * far as they are still allowed keys.
 */
function typedKeys(
  fields: Readonly<Record<string, unknown>>,
  name: "booleanKeys" | "dataKeys",
  inherited: readonly string[] | undefined,
  allowedKeys: readonly string[],
  type: "boolean" | "object",
): string[] | undefined {
  if (fields[name] === undefined) return inherited?.filter((key) => allowedKeys.includes(key));
  return stringList(fields[name], name, {
    nonEmpty: false,
    check: (key) => {
      if (!allowedKeys.includes(key)) return `${quote(key)} is not in allowedKeys. Add it there too.`;
      const known = Object.hasOwn(KEY_TYPES, key) ? KEY_TYPES[key] : undefined;
      return known !== undefined && known !== type
        ? `${quote(key)} always holds ${known === "object" ? "an object" : `a ${known}`}, not ${type === "object" ? "an object" : `a ${type}`}. Remove it from ${name}.`
        : undefined;
    },
  });
}

function discriminatorOf(value: unknown): { readonly key: string; readonly value: string } {
  const example = '{ key: "type", value: "toolResultBlock" }';
  if (!isObjectAt(value, "discriminator")) {
    fail("discriminator", `expected an object like ${example}, got ${describeValue(value)}.`);
  }
  const own = ownFields(value, "discriminator", ["key", "value"]);
  for (const part of ["key", "value"] as const) {
    if (typeof own[part] !== "string" || own[part] === "") {
      fail(`discriminator.${part}`, `expected a non-empty string (as in ${example}), got ${describeValue(own[part])}.`);
    }
  }
  const key = own.key as string;
  if (key === "status" || key === "content") {
    fail(
      "discriminator.key",
      `${quote(key)} is a key every result carries; name the kind with another key, like "type".`,
    );
  }
  return { key, value: own.value as string };
}

/** How deep `{ object: ... }` field sets may nest in a contract (MCP's go one level down). */
const MAX_FIELD_DEPTH = 8;

function taggedBlocksOf(value: unknown): TaggedBlocks {
  if (!isObjectAt(value, "taggedBlocks")) {
    fail("taggedBlocks", `expected an object like { tag: "type", kinds: { ... } }, got ${describeValue(value)}.`);
  }
  const own = ownFields(value, "taggedBlocks", ["tag", "kinds"]);
  const tag = own.tag;
  if (typeof tag !== "string" || tag === "") {
    fail(
      "taggedBlocks.tag",
      `expected a non-empty string (the key that names a block's kind, like "type"), got ${describeValue(tag)}.`,
    );
  }
  const kinds = own.kinds;
  if (!isObjectAt(kinds, "taggedBlocks.kinds")) {
    fail(
      "taggedBlocks.kinds",
      `expected an object like { text: { required: { text: "string" } } }, got ${describeValue(kinds)}.`,
    );
  }
  const entries = Object.entries(ownFields(kinds, "taggedBlocks.kinds", undefined));
  return {
    tag,
    // fromEntries defines each kind as an own property, so that a kind named __proto__ is one.
    kinds: Object.fromEntries(
      entries
        .filter(([, fields]) => fields !== undefined)
        .map(([kind, fields]) => [kind, fieldSetOf(fields, member("taggedBlocks.kinds", kind), tag, 0)]),
    ),
  };
}

const ROLES = ["required", "optional", "exactlyOne"] as const;

function fieldSetOf(value: unknown, at: string, tag: string, depth: number): FieldSet {
  if (!isObjectAt(value, at)) {
    fail(
      at,
      `expected an object like { required: { text: "string" }, optional: { ... } }, got ${describeValue(value)}.`,
    );
  }
  const own = ownFields(value, at, ROLES);
  const seen = new Set<string>();
  const sets: Partial<Record<(typeof ROLES)[number], Record<string, FieldShape>>> = {};
  for (const role of ROLES) {
    const where = member(at, role);
    const record = own[role];
    if (record === undefined) {
      if (role === "required") {
        fail(
          where,
          `missing. List the fields every block of this kind carries, like { text: "string" } ({} for none).`,
        );
      }
      continue;
    }
    if (!isObjectAt(record, where))
      fail(where, `expected an object like { text: "string" }, got ${describeValue(record)}.`);
    const entries: [string, FieldShape][] = [];
    for (const [name, shape] of Object.entries(ownFields(record, where, undefined))) {
      const fieldAt = member(where, name);
      if (shape === undefined) continue;
      if (name === tag) fail(fieldAt, `${quote(tag)} is the tag; list only the fields besides it.`);
      if (seen.has(name))
        fail(
          fieldAt,
          `${quote(name)} is listed twice (in more than one of required, optional and exactlyOne). List each once.`,
        );
      seen.add(name);
      entries.push([name, shapeOf(shape, fieldAt, tag, depth)]);
    }
    sets[role] = Object.fromEntries(entries);
  }
  if (sets.exactlyOne !== undefined && Object.keys(sets.exactlyOne).length === 1) {
    fail(member(at, "exactlyOne"), "lists one field; list two or more (a single one is a required field).");
  }
  const set: {
    required: Record<string, FieldShape>;
    optional?: Record<string, FieldShape>;
    exactlyOne?: Record<string, FieldShape>;
  } = {
    required: sets.required ?? {},
  };
  if (sets.optional !== undefined) set.optional = sets.optional;
  if (sets.exactlyOne !== undefined) set.exactlyOne = sets.exactlyOne;
  return set;
}

function shapeOf(value: unknown, at: string, tag: string, depth: number): FieldShape {
  if (value === "string" || value === "number" || value === "object" || value === "array") return value;
  if (isObjectAt(value, at)) {
    const own = ownFields(value, at, ["object"]);
    if (own.object !== undefined) {
      if (depth >= MAX_FIELD_DEPTH)
        fail(at, `nests field sets more than ${MAX_FIELD_DEPTH} levels deep. Flatten the block's fields.`);
      return { object: fieldSetOf(own.object, member(at, "object"), tag, depth + 1) };
    }
  }
  return fail(
    at,
    `expected "string", "number", "object", "array" or { object: { required: { ... } } }, got ${describeValue(value)}.`,
  );
}
