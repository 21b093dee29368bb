/**
 * `eslint-plugin-tool-result/runtime`: check live tool results against the same contract the lint
 * rules enforce, and a small agent-tool runtime whose results always pass that check. No dependencies;
 * it does not import ESLint or TypeScript. Everything exported here is public API (a test snapshots
 * the list); internals stay in their modules.
 */
export {
  assertToolResult,
  isToolResult,
  validateToolResult,
  validateToolResultAsync,
  DEFAULT_LIMITS,
  type IsToolResultOptions,
  type OutputSchema,
  type ValidateOptions,
} from "./validate/api.js";
export { ToolResultContractError } from "./validate/errors.js";
export {
  createToolResultSchema,
  toolResultSchema,
  type ToolResultSchemaOptions,
  type ToolResultStandardSchema,
} from "./validate/standard-schema.js";
export { jsonPayload } from "./validate/json-payload.js";
export {
  defineContract,
  InvalidContractError,
  type ContractDefinition,
  type ContractInput,
} from "../contract/define.js";
export type {
  CustomToolResult,
  DocumentBlock,
  DocumentFormat,
  ImageBlock,
  ImageFormat,
  JsonBlock,
  JsonObject,
  JsonValue,
  McpContentBlock,
  McpEmbeddedResource,
  McpMediaContent,
  McpResourceLink,
  McpTextContent,
  McpToolResult,
  MediaSource,
  PresetToolResults,
  StrandsToolResult,
  StrandsToolResultContent,
  StrandsToolResultStatus,
  TextBlock,
  ToolResult,
  ToolResultContent,
  ToolResultIssue,
  ToolResultOf,
  ToolResultStatus,
  ToolResultValidation,
  VideoBlock,
  VideoFormat,
} from "./validate/types.js";
export { contractToJsonSchema } from "../contract/json-schema.js";
export type { JsonSchema } from "../common/json-schema.js";
export { DEFAULT_CONTRACT, PRESETS, type PresetName, type ToolResultContract } from "../contract/presets.js";
export * from "./agent/index.js";
