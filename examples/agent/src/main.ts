/**
 * Runs a scripted teleoperation session (no model, no network): the "model" below plays a fixed
 * script, the loop runs the tools it asks for, and the session ends with a typed TeleopReport.
 */
import { ToolRegistry, ToolResultEvent, type ToolUse } from "eslint-plugin-tool-result/runtime";
import { runAgent, type Model, type ModelRequest, type ModelTurn } from "./agent-loop.js";
import { GripperCheckTool } from "./gripper-tool.js";
import { TeleopReport } from "./report.js";
import { teleoperate } from "./teleop-tool.js";

let droppedFrames = 0;
const script: ((request: ModelRequest) => ModelTurn)[] = [
  () => ({
    toolUses: [
      { toolUseId: "call-1", name: "gripper_check", input: {} },
      { toolUseId: "call-2", name: "teleoperate", input: { arm: "left", frames: 500, hz: 50 } },
    ],
  }),
  // The model reads the telemetry from the json block of the teleoperation result.
  (request) => {
    const telemetry = request.toolResults[1]?.content.find((block) => "json" in block);
    droppedFrames = telemetry && "json" in telemetry ? (telemetry.json as { errors: number }).errors : 0;
    return { text: `The session ran with ${droppedFrames} dropped frames.` };
  },
  // Forced to answer with the tool: a first attempt with a mistake, then a correct one.
  () => ({
    toolUses: [
      { toolUseId: "call-3", name: "TeleopReport", input: { arm: "left", frames: 500, errors: -1, healthy: "no" } },
    ],
  }),
  (request) => {
    console.log(`  model reads the ${request.toolResults[0]?.status} result and retries`);
    return {
      toolUses: [
        {
          toolUseId: "call-4",
          name: "TeleopReport",
          input: { arm: "left", frames: 500, errors: droppedFrames, healthy: droppedFrames === 0, advice: null },
        },
      ],
    };
  },
];

const model: Model = async (request) => {
  const step = script.shift();
  if (!step) throw new Error("The script ran out of turns.");
  console.log(
    `\nmodel turn: tools offered [${request.toolSpecs.map((spec) => spec.name).join(", ")}]${request.toolChoice ? `, tool choice ${JSON.stringify(request.toolChoice)}` : ""}`,
  );
  const turn = step(request);
  if (turn.text) console.log(`  model says: ${turn.text}`);
  return turn;
};

const describeCall = (toolUse: ToolUse) => `${toolUse.name}(${JSON.stringify(toolUse.input)})`;

const registry = new ToolRegistry([teleoperate, new GripperCheckTool()]);
const report = await runAgent({
  model,
  registry,
  structuredOutput: TeleopReport,
  onForced: () => console.log("  model ended its turn without a TeleopReport: forcing a tool call"),
  onEvent: (event, toolUse) => {
    if (!(event instanceof ToolResultEvent)) {
      console.log(`  ${toolUse.name} ${event.type}: ${JSON.stringify(event.data)}`);
      return;
    }
    const { status, content } = event.toolResult;
    console.log(`  ${describeCall(toolUse)} -> ${status}`);
    for (const block of content) {
      if (block.text !== undefined) console.log(`    text: ${block.text.replaceAll("\n", "\n          ")}`);
      else if ("json" in block) console.log(`    json: ${JSON.stringify(block.json)}`);
    }
  },
});

console.log("\nstructured output (typed TeleopReport):", report);
console.log(
  `registered tools after the run: ${registry
    .list()
    .map((t) => t.toolName)
    .join(", ")}`,
);
console.log(`every tool result passed assertToolResult; report.healthy is a ${typeof report.healthy}.`);
