import { isRecord } from "../../common/is-record.js";
import type { ContractInput } from "../validate/compile.js";
import type { ToolResult } from "../validate/types.js";
import { validateToolResult } from "../validate/api.js";
import { ToolResultEvent } from "./events.js";
import { omitNullsForOptionalFields } from "./nulls.js";
import { assertValidToolName, ToolRegistryError } from "./registry.js";
import { cachedInputJsonSchema, convertSchemaToToolSpec } from "./schema-to-spec.js";
import {
  assertStandardSchemaWithJSON,
  formatIssues,
  validateWith,
  type InferOutput,
  type StandardSchemaWithJSON,
} from "./standard-schema.js";
import { AgentTool } from "./tool.js";
import type { AbortSignalLike, InvocationState, ToolGenerator, ToolSpec, ToolStreamOptions, ToolUse } from "./types.js";

/** What a tool callback receives besides its validated input. */
export interface ToolCallbackContext {
  readonly toolUse: ToolUse;
  readonly invocationState: InvocationState;
  readonly signal: AbortSignalLike | undefined;
}

/**
 * A tool's implementation. It may return (or resolve to):
 * - a tool result (`{ status, content }`, optionally `toolUseId`): checked against the contract;
 * - a string: sent as one text block with status `success`;
 * - any other JSON value: sent as one json block with status `success`;
 * - `undefined`: a `success` result whose text says the tool returned nothing.
 * A thrown error becomes an `error` result that carries the error's message.
 */
export type ToolCallback<Input> = (input: Input, context: ToolCallbackContext) => unknown;

export interface FunctionToolConfig<S extends StandardSchemaWithJSON> {
  /** The tool name: 1 to 64 letters, digits, `_` or `-`. */
  name: string;
  /** What the tool does, for the model. */
  description: string;
  /** Validates the input and describes it to the model (any Standard Schema with Standard JSON Schema). */
  inputSchema: S;
  callback: ToolCallback<InferOutput<S>>;
  /** The contract results are checked against (a preset name or contract object; the default contract when omitted). */
  contract?: ContractInput | undefined;
}

/** A tool built by {@link tool}. */
export class FunctionTool<S extends StandardSchemaWithJSON = StandardSchemaWithJSON> extends AgentTool {
  readonly #config: FunctionToolConfig<S>;
  readonly #spec: ToolSpec;

  constructor(config: FunctionToolConfig<S>) {
    super();
    if (!isRecord(config))
      throw new TypeError("tool(): expected a config object { name, description, inputSchema, callback }.");
    assertValidToolName(config.name);
    if (typeof config.description !== "string" || config.description.trim() === "") {
      throw new ToolRegistryError(
        `tool("${config.name}"): description must be a non-empty string; the model reads it to decide when to call the tool.`,
        config.name,
      );
    }
    if (typeof config.callback !== "function") {
      throw new ToolRegistryError(`tool("${config.name}"): callback must be a function.`, config.name);
    }
    assertStandardSchemaWithJSON(config.inputSchema, `tool("${config.name}") inputSchema`);
    this.#config = config;
    const { inputSchema } = convertSchemaToToolSpec(config.inputSchema);
    this.#spec = { name: config.name, description: config.description, inputSchema };
  }

  get toolName(): string {
    return this.#spec.name;
  }

  /** The spec, as a fresh copy on every read. */
  get toolSpec(): ToolSpec {
    return structuredClone(this.#spec);
  }

  get toolType(): string {
    return "function";
  }

  async *stream(toolUse: ToolUse, invocationState: InvocationState, options: ToolStreamOptions = {}): ToolGenerator {
    yield new ToolResultEvent(await this.#run(toolUse, invocationState, options), this.#config.contract);
  }

  async #run(toolUse: ToolUse, invocationState: InvocationState, options: ToolStreamOptions): Promise<ToolResult> {
    const { toolUseId } = toolUse;
    const name = this.toolName;
    const fail = (text: string): ToolResult => ({ toolUseId, status: "error", content: [{ text }] });

    let input: InferOutput<S>;
    try {
      const parsed = await validateWith(
        this.#config.inputSchema,
        omitNullsForOptionalFields(toolUse.input ?? {}, cachedInputJsonSchema(this.#config.inputSchema)),
      );
      if (parsed.issues)
        return fail(`Invalid input for ${name}. Please fix the following errors:\n${formatIssues(parsed.issues)}`);
      input = parsed.value as InferOutput<S>;
    } catch (error) {
      return fail(`Unexpected error validating the input of ${name}: ${messageOf(error)}`);
    }

    let returned: unknown;
    try {
      returned = await this.#config.callback(input, { toolUse, invocationState, signal: options.signal });
    } catch (error) {
      return fail(`Tool ${name} failed: ${messageOf(error)}`);
    }
    return this.#toResult(returned, toolUseId);
  }

  /** Turns what the callback returned into a contract-valid result, or an error result that says why it cannot. */
  #toResult(returned: unknown, toolUseId: string): ToolResult {
    const name = this.toolName;
    const fail = (text: string): ToolResult => ({ toolUseId, status: "error", content: [{ text }] });
    let candidate: unknown;
    let what: string;
    const isResult = isRecord(returned) && "status" in returned && "content" in returned;
    if (isResult) {
      if (returned.toolUseId !== undefined && returned.toolUseId !== toolUseId) {
        return fail(
          `Tool ${name} returned a result for tool use ${JSON.stringify(returned.toolUseId)} while answering ${JSON.stringify(toolUseId)}; ` +
            "leave toolUseId out (the runtime sets it) or echo the id of the request.",
        );
      }
      candidate = { ...returned, toolUseId };
      what = "a result that breaks the tool-result contract";
    } else if (typeof returned === "string") {
      candidate = { toolUseId, status: "success", content: [{ text: returned }] };
      what = "a text that is not a valid text block";
    } else if (returned === undefined) {
      candidate = { toolUseId, status: "success", content: [{ text: `${name} returned no output.` }] };
      what = "nothing";
    } else {
      candidate = { toolUseId, status: "success", content: [{ json: returned }] };
      what = "a value that cannot be sent as a json block";
    }
    const verdict = validateToolResult(candidate, this.#config.contract);
    if (verdict.ok) return verdict.value as ToolResult;
    const issues = verdict.issues.map((issue) => `- ${issue.message}`).join("\n");
    const hint = isResult
      ? "\nA tool returns { status, content } only, with telemetry inside a { json: ... } content block."
      : "";
    return fail(`Tool ${name} returned ${what}, so its output was not sent:\n${issues}${hint}`);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A tool from a function: the input is validated with `inputSchema` before `callback` runs, and what
 * the callback returns becomes a contract-valid result (see {@link ToolCallback}). A callback that
 * throws, or returns a result with keys beside `status`/`content`/`toolUseId`, produces an `error`
 * result that says why; it never passes as a success.
 *
 * ```ts
 * const teleop = tool({
 *   name: "teleop",
 *   description: "Drive the arm for a number of frames",
 *   inputSchema: z.object({ frames: z.number().int().positive() }),
 *   callback: async ({ frames }) => ({ status: "success", content: [{ text: `${frames} frames` }, { json: { frames } }] }),
 * });
 * ```
 */
export function tool<S extends StandardSchemaWithJSON>(config: FunctionToolConfig<S>): FunctionTool<S> {
  return new FunctionTool(config);
}
