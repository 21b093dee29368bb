/**
 * Turns a contract (an object or a preset name) into the look-up tables the validator uses, once per
 * contract object. Longer than most modules because every field of a custom contract (its lists, its
 * tagged blocks' field sets) is read once, in a guard, and checked with an error that names the field.
 */
import {
  BLOCK_SHAPES,
  DEFAULT_CONTRACT,
  PRESET_NAMES,
  PRESETS,
  topLevelKeys,
  type BlockShape,
  type PresetName,
  type ToolResultContract,
} from "../../contract/presets.js";
import { KEY_TYPES } from "../../contract/keys.js";
import { quoteList } from "../../common/text.js";
import { makeKindIndex, type KindIndex } from "./kind-of.js";
import { messages, settings } from "./messages.js";

/** A contract object, or the name of a preset (`"strands-robots"`, `"strands"`, `"mcp"`). */
export type ContractInput = ToolResultContract | PresetName;

export interface CompiledContract {
  readonly contract: ToolResultContract;
  /** The contract's name, read once (for messages). */
  readonly name: string;
  /** The block kinds, in contract order, with the shape each must hold (undefined: any JSON value). */
  readonly kinds: readonly string[];
  readonly shapes: readonly (BlockShape | undefined)[];
  /** For messages: `"status", "content" or "toolUseId"`, `"success", "error" or "degraded"`, `"text", "json" or "image"`. */
  readonly quoted: { readonly topKeys: string; readonly statuses: string; readonly kinds: string };
  /** Which block kind a block's own key names (see kind-of.ts). */
  readonly kindIndex: KindIndex;
  /** The index of a status among the contract's statuses, or -1. */
  readonly statusIndex: KindIndex;
  /** What a top-level key is: TOP_STRING (like toolUseId), TOP_BOOLEAN (like isError), TOP_OBJECT (an object of data, like structuredContent), TOP_ANY (an allowed key of any value) or -1 (not allowed); status (when the contract has one) and content are the walk's own. */
  readonly topKeyType: (key: string) => number;
  /** Whether results carry a `status` (MCP results do not: a `status` key is then an extra key). */
  readonly hasStatus: boolean;
  /** Whether `content` may be an empty array. */
  readonly emptyContent: boolean;
  /** Tagged blocks (`{ type: "text", text }`), or undefined for keyed blocks (`{ text }`). */
  readonly tagged: CompiledTagged | undefined;
  /** Messages that depend only on the contract, written once. */
  readonly texts: {
    readonly extraKey: string;
    /** For a `status` key under a contract without status. */
    readonly statusKey: string;
    /** A result of this contract, for messages: `{ status: "success", content: [{ text: "..." }] }`. */
    readonly example: string;
    /** A block of this contract, for messages: `{ text: "..." }`, `{ type: "text", text: "..." }`. */
    readonly block: string;
  };
}

/** What a field of a tagged block holds, compiled: a type name, or the fields of a nested object. */
export type CompiledShape = "string" | "number" | "object" | "array" | CompiledFields;

/** A field set, compiled: every field by name (a Map, so that no name is a prototype look-up). */
export interface CompiledFields {
  readonly fields: ReadonlyMap<string, CompiledShape>;
  /** The fields that must be present, in contract order. */
  readonly required: readonly string[];
  /** The fields of which exactly one must be present (empty: none such). */
  readonly exactlyOne: readonly string[];
}

export interface CompiledTagged {
  /** The key that names a block's kind (`type`). */
  readonly tag: string;
  /** The fields of each kind, by its index in `kinds`. */
  readonly kinds: readonly CompiledFields[];
  /** The top-level keys that hold data (`structuredContent`, `_meta`), for the fix an extra field's message offers. */
  readonly dataKeys: readonly string[];
}

const cache = new WeakMap<object, CompiledContract>();
/** The contract compiled last, and what it was compiled from: most callers pass the same one each time. */
let lastInput: ContractInput | undefined;
let lastCompiled: CompiledContract | undefined;

/**
 * Compiles `input`, or throws a TypeError that names the field that cannot be used. The contract's
 * fields are read once, each in a guard, and the lists are copied: the tables never change afterwards.
 */
export function compileContract(input: ContractInput | undefined): CompiledContract {
  if (input === lastInput && lastCompiled !== undefined) return lastCompiled;
  const compiled = compile(input);
  lastInput = input;
  lastCompiled = compiled;
  return compiled;
}

function compile(input: ContractInput | undefined): CompiledContract {
  let contract: unknown = input ?? DEFAULT_CONTRACT;
  if (typeof contract === "string") {
    if (!Object.hasOwn(PRESETS, contract)) throw new TypeError(settings.unknownPreset(contract, PRESET_NAMES));
    contract = PRESETS[contract as PresetName];
  }
  if (contract === null || typeof contract !== "object") throw new TypeError(settings.contractNotObject(contract));
  const cached = cache.get(contract);
  if (cached) return cached;
  const name = field(contract, "name");
  if (typeof name !== "string") throw new TypeError(settings.contractName(name));
  const requiredKeys = optionalStringList(contract, "requiredKeys");
  if (requiredKeys !== undefined) {
    requiredKeys.forEach((key, index) => {
      if (key !== "status" && key !== "content") {
        throw new TypeError(settings.contractRequiredKey(`requiredKeys[${index}]`, key));
      }
    });
    if (!requiredKeys.includes("content")) throw new TypeError(settings.contractNoContent());
  }
  const hasStatus = requiredKeys === undefined || requiredKeys.includes("status");
  // A contract without status needs no statuses; one with status needs at least one.
  const statusList = field(contract, "statuses");
  const statuses = hasStatus || statusList !== undefined ? listOf("statuses", statusList) : [];
  if (hasStatus && statuses.length === 0) throw new TypeError(settings.contractNoStatuses());
  const allowedKeys = stringList(contract, "allowedKeys");
  const blockKinds = stringList(contract, "blockKinds");
  if (blockKinds.length === 0) throw new TypeError(settings.contractNoKinds());
  const booleanKeys = typedKeys(contract, "booleanKeys", allowedKeys, "boolean");
  const dataKeys = typedKeys(contract, "dataKeys", allowedKeys, "object");
  booleanKeys.forEach((key, index) => {
    if (dataKeys.includes(key)) throw new TypeError(settings.contractKeyTwice(`booleanKeys[${index}]`, key));
  });
  const emptyContent = field(contract, "emptyContent");
  if (emptyContent !== undefined && typeof emptyContent !== "boolean") {
    throw new TypeError(settings.contractBoolean("emptyContent", emptyContent));
  }
  const tagged = taggedOf(contract, blockKinds, dataKeys);
  const c = contract as ToolResultContract;
  const topKeyList = topLevelKeys({ name, statuses, allowedKeys, blockKinds, requiredKeys });
  // Keys the framework stamps itself are allowed, not offered in messages.
  const stamped = (contract as ToolResultContract).stampedKeys ?? [];
  const offered = quoteList(topKeyList.filter((key) => !stamped.includes(key)));
  const firstKind = blockKinds[0]!;
  const firstFields = tagged?.kinds[0];
  const block = firstFields
    ? `{ ${tagged!.tag}: ${JSON.stringify(firstKind)}${firstFields.required.map((f) => `, ${f}: ${firstFields.fields.get(f) === "string" ? '"..."' : "..."}`).join("")} }`
    : `{ ${firstKind}: ${Object.hasOwn(BLOCK_SHAPES, firstKind) && BLOCK_SHAPES[firstKind]!.type === "string" ? '"..."' : "..."} }`;
  const example = `{ ${hasStatus ? `status: ${JSON.stringify(statuses[0])}, ` : ""}content: [${block}] }`;
  const compiled: CompiledContract = {
    contract: c,
    name,
    kinds: blockKinds,
    shapes: blockKinds.map((kind) => (Object.hasOwn(BLOCK_SHAPES, kind) ? BLOCK_SHAPES[kind] : undefined)),
    quoted: { topKeys: offered, statuses: quoteList(statuses), kinds: quoteList(blockKinds) },
    kindIndex: makeKindIndex(blockKinds),
    statusIndex: makeKindIndex(statuses),
    topKeyType: topKeyTypeOf(topKeyList, booleanKeys, dataKeys),
    hasStatus,
    emptyContent: emptyContent === true,
    tagged,
    texts: {
      extraKey: messages.extraKey(offered, dataKeys),
      statusKey: messages.statusKey(name, booleanKeys.includes("isError"), offered),
      example,
      block,
    },
  };
  cache.set(contract, compiled);
  return compiled;
}

export const TOP_STRING = 0;
export const TOP_ANY = 1;
export const TOP_BOOLEAN = 2;
export const TOP_OBJECT = 3;

function topKeyTypeOf(
  topKeyList: readonly string[],
  booleanKeys: readonly string[],
  dataKeys: readonly string[],
): (key: string) => number {
  const allowed = topKeyList.filter((key) => key !== "status" && key !== "content");
  const types = allowed.map((key) => {
    const type = booleanKeys.includes(key)
      ? "boolean"
      : dataKeys.includes(key)
        ? "object"
        : Object.hasOwn(KEY_TYPES, key)
          ? KEY_TYPES[key]
          : undefined;
    return type === "string" ? TOP_STRING : type === "boolean" ? TOP_BOOLEAN : type === "object" ? TOP_OBJECT : TOP_ANY;
  });
  const [k0, k1] = allowed;
  const [t0, t1] = types;
  switch (allowed.length) {
    case 0:
      return () => -1;
    case 1:
      return (key) => (key === k0 ? t0! : -1);
    case 2:
      return (key) => (key === k0 ? t0! : key === k1 ? t1! : -1);
    default: {
      const index = new Map(allowed.map((key, i) => [key, types[i]!]));
      return (key) => index.get(key) ?? -1;
    }
  }
}

function field(contract: object, name: string): unknown {
  try {
    return (contract as Record<string, unknown>)[name];
  } catch (error) {
    throw new TypeError(settings.contractFieldThrew(name, error));
  }
}

type ListField = "statuses" | "allowedKeys" | "blockKinds" | "requiredKeys" | "booleanKeys" | "dataKeys";

/** {@link stringList} for a field that may be left out (undefined then). */
function optionalStringList(contract: object, name: ListField): string[] | undefined {
  const list = field(contract, name);
  return list === undefined ? undefined : listOf(name, list);
}

/**
 * `booleanKeys` or `dataKeys`: allowed keys whose value must be a boolean or an object. A key the
 * contract data types otherwise (`toolUseId` is a string) is refused.
 */
function typedKeys(
  contract: object,
  name: "booleanKeys" | "dataKeys",
  allowedKeys: readonly string[],
  type: "boolean" | "object",
): string[] {
  const keys = optionalStringList(contract, name) ?? [];
  keys.forEach((key, index) => {
    const at = `${name}[${index}]`;
    if (!allowedKeys.includes(key)) throw new TypeError(settings.contractNotAllowed(at, key));
    const known = Object.hasOwn(KEY_TYPES, key) ? KEY_TYPES[key] : undefined;
    if (known !== undefined && known !== type) throw new TypeError(settings.contractKeyType(at, key, known));
  });
  return keys;
}

/** The contract's `taggedBlocks`, checked and compiled, or undefined when it has keyed blocks. */
function taggedOf(
  contract: object,
  blockKinds: readonly string[],
  dataKeys: readonly string[],
): CompiledTagged | undefined {
  const tagged = field(contract, "taggedBlocks");
  if (tagged === undefined) return undefined;
  if (tagged === null || typeof tagged !== "object") {
    throw new TypeError(settings.contractObject("taggedBlocks", tagged, "{ tag, kinds }"));
  }
  const tag = read(tagged, "tag", "taggedBlocks.tag");
  if (typeof tag !== "string" || tag === "") throw new TypeError(settings.contractTag(tag));
  const kinds = read(tagged, "kinds", "taggedBlocks.kinds");
  if (kinds === null || typeof kinds !== "object") {
    throw new TypeError(
      settings.contractObject("taggedBlocks.kinds", kinds, '{ text: { required: { text: "string" } } }'),
    );
  }
  return {
    tag,
    kinds: blockKinds.map((kind) => {
      const at = `taggedBlocks.kinds${member(kind)}`;
      const fields = hasOwnField(kinds, kind, at) ? read(kinds, kind, at) : undefined;
      // A kind with no entry has no fields besides its tag (as the JSON Schema reads it).
      return fields === undefined ? NO_FIELDS : fieldSetOf(fields, at, tag, 0);
    }),
    dataKeys,
  };
}

const NO_FIELDS: CompiledFields = { fields: new Map(), required: [], exactlyOne: [] };

/** How deep `{ object: ... }` field sets may nest in a contract (MCP's go one level down). */
const MAX_FIELD_DEPTH = 8;

function fieldSetOf(value: unknown, at: string, tag: string, depth: number): CompiledFields {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new TypeError(settings.contractObject(at, value, "{ required: { ... }, optional: { ... } }"));
  }
  const fields = new Map<string, CompiledShape>();
  const lists: Record<"required" | "optional" | "exactlyOne", string[]> = {
    required: [],
    optional: [],
    exactlyOne: [],
  };
  for (const role of ["required", "optional", "exactlyOne"] as const) {
    const where = `${at}.${role}`;
    const record = read(value, role, where);
    if (record === undefined && role !== "required") continue;
    if (record === null || typeof record !== "object" || Array.isArray(record)) {
      throw new TypeError(settings.contractObject(where, record, `{ text: "string" }`));
    }
    let names: string[];
    try {
      names = Object.keys(record);
    } catch (error) {
      throw new TypeError(settings.contractFieldThrew(where, error));
    }
    for (const name of names) {
      const fieldAt = `${where}${member(name)}`;
      if (name === tag) throw new TypeError(settings.contractFieldIsTag(fieldAt, tag));
      if (fields.has(name)) throw new TypeError(settings.contractRepeats(fieldAt, name));
      fields.set(name, shapeOf(read(record, name, fieldAt), fieldAt, tag, depth));
      lists[role].push(name);
    }
  }
  if (lists.exactlyOne.length === 1) throw new TypeError(settings.contractExactlyOne(`${at}.exactlyOne`));
  return { fields, required: lists.required, exactlyOne: lists.exactlyOne };
}

function shapeOf(value: unknown, at: string, tag: string, depth: number): CompiledShape {
  if (value === "string" || value === "number" || value === "object" || value === "array") return value;
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const inner = read(value, "object", `${at}.object`);
    if (inner !== undefined) {
      if (depth >= MAX_FIELD_DEPTH) throw new TypeError(settings.contractTooDeep(at, MAX_FIELD_DEPTH));
      return fieldSetOf(inner, `${at}.object`, tag, depth + 1);
    }
  }
  throw new TypeError(settings.contractShape(at, value));
}

/** `.text`, `["resource link"]`: a key of a contract field, for errors. */
function member(name: string): string {
  return /^[A-Za-z_$][\w$]*$/u.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
}

function hasOwnField(object: object, name: string, at: string): boolean {
  try {
    return Object.hasOwn(object, name);
  } catch (error) {
    throw new TypeError(settings.contractFieldThrew(at, error));
  }
}

/** Reads `object[name]` of a contract, naming `at` if it throws. */
function read(object: object, name: string, at: string): unknown {
  try {
    return (object as Record<string, unknown>)[name];
  } catch (error) {
    throw new TypeError(settings.contractFieldThrew(at, error));
  }
}

/** A copy of a contract's list field, refused (naming the item) when an item is not a string or is listed twice. */
function stringList(contract: object, name: ListField): string[] {
  return listOf(name, field(contract, name));
}

function listOf(name: ListField, list: unknown): string[] {
  let copy: unknown[];
  try {
    if (!Array.isArray(list)) throw new TypeError(settings.contractList(name, list));
    copy = [...(list as unknown[])];
  } catch (error) {
    throw error instanceof TypeError ? error : new TypeError(settings.contractFieldThrew(name, error));
  }
  const seen = new Set<string>();
  copy.forEach((item, index) => {
    if (typeof item !== "string") throw new TypeError(settings.contractItem(`${name}[${index}]`, item));
    if (seen.has(item)) throw new TypeError(settings.contractRepeats(`${name}[${index}]`, item));
    seen.add(item);
  });
  return copy as string[];
}
