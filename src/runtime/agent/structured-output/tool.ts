import { describeThrown, thrownMessage } from "../../../common/describe-value.js";
import type { ToolResult } from "../../validate/types.js";
import { CallScope } from "../call.js";
import { ToolResultEvent } from "../events.js";
import { omitNullsForOptionalFields } from "../nulls.js";
import { toolNameProblem, ToolRegistryError, wrapToolError } from "../registry.js";
import { cachedInputJsonSchema, convertSchemaToToolSpec } from "../schema-to-spec.js";
import {
  assertStandardSchemaWithJSON,
  formatIssues,
  validateWith,
  type InferOutput,
  type StandardSchemaWithJSON,
} from "../standard-schema.js";
import { AgentTool } from "../tool.js";
import { toolUseIdOf } from "../tool-use-id.js";
import type {
  AbortSignalLike,
  InvocationState,
  StructuredOutputStore,
  ToolGenerator,
  ToolSpec,
  ToolStreamOptions,
  ToolUse,
} from "../types.js";

function failed(toolUseId: string, text: string): ToolResult {
  return { toolUseId, status: "error", content: [{ text }] };
}

/** The text every structured-output tool description starts with. */
export const STRUCTURED_OUTPUT_PREAMBLE =
  "IMPORTANT: This StructuredOutputTool should only be invoked as the last and final tool before returning the completed result to the caller. ";

export interface StructuredOutputToolOptions {
  /** The tool name; defaults to the schema's `title`. Needed when the schema has none, or one that is not a valid tool name. */
  name?: string | undefined;
  /** What the output is; defaults to the schema's description. */
  description?: string | undefined;
}

/**
 * The tool a model calls to hand over its final answer in a given shape. Its input is the answer; the
 * tool validates it with the schema, stores the typed value in the invocation's
 * `StructuredOutputContext` (passed as `options.structuredOutputContext`), and answers with a result
 * that either confirms it or lists what to fix, so the model can try again.
 */
export class StructuredOutputTool<S extends StandardSchemaWithJSON = StandardSchemaWithJSON> extends AgentTool {
  readonly #schema: S;
  readonly #spec: ToolSpec;

  /**
   * Throws a {@link ToolRegistryError} for a schema that cannot be a tool spec (not a Standard Schema with
   * JSON Schema, a recursive or missing reference, nesting too deep) or a name that cannot be a tool name.
   */
  constructor(schema: S, options: StructuredOutputToolOptions = {}) {
    super();
    let spec: ToolSpec;
    try {
      assertStandardSchemaWithJSON(schema, "StructuredOutputTool");
      spec = convertSchemaToToolSpec(schema);
    } catch (error) {
      throw wrapToolError("StructuredOutputTool", error, "");
    }
    this.#schema = schema;
    const fromTitle = options.name === undefined;
    if (!fromTitle) spec.name = options.name as string;
    const problem = toolNameProblem(spec.name);
    if (problem !== undefined) {
      throw new ToolRegistryError(
        fromTitle
          ? `StructuredOutputTool: the schema's title cannot be the tool name (${problem}). Pass a valid name as options.name.`
          : `StructuredOutputTool: invalid options.name (${problem}).`,
        spec.name,
      );
    }
    const description = options.description ?? spec.description;
    spec.description = `${STRUCTURED_OUTPUT_PREAMBLE}<description>${description}</description>`;
    this.#spec = spec;
  }

  get toolName(): string {
    return this.#spec.name;
  }

  /** The spec, as a fresh copy on every read. */
  get toolSpec(): ToolSpec {
    return structuredClone(this.#spec);
  }

  get toolType(): string {
    return "structured_output";
  }

  /** The schema the output is validated with. */
  get schema(): S {
    return this.#schema;
  }

  /**
   * Validates the model's answer and stores it under the tool use's id (one is made for a call without
   * an id, so two such calls never share a slot: see `toolUseIdOf`). Never throws: whatever the validator
   * throws, returns or never settles (with `options.signal`), the stream ends with one `ToolResultEvent`;
   * an already-aborted signal means the validator never runs.
   */
  async *stream(toolUse: ToolUse, _invocationState: InvocationState, options: ToolStreamOptions = {}): ToolGenerator {
    const toolUseId = toolUseIdOf(toolUse);
    let result: ToolResult;
    try {
      result = await this.#validate(toolUse, toolUseId, options);
    } catch (error) {
      // Defence in depth: #validate guards each step; nothing may end the stream without a result.
      result = failed(toolUseId, `Unexpected error validating ${this.toolName}: ${thrownMessage(error)}`);
    }
    yield new ToolResultEvent(result);
  }

  async #validate(toolUse: ToolUse, toolUseId: string, options: ToolStreamOptions): Promise<ToolResult> {
    const name = this.toolName;
    let context: unknown;
    let signal: AbortSignalLike | undefined;
    try {
      context = options?.structuredOutputContext;
      signal = options?.signal;
    } catch (error) {
      return failed(
        toolUseId,
        `Unexpected error validating ${name}: reading the options threw ${describeThrown(error)}`,
      );
    }
    if (context === undefined) {
      return failed(
        toolUseId,
        `Unexpected error validating ${name}: no StructuredOutputContext was passed to stream() as options.structuredOutputContext`,
      );
    }
    const scope = new CallScope(signal, undefined);
    try {
      const settled = await scope.run(() => {
        let input: unknown = (toolUse as { input?: unknown } | undefined)?.input;
        input ??= {};
        return validateWith(this.#schema, omitNullsForOptionalFields(input, cachedInputJsonSchema(this.#schema)));
      });
      if (settled.ok === "stopped") return failed(toolUseId, `Tool ${name} ${settled.why}.`);
      if (!settled.ok) return failed(toolUseId, `Unexpected error validating ${name}: ${thrownMessage(settled.error)}`);
      try {
        const result = settled.value;
        if (result.issues) {
          return failed(
            toolUseId,
            `Validation failed for ${name}. Please fix the following errors:\n${formatIssues(result.issues)}`,
          );
        }
        (context as StructuredOutputStore).storeResult(toolUseId, result.value as InferOutput<S>);
      } catch (error) {
        return failed(toolUseId, `Unexpected error validating ${name}: ${thrownMessage(error)}`);
      }
      return { toolUseId, status: "success", content: [{ text: `Successfully validated ${name} structured output` }] };
    } finally {
      scope.dispose();
    }
  }
}
