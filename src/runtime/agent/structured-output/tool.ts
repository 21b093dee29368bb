import type { ToolResult } from "../../validate/types.js";
import { ToolResultEvent } from "../events.js";
import { omitNullsForOptionalFields } from "../nulls.js";
import { toolNameProblem, ToolRegistryError } from "../registry.js";
import { cachedInputJsonSchema, convertSchemaToToolSpec } from "../schema-to-spec.js";
import {
  assertStandardSchemaWithJSON,
  formatIssues,
  validateWith,
  type InferOutput,
  type StandardSchemaWithJSON,
} from "../standard-schema.js";
import { AgentTool } from "../tool.js";
import type { InvocationState, ToolGenerator, ToolSpec, ToolStreamOptions, ToolUse } from "../types.js";

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

  constructor(schema: S, options: StructuredOutputToolOptions = {}) {
    super();
    assertStandardSchemaWithJSON(schema, "StructuredOutputTool");
    this.#schema = schema;
    const spec = convertSchemaToToolSpec(schema);
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

  async *stream(toolUse: ToolUse, _invocationState: InvocationState, options: ToolStreamOptions = {}): ToolGenerator {
    yield new ToolResultEvent(await this.#validate(toolUse, options));
  }

  async #validate(toolUse: ToolUse, options: ToolStreamOptions): Promise<ToolResult> {
    const toolUseId = String(toolUse.toolUseId ?? "");
    const name = this.toolName;
    try {
      const context = options.structuredOutputContext;
      if (context === undefined) {
        throw new Error("no StructuredOutputContext was passed to stream() as options.structuredOutputContext");
      }
      const input = omitNullsForOptionalFields(toolUse.input ?? {}, cachedInputJsonSchema(this.#schema));
      const result = await validateWith(this.#schema, input);
      if (result.issues) {
        return {
          toolUseId,
          status: "error",
          content: [
            { text: `Validation failed for ${name}. Please fix the following errors:\n${formatIssues(result.issues)}` },
          ],
        };
      }
      context.storeResult(toolUseId, result.value as InferOutput<S>);
      return { toolUseId, status: "success", content: [{ text: `Successfully validated ${name} structured output` }] };
    } catch (error) {
      return {
        toolUseId,
        status: "error",
        content: [
          { text: `Unexpected error validating ${name}: ${error instanceof Error ? error.message : String(error)}` },
        ],
      };
    }
  }
}
