/** The agent-tool runtime: tools, their events, a registry, structured output and schema conversion. */
export type {
  AbortSignalLike,
  InvocationState,
  StructuredOutputStore,
  ToolGenerator,
  ToolSpec,
  ToolStreamOptions,
  ToolUse,
} from "./types.js";
export { TypedEvent, ToolResultEvent, type EventData, type ToolResultEventData } from "./events.js";
export { AgentTool } from "./tool.js";
export { ToolRegistry, ToolRegistryError } from "./registry.js";
export { convertSchemaToToolSpec, SchemaConversionError } from "./schema-to-spec.js";
export {
  SchemaSupportError,
  type InferInput,
  type InferOutput,
  type JsonSchemaOptions,
  type SchemaIssue,
  type SchemaValidationResult,
  type StandardSchemaWithJSON,
} from "./standard-schema.js";
export { StructuredOutputTool, type StructuredOutputToolOptions } from "./structured-output/tool.js";
export { StructuredOutputContext, type ToolChoice } from "./structured-output/context.js";
export { StructuredOutputError } from "./structured-output/errors.js";
export {
  tool,
  FunctionTool,
  type FunctionToolConfig,
  type ToolCallback,
  type ToolCallbackContext,
} from "./function-tool.js";
