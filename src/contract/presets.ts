/**
 * The tool-result contract as data. Everything that checks a tool result (the lint rules, the runtime
 * assertion, the JSON Schema) reads one of these objects; nothing else spells out keys or statuses.
 * Every table here is frozen, deeply: a caller that changed a preset would change it for every check.
 */
import { deepFreeze } from "../common/freeze.js";

/** The two keys every tool result of a keyed contract carries. */
export const REQUIRED_KEYS = deepFreeze(["status", "content"] as const);

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
  /**
   * Blocks tagged with their kind (`{ type: "text", text }`, MCP) instead of keyed by it (`{ text }`): the
   * tag key, and the fields of each kind in `blockKinds`. Keyed blocks when left out.
   */
  readonly taggedBlocks?: TaggedBlocks | undefined;
  /** The keys every result carries; `status` and `content` when left out (MCP: `content` alone). */
  readonly requiredKeys?: readonly string[] | undefined;
  /** Top-level keys whose value must be a boolean (MCP: `isError`). */
  readonly booleanKeys?: readonly string[] | undefined;
  /**
   * Top-level keys that hold an object of data for the result's readers (MCP: `structuredContent`, then
   * `_meta`), in the order a fix offers them as the place for an extra key. Keyed contracts move extra
   * keys into a `{ json: ... }` block instead.
   */
  readonly dataKeys?: readonly string[] | undefined;
  /** Whether `content` may be an empty array (MCP allows it); a non-empty array is required otherwise. */
  readonly emptyContent?: boolean | undefined;
  /** Allowed keys the framework sets itself (the 2.x MCP SDK's `resultType`): not offered to authors. */
  readonly stampedKeys?: readonly string[] | undefined;
}

/** What a field of a tagged block holds. */
export type FieldShape =
  | "string"
  | "number"
  | "object"
  | "array"
  /** An object with these fields (MCP's embedded `resource`). */
  | { readonly object: FieldSet };

export interface FieldSet {
  readonly required: Readonly<Record<string, FieldShape>>;
  readonly optional?: Readonly<Record<string, FieldShape>> | undefined;
  /** Fields of which exactly one is present (`text` or `blob` of an embedded resource). */
  readonly exactlyOne?: Readonly<Record<string, FieldShape>> | undefined;
}

export interface TaggedBlocks {
  /** The key that names a block's kind. */
  readonly tag: string;
  /** The fields of each kind (besides the tag), by kind. */
  readonly kinds: Readonly<Record<string, FieldSet>>;
}

/** Fields every MCP content block may carry. */
const MCP_BLOCK_EXTRAS = deepFreeze({ annotations: "object", _meta: "object" } as const);

/** MCP `ContentBlock`s (spec 2025-11-25): their schemas are strict, so the SDK strips any other field. */
export const MCP_BLOCKS: TaggedBlocks = deepFreeze({
  tag: "type",
  kinds: {
    text: { required: { text: "string" }, optional: MCP_BLOCK_EXTRAS },
    image: { required: { data: "string", mimeType: "string" }, optional: MCP_BLOCK_EXTRAS },
    audio: { required: { data: "string", mimeType: "string" }, optional: MCP_BLOCK_EXTRAS },
    resource_link: {
      required: { uri: "string", name: "string" },
      optional: {
        title: "string",
        description: "string",
        mimeType: "string",
        size: "number",
        icons: "array",
        ...MCP_BLOCK_EXTRAS,
      },
    },
    resource: {
      required: {
        resource: {
          object: {
            required: { uri: "string" },
            optional: { mimeType: "string", _meta: "object" },
            exactlyOne: { text: "string", blob: "string" },
          },
        },
      },
      optional: MCP_BLOCK_EXTRAS,
    },
  },
});

/** Image formats an `image` block may declare. */
export const IMAGE_FORMATS = deepFreeze(["png", "jpeg", "gif", "webp"] as const);
/** Document formats a `document` block may declare (upstream Strands). */
export const DOCUMENT_FORMATS = deepFreeze(["pdf", "csv", "doc", "docx", "xls", "xlsx", "html", "txt", "md"] as const);
/** Video formats a `video` block may declare (upstream Strands). */
export const VIDEO_FORMATS = deepFreeze([
  "flv",
  "mkv",
  "mov",
  "mpeg",
  "mpg",
  "mp4",
  "three_gp",
  "webm",
  "wmv",
] as const);

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

export const BLOCK_SHAPES: Readonly<Record<string, BlockShape>> = deepFreeze({
  text: { type: "string" },
  json: { type: "json" },
  image: { type: "media", formats: IMAGE_FORMATS },
  document: { type: "media", formats: DOCUMENT_FORMATS, requiredStrings: ["name"] },
  video: { type: "media", formats: VIDEO_FORMATS },
});

export const PRESETS = deepFreeze({
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
    // The SDKs type content as any array, and their own tests build results with none (the MCP tool adds
    // a placeholder text before a model sees one).
    emptyContent: true,
  },
  /**
   * MCP tool results (`CallToolResult`): `content` of tagged blocks, `isError` instead of a status, and
   * `structuredContent` and `_meta` as the places for data.
   */
  mcp: {
    name: "mcp",
    statuses: [],
    requiredKeys: ["content"],
    // `resultType` is stamped by the 2.x SDK ("complete", protocol revision 2026-07-28).
    allowedKeys: ["structuredContent", "isError", "_meta", "resultType"],
    stampedKeys: ["resultType"],
    blockKinds: ["text", "image", "audio", "resource_link", "resource"],
    taggedBlocks: MCP_BLOCKS,
    booleanKeys: ["isError"],
    dataKeys: ["structuredContent", "_meta"],
    emptyContent: true,
  },
} as const satisfies Record<string, ToolResultContract>);

export type PresetName = keyof typeof PRESETS;
export const PRESET_NAMES: readonly PresetName[] = Object.freeze(Object.keys(PRESETS) as PresetName[]);

export const DEFAULT_CONTRACT: ToolResultContract = PRESETS["strands-robots"];

/** The keys every result of `contract` carries. */
export function requiredKeysOf(contract: ToolResultContract): readonly string[] {
  return contract.requiredKeys ?? REQUIRED_KEYS;
}

/** Whether results of `contract` carry a `status` (MCP results carry `isError` instead). */
export function hasStatus(contract: ToolResultContract): boolean {
  return requiredKeysOf(contract).includes("status");
}

/** Every top-level key a result may carry under `contract`. */
export function topLevelKeys(contract: ToolResultContract): readonly string[] {
  const required = requiredKeysOf(contract);
  const keys = [...required, ...contract.allowedKeys.filter((key) => !required.includes(key))];
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
