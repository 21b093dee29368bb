import {
  assertToolResult,
  StructuredOutputContext,
  StructuredOutputError,
  ToolResultEvent,
  type InferOutput,
  type StandardSchemaWithJSON,
  type ToolChoice,
  type ToolRegistry,
  type ToolResult,
  type ToolSpec,
  type ToolUse,
  type TypedEvent,
} from "eslint-plugin-tool-result/runtime";

/** What the loop sends a model each cycle. */
export interface ModelRequest {
  toolSpecs: ToolSpec[];
  toolChoice: ToolChoice | undefined;
  toolResults: ToolResult[];
}

/** A model's turn: tool uses to run, or none to end the turn. */
export interface ModelTurn {
  text?: string;
  toolUses?: ToolUse[];
}

export type Model = (request: ModelRequest) => Promise<ModelTurn>;

export interface AgentRun<S extends StandardSchemaWithJSON> {
  model: Model;
  registry: ToolRegistry;
  structuredOutput: S;
  onEvent?: (event: TypedEvent, toolUse: ToolUse) => void;
  onForced?: () => void;
  maxCycles?: number;
}

/**
 * A minimal agent event loop: offer the tools, run what the model asks for, and finish with the
 * structured output. When the model ends its turn without it, the next call forces a tool; a second
 * refusal is a StructuredOutputError. The structured-output tool is removed again in every case.
 */
export async function runAgent<S extends StandardSchemaWithJSON>(run: AgentRun<S>): Promise<InferOutput<S>> {
  const context = new StructuredOutputContext(run.structuredOutput);
  context.registerTool(run.registry);
  try {
    let toolResults: ToolResult[] = [];
    for (let cycle = 0; cycle < (run.maxCycles ?? 10); cycle++) {
      const turn = await run.model({
        toolSpecs: run.registry.toolSpecs(),
        toolChoice: context.forcedMode ? context.toolChoice : undefined,
        toolResults,
      });
      const toolUses = turn.toolUses ?? [];
      toolResults = [];
      if (toolUses.length === 0) {
        if (context.forceAttempted) throw new StructuredOutputError(context.expectedToolName ?? "");
        context.setForcedMode();
        run.onForced?.();
        continue;
      }
      for (const toolUse of toolUses) {
        const result = await runTool(run, toolUse, context);
        assertToolResult(result);
        toolResults.push(result);
      }
      const output = context.extractResult(toolUses);
      if (output !== undefined) return output;
    }
    throw new Error("The agent did not finish within its cycle limit.");
  } finally {
    context.cleanup(run.registry);
  }
}

async function runTool<S extends StandardSchemaWithJSON>(
  run: AgentRun<S>,
  toolUse: ToolUse,
  context: StructuredOutputContext<S>,
): Promise<ToolResult> {
  const tool = run.registry.get(toolUse.name);
  if (!tool)
    return {
      toolUseId: toolUse.toolUseId,
      status: "error",
      content: [{ text: `There is no tool "${toolUse.name}".` }],
    };
  let last: TypedEvent | undefined;
  for await (const event of tool.stream(toolUse, {}, { structuredOutputContext: context })) {
    run.onEvent?.(event, toolUse);
    last = event;
  }
  if (!(last instanceof ToolResultEvent)) throw new Error(`Tool "${toolUse.name}" ended without a result.`);
  return last.toolResult;
}
