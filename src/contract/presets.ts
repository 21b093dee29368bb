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

/**
 * What the MCP SDK's zod schemas require of values that MCP_BLOCKS types only as "string", "object" or
 * "array". The SDK parses every tool result with `CallToolResultSchema` (the 1.x server, and the 1.x and
 * 2.x clients): a value that fails makes the whole call fail (JSON-RPC -32602), and a key its objects do
 * not list is stripped. The runtime check applies these rules to every contract with MCP_BLOCKS (the `mcp`
 * preset and contracts made from it, see {@link readByMcpSdk}); the lint rules and the JSON Schema check
 * the field types of MCP_BLOCKS only.
 */
export type McpValueRule =
  /** A string `atob` decodes (`Base64Schema`): image and audio `data`, a resource's `blob`. */
  | "base64"
  /** `AnnotationsSchema`: the fields of MCP_ANNOTATIONS, any other key stripped. */
  | "annotations"
  /** An array of `IconSchema` objects: the fields of MCP_ICON, any other key stripped. */
  | "icons"
  /** `z.record` or a loose object: any keys, but an own `__proto__` key is dropped (the parse assigns keys). */
  | "record"
  /** The result's `_meta` (`RequestMetaSchema`): a record whose reserved keys are typed (MCP_RESERVED_META). */
  | "meta";

/** The rule of each block field by name: a name means the same SDK schema in every kind of MCP_BLOCKS that has it. */
export const MCP_FIELD_RULES: Readonly<Record<string, McpValueRule>> = deepFreeze({
  data: "base64",
  blob: "base64",
  annotations: "annotations",
  icons: "icons",
  _meta: "record",
});

/** The rule of each top-level data key of an MCP result. */
export const MCP_DATA_KEY_RULES: Readonly<Record<string, McpValueRule>> = deepFreeze({
  structuredContent: "record",
  _meta: "meta",
});

/**
 * An RFC 3339 date-time as zod 4's `z.iso.datetime({ offset: true })` reads it (the MCP SDK's
 * `annotations.lastModified`): a valid calendar date, `T`, hours, minutes and seconds with any fraction,
 * then `Z` or an offset `+hh:mm`. Copied from zod's `regexes.datetime` (zod 4.6.7).
 */
const MCP_DATE_TIME_PATTERN =
  "^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29" +
  "|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))" +
  "T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$";

/**
 * What `atob` decodes (the MCP SDK's `Base64Schema` is a refine that calls it), as a pattern: the WHATWG
 * forgiving-base64 rules. ASCII whitespace anywhere; letters, digits, `+` and `/` in groups of four; a
 * last group of two or three, or of two with `==` or three with `=` (the padding only where it makes the
 * length a multiple of 4). The runtime checks the same rules without a pattern (values.ts `isBase64`, a
 * differential test holds the two equal, and both equal to `atob`).
 */
const MCP_BASE64_PATTERN = (() => {
  const w = "[\\t\\n\\f\\r ]*";
  const c = `[A-Za-z0-9+/]${w}`;
  return `^${w}(?:${c}${c}${c}${c})*(?:${c}${c}(?:=${w}=${w}|${c}(?:=${w})?)?)?$`;
})();

/** `AnnotationsSchema`: who a block is for, how much it matters (0 to 1), when it last changed. */
export const MCP_ANNOTATIONS = deepFreeze({
  audience: ["user", "assistant"],
  priority: { min: 0, max: 1 },
  lastModified: "date-time",
} as const);

/** The patterns of MCP_FIELD_RULES' strings, for the JSON Schema (and the runtime's date-time check). */
export const MCP_PATTERNS = deepFreeze({ base64: MCP_BASE64_PATTERN, dateTime: MCP_DATE_TIME_PATTERN } as const);

/** `IconSchema`: `src` is required; `mimeType` a string, `sizes` strings (`"48x48"`), `theme` one of these. */
export const MCP_ICON = deepFreeze({
  required: "src",
  strings: ["src", "mimeType"],
  stringLists: ["sizes"],
  themes: ["light", "dark"],
} as const);

/** The reserved keys of a result's `_meta` (`RequestMetaSchema`): a progress token, and the related task's id. */
export const MCP_RESERVED_META = deepFreeze({
  progressToken: "progressToken",
  relatedTask: "io.modelcontextprotocol/related-task",
} as const);

/** Whether the MCP SDK parses results of `contract`: its blocks are MCP_BLOCKS (the `mcp` preset, or a contract made from it). */
export function readByMcpSdk(contract: ToolResultContract): boolean {
  return contract.taggedBlocks === MCP_BLOCKS;
}

/**
 * The Strands TypeScript SDK's `ToolResultBlock` tag. A contract whose results carry it is read by that
 * SDK, whose data->class converter (`toolResultContentFromData`: snapshots, multi-agent state, graph
 * input) keeps only the field of a block's kind and finds the kind by testing keys with `in`, in the
 * order of STRANDS_KIND_ORDER.
 */
const STRANDS_DISCRIMINATOR = deepFreeze({ key: "type", value: "toolResultBlock" } as const);

/** The order in which the Strands TypeScript SDK tests a block's kinds (`'text' in data` first). */
export const STRANDS_KIND_ORDER = deepFreeze(["text", "json", "image", "video", "document"] as const);

/** Whether the Strands TypeScript SDK converts the blocks of `contract` (it carries the ToolResultBlock tag). */
export function readByStrandsConverter(contract: ToolResultContract): boolean {
  const tag = contract.discriminator;
  return tag !== undefined && tag.key === STRANDS_DISCRIMINATOR.key && tag.value === STRANDS_DISCRIMINATOR.value;
}

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
    discriminator: STRANDS_DISCRIMINATOR,
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
