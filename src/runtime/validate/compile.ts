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
import { makeKindOf, type KindOf } from "./kind-of.js";

/** A contract object, or the name of a preset (`"strands-robots"`, `"strands"`). */
export type ContractInput = ToolResultContract | PresetName;

export interface CompiledContract {
  readonly contract: ToolResultContract;
  readonly topKeys: ReadonlySet<string>;
  readonly topKeyList: readonly string[];
  readonly statuses: ReadonlySet<string>;
  /** The block kinds, in contract order, with the shape each must hold (undefined: any value). */
  readonly kinds: readonly string[];
  readonly shapes: readonly (BlockShape | undefined)[];
  /** For messages: `"status", "content" or "toolUseId"`, `"success", "error" or "degraded"`, `"text", "json" or "image"`. */
  readonly quoted: { readonly topKeys: string; readonly statuses: string; readonly kinds: string };
  /** The fast path's block-kind finder (see fast.ts). */
  readonly kindOf: KindOf;
  /** Allowed top-level keys that, when present (not undefined), must hold a string, like `toolUseId`. */
  readonly stringKeys: readonly string[];
}

const cache = new WeakMap<object, CompiledContract>();

export function compileContract(input: ContractInput | undefined): CompiledContract {
  let contract: unknown = input ?? DEFAULT_CONTRACT;
  if (typeof contract === "string") {
    if (!Object.hasOwn(PRESETS, contract)) {
      throw new TypeError(
        `Unknown tool-result contract preset ${JSON.stringify(contract)}. Use one of ${PRESET_NAMES.map((n) => JSON.stringify(n)).join(", ")}, or pass a contract object.`,
      );
    }
    contract = PRESETS[contract as PresetName];
  }
  if (contract === null || typeof contract !== "object") {
    throw new TypeError(`Expected a tool-result contract object or a preset name, got ${typeof contract}.`);
  }
  const cached = cache.get(contract);
  if (cached) return cached;
  const c = contract as ToolResultContract;
  for (const field of ["statuses", "allowedKeys", "blockKinds"] as const) {
    const list: unknown = c[field];
    if (!Array.isArray(list) || !list.every((item) => typeof item === "string")) {
      throw new TypeError(`Invalid tool-result contract: ${field} must be an array of strings.`);
    }
  }
  if (c.blockKinds.length === 0) throw new TypeError("Invalid tool-result contract: blockKinds must not be empty.");
  const topKeyList = topLevelKeys(c);
  const compiled: CompiledContract = {
    contract: c,
    topKeys: new Set(topKeyList),
    topKeyList,
    statuses: new Set(c.statuses),
    kinds: [...c.blockKinds],
    shapes: c.blockKinds.map((kind) => (Object.hasOwn(BLOCK_SHAPES, kind) ? BLOCK_SHAPES[kind] : undefined)),
    quoted: { topKeys: quoteList(topKeyList), statuses: quoteList(c.statuses), kinds: quoteList(c.blockKinds) },
    kindOf: makeKindOf(c.blockKinds),
    stringKeys: topKeyList.filter((key) => Object.hasOwn(KEY_TYPES, key) && KEY_TYPES[key] === "string"),
  };
  cache.set(contract, compiled);
  return compiled;
}
