/**
 * Turns a contract (a preset name, or a contract object) into the look-up tables the validator uses,
 * once per contract object. The contract is read and checked by the one contract parser
 * (`contract/define.ts`), which the ESLint settings use too; this module only builds tables from its
 * frozen result.
 */
import {
  BLOCK_SHAPES,
  topLevelKeys,
  type BlockShape,
  type FieldSet,
  type FieldShape,
  type ToolResultContract,
} from "../../contract/presets.js";
import { contractOf, isDefinedContract, type ContractInput } from "../../contract/define.js";
import { dataOf, holdsData } from "../../contract/read.js";
import { KEY_TYPES } from "../../contract/keys.js";
import { quoteList } from "../../common/text.js";
import { makeKindIndex, type KindIndex } from "./kind-of.js";
import { messages } from "./messages.js";

export type { ContractInput };

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

/** The tables of each contract the parser made (frozen: they never change). */
const byContract = new WeakMap<object, CompiledContract>();
/** The tables of each contract object of the caller's, with the data it held then ({@link dataOf}). */
const byInput = new WeakMap<
  object,
  { readonly data: { readonly data: unknown }; readonly compiled: CompiledContract }
>();
/** The frozen contract compiled last, or the name: most callers pass the same one each time. */
let lastInput: ContractInput | undefined;
let lastCompiled: CompiledContract | undefined;

/**
 * Compiles `input` (a preset name, or a contract object, partial ones completed over their preset), or
 * throws the {@link InvalidContractError} of the one contract parser (`contract/define.ts`), which names
 * the field and the fix. The tables are built once per contract; a contract object of the caller's may be
 * changed in place between two calls (`contract.statuses = ["success"]`), and is read anew when the data
 * it holds has changed, as the ESLint settings are.
 */
export function compileContract(input: ContractInput | undefined): CompiledContract {
  const own = typeof input === "object" && input !== null && !isDefinedContract(input) ? input : undefined;
  if (own === undefined && input === lastInput && lastCompiled !== undefined) return lastCompiled;
  const known = own === undefined ? undefined : byInput.get(own);
  if (known !== undefined && holdsData(own, known.data)) return known.compiled;
  const data = own === undefined ? undefined : dataOf(own);
  const contract = contractOf(input);
  let compiled = byContract.get(contract);
  if (compiled === undefined) {
    compiled = compile(contract);
    byContract.set(contract, compiled);
  }
  if (own !== undefined && data !== undefined) byInput.set(own, { data, compiled });
  if (own === undefined) {
    lastInput = input;
    lastCompiled = compiled;
  }
  return compiled;
}

/** The tables of a contract that the parser has checked (and frozen). */
function compile(contract: ToolResultContract): CompiledContract {
  const { name, statuses, blockKinds } = contract;
  const requiredKeys = contract.requiredKeys;
  const hasStatus = requiredKeys === undefined || requiredKeys.includes("status");
  const booleanKeys = contract.booleanKeys ?? [];
  const dataKeys = contract.dataKeys ?? [];
  const tagged = taggedOf(contract, dataKeys);
  // With the discriminator: a key the result may carry, with its one value.
  const topKeyList = topLevelKeys(contract);
  // Keys the framework stamps itself are allowed, not offered in messages.
  const stamped = contract.stampedKeys ?? [];
  const offered = quoteList(topKeyList.filter((key) => !stamped.includes(key)));
  const firstKind = blockKinds[0]!;
  const firstFields = tagged?.kinds[0];
  const block = firstFields
    ? `{ ${tagged!.tag}: ${JSON.stringify(firstKind)}${firstFields.required.map((f) => `, ${f}: ${firstFields.fields.get(f) === "string" ? '"..."' : "..."}`).join("")} }`
    : `{ ${firstKind}: ${Object.hasOwn(BLOCK_SHAPES, firstKind) && BLOCK_SHAPES[firstKind]!.type === "string" ? '"..."' : "..."} }`;
  const example = `{ ${hasStatus ? `status: ${JSON.stringify(statuses[0])}, ` : ""}content: [${block}] }`;
  return {
    contract,
    name,
    // Copies: the walk reads these for every block, and V8 reads plain arrays and objects faster than the
    // frozen ones of the contract data.
    kinds: [...blockKinds],
    shapes: blockKinds.map((kind) => (Object.hasOwn(BLOCK_SHAPES, kind) ? shapeCopy(BLOCK_SHAPES[kind]!) : undefined)),
    quoted: { topKeys: offered, statuses: quoteList(statuses), kinds: quoteList(blockKinds) },
    kindIndex: makeKindIndex(blockKinds),
    statusIndex: makeKindIndex(statuses),
    topKeyType: topKeyTypeOf(topKeyList, booleanKeys, dataKeys, contract.discriminator?.key),
    hasStatus,
    emptyContent: contract.emptyContent === true,
    tagged,
    texts: {
      extraKey: messages.extraKey(offered, dataKeys),
      statusKey: messages.statusKey(name, booleanKeys.includes("isError"), offered),
      example,
      block,
    },
  };
}

export const TOP_STRING = 0;
export const TOP_ANY = 1;
export const TOP_BOOLEAN = 2;
export const TOP_OBJECT = 3;
/** The contract's discriminator: one fixed value. */
export const TOP_DISCRIMINATOR = 4;

function topKeyTypeOf(
  topKeyList: readonly string[],
  booleanKeys: readonly string[],
  dataKeys: readonly string[],
  discriminator: string | undefined,
): (key: string) => number {
  const allowed = topKeyList.filter((key) => key !== "status" && key !== "content");
  const types = allowed.map((key) => {
    if (key === discriminator) return TOP_DISCRIMINATOR;
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

function shapeCopy(shape: BlockShape): BlockShape {
  return shape.type === "media"
    ? { type: "media", formats: [...shape.formats], requiredStrings: [...(shape.requiredStrings ?? [])] }
    : { type: shape.type };
}

/** The contract's tagged blocks, compiled (each kind's fields as a Map), or undefined for keyed blocks. */
function taggedOf(contract: ToolResultContract, dataKeys: readonly string[]): CompiledTagged | undefined {
  const tagged = contract.taggedBlocks;
  if (tagged === undefined) return undefined;
  return {
    tag: tagged.tag,
    // A kind with no entry has no fields besides its tag (as the JSON Schema reads it).
    kinds: contract.blockKinds.map((kind) =>
      Object.hasOwn(tagged.kinds, kind) ? fieldsOf(tagged.kinds[kind]!) : NO_FIELDS,
    ),
    dataKeys,
  };
}

const NO_FIELDS: CompiledFields = { fields: new Map(), required: [], exactlyOne: [] };

function fieldsOf(set: FieldSet): CompiledFields {
  const fields = new Map<string, CompiledShape>();
  for (const record of [set.required, set.optional, set.exactlyOne]) {
    if (record === undefined) continue;
    for (const [name, shape] of Object.entries(record)) fields.set(name, shapeOf(shape));
  }
  return {
    fields,
    required: Object.keys(set.required),
    exactlyOne: set.exactlyOne === undefined ? [] : Object.keys(set.exactlyOne),
  };
}

function shapeOf(shape: FieldShape): CompiledShape {
  return typeof shape === "string" ? shape : fieldsOf(shape.object);
}
