import { describeThrown, describeValue, thrownMessage } from "../../common/describe-value.js";
import { isRecord } from "../../common/is-record.js";
import { quote } from "../../common/text.js";
import type { ContractInput } from "../validate/compile.js";
import type { ToolResult } from "../validate/types.js";
import { validateToolResult } from "../validate/api.js";
import { CallScope, MAX_TIMEOUT_MS } from "./call.js";
import { ToolResultEvent } from "./events.js";
import { snapshotToolResult, SnapshotError } from "./snapshot.js";
import { omitNullsForOptionalFields } from "./nulls.js";
import { assertValidToolName, ToolRegistryError, wrapToolError } from "./registry.js";
import { cachedInputJsonSchema, convertSchemaToToolSpec } from "./schema-to-spec.js";
import {
  assertStandardSchemaWithJSON,
  formatIssues,
  validateWith,
  type InferOutput,
  type StandardSchemaWithJSON,
} from "./standard-schema.js";
import { AgentTool } from "./tool.js";
import { toolUseIdOf } from "./tool-use-id.js";
import type { AbortSignalLike, InvocationState, ToolGenerator, ToolSpec, ToolStreamOptions, ToolUse } from "./types.js";

/** What a tool callback receives besides its validated input. */
export interface ToolCallbackContext {
  readonly toolUse: ToolUse;
  readonly invocationState: InvocationState;
  /**
   * Aborts when the caller aborts the call (`options.signal` of `stream`) or when the tool's `timeoutMs`
   * passes: stop the work then, as its result is no longer awaited. The caller's signal as it is when the
   * tool has no timeout.
   */
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
  /**
   * The contract results are checked against (a preset name or contract object; the default contract
   * when omitted). It must take the error results the tool answers with when its code fails: status
   * `"error"`, a text block and `toolUseId`.
   */
  contract?: ContractInput | undefined;
  /**
   * The most milliseconds one call may take, input validation included (a whole number, at most
   * 2,147,483,647). When it passes, the call answers with an `error` result and the callback's
   * `context.signal` aborts. No limit when omitted.
   */
  timeoutMs?: number | undefined;
}

/** The result this runtime answers with when a tool's code fails: it must pass every contract a tool uses. */
function errorResult(toolUseId: string, text: string): ToolResult {
  return { toolUseId, status: "error", content: [{ text }] };
}

/** The fields of a config, each read once, in a guard. */
function readConfig(config: unknown): Record<keyof FunctionToolConfig<StandardSchemaWithJSON>, unknown> {
  if (!isRecord(config)) {
    throw new ToolRegistryError(
      `tool(): expected a config object { name, description, inputSchema, callback }, got ${describeValue(config)}.`,
      "",
    );
  }
  const fields = ["name", "description", "inputSchema", "callback", "contract", "timeoutMs"] as const;
  const read = {} as Record<(typeof fields)[number], unknown>;
  for (const field of fields) {
    try {
      read[field] = config[field];
    } catch (error) {
      throw new ToolRegistryError(`tool(): reading config.${field} threw ${describeThrown(error)}.`, "");
    }
  }
  return read;
}

/** A tool built by {@link tool}. */
export class FunctionTool<S extends StandardSchemaWithJSON = StandardSchemaWithJSON> extends AgentTool {
  readonly #schema: S;
  readonly #callback: ToolCallback<InferOutput<S>>;
  readonly #contract: ContractInput | undefined;
  readonly #timeoutMs: number | undefined;
  readonly #spec: ToolSpec;

  /** Throws a {@link ToolRegistryError} that names the field for a config that cannot be used. */
  constructor(config: FunctionToolConfig<S>) {
    super();
    const read = readConfig(config);
    const name = read.name;
    assertValidToolName(name);
    const at = `tool(${quote(name)})`;
    if (typeof read.description !== "string" || read.description.trim() === "") {
      throw new ToolRegistryError(
        `${at}: description must be a non-empty string; the model reads it to decide when to call the tool.`,
        name,
      );
    }
    if (typeof read.callback !== "function") throw new ToolRegistryError(`${at}: callback must be a function.`, name);
    const timeoutMs = read.timeoutMs;
    if (
      timeoutMs !== undefined &&
      (typeof timeoutMs !== "number" || !Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > MAX_TIMEOUT_MS)
    ) {
      throw new ToolRegistryError(
        `${at}: timeoutMs must be a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}, got ${describeValue(timeoutMs)}. Leave it out for no limit.`,
        name,
      );
    }
    const contract = read.contract as ContractInput | undefined;
    checkContract(at, name, contract);
    let inputSchema;
    try {
      assertStandardSchemaWithJSON(read.inputSchema, `${at} inputSchema`);
      inputSchema = convertSchemaToToolSpec(read.inputSchema).inputSchema;
    } catch (error) {
      throw wrapToolError(`${at} inputSchema`, error, name);
    }
    this.#schema = read.inputSchema as S;
    this.#callback = read.callback as ToolCallback<InferOutput<S>>;
    this.#contract = contract;
    this.#timeoutMs = timeoutMs;
    this.#spec = { name, description: read.description, inputSchema };
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

  /**
   * Runs the tool for one tool use. Never throws: whatever the validator or the callback throws, returns
   * or never settles (with a signal or a timeout), the stream ends with one `ToolResultEvent`. Its result
   * is a frozen copy of what the callback returned, taken when it was checked: the callback's objects may
   * go on changing afterwards without changing it.
   */
  async *stream(toolUse: ToolUse, invocationState: InvocationState, options: ToolStreamOptions = {}): ToolGenerator {
    const toolUseId = toolUseIdOf(toolUse);
    let result: ToolResult;
    try {
      result = await this.#run(toolUse, toolUseId, invocationState, options);
    } catch (error) {
      // Defence in depth: #run guards each step; nothing may end the stream without a result.
      result = errorResult(toolUseId, `Tool ${this.toolName} failed inside the runtime: ${thrownMessage(error)}`);
    }
    let event: ToolResultEvent;
    try {
      event = new ToolResultEvent(result, this.#contract);
    } catch (error) {
      // The copy differs from what was checked: a getter in the result answered differently when it was copied.
      event = new ToolResultEvent(
        errorResult(
          toolUseId,
          `Tool ${this.toolName} returned a result that changed while it was checked: ${thrownMessage(error)}`,
        ),
        this.#contract,
      );
    }
    yield event;
  }

  async #run(
    toolUse: ToolUse,
    toolUseId: string,
    invocationState: InvocationState,
    options: ToolStreamOptions,
  ): Promise<ToolResult> {
    const name = this.toolName;
    const fail = (text: string): ToolResult => errorResult(toolUseId, text);
    let signal: AbortSignalLike | undefined;
    try {
      signal = options?.signal;
    } catch (error) {
      return fail(`Tool ${name} was not run: reading options.signal threw ${describeThrown(error)}.`);
    }
    const scope = new CallScope(signal, this.#timeoutMs);
    try {
      const parsed = await scope.run(() => {
        let input: unknown = (toolUse as { input?: unknown } | undefined)?.input;
        input ??= {};
        return validateWith(this.#schema, omitNullsForOptionalFields(input, cachedInputJsonSchema(this.#schema)));
      });
      if (parsed.ok === "stopped") return fail(`Tool ${name} ${parsed.why}.`);
      if (!parsed.ok) return fail(`Unexpected error validating the input of ${name}: ${thrownMessage(parsed.error)}`);
      let issues: unknown;
      let value: unknown;
      try {
        issues = parsed.value.issues;
        if (issues) return fail(`Invalid input for ${name}. Please fix the following errors:\n${formatIssues(issues)}`);
        value = (parsed.value as { value?: unknown }).value;
      } catch (error) {
        return fail(`Unexpected error validating the input of ${name}: its validator answered ${thrownMessage(error)}`);
      }

      const context: ToolCallbackContext = { toolUse, invocationState, signal: scope.signal };
      const returned = await scope.run(() => this.#callback(value as InferOutput<S>, context));
      if (returned.ok === "stopped") return fail(`Tool ${name} ${returned.why}.`);
      if (!returned.ok) return fail(`Tool ${name} failed: ${thrownMessage(returned.error)}`);
      return this.#toResult(returned.value, toolUseId);
    } finally {
      scope.dispose();
    }
  }

  /** Turns what the callback returned into a contract-valid result, or an error result that says why it cannot. */
  #toResult(returned: unknown, toolUseId: string): ToolResult {
    const name = this.toolName;
    const fail = (text: string): ToolResult => errorResult(toolUseId, text);
    let candidate: unknown;
    let what: string;
    let isResult: boolean;
    try {
      isResult = isRecord(returned) && "status" in returned && "content" in returned;
      if (isResult) {
        const echoed = (returned as { toolUseId?: unknown }).toolUseId;
        if (echoed !== undefined && echoed !== toolUseId) {
          return fail(
            `Tool ${name} returned a result for tool use ${typeof echoed === "string" ? quote(echoed) : describeValue(echoed)} while answering ${quote(toolUseId)}; ` +
              "leave toolUseId out (the runtime sets it) or echo the id of the request.",
          );
        }
        candidate = { ...(returned as object), toolUseId };
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
    } catch (error) {
      return fail(
        `Tool ${name} returned a value that cannot be read (${describeThrown(error)}), so its output was not sent. Return plain data.`,
      );
    }
    const verdict = validateToolResult(candidate, this.#contract);
    if (verdict.ok) {
      // The callback may go on changing the objects it returned: what is sent is a frozen copy of what was
      // checked (the ToolResultEvent checks the copy again).
      try {
        return snapshotToolResult(candidate);
      } catch (error) {
        return fail(
          `Tool ${name} returned a result that changed while it was checked: ${error instanceof SnapshotError ? error.issue.message : thrownMessage(error)}`,
        );
      }
    }
    const issues = verdict.issues.map((issue) => `- ${issue.message}`).join("\n");
    const hint = isResult
      ? "\nA tool returns { status, content } only, with telemetry inside a { json: ... } content block."
      : "";
    return fail(`Tool ${name} returned ${what}, so its output was not sent:\n${issues}${hint}`);
  }
}

/**
 * Checks, when the tool is made, that `contract` can be used and takes the error results the tool answers
 * with when its code fails, so that no call can end without a result.
 */
function checkContract(at: string, name: string, contract: ContractInput | undefined): void {
  let verdict;
  try {
    verdict = validateToolResult(errorResult("tooluse_check", "The tool failed."), contract);
  } catch (error) {
    throw wrapToolError(`${at}: contract`, error, name);
  }
  if (!verdict.ok) {
    throw new ToolRegistryError(
      `${at}: the contract does not take the error result a tool answers with when its code fails ({ toolUseId, status: "error", content: [{ text }] }): ${verdict.issues.map((issue) => issue.message).join(" ")} Use a contract with status "error", text blocks and toolUseId.`,
      name,
    );
  }
}

/**
 * A tool from a function: the input is validated with `inputSchema` before `callback` runs, and what
 * the callback returns becomes a contract-valid result (see {@link ToolCallback}). A callback that
 * throws, or returns a result with keys beside `status`/`content`/`toolUseId`, produces an `error`
 * result that says why; it never passes as a success. An aborted `options.signal` (before or during the
 * call) and `timeoutMs` end the call with an `error` result too; the stream never throws.
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
