/**
 * Turns a contract (an object or a preset name) into the look-up tables the validator uses, once per
 * contract object.
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

/** A contract object, or the name of a preset (`"strands-robots"`, `"strands"`). */
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
  /** What a top-level key is: TOP_STRING (like toolUseId), TOP_ANY (an allowed key of any value) or -1 (not allowed); status and content are the walk's own. */
  readonly topKeyType: (key: string) => number;
  /** Messages that depend only on the contract, written once. */
  readonly texts: { readonly extraKey: string };
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
  const statuses = stringList(contract, "statuses");
  const allowedKeys = stringList(contract, "allowedKeys");
  const blockKinds = stringList(contract, "blockKinds");
  if (blockKinds.length === 0) throw new TypeError(settings.contractNoKinds());
  const c = contract as ToolResultContract;
  const topKeyList = topLevelKeys({ name, statuses, allowedKeys, blockKinds });
  const compiled: CompiledContract = {
    contract: c,
    name,
    kinds: blockKinds,
    shapes: blockKinds.map((kind) => (Object.hasOwn(BLOCK_SHAPES, kind) ? BLOCK_SHAPES[kind] : undefined)),
    quoted: { topKeys: quoteList(topKeyList), statuses: quoteList(statuses), kinds: quoteList(blockKinds) },
    kindIndex: makeKindIndex(blockKinds),
    statusIndex: makeKindIndex(statuses),
    topKeyType: topKeyTypeOf(topKeyList),
    texts: { extraKey: messages.extraKey(quoteList(topKeyList)) },
  };
  cache.set(contract, compiled);
  return compiled;
}

export const TOP_STRING = 0;
export const TOP_ANY = 1;

function topKeyTypeOf(topKeyList: readonly string[]): (key: string) => number {
  const allowed = topKeyList.filter((key) => key !== "status" && key !== "content");
  const types = allowed.map((key) =>
    Object.hasOwn(KEY_TYPES, key) && KEY_TYPES[key] === "string" ? TOP_STRING : TOP_ANY,
  );
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

/** A copy of a contract's list field, refused (naming the item) when an item is not a string or is listed twice. */
function stringList(contract: object, name: "statuses" | "allowedKeys" | "blockKinds"): string[] {
  const list = field(contract, name);
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
