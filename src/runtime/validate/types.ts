/**
 * Types of a tool result under each preset: `ToolResult` (the default, `strands-robots`),
 * `StrandsToolResult` (`strands`) and `McpToolResult` (`mcp`), and `ToolResultOf<C>`, the type a check
 * narrows to for a contract argument. Every literal type here is derived from the contract data in
 * `../contract/presets.ts`; nothing re-spells a status or a format. A block type carries its one kind and
 * `never` for every other, so `{ text: "x", json: {} }` is no block, as the runtime check says.
 */
import type { DOCUMENT_FORMATS, IMAGE_FORMATS, PresetName, PRESETS, VIDEO_FORMATS } from "../../contract/presets.js";

/** A value that survives `JSON.stringify` and `JSON.parse` unchanged. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | JsonObject;
/** A JSON object: a plain object whose values are JSON values. */
export interface JsonObject {
  readonly [key: string]: JsonValue;
}

/** The statuses of the default contract: `"success" | "error" | "degraded"`. */
export type ToolResultStatus = (typeof PRESETS)["strands-robots"]["statuses"][number];
/** The statuses of the upstream Strands contract (`"strands"` preset). */
export type StrandsToolResultStatus = (typeof PRESETS)["strands"]["statuses"][number];

export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];
export type VideoFormat = (typeof VIDEO_FORMATS)[number];

/** Where a media block's bytes are. */
export interface MediaSource {
  bytes: Uint8Array;
}

/** The keyed block kinds: a block of one kind has none of the others (each typed `never` on it). */
interface NoBlockKind {
  text?: never;
  json?: never;
  image?: never;
  document?: never;
  video?: never;
}

/** A human-readable summary. */
export interface TextBlock extends Omit<NoBlockKind, "text"> {
  text: string;
}
/** A structured, JSON-serializable payload: where telemetry goes. */
export interface JsonBlock extends Omit<NoBlockKind, "json"> {
  json: JsonValue;
}
export interface ImageBlock extends Omit<NoBlockKind, "image"> {
  image: { format: ImageFormat; source: MediaSource };
}
/** A document block (`"strands"` preset only). */
export interface DocumentBlock extends Omit<NoBlockKind, "document"> {
  document: { format: DocumentFormat; name: string; source: MediaSource };
}
/** A video block (`"strands"` preset only). */
export interface VideoBlock extends Omit<NoBlockKind, "video"> {
  video: { format: VideoFormat; source: MediaSource };
}

/** A content block of the default contract: exactly one of `text`, `json`, `image`. */
export type ToolResultContent = TextBlock | JsonBlock | ImageBlock;

/** A tool result under the default contract. */
export interface ToolResult {
  status: ToolResultStatus;
  content: ToolResultContent[];
  /** Set by the agent runtime, or echoed by a tool answering that request. */
  toolUseId?: string;
}

/** A content block of the `"strands"` preset: exactly one of `text`, `json`, `image`, `document`, `video`. */
export type StrandsToolResultContent = TextBlock | JsonBlock | ImageBlock | DocumentBlock | VideoBlock;

/** A tool result under the `"strands"` preset (upstream Strands Agents SDKs). */
export interface StrandsToolResult {
  status: StrandsToolResultStatus;
  content: StrandsToolResultContent[];
  toolUseId?: string;
  /** The TypeScript SDK keeps a caught error here for hooks. */
  error?: unknown;
  /** The SDK's `ToolResultBlock` class names its kind. */
  type?: (typeof PRESETS)["strands"]["discriminator"]["value"];
}

/** Optional fields every MCP content block may carry. */
interface McpBlockExtras {
  /** Hints for clients: `audience`, `priority`, `lastModified`. */
  annotations?: JsonObject;
  _meta?: JsonObject;
}

/** MCP text: `{ type: "text", text }`. */
export interface McpTextContent extends McpBlockExtras {
  type: "text";
  text: string;
}
/** MCP image or audio: base64 `data` and its `mimeType`. */
export interface McpMediaContent extends McpBlockExtras {
  type: "image" | "audio";
  /** Base64-encoded bytes. */
  data: string;
  mimeType: string;
}
/** A link to a resource the client may read: `{ type: "resource_link", uri, name }`. */
export interface McpResourceLink extends McpBlockExtras {
  type: "resource_link";
  uri: string;
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
  size?: number;
  icons?: JsonValue[];
}
/** An embedded resource: its contents as `text` or as base64 `blob`, exactly one of them. */
export interface McpEmbeddedResource extends McpBlockExtras {
  type: "resource";
  resource: { uri: string; mimeType?: string; _meta?: JsonObject } & (
    { text: string; blob?: undefined } | { blob: string; text?: undefined }
  );
}
/** An MCP content block (`ContentBlock`), tagged with its `type`; no other field (the SDK strips them). */
export type McpContentBlock = McpTextContent | McpMediaContent | McpResourceLink | McpEmbeddedResource;

/** A tool result under the `"mcp"` preset: MCP's `CallToolResult`. */
export interface McpToolResult {
  /** What the model sees; may be empty. */
  content: McpContentBlock[];
  /** Structured data for clients that read it; with an outputSchema, it must conform to that schema. */
  structuredContent?: JsonObject;
  /** True when the tool failed: MCP results have no status. */
  isError?: boolean;
  /** Metadata for clients, not for the model. */
  _meta?: JsonObject;
}

/**
 * A tool result under a contract known only at run time (a custom contract, or one typed as
 * `ContractInput`): what every contract's results have in common. Read the fields you need.
 */
export interface CustomToolResult {
  /** Absent under contracts without status (MCP). */
  status?: string;
  content: unknown[];
  [key: string]: unknown;
}

/** The result type of each preset. */
export interface PresetToolResults {
  "strands-robots": ToolResult;
  strands: StrandsToolResult;
  mcp: McpToolResult;
}

/** The preset a contract object is, by its type (`typeof PRESETS.strands`, `{ preset: "strands" }`), or never. */
type PresetOf<C> = {
  [P in PresetName]: [C] extends [(typeof PRESETS)[P]] ? P : [C] extends [{ readonly preset: P }] ? P : never;
}[PresetName];

/**
 * The type a check narrows to for a contract argument: the preset's result type for a preset name
 * (`ToolResultOf<"strands">` is `StrandsToolResult`, `ToolResultOf<"mcp">` is `McpToolResult`, the
 * default `ToolResult`), for a preset object (`typeof PRESETS.strands`) and for `{ preset: "strands" }`
 * alone; `CustomToolResult` for any other contract (one that changes a preset's fields, or is typed
 * `ContractInput` or `ToolResultContract`). A union of preset names gives the union of their types.
 */
export type ToolResultOf<C> = [C] extends [undefined]
  ? ToolResult
  : [C] extends [PresetName]
    ? PresetToolResults[C]
    : [PresetOf<C>] extends [never]
      ? CustomToolResult
      : [Exclude<keyof C, "preset">] extends [never]
        ? PresetToolResults[PresetOf<C>]
        : [C] extends [(typeof PRESETS)[PresetOf<C>]]
          ? PresetToolResults[PresetOf<C>]
          : CustomToolResult;

/** One way a value breaks the contract. */
export interface ToolResultIssue {
  /** Where: keys and array indexes from the result down, like `["content", 2, "json"]`. `[]` is the result itself. */
  path: (string | number)[];
  /** What is wrong and how to fix it, starting with the path in text form (`content[2].json: ...`). */
  message: string;
}

/** The verdict of {@link validateToolResult}. */
export type ToolResultValidation<T = ToolResult> =
  | { readonly ok: true; readonly value: T; readonly issues?: undefined }
  | { readonly ok: false; readonly issues: ToolResultIssue[]; readonly value?: undefined };
