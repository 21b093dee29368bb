import {
  AgentTool,
  ToolResultEvent,
  TypedEvent,
  type InvocationState,
  type ToolGenerator,
  type ToolSpec,
  type ToolUse,
} from "eslint-plugin-tool-result/runtime";

/** A tool written as a class, for when a tool streams progress or keeps state between calls. */
export class GripperCheckTool extends AgentTool {
  readonly toolName = "gripper_check";
  readonly toolType = "robot";
  readonly toolSpec: ToolSpec = {
    name: "gripper_check",
    description: "Open and close the gripper once and report the force it measured.",
    inputSchema: { type: "object", properties: {} },
  };
  #checks = 0;

  override getDisplayProperties(): Record<string, string> {
    return { ...super.getDisplayProperties(), Checks: String(this.#checks) };
  }

  async *stream(toolUse: ToolUse, _invocationState: InvocationState): ToolGenerator {
    this.#checks++;
    yield new TypedEvent({ type: "progress", message: "gripper opening" });
    yield new TypedEvent({ type: "progress", message: "gripper closing" });
    const forceN = 18.5;
    yield new ToolResultEvent({
      toolUseId: toolUse.toolUseId,
      status: "success",
      content: [{ text: `Gripper closed at ${forceN} N.` }, { json: { forceN, checks: this.#checks } }],
    });
  }
}
