import type { ToolRegistry } from "../registry.js";
import type { InferOutput, StandardSchemaWithJSON } from "../standard-schema.js";
import type { ToolSpec, ToolUse } from "../types.js";
import { toolUseIdOf } from "../tool-use-id.js";
import { StructuredOutputTool, type StructuredOutputToolOptions } from "./tool.js";

/** How a model is told which tool to call (Bedrock Converse's shape). */
export type ToolChoice = { auto: Record<string, never> } | { any: Record<string, never> } | { tool: { name: string } };

/**
 * The structured-output state of one agent invocation: the tool the model should finish with, the
 * values it produced, and whether the loop already had to force the model to call it.
 *
 * Without a schema the context is disabled and every method is a no-op that finds nothing.
 */
export class StructuredOutputContext<S extends StandardSchemaWithJSON = StandardSchemaWithJSON> {
  /** Validated outputs by tool-use id, until {@link extractResult} takes them. */
  readonly results = new Map<string, InferOutput<S>>();
  readonly structuredOutputSchema: S | undefined;
  readonly structuredOutputTool: StructuredOutputTool<S> | undefined;
  /** The name the model must call, when enabled. */
  readonly expectedToolName: string | undefined;
  /** Whether the next model call is forced to use a tool. */
  forcedMode = false;
  /** Whether forcing was tried in this invocation (a second refusal is an error). */
  forceAttempted = false;
  /** The tool choice to send while forced. */
  toolChoice: ToolChoice | undefined = undefined;
  /** Set by an event loop that should stop after the current cycle. */
  stopLoop = false;

  constructor(schema?: S, options?: StructuredOutputToolOptions) {
    this.structuredOutputSchema = schema;
    if (schema !== undefined) {
      this.structuredOutputTool = new StructuredOutputTool(schema, options);
      this.expectedToolName = this.structuredOutputTool.toolName;
    }
  }

  /** True when a schema was given. */
  get isEnabled(): boolean {
    return this.structuredOutputSchema !== undefined;
  }

  /** Keeps a validated output under the id of the tool use that produced it. */
  storeResult(toolUseId: string, result: InferOutput<S>): void {
    this.results.set(toolUseId, result);
  }

  /** The validated output of a tool use, if there is one (it stays stored). */
  getResult(toolUseId: string): InferOutput<S> | undefined {
    return this.results.get(toolUseId);
  }

  /** Switches to forced mode, with `{ any: {} }` as the tool choice unless one is given. No-op when disabled. */
  setForcedMode(toolChoice?: ToolChoice): void {
    if (!this.isEnabled) return;
    this.forcedMode = true;
    this.forceAttempted = true;
    this.toolChoice = toolChoice ?? { any: {} };
  }

  /** Whether any of `toolUses` calls the structured-output tool. */
  hasStructuredOutputTool(toolUses: readonly ToolUse[]): boolean {
    const expected = this.expectedToolName;
    if (!expected) return false;
    return toolUses.some((toolUse) => toolUse.name === expected);
  }

  /** The structured-output tool's spec, or `undefined` when disabled. */
  getToolSpec(): ToolSpec | undefined {
    return this.structuredOutputTool?.toolSpec;
  }

  /**
   * The output produced by one of `toolUses` (the first structured-output call that has a stored
   * value), removed from the store. `undefined` when none of them produced one. A call without an id is
   * found by the id the tool made for that very request object.
   */
  extractResult(toolUses: readonly ToolUse[]): InferOutput<S> | undefined {
    if (!this.hasStructuredOutputTool(toolUses)) return undefined;
    for (const toolUse of toolUses) {
      if (toolUse.name !== this.expectedToolName) continue;
      const id = toolUseIdOf(toolUse);
      if (this.results.has(id)) {
        const result = this.results.get(id) as InferOutput<S>;
        this.results.delete(id);
        return result;
      }
    }
    return undefined;
  }

  /** Adds the structured-output tool to `registry` as a dynamic tool, unless it is there already. */
  registerTool(registry: ToolRegistry): void {
    const tool = this.structuredOutputTool;
    if (tool && !registry.dynamicTools.has(tool.toolName)) registry.registerDynamicTool(tool);
  }

  /** Removes the structured-output tool from `registry`'s dynamic tools. */
  cleanup(registry: ToolRegistry): void {
    const tool = this.structuredOutputTool;
    if (tool && registry.dynamicTools.get(tool.toolName) === tool) registry.remove(tool.toolName);
  }
}
