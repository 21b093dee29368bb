/**
 * A tiny agent event loop driven by a scripted model (no network), in the shape of Strands' loop:
 * offer the tools, run the tool uses the model asks for, force structured output when the model ends
 * its turn without it, give up with StructuredOutputError when it refuses again, and clean up the
 * dynamic tool whatever happens.
 */
import {
  assertToolResult,
  StructuredOutputContext,
  StructuredOutputError,
  ToolResultEvent,
  type StandardSchemaWithJSON,
  type ToolChoice,
  type ToolRegistry,
  type ToolResult,
  type ToolSpec,
  type ToolUse,
  type TypedEvent,
} from "../../../../src/runtime/index.js";

export interface ModelRequest {
  /** The specs offered this cycle. */
  toolSpecs: ToolSpec[];
  /** Set while structured output is forced. */
  toolChoice: ToolChoice | undefined;
  /** The results of the previous cycle's tool uses. */
  toolResults: ToolResult[];
}

/** One model turn: tool uses to run, or none (the model ends its turn). */
export interface ModelTurn {
  text?: string;
  toolUses?: ToolUse[];
}

export type ScriptStep = ModelTurn | ((request: ModelRequest) => ModelTurn);

/** A model that plays `steps` in order and records what it was asked. */
export class ScriptedModel {
  readonly requests: ModelRequest[] = [];
  #next = 0;
  constructor(private readonly steps: ScriptStep[]) {}

  respond(request: ModelRequest): ModelTurn {
    this.requests.push(structuredClone(request));
    const step = this.steps[this.#next++];
    if (step === undefined)
      throw new Error(`The script has only ${this.steps.length} turns; the loop asked for turn ${this.#next}.`);
    return typeof step === "function" ? step(request) : step;
  }

  get remaining(): number {
    return this.steps.length - this.#next;
  }
}

export interface RunOptions<S extends StandardSchemaWithJSON> {
  model: ScriptedModel;
  registry: ToolRegistry;
  structuredOutputSchema?: S;
  invocationState?: Record<string, unknown>;
  maxCycles?: number;
}

export interface RunOutcome<Output> {
  /** The validated structured output, when a schema was given. */
  output: Output | undefined;
  /** The final text, when the model ended its turn without structured output being asked for. */
  text: string | undefined;
  /** Every tool result, in order. */
  results: ToolResult[];
  /** Every event the tools streamed, in order. */
  events: TypedEvent[];
  context: StructuredOutputContext;
}

export async function runAgent<S extends StandardSchemaWithJSON>(options: RunOptions<S>): Promise<RunOutcome<unknown>> {
  const { model, registry, invocationState = {}, maxCycles = 10 } = options;
  const context = new StructuredOutputContext<StandardSchemaWithJSON>(options.structuredOutputSchema);
  const results: ToolResult[] = [];
  const events: TypedEvent[] = [];
  context.registerTool(registry);
  try {
    let previous: ToolResult[] = [];
    for (let cycle = 0; cycle < maxCycles; cycle++) {
      const turn = model.respond({
        toolSpecs: registry.toolSpecs(),
        toolChoice: context.forcedMode ? context.toolChoice : undefined,
        toolResults: previous,
      });
      const toolUses = turn.toolUses ?? [];
      if (toolUses.length === 0) {
        if (!context.isEnabled) return { output: undefined, text: turn.text, results, events, context };
        if (context.forceAttempted) throw new StructuredOutputError(context.expectedToolName ?? "");
        context.setForcedMode();
        previous = [];
        continue;
      }
      previous = [];
      for (const toolUse of toolUses) {
        const result = await runTool(registry, toolUse, invocationState, context, events);
        assertToolResult(result);
        previous.push(result);
        results.push(result);
      }
      const output = context.extractResult(toolUses);
      if (output !== undefined) return { output, text: turn.text, results, events, context };
    }
    throw new Error(`The agent did not finish within ${maxCycles} cycles.`);
  } finally {
    context.cleanup(registry);
  }
}

async function runTool(
  registry: ToolRegistry,
  toolUse: ToolUse,
  invocationState: Record<string, unknown>,
  context: StructuredOutputContext,
  events: TypedEvent[],
): Promise<ToolResult> {
  const tool = registry.get(toolUse.name);
  if (!tool) {
    return { toolUseId: toolUse.toolUseId, status: "error", content: [{ text: `Unknown tool "${toolUse.name}".` }] };
  }
  let last: TypedEvent | undefined;
  for await (const event of tool.stream(toolUse, invocationState, { structuredOutputContext: context })) {
    events.push(event);
    last = event;
  }
  if (!(last instanceof ToolResultEvent)) {
    throw new Error(`Tool "${toolUse.name}" ended its stream without a ToolResultEvent.`);
  }
  return last.toolResult;
}
