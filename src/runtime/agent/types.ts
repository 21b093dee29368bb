/**
 * The agent-side types that travel with a tool: the model's request (`ToolUse`), the description a
 * model is shown (`ToolSpec`) and the stream a tool answers with (`ToolGenerator`). The result types
 * themselves (`ToolResult`, `ToolResultContent`, `ToolResultStatus`) live in `../types.ts`.
 */
import type { JsonSchema } from "../../common/json-schema.js";
import type { TypedEvent } from "./events.js";

/** A model's request to run one tool. */
export interface ToolUse {
  /** Identifies this request; the result that answers it carries the same id. */
  toolUseId: string;
  /** The name of the tool to run. */
  name: string;
  /** The arguments, as the model produced them (any JSON value, unchecked). */
  input: unknown;
}

/** What a model is told about a tool. */
export interface ToolSpec {
  /** The tool's unique name (1 to 64 letters, digits, `_` or `-`). */
  name: string;
  /** What the tool does and when to call it, for the model. */
  description: string;
  /** The JSON Schema of the tool's input. */
  inputSchema: JsonSchema;
  /** The JSON Schema of the tool's output. Not every model provider accepts it; drop it where one does not. */
  outputSchema?: JsonSchema;
}

/** Values the caller passed to the agent for this invocation, handed through to every tool. */
export type InvocationState = Record<string, unknown>;

/**
 * What a tool may do with the invocation's structured-output state: a `StructuredOutputContext` is one.
 * (A structural type, so that tools need not import the context.)
 */
export interface StructuredOutputStore {
  /** Keeps a validated output under the id of the tool use that produced it. */
  storeResult(toolUseId: string, result: unknown): void;
}

/**
 * What a tool sees of an abort signal: the part of the standard `AbortSignal` it uses, as a structural
 * type, so that these declarations need neither the DOM nor Node's types. An `AbortSignal` is one.
 */
export interface AbortSignalLike {
  /** True once the operation was aborted. */
  readonly aborted: boolean;
  /** Why it was aborted (an `AbortError` by default), once it was. */
  readonly reason?: unknown;
  addEventListener(type: "abort", listener: () => void, options?: { readonly once?: boolean }): void;
  removeEventListener(type: "abort", listener: () => void): void;
}

/** Extra arguments of {@link AgentTool.stream}; room for later additions. */
export interface ToolStreamOptions {
  /** The per-invocation structured-output state; the structured-output tool stores its value here. */
  structuredOutputContext?: StructuredOutputStore | undefined;
  /** Aborts a long-running tool. */
  signal?: AbortSignalLike | undefined;
  [option: string]: unknown;
}

/**
 * What `stream` returns: events as the tool runs, the last one a `ToolResultEvent` that carries the
 * result.
 */
export type ToolGenerator = AsyncGenerator<TypedEvent, void, undefined>;
