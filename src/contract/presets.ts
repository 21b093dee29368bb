/**
 * The tool-result contract as data. Everything that checks a tool result (the lint rules, the runtime
 * assertion, the JSON Schema) reads one of these objects; nothing else spells out keys or statuses.
 */

/** The two keys every tool result carries. */
export const REQUIRED_KEYS = ["status", "content"] as const;

export interface ToolResultContract {
  /** A label for messages: the preset name, or "custom". */
  readonly name: string;
  /** The values `status` may take. */
  readonly statuses: readonly string[];
  /** Top-level keys allowed beside `status` and `content` (set by the runtime, like `toolUseId`). */
  readonly allowedKeys: readonly string[];
  /** The keys a content block may carry; each block carries exactly one of them. */
  readonly blockKinds: readonly string[];
  /**
   * A top-level key a result may carry with one fixed value, naming its kind (the Strands TypeScript
   * SDK's `ToolResultBlock` class has `type: "toolResultBlock"`). Any other value of that key marks
   * another kind of object.
   */
  readonly discriminator?: { readonly key: string; readonly value: string } | undefined;
}

/** Image formats an `image` block may declare. */
export const IMAGE_FORMATS = ["png", "jpeg", "gif", "webp"] as const;
/** Document formats a `document` block may declare (upstream Strands). */
export const DOCUMENT_FORMATS = ["pdf", "csv", "doc", "docx", "xls", "xlsx", "html", "txt", "md"] as const;
/** Video formats a `video` block may declare (upstream Strands). */
export const VIDEO_FORMATS = ["flv", "mkv", "mov", "mpeg", "mpg", "mp4", "three_gp", "webm", "wmv"] as const;

/**
 * What the value under each known block kind must look like. A block kind that a custom contract adds
 * and that is not listed here may hold any value except `undefined`.
 */
export type BlockShape =
  | { readonly type: "string" }
  | { readonly type: "json" }
  | {
      readonly type: "media";
      readonly formats: readonly string[];
      /** Keys besides `format` and `source` that the block value must carry, as strings. */
      readonly requiredStrings?: readonly string[];
    };

export const BLOCK_SHAPES: Readonly<Record<string, BlockShape>> = {
  text: { type: "string" },
  json: { type: "json" },
  image: { type: "media", formats: IMAGE_FORMATS },
  document: { type: "media", formats: DOCUMENT_FORMATS, requiredStrings: ["name"] },
  video: { type: "media", formats: VIDEO_FORMATS },
};

export const PRESETS = {
  /** The default: three statuses, `toolUseId` beside them, text, json and image blocks. */
  "strands-robots": {
    name: "strands-robots",
    statuses: ["success", "error", "degraded"],
    allowedKeys: ["toolUseId"],
    blockKinds: ["text", "json", "image"],
  },
  /** Upstream Strands Agents SDKs (the TypeScript SDK's `ToolResultBlock` carries `error` and its `type`). */
  strands: {
    name: "strands",
    statuses: ["success", "error"],
    allowedKeys: ["toolUseId", "error"],
    blockKinds: ["text", "json", "image", "document", "video"],
    discriminator: { key: "type", value: "toolResultBlock" },
  },
} as const satisfies Record<string, ToolResultContract>;

export type PresetName = keyof typeof PRESETS;
export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];

export const DEFAULT_CONTRACT: ToolResultContract = PRESETS["strands-robots"];

/** Every top-level key a result may carry under `contract`. */
export function topLevelKeys(contract: ToolResultContract): readonly string[] {
  const keys = [...REQUIRED_KEYS, ...contract.allowedKeys.filter((key) => !isRequiredKey(key))];
  const discriminator = contract.discriminator?.key;
  if (discriminator !== undefined && !keys.includes(discriminator)) keys.push(discriminator);
  return keys;
}

const topLevelSets = new WeakMap<ToolResultContract, ReadonlySet<string>>();

/** {@link topLevelKeys} as a set, made once per contract object. */
export function topLevelSet(contract: ToolResultContract): ReadonlySet<string> {
  let set = topLevelSets.get(contract);
  if (!set) {
    set = new Set(topLevelKeys(contract));
    topLevelSets.set(contract, set);
  }
  return set;
}

export function isRequiredKey(key: string): key is (typeof REQUIRED_KEYS)[number] {
  return key === "status" || key === "content";
}
