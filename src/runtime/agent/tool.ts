import type { InvocationState, ToolGenerator, ToolSpec, ToolStreamOptions, ToolUse } from "./types.js";

/**
 * The base class of every tool the runtime can run. A tool has a name, a spec the model is shown, a
 * type label, and a `stream` method that answers one tool use with events, the last of which is a
 * `ToolResultEvent`.
 *
 * ```ts
 * class Clock extends AgentTool {
 *   readonly toolName = "clock";
 *   readonly toolType = "function";
 *   readonly toolSpec = { name: "clock", description: "Current time", inputSchema: { type: "object", properties: {} } };
 *   async *stream(toolUse: ToolUse): ToolGenerator {
 *     yield new ToolResultEvent({ toolUseId: toolUse.toolUseId, status: "success", content: [{ text: new Date().toISOString() }] });
 *   }
 * }
 * ```
 */
export abstract class AgentTool {
  #isDynamic = false;

  /** The unique name the model calls the tool by. */
  abstract get toolName(): string;

  /** The name, description and input schema the model is shown. */
  abstract get toolSpec(): ToolSpec;

  /** What kind of implementation this is (for example `"function"` or `"structured_output"`). */
  abstract get toolType(): string;

  /**
   * Runs the tool for one tool use.
   *
   * @param toolUse the model's request: id, tool name and input.
   * @param invocationState values the caller passed to the agent for this invocation.
   * @param options extra arguments, such as the structured-output context.
   * @returns events as the tool runs; the last one is a `ToolResultEvent`.
   */
  abstract stream(toolUse: ToolUse, invocationState: InvocationState, options: ToolStreamOptions): ToolGenerator;

  /** Whether the tool can be reloaded while the agent runs. False unless a subclass says otherwise. */
  get supportsHotReload(): boolean {
    return false;
  }

  /** Whether the tool was added while the agent ran (for example the structured-output tool). */
  get isDynamic(): boolean {
    return this.#isDynamic;
  }

  /** Marks the tool as added at run time. */
  markDynamic(): void {
    this.#isDynamic = true;
  }

  /** Properties to show for this tool in a UI. Subclasses may add their own to the returned object. */
  getDisplayProperties(): Record<string, string> {
    return { Name: this.toolName, Type: this.toolType };
  }
}
