/**
 * `eslint-plugin-tool-result/runtime`: check live tool results against the same contract the lint
 * rules enforce. No dependencies; it does not import ESLint or TypeScript.
 */
export {
  assertToolResult,
  isToolResult,
  validateToolResult,
  DEFAULT_LIMITS,
  type ValidateOptions,
} from "./validate.js";
export { ToolResultContractError } from "./errors.js";
export {
  createToolResultSchema,
  toolResultSchema,
  STANDARD_SCHEMA_VENDOR,
  type ToolResultStandardSchema,
  type ToolResultStandardProps,
  type ToolResultStandardResult,
} from "./standard-schema.js";
export { jsonPayload } from "./json-payload.js";
export { contractToJsonSchema, type JsonSchema as ContractJsonSchema } from "../contract/json-schema.js";
export type { ContractInput } from "./compile.js";
export { formatPath } from "./describe.js";
export type {
  DocumentBlock,
  DocumentFormat,
  ImageBlock,
  ImageFormat,
  JsonBlock,
  JsonObject,
  JsonValue,
  MediaSource,
  StrandsToolResult,
  StrandsToolResultStatus,
  TextBlock,
  ToolResult,
  ToolResultContent,
  ToolResultIssue,
  ToolResultStatus,
  ToolResultValidation,
  VideoBlock,
  VideoFormat,
} from "./types.js";
export {
  DEFAULT_CONTRACT,
  PRESETS,
  PRESET_NAMES,
  type PresetName,
  type ToolResultContract,
} from "../contract/presets.js";
export * from "./agent/index.js";
